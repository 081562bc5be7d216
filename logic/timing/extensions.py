"""Linear extensions of a strict partial order: streamed, and counted without listing.

Preconditions: elements are ``0..n-1``; ``before`` is a set of pairs ``(a, b)``
meaning a comes before b, and has no cycle (it need not be transitively closed).

- `linear_extensions` yields every linear extension as a tuple, one at a time
  (memory O(n) beyond the output), by backtracking over the elements whose
  predecessors are placed (Knuth and Szwarcfiter, "A structured program to
  generate all topological sorting arrangements", IPL 2(6), 1974), splitting
  the order into its ordinal-sum blocks first and handing any block, or rest
  of a block, that has no relation left to `itertools.permutations`.
- `count_linear_extensions` counts them exactly under a budget
  (`logic.timing.counting`: ordinal-sum blocks, connected parts, the memoised
  up-set / down-set recursion of Kangas et al., IJCAI 2016).

>>> sorted(linear_extensions(3, {(0, 1)}))
[(0, 1, 2), (0, 2, 1), (2, 0, 1)]
>>> count_linear_extensions(20, set()) == 2432902008176640000
True
"""

from __future__ import annotations

from itertools import permutations
from typing import Iterator

from .counting import count_extensions

__all__ = ["linear_extensions", "count_linear_extensions", "ordinal_blocks", "has_cycle"]


def _preds(n: int, before) -> list[int]:
    preds = [0] * n
    for a, b in before:
        preds[b] |= 1 << a
    return preds


def _closed_preds(n: int, before) -> list[int]:
    preds = _preds(n, before)
    order = _topo(n, preds)
    if order is None:
        raise ValueError("the relation has a cycle")
    closed = [0] * n
    for x in order:
        m, p = preds[x], preds[x]
        while p:
            low = p & -p
            i = low.bit_length() - 1
            m |= closed[i]
            p ^= low
        closed[x] = m
    return closed


def _topo(n, preds):
    placed, order, mask = 0, [], (1 << n) - 1
    while len(order) < n:
        ready = [x for x in range(n) if not placed >> x & 1 and preds[x] & ~placed & mask == 0]
        if not ready:
            return None
        for x in ready:
            placed |= 1 << x
            order.append(x)
    return order


def has_cycle(n: int, before) -> bool:
    """Whether ``before`` has a cycle."""
    return _topo(n, _preds(n, before)) is None


def ordinal_blocks(n: int, before) -> list[list[int]]:
    """The finest split of ``0..n-1`` into blocks each wholly before the next."""
    closed = _closed_preds(n, before)
    order = _topo(n, closed)
    blocks, start, prefix = [], 0, 0
    for i, x in enumerate(order):
        prefix |= 1 << x
        rest = order[i + 1:]
        if all(closed[y] & prefix == prefix for y in rest):
            blocks.append(order[start:i + 1])
            start = i + 1
    return blocks


def linear_extensions(n: int, before) -> Iterator[tuple[int, ...]]:
    """Yield every linear extension of ``before`` over ``0..n-1``, each once, as a tuple."""
    if n == 0:
        yield ()
        return
    preds = _closed_preds(n, before)
    blocks = ordinal_blocks(n, before)
    gens = [_block_generator(b, preds) for b in blocks]
    yield from _product(gens, 0, ())


def _product(gens, i, prefix):
    if i == len(gens) - 1:
        for p in gens[i]():
            yield prefix + p
        return
    for p in gens[i]():
        yield from _product(gens, i + 1, prefix + p)


def _block_generator(block, preds):
    members = 0
    for x in block:
        members |= 1 << x
    local = {x: preds[x] & members for x in block}
    if all(local[x] == 0 for x in block):
        tb = tuple(block)
        return lambda: permutations(tb)
    return lambda: _backtrack(tuple(block), local)


def _backtrack(block, local) -> Iterator[tuple[int, ...]]:
    """Knuth–Szwarcfiter style backtracking with an explicit stack; streams tuples."""
    k = len(block)
    placed = 0
    prefix: list[int] = []
    # stack of candidate lists
    def free_rest(placed_mask):
        rest = [x for x in block if not placed_mask >> x & 1]
        for x in rest:
            if local[x] & ~placed_mask:
                return None
        return rest
    stack = [[x for x in block if local[x] == 0][::-1]]
    while stack:
        cands = stack[-1]
        if not cands:
            stack.pop()
            if prefix:
                x = prefix.pop()
                placed ^= 1 << x
            continue
        x = cands.pop()
        prefix.append(x)
        placed |= 1 << x
        if len(prefix) == k:
            yield tuple(prefix)
            prefix.pop()
            placed ^= 1 << x
            continue
        rest = free_rest(placed)
        if rest is not None and len(rest) > 1:
            head = tuple(prefix)
            for p in permutations(rest):
                yield head + p
            prefix.pop()
            placed ^= 1 << x
            continue
        stack.append([y for y in block if not placed >> y & 1 and local[y] & ~placed == 0][::-1])


def count_linear_extensions(n: int, before, budget=None) -> int:
    """The number of linear extensions of ``before`` over ``0..n-1``, without listing them.

    Exact, or `logic.timing.counting.CountStopped` when ``budget`` runs out (see `logic.timing.counting`).
    """
    return count_extensions(n, before, budget)
