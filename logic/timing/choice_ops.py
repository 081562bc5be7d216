"""Choices between options: the picks of a resolution (issue 15 §3).

An effect of an item may be marked ``option = k`` (k >= 1): it is the k-th option of the item's one choice ("choose
to either take 2 damage or place 2 threat here": option 1 and option 2); the effects with no mark are not part of
the choice and always resolve. When the item resolves, the player resolving it picks one option (the item's
controller), under the policy ``options_picked`` (`encodings/marvel_champions/en/golden_rules.py`; without it no
option resolves); the engine does not guess the pick: every pick is a branch, and an order's outcome is given for each (``picks``: item id -> option picked, for the
items of the order that have a choice). The effects of the options not picked do not resolve and are neither done
nor not done (a ``then`` or ``otherwise`` after them reads the effects before the choice).

Which options a player may pick is every option printed: no rule found in the rules reference restricts a pick to an
option that changes the game state (an option with no valid target resolves as any effect does, to nothing).

Promises: `pick_sets` lists every combination of picks, in a fixed order (item order, then option number); one
empty combination when no item of ``items`` has a choice; `unpicked` is a function of the item and the picks.
"""

from __future__ import annotations

from itertools import product

from . import target_ops
from . import search_ops
from . import up_to_ops

__all__ = ["options", "pick_sets", "unpicked", "describe_picks"]


def options(item) -> int:
    """How many options the choice of ``item`` has (0: it has no choice)."""
    return max((e.option for e in item.effects), default=0)


def _pick_sets_options(scenario, items, policies: dict[str, bool] | None = None) -> list[tuple[tuple[str, int], ...]]:
    """Every combination of picks for the items ``items`` (ids) of ``scenario`` that have a choice: tuples of
    (item id, option picked), item by item in the order given; ``[()]`` when none has a choice, or when
    ``policies`` are given without ``options_picked`` (no option resolves: nothing to branch on). A search's
    candidates branch too, whatever the policies (``<item>#found``, `logic.timing.search_ops.branch_keys`)."""
    chooser = [] if policies is not None and not policies.get("options_picked") else \
        [(a, options(scenario.item(a))) for a in items]
    chooser = [(a, n) for a, n in chooser if n]
    chooser += search_ops.branch_keys(scenario, items)   # the card a search finds: each a branch (`search_ops`)
    chooser += up_to_ops.branch_keys(scenario, items)   # an amount "up to" N: each a branch (`up_to_ops`)
    return [tuple(zip([a for a, _ in chooser], ks)) for ks in product(*(range(1, n + 1) for _, n in chooser))]


def pick_sets(scenario, items, policies: dict[str, bool] | None = None) -> list[tuple[tuple[str, int | str], ...]]:
    """Every combination of picks for the items ``items`` (ids) of ``scenario``: the options of their choices
    (item id, option number), then the targets they choose (item id, candidate: `logic.timing.target_ops`, under
    ``targets_chosen``), in a fixed order; ``[()]`` when there is nothing to pick."""
    return [o + t for o in _pick_sets_options(scenario, items, policies)
            for t in target_ops.pick_sets(scenario, items, policies)]


def unpicked(item, picks: dict[str, int] | None) -> set[int]:
    """The effects (1-based) of ``item`` that do not resolve under ``picks``: the options other than the one picked
    (all of them when no pick is given for an item with a choice: the engine never guesses one)."""
    pick = (picks or {}).get(item.id, 0)   # (an option: a number; a target chosen is no option)
    return {k for k, e in enumerate(item.effects, 1) if e.option and e.option != pick}


def describe_picks(picks) -> list[str]:
    """The picks as lines: ``<item> picks option <k>``, ``<item> chooses <card>`` for a target chosen
    (`logic.timing.target_ops`), ``<item>'s search finds its candidate <k>`` for a search (`logic.timing.search_ops`)."""
    return [target_ops.describe(a, k) if isinstance(k, (str, tuple))
            else up_to_ops.describe(a, k) if a.endswith(up_to_ops.KEY)
            else f"{a[:-6]}'s search finds its candidate {k}" if a.endswith("#found") else f"{a} picks option {k}"
            for a, k in picks]
