"""The damage an enemy attack started by an effect dealt, per character, for a condition of a later effect of the same
item ("The villain attacks you. If that attack damages you, you are stunned.").

An activation that is an attack (``enemy_attack``, ``activate`` against a character in its attack form:
`logic.timing.activation_ops`) records the damage each character took from it, by the item whose effect started it
(`record`). The ``if_state`` word `WORD` (``attack_taken:<character>``, `logic.timing.condition_ops`) counts the damage
that character took from the attacks of the item now resolving (`resolving`, set by the interpreter before it tests an
effect's condition): "if that attack damages you" holds when it is at least 1 (no damage, prevented or taken by a
defender instead: it does not hold).

Promises: `record` writes only this module's record; `count` reads the world only.
"""

from __future__ import annotations

__all__ = ["WORD", "record", "count", "resolving"]

WORD = "attack_taken"


def _taken(world) -> dict[tuple[str, str], int]:
    return world.__dict__.setdefault("attack_taken", {})


def record(world, item, character: str, dealt: int) -> None:
    """``character`` took ``dealt`` damage from the attack an effect of ``item`` started."""
    if item is not None and dealt:
        _taken(world)[(item.id, character)] = _taken(world).get((item.id, character), 0) + dealt


def resolving(world, item) -> None:
    """``item`` is the one whose effect's condition is tested now."""
    world.__dict__["resolving"] = item.id if item is not None else ""


def count(world, rest: str) -> int:
    """The damage character ``rest`` took from the attacks started by the item now resolving."""
    return _taken(world).get((world.__dict__.get("resolving", ""), rest), 0)
