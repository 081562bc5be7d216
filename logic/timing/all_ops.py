""""All of it" as a counted amount (issue 15 §3/§5): "heal all damage from X" and "remove all threat from X", the
engine's counts ``per = "damage:<character>"`` and ``per = "threat:<scheme>"`` (`logic.timing.amount_ops`).

- ``damage:<character>``: the damage on that character now, its hit points (`World.max`) less its health, at least
  0: a ``heal`` of 1 per it brings the character back to its hit points, the most a heal can (the engine's heal
  stops there);
- ``threat:<scheme>``: the threat on that scheme now: a ``remove_threat`` of 1 per it leaves none.

Counted when the effect resolves, as every counted amount (`amount_ops.amount_of`), so what an effect before it
in the same item did (damage dealt first, threat placed first) is counted too. The game function is the printed
words' ("all damage", "all threat": as much as there is); no rules entry decides more of it. A prohibition on the
target ("cannot be healed", "threat cannot be removed") is the op's own business, as for a printed amount.

Promises: `check` and `count` are functions of their arguments (and of the world now, for `count`).
"""

from __future__ import annotations

__all__ = ["KINDS", "check", "count", "keys"]

#: the counts of "all of it": damage on a character, threat on a scheme
KINDS: tuple[str, ...] = ("damage", "threat")


def check(word: str, rest: str, known) -> str | None:
    """Why ``<word>:<rest>`` is not a count the engine makes (None when it is): it names a character (``damage``)
    or a scheme (``threat``) of the scenario, among the names ``known``."""
    return None if rest in known else f"'per' {word!r} names {rest!r}, no character or scheme of the scenario"


def count(world, word: str, rest: str) -> int:
    """The damage on character ``rest`` (``damage``), or the threat on scheme ``rest`` (``threat``), now."""
    if word == "damage":
        return max(0, world.max.get(rest, 0) - world.health.get(rest, 0))
    return max(0, world.threat.get(rest, 0))


def keys(word: str, rest: str) -> set[tuple[str, str]]:
    """The part of the world (`logic.timing.effects.footprint` keys) the count reads: that character or scheme."""
    return {("thing", rest)}
