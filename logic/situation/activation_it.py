"""The enemy "it" ("he", "she", "that minion") of an activation names, read off the ability's structure: "After Badoon
Assassin engages your hero, it attacks you with +2 ATK", "(After this minion engages your hero, it attacks you.)",
"Deal 2 damage to Doctor Drizzle. He schemes." (issue 15 §3).

`it_enemy` says which card, from the structure alone: the nearest earlier effect of the ability that names a
target, when that target is a card named (its own "it" followed back the same way, for an activation and for an effect
on a character that moves no card: "Heal 2 damage from War and give him a tough status card. He activates against
you."; any other target names
nothing the engine holds: an enemy found, chosen or revealed, "this card" read off "him"); with no earlier effect
naming a target, the trigger's subject when it is this card or a card named and nothing else the trigger names is a
card; "If Apocalypse is in Biomorph form, he activates against you": the card named by the subject of its own form
condition, before anything else. An ability the grammar did not read whole names nothing. "If X is in play, he ..." is `activation_pick`'s
(`in_play_enemy`). The situation then runs the activation of that card as of one named (`activation.activation_op`:
it must be an enemy there), and leaves it unread when the world does not list it.

Promises: functions of the structure alone; `it_enemy` returns a plain THIS_CARD or NAMED_CARD target, or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .antecedent import _NOT_CARDS

__all__ = ["plain_it_enemy", "it_enemy", "it_enemy_why"]

N = m.Noun

#: the effects on a character whose plain "it" ("give him a tough status card", "heal 2 damage from her") is followed
#: back like an activation's: they name a character and move no card, so the "it" after them is the one before them
_IT_KINDS: tuple[m.EffectKind, ...] = (m.EffectKind.GIVE_STATUS, m.EffectKind.HEAL, m.EffectKind.DEAL_DAMAGE,
                                       m.EffectKind.READY, m.EffectKind.EXHAUST)


def _plain(t: m.Target | None) -> bool:
    return t is not None and not t.filters and not t.also and t.owner is None and t.count is None


def plain_it_enemy(e: m.Effect) -> bool:
    """Whether ``e`` is an activation of a plain "it" (no condition naming the card: `in_play_enemy` has those)."""
    t = e.target
    return e.kind is m.EffectKind.ACTIVATE and t is not None and t.noun is N.IT and _plain(t) \
        and (t.is_a is None or t.is_a in (N.ENEMY, N.VILLAIN, N.MINION, N.CARD)) \
        and not any(c.predicate is not None and c.predicate.kind is m.PredicateKind.IN_PLAY for c in e.conditions)


def it_enemy(ability: m.Ability | None, e: m.Effect, _depth: int = 0) -> m.Target | None:
    """The card the "it" of activation ``e`` (an effect of ``ability``) names (see the module), or None."""
    if ability is None or any(r.status is not m.ReadStatus.FULLY for r in ability.sentences) or _depth > 8:
        return None
    effects = list(ability.effects)
    i = next((j for j, x in enumerate(effects) if x is e), None)
    if i is None:
        return None
    for c in e.conditions:   # "If Apocalypse is in Biomorph form, he activates": the card its own form condition names
        p = c.predicate      # (`conditions_form`)
        if p is not None and p.kind is m.PredicateKind.IN_FORM and _plain(p.subject) and p.subject.noun is N.NAMED_CARD:
            return p.subject
    for x in reversed(effects[:i]):
        t = x.target
        if t is None:
            continue
        if t.noun is N.IT and _plain(t) and (x.kind is m.EffectKind.ACTIVATE or x.kind in _IT_KINDS):
            return it_enemy(ability, x, _depth + 1)   # ("give him a tough status card. He activates": followed back)
        return t if _plain(t) and t.noun is N.NAMED_CARD else None
    tr = ability.trigger
    if tr is None or tr.subject is None or tr.joined is not None:
        return None
    others = [t for t in (tr.object, tr.source) if t is not None and t.noun not in _NOT_CARDS]
    s = tr.subject
    return s if _plain(s) and s.noun in (N.THIS_CARD, N.NAMED_CARD) and not others else None


def it_enemy_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """None when ``e`` is no activation of a plain "it", or `it_enemy` names its card; else why not."""
    if not plain_it_enemy(e):
        return None
    return None if it_enemy(ability, e) is not None else "enemy 'it': not named by the engine"
