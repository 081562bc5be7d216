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


# The breadth-first count over the down-sets (logic.timing.counting_ideals): exact residues, exact count.

from logic.timing import counting as counting_module  # noqa: E402
from logic.timing import counting_ideals  # noqa: E402
from logic.timing.counting import _count  # noqa: E402
from logic.timing.counting_ideals import DownSetSpace, count_down_sets, moduli, rebuild  # noqa: E402


@settings(max_examples=50, deadline=None)
@given(posets(max_n=7), st.data())
def test_the_down_set_count_equals_brute_force_on_any_sub_order(poset, data):
    """On any subset of a small order (the induced order), the breadth-first count over the down-sets
    is the number of orders brute force finds, and `count_down_sets` the number of down-sets."""
    n, rel = poset
    preds = _closed_preds(n, rel)
    keep = sorted(data.draw(st.sets(st.integers(0, max(n - 1, 0)), max_size=n))) if n else []
    mask = sum(1 << x for x in keep)
    brute = sum(1 for q in itertools.permutations(keep)
                if all(q.index(a) < q.index(b) for a in keep for b in keep if preds[b] >> a & 1))
    downs = sum(1 for r in range(len(keep) + 1) for s in itertools.combinations(keep, r)
                if all(preds[x] & mask & ~sum(1 << y for y in s) == 0 for x in s))
    assert DownSetSpace(preds, mask).count(10 ** 6, time.monotonic() + 60) == brute
    assert count_down_sets(preds, mask, 10 ** 6) == downs


def test_the_residues_pin_down_any_count_of_up_to_64_elements():
    for k in range(65):
        primes = moduli(k)
        m = 2 ** 64
        for p in primes:
            assert p < 2 ** 58 and 64 * (p - 1) < 2 ** 64   # a sum of 64 residues fits a 64-bit word
            m *= p
        assert m > factorial(k)   # the count is at most k!: the residues determine it
        for c in (1, factorial(k), factorial(k) // 3 + 7):
            assert rebuild([c % 2 ** 64] + [c % p for p in primes], primes) == c
    assert len(moduli(60)) == 4 and len(moduli(64)) == 4 and moduli(20) == () and len(moduli(21)) == 1
    with pytest.raises(ValueError):
        moduli(65)


def test_the_down_set_count_of_sixty_elements_equals_the_recursions():
    rel = random_poset(60, 0.2, 1)
    preds = _closed_preds(60, rel)
    expected = _count(60, rel, Budget(10 ** 6, 60), True, True, False)
    assert DownSetSpace(preds, (1 << 60) - 1).count(10 ** 6, time.monotonic() + 60) == expected
    assert count_down_sets(preds, (1 << 60) - 1, 10 ** 5) is not None
    assert count_down_sets(preds, (1 << 60) - 1, 3) is None   # past its memo limit: no figure


def test_a_level_past_the_memory_bound_stops_the_down_set_count_and_says_so(monkeypatch):
    from logic.timing.counting_ve import Spent
    monkeypatch.setattr(counting_ideals, "MAX_LEVEL", 3)
    space = DownSetSpace(_closed_preds(6, {(0, x) for x in range(1, 6)}), 0b111111)   # 10 of size 3
    with pytest.raises(Spent):
        space.count(10 ** 6, time.monotonic() + 60)
    assert "more than 3" in space.stopped
    with pytest.raises(Spent):   # for good
        space.count(10 ** 6, time.monotonic() + 60)


@pytest.mark.parametrize("seed", range(6))
def test_the_race_with_the_down_set_count_agrees_with_the_race_without(seed):
    """With a first share too small for the recursions, the down-set count joins the race and ends it:
    the count is the one the race without it finds."""
    calls = []
    original = DownSetSpace.count

    def spy(self, allowance, deadline):
        value = original(self, allowance, deadline)
        calls.append(value)
        return value
    rel = random_poset(18, 0.15, seed)
    expected = _count(18, rel, Budget(10 ** 6, 60), True, True, False)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(counting_module, "FIRST_SHARE", 2)
        mp.setattr(DownSetSpace, "count", spy)
        got = _count(18, rel, Budget(10 ** 6, 60), True, True, True)
    assert got == expected
    assert calls and calls[-1] >= 1   # it took part (the first share of 2 subproblems ends no block)
