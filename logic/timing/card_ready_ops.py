"""A card in play that is not a character readied or exhausted ("Ready each Tech upgrade you control.", "exhaust each
Interface upgrade you control"), in the effect interpreter.

The engine's ``ready`` and ``exhaust`` turn a character; an upgrade or a support in play is readied and exhausted in
the same way (its exhausted state changes; the outcome lists it with the characters an effect readied or exhausted,
``exhausted``). This module says when they apply to a card the world places (`logic.timing.zone_ops`) that is no
character: while it is in play (a card out of play has no exhausted state). (The engine's prohibitions, ``forbid``,
hold on characters and schemes only, so none stops it.) The change itself is the engine's own (`effects`).

Promises: `claims` and `legal` read the world only.
"""

from __future__ import annotations

__all__ = ["OPS", "claims", "legal"]

OPS: tuple[str, ...] = ("ready", "exhaust")


def claims(world, effect, target: str) -> bool:
    """Whether ``effect`` readies or exhausts ``target``, a card the world places that is no character."""
    return effect.op in OPS and target not in world.health and target in world.spots


def legal(world, effect, target: str) -> bool:
    """Whether it can: the card is in play."""
    return world.spots[target].zone == "play"
