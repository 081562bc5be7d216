"""Reading a pool's faces on two processors: a forked process reads the later faces while this one
reads the earlier ones.

`ReadAhead.start(faces, cache)` looks up which faces the read cache lacks (`logic.cards.readcache`)
and, when there are at least `PARALLEL_FROM` of them, the machine has two processors and ``fork``,
forks one process that reads the later part of them (`logic.cards.occurrences.read_face`; the parts
are cut by text length, the caller's a little shorter: it also decodes what comes back) while the
caller reads the earlier part. The process sends back each reading in the read cache's stored form
(`logic.cards.readcache.encode_entry`), by face key (`logic.cards.readcache.face_key`). `entry(face)`
gives that stored form for one of the process's faces (waiting for the process the first time one is
asked), or None, and the caller reads the face itself: one of its own part, one whose reading raised
(read again, it raises the very exception the caller reports), or any face when the process died.

A reading is a function of what the face key hashes (the read cache keeps it by that key), and the
stored form is the one a warm lint reads back: the readings are those one process gives.
"""

from __future__ import annotations

import multiprocessing as mp
import os

from logic.cards.markup import split_flavour
from logic.cards.occurrences import read_face, you_words
from logic.cards.readcache import ReadCache, encode_entry, face_key

__all__ = ["ReadAhead", "PARALLEL_FROM", "worth_it"]

#: fewer faces to read than this are read in one process (the fork costs more than it saves)
PARALLEL_FROM = 400
#: the share of the text to read (by length) the forked process takes: about half. The caller decodes
#: what comes back only once the process is done, so nothing overlaps the longer of the two readings: the
#: wall time is shortest when both take the same CPU, which they about do here on the official pool (where
#: a face whose text spells no "you" costs next to nothing: `logic.cards.occurrences.may_hold_english_you`)
SHARE = 0.52


def worth_it(unread: int) -> bool:
    """Whether ``unread`` faces are worth a second reading process: enough of them, two processors,
    ``fork``, and a process allowed children (a daemonic worker is not)."""
    return (unread >= PARALLEL_FROM and (os.cpu_count() or 1) >= 2 and "fork" in mp.get_all_start_methods()
            and not mp.current_process().daemon)


def _read_part(conn, caller_end, faces) -> None:
    caller_end.close()  # the caller's end: were the caller to die, sending fails rather than waits for ever
    out = {}
    try:
        for face in faces:
            try:
                groups = read_face(face)
            except Exception:  # the caller reads it again and reports what it raises
                continue
            out[face_key(face)] = encode_entry(groups, len(split_flavour(face.text)[1]))
    finally:
        try:
            conn.send(out)
        except OSError:  # the caller is gone: nobody to read for
            pass
        conn.close()


def _load_the_reader(faces) -> None:
    """Read the first of ``faces`` that holds a second-person word: what reading needs (the ability
    grammar, the lexicons) is then loaded once, before the fork, for both processes. (That face is
    the caller's: read again, it is a look-up.)"""
    for face in faces:
        if you_words(face):
            try:
                read_face(face)
            except Exception:  # the caller reads it again and reports what it raises
                pass
            return


class ReadAhead:
    """The faces a forked process reads (see the module); `start` makes one."""

    def __init__(self, theirs: set[str], conn=None, process=None):
        self._theirs, self._conn, self._process = theirs, conn, process
        self._entries: dict[str, bytes] | None = None if process is not None else {}

    @classmethod
    def start(cls, faces, cache: ReadCache | None = None) -> ReadAhead | None:
        """Fork a process reading the later part of the ``faces`` that ``cache`` (when given) lacks, or
        None when that is not worth it (`worth_it`)."""
        todo, seen = [], set()
        if cache is not None:
            cache.prefetch([cache.key(f) for f in faces])
        for face in faces:
            k = face_key(face)
            if k not in seen and (cache is None or not cache.has(cache.key(face))):
                seen.add(k)
                todo.append(face)
        if not worth_it(len(todo)):
            return None
        total, acc, cut = sum(len(f.text) for f in todo), 0, len(todo)
        for i, face in enumerate(todo):
            acc += len(face.text)
            if acc >= (1 - SHARE) * total:
                cut = i + 1
                break
        theirs = todo[cut:]
        if not theirs:
            return None
        _load_the_reader(todo[:cut])
        ctx = mp.get_context("fork")
        mine, child = ctx.Pipe(duplex=False)
        process = ctx.Process(target=_read_part, args=(child, mine, theirs), daemon=True)
        process.start()
        child.close()
        return cls({face_key(f) for f in theirs}, mine, process)

    def entry(self, face) -> bytes | None:
        """The stored form of ``face``'s reading by the forked process, or None (the caller reads it)."""
        k = face_key(face)
        if k not in self._theirs:
            return None
        if self._entries is None:
            self._entries = self._wait()
        return self._entries.get(k)

    def _wait(self) -> dict[str, bytes]:
        try:
            got = self._conn.recv()
        except (EOFError, OSError):  # the process died: its faces are read by the caller
            got = {}
        finally:
            self._conn.close()
            self._process.join()
        return got

    def close(self) -> None:
        """Wait for the process (a caller that asked for none of its faces still reaps it)."""
        if self._entries is None:
            self._entries = self._wait()
