"""A card removed from the campaign pool ("Remove this card from the game and the campaign pool"), in the effect
interpreter.

What the printed words say (no entry of the rules reference speaks of the campaign pool; Ownership and Control p1.b2.2
only says that a campaign-specific card's ownership lasts until the game ends, the campaign going on after it): the
campaign pool is the set of cards a campaign keeps from one game to the next. The engine plays one game; removing a
card from that pool changes nothing in it (the game's own removal is the zone operation ``remove_from_game``,
`logic.timing.zone_ops`, a separate effect). What it does is kept: the outcome lists each card removed from the pool
(``campaign_removed``), a fact about the games after this one, which the engine does not play. Op (`OPS`):

- ``remove_from_campaign``: a card of the world (a card the scenario places, or a character) not yet removed from the
  campaign pool is removed from it; a card already removed is not (not done, for ``then`` and ``otherwise``).

Promises: no count, place or card of the game changes; `legal` reads the world only; the same world and effect give
the same world.
"""

from __future__ import annotations

__all__ = ["OPS", "legal", "apply", "outcome_part", "removed"]

OPS: tuple[str, ...] = ("remove_from_campaign",)


def removed(world) -> set[str]:
    """The cards removed from the campaign pool so far, kept on the world."""
    return world.__dict__.setdefault("campaign_removed", set())


def legal(world, effect, target: str) -> bool:
    """Whether ``remove_from_campaign`` can apply to ``target``: a card of the world (placed, or a character) still
    in the campaign pool."""
    known = target in world.spots or target in world.health
    return known and target not in world.__dict__.get("campaign_removed", ())


def apply(world, effect, target: str) -> None:
    """``target`` leaves the campaign pool (`legal` holds): recorded, nothing of the game changes."""
    removed(world).add(target)


def outcome_part(world) -> tuple[str, ...]:
    """The cards removed from the campaign pool, sorted."""
    return tuple(sorted(world.__dict__.get("campaign_removed", ())))
