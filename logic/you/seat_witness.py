"""A canonical witness world of a seat ruling: the same world whatever the solver asked before.

A model is one world among many, and which one z3 returns depends on what the session solved
earlier; a witness read off it would make the same question print differently from run to run
(and with ``--jobs 1`` and ``--jobs 2``). The world shown is instead fixed by sat/unsat answers
alone, which are facts about the clauses, asked in a fixed order:

1. each free feature takes its first value (in the vocabulary's order) that still allows the ambiguity;
2. the roles are kept apart pair by pair (in `SEAT_ROLES` order), each pair only where it can be:
   then every two roles are either apart or forced to be one player, so the players by role are fixed;
3. each ruling in turn is the first role (in order) it can be, else another player than every role.

It shows an ambiguity (two rulings differing) and a seat that depends on the world (one ruling).

Every step keeps the constraints of the earlier ones, so the last model satisfies them all and
shows the world they fix.
"""

from __future__ import annotations

from typing import Sequence

import z3

from ..solve import Result

__all__ = ["canonical_world"]


def canonical_world(session, given: list, apart: Sequence[z3.BoolRef], situation, views,
                    fixed: dict[str, str]) -> Result:
    """A sat `Result` of ``session`` under the labelled groups ``given`` (the case, and for an ambiguity
    the two rulings differing; known satisfiable) whose model is the canonical world of the rulings
    ``views`` (see the module docstring); ``apart`` are the constraints keeping two roles apart,
    ``fixed`` the features the case names.
    An unknown answer of the solver is returned as it is."""
    kept: list[z3.BoolRef] = []

    def allows(extra: list[z3.BoolRef]) -> Result:
        return session.check([*given, ("witness", kept + extra)], minimise=False)

    for name, (term, values) in situation.features.items():
        if name in fixed:
            continue
        for value in values.values():
            r = allows([term == value])
            if r.status == "unknown":
                return r
            if r.sat:
                kept.append(term == value)
                break
    r = allows(list(apart))
    if r.status == "unknown":
        return r
    if r.sat:
        kept += list(apart)
    else:
        for pair in apart:
            r = allows([pair])
            if r.status == "unknown":
                return r
            if r.sat:
                kept.append(pair)
    roles = list(situation.answer_values.values())
    for v in views:
        seat = situation.answer_term(v, 0)
        for t in roles + [None]:
            claim = z3.And([seat != u for u in roles]) if t is None else seat == t
            r = allows([claim])
            if r.status == "unknown":
                return r
            if r.sat:
                kept.append(claim)
                break
    return allows([])
