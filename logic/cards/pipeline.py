"""Reading and ruling at once: a lint reads the cards while one other process rules on the sentences.

Reading a pool (the card reader on every face) and ruling on its distinct sentences take about as long
as each other on the official pool, and neither needs the other's processor: the faces the read cache
lacks are read in two processes when there are many (`logic.cards.readahead`), and the reader hands each
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

from logic.cards.readahead import ReadAhead
from logic.cards.readcache import ReadCache, read_faces

__all__ = ["worth_it", "read_and_rule"]

BATCH = 200  # faces read between two hand-overs
MIN_FACES = 400  # below this, the fork costs more than it saves


def worth_it(faces) -> bool:
    """Whether to read and rule at once: a big enough pool, two processors, and fork."""
    return len(faces) >= MIN_FACES and (os.cpu_count() or 1) >= 2 and "fork" in mp.get_all_start_methods()


def _ruler_process(conn, rule_base: str, shared, solve_one, solve_seat) -> None:
    from logic.you import compiled
    answers, seats = {}, {}
    try:
        while True:
            batch = conn.recv()
            if batch is None:
                break
            if batch == "seats":  # the seat questions: taken from the queue the reading process also takes from
                seats = _take_seats(shared, rule_base, solve_seat)
                continue
            for key in batch:
                answers[key] = solve_one(rule_base, key)
    finally:
        table = compiled._COMPONENT_TABLES.get(rule_base)
        conn.send((answers, table.added if table is not None else {}, seats))
        conn.close()


def _take_seats(shared, rule_base: str, solve_seat) -> dict:
    """Solve seat questions taken from ``shared`` until its end mark: each is taken by whichever of the
    two processes is free, and a seat verdict does not depend on which one solved it
    (`logic.you.seat_witness`)."""
    out = {}
    while True:
        facts = shared.get()
        if facts is None:
            return out
        out[facts] = solve_seat(rule_base, facts)


def read_and_rule(faces, rule_base: str, keys_of, known, solve_one, solve_seat, seats_of=None,
                  seat_known=None) -> tuple[list, dict, dict, dict]:
    """What `read_faces` gives for ``faces``, the verdicts of the new questions of their sentence groups
    (``keys_of(groups)`` lists a face's questions), ruled by ``solve_one(rule_base, key)`` in a forked
    process while the faces are read, those ``known(key)`` gave (a question answered already, or None),
    and the seat verdicts of the new seat questions (``seats_of(groups)`` lists them,
    ``seat_known(facts)`` gives a known one), ruled by ``solve_seat(rule_base, facts)`` in both
    processes once every face is read. The process is forked at the first new question: a pool whose
    every question is known forks nothing (its seat questions are then solved by the caller). The
    solvers are given by the caller (`logic.cards.lint`), so this module does not import it."""
    from logic.you.table import cache_dir
    folder = cache_dir()
    cache = ReadCache(folder) if folder is not None else None
    read, seen, found = [], set(), {}
    mine = process = None
    alive = True
    ahead = ReadAhead.start(faces, cache)  # the later faces read by another process meanwhile
    for start in range(0, len(faces), BATCH):
        got = read_faces(faces[start:start + BATCH], cache=cache, save=False, ahead=ahead)
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
                shared = ctx.Queue()
                shared.cancel_join_thread()  # were the ruler to die, exiting must not wait on what it left unread
                process = ctx.Process(target=_ruler_process, args=(theirs, rule_base, shared, solve_one, solve_seat),
                                      daemon=True)
                process.start()
                theirs.close()
            try:
                mine.send(new)
            except (BrokenPipeError, OSError):
                alive = False
    if ahead is not None:
        ahead.close()
    if cache is not None:
        cache.save()
    answers, components, seats = {}, {}, {}
    if process is not None and alive and seats_of is not None:
        new = [k for k in dict.fromkeys(k for groups, _ in read if not isinstance(groups, Exception)
                                        for k in seats_of(groups)) if seat_known(k) is None]
        try:
            for facts in new:
                shared.put(facts)
            shared.put(None)
            shared.put(None)  # one end mark for each of the two processes
            mine.send("seats")
            seats = _take_seats(shared, rule_base, solve_seat)
        except (BrokenPipeError, OSError):
            alive = False
    theirs_seats = {}
    if process is not None:
        try:
            if alive:
                mine.send(None)
            answers, components, theirs_seats = mine.recv()
        except (EOFError, BrokenPipeError, OSError):
            pass  # the solver process died: what it did not send is ruled afterwards
        process.join()
    if components:
        from logic.you.compiled import component_table
        component_table(rule_base).merge(components)
    seats.update(theirs_seats)
    return read, answers, found, seats
