"""Linear extensions: listing equals brute force and networkx, counting equals listing, listing streams."""

import itertools
import time
import tracemalloc
from math import factorial

import networkx as nx
from hypothesis import given, settings, strategies as st

from logic.timing.extensions import count_linear_extensions, linear_extensions, ordinal_blocks


@st.composite
def posets(draw, max_n=7):
    n = draw(st.integers(0, max_n))
    perm = draw(st.permutations(range(n)))
    rel = {(perm[a], perm[b]) for a in range(n) for b in range(a + 1, n) if draw(st.booleans()) and draw(st.booleans())}
    return n, rel


@settings(max_examples=150, deadline=None)
@given(posets())
def test_listing_equals_brute_force_and_networkx(poset):
    n, rel = poset
    got = list(linear_extensions(n, rel))
    assert len(got) == len(set(got))
    brute = {p for p in itertools.permutations(range(n)) if all(p.index(a) < p.index(b) for a, b in rel)}
    assert set(got) == brute
    g = nx.DiGraph()
    g.add_nodes_from(range(n))
    g.add_edges_from(rel)
    assert set(got) == {tuple(o) for o in nx.all_topological_sorts(g)}
    assert count_linear_extensions(n, rel) == len(brute)


@settings(max_examples=60, deadline=None)
@given(posets(12))
def test_counting_equals_listing_on_larger_posets(poset):
    n, rel = poset
    if count_linear_extensions(n, rel) <= 50_000:
        assert count_linear_extensions(n, rel) == sum(1 for _ in linear_extensions(n, rel))


def test_ordinal_blocks_of_priority_classes():
    rel = {(a, b) for a in (0, 1) for b in (2, 3, 4)} | {(b, 5) for b in (2, 3, 4)}
    assert [sorted(b) for b in ordinal_blocks(6, rel)] == [[0, 1], [2, 3, 4], [5]]
    assert count_linear_extensions(6, rel) == 2 * 6


def test_twenty_unordered_abilities_are_counted_without_listing():
    started = time.perf_counter()
    assert count_linear_extensions(20, set()) == factorial(20)
    assert time.perf_counter() - started < 1.0


def test_listing_streams_in_constant_memory():
    def peak(n):
        tracemalloc.start()
        for _ in linear_extensions(n, {(0, 1)}):
            pass
        _, top = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        return top
    small, large = peak(6), peak(8)      # 360 orders against 20160
    assert large < small + 20_000
