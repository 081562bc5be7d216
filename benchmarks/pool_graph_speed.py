"""Speed of the pool trigger graph (issue 16) beside the bare import of its libraries, as ratios.

Run from the repository root::

    python benchmarks/pool_graph_speed.py                   # the official pool, ../shared/corpus/marvelsdb
    python benchmarks/pool_graph_speed.py --pool PATH --runs 3 --jobs 2 --json

Each figure is the median of ``--runs`` fresh processes (`_timing.run`): ``ruling loops POOL --json``
cold (a new empty cache folder each run) and warm (a folder one cold run filled), a warm ``ruling
interactions`` query, and the baseline: a process that only imports z3, networkx and lark. Each is also
given as a ratio to that baseline, measured in the same run of this script, so a loaded machine inflates
both sides alike. Targets of the issue on 2 cores: cold at most 10 s, warm at most 2 s, an interactions
query at most 1 s warm. ``load`` is the 1-minute load average before and after: quote it with the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import ROOT, cold_and_warm, repeat, run, summary  # noqa: E402

DEFAULT_POOL = ROOT.parent / "shared" / "corpus" / "marvelsdb"
TEXT = "<b>Forced Response</b>: After an ally you control is exhausted, ready it. (Max 1 per round.)"
TARGETS = {"loops_cold": 10.0, "loops_warm": 2.0, "interactions_warm": 1.0}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pool", default=str(DEFAULT_POOL))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if not Path(args.pool).exists():
        print(f"{args.pool}: no such pool; nothing measured", file=sys.stderr)
        return 2
    load0 = os.getloadavg()[0]
    bare = repeat([sys.executable, "-c", "import z3, networkx, lark"], args.runs)
    loops = [sys.executable, "-m", "logic", "loops", args.pool, "--json", "--jobs", str(args.jobs)]
    graph = cold_and_warm(loops, args.runs)
    inter = [sys.executable, "-m", "logic", "interactions", args.pool, "--type", "ally", "--text", TEXT, "--json",
             "--jobs", str(args.jobs)]
    base = Path(tempfile.mkdtemp(prefix="ruling-bench-"))
    try:
        run(loops, base)
        run(inter, base)
        warm_inter = summary([run(inter, base) for _ in range(args.runs)])
    finally:
        shutil.rmtree(base, ignore_errors=True)
    figures = {"bare_import": bare, "loops_cold": graph["cold"], "loops_warm": graph["warm"],
               "interactions_warm": warm_inter}
    b = bare["wall"]["median"] or 1e-9
    out = {"pool": args.pool, "runs": args.runs, "jobs": args.jobs,
           "medians": {k: v["wall"]["median"] for k, v in figures.items()},
           "cpu_medians": {k: v["cpu"]["median"] for k, v in figures.items()},
           "ratio_to_bare_import": {k: round(v["wall"]["median"] / b, 1) for k, v in figures.items()},
           "targets": TARGETS, "figures": figures, "same_bytes_cold_warm": graph["stdout"] == graph["warm_stdout"],
           "load": [round(load0, 2), round(os.getloadavg()[0], 2)], "cpus": os.cpu_count()}
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        for k, v in figures.items():
            target = f" (target {TARGETS[k]} s)" if k in TARGETS else ""
            print(f"{k}: wall median {v['wall']['median']} s, cpu median {v['cpu']['median']} s, "
                  f"x{out['ratio_to_bare_import'][k]} the bare import{target}")
        print(f"cold and warm print the same bytes: {out['same_bytes_cold_warm']}; load average "
              f"{out['load'][0]} -> {out['load'][1]} on {out['cpus']} cpus")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
