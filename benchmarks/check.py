"""Benchmark: `ruling check` cold and warm, and each kind of question, as fresh processes.

Each figure is a fresh process (``python -m logic ...``), so imports, grounding and table loading are
included, as a user would see them. *Cold* runs each get an empty cache folder (``RULING_CACHE``: no
verdict, component or memoised part is kept from before); *warm* runs use the folder a cold run
filled. The tables shipped in the package (`logic.shipped`) are part of the install, so a cold run
reads them (``RULING_SHIPPED=off`` in the environment leaves them out; `benchmarks/cold.py` prints
both). Beside each median: its ratio to the floor, the bare import of z3, networkx and lark (what
every command pays before doing anything). Not a test: it prints the figures (``--json`` for a
machine-readable form) and the targets (a cold check at most 2 s wall on 2 cores).

    python benchmarks/check.py [--runs 5] [--json] [--only check]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import ROOT, cold_and_warm, repeat  # noqa: E402

QUERY = ROOT / "queries" / "marvel_champions" / "en" / "damage.toml"
FLOOR = [sys.executable, "-c", "import z3, networkx, lark"]

COMMANDS = {
    "check": ["check"],
    "you (one occurrence)": ["you", "--card-type", "treachery", "--function", "take_damage"],
    "you (ambiguous, two rulings)": ["you", "--card-type", "upgrade", "--function", "be_attacked", "--position", "when"],
    "you --text (one sentence)": ["you", "--card-type", "event", "--text", "You are stunned and discard a card from your hand."],
    "diff en fr": ["diff", "marvel_champions/en", "marvel_champions/fr"],
    "ask (one query)": ["ask", str(QUERY)],
    "coverage": ["coverage"],
}
TARGET_COLD_CHECK_S = 2.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--only", help="time only this command (a key of COMMANDS)")
    args = parser.parse_args()
    floor = repeat(FLOOR, args.runs)
    rows = {}
    for name, cmd in COMMANDS.items():
        if args.only and name != args.only:
            continue
        t = cold_and_warm([sys.executable, "-m", "logic", *cmd], args.runs)
        rows[name] = {"cold": t["cold"], "warm": t["warm"],
                      "cold_over_floor": round(t["cold"]["wall"]["median"] / floor["wall"]["median"], 1),
                      "warm_over_floor": round(t["warm"]["wall"]["median"] / floor["wall"]["median"], 1)}
    result = {"cores": os.cpu_count(), "runs": args.runs, "floor": floor, "commands": rows,
              "check_cold_target_s": TARGET_COLD_CHECK_S}
    if "check" in rows:
        result["check_cold_within_target"] = rows["check"]["cold"]["wall"]["median"] <= TARGET_COLD_CHECK_S
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"{'command':32} {'cold wall':>10} {'x floor':>8} {'cold cpu':>9} {'warm wall':>10} {'x floor':>8} "
          f"{'warm cpu':>9}   (median of {args.runs} fresh processes, {os.cpu_count()} cores)")
    for name, r in rows.items():
        print(f"{name:32} {r['cold']['wall']['median']:>10} {r['cold_over_floor']:>8} {r['cold']['cpu']['median']:>9} "
              f"{r['warm']['wall']['median']:>10} {r['warm_over_floor']:>8} {r['warm']['cpu']['median']:>9}")
    print(f"{'floor: import z3, networkx, lark':32} {floor['wall']['median']:>10} {'':>8} {floor['cpu']['median']:>9}")
    if "check" in rows:
        met = result["check_cold_within_target"]
        print(f"target: ruling check cold at most {TARGET_COLD_CHECK_S} s wall -> {'met' if met else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
