"""Benchmark of the pool trigger graph (issue 16): ``ruling loops POOL`` cold and warm, and a warm
``ruling interactions`` query, each a fresh process.

Run from the repository root::

    python benchmarks/pool_graph.py                       # the official pool, ../shared/corpus/marvelsdb
    python benchmarks/pool_graph.py --pool PATH --runs 3 --json

Figures: the median, minimum and maximum of wall and CPU seconds (CPU includes worker processes) of
``--runs`` cold runs (each with a new empty cache folder), ``--runs`` warm runs (a folder one cold run
filled), and ``--runs`` warm interactions queries (the same text, after one run filled the cache). Targets
of the issue: graph and loops at most 10 s cold and 2 s warm, an interactions query at most 1 s warm, on 2
cores. The machine is usually shared: quote medians, and say how loaded it was (``load`` is the 1-minute
load average before and after).
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
from _timing import ROOT, cold_and_warm, run, summary  # noqa: E402

DEFAULT_POOL = ROOT.parent / "shared" / "corpus" / "marvelsdb"
TEXT = "<b>Forced Response</b>: After an ally you control is exhausted, ready it. (Max 1 per round.)"


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
    loops = [sys.executable, "-m", "logic", "loops", args.pool, "--json", "--jobs", str(args.jobs)]
    graph = cold_and_warm(loops, args.runs)
    inter = [sys.executable, "-m", "logic", "interactions", args.pool, "--type", "ally", "--text", TEXT, "--json"]
    base = Path(tempfile.mkdtemp(prefix="ruling-bench-"))
    try:
        run(loops, base)
        run(inter, base)
        warm_inter = summary([run(inter, base) for _ in range(args.runs)])
    finally:
        shutil.rmtree(base, ignore_errors=True)
    data = json.loads(graph["stdout"] or "{}").get("summary", {})
    out = {"pool": args.pool, "runs": args.runs, "jobs": args.jobs, "loops_cold": graph["cold"],
           "loops_warm": graph["warm"], "interactions_warm": warm_inter, "summary": data,
           "load": [round(load0, 2), round(os.getloadavg()[0], 2)], "cpus": os.cpu_count()}
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        for k in ("loops_cold", "loops_warm", "interactions_warm"):
            w, c = out[k]["wall"], out[k]["cpu"]
            print(f"{k}: wall median {w['median']} s (min {w['min']}, max {w['max']}), cpu median {c['median']} s")
        print(f"load average {out['load'][0]} -> {out['load'][1]} on {out['cpus']} cpus; summary {json.dumps(data)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
