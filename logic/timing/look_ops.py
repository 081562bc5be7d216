"""Looking at cards in the effect interpreter: ``look`` ("look at the top 3 cards of your deck", "look at the top card
of the encounter deck").

What the printed words say (the rules reference has no entry on looking): the player sees the cards and no card
moves, turns or changes hands. The engine's world holds no knowledge of what a card is beyond the cards it names, so
a look changes no count, no order and no card's place; what it does is seen: the outcome lists, for each pile looked
at, how many cards were looked at (``looked``). Op (`OPS`):

- ``look``: the top ``amount`` cards of a deck are looked at: the encounter deck (target `ENCOUNTER`) or the deck of
  its character's player (a character in play); as many as that deck holds when stated (``[encounter]`` or the
  player's ``[[zones]]``), ``amount`` when not. It applies when there is a card to look at: a deck stated empty is
  not looked at (not done, for ``then`` and ``otherwise``).

Promises: no count, order or place of the world changes; `legal` reads the world only; the same world and effect give
the same world.
"""

from __future__ import annotations

from .vocab import ENCOUNTER

__all__ = ["OPS", "legal", "apply", "outcome_part", "footprint_keys"]

OPS: tuple[str, ...] = ("look",)


def _deck(world, target: str) -> int | None:
    """How many cards the deck ``target`` names holds now (None: not stated)."""
    if target == ENCOUNTER:
        return world.encounter[0] if world.encounter is not None else None
    z = world.zones.get(world.controller.get(target, ""))
    return z[1] if z is not None else None


def looked(world) -> dict[str, int]:
    """The cards looked at so far, per deck (its target), kept on the world."""
    return world.__dict__.setdefault("looked", {})


def legal(world, effect, target: str) -> bool:
    """Whether ``look`` can apply to ``target``: the encounter deck, or a character in play (its player's deck); and
    that deck is not stated empty."""
    from . import zone_ops
    if target != ENCOUNTER and (target not in world.health or target in world.destroyed
                                or zone_ops.gone(world, target)):
        return False
    n = _deck(world, target)
    return n is None or n > 0


def apply(world, effect, target: str) -> None:
    """The top ``effect.amount`` cards of ``target``'s deck are looked at (`legal` holds): counted, nothing moves."""
    n = _deck(world, target)
    k = effect.amount if n is None else min(effect.amount, n)
    looked(world)[target] = looked(world).get(target, 0) + k


def outcome_part(world) -> tuple[tuple[str, int], ...]:
    """Each deck looked at (its target) and how many cards of it were looked at."""
    return tuple(sorted(world.__dict__.get("looked", {}).items()))


def footprint_keys(scenario, item) -> set[tuple[str, str]]:
    """What the looks of ``item`` read: the decks looked at (a player's zones, the encounter deck's)."""
    keys: set[tuple[str, str]] = set()
    for e in item.effects:
        if e.op in OPS:
            keys |= {("zones", ENCOUNTER) if t == ENCOUNTER else ("zones", scenario.characters[t].controller)
                     for t in e.targets if t == ENCOUNTER or t in scenario.characters}
    return keys
