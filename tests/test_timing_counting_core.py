"""The core counter (hanging trees folded into polynomial weights, the 2-core counted over its up-sets):
equal to brute force on small posets in both directions, to the plain recursion on medium ones, an
honest stop that keeps its memo, and its place in the race."""

import itertools
import time

import pytest
from hypothesis import given, settings

from logic.timing.counting import Budget, _closed_preds, _count, count_extensions
from logic.timing.counting_core import CoreSpace, core_of
from logic.timing.counting_ve import Spent
from test_timing_counting import posets, random_poset  # the same random orders as the recursion's tests


def core_count(n, rel, dual=False, allowance=10 ** 9):
    if dual:
        rel = {(b, a) for a, b in rel}
    return CoreSpace(n, _closed_preds(n, rel), (1 << n) - 1).count(allowance, time.monotonic() + 60)


@settings(max_examples=80, deadline=None)
@given(posets(max_n=7).filter(lambda poset: poset[0] >= 1))
def test_core_count_equals_brute_force(poset):
    n, rel = poset
    brute = sum(1 for q in itertools.permutations(range(n)) if all(q.index(a) < q.index(b) for a, b in rel))
    assert core_count(n, rel) == brute
    assert core_count(n, rel, dual=True) == brute


@pytest.mark.parametrize("n,p,seed", [(30, 0.08, s) for s in range(4)] + [(40, 0.05, s) for s in range(4)])
def test_core_count_agrees_with_the_recursion(n, p, seed):
    rel = random_poset(n, p, seed)
    plain = _count(n, rel, Budget(states=10 ** 8, seconds=60), eliminate=False)
    assert core_count(n, rel) == plain
    assert core_count(n, rel, dual=True) == plain


def test_core_of_a_tree_is_empty_and_a_cycle_keeps_only_itself():
    tree = _closed_preds(5, {(0, 1), (0, 2), (3, 2), (2, 4)})
    assert core_of(tree, 0b11111)[0] == 0
    # a diamond 0 < 1, 2 < 3 with a tail 3 < 4 < 5 and a leaf 6 < 1
    diamond = _closed_preds(7, {(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (4, 5), (6, 1)})
    core, stripped = core_of(diamond, 0b1111111)
    assert core == 0b1111 and sorted(stripped) == [4, 5, 6]


def test_free_chained_and_tree_parts():
    assert core_count(10, set()) == 3628800
    assert core_count(10, {(i, i + 1) for i in range(9)}) == 1
    assert core_count(5, {(0, 4), (1, 4), (2, 4), (3, 4)}) == 24   # a claw: 4 last


def test_a_spent_allowance_stops_and_the_memo_is_kept():
    rel = random_poset(45, 0.045, 0)   # a core of 23 under hanging trees: 2804 subproblems
    space = CoreSpace(45, _closed_preds(45, rel), (1 << 45) - 1)
    with pytest.raises(Spent) as info:
        space.count(50, time.monotonic() + 60)
    assert info.value.used == 50 and len(space.memo) > 0
    got = space.count(10 ** 9, time.monotonic() + 60)
    assert got == core_count(45, rel, dual=True)


def test_the_core_recursion_wins_the_race_on_a_sparse_order(monkeypatch):
    import logic.timing.counting_core as core
    won = []
    real = core.CoreSpace.count

    def recorded(self, *args):
        value = real(self, *args)
        won.append(value)
        return value
    monkeypatch.setattr(core.CoreSpace, "count", recorded)
    rel = random_poset(60, 0.04, 3)   # trees hang off a core of 25: the core recursion finishes first
    got = count_extensions(60, rel, Budget(states=10 ** 8, seconds=120))
    assert won == [got]   # (the race without it took 45 s here: not run)
    assert got == core_count(60, rel, dual=True)


@pytest.mark.parametrize("seed", range(4))
def test_the_race_from_a_tiny_first_share_equals_the_plain_recursion(seed, monkeypatch):
    import logic.timing.counting as counting
    rel = random_poset(30, 0.08, seed)
    plain = _count(30, rel, Budget(states=10 ** 8, seconds=60), eliminate=False)
    monkeypatch.setattr(counting, "FIRST_SHARE", 3)   # every racer takes turns, shares doubling from 3
    assert count_extensions(30, rel, Budget(states=10 ** 8, seconds=60)) == plain
