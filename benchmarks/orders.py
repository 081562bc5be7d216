"""Benchmark of the timing part: listing, counting and grouping resolution orders.

Run from the repository root::

    python benchmarks/orders.py            # text
    python benchmarks/orders.py --json     # JSON, one object

Figures (each the median of ``--repeat`` runs, measured in this one run):

- ``throughput_ratio_vs_networkx``: orders listed per second by
  `logic.timing.extensions.linear_extensions` divided by orders per second of
  ``networkx.all_topological_sorts``, on the same partial orders (the median over
  the posets in ``POSETS``; per-poset ratios are in ``throughput_by_poset``);
- ``count_20_seconds``: counting the orders of 20 mutually unordered abilities
  (20! of them) without listing; ``count_20_with_compile_seconds`` includes
  compiling the 20 Forced Responses from the clauses of marvel_champions/en;
- ``grouping_12_seconds``: the distinct outcomes of 12 Forced Responses of which
  only two pairs interfere (12! orders, never visited); ``..._with_compile`` idem;
- ``listing_peak_bytes``: peak Python memory while listing 7! and 9! orders
  (streaming: it does not grow with the number of orders).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
import tracemalloc
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import networkx as nx  # noqa: E402

from logic.timing.compile import compile_scenario  # noqa: E402
from logic.timing.extensions import count_linear_extensions, linear_extensions  # noqa: E402
from logic.timing.outcomes import count_orders, outcome_groups  # noqa: E402
from logic.timing.scenario import parse_scenario  # noqa: E402


def _classes(sizes):
    """Priority classes: every member of a class before every member of the next."""
    rel, start = set(), 0
    for a, b in zip(sizes, sizes[1:]):
        rel |= {(x, y) for x in range(start, start + a) for y in range(start + a, start + a + b)}
        start += a
    return sum(sizes), rel


def _random(n, edges, seed):
    rng = random.Random(seed)
    rel = set()
    while len(rel) < edges:
        a, b = sorted(rng.sample(range(n), 2))
        rel.add((a, b))
    return n, rel


POSETS = {
    "antichain_9": (9, set()),
    "classes_1_4_4_1": _classes([1, 4, 4, 1]),
    "classes_5_5": _classes([5, 5]),
    "classes_2_3_3_2": _classes([2, 3, 3, 2]),
    "random_10_6_edges": _random(10, 6, 1),
    "random_10_10_edges": _random(10, 10, 2),
}


def _time(fn, repeat):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def throughput(repeat):
    by = {}
    for name, (n, rel) in POSETS.items():
        count = count_linear_extensions(n, rel)
        ours = _time(lambda: deque(linear_extensions(n, rel), maxlen=0), repeat)
        g = nx.DiGraph()
        g.add_nodes_from(range(n))
        g.add_edges_from(rel)
        theirs = _time(lambda: deque(nx.all_topological_sorts(g), maxlen=0), repeat)
        by[name] = {"orders": count, "ours_per_second": round(count / ours),
                    "networkx_per_second": round(count / theirs), "ratio": round(theirs / ours, 2)}
    return statistics.median(v["ratio"] for v in by.values()), by


def _forced(n, interfering_pairs=0):
    abilities, chars = [], []
    for i in range(n):
        if i < 2 * interfering_pairs:
            target = f"shared{i // 2}"
        else:
            target = f"c{i}"
        if target not in [c["name"] for c in chars]:
            chars.append({"name": target, "controller": "alice", "hit_points": 5})
        abilities.append({"id": f"f{i}", "kind": "forced_response", "controller": "alice", "trigger": "attack",
                          "effects": [{"op": "heal" if i % 2 == 0 else "damage", "target": target, "amount": 1}]})
    return parse_scenario({"game": "marvel_champions", "players": {"order": ["alice", "bob"]},
                           "characters": chars, "event": {"id": "attack"}, "abilities": abilities},
                          f"<{n} forced responses>")


def count20(repeat):
    only = _time(lambda: count_linear_extensions(20, set()), repeat)
    sc = _forced(20)
    with_compile = _time(lambda: count_orders(compile_scenario(sc, "marvel_champions/en", who=False)), 1)
    compiled = compile_scenario(sc, "marvel_champions/en", who=False)
    assert count_orders(compiled) == 2432902008176640000
    counted = _time(lambda: count_orders(compiled), repeat)
    return only, counted, with_compile


def grouping12(repeat):
    sc = _forced(12, interfering_pairs=2)
    t0 = time.perf_counter()
    compiled = compile_scenario(sc, "marvel_champions/en", who=False)
    compile_s = time.perf_counter() - t0
    groups = outcome_groups(compiled)
    assert sum(g.count for g in groups) == 479001600
    return _time(lambda: outcome_groups(compiled), repeat), compile_s, len(groups)


def memory():
    out = {}
    for n in (7, 9):
        tracemalloc.start()
        deque(linear_extensions(n, {(0, 1)}), maxlen=0)
        out[f"{n}_elements"] = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    ratio, by = throughput(args.repeat)
    only, counted, with_compile = count20(args.repeat)
    g_s, g_compile, n_groups = grouping12(args.repeat)
    result = {"throughput_ratio_vs_networkx": round(ratio, 2), "throughput_by_poset": by,
              "count_20_seconds": round(counted, 6), "count_20_relation_only_seconds": round(only, 6),
              "count_20_with_compile_seconds": round(with_compile, 3),
              "grouping_12_seconds": round(g_s, 4), "grouping_12_compile_seconds": round(g_compile, 3),
              "grouping_12_outcomes": n_groups, "listing_peak_bytes": memory(), "repeat": args.repeat}
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for k, v in result.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
