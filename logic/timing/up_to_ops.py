"""An amount "up to N" (issue 15 §5): "heal up to 2 damage", "prevent up to 3 of that damage", "remove up to 3
threat", "place up to 3 counters". An effect marked ``up_to`` applies any amount from 0 to its ``amount`` (a
printed number, no ``per``), as the player resolving its item picks: the engine does not guess the pick, every
amount is a branch (``<item>#up_to``, picked k = 1 .. N + 1 for the amount k - 1; `logic.timing.choice_ops` lists
them with the other picks, whatever the policies, as a search's candidates are). An item has at most one such
effect (`check`). Picked 0, the effect applies nothing (a ``prevent`` of 0 is no prevention, not "all of it").
Run with no pick for it, the amount is not decided: the world records one line saying so (``undecided``) and the
effect applies nothing in that outcome.

The game function is the printed words' ("up to N": any number from none to N, the resolving player's pick); no
rules entry decides more of it.

Promises: `branch_keys`, `picks`, `describe` are functions of their arguments; `picked` reads the world's picks
and adds at most the one undecided line.
"""

from __future__ import annotations

__all__ = ["KEY", "OPS", "check", "branch_keys", "picks", "picked", "describe"]

KEY = "#up_to"
#: the operations an "up to" amount may mark (each applies its ``amount`` as a number of things)
OPS = ("heal", "prevent", "remove_threat", "threat", "place_counters", "remove_counters", "damage", "draw",
       "move_counters")


def check(effects) -> str | None:
    """Why the ``up_to`` marks of one item's ``effects`` are not the engine's (None when they are): on an operation
    of `OPS`, with a printed amount of at least 1 and no ``per``, at most one per item."""
    marked = [e for e in effects if getattr(e, "up_to", False)]
    if len(marked) > 1:
        return "an item has at most one effect marked 'up_to'"
    for e in marked:
        if e.op not in OPS or e.per or e.amount < 1:
            return f"'up_to' marks one of {', '.join(OPS)} with a printed 'amount' of at least 1 and no 'per'"
    return None


def branch_keys(scenario, items) -> list[tuple[str, int]]:
    """For each item of ``items`` (ids) with an effect marked ``up_to``: (``<item>#up_to``, its amount + 1)."""
    out = []
    for a in items:
        e = next((x for x in scenario.item(a).effects if getattr(x, "up_to", False)), None)
        if e is not None:
            out.append((a + KEY, e.amount + 1))
    return out


def picks(given) -> dict[str, int]:
    """The amounts picked among ``given`` (item id -> the amount: the pick less 1)."""
    return {a[:-len(KEY)]: k - 1 for a, k in dict(given or {}).items() if a.endswith(KEY) and isinstance(k, int)}


def picked(world, effect, item, n: int) -> int:
    """The amount ``effect`` (of ``item``) applies: ``n`` when it is not marked ``up_to``; else the amount picked
    for its item (0, and one undecided line, when none is given)."""
    if not getattr(effect, "up_to", False):
        return n
    got = getattr(world, "up_to_picks", {}).get(getattr(item, "id", None))
    if got is None:
        line = f"{getattr(item, 'id', '?')}: the amount of 'up to {effect.amount}' is the player's pick, not given"
        if line not in world.undecided:
            world.undecided.append(line)
        return 0
    return max(0, min(got, effect.amount))


def describe(key: str, k: int) -> str:
    """A pick of ``<item>#up_to`` as a line."""
    return f"{key[:-len(KEY)]} picks the amount {k - 1}"
