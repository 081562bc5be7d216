"""Benchmark: counting the legal orders of 60 abilities, random precedences at densities 0.01..0.5.

Run from the repository root::

    python benchmarks/count60.py                 # text
    python benchmarks/count60.py --json          # JSON
    python benchmarks/count60.py --seeds 8 --seconds 10
    python benchmarks/count60.py --densities 0.03 0.05 --seconds 30

Each poset is a random graph order (60 elements in a random order, each pair related with probability
p). For every poset, two counters run side by side in this one process, alternately:

- ``new``: `logic.timing.counting.count_extensions` (the up-set and down-set recursions of Kangas,
  Hankala, Niinimäki, Koivisto, IJCAI 2016, raced with the variable elimination of
  `logic.timing.counting_ve` when the cover graph is narrow, and with the core recursions of
  `logic.timing.counting_core` when trees hang off the cover graph's 2-core);
- ``old``: the same without the breadth-first count over the down-sets of
  `logic.timing.counting_ideals` (default, ``--old down-sets``), or without the core recursions either
  (``--old eliminate``), or without the elimination either (``--old plain``), same budget.

Both stop at ``--seconds`` of wall time (a budget, never a guess); when both finish, their counts must
agree. Printed per density: the median wall seconds of each (a stopped run counts as the budget), the
median ratio old/new over the posets (pair by pair), how many each finished and how many finished
within 1 s of wall time, and within 1 s of this process's CPU time. The machine's load inflates
wall times (CPU seconds much less so): read the ratios and the CPU columns.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from logic.timing.counting import Budget, CountStopped, _count  # noqa: E402

DENSITIES = (0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1, 0.2, 0.3, 0.5)


def random_poset(n, p, seed):
    rng = random.Random(seed)
    perm = list(range(n))
    rng.shuffle(perm)
    return {(perm[i], perm[j]) for i in range(n) for j in range(i + 1, n) if rng.random() < p}


def timed(fn):
    """The value, the wall seconds and the CPU seconds of this process spent in ``fn()``."""
    t, c = time.perf_counter(), time.process_time()
    value = fn()
    return value, time.perf_counter() - t, time.process_time() - c


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=60)
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--densities", type=float, nargs="+", default=list(DENSITIES))
    ap.add_argument("--old", choices=("down-sets", "eliminate", "plain"), default="down-sets",
                    help="the counter to compare with: the race without the down-set count (default), "
                         "also without the core recursions (eliminate), also without the elimination (plain)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = []
    for p in args.densities:
        new_t, old_t, ratios, cpu, old_cpu = [], [], [], [], []
        new_done = old_done = new_fast = old_fast = new_fast_cpu = old_fast_cpu = 0
        for seed in range(args.seeds):
            rel = random_poset(args.n, p, seed)
            budget = Budget(states=10 ** 9, seconds=args.seconds)

            def run(eliminate, core, down_sets=True):
                try:
                    return _count(args.n, rel, budget, eliminate, core, down_sets)
                except CountStopped:
                    return None
            a, ta, ca = timed(lambda: run(True, True))
            b, tb, cb = timed(lambda: run(args.old != "plain", args.old == "down-sets", False))
            if a is not None and b is not None:
                assert a == b, (p, seed)
            cpu.append(ca)
            old_cpu.append(cb)
            new_fast_cpu += a is not None and ca <= 1.0
            old_fast_cpu += b is not None and cb <= 1.0
            new_done += a is not None
            old_done += b is not None
            new_fast += a is not None and ta <= 1.0
            old_fast += b is not None and tb <= 1.0
            new_t.append(ta if a is not None else args.seconds)
            old_t.append(tb if b is not None else args.seconds)
            ratios.append(old_t[-1] / new_t[-1])
        rows.append({"density": p, "new_median_s": round(statistics.median(new_t), 3),
                     "new_median_cpu_s": round(statistics.median(cpu), 3),
                     "old_median_cpu_s": round(statistics.median(old_cpu), 3),
                     "new_within_1s_cpu": new_fast_cpu, "old_within_1s_cpu": old_fast_cpu,
                     "old_median_s": round(statistics.median(old_t), 3),
                     "ratio_old_over_new": round(statistics.median(ratios), 2),
                     "new_finished": new_done, "new_within_1s": new_fast,
                     "old_finished": old_done, "old_within_1s": old_fast, "posets": args.seeds})
    result = {"n": args.n, "budget_seconds": args.seconds, "old": args.old, "rows": rows}
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"n={args.n}, {args.seeds} posets per density, budget {args.seconds:g} s per count, old: {args.old}")
        print("density  new(s)  old(s)  old/new  new cpu(s)  old cpu(s)  new done  <=1s  <=1s cpu  "
              "old done  <=1s  <=1s cpu")
        for r in rows:
            k = r["posets"]
            print(f"{r['density']:<8} {r['new_median_s']:<7} {r['old_median_s']:<7} {r['ratio_old_over_new']:<8} "
                  f"{r['new_median_cpu_s']:<11} {r['old_median_cpu_s']:<11} "
                  f"{r['new_finished']}/{k}{'':<6} {r['new_within_1s']}/{k}{'':<2} {r['new_within_1s_cpu']}/{k}{'':<6} "
                  f"{r['old_finished']}/{k}{'':<6} {r['old_within_1s']}/{k}{'':<2} {r['old_within_1s_cpu']}/{k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
