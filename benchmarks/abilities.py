"""Benchmark: read every printed ability of a pool into its structure (``ruling abilities POOL``).

Each round runs, as fresh processes and one after the other (so a change in the machine's load
touches all of them alike):

- *json*: reading the pool's JSON files alone (``json.load`` of every ``pack/*.json``): the floor;
- *pool*: the project's pool reader (`logic.cards.pool.read_pool`: JSON, translations, faces);
- *cold*: ``ruling abilities POOL --summary --json`` with an empty cache folder (the shipped parser
  tables are loaded, every distinct sentence is tokenised, parsed and built, the cache is written);
- *warm*: the same with the cache folder a first cold run filled (the readings are loaded).

It prints, per command, the median, min and max wall and CPU seconds, and the median of the per-round
ratios to *json* (wall and CPU), side by side; then the summary (fully read %, trigger read %,
dropped words) and the reading's own ``seconds`` (in the process, interpreter start excluded). The
machine may be shared: quote medians and ratios, and say how loaded it was (the load average is
printed).

Usage: python benchmarks/abilities.py [POOL] [--runs 5] [--lang fr] [--json]
Skips (exit 0, with a message) when the pool is absent.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import ROOT, run, summary  # noqa: E402

DEFAULT_POOL = ROOT.parent / "shared" / "corpus" / "marvelsdb"
KINDS = ("json", "pool", "cold", "warm")


def commands(pool: str, lang: str | None) -> dict[str, list[str]]:
    """The command of each kind (see the module)."""
    lang_args = ["--lang", lang] if lang else []
    return {
        "json": [sys.executable, "-c", "import glob, json, sys\n"
                 "for f in sorted(glob.glob(sys.argv[1] + '/pack/*.json')):\n"
                 "    with open(f, encoding='utf-8') as fh: json.load(fh)", pool],
        "pool": [sys.executable, "-c", "import sys; from logic.cards.pool import read_pool; "
                 "read_pool(sys.argv[1], lang=sys.argv[2] if len(sys.argv) > 2 else None)", pool,
                 *([lang] if lang else [])],
        "cold": [sys.executable, "-m", "logic", "abilities", pool, "--summary", "--json", "--gaps", "0", *lang_args],
    }


def measure(pool: str, runs: int, lang: str | None = None) -> dict:
    """``runs`` rounds of the four kinds; the summaries, the per-round ratios to *json*, the outputs."""
    cmds = commands(pool, lang)
    base = Path(tempfile.mkdtemp(prefix="ruling-bench-"))
    rows: dict[str, list[dict]] = {k: [] for k in KINDS}
    try:
        first = run(cmds["cold"], base / "warm")  # fills the warm folder (not counted)
        for k in range(runs):
            rows["json"].append(run(cmds["json"], None))
            rows["pool"].append(run(cmds["pool"], None))
            rows["cold"].append(run(cmds["cold"], base / f"cold{k}"))
            rows["warm"].append(run(cmds["cold"], base / "warm"))
    finally:
        shutil.rmtree(base, ignore_errors=True)
    out = {k: summary(rows[k]) for k in KINDS}
    out["ratio"] = {k: {m: round(statistics.median(r[m] / j[m] for r, j in zip(rows[k], rows["json"])), 2)
                        for m in ("wall", "cpu")} for k in KINDS if k != "json"}
    out["stdout"] = {"cold": rows["cold"][0]["stdout"] or first["stdout"], "warm": rows["warm"][0]["stdout"]}
    return out


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
    load_before = os.getloadavg()[0]
    timed = measure(args.pool, args.runs, args.lang)
    cold_summary = json.loads(timed["stdout"]["cold"])["summary"]
    warm_summary = json.loads(timed["stdout"]["warm"])["summary"]
    out = {"pool": args.pool, "runs": args.runs, "load_average": [round(load_before, 2), round(os.getloadavg()[0], 2)],
           "cpus": os.cpu_count(), **{k: timed[k] for k in KINDS}, "ratio": timed["ratio"],
           "summary": cold_summary,
           "in_process_seconds": {"cold": cold_summary["seconds"], "warm": warm_summary["seconds"]}}
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    s = cold_summary
    print(f"pool {args.pool}: {s['sentences']} sentences, {s['fully_read_pct']}% fully read, "
          f"{s['trigger_read_pct']}% of triggers read, {s['dropped_words']} words dropped")
    print(f"{args.runs} rounds on {out['cpus']} cpus, load average {out['load_average'][0]} before, "
          f"{out['load_average'][1]} after")
    print(f"{'':6} {'wall median':>11} {'min':>7} {'max':>7} {'cpu median':>10} {'wall/json':>9} {'cpu/json':>8}")
    for k in KINDS:
        w, c = out[k]["wall"], out[k]["cpu"]
        r = out["ratio"].get(k, {"wall": 1.0, "cpu": 1.0})
        print(f"{k:6} {w['median']:>11} {w['min']:>7} {w['max']:>7} {c['median']:>10} {r['wall']:>9} {r['cpu']:>8}")
    print(f"reading alone, in the process: cold {out['in_process_seconds']['cold']} s, "
          f"warm {out['in_process_seconds']['warm']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
