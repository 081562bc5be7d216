"""Status cards counted (issue 15 §3/§5): "for each status card on your identity", "for each tough status card on
Colossus", the engine's counted amount ``per = "statuses:<character>"`` or ``"statuses:<character>:<status>"``
(`logic.timing.amount_ops`): how many status cards (of that type) the character has when the effect resolves
(`World.statuses`, each copy one card), 0 for a character gone. The game function is the printed words'; no rules
entry decides more of it.

Promises: `check` and `count` are functions of their arguments (and of the world now, for `count`).
"""

from __future__ import annotations

from .vocab import FORBIDDABLE

__all__ = ["KIND", "STATUSES", "check", "count", "keys"]

KIND = "statuses"
#: the status cards a count may name
STATUSES: tuple[str, ...] = tuple(x for x in ("stunned", "confused", "tough") if x in FORBIDDABLE)


def check(rest: str, known) -> str | None:
    """Why ``statuses:<rest>`` is not a count the engine makes (None when it is): a character of the scenario
    (among ``known``), and optionally ``:<status>``."""
    who, _, kind = rest.partition(":")
    if who not in known:
        return f"'per' 'statuses' names {who!r}, no character of the scenario"
    return None if kind in ("",) + STATUSES else f"'per' 'statuses' counts one of {', '.join(STATUSES)}, not {kind!r}"


def count(world, rest: str) -> int:
    """The status cards (of the type named, else all) on the character ``rest`` names, now."""
    who, _, kind = rest.partition(":")
    held = world.statuses.get(who, [])
    return sum(1 for x in held if not kind or x == kind)


def keys(rest: str) -> set[tuple[str, str]]:
    """The part of the world (`logic.timing.effects.footprint` keys) the count reads: that character."""
    return {("thing", rest.partition(":")[0])}
