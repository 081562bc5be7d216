"""The variable elimination of `logic.timing.counting_ve`, its polynomials as numpy arrays of residues.

Same method, same representation of a factor (a polynomial per cell, in the scope's variables, the
bound 1 implied; coefficients C with the monomial's value C / f!), same elimination order; what
changes is the arithmetic: each coefficient is kept modulo r primes below 2^31 (so that a product of
two residues fits a signed 64-bit word), the exponents are packed in a 64-bit key (6 bits per
variable of the scope, in the scope's order), and a product of two polynomials is the outer sum of
their keys and the outer product of their residues, equal keys merged by sorting (``np.add.reduceat``).

Why the residues give the exact count: every step of the elimination is a ring operation (sums,
products, the binomial scale of a product) or a division by an integer e <= n + 1 (the integral of
t^(e-1)), which is exact in the integers and is a multiplication by the inverse of e modulo each
prime (every prime exceeds n + 1). So the final constant, the count, is known modulo each prime; it
lies between 1 and n!, and `primes_for` takes primes until their product exceeds n!: the Chinese
remainder theorem rebuilds it exactly. Intermediate coefficients may be negative or large: only their
residues are kept, and nothing is compared or divided other than as above.

Limits: at most 63 elements in the block counted (an exponent fits 6 bits) and a scope of at most 10 variables (60 bits);
`count_by_elimination_np` raises `Spent` past them, as past its allowance or its deadline.

>>> count_by_elimination_np(3, [0, 1, 1], 0b111, 10_000, float("inf"))   # 0 before 1 and 2
2
"""

from __future__ import annotations

import time
from math import comb, factorial

from .counting_ve import Spent, cover_edges

__all__ = ["count_by_elimination_np", "primes_for"]

#: bits of one exponent in a key, and the most variables a scope may have
BITS, MAX_SCOPE = 6, 10
#: entries of an outer product handled at once (memory: that many int64 per prime)
CHUNK = 1 << 20
#: merging by float sums (exact below 2^53) takes fewer terms than this
EXACT_SUMS = 1 << 22
#: the largest box of exponent vectors a product is merged on densely
DENSE_BOX = 1 << 18


def _is_prime(m: int) -> bool:
    """Deterministic for m < 3.4e14 (Miller-Rabin, bases 2, 3, 5, 7, 11, 13, 17)."""
    if m < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17):
        if m % p == 0:
            return m == p
    d, s = m - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17):
        x = pow(a, d, m)
        if x in (1, m - 1):
            continue
        for _ in range(s - 1):
            x = x * x % m
            if x == m - 1:
                break
        else:
            return False
    return True


def primes_for(n: int) -> list[int]:
    """The largest primes below 2^31, as few as make a product above n! (the most a count can be)."""
    out, prod, m = [], 1, 2 ** 31 - 1
    while prod <= factorial(n):
        while not _is_prime(m):
            m -= 1
        out.append(m)
        prod *= m
        m -= 1
    return out


class _Arith:
    """The factors' arithmetic, modulo ``primes``, and the work done (terms handled)."""

    def __init__(self, np, n, preds, mask, allowance, deadline):
        self.np = np
        self.preds = [p & mask for p in preds]
        self.succs = [0] * n
        for b in range(n):
            if mask >> b & 1:
                q = self.preds[b]
                while q:
                    low = q & -q
                    q ^= low
                    self.succs[low.bit_length() - 1] |= 1 << b
        k = mask.bit_count()   # the count is at most k!, an exponent at most k
        self.primes = primes_for(k)
        self.P = np.array(self.primes, dtype=np.int64)[:, None]
        self.inv = np.array([[pow(e, -1, p) if e else 0 for e in range(k + 2)] for p in self.primes],
                            dtype=np.int64)
        self.allowance, self.used, self.deadline = allowance, 0, deadline

    def spend(self, units):
        self.used += units
        if self.used > self.allowance or time.monotonic() > self.deadline:
            raise Spent(self.used)

    def merge(self, keys, coeffs):
        """Equal keys added (modulo each prime), terms that vanish modulo every prime dropped."""
        np = self.np
        if keys.size == 0:
            return keys, coeffs
        if keys.size < EXACT_SUMS:   # float sums of fewer than 2^22 residues below 2^31 are exact
            keys, inv = np.unique(keys, return_inverse=True)
            coeffs = np.stack([np.bincount(inv, weights=row, minlength=keys.size) for row in coeffs])
            coeffs = coeffs.astype(np.int64) % self.P
        else:
            order = np.argsort(keys, kind="stable")
            keys, coeffs = keys[order], coeffs[:, order]
            first = np.empty(keys.size, dtype=bool)
            first[0] = True
            np.not_equal(keys[1:], keys[:-1], out=first[1:])
            starts = np.flatnonzero(first)
            coeffs = np.add.reduceat(coeffs, starts, axis=1) % self.P
            keys = keys[starts]
        keep = coeffs.any(axis=0)
        return keys[keep], coeffs[:, keep]

    def exponents(self, keys, s):
        """The exponent of each of the ``s`` variables in each key (an array of shape (s, len(keys)))."""
        np = self.np
        return np.stack([(keys >> np.int64(BITS * i)) & np.int64(63) for i in range(s)]) if s else \
            np.zeros((0, keys.size), dtype=np.int64)

    def product(self, k1, c1, k2, c2, s):
        """The product of two polynomials in ``s`` variables (keys and residues), merged: on a dense box
        of exponent vectors (mixed radix, so that indices add like keys) when the box is small, by
        sorting otherwise."""
        np = self.np
        e1, e2 = self.exponents(k1, s), self.exponents(k2, s)
        radix = [int(e1[i].max()) + int(e2[i].max()) + 1 for i in range(s)]
        box, strides = 1, []
        for r in radix:
            strides.append(box)
            box *= r
        step = max(1, CHUNK // max(1, k2.size))
        if box > DENSE_BOX or box > k1.size * k2.size:
            keys, coeffs = [], []
            for at in range(0, k1.size, step):
                ka, ca = k1[at:at + step], c1[:, at:at + step]
                self.spend(ka.size * k2.size)
                kk = (ka[:, None] + k2[None, :]).ravel()
                cc = (ca[:, :, None] * c2[:, None, :] % self.P[:, :, None]).reshape(len(self.primes), -1)
                kk, cc = self.merge(kk, cc)
                keys.append(kk)
                coeffs.append(cc)
            return self.merge(np.concatenate(keys), np.concatenate(coeffs, axis=1))
        st = np.array(strides, dtype=np.int64)
        i1, i2 = (st[:, None] * e1).sum(axis=0), (st[:, None] * e2).sum(axis=0)
        acc = np.zeros((len(self.primes), box), dtype=np.int64)
        for at in range(0, k1.size, step):
            ia, ca = i1[at:at + step], c1[:, at:at + step]
            self.spend(ia.size * k2.size)
            flat = (ia[:, None] + i2[None, :]).ravel()
            cc = (ca[:, :, None] * c2[:, None, :] % self.P[:, :, None]).reshape(len(self.primes), -1)
            for row in range(len(self.primes)):
                acc[row] += np.bincount(flat, weights=cc[row], minlength=box).astype(np.int64)
            acc %= self.P
        idx = np.flatnonzero(acc.any(axis=0))
        keys = np.zeros(idx.size, dtype=np.int64)
        for i in range(s):
            keys |= ((idx // strides[i]) % radix[i]) << np.int64(BITS * i)
        return keys, acc[:, idx]

    def extend(self, factor, u):
        """The factor with ``u`` added at the end of its scope (exponent 0), on every cell where u fits."""
        scope, degree, table = factor
        preds, succs, out = self.preds[u], self.succs[u], {}
        for cell, poly in table.items():
            for i in range(len(cell) + 1):
                if any(succs >> y & 1 for y in cell[:i]) or any(preds >> y & 1 for y in cell[i:]):
                    continue
                out[cell[:i] + (u,) + cell[i:]] = poly
            self.spend(1)
        return scope + (u,), degree, out

    def reorder(self, factor, scope):
        """The same factor with its keys' fields in the order of ``scope`` (the same variables)."""
        np = self.np
        old, degree, table = factor
        if old == scope:
            return factor
        at = [scope.index(x) for x in old]
        out = {}
        for cell, (keys, coeffs) in table.items():
            new = np.zeros_like(keys)
            for i, j in enumerate(at):
                new |= ((keys >> np.int64(BITS * i)) & np.int64(63)) << np.int64(BITS * j)
            out[cell] = (new, coeffs)
        return scope, degree, out

    def join(self, g, h):
        """The product of two factors, on the union of their scopes."""
        np = self.np
        for u in h[0]:
            if u not in g[0]:
                g = self.extend(g, u)
        for u in g[0]:
            if u not in h[0]:
                h = self.extend(h, u)
        if len(g[0]) > MAX_SCOPE:
            raise Spent(self.used)
        h = self.reorder(h, g[0])
        (s1, f1, t1), (_, f2, t2) = g, h
        scale = np.array([comb(f1 + f2, f1) % p for p in self.primes], dtype=np.int64)[:, None]
        out = {}
        for cell, (k1, c1) in t1.items():
            got = t2.get(cell)
            if got is None:
                continue
            k2, c2 = got
            if k1.size < k2.size:
                k1, c1, k2, c2 = k2, c2, k1, c1
            kk, cc = self.product(k1, c1, k2, c2 * scale % self.P, len(s1))
            if kk.size:
                out[cell] = (kk, cc)
        return s1, f1 + f2, out

    def eliminate(self, factor, v):
        """Integrate t_v over its interval in each cell; cells that then coincide are added."""
        np = self.np
        scope, degree, table = factor
        j = scope.index(v)
        sj = np.int64(BITS * j)
        below = np.int64((1 << (BITS * j)) - 1)
        parts: dict = {}
        for cell, (keys, coeffs) in table.items():
            i = cell.index(v)
            e = ((keys >> sj) & np.int64(63)) + 1
            rest = keys & ~(np.int64(63) << sj)
            c = coeffs * np.int64(degree + 1) % self.P * self.inv[:, e] % self.P
            ks, cs = [], []
            if i + 1 < len(cell):
                ks.append(rest + (e << np.int64(BITS * scope.index(cell[i + 1]))))
            else:   # at the top the implied exponent of t_top grows
                ks.append(rest)
            cs.append(c)
            if i > 0:   # minus the antiderivative at the lower neighbour (at 0 it is 0)
                ks.append(rest + (e << np.int64(BITS * scope.index(cell[i - 1]))))
                cs.append((self.P - c) % self.P)
            self.spend(keys.size)
            parts.setdefault(cell[:i] + cell[i + 1:], []).append((ks, cs))
        out = {}
        for cell, got in parts.items():
            keys = np.concatenate([k for ks, _ in got for k in ks])
            coeffs = np.concatenate([c for _, cs in got for c in cs], axis=1)
            keys = (keys & below) | ((keys >> np.int64(BITS * (j + 1))) << sj)   # drop v's field
            keys, coeffs = self.merge(keys, coeffs)
            if keys.size:
                out[cell] = (keys, coeffs)
        return scope[:j] + scope[j + 1:], degree + 1, out


def _size(factor) -> int:
    return sum(keys.size for keys, _ in factor[2].values())


def count_by_elimination_np(n: int, preds: list[int], mask: int, allowance: int, deadline: float) -> int:
    """The exact number of linear extensions of the poset on the elements of ``mask`` (``preds[x]``: the
    bit mask of every element before x, transitively closed), as `counting_ve.count_by_elimination`.
    Raises `Spent` past ``allowance`` terms, past ``deadline`` (a `time.monotonic` value), or past the
    limits of the packed keys (more than 63 elements, a scope of more than `MAX_SCOPE`)."""
    import numpy as np   # only when this racer runs: the command line starts without it

    if mask.bit_count() > 63:
        raise Spent(0)
    work = _Arith(np, n, preds, mask, allowance, deadline)
    one = np.ones((len(work.primes), 1), dtype=np.int64)
    zero = np.zeros(1, dtype=np.int64)
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
        factors.append(((a, b), 0, {(a, b): (zero, one)}))
    for x, nb in adj.items():
        if not nb:
            factors.append(((x,), 0, {(x,): (zero, one)}))

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
    _, coeffs = g[2][()]
    x, mod = 0, 1
    for r, p in zip((int(c) for c in coeffs[:, 0]), work.primes):
        x += mod * ((r - x) * pow(mod, -1, p) % p)
        mod *= p
    return x
