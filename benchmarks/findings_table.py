"""The table of the official pool's open questions, for the README: `ruling lint POOL --json`'s sections.

    python3 benchmarks/findings_table.py [--pool PATH] [--json]

Runs ``python3 -m logic lint POOL --json`` from this checkout (the pool: ../shared/corpus/marvelsdb)
and prints, as Markdown, one row per section of the report's ``summary.sections`` (groups, quoted
text, uncovered forms, open readings: `logic.cards.lint.SECTIONS`) with its count of words, cards,
how many need a look, one example card and the wordings the printed cards settle (evidence), then the
counts by status. Skips (exit 0, with a message) when the pool is absent.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "marvelsdb"


def report(pool: Path) -> dict:
    """The lint report of ``pool`` (a fresh process, this checkout's code)."""
    out = subprocess.run([sys.executable, "-m", "logic", "lint", str(pool), "--json"], cwd=ROOT,
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        raise SystemExit(f"ruling lint failed ({out.returncode}): {out.stderr.strip()[:300]}")
    return json.loads(out.stdout)


def table(summary: dict) -> str:
    """The Markdown table of ``summary`` (a lint report's summary)."""
    lines = ["| section | words | cards | to look at | example | printed evidence (notes) |",
             "| --- | ---: | ---: | ---: | --- | --- |"]
    for name, sec in summary["sections"].items():
        ex = sec.get("example")
        player = " or ".join(ex["player"]) if ex and isinstance(ex.get("player"), list) else (ex or {}).get("player")
        example = f"{ex['code']} {ex['name']}: '{ex['word']}' {ex['status']}" + (
            f", {player}" if player else "") if ex else "-"
        evidence = "; ".join(f"\"{e['phrase']}\" x{e['cards']}" for e in sec.get("evidence", [])) or "-"
        if sec.get("settled_notes"):
            evidence = f"{sec['settled_notes']} words ruled through a settled reading; " + evidence
        lines.append(f"| {name.replace('_', ' ')} | {sec['count']} | {sec['cards']} | {sec['alarms']} | "
                     f"{example} | {evidence} |")
    statuses = ("holds", "ambiguous", "contradictory", "unknown", "unclassified", "not_covered", "unknown_card_type")
    lines.append("")
    lines.append(f"{summary['cards']} faces, {summary['occurrences']} words; by status: "
                 + ", ".join(f"{k} {summary[k]}" for k in statuses))
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pool", type=Path, default=CORPUS)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    if not a.pool.is_dir():
        print(f"skipped: no pool at {a.pool}")
        return 0
    s = report(a.pool)["summary"]
    print(json.dumps({"sections": s["sections"], **{k: s[k] for k in ("cards", "occurrences")}}, indent=1)
          if a.json else table(s))
    return 0


if __name__ == "__main__":
    sys.exit(main())
