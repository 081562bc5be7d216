"""The quantities on a character or scheme an ``if_state`` condition may count (`logic.timing.condition_ops`):
"if there is at least 5 damage here", "if it has at least 1 hit point", "if there are 10 or more threat here".

- ``damage:<character>``: the damage on that character now (its hit points less its health left, at least 0);
- ``hit_points:<character>``: the hit points it has left now (its health, at least 0);
- ``threat:<scheme>``: the threat on that scheme now.

Promises: pure functions of the world; `check_state` names why a state is not one of these (None when it is).
"""

from __future__ import annotations

__all__ = ["WORDS", "check_state", "count", "keys"]

#: the words of the quantities counted here
WORDS: tuple[str, ...] = ("damage", "hit_points", "threat")


def check_state(word: str, rest: str, known: set[str]) -> str | None:
    """Why ``word:rest`` is not a quantity this module counts (None when it is); ``known`` the scenario's names."""
    if rest in known:
        return None
    return f"'if_state' {word!r} is '{word}:<{'scheme' if word == 'threat' else 'character'}>' of the scenario"


def count(world, word: str, rest: str) -> int:
    """What ``word:rest`` counts in ``world`` now."""
    if word == "threat":
        return max(0, world.threat.get(rest, 0))
    health = world.health.get(rest, 0)
    if word == "hit_points":
        return max(0, health)
    return max(0, world.max.get(rest, health) - health)


def keys(rest: str) -> set[tuple[str, str]]:
    """The parts of the world (`logic.timing.effects.footprint` keys) the count reads: the thing counted."""
    return {("thing", rest)}
