"""An attack of each engaged enemy that fits, naming nobody it is against: "Each Drone minion engaged with your hero
attacks." (issue 15 §3).

The shape (`unnamed_engaged`): an ACTIVATE effect whose procedure is an attack, with no one it is against, on "each"
minion or enemy that fits (`activation_each`'s enemies) engaged with "you" or with "a player / hero". Such an attack
is against the player each enemy is engaged with: the rule base's fact ``unnamed_attack_engaged`` (Activation p1.b2,
read by analogy: `mc.common.situation_activation.unnamed_attack_engaged`). `as_against` gives the same effect with
that player named: "you" for "engaged with you" (the minions engaged with you attack you), "the player it is engaged
with" for "engaged with a player"; the catalogue (`logic.situation.applicable`) and the situation
(`logic.situation.activation`, only when the fact holds) then take it as `activation_each`'s shape.

Anything else that attacks nobody named (an enemy not limited to those engaged, "the villain attacks") is left as it
was: the rules name no player it is against.

Promises: functions of the effect alone; `as_against` returns ``e`` unchanged when `unnamed_engaged` does not hold.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .activation_each import _engaged, _target_ok

__all__ = ["unnamed_engaged", "as_against"]

N = m.Noun


def unnamed_engaged(e: m.Effect) -> bool:
    """Whether ``e`` is an attack, against nobody named, of each enemy that fits engaged with "you" or with a
    player / hero (see the module)."""
    if e.kind is not m.EffectKind.ACTIVATE or e.procedure is not m.EventKind.ATTACK or e.source is not None:
        return False
    t = e.target
    return _target_ok(t) and _engaged(t) is not None


def as_against(e: m.Effect) -> m.Effect:
    """``e`` with the player each enemy is engaged with named as the one it attacks: "you" (engaged with you) or
    "the player it is engaged with" (engaged with a player / hero); ``e`` itself for another shape."""
    if not unnamed_engaged(e):
        return e
    g = _engaged(e.target)
    if g.target.noun is N.YOU:
        return replace(e, source=m.Target(N.YOU))
    return replace(e, source=m.Target(N.IT, is_a=N.PLAYER))
