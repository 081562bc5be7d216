"""A keyed store on disk that stays small: one SQLite file, read entry by entry, trimmed by last use.

`KeyedStore` keeps byte strings (compressed with zlib) by a text key in one SQLite database
(``<name>.sqlite`` in the cache folder, `logic.you.table.cache_dir`). It promises:

- a run reads only the entries it asks for (``get`` is one indexed lookup), never the whole store;
- an entry larger than ``max_entry`` bytes (compressed) is not kept: one oversized input never
  makes every later run read or write it;
- past ``max_bytes`` in all, the entries used longest ago are deleted until the store is at three
  quarters of its bound (least recently used first; a ``get`` marks an entry used, to the minute:
  `TOUCH_AFTER`);
- a store that cannot be opened, read or written (a read-only home, a damaged file, another process
  holding the lock too long) behaves as an empty one: the caller computes again, nothing fails.

SQLite comes with Python (``sqlite3``) and handles several processes writing the same file.

The caches kept as one small file per computation (`logic.you.table.memo`, `logic.diff`: one file
per key, so already read per entry) are trimmed the same way by `trim_files`: past ``max_bytes``
in all, the files used longest ago (`mark_used` on each read) are deleted. The tables still kept as
one JSON file (the verdict tables, `logic.you.table`, and the component tables, `logic.you.compiled`:
read whole, as small as a rule base's distinct questions) are held under `MAX_TABLE_BYTES` by
`trim_oldest` when they are written.
"""

from __future__ import annotations

import os
import sqlite3
import time
import zlib
from pathlib import Path

__all__ = ["KeyedStore", "MAX_STORE_BYTES", "MAX_ENTRY_BYTES", "MAX_TABLE_BYTES", "MEMO_FILES", "trim_files",
           "mark_used", "trim_oldest"]

#: the bound on one store's entries in all (compressed bytes)
MAX_STORE_BYTES = 64 * 2**20
#: the bound on one entry (compressed bytes): a larger one is not kept
MAX_ENTRY_BYTES = 1 * 2**20
#: an entry read is marked used again only when its mark is older than this (seconds): a warm run
#: rewrites no mark it made less than a minute ago
TOUCH_AFTER = 60.0

#: the bound on one table kept as a single JSON file (the verdict and component tables, `trim_oldest`)
MAX_TABLE_BYTES = 16 * 2**20
#: the one-file-per-key caches of the cache folder (`trim_files`)
MEMO_FILES = ("check-*.json", "diff-*.json")

_SCHEMA = ("CREATE TABLE IF NOT EXISTS entries (key TEXT PRIMARY KEY, value BLOB NOT NULL, "
           "size INTEGER NOT NULL, used REAL NOT NULL)")


class KeyedStore:
    """Byte strings by key in ``folder/<name>.sqlite`` (see the module docstring)."""

    def __init__(self, folder: Path | str, name: str, max_bytes: int = MAX_STORE_BYTES,
                 max_entry: int = MAX_ENTRY_BYTES):
        self.path = Path(folder) / f"{name}.sqlite"
        self.max_bytes = max_bytes
        self.max_entry = max_entry
        self._db: sqlite3.Connection | None = None
        self._pending: dict[str, bytes] = {}
        self._used: set[str] = set()
        self._opened = False

    def _conn(self) -> sqlite3.Connection | None:
        """The open database, or None when it cannot be opened (then the store is empty)."""
        if not self._opened:
            self._opened = True
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(self.path, timeout=5, isolation_level=None)
                db.execute("PRAGMA journal_mode=WAL")
                db.execute("PRAGMA synchronous=NORMAL")  # a cache: a lost last write is only recomputed
                db.execute(_SCHEMA)
                db.execute("CREATE INDEX IF NOT EXISTS by_use ON entries (used)")
                self._db = db
            except (sqlite3.Error, OSError):
                self._db = None
        return self._db

    def get(self, key: str) -> bytes | None:
        """The value kept under ``key``, or None (never kept, trimmed, or unreadable)."""
        if key in self._pending:
            return zlib.decompress(self._pending[key])
        db = self._conn()
        if db is None:
            return None
        try:
            row = db.execute("SELECT value, used FROM entries WHERE key = ?", (key,)).fetchone()
            if row is None:
                return None
            value = zlib.decompress(row[0])
        except (sqlite3.Error, zlib.error):
            return None
        if row[1] < time.time() - TOUCH_AFTER:
            self._used.add(key)
        return value

    def get_many(self, keys) -> dict[str, bytes]:
        """The values kept under those of ``keys`` that have one (one query per 500 keys)."""
        keys = list(dict.fromkeys(keys))
        out = {k: zlib.decompress(self._pending[k]) for k in keys if k in self._pending}
        db = self._conn()
        if db is None:
            return out
        rest = [k for k in keys if k not in out]
        stale = time.time() - TOUCH_AFTER
        try:
            for i in range(0, len(rest), 500):
                chunk = rest[i:i + 500]
                marks = ",".join("?" * len(chunk))
                for k, v, used in db.execute(f"SELECT key, value, used FROM entries WHERE key IN ({marks})", chunk):
                    try:
                        out[k] = zlib.decompress(v)
                    except zlib.error:
                        continue
                    if used < stale:
                        self._used.add(k)
        except sqlite3.Error:
            pass
        return out

    def put(self, key: str, value: bytes) -> bool:
        """Keep ``value`` under ``key`` at the next `flush`; False (and nothing kept) when it is larger,
        compressed, than ``max_entry``."""
        packed = zlib.compress(value, 6)
        if len(packed) > self.max_entry:
            return False
        self._pending[key] = packed
        return True

    def flush(self) -> None:
        """Write what was put, mark what was read as used now, and trim past ``max_bytes``."""
        if not self._pending and not self._used:
            return
        db = self._conn()
        if db is None:
            self._pending.clear()
            self._used.clear()
            return
        now = time.time()
        try:
            with db:
                db.execute("BEGIN IMMEDIATE")
                db.executemany("INSERT OR REPLACE INTO entries (key, value, size, used) VALUES (?, ?, ?, ?)",
                               [(k, v, len(v), now) for k, v in self._pending.items()])
                db.executemany("UPDATE entries SET used = ? WHERE key = ?",
                               [(now, k) for k in self._used - set(self._pending)])
                self._trim(db)
        except sqlite3.Error:
            pass  # not kept: the answers were still given
        self._pending.clear()
        self._used.clear()

    def _trim(self, db: sqlite3.Connection) -> None:
        total = db.execute("SELECT COALESCE(SUM(size), 0) FROM entries").fetchone()[0]
        if total <= self.max_bytes:
            return
        target, freed = total - self.max_bytes * 3 // 4, 0
        doomed = []
        for key, size in db.execute("SELECT key, size FROM entries ORDER BY used, key"):
            doomed.append((key,))
            freed += size
            if freed >= target:
                break
        db.executemany("DELETE FROM entries WHERE key = ?", doomed)

    def total_bytes(self) -> int:
        """The bytes (compressed) of every entry kept on disk."""
        db = self._conn()
        if db is None:
            return 0
        try:
            return db.execute("SELECT COALESCE(SUM(size), 0) FROM entries").fetchone()[0]
        except sqlite3.Error:
            return 0

    def close(self) -> None:
        """Flush, then close the database."""
        self.flush()
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                pass
        self._db = None
        self._opened = False


def mark_used(path: Path) -> None:
    """Mark a one-file cache entry as used now (its modification time), for `trim_files`."""
    try:
        os.utime(path)
    except OSError:
        pass


def trim_files(folder: Path | str, patterns=MEMO_FILES, max_bytes: int = MAX_STORE_BYTES) -> int:
    """When the files of ``folder`` matching ``patterns`` hold more than ``max_bytes`` in all, delete
    those used longest ago (oldest modification time first) until they hold three quarters of it.
    Returns how many were deleted; a file that cannot be looked at or deleted is left."""
    files = []
    for pattern in patterns:
        for f in Path(folder).glob(pattern):
            try:
                st = f.stat()
            except OSError:
                continue
            files.append((st.st_mtime, str(f), st.st_size))
    total = sum(size for _, _, size in files)
    if total <= max_bytes:
        return 0
    deleted = 0
    for _, name, size in sorted(files):
        if total <= max_bytes * 3 // 4:
            break
        try:
            os.unlink(name)
        except OSError:
            continue
        total -= size
        deleted += 1
    return deleted


def trim_oldest(entries: dict, max_bytes: int | None = None) -> dict:
    """``entries`` (JSON values by key, oldest first: a table moves an entry it answers from to the end)
    when their JSON holds at most ``max_bytes`` (default `MAX_TABLE_BYTES`); else the newest of them that hold three quarters of it.

    >>> trim_oldest({"a": "x" * 10, "b": "y" * 10, "c": "z"}, max_bytes=24)
    {'c': 'z'}
    """
    import json
    max_bytes = MAX_TABLE_BYTES if max_bytes is None else max_bytes
    sizes = [(k, len(k) + len(json.dumps(v, separators=(",", ":"), default=str)) + 6) for k, v in entries.items()]
    total = sum(n for _, n in sizes)
    if total <= max_bytes:
        return entries
    kept, room = [], max_bytes * 3 // 4
    for k, n in reversed(sizes):
        if n > room:
            break
        kept.append(k)
        room -= n
    return {k: entries[k] for k in reversed(kept)}
