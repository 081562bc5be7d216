"""An enemy attack against a character the player picks: "Batroc attacks the ally with the most remaining hit points",
"Executioner attacks the friendly character with the fewest remaining hit points" (issue 15 §3).

The catalogue side (`attacks_picked`): an attack (the procedure, not a scheme or an "activates against") whose
target is one ally, hero or friendly character picked the way a target of damage is (`logic.situation.chosen.single`:
"a", "another", "the ... with the most / fewest remaining (printed) hit points", at most one printed trait, "you
control"). The situation side (`logic.situation.activation.activation_op`): the candidates are the situation's
characters of that kind, the attack is the engine's ``enemy_attack`` marked ``chosen`` (with its ``most`` and
``if_trait``), each pick a branch, tested when the attack resolves (`logic.timing.target_ops`; Target p1.b2.2, and
Attacks Against Allies p1: its undefended damage goes on the ally attacked, which a player may defend as usual).

The enemy may be the one this card is attached to ("Attached enemy attacks you", `attached_enemy`): no pick, the
situation names it (`logic.situation.scenario._Builder.targets`), of the kind the noun says.

"If Namor is in play, he activates against you" (`in_play_enemy`): the "he" is the card the effect's one condition
says is in play, a card named; the situation names it (and tests the condition when the effect resolves).

Promises: `attacks_picked`, `attached_enemy` and `in_play_enemy` are functions of the effect (the target) alone.
"""

from __future__ import annotations

from ..abilities import model as m
from .chosen import single

__all__ = ["attacks_picked", "attached_enemy", "in_play_enemy", "ATTACKED", "ENEMY_TYPES"]

#: the kinds of character an enemy attack may be against, picked
ATTACKED = (m.Noun.ALLY, m.Noun.HERO, m.Noun.CHARACTER)


def attacks_picked(e: m.Effect) -> bool:
    """Whether ``e`` is an enemy attack against one character of `ATTACKED` the player picks (see the module): a
    friendly character for "character" (enemies do not attack enemies)."""
    src = e.source
    if e.kind is not m.EffectKind.ACTIVATE or e.procedure is not m.EventKind.ATTACK or src is None \
            or src.noun not in ATTACKED or not single(src):
        return False
    return src.noun is not m.Noun.CHARACTER or any(f.kind is m.FilterKind.FRIENDLY for f in src.filters)


#: the card types an enemy noun names
ENEMY_TYPES = {m.Noun.ENEMY: ("villain", "minion"), m.Noun.VILLAIN: ("villain",), m.Noun.MINION: ("minion",)}


def attached_enemy(t: m.Target | None) -> bool:
    """Whether ``t`` is "attached enemy (villain, minion)": the enemy the card with the ability is attached to."""
    return t is not None and t.noun in ENEMY_TYPES and len(t.filters) == 1 \
        and t.filters[0].kind is m.FilterKind.ATTACHED and t.filters[0].target is None and not t.also \
        and t.count is None and t.owner is None


def in_play_enemy(e: m.Effect) -> m.Target | None:
    """The card named that the "it" ("he", "she") of the activation ``e`` is: the subject of its one condition "if
    <a card named> is in play" (None for another shape)."""
    t = e.target
    if t is None or t.noun is not m.Noun.IT or t.filters or t.also or t.owner is not None or t.count is not None \
            or (t.is_a is not None and t.is_a not in ENEMY_TYPES) or len(e.conditions) != 1:
        return None
    c = e.conditions[0]
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.IN_PLAY or p.negated:
        return None
    s = p.subject
    ok = s is not None and s.noun is m.Noun.NAMED_CARD and s.name and not s.filters and not s.also \
        and s.owner is None and s.count is None
    return s if ok else None
