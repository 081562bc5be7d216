"""Benchmark: the cold figures of issue 18 (a first run on a fresh install), each beside the import floor.

In one run, each figure the median of ``--runs`` fresh processes (``python -m logic ...``):

- the floor: ``python -c 'import z3, networkx, lark'`` (what every command pays first);
- ``ruling check``: cold (an empty ``RULING_CACHE`` folder per run) with the tables shipped in the
  package (a fresh install), cold with them off (``RULING_SHIPPED=off``: the real solving cost),
  and warm (the folder a cold run filled);
- ``ruling lint`` of the official pool (``../shared/corpus/marvelsdb``; skipped when absent), cold
  with and without the shipped tables;
- ``ruling diff`` of en/fr and of en/de, cold with and without the shipped tables.

The rows ``cold (shipped)`` start with no bytecode of the project's own modules (its ``__pycache__`` folders
removed first, none written: each module compiled from source, as on the very first run of an editable
install); the rows ``cold (shipped, bytecode)`` keep Python's bytecode of them (written by one untimed run
first), as every later run with an empty ``RULING_CACHE`` has it, and as an install that compiles its modules
(``pip install .``) has it from the start. The libraries keep the bytecode their install wrote, in both.

Each median is printed with its ratio to the floor's and checked against the issue's targets
(check and lint at most 3 s, a diff at most 5 s, cold with the shipped tables, on 2 cores). Not a
test: it prints. ``--no-off`` leaves out the runs without the shipped tables (the slow ones).

    python benchmarks/cold.py [--runs 3] [--no-off] [--json]
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

from _timing import ROOT, drop_project_bytecode, repeat, run, summary  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "marvelsdb"
FLOOR = [sys.executable, "-c", "import z3, networkx, lark"]
TARGETS = {"check": 3.0, "lint": 3.0, "diff": 5.0}


def commands() -> dict[str, list[str]]:
    out = {"check": ["check"],
           "diff en fr": ["diff", "marvel_champions/en", "marvel_champions/fr"],
           "diff en de": ["diff", "marvel_champions/en", "marvel_champions/de"]}
    if CORPUS.is_dir():
        out["lint (official pool)"] = ["lint", str(CORPUS), "--json"]
    return out


def cold(cmd: list[str], runs: int, shipped: bool, bytecode: bool = False) -> dict:
    """``runs`` runs of ``cmd``, each with a new empty cache folder; the shipped tables on or off; with the
    project's bytecode (compiled by one untimed run first) or none."""
    base = Path(tempfile.mkdtemp(prefix="ruling-cold-"))
    env = [] if shipped else ["env", "RULING_SHIPPED=off"]
    drop_project_bytecode()
    try:
        if bytecode:
            run(env + cmd, base / "compile", bytecode=True)
        return summary([run(env + cmd, base / f"c{k}", bytecode=bytecode) for k in range(runs)])
    finally:
        shutil.rmtree(base, ignore_errors=True)


def warm(cmd: list[str], runs: int) -> dict:
    """A cold run (shipped tables off) fills a folder; ``runs`` runs then use it."""
    base = Path(tempfile.mkdtemp(prefix="ruling-warm-"))
    try:
        run(["env", "RULING_SHIPPED=off"] + cmd, base / "c")
        return summary([run(cmd, base / "c") for _ in range(runs)])
    finally:
        shutil.rmtree(base, ignore_errors=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-off", action="store_true", help="leave out the runs with the shipped tables off")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    os.environ.pop("RULING_SHIPPED", None)
    floor = repeat(FLOOR, a.runs)
    rows = {}
    for name, args in commands().items():
        cmd = [sys.executable, "-m", "logic", *args]
        row = {"cold (shipped)": cold(cmd, a.runs, True),
               "cold (shipped, bytecode)": cold(cmd, a.runs, True, bytecode=True)}
        if not a.no_off:
            row["cold (RULING_SHIPPED=off)"] = cold(cmd, a.runs, False)
        if name == "check":
            row["warm"] = warm(cmd, a.runs)
        rows[name] = row
    f = floor["wall"]["median"]
    result = {"cores": os.cpu_count(), "runs": a.runs, "floor": floor, "commands": rows, "targets_s": TARGETS,
              "met": {name: rows[name]["cold (shipped)"]["wall"]["median"] <= TARGETS[name.split()[0]]
                      for name in rows},
              "met_with_bytecode": {name: rows[name]["cold (shipped, bytecode)"]["wall"]["median"]
                                    <= TARGETS[name.split()[0]] for name in rows}}
    if a.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"median of {a.runs} fresh processes, {os.cpu_count()} cores; wall seconds, cpu seconds, "
          "and the wall median over the floor's")
    print(f"{'floor: import z3, networkx, lark':44} {f:>7} {floor['cpu']['median']:>7}")
    for name, row in rows.items():
        for how, t in row.items():
            w = t["wall"]["median"]
            print(f"{name + ' ' + how:44} {w:>7} {t['cpu']['median']:>7}  x{w / f:.1f}")
    for name, ok in result["met"].items():
        target = TARGETS[name.split()[0]]
        print(f"target: {name} cold (shipped) at most {target} s wall -> {'met' if ok else 'NOT met'}; "
              f"with bytecode -> {'met' if result['met_with_bytecode'][name] else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
