"""Exact counting of linear extensions under a budget: equal to brute force, fast on wide and on
deep posets of 60 elements, and an honest stop (never a guess) when the budget runs out."""

import itertools
import random
import time
from math import factorial

import pytest
from hypothesis import given, settings, strategies as st

from logic.timing.counting import Budget, CountStopped, _closed_preds, _Space, count_extensions


def random_poset(n, p, seed):
    """A random graph order: each pair of a random permutation related with probability ``p``."""
    rng = random.Random(seed)
    perm = list(range(n))
    rng.shuffle(perm)
    return {(perm[i], perm[j]) for i in range(n) for j in range(i + 1, n) if rng.random() < p}


@st.composite
def posets(draw, max_n=8):
    n = draw(st.integers(0, max_n))
    perm = draw(st.permutations(range(n)))
    p = draw(st.sampled_from([0.1, 0.3, 0.6]))
    flags = draw(st.lists(st.floats(0, 1), min_size=n * n, max_size=n * n))
    rel = {(perm[a], perm[b]) for a in range(n) for b in range(a + 1, n) if flags[a * n + b] < p}
    return n, rel


@settings(max_examples=120, deadline=None)
@given(posets())
def test_count_equals_brute_force(poset):
    n, rel = poset
    brute = sum(1 for q in itertools.permutations(range(n))
                if all(q.index(a) < q.index(b) for a, b in rel))
    assert count_extensions(n, rel) == brute
    assert count_extensions(n, {(b, a) for a, b in rel}) == brute   # the dual has the same count


@pytest.mark.parametrize("p", [0.01, 0.3, 0.5])
def test_sixty_elements_counted_within_a_second(p):
    rel = random_poset(60, p, 0)
    started = time.perf_counter()
    got = count_extensions(60, rel)
    assert time.perf_counter() - started < 1.0
    assert got >= 1


def test_sixty_independent_or_chained_elements():
    assert count_extensions(60, set()) == factorial(60)
    assert count_extensions(60, {(i, i + 1) for i in range(59)}) == 1


def test_a_spent_budget_stops_and_says_so():
    rel = random_poset(40, 0.05, 3)
    with pytest.raises(CountStopped) as info:
        count_extensions(40, rel, Budget(states=500, seconds=5))
    assert info.value.states <= 500 and "stopped counting after" in str(info.value)


def test_a_cycle_is_refused():
    with pytest.raises(ValueError):
        count_extensions(2, {(0, 1), (1, 0)})


@settings(max_examples=60, deadline=None)
@given(posets(max_n=7), st.data())
def test_each_space_counts_a_convex_set_and_splits_it_into_its_comparability_parts(poset, data):
    """A convex set (a poset minus a down-set and an up-set): both subproblem spaces count it as brute
    force does, and its parts found from the minimal elements' up-closures are the connected
    components of its comparability graph."""
    n, rel = poset
    preds = _closed_preds(n, rel)
    succs = [sum(1 << b for b in range(n) if preds[b] >> a & 1) for a in range(n)]
    low, high = data.draw(st.permutations(range(n))), data.draw(st.permutations(range(n)))
    k, j = data.draw(st.integers(0, n)), data.draw(st.integers(0, n))
    down = up = 0
    for x in low[:k]:
        down |= 1 << x | preds[x]
    for x in high[:j]:
        up |= 1 << x | succs[x]
    mask = ((1 << n) - 1) & ~down & ~up
    keep = [x for x in range(n) if mask >> x & 1]
    brute = sum(1 for q in itertools.permutations(keep)
                if all(q.index(a) < q.index(b) for a in keep for b in keep if preds[b] >> a & 1))
    for space in (_Space(n, preds, succs), _Space(n, succs, preds)):
        space.allowance, space.deadline = 10 ** 6, time.monotonic() + 60
        assert space.count(mask) == brute
    comps, left = [], mask
    while left:   # the comparability components, by search
        comp, grow = left & -left, True
        while grow:
            more = comp
            for x in keep:
                if comp >> x & 1:
                    more |= (preds[x] | succs[x]) & mask
            grow, comp = more != comp, more
        comps.append(comp)
        left &= ~comp
    assert sorted(_Space(n, preds, succs).parts(mask)) == sorted(comps)
