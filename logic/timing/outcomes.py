"""Legal orders, their count, and their outcomes grouped, for a compiled scenario.

- `legal_orders` streams every legal order (a tuple of item ids, the event
  included), choice after choice;
- `count_orders` counts them without listing when every choice is exact;
- `outcome_groups` finds the distinct outcomes and how many orders lead to
  each without visiting every order: two items whose footprints are disjoint
  commute (`logic.timing.effects.footprint`), so an order's outcome depends only
  on the relative order of the items inside each connected part of the
  interference graph (Mazurkiewicz trace equivalence); each combination of such
  relative orders is counted with `count_linear_extensions` and simulated once.
- `simulate` applies one order with the compiled policies and waves;
- `group_outcomes` is `outcome_groups` under a budget (choices visited,
  seconds): past it, it stops and says where, with the groups found so far.

An item with a choice between options (`logic.timing.choice_ops`) branches: each order is simulated once per
combination of picks, and a group counts its orders once per pick that leads to it (with no choice, a group's count
is its number of orders).

A compiled `logic.timing.compile.Family` (independent optional abilities) is
counted by `logic.timing.counting.count_member_extensions`, without visiting
its ``2 ** k`` choices.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from itertools import product
from typing import Iterator

import networkx as nx

from .choice_ops import pick_sets
from .compile import Choice, Compiled
from .effects import INSIDE_KINDS, SNAPSHOT_KINDS, Outcome, footprint, run_order
from .counting import Budget, CountStopped, count_member_extensions
from .extensions import count_linear_extensions, has_cycle, linear_extensions

__all__ = ["legal_orders", "count_orders", "interference_parts", "choice_orders", "outcome_groups", "group_outcomes", "simulate", "Group", "Grouping",
           "GroupBudget", "EXAMPLES"]

EXAMPLES = 3


@dataclass
class Group:
    """Orders that lead to one outcome: how many, and a few of them."""

    outcome: Outcome
    count: int = 0
    examples: list[tuple[str, ...]] = field(default_factory=list)
    choices: set[int] = field(default_factory=set)   # indexes of the choices (sets of taken items) it comes from
    first_choice: Choice | None = None                # the choice of the first example
    picks: list[tuple[tuple[str, int], ...]] = field(default_factory=list)   # the picks of each example
    branches: set = field(default_factory=set)   # (choice index, picks) it comes from: a pick is no order


def _indexed(choice: Choice):
    items = list(choice.items)
    index = {a: i for i, a in enumerate(items)}
    rel = {(index[a], index[b]) for a, b in choice.before}
    return items, rel


def choice_orders(choice: Choice) -> Iterator[tuple[str, ...]]:
    """Every legal order of one choice, streamed."""
    items, rel = _indexed(choice)
    for perm in linear_extensions(len(items), rel):
        order = tuple(items[i] for i in perm)
        if choice.exact or choice.admits(order):
            yield order


def legal_orders(compiled: Compiled) -> Iterator[tuple[Choice, tuple[str, ...]]]:
    """Every legal order of the scenario with the choice it belongs to, streamed (none when inconsistent)."""
    for choice in compiled.each_choice():
        for order in choice_orders(choice):
            yield choice, order


def count_orders(compiled: Compiled, budget: Budget | None = None) -> int:
    """How many legal orders there are; exact choices are counted without listing, a family without
    visiting its members. Raises `logic.timing.counting.CountStopped` when ``budget`` runs out."""
    if compiled.family is not None:
        fam = compiled.family
        index = {a: i for i, a in enumerate(fam.order)}
        return count_member_extensions(len(fam.order), {(index[a], index[b]) for a, b in fam.before},
                                       {index[a] for a in fam.optional}, budget)
    total = 0
    for choice in compiled.choices:
        if choice.exact:
            items, rel = _indexed(choice)
            total += count_linear_extensions(len(items), rel, budget)
        else:
            total += sum(1 for _ in choice_orders(choice))
    return total


def simulate(compiled: Compiled, choice: Choice, order, picks=()) -> Outcome:
    """The outcome of ``order`` under the compiled policies and the choice's waves; ``picks``: (item, option) pairs,
    the option picked for each item with a choice (`logic.timing.choice_ops.pick_sets`)."""
    return run_order(compiled.scenario, order, compiled.policies, choice.waves, compiled.scenario.parents(),
                     dict(picks))


def interference_parts(compiled: Compiled, choice: Choice) -> list[list[str]]:
    """Connected parts of the interference graph of a choice (items whose effects may not commute)."""
    sc = compiled.scenario
    foot = {a: set(footprint(sc, a)) for a in choice.items}
    parents = sc.parents()
    if compiled.policies.get("triggered_reads_snapshot"):
        for a in choice.items:
            if sc.item(a).kind in SNAPSHOT_KINDS:
                for p in parents.get(a, []):
                    if p in foot:
                        foot[p] |= foot[a]
    if compiled.policies.get("each_time_inside"):
        for a in choice.items:   # it resolves at the place of what it waits for
            if sc.item(a).kind in INSIDE_KINDS:
                for p in parents.get(a, []):
                    if p in foot:
                        foot[p] |= foot[a]
                        foot[a] |= foot[p]
    if compiled.policies.get("destruction_deferred_to_wave_end") and any(
            w is not None for w in choice.waves.values()):
        for a in choice.items:   # where a wave ends depends on everything's place
            foot[a].add(("wave", "boundary"))
    g = nx.Graph()
    g.add_nodes_from(choice.items)
    by_key: dict = {}
    for a, keys in foot.items():
        for k in keys:
            by_key.setdefault(k, []).append(a)
    for members in by_key.values():
        for x, y in zip(members, members[1:]):
            g.add_edge(x, y)
    return [sorted(c, key=list(choice.items).index) for c in nx.connected_components(g)]


@dataclass(frozen=True)
class GroupBudget:
    """How far `group_outcomes` may go: ``choices`` sets of taken abilities visited, ``seconds`` of wall time."""

    choices: int = 4096
    seconds: float = 3.0

    def describe(self) -> str:
        return f"{self.choices} choices of abilities taken or {self.seconds:g} s"


@dataclass
class Grouping:
    """The groups found; ``stopped`` says why grouping stopped early (None: every choice was visited)."""

    groups: list[Group]
    choices_visited: int
    choices_total: int
    stopped: str | None = None


def outcome_groups(compiled: Compiled, examples: int = EXAMPLES) -> list[Group]:
    """The distinct outcomes of the legal orders, each with its number of orders and a few examples.

    Raises `logic.timing.counting.CountStopped` when a count inside runs out of its budget (nothing is
    dropped silently: `group_outcomes` says where it stopped instead)."""
    grouping = group_outcomes(compiled, examples)
    if grouping.stopped:
        raise CountStopped(Budget(), 0, 0.0, grouping.stopped)
    return grouping.groups


def group_outcomes(compiled: Compiled, examples: int = EXAMPLES, budget: GroupBudget | None = None,
                   progress=None) -> Grouping:
    """`outcome_groups` within ``budget`` (None: no bound). When the budget runs out, ``stopped`` says
    after how many choices and why; the groups then hold the orders of the visited choices only."""
    groups: dict[Outcome, Group] = {}
    started = time.monotonic()
    total = compiled.choice_count

    def add(outcome, count, order, picks=()):
        if outcome.void:   # a target picked where another valid one was (`target_ops`): no such game
            return
        g = groups.setdefault(outcome, Group(outcome))
        g.count += count
        g.choices.add(index_of_choice)
        g.branches.add((index_of_choice, picks))
        if g.first_choice is None:
            g.first_choice = choice
        if len(g.examples) < examples:
            g.examples.append(order)
            g.picks.append(picks)

    def done():
        return sorted(groups.values(), key=lambda g: (-g.count, g.examples[0] if g.examples else ()))

    for index_of_choice, choice in enumerate(compiled.each_choice()):
        if budget is not None:
            spent = time.monotonic() - started
            if index_of_choice >= budget.choices or spent >= budget.seconds:
                why = f"{budget.choices} choices" if index_of_choice >= budget.choices else f"{budget.seconds:g} s"
                return Grouping(done(), index_of_choice, total,
                                f"stopped grouping after {index_of_choice} of {total} choices of abilities taken "
                                f"together: the budget of {why} ran out (the groups and the verdict cover those "
                                f"choices only; the count of orders does not depend on them)")
        if progress and index_of_choice and index_of_choice % 256 == 0:
            progress(f"grouping outcomes: {index_of_choice} of {total} choices")
        picked = pick_sets(compiled.scenario, choice.items, compiled.policies)   # one branch per pick (`choice_ops`)
        if not choice.exact:
            for order in choice_orders(choice):
                for picks in picked:
                    add(simulate(compiled, choice, order, picks), 1, order, picks)
            continue
        items, rel = _indexed(choice)
        index = {a: i for i, a in enumerate(items)}
        parts = [p for p in interference_parts(compiled, choice) if len(p) > 1]
        projections = []
        for part in parts:
            local = {a: i for i, a in enumerate(part)}
            sub = {(local[items[a]], local[items[b]]) for a, b in rel if items[a] in local and items[b] in local}
            projections.append([tuple(part[i] for i in p) for p in linear_extensions(len(part), sub)])
        for combo in product(*projections):
            extra = {(index[x], index[y]) for chain in combo for x, y in zip(chain, chain[1:])}
            full = rel | extra
            if has_cycle(len(items), full):
                continue
            try:
                count = count_linear_extensions(len(items), full)
            except CountStopped as e:
                return Grouping(done(), index_of_choice, total,
                                f"stopped grouping at choice {index_of_choice + 1} of {total}: {e}")
            order = tuple(items[i] for i in next(iter(linear_extensions(len(items), full))))
            for picks in picked:
                add(simulate(compiled, choice, order, picks), count, order, picks)
    return Grouping(done(), total, total)
