"""Reading many card texts at once, on two cores when there are many to read.

`read_many(keys)` makes sure `logic.abilities.reader.read_text` has read every ``(text, name, lang)``
of ``keys``: those its memo (`reader.TEXTS`, filled from disk by `logic.abilities.cache`) lacks are
read here. When there are at least `PARALLEL_FROM` of them and the machine has two cores, a forked
process reads the later part (`SHARE` of the text) while this one reads the earlier part, and its
readings come back pickled; the readings are the same as when read in one process (each is a
function of its key: `reader`).
Otherwise (few texts, one core, no ``fork``, or inside a daemonic worker, which may not fork) they
are read here, one after the other.

The cyclic garbage collector is paused while they are read (`logic.gcpause.gc_paused`): a reading
makes hundreds of thousands of small objects and no cycles, and the collector's passes over them took a fifth of the
time; memory is freed by reference counting as before.
"""

from __future__ import annotations

import multiprocessing
import os

from logic.abilities import reader
from logic.abilities.grammar import grammar
from logic.gcpause import gc_paused

__all__ = ["read_many", "PARALLEL_FROM"]

#: fewer unread texts than this are read in this process (a fork costs more than it saves)
PARALLEL_FROM = 400
#: the share of the text to read (by length) the forked process takes: half. What this process does
#: afterwards (taking the readings back, the summary, the gap table, the cache) waits for the forked
#: process's readings, so it overlaps nothing: the wall time is shortest when both readings take the
#: same CPU, which they do at half on the official pool (at 0.56 the forked process read about a tenth
#: longer; it decodes for itself the parser states it reaches first)
SHARE = 0.50


def _read_part(keys: list[tuple[str, str, str]]) -> dict:
    with gc_paused():
        for k in keys:
            reader.read_text(*k)
        return {k: reader.TEXTS[k] for k in keys}


def _halves(keys: list, share: float = 0.5) -> tuple[list, list]:
    """Two runs of ``keys`` (in order: a pack's texts share sentences), the second holding about
    ``share`` of their total length."""
    total, acc = sum(len(k[0]) for k in keys), 0
    for i, k in enumerate(keys):
        acc += len(k[0])
        if acc >= (1 - share) * total:
            return keys[:i + 1], keys[i + 1:]
    return keys, []


def read_many(keys, jobs: int | None = None) -> int:
    """Read every ``(text, name, lang)`` of ``keys`` not read yet (see the module); how many were read."""
    todo = list(dict.fromkeys((t or "", n or "", lang) for t, n, lang in keys))
    todo = [k for k in todo if k not in reader.TEXTS]
    jobs = jobs or min(2, os.cpu_count() or 1)
    if (jobs < 2 or len(todo) < PARALLEL_FROM or "fork" not in multiprocessing.get_all_start_methods()
            or multiprocessing.current_process().daemon):
        _read_part(todo)
        return len(todo)
    for lang in {k[2] for k in todo}:
        grammar(lang)  # loaded once, before the fork: the child has it
    mine, theirs = _halves(todo, SHARE)
    with multiprocessing.get_context("fork").Pool(1) as pool:
        pending = pool.apply_async(_read_part, (theirs,))
        _read_part(mine)
        with gc_paused():
            reader.TEXTS.update(pending.get())
    return len(todo)
