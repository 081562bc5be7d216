"""Benchmark: read every printed ability of a pool into its structure (``ruling abilities POOL``).

Prints, as fresh processes, median / min / max of --runs runs, wall and CPU seconds:

- *json*: reading the pool's JSON alone (`logic.cards.pool.read_pool`), the floor;
- *cold*: ``ruling abilities POOL --summary --json`` with an empty cache folder each run (the LALR
  tables are built from the grammar and every distinct sentence is parsed);
- *warm*: the same with the cache folder a cold run filled (tables and readings loaded);

each with its ratio to the floor, and the summary (fully read %, trigger read %, dropped words) and the
reading's own ``seconds`` (in the process, interpreter start excluded). The machine may be shared:
quote medians and ratios.

Usage: python benchmarks/abilities.py [POOL] [--runs 5] [--lang fr] [--json]
Skips (exit 0, with a message) when the pool is absent.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import ROOT, cold_and_warm, repeat  # noqa: E402

DEFAULT_POOL = ROOT.parent / "shared" / "corpus" / "marvelsdb"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pool", nargs="?", default=str(DEFAULT_POOL))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--lang", default=None)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if not Path(args.pool).exists():
        print(f"skipped: no pool at {args.pool}")
        return 0
    lang = ["--lang", args.lang] if args.lang else []
    floor_cmd = [sys.executable, "-c", "import sys; from logic.cards.pool import read_pool; "
                 "read_pool(sys.argv[1], lang=sys.argv[2] if len(sys.argv) > 2 else None)", args.pool,
                 *([args.lang] if args.lang else [])]
    cmd = [sys.executable, "-m", "logic", "abilities", args.pool, "--summary", "--json", "--gaps", "0", *lang]
    floor = repeat(floor_cmd, args.runs)
    timed = cold_and_warm(cmd, args.runs)
    summary = json.loads(timed["stdout"])["summary"]
    warm_summary = json.loads(timed["warm_stdout"])["summary"]
    out = {"pool": args.pool, "runs": args.runs, "json": floor, "cold": timed["cold"], "warm": timed["warm"],
           "ratio_cold": round(timed["cold"]["wall"]["median"] / floor["wall"]["median"], 2),
           "ratio_warm": round(timed["warm"]["wall"]["median"] / floor["wall"]["median"], 2),
           "summary": summary, "in_process_seconds": {"cold": summary["seconds"], "warm": warm_summary["seconds"]}}
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    print(f"pool {args.pool}: {summary['sentences']} sentences, {summary['fully_read_pct']}% fully read, "
          f"{summary['trigger_read_pct']}% of triggers read, {summary['dropped_words']} words dropped")
    print(f"{'':6} {'wall median':>11} {'min':>7} {'max':>7} {'cpu median':>10} {'x json':>7}")
    for k in ("json", "cold", "warm"):
        w, c = out[k]["wall"], out[k]["cpu"]
        ratio = "" if k == "json" else f"{out['ratio_' + k]:>7}"
        print(f"{k:6} {w['median']:>11} {w['min']:>7} {w['max']:>7} {c['median']:>10} {ratio}")
    print(f"reading alone, in the process: cold {out['in_process_seconds']['cold']} s, "
          f"warm {out['in_process_seconds']['warm']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
