"""Who chose: the decisions behind one legal order, by player, and each player's share of the orders.

Who decides whether an item is used (``decider``) and who places it among
simultaneous items (``orderer``) are the values the timing clauses force
(`logic.timing.compile.Compiled.decider`, ``orderer``); this module only reads
them, it decides nothing.

- `decisions` promises, for one order of one choice: each optional item taken
  or declined with its decider, and, in each part of the order whose relative
  order can change the outcome (`logic.timing.outcomes.interference_parts`),
  the relative order of the items one player orders, unless the clauses force
  it; ``player`` is None where no clause names who chooses;
- `player_shares` promises, for each player who orders or decides anything,
  the items they order, the items they decide, and how many relative orders of
  their items the legal orders of the largest choice realise (the linear
  extensions of the precedences restricted to their items: every one of them
  extends to a legal order of the whole);
- `describe` renders a decision as a line: ``bob orders a -> b``,
  ``alice declines r``.
"""

from __future__ import annotations

from .compile import Choice, Compiled
from .counting import CountStopped
from .extensions import count_linear_extensions

__all__ = ["decisions", "player_shares", "describe", "optional_items"]


def optional_items(compiled: Compiled) -> list[str]:
    """Items some legal choice takes and another does not, in scenario order."""
    if compiled.family is not None:
        return list(compiled.family.optional)
    sets = [set(c.items) for c in compiled.choices]
    every = set.intersection(*sets) if sets else set()
    some = set.union(*sets) if sets else set()
    return [a for a in compiled.view.items if a in some - every] if compiled.view else sorted(some - every)


def decisions(compiled: Compiled, choice: Choice, order, parts, optional=None) -> list[dict]:
    """The decisions that give ``order`` (see the module docstring), each
    ``{"player", "chose": "takes"|"declines"|"orders", "items"}``; ``parts`` are the choice's interference parts."""
    optional = optional_items(compiled) if optional is None else optional
    out = []
    for a in optional:
        out.append({"player": compiled.decider.get(a), "chose": "takes" if a in choice.items else "declines",
                    "items": [a]})
    place = {a: i for i, a in enumerate(order)}
    for part in parts:
        seq = sorted((a for a in part if a in place), key=place.__getitem__)
        by: dict = {}
        for a in seq:
            by.setdefault(compiled.orderer.get(a), []).append(a)
        for player, mine in by.items():
            free = any((x, y) not in choice.before for x, y in zip(mine, mine[1:]))
            if len(mine) > 1 and free:
                out.append({"player": player, "chose": "orders", "items": mine})
        across = [(x, y) for i, x in enumerate(seq) for y in seq[i + 1:]
                  if compiled.orderer.get(x) != compiled.orderer.get(y) and (x, y) not in choice.before]
        if len(by) > 1 and across:   # items different players order, placed relative to each other freely
            out.append({"player": None, "chose": "orders", "items": seq})
    return out


def describe(decision: dict) -> str:
    """One line for a decision: who (or 'no clause says who') and what."""
    who = decision["player"] or "(no clause says who)"
    items = " -> ".join(decision["items"]) if decision["chose"] == "orders" else ", ".join(decision["items"])
    return f"{who} {decision['chose']} {items}"


def player_shares(compiled: Compiled) -> dict[str, dict]:
    """For each player: ``orders`` (items they order), ``decides`` (items they decide), ``relative_orders``
    (how many relative orders of the items they order the largest choice allows; None if not counted)."""
    shares: dict[str, dict] = {}
    for a, p in compiled.orderer.items():
        if p:
            shares.setdefault(p, {"orders": [], "decides": [], "relative_orders": None})["orders"].append(a)
    for a, p in compiled.decider.items():
        if p and a in optional_items(compiled):
            shares.setdefault(p, {"orders": [], "decides": [], "relative_orders": None})["decides"].append(a)
    if compiled.choices:
        largest = max(compiled.choices, key=lambda c: len(c.items))
        for p, share in shares.items():
            mine = [a for a in share["orders"] if a in largest.items]
            index = {a: i for i, a in enumerate(mine)}
            rel = {(index[a], index[b]) for a, b in largest.before if a in index and b in index}
            if largest.exact:
                try:
                    share["relative_orders"] = count_linear_extensions(len(mine), rel)
                except CountStopped:
                    share["relative_orders"] = None
    return shares
