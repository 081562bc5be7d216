"""A character defeated by an effect ("Defeat a non-Elite minion.", "defeat an ally you control"), in the effect
interpreter.

The game's own defeat, reached without damage: the engine gives it the state a character reaches at 0 hit points
(`World.sweep`): it is defeated (``destroyed``; the outcome lists it as defeated, its health none), gone for every
other effect, as When Defeated Abilities p1.b2.1 has a defeated card leave play. A prohibition "cannot be defeated"
(``forbid`` ``defeated``, consulted under ``prohibitions_hold``: `amount_ops.forbids`) stops it, as it stops the
sweep. Op (`OPS`):

- ``defeat``: a character (in the world's health, not defeated, not gone out of play) not forbidden defeat is
  defeated; any other target is not (not done, for ``then`` and ``otherwise``).

Promises: `legal` reads the world only; `apply` adds its target to the defeated characters and changes nothing else;
the same world and effect give the same world.
"""

from __future__ import annotations

__all__ = ["OPS", "legal", "apply"]

OPS: tuple[str, ...] = ("defeat",)


def legal(world, effect, target: str) -> bool:
    """Whether ``defeat`` can apply to ``target``: a character still in play, no prohibition on its defeat."""
    from . import amount_ops, zone_ops
    return target in world.health and target not in world.destroyed and not zone_ops.gone(world, target) \
        and not amount_ops.forbids(world, target, "defeated")


def apply(world, effect, target: str) -> None:
    """``target`` is defeated (`legal` holds)."""
    world.destroyed.add(target)
