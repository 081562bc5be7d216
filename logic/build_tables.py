"""``python3 -m logic.build_tables``: solve what a fresh install asks first, and ship the answers.

Runs, with an empty cache folder of its own and the shipped tables off, what `ruling check` does
(every part), `ruling diff A B` for every two rule bases of a game (both orders), and
``ruling lint POOL`` of each pool given (``--pool``; by default the card pool beside the project,
``../shared/corpus/marvelsdb``, when it is there), then writes what those runs kept in the cache
folder to ``logic/tables/shipped.json.gz`` (`logic.shipped`). The card reader's cache is not
shipped: it holds card text. Every entry is the solver's answer; an entry holding an ``unknown``
is never kept by the caches, so it is not shipped either.

``--check`` writes nothing: it says whether the shipped tables were built from the sources as they
are now (`logic.shipped.sources_key`), and exits 1 when not.

Exit codes: 0 done (or current), 1 not current (``--check``), 2 bad input.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from itertools import permutations
from pathlib import Path

__all__ = ["build", "collect", "main"]


def _pools(given: list[str] | None) -> list[Path]:
    if given is not None:
        return [Path(p) for p in given]
    from .situation.model import corpus_path
    found = corpus_path()
    return [found] if found is not None else []


def diff_pairs_all() -> list[tuple[str, str]]:
    """Every ordered pair of two rule bases of one game."""
    from .registry import load_rule_base, rule_base_names
    names = rule_base_names()
    return [(a, b) for a, b in permutations(names, 2) if load_rule_base(a).game == load_rule_base(b).game]


def collect(folder: Path) -> dict:
    """The three families of `logic.shipped` read from the cache folder ``folder`` a run filled."""
    store: dict = {"memo": {}, "verdicts": {}, "components": {}}
    for f in sorted(folder.glob("*.json")):
        if f.name.startswith("reader-"):
            continue  # the card reader's cache: card text, not a verdict
        data = json.loads(f.read_text(encoding="utf-8"))
        if f.name.endswith(".components.json"):
            store["components"][data["rule_base"]] = {"content_key": data["content_key"], "entries": data["components"]}
        elif isinstance(data, dict) and "verdicts" in data and "content_key" in data and "rule_base" in data:
            store["verdicts"][data["rule_base"]] = {"content_key": data["content_key"], "entries": data["verdicts"]}
        else:
            store["memo"][f.stem] = data
    return store


def build(pools: list[Path], say=print) -> dict:
    """Run the check, every diff and the lint of ``pools`` into an empty cache folder, and return the
    store collected from it (`collect`). Sets ``RULING_CACHE`` and ``RULING_SHIPPED=off`` for this
    process (the workers it forks inherit them)."""
    folder = Path(tempfile.mkdtemp(prefix="ruling-build-"))
    os.environ["RULING_CACHE"] = str(folder)
    os.environ["RULING_SHIPPED"] = "off"
    from .check import run_check
    from .diff import diff_entries
    started = time.perf_counter()
    report = run_check()
    say(f"check: ok={report['ok']} ({time.perf_counter() - started:.1f} s)")
    for a, b in diff_pairs_all():
        t = time.perf_counter()
        diff_entries(a, b)
        say(f"diff {a} {b} ({time.perf_counter() - t:.1f} s)")
    for pool in pools:
        t = time.perf_counter()
        _lint(pool)
        say(f"lint {pool} ({time.perf_counter() - t:.1f} s)")
    return collect(folder)


def _lint(pool: Path) -> None:
    from .cards.lint import lint_pool
    from .cards.pool import read_pool
    from .you import analyses
    from .you.compiled import save_component_tables
    lint_pool(read_pool(pool), "marvel_champions/en")
    analyses.save_tables()
    save_component_tables()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m logic.build_tables", description=__doc__.splitlines()[0])
    ap.add_argument("--pool", action="append", metavar="PATH",
                    help="a card pool to lint (repeatable; default: ../shared/corpus/marvelsdb when present)")
    ap.add_argument("--check", action="store_true", help="only say whether the shipped tables are current")
    a = ap.parse_args(argv)
    pools = _pools(a.pool)
    for p in pools:
        if not p.is_dir():
            print(f"{p}: no such folder (--pool)", file=sys.stderr)
            return 2
    from .shipped import SHIPPED_FILE, read_store, sources_key, write_store
    if a.check:
        built, now = read_store().get("sources"), sources_key()
        if built == now:
            print(f"shipped tables current (sources {now})")
            return 0
        print(f"shipped tables NOT current: built under sources {built}, the sources are now {now}; "
              "run `python3 -m logic.build_tables` and commit logic/tables/shipped.json.gz")
        return 1
    sources = sources_key()
    store = build(pools)
    store["sources"] = sources
    size = write_store(store)
    print(f"wrote {SHIPPED_FILE} ({size / 1024:.0f} KiB): {len(store['memo'])} results, "
          f"{sum(len(v['entries']) for v in store['verdicts'].values())} verdicts, "
          f"{sum(len(v['entries']) for v in store['components'].values())} components")
    return 0


if __name__ == "__main__":
    sys.exit(main())
