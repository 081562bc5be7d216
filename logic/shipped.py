"""The tables shipped in the package: the solver's answers computed at build time, read before the cache.

A fresh install has an empty cache folder (``$RULING_CACHE``, `logic.you.table.cache_dir`), so its
first `ruling check`, `ruling lint` or `ruling diff` would solve everything. The package ships
``logic/tables/shipped.json.gz``, written by ``python3 -m logic.build_tables``: the very entries a
build-time run wrote to an empty cache folder, each under the key the cache uses for it. Those keys
are hashes of everything the answer is computed from (encoding files, the reasoning code, the
expectation, query and scenario files, the z3 version; paths relative to the project root), so an
entry whose sources changed since the build is simply never looked up: the answer is solved again
and kept in the user's cache as before. Nothing here decides anything; every entry was the solver's.

Five families, each consulted by its own cache before that cache's folder:

- ``memo``: whole results by file stem, ``<kind>-<digest>`` (`logic.you.table.memo`: the parts of
  `ruling check`; `logic.diff._memo`: the timing sweeps and the "you" diff of `ruling diff`);
- ``verdicts``: per rule base, its content key and the sentence and seat verdicts
  (`logic.you.table.VerdictTable`);
- ``components``: per rule base, its content key and the component answers
  (`logic.you.compiled.ComponentTable`).

- ``poolgraph``: the pool trigger graph's edge decisions, by the name of their decision key (a
  signature pair: types, traits named, the projected structures; no card text), under the content key
  they were computed with (`logic.pool_graph.build`: the cache file ``poolgraph-decisions-*.json``); and
  apart (``cores``), the decisions with their cores of the near misses no candidate asks.
- ``poolcycles``: the pool graph's cycle answers (whether a situation realises a cycle, by the hash of
  its nodes; each cycle shape's answer, by the hash of the shape) under the content key they were
  computed with (`logic.pool_graph.cycle_table`: the cache file ``poolcycles-*.json``).

``RULING_SHIPPED=off`` turns the layer off (the real solving cost, and the test suite, which
must exercise the solver); ``RULING_CACHE=off`` turns it off too (no table of any kind).
Paths under the project root are stored with `ROOT_TOKEN` in their place and put back on reading,
so the store holds no path of the machine that built it.
"""

from __future__ import annotations

import gzip
import json
import os
import zlib
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

__all__ = ["SHIPPED_FILE", "ROOT_TOKEN", "POOL_CYCLE_SECTIONS", "enabled", "memo_value", "verdicts", "components", "pool_decisions",
           "pool_cores", "pool_cycles", "write_store",
           "read_store", "sources_key", "SOURCE_FOLDERS"]

SHIPPED_FILE = Path(__file__).resolve().parent / "tables" / "shipped.json.gz"
ROOT_TOKEN = "@@RULING_ROOT@@"
FAMILIES = ("memo", "verdicts", "components", "poolgraph", "poolcycles")
#: the sections of family ``poolcycles`` (`logic.pool_graph.cycle_table.SECTIONS`): a cycle realised or
#: not, a shape's answer, a loop's witness run
POOL_CYCLE_SECTIONS = ("realised", "shapes", "runs")
#: the project's folders whose files an answer of `ruling check` or `ruling diff` may be computed from
SOURCE_FOLDERS = ("encodings", "expectations", "queries", "scenarios")


def sources_key() -> str:
    """A hash of everything the shipped answers of a check and the diffs are computed from: every
    module and grammar of ``logic``, every file of `SOURCE_FOLDERS` (names relative to the project
    root) and the z3 version. The store records the one it was built under; `tests/test_shipped.py`
    compares it with this one (the entries' own keys are what guard each lookup)."""
    import hashlib

    import z3

    from .registry import project_root
    logic = Path(__file__).resolve().parent
    h = hashlib.sha256(z3.get_version_string().encode())
    files = [(f"logic/{f.relative_to(logic).as_posix()}", f)
             for f in sorted(logic.rglob("*")) if f.suffix in (".py", ".lark") and "__pycache__" not in f.parts]
    root = project_root()
    for folder in SOURCE_FOLDERS:
        files += [(f.relative_to(root).as_posix(), f) for f in sorted((root / folder).rglob("*"))
                  if f.is_file() and "__pycache__" not in f.parts]
    for name, f in files:
        h.update(name.encode())
        h.update(hashlib.sha256(f.read_bytes()).digest())
    return h.hexdigest()[:32]


def enabled() -> bool:
    """Whether the shipped tables are consulted (``RULING_SHIPPED`` and ``RULING_CACHE`` not ``off``)."""
    return (os.environ.get("RULING_SHIPPED", "").lower() != "off"
            and os.environ.get("RULING_CACHE", "").lower() != "off")


def _root_text() -> str:
    from .registry import project_root
    return json.dumps(str(project_root().resolve()))[1:-1]  # as it is written inside a JSON string


class _Store(Mapping):
    """The families of a store, each decoded from its own gzip member when first asked for (a lint
    needs the verdicts, not the pool graph's decisions, which are most of the store's bytes)."""

    def __init__(self, sources, members: dict[str, bytes]):
        self._decoded: dict = {"sources": sources}
        self._members = members

    def __getitem__(self, name):
        if name not in self._decoded:
            if name not in FAMILIES:
                raise KeyError(name)
            raw = self._members.pop(name, None)
            self._decoded[name] = _decode(raw) if raw is not None else {}
        return self._decoded[name]

    def __iter__(self):
        return iter(("sources", *FAMILIES))

    def __len__(self) -> int:
        return 1 + len(FAMILIES)


def _decode(member: bytes) -> dict:
    """One family's gzip member as JSON, the project root put back; empty when it is unreadable."""
    try:
        got = json.loads(gzip.decompress(member).decode("utf-8").replace(ROOT_TOKEN, _root_text()))
        return dict(got) if isinstance(got, dict) else {}
    except (OSError, ValueError, EOFError):
        return {}


def read_store(path: Path = SHIPPED_FILE) -> Mapping:
    """The store at ``path`` with the project root put back, or empty families when it is absent or
    unreadable (an unreadable store is no store: everything is solved, as with an empty cache).

    The file is a gzip member holding a header (``sources`` and the byte size of each family's
    member), then one gzip member per family (`write_store`); a family is decompressed and decoded
    when first looked up. A file of one member holding the whole store (the layout of earlier
    versions) is read whole."""
    try:
        raw = path.read_bytes()
        first = zlib.decompressobj(wbits=31)
        text = first.decompress(raw).decode("utf-8")
        head = json.loads(text)
        sizes = head.get("members")
        if not isinstance(sizes, dict):  # one member: the whole store
            data = json.loads(text.replace(ROOT_TOKEN, _root_text()))
            return {"sources": data.get("sources"), **{f: dict(data.get(f, {})) for f in FAMILIES}}
        rest, at, members = first.unused_data, 0, {}
        for name in FAMILIES:
            size = int(sizes.get(name, 0))
            if size:
                members[name] = rest[at:at + size]
            at += size
        return _Store(head.get("sources"), members)
    except (OSError, ValueError, EOFError, AttributeError, TypeError, zlib.error):
        return {"sources": None, **{f: {} for f in FAMILIES}}


@lru_cache(maxsize=1)
def _store() -> Mapping:
    return read_store()


def memo_value(name: str):
    """The shipped result stored under the cache file stem ``name`` (``<kind>-<digest>``), or None."""
    if not enabled():
        return None
    got = _store()["memo"].get(name)
    return json.loads(json.dumps(got)) if got is not None else None  # the caller's own copy


def _of(family: str, rule_base: str, key: str) -> dict:
    if not enabled():
        return {}
    got = _store()[family].get(rule_base)
    return got["entries"] if got and got.get("content_key") == key else {}


def verdicts(rule_base: str, content_key: str) -> dict:
    """The shipped verdict entries (question key -> verdicts as JSON) of ``rule_base``, when they were
    computed under ``content_key``; else empty."""
    return _of("verdicts", rule_base, content_key)


def components(rule_base: str, content_key: str) -> dict:
    """The shipped component answers of ``rule_base`` computed under ``content_key``; else empty."""
    return _of("components", rule_base, content_key)


def pool_decisions(content_key: str) -> dict:
    """The shipped decisions of the pool graph (decision key name -> decision as JSON) computed under
    ``content_key`` (`logic.pool_graph.build.decisions_key`); else empty."""
    if not enabled():
        return {}
    got = _store()["poolgraph"]
    return got["entries"] if got and got.get("content_key") == content_key else {}


def pool_cores(content_key: str) -> dict:
    """The shipped decisions with their cores of the near misses no candidate asks (decision key name ->
    decision as JSON, `logic.pool_graph.build._with_core`) computed under ``content_key``; else empty."""
    if not enabled():
        return {}
    got = _store()["poolgraph"]
    return got.get("cores", {}) if got and got.get("content_key") == content_key else {}


def pool_cycles(content_key: str) -> dict:
    """The shipped cycle answers of the pool graph (``{"realised": {...}, "shapes": {...}, "runs": {...}}``, key name ->
    answer as JSON) computed under ``content_key`` (`logic.pool_graph.cycle_table.cycles_key`); else empty."""
    if not enabled():
        return {}
    got = _store()["poolcycles"]
    return {s: got.get(s, {}) for s in POOL_CYCLE_SECTIONS} if got and got.get("content_key") == content_key \
        else {}


def write_store(store: Mapping, path: Path = SHIPPED_FILE) -> int:
    """Write ``store`` (the families, and ``sources``: the `sources_key` it was built under)
    compressed, with no timestamp, keys in the order given (a result's own order is part of the
    report it makes), and the project root replaced by `ROOT_TOKEN`; returns the number of bytes
    written. Each family is its own gzip member, after a member that holds ``sources`` and their
    sizes (`read_store` decodes only the families asked for)."""
    root = _root_text()
    members = {}
    for f in FAMILIES:
        text = json.dumps(store.get(f, {}), separators=(",", ":")).replace(root, ROOT_TOKEN)
        members[f] = gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)
    head = json.dumps({"sources": store.get("sources"), "members": {f: len(b) for f, b in members.items()}},
                      separators=(",", ":"))
    data = gzip.compress(head.encode("utf-8"), compresslevel=9, mtime=0) + b"".join(members.values())
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)
    if path == SHIPPED_FILE:
        _store.cache_clear()
    return len(data)
