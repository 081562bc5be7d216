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
- polynomials are kept in the divided-power basis t^e / e!, in which products, integrals and the
  substitution of one variable for another have integer coefficients (binomials), and they are
  homogeneous: the top bound 1 is a variable ``t_top`` whose exponent is implied (the degree of a
  factor is the number of variables it has integrated). At the end one constant c remains, the
  coefficient of t_top^n / n!, so the volume is c / n! and the count is c itself.

`count_by_elimination` returns the exact count, or raises `Spent` when its allowance of work (terms
multiplied or integrated) or its deadline runs out: it never estimates.

>>> count_by_elimination(3, [0, 1, 1], 0b111, 10_000, float("inf"))   # 0 before 1 and 2
2
"""

from __future__ import annotations

import time

__all__ = ["Spent", "count_by_elimination", "cover_edges", "elimination_order"]


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
    """The factors of one poset and the work done on them."""

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
        self.binom = [[1]]
        for i in range(1, n + 2):
            row = self.binom[-1]
            self.binom.append([1] + [row[j - 1] + row[j] for j in range(1, i)] + [1])
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
            grown = {e + (0,): c for e, c in poly.items()}
            for i in range(len(cell) + 1):
                if any(succs >> y & 1 for y in cell[:i]) or any(preds >> y & 1 for y in cell[i:]):
                    continue
                out[cell[:i] + (u,) + cell[i:]] = grown
            self.spend(len(poly))
        return scope + (u,), degree, out

    def join(self, g, h):
        """The product of two factors, on the union of their scopes."""
        for u in h[0]:
            if u not in g[0]:
                g = self.extend(g, u)
        for u in g[0]:
            if u not in h[0]:
                h = self.extend(h, u)
        (s1, f1, t1), (s2, f2, t2) = g, h
        where = [s2.index(x) for x in s1]
        binom, out = self.binom, {}
        for cell, p1 in t1.items():
            p2 = t2.get(cell)
            if not p2:
                continue
            q2 = [(tuple(b[j] for j in where), f2 - sum(b), c) for b, c in p2.items()]
            d: dict = {}
            for a, c1 in p1.items():
                ta = f1 - sum(a)
                for b, tb, c2 in q2:
                    w = c1 * c2 * binom[ta + tb][ta]
                    for x, y in zip(a, b):
                        if x and y:
                            w *= binom[x + y][x]
                    key = tuple(x + y for x, y in zip(a, b))
                    d[key] = d.get(key, 0) + w
                self.spend(len(q2))
            d = {k: v for k, v in d.items() if v}
            if d:
                out[cell] = d
        return s1, f1 + f2, out

    def eliminate(self, factor, v):
        """Integrate t_v over its interval in each cell; cells that then coincide are added."""
        scope, degree, table = factor
        k = scope.index(v)
        rest_scope = scope[:k] + scope[k + 1:]
        binom, out = self.binom, {}
        for cell, poly in table.items():
            i = cell.index(v)
            d = out.setdefault(cell[:i] + cell[i + 1:], {})
            up = rest_scope.index(cell[i + 1]) if i + 1 < len(cell) else None
            low = rest_scope.index(cell[i - 1]) if i > 0 else None
            for e, c in poly.items():
                ev = e[k] + 1
                rest = e[:k] + e[k + 1:]
                if up is None:   # up to the top: its exponent is the degree left over
                    d[rest] = d.get(rest, 0) + c * binom[ev + degree - sum(e)][ev]
                else:
                    key = rest[:up] + (rest[up] + ev,) + rest[up + 1:]
                    d[key] = d.get(key, 0) + c * binom[rest[up] + ev][ev]
                if low is not None:   # minus the antiderivative at the lower neighbour (at 0 it is 0)
                    key = rest[:low] + (rest[low] + ev,) + rest[low + 1:]
                    d[key] = d.get(key, 0) - c * binom[rest[low] + ev][ev]
            self.spend(len(poly))
        kept = {}
        for cell, d in out.items():
            d = {e: c for e, c in d.items() if c}
            if d:
                kept[cell] = d
        return rest_scope, degree + 1, kept


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
    work = _Eliminator(n, preds, mask, allowance, deadline)
    adj: dict[int, set[int]] = {}
    factors = []
    m = mask
    while m:
        low = m & -m
        m ^= low
        adj[low.bit_length() - 1] = set()
    for a, b in cover_edges(work.preds, mask):
        adj[a].add(b)
        adj[b].add(a)
        factors.append(((a, b), 0, {(a, b): {(0, 0): 1}}))
    for x, nb in adj.items():
        if not nb:
            factors.append(((x,), 0, {(x,): {(0,): 1}}))
    left = set(adj)
    while left:
        v = min(left, key=lambda v: (_cost(factors, v, adj), v))
        left.discard(v)
        nb = adj.pop(v)
        for a in nb:
            adj[a].discard(v)
            adj[a] |= nb - {a}
        mine = [f for f in factors if v in f[0]]
        factors = [f for f in factors if v not in f[0]]
        g = mine[0]
        for h in sorted(mine[1:], key=_size):
            g = work.join(g, h)
        factors.append(work.eliminate(g, v))
    g = factors[0]
    for h in factors[1:]:
        g = work.join(g, h)
    table = g[2]
    if not table:
        return 0
    (_, c), = table[()].items()
    return c
