"""The room left in a hand (issue 15 §5): "draw up to your hand size", the engine's counted amount
``per = "hand_room:<character>:<printed hand size>"`` (`logic.timing.amount_ops`): the character's hand size (the
printed value given, plus the lasting modifiers of ``hand_size`` on it in effect now) less the cards in the hand of
its player now, at least 0 (a hand already that full draws nothing); 0 when the player's zones are not stated (as
the ``hand`` count). Counted when its effect resolves, so a hand discarded just before is an empty hand.

The game function is the printed words' ("draw up to your hand size": draw until the hand holds that many cards);
no rules entry decides more of it.

Promises: `check`, `count` and `keys` are functions of their arguments (and of the world now, for `count`).
"""

from __future__ import annotations

__all__ = ["KIND", "check", "count", "keys"]

KIND = "hand_room"


def check(rest: str, known) -> str | None:
    """Why ``hand_room:<rest>`` is not a count the engine makes (None when it is): ``<character>:<printed hand
    size>``, a character of the scenario (among ``known``) and a whole number."""
    who, _, size = rest.partition(":")
    if who not in known:
        return f"'per' 'hand_room' names {who!r}, no character of the scenario"
    return None if size.isdigit() else "'per' 'hand_room' is 'hand_room:<character>:<printed hand size>'"


def count(world, rest: str) -> int:
    """The cards the hand of ``rest``'s character's player may still take before it holds that character's hand
    size, now (0 when that player's zones are not stated)."""
    who, _, size = rest.partition(":")
    z = world.zones.get(world.controller.get(who, ""))
    if z is None:
        return 0
    return max(0, int(size) + world.modifier(who, "hand_size") - z[0])


def keys(scenario, rest: str) -> set[tuple[str, str]]:
    """The parts of the world (`logic.timing.effects.footprint` keys) the count reads: that character (its
    modifiers) and its player's zones."""
    who = rest.partition(":")[0]
    got = {("thing", who)}
    if who in scenario.characters:
        got.add(("zones", scenario.characters[who].controller))
    return got
