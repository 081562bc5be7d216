"""Runs query files: one question each, with its expected verdict.

A query file is TOML with ``id``, ``game``, ``rules`` (a rule base name),
``question`` (its kind), ``says``, a ``[world]`` (or whatever its kind reads),
and ``[expect]`` with ``verdict``, optional ``clauses`` (ids that must appear in
the justification) and ``source`` (where the expectation comes from).

Each question kind has a handler ``handler(query: dict, path: str) -> AskResult``.
Handlers register with `register`; modules that define kinds are listed in
``HANDLER_MODULES`` and imported on first use.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Callable

from .errors import InputError
from .registry import queries_dir, read_toml
from .verdict import AskResult

__all__ = ["register", "run_query_file", "query_files", "HANDLER_MODULES", "require"]

Handler = Callable[[dict, str], AskResult]
_HANDLERS: dict[str, Handler] = {}
#: modules whose import registers question kinds
HANDLER_MODULES = ["logic.you.queries", "logic.timing.ask", "logic.situation.query"]
_loaded = False


def register(kind: str) -> Callable[[Handler], Handler]:
    """Decorator: make ``handler`` answer queries whose ``question`` is ``kind``."""
    def wrap(fn: Handler) -> Handler:
        _HANDLERS[kind] = fn
        return fn
    return wrap


def _load_handlers() -> None:
    global _loaded
    if not _loaded:
        for name in HANDLER_MODULES:
            importlib.import_module(name)
        _loaded = True


def require(table: dict, key: str, path: str, where: str = "", kind=None):
    """``table[key]``, or an `InputError` naming the file and the key path."""
    place = f"{where}.{key}" if where else key
    if not isinstance(table, dict) or key not in table:
        raise InputError(f"missing key '{place}'", path)
    value = table[key]
    if kind is not None and not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise InputError(f"'{place}' must be a {names}, not {type(value).__name__}", path)
    return value


def run_query_file(path: str | Path) -> AskResult:
    """Read one query file and answer it; bad input raises `InputError` naming the file."""
    _load_handlers()
    path = str(path)
    query = read_toml(path)
    kind = require(query, "question", path, kind=str)
    for key in ("id", "rules", "says"):
        require(query, key, path, kind=str)
    require(query, "expect", path, kind=dict)
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise InputError(f"unknown question kind {kind!r}; known: {', '.join(sorted(_HANDLERS))}", path, "question")
    return handler(query, path)


def query_files(root: Path | None = None) -> list[Path]:
    """Every query file under ``queries/`` (or ``root``), sorted."""
    return sorted((root or queries_dir()).rglob("*.toml"))
