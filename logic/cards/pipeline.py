"""Reading and ruling at once: a lint reads the cards while one other process rules on the sentences.

Reading a pool (the card reader on every face) and ruling on its distinct sentences take about as long
as each other on the official pool, and neither needs the other's processor: the reader hands each
new sentence question to a solver process as soon as a batch of faces is read, and the solver has
usually caught up when the last face is read. The solver process is the one process that rules (so
``--jobs 1`` still rules with one process, as `logic.cards.lint.solve_all` would, and gives the same
answers: a verdict does not depend on the order questions are asked in). It sends back its answers
and the components it solved (`logic.you.compiled`); a question it could not answer (it died) is
ruled in the reading process afterwards.
"""

from __future__ import annotations

import multiprocessing as mp
import os

from logic.cards.readcache import ReadCache, read_faces

__all__ = ["worth_it", "read_and_rule"]

BATCH = 200  # faces read between two hand-overs
MIN_FACES = 400  # below this, the fork costs more than it saves


def worth_it(faces) -> bool:
    """Whether to read and rule at once: a big enough pool, two processors, and fork."""
    return len(faces) >= MIN_FACES and (os.cpu_count() or 1) >= 2 and "fork" in mp.get_all_start_methods()


def _ruler_process(conn, rule_base: str) -> None:
    from logic.cards import lint
    from logic.you import compiled
    answers = {}
    try:
        while True:
            batch = conn.recv()
            if batch is None:
                break
            for key in batch:
                answers[key] = lint._solve_one(rule_base, key)
    finally:
        table = compiled._COMPONENT_TABLES.get(rule_base)
        conn.send((answers, table.added if table is not None else {}))
        conn.close()


def read_and_rule(faces, rule_base: str, keys_of, known) -> tuple[list, dict, dict]:
    """What `read_faces` gives for ``faces``, the verdicts of the new questions of their sentence groups
    (``keys_of(groups)`` lists a face's questions), ruled in a forked process while the faces are read,
    and those ``known(key)`` gave (a question answered already, or None). The process is forked at the
    first new question: a pool whose every question is known forks nothing."""
    from logic.you.table import cache_dir
    folder = cache_dir()
    cache = ReadCache(folder) if folder is not None else None
    read, seen, found = [], set(), {}
    mine = process = None
    alive = True
    for start in range(0, len(faces), BATCH):
        got = read_faces(faces[start:start + BATCH], cache=cache, save=False)
        read += got
        new = []
        for groups, _ in got:
            if isinstance(groups, Exception):
                continue
            for key in keys_of(groups):
                if key in seen:
                    continue
                seen.add(key)
                verdicts = known(key)
                if verdicts is not None:
                    found[key] = verdicts
                else:
                    new.append(key)
        if new and alive:
            if process is None:
                ctx = mp.get_context("fork")
                mine, theirs = ctx.Pipe()
                process = ctx.Process(target=_ruler_process, args=(theirs, rule_base), daemon=True)
                process.start()
                theirs.close()
            try:
                mine.send(new)
            except (BrokenPipeError, OSError):
                alive = False
    if cache is not None:
        cache.save()
    answers, components = {}, {}
    if process is not None:
        try:
            if alive:
                mine.send(None)
            answers, components = mine.recv()
        except (EOFError, BrokenPipeError, OSError):
            pass  # the solver process died: what it did not send is ruled afterwards
        process.join()
    if components:
        from logic.you.compiled import component_table
        component_table(rule_base).merge(components)
    return read, answers, found
