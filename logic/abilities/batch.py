"""Reading many card texts at once, on two cores when there are many to read.

`read_many(keys)` makes sure `logic.abilities.reader.read_text` has read every ``(text, name, lang)``
of ``keys``: those its memo (`reader.TEXTS`, filled from disk by `logic.abilities.cache`) lacks are
read here. When there are at least `PARALLEL_FROM` of them and the machine has two cores, a forked
process reads the later part (`SHARE` of the text) while this one reads the earlier part, and its
readings come back pickled; the readings are the same as when read in one process (each is a
function of its key: `reader`). The pickled bytes, and this process's own part pickled while the other
still reads, are handed to `logic.abilities.cache`, which writes them as they are.
Otherwise (few texts to read, one core, no ``fork``, or inside a daemonic worker, which may not fork)
they are read here, one after the other.

``then`` names further memos filled per text right after its reading, in the same process (each an
`After`: its table and the function that fills it for a key, a function of the key alone, as the
catalogue checks of `logic.abilities.summary.check_text` are): what a forked process filled comes back
with its readings. Texts all read already (their readings loaded from the cache) with only memos to fill
are done here: taking the other process's memos back (the effects they name, copied) cost more than it saved.

The cyclic garbage collector is paused while they are read (`logic.gcpause.gc_paused`): a reading
makes hundreds of thousands of small objects and no cycles, and the collector's passes over them took a fifth of the
time; memory is freed by reference counting as before.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
from typing import Callable, NamedTuple

from logic.abilities import cache, reader
from logic.abilities.grammar import grammar
from logic.gcpause import gc_paused

__all__ = ["read_many", "After", "PARALLEL_FROM"]

#: fewer unread texts than this are read in this process (a fork costs more than it saves)
PARALLEL_FROM = 400
#: the share of the text to read (by length) the forked process takes: half. What this process does
#: afterwards (taking the readings back, the summary, the gap table, the cache) waits for the forked
#: process's readings, so it overlaps nothing: the wall time is shortest when both readings take the
#: same CPU, which they do at half on the official pool (at 0.56 the forked process read about a tenth
#: longer; it decodes for itself the parser states it reaches first)
SHARE = 0.50


class After(NamedTuple):
    """A memo filled per text after its reading: ``fill(*key)`` puts the key's value in ``table[key]``."""
    table: dict
    fill: Callable


def _read_part(keys: list[tuple[str, str, str]], then: tuple[After, ...] = ()) -> tuple[dict, ...]:
    """Read ``keys`` and fill the ``then`` memos for each; the readings made here and each memo's rows of
    ``keys``."""
    with gc_paused():
        new = [k for k in keys if k not in reader.TEXTS]
        for k in keys:
            reader.read_text(*k)
            for step in then:
                step.fill(*k)
        return ({k: reader.TEXTS[k] for k in new},
                *({k: step.table[k] for k in keys if k in step.table} for step in then))


#: the ``then`` of the `read_many` forking now: the forked process finds it here, the memos it fills being
#: this process's own (pickled as arguments, they would be copies)
_FORKED_THEN: list[After] = []


def _read_theirs(keys: list[tuple[str, str, str]]) -> tuple:
    """`_read_part` in the forked process, with the ``then`` of the `read_many` that forked it; its readings
    pickled here (the bytes `logic.abilities.cache` writes as they are)."""
    texts, *memos = _read_part(keys, tuple(_FORKED_THEN))
    with gc_paused():
        return (_pickled(texts), *memos)


def _pickled(texts: dict) -> bytes:
    return pickle.dumps(texts, protocol=pickle.HIGHEST_PROTOCOL)


def _halves(keys: list, share: float = 0.5) -> tuple[list, list]:
    """Two runs of ``keys`` (in order: a pack's texts share sentences), the second holding about
    ``share`` of their total length."""
    total, acc = sum(len(k[0]) for k in keys), 0
    for i, k in enumerate(keys):
        acc += len(k[0])
        if acc >= (1 - share) * total:
            return keys[:i + 1], keys[i + 1:]
    return keys, []


def read_many(keys, jobs: int | None = None, then: tuple[After, ...] = ()) -> int:
    """Read every ``(text, name, lang)`` of ``keys`` not read yet, and fill the ``then`` memos for every key
    (see the module); how many keys lacked a reading or a memo row."""
    todo = list(dict.fromkeys((t or "", n or "", lang) for t, n, lang in keys))
    todo = [k for k in todo if k not in reader.TEXTS or any(k not in step.table for step in then)]
    jobs = jobs or min(2, os.cpu_count() or 1)
    unread = sum(1 for k in todo if k not in reader.TEXTS)  # only memos to fill (a warm run): not worth a fork
    if (jobs < 2 or unread < PARALLEL_FROM or "fork" not in multiprocessing.get_all_start_methods()
            or multiprocessing.current_process().daemon):
        _read_part(todo, then)
        return len(todo)
    for lang in {k[2] for k in todo}:
        grammar(lang)  # loaded once, before the fork: the child has it
    mine, theirs = _halves(todo, SHARE)
    _FORKED_THEN[:] = then
    with multiprocessing.get_context("fork").Pool(1) as pool:
        pending = pool.apply_async(_read_theirs, (theirs,))
        texts = _read_part(mine, then)[0]
        with gc_paused():
            keeping = cache.on()
            if keeping:  # pickled while the other process reads: `cache.save` writes the bytes as they are
                cache.keep(texts, _pickled(texts))
            blob, *memos = pending.get()
            texts = pickle.loads(blob)
            if keeping:
                cache.keep(texts, blob)
            reader.TEXTS.update(texts)
            for step, rows in zip(then, memos):
                step.table.update(rows)
    return len(todo)
