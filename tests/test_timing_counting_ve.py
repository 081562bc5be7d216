"""The variable-elimination counter (order polytope, divided-power integer polynomials): equal to brute
force on small posets, to the memoised recursion on 20 to 30 elements, and an honest stop."""

import itertools
import time
from math import factorial

import pytest
from hypothesis import given, settings

from logic.timing.counting import Budget, _closed_preds, _count, count_extensions
from logic.timing.counting_ve import EliminationSpace, Spent, count_by_elimination, cover_edges, elimination_order
from test_timing_counting import posets, random_poset  # the same random orders as the recursion's tests


def eliminate(n, rel, allowance=10 ** 9):
    return count_by_elimination(n, _closed_preds(n, rel), (1 << n) - 1, allowance, time.monotonic() + 60)


@settings(max_examples=150, deadline=None)
@given(posets(max_n=7).filter(lambda poset: poset[0] >= 1))
def test_elimination_equals_brute_force(poset):
    n, rel = poset
    brute = sum(1 for q in itertools.permutations(range(n)) if all(q.index(a) < q.index(b) for a, b in rel))
    assert eliminate(n, rel) == brute


@pytest.mark.parametrize("n,p,seed", [(20, 0.1, s) for s in range(4)] + [(20, 0.2, s) for s in range(3)]
                         + [(30, 0.1, s) for s in range(3)] + [(60, 0.02, s) for s in range(3)])
def test_elimination_agrees_with_the_recursion(n, p, seed):
    rel = random_poset(n, p, seed)
    assert eliminate(n, rel) == _count(n, rel, Budget(states=10 ** 8, seconds=60), eliminate=False)


def test_free_and_chained_elements():
    assert eliminate(12, set()) == factorial(12)
    assert eliminate(12, {(i, i + 1) for i in range(11)}) == 1
    assert eliminate(5, {(0, 4), (1, 4), (2, 4), (3, 4)}) == 24   # a claw: 4 last


def test_cover_edges_drop_the_transitive_pairs():
    preds = _closed_preds(3, {(0, 1), (1, 2), (0, 2)})
    assert sorted(cover_edges(preds, 0b111)) == [(0, 1), (1, 2)]


def test_elimination_order_width_of_a_cycle_and_a_path():
    cycle = {i: {(i - 1) % 6, (i + 1) % 6} for i in range(6)}
    path = {i: {j for j in (i - 1, i + 1) if 0 <= j < 6} for i in range(6)}
    assert elimination_order(cycle)[1] == 2 and elimination_order(path)[1] == 1
    assert sorted(elimination_order(cycle)[0]) == list(range(6))


def test_a_stopped_elimination_goes_on_from_its_last_finished_step():
    n, rel = 20, random_poset(20, 0.1, 0)
    space = EliminationSpace(n, _closed_preds(n, rel), (1 << n) - 1)
    left, allowance = [], 10
    while True:
        try:
            got = space.count(space.used + allowance, time.monotonic() + 60)
            break
        except Spent:
            left.append(len(space.adj))   # variables not yet integrated after each stopped turn
            allowance += 10
    assert got == eliminate(n, rel)
    assert len(left) > 2 and left == sorted(left, reverse=True) and left[-1] < left[0] < n


def test_a_spent_allowance_stops_and_says_how_much():
    rel = random_poset(30, 0.1, 0)
    with pytest.raises(Spent) as info:
        eliminate(30, rel, allowance=50)
    assert info.value.used > 50


def test_the_race_with_elimination_equals_the_race_without(monkeypatch):
    import logic.timing.counting_ve as counting_ve
    won = []
    count = counting_ve.EliminationSpace.count

    def recorded(self, *args):
        value = count(self, *args)
        won.append(value)
        return value
    monkeypatch.setattr(counting_ve.EliminationSpace, "count", recorded)
    rel = random_poset(45, 0.04, 2)   # a sparse order the elimination finishes first
    budget = Budget(states=10 ** 8, seconds=120)
    got = count_extensions(45, rel, budget)
    assert won == [got]
    assert got == _count(45, rel, budget, eliminate=False)
