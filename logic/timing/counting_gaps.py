"""Counting linear extensions by variable elimination on the order polytope, in the basis of the gaps.

Same method as `logic.timing.counting_ve` (the count of an n-element poset P is n! times the volume of
its order polytope, Stanley, "Two poset polytopes", 1986; the volume is integrated variable by
variable along an elimination order of the cover graph, Kangas, Hankala, Niinimäki and Koivisto,
"Counting linear extensions of sparse posets", IJCAI 2016, Section 3), with another representation of
a factor, ours:

- a factor has a scope and, for each linear order of the scope that agrees with P (a cell
  y_1 < ... < y_s), a polynomial in the s + 1 **gaps** g_0 = y_1, g_i = y_(i+1) - y_i, g_s = 1 - y_s,
  rather than in the y's. A term ``K * prod g_i^(c_i) / f!`` (f the degree: the variables integrated
  so far) says that c_i of the integrated elements lie in gap i; its coefficient K is an integer
  (``K / f!`` times ``prod c_i!`` counts the ways to order them there). Nothing is ever negative;
- integrating the variable y_j of a cell merges the two gaps around it, one term into one term:
  the integral of g^a (L - g)^b over [0, L] is a! b! L^(a+b+1) / (a+b+1)!, so K becomes
  K (f + 1) a! b! / (a+b+1)!, exactly (the monomial basis of `counting_ve` turns each term into two,
  at both bounds, and its terms grow dense: (y_2 - y_1)^c has c + 1 monomials, one gap term);
- a product adds the gap vectors term by term (keys packed in an integer, one field per gap: the
  fields add without carry) and multiplies K by the binomial C(f1 + f2, f1), one scalar per pair of
  factors;
- adding a variable to a factor's scope splits a gap: g^c = sum over k of C(c, k) g'^k g''^(c-k).

`count_by_gaps` returns the exact count, or raises `Spent` (of `counting_ve`) when its allowance of
work (terms made) or its deadline runs out: it never estimates.

>>> count_by_gaps(3, [0, 1, 1], 0b111, 10_000, float("inf"))   # 0 before 1 and 2
2
"""

from __future__ import annotations

import time
from math import comb, factorial

from .counting_ve import Spent, cover_edges

__all__ = ["count_by_gaps"]


class _Gaps:
    """The factors' arithmetic on one poset and the work done. A factor is ``(scope, degree, table)``,
    ``table`` mapping each cell (the scope in increasing order of y) to ``{key: K}``, the key packing
    the gap vector (gap i in bits ``[W i, W (i + 1))``)."""

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
        self.w = n.bit_length() + 1   # a field holds a gap's count (at most n), and a sum of two
        self.ones = (1 << self.w) - 1
        self.binom = [[comb(c, k) for k in range(c + 1)] for c in range(n + 1)]
        self.fact = [factorial(c) for c in range(n + 2)]
        self.allowance, self.used, self.deadline = allowance, 0, deadline

    def spend(self, units):
        self.used += units
        if self.used > self.allowance or time.monotonic() > self.deadline:
            raise Spent(self.used)

    def extend(self, factor, u):
        """The factor with ``u`` added to its scope: in every cell, at every place where u agrees with
        P, the gap u falls in split in two (``(g' + g'')^c`` expanded)."""
        scope, degree, table = factor
        preds, succs, w, ones, binom = self.preds[u], self.succs[u], self.w, self.ones, self.binom
        out = {}
        for cell, poly in table.items():
            for i in range(len(cell) + 1):
                if any(succs >> y & 1 for y in cell[:i]) or any(preds >> y & 1 for y in cell[i:]):
                    continue
                sh = w * i
                below = (1 << sh) - 1
                d = {}
                for key, k_ in poly.items():
                    c = key >> sh & ones
                    base = (key & below) | (key >> (sh + w)) << (sh + 2 * w)
                    row = binom[c]
                    for k in range(c + 1):
                        d[base | k << sh | (c - k) << (sh + w)] = k_ * row[k]
                self.spend(len(d))
                out[cell[:i] + (u,) + cell[i:]] = d
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
            q2 = [(b, c2 * scale) for b, c2 in p2.items()]
            d: dict = {}
            get = d.get
            for a, c1 in p1.items():
                for b, c2 in q2:
                    k = a + b
                    d[k] = get(k, 0) + c1 * c2
                self.spend(len(q2))
            out[cell] = d
        return s1, f1 + f2, out

    def eliminate(self, factor, v):
        """Integrate y_v in each cell: the gaps on both sides of it merge; cells that then coincide add."""
        scope, degree, table = factor
        w, ones, fact, f1 = self.w, self.ones, self.fact, degree + 1
        out: dict = {}
        for cell, poly in table.items():
            j = cell.index(v)
            d = out.setdefault(cell[:j] + cell[j + 1:], {})
            sh = w * j
            below = (1 << sh) - 1
            get = d.get
            for key, k_ in poly.items():
                a, b = key >> sh & ones, key >> (sh + w) & ones
                k = (key & below) | (a + b + 1) << sh | (key >> (sh + 2 * w)) << (sh + w)
                d[k] = get(k, 0) + k_ * f1 * fact[a] * fact[b] // fact[a + b + 1]
            self.spend(len(poly))
        return tuple(x for x in scope if x != v), f1, out


def _size(factor) -> int:
    """The number of terms of a factor, over all its cells."""
    return sum(len(poly) for poly in factor[2].values())


def count_by_gaps(n: int, preds: list[int], mask: int, allowance: int, deadline: float) -> int:
    """The exact number of linear extensions of the poset on the elements of ``mask`` (``preds[x]``: the
    bit mask of every element before x, transitively closed). Raises `Spent` past ``allowance`` terms
    made or past ``deadline`` (a `time.monotonic` value). The elimination order is chosen greedily:
    fewest fill edges in the cover graph, then fewest neighbours, then the smallest product of the
    sizes of the factors that mention the variable."""
    work = _Gaps(n, preds, mask, allowance, deadline)
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
        factors.append(((a, b), 0, {(a, b): {0: 1}}))
    for x, nb in adj.items():
        if not nb:
            factors.append(((x,), 0, {(x,): {0: 1}}))

    def cost(v):
        nb = list(adj[v])
        fill = sum(1 for i in range(len(nb)) for j in range(i + 1, len(nb)) if nb[j] not in adj[nb[i]])
        size = 1
        for f in factors:
            if v in f[0]:
                size *= max(1, _size(f))
        return fill, len(nb), size, v

    while adj:
        v = min(adj, key=cost)
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
    (_, k_), = g[2][()].items()
    return k_
