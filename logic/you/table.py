"""A rule base compiled once: the verdict of every sentence asked, kept on disk under its content.

`VerdictTable` maps a sentence question (its occurrences, who resolves it, the readings chosen)
to the verdicts `logic.you.analyses.rule_sentence` gave for it, each with its minimal core,
its witness rulings and what it depends on. The table lives in one JSON file per rule base,
named by a *content key*: a hash of every encoding file the rule base loads, of the reasoning
code that turns clauses into verdicts (``logic/you``, ``logic/solve.py``, ``logic/ground.py``,
``logic/clause.py``, ``logic/registry.py``, ``logic/verdict.py``; each named relative to the project
root, so the key does not depend on where the project is installed) and of the z3 version. An edit
to any of them gives a new key, so a stale answer is never read: the old file is simply not
looked at again (and `VerdictTable.save` removes older files of the same rule base).

The folder is ``$RULING_CACHE`` when set, else ``~/.cache/ruling``; ``RULING_CACHE=off``
turns the table off. The table never decides anything: every entry was computed by the solver,
and `tests/test_table.py` re-solves entries and compares.

Before the cache folder, both `VerdictTable` and `memo` consult the tables shipped in the package
(`logic.shipped`: the same entries under the same keys, computed by ``python3 -m logic.build_tables``;
``RULING_SHIPPED=off`` skips them). A shipped entry is never written back to the cache folder.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from functools import lru_cache
from pathlib import Path

from .. import shipped
from ..verdict import Verdict

__all__ = ["VerdictTable", "content_key", "cache_dir", "question_key", "relative_name", "memo"]

_CODE = ("you", "solve.py", "ground.py", "clause.py", "registry.py", "verdict.py")


def cache_dir() -> Path | None:
    """Where tables are kept, or None when ``RULING_CACHE=off``."""
    where = os.environ.get("RULING_CACHE", "")
    if where.lower() == "off":
        return None
    return Path(where) if where else Path.home() / ".cache" / "ruling"


@lru_cache(maxsize=None)
def content_key(rule_base: str) -> str:
    """A hash of everything a verdict of ``rule_base`` is computed from (see the module docstring)."""
    import z3

    from ..registry import load_rule_base
    rb = load_rule_base(rule_base)
    h = hashlib.sha256(rule_base.encode())
    files = sorted({c.file for c in rb.clauses})  # a file with no clause decides no verdict
    logic = Path(__file__).resolve().parent.parent
    for name in _CODE:
        p = logic / name
        files += sorted(str(f) for f in p.rglob("*.py")) if p.is_dir() else [str(p)]
    for f in files:
        h.update(relative_name(f).encode())
        h.update(Path(f).read_bytes())
    h.update(z3.get_version_string().encode())
    return h.hexdigest()[:20]


def relative_name(path) -> str:
    """``path`` as a key names it: relative to the project root (or to ``logic/``'s parent) when it is
    under it, so a key does not depend on where the project is installed; else as given."""
    s = os.path.abspath(str(path))
    for root in _roots(os.environ.get("RULING_HOME", "")):
        if s.startswith(root):
            return s[len(root):].replace(os.sep, "/")
    return str(path)


@lru_cache(maxsize=8)
def _roots(home: str) -> tuple[str, ...]:
    """The project root and ``logic/``'s parent, as given and resolved, each ending in a separator."""
    from ..registry import project_root
    out = []
    for root in (project_root(), Path(__file__).resolve().parent.parent.parent):
        for r in (os.path.abspath(str(root)), str(Path(root).resolve())):
            if r.rstrip(os.sep) + os.sep not in out:
                out.append(r.rstrip(os.sep) + os.sep)
    return tuple(out)


def question_key(rows: tuple, resolver: str | None, readings: dict | None) -> str:
    """The table key of one sentence question (canonical JSON)."""
    return json.dumps([[list(r[:2]), r[2] if isinstance(r[2], str) else list(r[2]), r[3]] for r in rows]
                      + [resolver, sorted((readings or {}).items())], separators=(",", ":"))


def _verdict(d: dict) -> Verdict:
    return Verdict(**d)


class VerdictTable:
    """The verdicts of one rule base, by `question_key`, read from and saved to the cache folder."""

    def __init__(self, rule_base: str):
        self.rule_base = rule_base
        folder = cache_dir()
        self.path = (folder / f"{rule_base.replace('/', '__')}-{content_key(rule_base)}.json") if folder else None
        self.entries: dict[str, list[dict]] = {}
        #: the answers shipped in the package for this content key (`logic.shipped`), read after ``entries``
        self.shipped: dict[str, list[dict]] = shipped.verdicts(rule_base, content_key(rule_base)) if folder else {}
        self.added = 0
        if self.path and self.path.is_file():
            try:
                data = json.loads(self.path.read_text(encoding="utf-8"))
                if data.get("content_key") == content_key(rule_base):
                    self.entries = data["verdicts"]
            except (OSError, ValueError, KeyError):
                self.entries = {}  # an unreadable cache is no cache: everything is solved again

    def get(self, key: str) -> list[Verdict] | None:
        got = self.entries.pop(key, None)
        if got is None:
            got = self.shipped.get(key)
            return [_verdict(d) for d in got] if got is not None else None
        self.entries[key] = got  # the most recently used last: `save` trims from the front
        return [_verdict(d) for d in got]

    def put(self, key: str, verdicts: list[Verdict]) -> None:
        if any(v.status == "unknown" for v in verdicts):
            return  # an unknown is not an answer: ask the solver again next time
        self.entries[key] = [v.to_json() for v in verdicts]
        self.added += 1

    def save(self) -> None:
        """Write the table (atomically) if anything was added; drop older tables of this rule base.
        Past `logic.store.MAX_TABLE_BYTES` the entries used longest ago are left out (`logic.store.trim_oldest`)."""
        if not self.path or not self.added:
            return
        from ..store import trim_oldest
        self.entries = trim_oldest(self.entries)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump({"rule_base": self.rule_base, "content_key": content_key(self.rule_base),
                           "verdicts": self.entries}, f, separators=(",", ":"), default=str)
            os.replace(tmp, self.path)
            for old in self.path.parent.glob(f"{self.rule_base.replace('/', '__')}-*.json"):
                if old != self.path:
                    old.unlink(missing_ok=True)
            self.added = 0
        except (OSError, TypeError, ValueError):
            pass  # a read-only home: the answers were still given, only not kept


@lru_cache(maxsize=None)
def _code_key() -> str:
    """A hash of every module of ``logic`` (a part of `ruling check` may use any of them)."""
    logic = Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for f in sorted(logic.rglob("*.py")) + sorted(logic.rglob("*.lark")):
        h.update(str(f.relative_to(logic)).encode())
        h.update(f.read_bytes())
    return h.hexdigest()


def memo(kind: str, rule_bases: tuple[str, ...], extra: tuple, compute):
    """``compute()``'s JSON result, kept on disk under ``kind`` and a key made of the content keys of
    ``rule_bases``, every module of ``logic``, the expectation files and ``extra`` (e.g. a query
    file's bytes): a part of `ruling check` is solved once per content, like a sentence. The memo
    files are trimmed, least recently used first, past `logic.store.MAX_STORE_BYTES` in all."""
    folder = cache_dir()
    if folder is None:
        return compute()
    from ..registry import project_root
    h = hashlib.sha256(json.dumps([kind, list(rule_bases), [content_key(n) for n in rule_bases], list(extra),
                                   _code_key()], default=str).encode())
    for f in sorted((project_root() / "expectations").rglob("*.toml")):
        h.update(relative_name(f).encode())
        h.update(f.read_bytes())
    path = folder / f"{kind}-{h.hexdigest()[:24]}.json"
    from ..store import mark_used, trim_files
    got = shipped.memo_value(path.stem)
    if got is not None:
        return got
    if path.is_file():
        try:
            got = json.loads(path.read_text(encoding="utf-8"))
            mark_used(path)
            return got
        except (OSError, ValueError):
            pass
    result = compute()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(result, f, default=str)
        os.replace(tmp, path)
        trim_files(folder)  # the memo files of the folder stay under their bound (`logic.store`)
    except (OSError, TypeError, ValueError):
        pass
    return json.loads(json.dumps(result, default=str))  # the same shape whether computed or read
