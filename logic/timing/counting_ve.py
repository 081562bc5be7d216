"""Counting linear extensions by variable elimination on the order polytope (low treewidth).

The number of linear extensions of an n-element poset P is n! times the volume of its order polytope
{t in [0, 1]^n : t_a <= t_b whenever a < b} (Stanley, "Two poset polytopes", Discrete Comput. Geom. 1,
1986). Kangas, Hankala, Niinimäki and Koivisto ("Counting linear extensions of sparse posets", IJCAI
2016, Section 3) compute that volume by variable elimination along an elimination order of the cover
graph, the cost growing with its treewidth, not with the number of down-sets. This module follows
them in the form below (our own representation, all in integers):

- a factor has a scope (the variables not yet integrated that it still touches) and, for each linear
  order of the scope that agrees with P (a cell: the other cells are empty for the final product), a
  polynomial in the scope's variables; factors start as the cover relations (1 on the cells a < b);
- eliminating v multiplies every factor that mentions v (on each cell) and integrates t_v from its
  lower neighbour in the cell (or 0) to its upper neighbour (or the top);
- a factor that has integrated f variables is a homogeneous polynomial of degree f (the top bound 1
  is a variable ``t_top`` whose exponent is implied), kept as integers C, the coefficient being
  C / f!: products, integrals and substitutions keep C an integer (a multinomial coefficient times
  the integer coefficient in the divided-power basis t^e / e!). At the end one constant C remains,
  the volume is C / n! and the count is C itself.

`count_by_elimination` returns the exact count, or raises `Spent` when its allowance of work (terms
multiplied or integrated) or its deadline runs out: it never estimates. `EliminationSpace` is the same
count as a racer of `logic.timing.counting`: called again after a `Spent`, it goes on from its last
finished step.

>>> count_by_elimination(3, [0, 1, 1], 0b111, 10_000, float("inf"))   # 0 before 1 and 2
2
"""

from __future__ import annotations

import time
from math import comb

__all__ = ["EliminationSpace", "Spent", "count_by_elimination", "cover_edges", "elimination_order"]


class Spent(Exception):
    """The allowance or the deadline ran out; ``used`` units of work were done."""

    def __init__(self, used: int):
        super().__init__(f"spent after {used} terms")
        self.used = used


def cover_edges(preds: list[int], mask: int) -> list[tuple[int, int]]:
    """The cover pairs (a, b), a immediately below b, of the transitively closed ``preds`` on ``mask``."""
    edges = []
    m = mask
    while m:
        low = m & -m
        m ^= low
        b = low.bit_length() - 1
        p, below, q = preds[b] & mask, 0, preds[b] & mask
        while q:
            lq = q & -q
            q ^= lq
            below |= preds[lq.bit_length() - 1]
        cov = p & ~below
        while cov:
            lc = cov & -cov
            cov ^= lc
            edges.append((lc.bit_length() - 1, b))
    return edges


def cover_graph(preds: list[int], mask: int) -> dict[int, set[int]]:
    """The cover graph of the transitively closed ``preds`` on ``mask``, undirected: each element of
    ``mask`` with the elements it covers or is covered by."""
    adj: dict[int, set[int]] = {}
    m = mask
    while m:
        low = m & -m
        m ^= low
        adj[low.bit_length() - 1] = set()
    for a, b in cover_edges(preds, mask):
        adj[a].add(b)
        adj[b].add(a)
    return adj


def elimination_order(adj: dict[int, set[int]]) -> tuple[list[int], int]:
    """A greedy min-fill elimination order of the graph ``adj`` and its width (largest neighbourhood
    eliminated: an upper bound on the treewidth)."""
    adj = {v: set(nb) for v, nb in adj.items()}
    order, width = [], 0

    def fill(v):
        nb = list(adj[v])
        return sum(1 for i in range(len(nb)) for j in range(i + 1, len(nb)) if nb[j] not in adj[nb[i]])

    while adj:
        v = min(adj, key=lambda v: (fill(v), len(adj[v]), v))
        nb = adj.pop(v)
        width = max(width, len(nb))
        for a in nb:
            adj[a].discard(v)
            adj[a] |= nb - {a}
        order.append(v)
    return order, width


class _Eliminator:
    """The factors of one poset and the work done on them.

    A factor is ``(scope, degree, table)``: ``table`` maps each cell (a tuple, the scope in increasing
    order of t) to a polynomial ``{key: C}``. A key packs the exponent of t_x in bits
    ``[W x, W (x + 1))``; the exponent of t_top (the bound 1) is implied, so a factor of degree f is
    homogeneous. The coefficient of the monomial is ``C / f!``: products, integrals and substitutions
    keep C an integer (a multinomial times the integer coefficient of the divided-power basis).
    """

    def __init__(self, n, preds, mask, allowance, deadline):
        self.preds = [p & mask for p in preds]
        self.succs = [0] * n
        for b in range(n):
            if mask >> b & 1:
                q = self.preds[b]
                while q:
                    low = q & -q
                    q ^= low
                    self.succs[low.bit_length() - 1] |= 1 << b
        self.width_bits = n.bit_length() + 1   # an exponent is at most n
        self.allowance, self.used, self.deadline = allowance, 0, deadline

    def spend(self, units):
        self.used += units
        if self.used > self.allowance or time.monotonic() > self.deadline:
            raise Spent(self.used)

    def extend(self, factor, u):
        """The factor with ``u`` added to its scope (exponent 0), on every cell where u fits P."""
        scope, degree, table = factor
        preds, succs, out = self.preds[u], self.succs[u], {}
        for cell, poly in table.items():
            for i in range(len(cell) + 1):
                if any(succs >> y & 1 for y in cell[:i]) or any(preds >> y & 1 for y in cell[i:]):
                    continue
                out[cell[:i] + (u,) + cell[i:]] = poly
            self.spend(1)
        return scope + (u,), degree, out

    def join(self, g, h):
        """The product of two factors, on the union of their scopes."""
        for u in h[0]:
            if u not in g[0]:
                g = self.extend(g, u)
        for u in g[0]:
            if u not in h[0]:
                h = self.extend(h, u)
        (s1, f1, t1), (_, f2, t2) = g, h
        scale, out = comb(f1 + f2, f1), {}
        for cell, p1 in t1.items():
            p2 = t2.get(cell)
            if not p2:
                continue
            if len(p1) < len(p2):
                p1, p2 = p2, p1
            q2 = list(p2.items())
            d: dict = {}
            get = d.get
            for a, c1 in p1.items():
                for b, c2 in q2:
                    k = a + b
                    d[k] = get(k, 0) + c1 * c2
                self.spend(len(q2))
            d = {k: v * scale for k, v in d.items() if v}
            if d:
                out[cell] = d
        return s1, f1 + f2, out

    def eliminate(self, factor, v):
        """Integrate t_v over its interval in each cell; cells that then coincide are added."""
        scope, degree, table = factor
        bits = self.width_bits
        ones, shift_v = (1 << bits) - 1, bits * v
        out: dict = {}
        for cell, poly in table.items():
            i = cell.index(v)
            d = out.setdefault(cell[:i] + cell[i + 1:], {})
            up = bits * cell[i + 1] if i + 1 < len(cell) else None
            low = bits * cell[i - 1] if i > 0 else None
            for key, c in poly.items():
                e = (key >> shift_v & ones) + 1
                rest = key - ((e - 1) << shift_v)
                c = c * (degree + 1) // e   # exact: a multinomial times an integer
                k = rest if up is None else rest + (e << up)   # at the top, t_top's implied exponent grows
                d[k] = d.get(k, 0) + c
                if low is not None:   # minus the antiderivative at the lower neighbour (at 0 it is 0)
                    k = rest + (e << low)
                    d[k] = d.get(k, 0) - c
            self.spend(len(poly))
        kept = {}
        for cell, d in out.items():
            d = {e: c for e, c in d.items() if c}
            if d:
                kept[cell] = d
        return tuple(x for x in scope if x != v), degree + 1, kept


def _size(factor) -> int:
    """The number of terms of a factor, over all its cells."""
    return sum(len(poly) for poly in factor[2].values())


def _cost(factors, v, adj) -> tuple[int, int, int]:
    """Which variable to eliminate next: fewest fill edges in the graph ``adj`` (min-fill), then fewest
    neighbours, then the smallest product of the sizes of the factors that mention it."""
    nb = list(adj[v])
    fill = sum(1 for i in range(len(nb)) for j in range(i + 1, len(nb)) if nb[j] not in adj[nb[i]])
    cost = 1
    for f in factors:
        if v in f[0]:
            cost *= max(1, _size(f))
    return fill, len(nb), cost


def count_by_elimination(n: int, preds: list[int], mask: int, allowance: int, deadline: float) -> int:
    """The exact number of linear extensions of the poset on the elements of ``mask`` (``preds[x]``: the
    bit mask of every element before x, transitively closed). Raises `Spent` past ``allowance`` units
    of work or past ``deadline`` (a `time.monotonic` value)."""
    return EliminationSpace(n, preds, mask).count(allowance, deadline)


class EliminationSpace:
    """The elimination of one poset, as a racer that keeps its finished steps between turns.

    A step (multiply the factors that mention the variable chosen, integrate it) changes the state only
    when it is finished; a step stopped by the allowance or the deadline leaves the state as it was and
    is done again, whole, in the next turn. ``used`` counts every unit of work done since the space was
    built (the stopped steps' too), one unit being ``rate`` terms: a racer of `logic.timing.counting`
    measures its turns in the recursions' subproblems."""

    def __init__(self, n: int, preds: list[int], mask: int, rate: int = 1):
        self.work = _Eliminator(n, preds, mask, 0, 0.0)
        self.rate, self.used, self.value = rate, 0, None
        self.adj: dict[int, set[int]] = {}
        self.factors = []
        m = mask
        while m:
            low = m & -m
            m ^= low
            self.adj[low.bit_length() - 1] = set()
        for a, b in cover_edges(self.work.preds, mask):
            self.adj[a].add(b)
            self.adj[b].add(a)
            self.factors.append(((a, b), 0, {(a, b): {0: 1}}))
        for x, nb in self.adj.items():
            if not nb:
                self.factors.append(((x,), 0, {(x,): {0: 1}}))

    def count(self, allowance: int, deadline: float) -> int:
        """The exact count; `Spent` once ``used`` (units since the space was built) passes
        ``allowance``, or past ``deadline`` (a `time.monotonic` value). It may be called again after a
        `Spent`, with a larger allowance, and goes on from its last finished step."""
        work, adj = self.work, self.adj
        work.allowance, work.deadline = allowance * self.rate, deadline
        try:
            while adj:
                factors = self.factors
                v = min(adj, key=lambda v: (_cost(factors, v, adj), v))
                mine = [f for f in factors if v in f[0]]
                g = mine[0]
                for h in sorted(mine[1:], key=_size):
                    g = work.join(g, h)
                g = work.eliminate(g, v)
                nb = adj.pop(v)   # the step is finished: the state changes now
                for a in nb:
                    adj[a].discard(v)
                    adj[a] |= nb - {a}
                self.factors = [f for f in factors if v not in f[0]] + [g]
            if self.value is None:
                g = self.factors[0]
                for h in self.factors[1:]:
                    g = work.join(g, h)
                table = g[2]
                if not table:
                    self.value = 0
                else:   # the empty scope's one term: the count
                    (_, self.value), = table[()].items()
            return self.value
        finally:
            self.used = -(-work.used // self.rate)
