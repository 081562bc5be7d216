"""'Resolve its "Special" ability': the card "its" / "his" / "her" names, read off the ability's structure.

An effect that resolves a printed ability of "it" ("If Hurricane is in play, resolve its 'Special' ability",
"Place 1 sand counter on City Streets. Resolve its 'Surging Sands' ability.", "After The Hood activates against
you, resolve his 'Foul Play' ability") names the card the ability named before, from the structure alone:

- a condition of the effect that the card is in play ("if Hurricane is in play, resolve its ..."): that card (the
  condition is still tested when the effect resolves, as any condition on the world);
- else the card an earlier effect of the ability named (`antecedent.it_names`: this card or a card named; an
  earlier target the engine does not hold names nothing);
- else, with no earlier effect naming a target, the trigger's subject when it is a card named and nothing else the
  trigger names is a card ("After The Hood activates against you").

Anything else (a card found, revealed, discarded, chosen) is left unnamed, never guessed; an ability the grammar did
not read whole names nothing (a part left unread may be what "its" is). The situation then resolves the ability of
that card as it resolves one of a card named (`logic.situation.resolve`), and leaves the sentence unread ("not
decided") when the world does not list that card.

Promises: functions of the structure alone; `its_card` returns a plain THIS_CARD or NAMED_CARD target, or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .antecedent import it_names, _NOT_CARDS

__all__ = ["its_effect", "its_card", "its_why", "with_its_card"]

K, N = m.EffectKind, m.Noun


def _plain(t: m.Target | None) -> bool:
    return t is not None and not t.filters and not t.also and t.owner is None and t.count is None


def its_effect(e: m.Effect) -> bool:
    """Whether ``e`` resolves a printed ability (a label named) of a plain "it" ("resolve its 'Special' ability")."""
    t = e.target
    return e.kind is K.RESOLVE_ABILITY and t is not None and t.noun is N.EFFECT and bool(t.name.strip('"')) \
        and not t.filters and not t.also and t.count is None and t.owner is not None and t.owner.noun is N.IT \
        and _plain(t.owner)


def _in_play_named(e: m.Effect) -> m.Target | None:
    """The card named of the effect's "if X is in play" condition (one such, not negated), or None."""
    got = [c.predicate.subject for c in e.conditions if c.kind is m.ConditionKind.IF and c.predicate is not None
           and c.predicate.kind is m.PredicateKind.IN_PLAY and not c.predicate.negated
           and _plain(c.predicate.subject) and c.predicate.subject.noun is N.NAMED_CARD]
    return got[0] if len(got) == 1 else None


def its_card(ability: m.Ability | None, e: m.Effect) -> m.Target | None:
    """The card whose ability the "its" of ``e`` (an effect of ``ability``) names (see the module), or None."""
    if ability is None or not its_effect(e) or any(r.status is not m.ReadStatus.FULLY for r in ability.sentences):
        return None
    held = _in_play_named(e)
    if held is not None:
        return held
    named = it_names(ability, e)
    if named is not None:
        return named
    effects = list(ability.effects)
    i = next((j for j, x in enumerate(effects) if x is e), None)
    if i is None or any(x.target is not None for x in effects[:i]):
        return None
    tr = ability.trigger
    if tr is None or tr.subject is None or tr.joined is not None:
        return None
    others = [t for t in (tr.object, tr.source) if t is not None and t.noun not in _NOT_CARDS]
    s = tr.subject
    return s if _plain(s) and s.noun is N.NAMED_CARD and not others else None


def its_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """None when ``e`` resolves no ability of "it", or `its_card` names the card; else why not."""
    if not its_effect(e):
        return None
    if ability is not None and any(r.status is not m.ReadStatus.FULLY for r in ability.sentences):
        return "'its' ability in an ability the grammar did not read whole: which card is not told"
    if its_card(ability, e) is None:
        return "an ability of a card the engine does not name"
    return None


def with_its_card(ability: m.Ability | None, e: m.Effect) -> m.Effect | None:
    """``e`` with its "it" replaced by the card `its_card` names (None when it names none)."""
    c = its_card(ability, e)
    return None if c is None else replace(e, target=replace(e.target, owner=c))
