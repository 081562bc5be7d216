"""The table of encoded entries (docs/encoded-entries.md), generated from `ruling coverage --json` so it stays true.

    python3 benchmarks/coverage_table.py            # print the table (Markdown)
    python3 benchmarks/coverage_table.py --write    # put it into docs/encoded-entries.md between its markers
    python3 benchmarks/coverage_table.py --check    # exit 1 when docs/encoded-entries.md's table is not this one

One row per entry of each language's rule base (the shared ``common/`` entries once, under the language
``common``): how many clauses encode it, how many of its locators are encoded and how many ledgered.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
START, END = "<!-- coverage-table:start -->", "<!-- coverage-table:end -->"


def rows() -> list[dict]:
    """`ruling coverage --json`, run from this checkout."""
    out = subprocess.run([sys.executable, "-m", "logic", "coverage", "--json"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def table(coverage: list[dict]) -> str:
    """The Markdown table for ``coverage`` rows (entry, language, clauses, locators encoded, ledgered)."""
    entries: dict[tuple[str, str, bool], dict] = {}
    for r in coverage:
        lang = r["rule_base"].split("/")[1]
        game = r["rule_base"].split("/")[0]
        key = (r["rule_base"], r["entry"], r.get("shared", False))   # a shared entry beside a language's own
        e = entries.setdefault(key, {"game": game, "language": lang, "entry": r["entry"], "clauses": set(),
                                     "encoded": 0, "ledgered": 0, "source": r["source"]})
        e["clauses"].update(r["clauses"])
        e["encoded" if r["clauses"] else "ledgered"] += 1
    seen_common: set[tuple[str, str]] = set()
    kept = []
    for (_, _, shared), e in entries.items():
        if shared:     # a fact every language shares: listed once
            if (e["game"], e["entry"]) in seen_common:
                continue
            seen_common.add((e["game"], e["entry"]))
            e = dict(e, language="common")
        kept.append(e)
    lines = ["| game | language | entry | clauses | locators encoded | locators ledgered |",
             "|---|---|---|---:|---:|---:|"]
    for e in sorted(kept, key=lambda e: (e["game"], e["language"], e["entry"])):
        lines.append(f"| {e['game']} | {e['language']} | {e['entry']} | {len(e['clauses'])} | {e['encoded']} "
                     f"| {e['ledgered']} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    text = table(rows())
    readme = ROOT / "docs" / "encoded-entries.md"
    if "--write" in argv or "--check" in argv:
        current = readme.read_text(encoding="utf-8")
        if START not in current or END not in current:
            print(f"{readme}: error: no {START} ... {END} markers", file=sys.stderr)
            return 2
        head, rest = current.split(START, 1)
        _, tail = rest.split(END, 1)
        new = f"{head}{START}\n{text}\n{END}{tail}"
        if "--check" in argv:
            if new != current:
                print(f"{readme}: the coverage table is out of date: run python3 benchmarks/coverage_table.py --write")
                return 1
            return 0
        readme.write_text(new, encoding="utf-8")
        return 0
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
