"""Counting linear extensions over the lattice of down-sets, level by level, with numpy.

The count of a down-set D (a set closed under predecessors) is the number of linear extensions of D:
e(empty) = 1 and e(D) = sum over the maximal elements x of D of e(D - x). Equivalently, pushed forward:
every down-set D of size k hands its count to each D + x, x a minimal element of what is left (an
element not in D all of whose predecessors are in D). `DownSetSpace` keeps one level at a time as
numpy arrays (De Loof, De Meyer, De Baets, "Exploiting the lattice of ideals representation of a
poset", Fundamenta Informaticae 71, 2006, done breadth first):

- the down-sets of size k as sorted 64-bit masks (so a block of at most 64 elements, renumbered),
  with the mask of the elements each one can take next;
- the next level: every (down-set, addable element) pair gives a candidate mask, the candidates are
  sorted and equal ones merged, their counts added (``np.add.reduceat``); the next addable masks
  follow from the element just added (its cover successors whose predecessors are all in).

Counts are exact without big integers in the arrays: each is kept modulo 2^64 (the unsigned
wrap-around, free) and modulo r primes just below 2^58. Why that is enough:

- a new count is the sum of at most k <= 64 counts of the level below, each reduced below its prime
  p < 2^58, so the sum is below 64 * 2^58 = 2^64 and fits in an unsigned 64-bit word before it is
  reduced again (the wrap-around row is exact modulo 2^64 by construction);
- the true count c of a block of k elements satisfies 1 <= c <= k! (a linear extension is a
  permutation of the block); `moduli` takes primes until M = 2^64 * p_1 * ... * p_r > k!, so c is the
  one integer in [0, M) with these residues, which the Chinese remainder theorem rebuilds. For k = 60,
  k! < 2^272.2 and four primes give M > 2^64 * 2^(4 * 57.99) > 2^295.9; for k = 64 the margin is thin
  (64! is about 2^295.995) and still four primes do (M is about 2^296.0): `moduli` compares exact
  integers, and a fifth prime is there should a bound ever need it.

The work is the number of down-sets, which `count_down_sets` finds first, exactly and cheaply (a
down-set either leaves out an element x, so it is a down-set of the order without x and everything
above it, or contains x and everything below it: two smaller orders, each split into its connected
parts, whose down-sets multiply). On random orders of 60 elements (benchmarks/count60.py) there are
1e6 to 2e7 down-sets at edge probability 0.1, 3e7 to 1.5e8 at 0.08, 4e8 to 4e10 at 0.06 and up to
1.6e11 at 0.05: at about a microsecond of CPU per down-set this counter beats the recursions of
`logic.timing.counting` at 0.1 (whose subproblems, fewer, each cost ten times more in Python) and
cannot help below 0.08. `logic.timing.counting` races it when the block's down-sets are few enough
for the budget.

>>> from logic.timing.counting import _closed_preds
>>> DownSetSpace(_closed_preds(4, {(0, 1), (0, 2), (1, 3), (2, 3)}), 0b1111).count(10 ** 6, float("inf"))
2
"""

from __future__ import annotations

import time
from math import comb, factorial

from .counting_ve import Spent, cover_edges

__all__ = ["DownSetSpace", "count_down_sets", "down_set_work", "moduli", "MAX_LEVEL", "PRIMES"]

#: primes just below 2^58 (2^58 - 27, - 57, - 63, - 137, - 141): a sum of 64 residues stays below 2^64
PRIMES = (2 ** 58 - 27, 2 ** 58 - 57, 2 ** 58 - 63, 2 ** 58 - 137, 2 ** 58 - 141)
#: the most down-sets one level may hold (memory: measured 97 MB more at the peak for a largest level
#: of at most 183,000, at edge probability 0.1, so some 250 MB at this bound)
MAX_LEVEL = 400_000
#: down-sets handled per unit of the race's budget (one unit is one subproblem of the recursions,
#: about ten times the CPU time of a down-set here, measured at edge probability 0.1)
DOWN_SETS_PER_UNIT = 10


def moduli(k: int) -> tuple[int, ...]:
    """The fewest of `PRIMES` whose product times 2^64 exceeds k! (so the residues pin the count of a
    block of k elements down); ValueError past 64 elements (the masks are 64-bit)."""
    if k > 64:
        raise ValueError("a block of more than 64 elements does not fit 64-bit masks")
    bound, m, out = factorial(k), 2 ** 64, []
    for p in PRIMES:
        if m > bound:
            break
        m *= p
        out.append(p)
    assert m > bound
    return tuple(out)


def rebuild(residues: list[int], primes: tuple[int, ...]) -> int:
    """The integer in [0, 2^64 * product of ``primes``) congruent to ``residues`` (the first modulo
    2^64, then one per prime): the Chinese remainder theorem, step by step."""
    x, m = residues[0], 2 ** 64
    for r, p in zip(residues[1:], primes):
        x += m * ((r - x) * pow(m, -1, p) % p)
        m *= p
    return x


def _near(preds: list[int], mask: int) -> tuple[dict[int, int], dict[int, int]]:
    """For each element of ``mask``: the elements of ``mask`` above it, and those comparable to it."""
    succs: dict[int, int] = {}
    m = mask
    while m:
        low = m & -m
        m ^= low
        p = preds[low.bit_length() - 1] & mask
        while p:
            lp = p & -p
            p ^= lp
            succs[lp.bit_length() - 1] = succs.get(lp.bit_length() - 1, 0) | low
    near, m = {}, mask
    while m:
        low = m & -m
        m ^= low
        x = low.bit_length() - 1
        near[x] = (preds[x] & mask) | succs.get(x, 0)
    return succs, near


def _parts(near: dict[int, int], s: int) -> list[int]:
    """The connected parts of the comparability graph on ``s`` (``near``: see `_near`)."""
    out = []
    while s:
        low = s & -s
        part, frontier = low, low
        while frontier:
            f = frontier & -frontier
            frontier ^= f
            new = near[f.bit_length() - 1] & s & ~part
            part |= new
            frontier |= new
        out.append(part)
        s &= ~part
    return out


def comparability_parts(preds: list[int], mask: int) -> list[int]:
    """The connected parts of the comparability graph of ``preds`` on ``mask`` (they interleave freely)."""
    return _parts(_near(preds, mask)[1], mask)


def down_set_work(preds: list[int], mask: int, limit: int) -> int | None:
    """The down-sets `DownSetSpace` visits on ``mask``: the sum over its comparability parts of their
    down-sets (each counted by `count_down_sets`); None when a count passes ``limit`` memo entries."""
    total = 0
    for part in comparability_parts(preds, mask):
        found = count_down_sets(preds, part, limit)
        if found is None:
            return None
        total += found
    return total


def count_down_sets(preds: list[int], mask: int, limit: int) -> int | None:
    """The number of down-sets of the order ``preds`` (transitively closed, bit masks) restricted to
    ``mask``, the empty one included; None when the memo would pass ``limit`` entries."""
    succs, near = _near(preds, mask)
    memo: dict[int, int] = {}

    def down_sets(s: int) -> int:
        if s & (s - 1) == 0:
            return 2 if s else 1
        got = memo.get(s)
        if got is not None:
            return got
        if len(memo) >= limit:
            raise Spent(len(memo))
        ps = _parts(near, s)
        if len(ps) > 1:
            result = 1
            for part in ps:
                result *= down_sets(part)
        else:   # split on the element comparable to the most others: without it, or with it
            best, most, m = 0, -1, s
            while m:
                low = m & -m
                m ^= low
                d = (near[low.bit_length() - 1] & s).bit_count()
                if d > most:
                    best, most = low.bit_length() - 1, d
            result = (down_sets(s & ~(succs.get(best, 0) | 1 << best))
                      + down_sets(s & ~(preds[best] | 1 << best)))
        memo[s] = result
        return result

    try:
        return down_sets(mask)
    except Spent:
        return None


class DownSetSpace:
    """The breadth-first count over the down-sets of ``block`` (a bit mask of at most 64 elements of
    the transitively closed ``preds``), one comparability part after the other (the parts interleave
    freely: the count is the multinomial coefficient of their sizes times theirs, and the work the sum
    of their down-sets, not the product); it keeps its state between turns of the race."""

    def __init__(self, preds: list[int], block: int):
        if block.bit_count() > 64:
            raise ValueError("a block of more than 64 elements does not fit 64-bit masks")
        parts = comparability_parts(preds, block)
        self.sizes = [part.bit_count() for part in parts]
        self.levels = [_Levels(preds, part) for part in parts if part & (part - 1)]
        self.values: list[int] = []
        self.cost = 0   # units the whole count takes, when the caller knows the number of down-sets
        self.used = 0

    @property
    def stopped(self) -> str | None:
        """Why the count stopped for good (a level past `MAX_LEVEL`), or None."""
        return next((lv.stopped for lv in self.levels if lv.stopped), None)

    def count(self, allowance: int, deadline: float) -> int:
        """The exact count of the block; `Spent` once ``used`` (units of `DOWN_SETS_PER_UNIT`
        down-sets, counted since the space was built) reaches ``allowance``, or past ``deadline``, or
        when a level would hold more than `MAX_LEVEL` down-sets (then for good: it says so in
        ``stopped``). A turn may pass its allowance by one level."""
        while len(self.values) < len(self.levels):
            lv = self.levels[len(self.values)]
            try:
                value = lv.count(allowance, deadline, self.used - lv.used)
            finally:
                self.used = sum(x.used for x in self.levels)
            self.values.append(value)
        result, placed = 1, 0
        for size in self.sizes:
            placed += size
            result *= comb(placed, size)
        for value in self.values:
            result *= value
        return result


class _Levels:
    """The breadth-first count over the down-sets of one connected part (at most 64 elements)."""

    def __init__(self, preds: list[int], block: int):
        import numpy as np   # only when this racer runs: the command line starts without it

        self.np = np
        elems = [x for x in range(block.bit_length()) if block >> x & 1]
        self.k = len(elems)
        self.primes = moduli(self.k)
        index = {x: i for i, x in enumerate(elems)}
        local = []
        for x in elems:
            m, p = 0, preds[x] & block
            while p:
                low = p & -p
                p ^= low
                m |= 1 << index[low.bit_length() - 1]
            local.append(m)
        ups: list[list[int]] = [[] for _ in elems]
        for a, b in cover_edges(local, (1 << self.k) - 1):
            ups[a].append(b)
        width = max(1, max((len(u) for u in ups), default=0))
        self.cover_up = np.full((self.k, width), self.k, dtype=np.int64)   # k: no element
        for a, u in enumerate(ups):
            self.cover_up[a, :len(u)] = u
        self.preds = np.array(local + [2 ** 64 - 1], dtype=np.uint64)   # the padding is never addable
        self.bit = np.array([1 << x for x in range(self.k)] + [0], dtype=np.uint64)
        self.mods = np.array(self.primes, dtype=np.uint64)[:, None]
        self.keys = np.zeros(1, dtype=np.uint64)
        self.addable = np.array([sum(1 << x for x in range(self.k) if local[x] == 0)], dtype=np.uint64)
        self.counts = np.ones((len(self.primes) + 1, 1), dtype=np.uint64)
        self.size, self.done, self.used = 0, 0, 0
        self.stopped: str | None = None

    def count(self, allowance: int, deadline: float, others: int = 0) -> int:
        """The exact count of the part; `Spent` once ``others`` plus its own ``used`` reaches
        ``allowance``, or past ``deadline``, or for good past `MAX_LEVEL` (see `DownSetSpace.count`)."""
        while self.size < self.k:
            if self.stopped or others + self.used >= allowance or time.monotonic() > deadline:
                raise Spent(others + self.used)
            self._next_level()
            self.done += self.keys.size
            self.used = -(-self.done // DOWN_SETS_PER_UNIT)
        return rebuild([int(c) for c in self.counts[:, 0]], self.primes)

    def _next_level(self) -> None:
        """Replace the down-sets of size ``size`` by those of size ``size + 1``, with their counts."""
        np = self.np
        parent, added = [], []
        rows, rest = np.arange(self.keys.size), self.addable
        while rows.size:   # one (down-set, lowest addable element left) pair per round
            low = rest & (np.uint64(0) - rest)
            parent.append(rows)
            added.append(low)
            rest = rest ^ low
            keep = rest != 0
            rows, rest = rows[keep], rest[keep]
        parent, added = np.concatenate(parent), np.concatenate(added)
        keys = self.keys[parent] | added
        order = np.argsort(keys)
        keys, parent, added = keys[order], parent[order], added[order]
        first = np.empty(keys.size, dtype=bool)
        first[0] = True
        np.not_equal(keys[1:], keys[:-1], out=first[1:])
        first = np.flatnonzero(first)
        if first.size > MAX_LEVEL:
            self.stopped = f"{first.size} down-sets of size {self.size + 1}, more than {MAX_LEVEL}"
            raise Spent(self.used)
        counts = np.add.reduceat(self.counts[:, parent], first, axis=1)
        counts[1:] %= self.mods
        keys, parent, added = keys[first], parent[first], added[first]
        x = np.frexp(added.astype(np.float64))[1] - 1   # the element added (a power of two is exact)
        addable = self.addable[parent] ^ added
        for j in range(self.cover_up.shape[1]):   # its cover successors whose predecessors are all in
            y = self.cover_up[x, j]
            addable |= np.where((self.preds[y] & ~keys) == 0, self.bit[y], np.uint64(0))
        self.keys, self.addable, self.counts = keys, addable, counts
        self.size += 1
