"""Counting linear extensions by folding the tree-like parts of the cover graph into weights.

A sparse order's cover graph is mostly trees hanging off a smaller core (its 2-core: what is left
after removing leaves again and again). Those trees multiply the up-sets (and the down-sets) the
memoised recursion of `logic.timing.counting` visits, while the variable elimination of
`logic.timing.counting_ve` integrates them cheaply: a hanging tree eliminated leaf first only ever
leaves a one-variable factor on the core element it hangs from. Here the two are combined:

- the elements outside the core are eliminated on the order polytope (Stanley 1986; Kangas,
  Hankala, Niinimäki, Koivisto, "Counting linear extensions of sparse posets", IJCAI 2016, Section
  3), leaf first, leaving for each core element x a weight w_x(t), a polynomial in its coordinate;
- the core is counted by the memoised recursion over its up-sets (Kangas et al. 2016, Section 2; De
  Loof, De Meyer, De Baets 2006), each value now a polynomial: G_U(s) is the integral over the
  coordinates of U, all at least s and in P's order, of the product of their weights. Taking out
  the lowest element x of U gives G_U(s) = sum over minimal x of the integral from s to 1 of
  w_x(t) G_{U-x}(t) dt; an up-set whose comparability graph falls apart is the product of its
  parts' G (the integrals are independent). The count is n! G_core(0).

Polynomials are kept in u = 1 - s, as integers: a value of dimension d (elements integrated,
hanging ones included) is the list of the integer coefficients of d! G(u); integrating from s to 1
is integrating in u from 0 and every division below is exact (d! G is a sum of terms
C(d, a) s^a (1 - s)^b, one per simplex of its region).

The recursion's subproblems are the core's up-sets only; an up-set none of whose elements carries a
weight is a single term. `CoreSpace.count` returns the exact count or raises
`logic.timing.counting_ve.Spent` when its allowance or its deadline runs out: it never estimates.

>>> from logic.timing.counting import _closed_preds
>>> CoreSpace(4, _closed_preds(4, {(0, 1), (0, 2), (1, 3), (2, 3)}), 0b1111).count(10, float("inf"))
2
"""

from __future__ import annotations

import time
from math import comb, factorial

from .counting_ve import Spent, _Eliminator, cover_edges, cover_graph

__all__ = ["CoreSpace", "core_of"]


def core_of(preds: list[int], mask: int) -> tuple[int, list[int]]:
    """The 2-core of the cover graph on ``mask`` (a bit mask) and the other elements in an order that
    removes a leaf (or a lone element) each time."""
    adj = cover_graph(preds, mask)
    stripped, leaves = [], [x for x, nb in adj.items() if len(nb) <= 1]
    while leaves:
        x = leaves.pop()
        if x not in adj:
            continue
        stripped.append(x)
        for y in adj.pop(x):
            adj[y].discard(x)
            if len(adj[y]) <= 1:
                leaves.append(y)
    core = 0
    for x in adj:
        core |= 1 << x
    return core, stripped


def _mul(p: list[int], q: list[int]) -> list[int]:
    """The product of two coefficient lists."""
    if len(p) < len(q):
        p, q = q, p
    if len(q) == 1:   # most values are one term: an up-set without weights is e(U) u^|U| / |U|!
        b = q[0]
        return [a * b for a in p]
    out = [0] * (len(p) + len(q) - 1)
    for j, b in enumerate(q):
        if b:
            for i, a in enumerate(p):
                if a:
                    out[i + j] += a * b
    return out



def parts_from_minimal(up: list[int], mask: int, mins: int) -> list[int]:
    """The connected parts of the convex set ``mask`` whose minimal elements are ``mins`` (bitsets;
    ``up[i]`` is element i's up-closure): each part is the union of the up-closures (within ``mask``) of
    its minimal elements, and two closures that meet are in one part."""
    groups: list[int] = []
    m = mins
    while m:
        low = m & -m
        m ^= low
        c = up[low.bit_length() - 1] & mask
        kept = []
        for g in groups:
            if g & c:
                c |= g
            else:
                kept.append(g)
        kept.append(c)
        groups = kept
    return groups


class CoreSpace:
    """The recursion over the up-sets of one connected part's core, the hanging trees as weights.

    Built once per part (the trees are eliminated then); `count` may be called again after a `Spent`
    with a larger allowance: the memo is kept."""

    def __init__(self, n: int, preds: list[int], mask: int):
        self.n, self.mask = n, mask
        self.core, stripped = core_of(preds, mask)
        self.preds = [p & self.core for p in preds]
        self.up = [1 << x for x in range(n)]   # x and every core element after it
        self.cover_up = [0] * n   # the core elements just after x
        for a, b in cover_edges(self.preds, self.core):
            self.cover_up[a] |= 1 << b
        for b in range(n):
            if self.core >> b & 1:
                q = self.preds[b]
                while q:
                    low = q & -q
                    q ^= low
                    self.up[low.bit_length() - 1] |= 1 << b
        self.memo: dict[int, tuple[int, int, list[int]]] = {}
        self.allowance, self.deadline, self.used = 0, 0.0, 0
        self.weights: dict[int, tuple[int, list[int]]] = {}
        self.trees: list[tuple[int, int]] = []
        self._fold(n, preds, mask, stripped)

    def _fold(self, n, preds, mask, stripped):
        """Eliminate the hanging trees (leaf first) and keep, for each core element, its weight as
        (f, integer coefficients of f! w(1 - u) in u)."""
        work = _Eliminator(n, preds, mask, float("inf"), float("inf"))
        factors = []
        for a, b in cover_edges(work.preds, mask):
            if not (self.core >> a & 1 and self.core >> b & 1):
                factors.append(((a, b), 0, {(a, b): {0: 1}}))
        for v in stripped:
            mine = [f for f in factors if v in f[0]]
            factors = [f for f in factors if v not in f[0]]
            g = mine[0] if mine else ((v,), 0, {(v,): {0: 1}})
            for h in mine[1:]:
                g = work.join(g, h)
            factors.append(work.eliminate(g, v))
        self.fold_work = work.used
        per: dict[int, tuple] = {}
        for f in factors:
            if not f[0]:   # a whole tree part: a constant C / f!, kept as (f, C)
                (_, c), = f[2][()].items()
                self.trees.append((f[1], c))
                continue
            (v,) = f[0]
            per[v] = work.join(per[v], f) if v in per else f
        bits, ones = work.width_bits, (1 << work.width_bits) - 1
        for v, (_, degree, table) in per.items():
            coeffs = [0] * (degree + 1)
            for key, c in table[(v,)].items():   # f! w(t) = sum of C t^e; t^e = (1 - u)^e
                e = key >> (bits * v) & ones
                for j in range(e + 1):
                    coeffs[j] += -c * comb(e, j) if j & 1 else c * comb(e, j)
            self.weights[v] = (degree, coeffs)

    def count(self, allowance: int, deadline: float) -> int:
        """The exact count of the part; `Spent` past ``allowance`` subproblems (counted since the
        space was built) or past ``deadline``."""
        self.allowance, self.deadline = allowance, deadline
        mins, m = 0, self.core
        while m:
            low = m & -m
            m ^= low
            if self.preds[low.bit_length() - 1] & self.core == 0:
                mins |= low
        d, _, coeffs = self._value(self.core, mins) if self.core else (0, 0, [1])
        num, den = factorial(self.mask.bit_count()) * sum(coeffs), factorial(d)   # n! G(s = 0), u = 1
        for f, c in self.trees:   # times each tree part's volume
            num, den = num * c, den * factorial(f)
        assert num % den == 0, "a count that must be whole was not"
        return num // den


    def _value(self, mask: int, mins: int) -> tuple[int, int, list[int]]:
        """(d, lo, c): d! G_mask(u) is the sum of c[i] u^(lo + i), d the dimension of the up-set ``mask``
        (minimal elements ``mins``) with its trees (no power below the up-set's size appears: it is left
        out)."""
        got = self.memo.get(mask)
        if got is not None:
            return got
        if self.used >= self.allowance or (self.used & 255 == 0 and time.monotonic() > self.deadline):
            raise Spent(self.used)
        self.used += 1
        if mask & (mask - 1) == 0:
            f, w = self.weights.get(mask.bit_length() - 1, (0, [1]))
            out = _integrate(f + 1, [(f, w, 0, 0, [1])])
        else:
            parts = parts_from_minimal(self.up, mask, mins)
            if len(parts) > 1:
                d, lo, coeffs = self._value(parts[0], mins & parts[0])
                for part in parts[1:]:
                    e, lo2, other = self._value(part, mins & part)
                    scale = comb(d + e, d)
                    coeffs = [c * scale for c in _mul(coeffs, other)]
                    d, lo = d + e, lo + lo2
                out = (d, lo, coeffs)
            else:
                terms, d, preds = [], None, self.preds
                m = mins
                while m:
                    low = m & -m
                    m ^= low
                    x = low.bit_length() - 1
                    left, after = mask ^ low, mins ^ low
                    c = self.cover_up[x] & mask
                    while c:   # an element just after x is minimal once x is gone if nothing else is below it
                        lc = c & -c
                        c ^= lc
                        if preds[lc.bit_length() - 1] & left == 0:
                            after |= lc
                    f, w = self.weights.get(x, (0, [1]))
                    e, lo, rest = self._value(left, after)
                    terms.append((f, w, e, lo, rest))
                    d = f + e + 1
                out = _integrate(d, terms)
        self.memo[mask] = out
        return out


def _integrate(d: int, terms) -> tuple[int, int, list[int]]:
    """Sum over ``terms`` (f, W, e, lo, H) of the integral from 0 to u of (W / f!) (u^lo H / e!), as
    `_value` gives it for d! times it (d = f + e + 1 for every term)."""
    lo = min(t[3] for t in terms)
    total: list[int] = []
    for f, w, e, low, h in terms:
        scale = d * comb(d - 1, f)   # d! / (f! e!), as d = f + e + 1
        prod = h if f == 0 else _mul(w, h)
        at = low - lo
        if len(total) < at + len(prod):
            total.extend([0] * (at + len(prod) - len(total)))
        for k, c in enumerate(prod, at):
            if c:
                total[k] += c * scale
    for i, c in enumerate(total):   # u^(lo + i) integrates to u^(lo + i + 1) / (lo + i + 1)
        if c:
            q, r = divmod(c, lo + i + 1)
            assert r == 0, "a division that must be exact was not"
            total[i] = q
    while total and total[-1] == 0:
        total.pop()
    return d, lo + 1, total
