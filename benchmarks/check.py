"""Benchmark: a cold `ruling check` and each kind of question, median of 5 runs each.

Each figure is the wall time of a fresh process (``python -m logic ...``), so
imports and grounding are included, as a user would see them. Not a test: it
prints the figures (``--json`` for a machine-readable form) and the target
(the whole check under 3 s wall on 2 cores) beside the measured median.

    python benchmarks/check.py [--runs 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUERY = ROOT / "queries" / "marvel_champions" / "en" / "damage.toml"

COMMANDS = {
    "check": ["check"],
    "you (one occurrence)": ["you", "--card-type", "treachery", "--function", "take_damage"],
    "you (ambiguous, two rulings)": ["you", "--card-type", "upgrade", "--function", "be_attacked", "--position", "when"],
    "you --text (one sentence)": ["you", "--card-type", "event", "--text", "You are stunned and discard a card from your hand."],
    "diff en fr": ["diff", "marvel_champions/en", "marvel_champions/fr"],
    "ask (one query)": ["ask", str(QUERY)],
    "coverage": ["coverage"],
    "python startup + import z3 (floor)": None,
}


def run(args: list[str] | None) -> float:
    cmd = [sys.executable, "-c", "import z3"] if args is None else [sys.executable, "-m", "logic", *args]
    started = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = {}
    for name, cmd in COMMANDS.items():
        times = [run(cmd) for _ in range(args.runs)]
        rows[name] = {"median_s": round(statistics.median(times), 3), "min_s": round(min(times), 3),
                      "max_s": round(max(times), 3), "runs": args.runs}
    result = {"cores": os.cpu_count(), "commands": rows, "check_target_s": 3.0,
              "check_within_target": rows["check"]["median_s"] < 3.0}
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{'command':40} {'median s':>9} {'min':>7} {'max':>7}   ({args.runs} runs, {os.cpu_count()} cores)")
        for name, r in rows.items():
            print(f"{name:40} {r['median_s']:>9} {r['min_s']:>7} {r['max_s']:>7}")
        print(f"target: ruling check under 3 s wall -> {'met' if result['check_within_target'] else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
