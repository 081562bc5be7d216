"""``python3 -m logic.build_tables``: solve what a fresh install asks first, and ship the answers.

Runs, as a user would on a fresh install (each a fresh process with an empty cache folder of its
own and the shipped tables off, two at a time), ``ruling check``, ``ruling diff A B`` for every two
rule bases of a game (both orders), and ``ruling lint POOL`` of each pool given (``--pool``; by
default the card pool beside the project, ``../shared/corpus/marvelsdb``, when it is there), then
writes what those runs kept in their cache folders to ``logic/tables/shipped.json.gz``
(`logic.shipped`): a shipped answer is the very answer a first run computes. ``ruling loops POOL`` of each
pool runs too: its edge decisions (over signatures, no card text) are shipped, and its cycle answers
(family ``poolcycles``: whether a situation realises each cycle, keyed by the hash of the cycle's nodes,
and each cycle shape's answer, keyed by the hash of the shape; `logic.pool_graph.cycle_table`: card codes,
ability ids, types and the labels of the solver's core, no card text). The card reader's cache is
not shipped, nor the pool graph's nodes and analyses (pickles): they hold card text. Every entry is the solver's answer; an entry holding an ``unknown``
is never kept by the caches, so it is not shipped either.

``--check`` writes nothing: it says whether the shipped tables were built from the sources as they
are now (`logic.shipped.sources_key`), and exits 1 when not.

Exit codes: 0 done (or current), 1 not current (``--check``), 2 bad input or a command that failed
(nothing is written then, nor when a source changed during the build).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from itertools import permutations
from pathlib import Path

from .errors import RulingError

__all__ = ["build", "collect", "commands", "main"]


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


def collect(folder: Path, store: dict | None = None) -> dict:
    """The families of `logic.shipped` read from the cache folder ``folder`` a run filled, put
    into ``store`` (an entry already there stays)."""
    from .shipped import POOL_CYCLE_SECTIONS
    store = store if store is not None else {"memo": {}, "verdicts": {}, "components": {}, "poolgraph": {},
                                             "poolcycles": {}}
    store.setdefault("poolgraph", {})
    store.setdefault("poolcycles", {})
    for f in sorted(folder.glob("*.json")):
        if f.name.startswith("reader-"):
            continue  # the card reader's cache: card text, not a verdict
        data = json.loads(f.read_text(encoding="utf-8"))
        if f.name.startswith("poolcycles-") and isinstance(data, dict) and data.get("family") == "poolcycles":
            kept = store.setdefault("poolcycles", {})
            if not kept or kept.get("content_key") == data["content_key"]:
                kept.setdefault("content_key", data["content_key"])
                for section in POOL_CYCLE_SECTIONS:
                    for k, v in data.get(section, {}).items():
                        kept.setdefault(section, {}).setdefault(k, v)
            continue
        if f.name.startswith("poolgraph-") and isinstance(data, dict) and data.get("family") == "poolgraph":
            kept = store.setdefault("poolgraph", {})
            if not kept or kept.get("content_key") == data["content_key"]:
                kept.setdefault("content_key", data["content_key"])
                entries = kept.setdefault("entries", {})
                for k, v in data["decisions"].items():
                    if k not in entries or (entries[k][4] is None and v[4] is not None):
                        entries[k] = v  # a decision with its world over one without
                for k, v in data.get("cores", {}).items():
                    kept.setdefault("cores", {}).setdefault(k, v)
            continue
        if f.name.endswith(".components.json"):
            family, entries = "components", data["components"]
        elif isinstance(data, dict) and {"rule_base", "content_key", "verdicts"} <= set(data):
            family, entries = "verdicts", data["verdicts"]
        else:
            store["memo"].setdefault(f.stem, data)
            continue
        kept = store[family].setdefault(data["rule_base"], {"content_key": data["content_key"], "entries": {}})
        if kept["content_key"] == data["content_key"]:
            for k, v in entries.items():
                kept["entries"].setdefault(k, v)
    return store


def commands(pools: list[Path]) -> list[list[str]]:
    """The ``ruling`` commands whose answers are shipped: the check, every diff, the lint and the loops of
    each pool (the loops keep the pool graph's edge decisions: family ``poolgraph``)."""
    out = [["check"]] + [["diff", a, b] for a, b in diff_pairs_all()]
    return out + [["lint", str(p)] for p in pools] + [["loops", str(p), "--jobs", "2"] for p in pools]


def _run(args: list[str], folder: Path) -> tuple[list[str], int, float, str]:
    env = {**os.environ, "RULING_CACHE": str(folder), "RULING_SHIPPED": "off"}
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "logic", *args], cwd=Path(__file__).resolve().parent.parent,
                          env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return args, done.returncode, time.perf_counter() - started, done.stderr.strip()


def build(pools: list[Path], say=print, jobs: int = 2) -> dict:
    """Run each of `commands` as a user would on a fresh install (a fresh process, an empty cache folder
    of its own, the shipped tables off), ``jobs`` at a time, and return the store collected from
    their folders (`collect`). Raises `RulingError` when a command fails (exit code 2)."""
    base = Path(tempfile.mkdtemp(prefix="ruling-build-"))
    try:
        todo = [(args, base / str(i)) for i, args in enumerate(commands(pools))]
        with ThreadPoolExecutor(max_workers=jobs) as ex:
            for args, code, seconds, err in ex.map(lambda t: _run(*t), todo):
                say(f"ruling {' '.join(args)}: exit {code} ({seconds:.1f} s)")
                if code not in (0, 1):
                    raise RulingError(f"`ruling {' '.join(args)}` failed (exit {code}): {err.splitlines()[-1:]}")
        store = None
        for _, folder in todo:
            if folder.is_dir():
                store = collect(folder, store)
        return store or collect(base)
    finally:
        shutil.rmtree(base, ignore_errors=True)


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
    from .abilities.grammar import ship_tables, stale_shipped_tables
    if a.check:
        built, now = read_store().get("sources"), sources_key()
        stale = stale_shipped_tables()
        if built == now and not stale:
            print(f"shipped tables current (sources {now})")
            return 0
        if built != now:
            print(f"shipped tables NOT current: built under sources {built}, the sources are now {now}; "
                  "run `python3 -m logic.build_tables` and commit logic/tables/shipped.json.gz")
        for lang in stale:
            print(f"shipped parser tables of the {lang} ability grammar NOT current; run "
                  "`python3 -m logic.build_tables` and commit logic/tables/abilities-*.lark.xz")
        return 1
    stale = stale_shipped_tables()   # a table keyed by its grammar's text (and lark's and Python's versions) is current
    for path in ship_tables(stale) if stale else []:
        print(f"wrote {path} ({path.stat().st_size / 1024:.0f} KiB): the ability grammar's parser tables")
    sources = sources_key()
    try:
        store = build(pools)
    except RulingError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if sources_key() != sources:
        print("error: a source changed during the build; nothing written: run it again", file=sys.stderr)
        return 2
    store["sources"] = sources
    size = write_store(store)
    print(f"wrote {SHIPPED_FILE} ({size / 1024:.0f} KiB): {len(store['memo'])} results, "
          f"{sum(len(v['entries']) for v in store['verdicts'].values())} verdicts, "
          f"{sum(len(v['entries']) for v in store['components'].values())} components, "
          f"{len(store.get('poolgraph', {}).get('entries', {}))} pool graph decisions, "
          f"{len(store.get('poolcycles', {}).get('realised', {}))} realised cycles, "
          f"{len(store.get('poolcycles', {}).get('shapes', {}))} cycle shapes, "
          f"{len(store.get('poolcycles', {}).get('runs', {}))} witness runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
