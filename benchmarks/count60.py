"""Benchmark: counting the legal orders of 60 abilities, random precedences at densities 0.01..0.5.

Run from the repository root::

    python benchmarks/count60.py                 # text
    python benchmarks/count60.py --json          # JSON
    python benchmarks/count60.py --seeds 5 --seconds 10

Each poset is a random graph order (60 elements in a random order, each pair related with probability
p). For every poset, two counters run side by side in this one process, alternately:

- ``raced``: `logic.timing.counting.count_extensions` (up-set and down-set recursions raced, Kangas,
  Hankala, Niinimäki, Koivisto, IJCAI 2016);
- ``upsets``: the same recursion on up-sets only (the counter before the race), same budget.

Both stop at ``--seconds`` of wall time (a budget, never a guess). Printed per density: the median wall
seconds of each (a stopped run counts as the budget), the median CPU seconds of the raced counter, how many finished, how many finished within 1 s, and the median
ratio upsets/raced over the posets (pair by pair). The machine's load inflates absolute times: read the
ratios.
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

from logic.timing.counting import Budget, CountStopped, _blocks, _closed_preds, _Out, _Space, count_extensions  # noqa: E402

DENSITIES = (0.01, 0.02, 0.03, 0.05, 0.08, 0.1, 0.2, 0.3, 0.5)


def random_poset(n, p, seed):
    rng = random.Random(seed)
    perm = list(range(n))
    rng.shuffle(perm)
    return {(perm[i], perm[j]) for i in range(n) for j in range(i + 1, n) if rng.random() < p}


def upsets_only(n, rel, seconds):
    """The up-set recursion alone (with parts and blocks), stopped at ``seconds``."""
    preds = _closed_preds(n, rel)
    succs = [0] * n
    for b in range(n):
        for a in range(n):
            if preds[b] >> a & 1:
                succs[a] |= 1 << b
    space = _Space(n, preds, succs)
    space.allowance, space.deadline = 10 ** 12, time.monotonic() + seconds
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * n + 1000))
    try:
        result = 1
        for block in _blocks(n, preds):
            result *= space.count(block)
        return result
    except _Out:
        return None
    finally:
        sys.setrecursionlimit(limit)


def timed(fn):
    """The value, the wall seconds and the CPU seconds of this process spent in ``fn()``."""
    t, c = time.perf_counter(), time.process_time()
    value = fn()
    return value, time.perf_counter() - t, time.process_time() - c


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=60)
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = []
    for p in DENSITIES:
        raced_t, base_t, ratios, done, fast, base_done, cpu = [], [], [], 0, 0, 0, []
        for seed in range(args.seeds):
            rel = random_poset(args.n, p, seed)

            def raced():
                try:
                    return count_extensions(args.n, rel, Budget(states=10 ** 9, seconds=args.seconds))
                except CountStopped:
                    return None
            a, ta, ca = timed(raced)
            b, tb, _ = timed(lambda: upsets_only(args.n, rel, args.seconds))
            cpu.append(ca)
            if a is not None and b is not None:
                assert a == b
            done += a is not None
            base_done += b is not None
            fast += a is not None and ta <= 1.0
            raced_t.append(ta if a is not None else args.seconds)
            base_t.append(tb if b is not None else args.seconds)
            ratios.append(base_t[-1] / raced_t[-1])
        rows.append({"density": p, "raced_median_s": round(statistics.median(raced_t), 3),
                     "raced_median_cpu_s": round(statistics.median(cpu), 3),
                     "upsets_median_s": round(statistics.median(base_t), 3),
                     "ratio_upsets_over_raced": round(statistics.median(ratios), 2),
                     "raced_finished": done, "raced_within_1s": fast, "upsets_finished": base_done,
                     "posets": args.seeds})
    result = {"n": args.n, "budget_seconds": args.seconds, "rows": rows}
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"n={args.n}, {args.seeds} posets per density, budget {args.seconds:g} s per count")
        print("density  raced(s)  raced cpu(s)  upsets(s)  ratio  finished  within 1 s")
        for r in rows:
            print(f"{r['density']:<8} {r['raced_median_s']:<9} {r['raced_median_cpu_s']:<13} {r['upsets_median_s']:<10} "
                  f"{r['ratio_upsets_over_raced']:<6} {r['raced_finished']}/{r['posets']}      {r['raced_within_1s']}/{r['posets']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
