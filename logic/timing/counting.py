"""Counting linear extensions exactly, under an explicit budget.

Preconditions: elements are ``0..n-1``; ``before`` is a set of pairs ``(a, b)``
meaning a comes before b, with no cycle (it need not be transitively closed).

`count_extensions` returns the exact number of linear extensions, or raises
`CountStopped` when the budget (subproblems solved, seconds) runs out first: it
never guesses. The method is the recursion of Kangas, Hankala, Niinimäki and
Koivisto, "Counting linear extensions of sparse posets", IJCAI 2016, Section 2:

- the poset is split into its ordinal-sum blocks (each wholly before the next:
  the count is the product over blocks);
- a subproblem (a set of elements still to place) is split into the connected
  parts of its comparability graph; the parts interleave freely, so the count
  is the multinomial coefficient of their sizes times the product of their
  counts; the parts are found from the subproblem's minimal elements alone (each part is the union
  of the up-closures of its minimal elements, closures that meet lying in one part), the minimal
  elements being carried from a subproblem to the next, and a subproblem with a single minimal
  element drops it without a memo entry (that element comes first in every extension);
- a connected subproblem is counted by the dynamic programme over the lattice
  of up-sets (De Loof, De Meyer, De Baets, "Exploiting the lattice of ideals
  representation of a poset", Fundamenta Informaticae 71, 2006): the sum, over
  its minimal elements x, of the count without x; every subproblem is
  memoised (a bit mask), so each is solved once;
- the same recursion runs on the dual order (maximal elements removed: the
  lattice of down-sets), which has the same count and is sometimes far
  smaller; as in the paper, which of the two subproblem spaces to use is a
  heuristic choice. Here the two are raced: the up-set recursion first, for
  `FIRST_SHARE` subproblems (most orders finish within it), then each in
  turn with a doubling share, each keeping its memo, until one finishes, so
  the total work stays within a small factor of the better space's;
- when the first share does not suffice, more racers join the turns: if the cover graph of the
  block has a min-fill elimination order of width at most `MAX_WIDTH`, the variable elimination on
  the order polytope of `logic.timing.counting_ve` (Kangas et al. 2016, Section 3), whose work
  grows with that width rather than with the number of up-sets (`EliminationSpace`: it keeps its
  finished steps between turns, a turn that runs out redoing only the step it stopped in); and if trees hang
  off the cover graph's 2-core, the core recursions of `logic.timing.counting_core` (the trees
  folded into polynomial weights by that elimination, the core counted over its up-sets, and over
  its down-sets as the second racer), which keep their memo;
- also when the first share does not suffice, the breadth-first count over the block's down-sets of
  `logic.timing.counting_ideals` (numpy arrays, exact residues), when the block has at most 64
  elements and its down-sets, counted first in a few milliseconds, fit what is left of the budget
  (`DOWN_SETS_PER_UNIT` of them to a unit): its whole cost is then known, and it is given all of it in
  its first turn.

What stays out of reach (measured by `benchmarks/count60.py`, see docs/orders.md): random orders of
60 elements at densities 0.05 to 0.08 (and most at 0.1), where the down-sets number 3e7 to 1.6e11
(2e6 to 2e7 at 0.1, where the down-set count takes 1 to 40 s of CPU), the 2-core keeps 41 to 58 of
the 60 elements in one biconnected block, the subproblems of either recursion exceed 4e5 on most orders (about 4 s of CPU)
and the cover graph's treewidth is 6 to 14: with about 6 s of CPU each, 3 of 15 such orders finished,
none within 1 s. #LE is W[1]-hard parameterised by the cover graph's treewidth (Eiben, Ganian,
Kangas, Ordyniak, ESA 2016): no counter is fast at every density in general, and this one says so by
stopping, never by a guess.

>>> count_extensions(4, {(0, 1), (2, 3)})
6
>>> count_extensions(3, set())
6

`count_member_extensions` counts, over every sub-poset that keeps the
mandatory elements and any subset of the optional ones, the linear extensions
of each, summed, without visiting every subset when the order splits: a
product over ordinal-sum blocks, and within a block the exponential generating
functions of its connected parts multiplied (the parts interleave freely).

>>> count_member_extensions(3, {(0, 1), (0, 2)}, optional={1, 2})   # 0; 0 1; 0 2; 0 1 2; 0 2 1
5
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import comb, factorial

from .counting_core import CoreSpace, core_of, parts_from_minimal
from .counting_ideals import DOWN_SETS_PER_UNIT, DownSetSpace, down_set_work
from .counting_ve import EliminationSpace, Spent, cover_edges, cover_graph, elimination_order

__all__ = ["Budget", "CountStopped", "count_extensions", "count_member_extensions", "DEFAULT_BUDGET"]


@dataclass(frozen=True)
class Budget:
    """How much work a count may take: ``states`` units of work (a subproblem solved by a recursion,
    or `ELIMINATION_RATE` polynomial terms handled by the elimination), ``seconds`` of wall time."""

    states: int = 2_000_000
    seconds: float = 10.0

    def describe(self) -> str:
        return f"{self.states} subproblems or {self.seconds:g} s"


#: the budget `count_extensions` uses when none is given
DEFAULT_BUDGET = Budget()
#: subproblems the up-set recursion may solve before the down-set one gets its turn (then shares double)
FIRST_SHARE = 20_000
#: units of elimination work (polynomial terms) worth one subproblem of the recursion, in a share
ELIMINATION_RATE = 4
#: the widest elimination order (cover graph) for which the elimination counter joins the race
MAX_WIDTH = 6
#: the core recursions replace the plain ones after the first share when the core keeps at most this
#: share of the block's elements
CORE_SHARE = 0.75
#: the core recursions join the race only when the core keeps at most this share of the block's elements:
#: with a larger core their polynomial values cost more than the few folded elements save (measured on
#: random orders of 60 at densities 0.06 to 0.1, cores of 50 to 56 elements: the plain up-set
#: recursion finished in less than half their CPU time, or they did not finish either)
CORE_JOIN = 0.8


class CountStopped(Exception):
    """The budget ran out before the count was exact. ``states`` subproblems were solved in ``seconds``."""

    def __init__(self, budget: Budget, states: int, seconds: float, why: str | None = None):
        self.budget, self.states, self.seconds = budget, states, seconds
        super().__init__(why or f"stopped counting after {states} subproblems in {seconds:.1f} s "
                                f"(budget {budget.describe()})")


class _Out(Exception):
    """One direction's share of the budget is spent (internal)."""


def _closed_preds(n: int, before) -> list[int]:
    """For each element, the bit mask of every element before it (transitively); ValueError on a cycle."""
    preds = [0] * n
    for a, b in before:
        preds[b] |= 1 << a
    closed, done, placed = [0] * n, 0, 0
    while placed < n:
        ready = [x for x in range(n) if not done >> x & 1 and preds[x] & ~done == 0]
        if not ready:
            raise ValueError("the relation has a cycle")
        for x in ready:
            m, p = preds[x], preds[x]
            while p:
                low = p & -p
                m |= closed[low.bit_length() - 1]
                p ^= low
            closed[x] = m
        for x in ready:
            done |= 1 << x
        placed += len(ready)
    return closed


class _Space:
    """One subproblem space: remove minimal elements of ``preds`` (pass the successors for the dual).

    A subproblem is a convex set (the block, then what is left after removing minimal elements) and
    travels with its minimal elements, kept up to date at each removal (an element just above the
    removed one becomes minimal when nothing else below it is left), so that splitting into connected
    parts only looks at the minimal elements: each part is the union of the up-closures of its
    minimal elements, and two closures that meet lie in one part (every comparable pair of a convex
    set lies in the up-closure of a minimal element below both)."""

    def __init__(self, n, preds, succs):
        self.preds = preds
        self.up = [succs[x] | 1 << x for x in range(n)]   # x and everything after it
        self.cover_up = [0] * n   # the elements just after x
        for a, b in cover_edges(preds, (1 << n) - 1):
            self.cover_up[a] |= 1 << b
        self.memo: dict[int, int] = {}
        self.allowance = 0
        self.deadline = 0.0

    def minimal(self, mask: int) -> int:
        """The minimal elements of ``mask`` (a bit mask)."""
        preds, mins, m = self.preds, 0, mask
        while m:
            low = m & -m
            m ^= low
            if preds[low.bit_length() - 1] & mask == 0:
                mins |= low
        return mins

    def parts(self, mask, mins=None):
        """Connected parts of the comparability graph restricted to the convex set ``mask`` (its
        minimal elements ``mins``, computed when not given)."""
        return parts_from_minimal(self.up, mask, self.minimal(mask) if mins is None else mins)

    def count(self, mask: int, mins: int | None = None) -> int:
        """The number of linear extensions of the convex set ``mask`` (minimal elements ``mins``, computed
        when not given); `_Out` when the allowance or the deadline runs out."""
        got = self.memo.get(mask)
        if got is not None:
            return got
        if mask & (mask - 1) == 0:
            return 1
        if self.allowance <= 0 or (self.allowance & 1023 == 0 and time.monotonic() > self.deadline):
            raise _Out
        self.allowance -= 1
        if mins is None:
            mins = self.minimal(mask)
        if mins & (mins - 1) == 0:   # one minimal element: it comes first, the count is the rest's
            preds, cover_up, key = self.preds, self.cover_up, mask
            while mins & (mins - 1) == 0:
                mask ^= mins
                if mask & (mask - 1) == 0:
                    self.memo[key] = 1
                    return 1
                c, after = cover_up[mins.bit_length() - 1] & mask, 0
                while c:
                    lc = c & -c
                    c ^= lc
                    if preds[lc.bit_length() - 1] & mask == 0:
                        after |= lc
                mins = after
            result = self.count(mask, mins)
            self.memo[key] = result
            return result
        parts = self.parts(mask, mins)
        if len(parts) > 1:
            result, placed = 1, 0
            for part in parts:
                size = part.bit_count()
                placed += size
                result *= comb(placed, size) * self.count(part, mins & part)
        else:
            preds, cover_up, result, m = self.preds, self.cover_up, 0, mins
            while m:
                low = m & -m
                m ^= low
                x = low.bit_length() - 1
                left, after = mask ^ low, mins ^ low
                c = cover_up[x] & mask
                while c:   # an element just after x is minimal once x is gone if nothing else is below it
                    lc = c & -c
                    c ^= lc
                    if preds[lc.bit_length() - 1] & left == 0:
                        after |= lc
                result += self.count(left, after)
        self.memo[mask] = result
        return result


def _blocks(n, preds) -> list[int]:
    """The ordinal-sum blocks (bit masks), each wholly before the next."""
    order = sorted(range(n), key=lambda x: preds[x].bit_count())
    blocks, start, prefix = [], 0, 0
    for i, x in enumerate(order):
        prefix |= 1 << x
        if all(preds[y] & prefix == prefix for y in order[i + 1:]):
            m = 0
            for y in order[start:i + 1]:
                m |= 1 << y
            blocks.append(m)
            start = i + 1
    return blocks


def count_extensions(n: int, before, budget: Budget | None = None) -> int:
    """The exact number of linear extensions of ``before`` over ``0..n-1``.

    Raises
    ------
    CountStopped
        when ``budget`` (default `DEFAULT_BUDGET`) runs out first; nothing is estimated.
    ValueError
        when ``before`` has a cycle.
    """
    return _count(n, before, budget or DEFAULT_BUDGET, eliminate=True)


def _count(n: int, before, budget: Budget, eliminate: bool, core: bool = True, down_sets: bool = True) -> int:
    """`count_extensions`, with or without the late racers: the elimination counter (``eliminate``) and,
    when ``eliminate`` is on, the core recursions (``core``) and the breadth-first count over the
    down-sets (``down_sets``); the benchmark compares them."""
    if n == 0:
        return 1
    preds = _closed_preds(n, before)
    succs = [0] * n
    for b in range(n):
        p = preds[b]
        while p:
            low = p & -p
            succs[low.bit_length() - 1] |= 1 << b
            p ^= low
    if not any(preds):
        return factorial(n)
    spaces = (_Space(n, preds, succs), _Space(n, succs, preds))
    started, spent = time.monotonic(), 0
    deadline = started + budget.seconds
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * n + 1000))
    try:
        result = 1
        for block in _blocks(n, preds):
            racers: list = [spaces[0], spaces[1]]
            share, turn = FIRST_SHARE, 0
            while True:
                if turn == 1 and eliminate:   # only when the first share did not suffice: these cost a little
                    late, instead = _late_racers(n, preds, succs, block, core)
                    if down_sets:   # after the elimination's first turn (fast when it joins), before the cores
                        at = 1 if late and isinstance(late[0], EliminationSpace) else 0
                        late[at:at] = _down_set_racer(preds, block, budget.states - spent,
                                                      deadline - time.monotonic())
                    if instead:   # the plain recursions leave the race; the late ones take turns from here
                        racers = late[-1:] + late[:-1]
                    else:
                        racers[1:1] = late   # before the down-sets' turn
                racer = racers[turn % len(racers)]
                allowance = min(share, budget.states - spent)
                if isinstance(racer, DownSetSpace):   # its whole cost is known: one turn finishes it
                    allowance = min(max(share, racer.cost), budget.states - spent)
                if isinstance(racer, (CoreSpace, DownSetSpace, EliminationSpace)):   # keep their state; ``used`` counts since built
                    before_turn = racer.used
                    try:
                        value = racer.count(racer.used + allowance, deadline)
                        spent += racer.used - before_turn
                        break
                    except Spent:
                        spent += racer.used - before_turn
                else:
                    racer.allowance, racer.deadline = allowance, deadline
                    try:
                        value = racer.count(block)
                        spent += allowance - racer.allowance
                        break
                    except _Out:
                        spent += allowance - racer.allowance
                elapsed = time.monotonic() - started
                if spent >= budget.states or elapsed >= budget.seconds:
                    raise CountStopped(budget, spent, elapsed) from None
                turn += 1
                if turn % len(racers) == 0:
                    share *= 2
            result *= value
        return result
    finally:
        sys.setrecursionlimit(limit)


def _late_racers(n, preds, succs, block, core=True) -> tuple[list, bool]:
    """The racers that join after the first share: the elimination when the cover graph is narrow
    (`MAX_WIDTH`), and the core recursions (up-sets, then down-sets: the dual order has the same
    count) when hanging trees leave a core of at most `CORE_JOIN` of the block to recurse on; and
    whether they replace the plain recursions (when the core keeps at most `CORE_SHARE` of the block:
    the plain recursions' up-sets are then the core's times the trees', measured far more)."""
    out: list = []
    if _width(preds, block) <= MAX_WIDTH:
        out.append(EliminationSpace(n, preds, block, ELIMINATION_RATE))
    kept = core_of(preds, block)[0] if core else block
    if kept != block and kept.bit_count() <= CORE_JOIN * block.bit_count():
        out.extend([CoreSpace(n, preds, block), CoreSpace(n, succs, block)])
    return out, kept.bit_count() <= CORE_SHARE * block.bit_count()


#: units of the budget done in a second of CPU (the recursions' subproblems, measured at edge probability
#: 0.08 to 0.1; the down-set count does `DOWN_SETS_PER_UNIT` down-sets in the time of one)
UNITS_PER_SECOND = 100_000
#: the memo entries `count_down_sets` may use to find how many down-sets a block has
DOWN_SET_PROBE = 20_000


def _down_set_racer(preds, block, states, seconds) -> list:
    """The breadth-first count over the block's down-sets (`logic.timing.counting_ideals`), as a racer,
    when the block fits 64-bit masks and the down-sets of its comparability parts, counted first (at
    most `DOWN_SET_PROBE` memo entries each), fit what is left of the budget: ``states``, and the
    ``seconds`` left at `UNITS_PER_SECOND`. Its cost is then known and its first turn is given all of
    it (the race's other turns would only delay a count sure to end). Otherwise it stays out: with
    shares like the others' it would finish past the deadline and only slow them down (measured at
    edge probability 0.03, where it doubled the time of the recursions that finished)."""
    if block.bit_count() > 64:
        return []
    found = down_set_work(preds, block, DOWN_SET_PROBE)
    if found is None:
        return []
    cost = -(-found // DOWN_SETS_PER_UNIT)
    if cost > states or cost > seconds * UNITS_PER_SECOND:
        return []
    racer = DownSetSpace(preds, block)
    racer.cost = cost
    return [racer]


def _width(preds, block) -> int:
    """The width of a min-fill elimination order of the cover graph on ``block`` (a treewidth bound)."""
    return elimination_order(cover_graph(preds, block))[1]


def _restrict(n, preds, keep):
    """The relation of ``preds`` restricted to the elements of ``keep`` (renumbered ``0..k-1``)."""
    index = {x: i for i, x in enumerate(keep)}
    return len(keep), {(index[a], index[b]) for b in keep for a in keep if preds[b] >> a & 1}


def count_member_extensions(n: int, before, optional, budget: Budget | None = None) -> int:
    """Sum, over every subset T of ``optional``, of the linear extensions of ``before`` restricted to the
    other elements plus T. Exact, or `CountStopped` when ``budget`` runs out (a connected part with more
    optional elements than the budget has subproblems is not enumerated)."""
    budget = budget or DEFAULT_BUDGET
    optional = set(optional)
    if n == 0:
        return 1
    preds = _closed_preds(n, before)
    succs = [0] * n
    for b in range(n):
        for a in range(n):
            if preds[b] >> a & 1:
                succs[a] |= 1 << b
    started = time.monotonic()
    space = _Space(n, preds, succs)
    total = 1
    for block in _blocks(n, preds):
        egf = [Fraction(1)]
        for part in space.parts(block):
            members = [x for x in range(n) if part >> x & 1]
            opt = [x for x in members if x in optional]
            must = [x for x in members if x not in optional]
            if 2 ** len(opt) > budget.states:
                raise CountStopped(budget, 0, time.monotonic() - started)
            g = [Fraction(0)] * (len(members) + 1)
            for k in range(len(opt) + 1):
                for taken in combinations(opt, k):
                    keep = sorted(must + list(taken))
                    left = Budget(budget.states, budget.seconds - (time.monotonic() - started))
                    if left.seconds <= 0:
                        raise CountStopped(budget, 0, time.monotonic() - started)
                    g[len(keep)] += Fraction(count_extensions(*_restrict(n, preds, keep), left), factorial(len(keep)))
            out = [Fraction(0)] * (len(egf) + len(g) - 1)
            for i, x in enumerate(egf):
                if x:
                    for j, y in enumerate(g):
                        if y:
                            out[i + j] += x * y
            egf = out
        block_total = sum(c * factorial(k) for k, c in enumerate(egf))
        assert block_total.denominator == 1
        total *= int(block_total)
    return total
