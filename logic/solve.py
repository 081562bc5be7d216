"""The one place that calls the solver.

Every check runs in its own `z3.Solver` with a timeout. Constraints come in
labelled groups (a clause id, or a description of the situation); an unsat answer
returns the labels of a minimal core (no label can be dropped), a sat answer the
model, and anything else an ``unknown`` status with z3's reason: never a verdict.

Convention (Cedar's): a claim is checked by asserting its negation; ``unsat``
means the claim holds, ``sat`` gives a counterexample.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

import z3

__all__ = ["Result", "check", "Labelled", "DEFAULT_TIMEOUT_MS", "generalise", "compile_region"]

DEFAULT_TIMEOUT_MS = 20_000

#: A group of constraints under one label.
Labelled = tuple[str, Sequence[z3.BoolRef]]


@dataclass
class Result:
    """What one check found: ``status`` is ``sat``, ``unsat`` or ``unknown``."""

    status: str
    core: tuple[str, ...] = ()
    model: z3.ModelRef | None = None
    reason: str = ""
    seconds: float = 0.0
    checks: int = 1

    @property
    def sat(self) -> bool:
        return self.status == "sat"

    @property
    def unsat(self) -> bool:
        return self.status == "unsat"


def check(groups: Sequence[Labelled], ctx: z3.Context, *, timeout_ms: int = DEFAULT_TIMEOUT_MS,
          minimise: bool = True) -> Result:
    """Check the conjunction of all groups.

    Returns `Result`: on unsat, ``core`` holds the labels of a minimal subset of
    the groups that is still unsat (deletion-based minimisation: every label in
    it is needed); on sat, ``model``; on unknown, ``reason``.
    """
    started = time.perf_counter()
    solver = z3.Solver(ctx=ctx)
    solver.set("timeout", int(timeout_ms))
    solver.set("core.minimize", False)
    guards: dict[str, z3.BoolRef] = {}
    for i, (label, constraints) in enumerate(groups):
        guard = guards.get(label)
        if guard is None:
            guard = guards[label] = z3.Bool(f"@{i}:{label}", ctx)
        for c in constraints:
            solver.add(z3.Implies(guard, c))
    by_guard = {g.get_id(): label for label, g in guards.items()}
    answer = solver.check(*guards.values())
    checks = 1
    if answer == z3.sat:
        return Result("sat", model=solver.model(), seconds=time.perf_counter() - started)
    if answer == z3.unknown:
        return Result("unknown", reason=solver.reason_unknown() or "unknown",
                      seconds=time.perf_counter() - started)
    core = [g for g in solver.unsat_core()]
    if minimise:
        needed: list[z3.BoolRef] = []
        candidates = list(core)
        while candidates:
            probe = candidates.pop()
            trial = solver.check(*needed, *candidates)
            checks += 1
            if trial == z3.unsat:
                reduced = {g.get_id() for g in solver.unsat_core()}
                candidates = [g for g in candidates if g.get_id() in reduced]
            elif trial == z3.sat:
                needed.append(probe)
            else:  # cannot tell whether it is needed: keep it
                needed.append(probe)
        core = needed
    labels = tuple(sorted(by_guard[g.get_id()] for g in core))
    return Result("unsat", core=labels, seconds=time.perf_counter() - started, checks=checks)


def generalise(formula: z3.BoolRef, model: z3.ModelRef, features: Sequence[z3.ExprRef]) -> z3.BoolRef:
    """The cases a model's witness also covers.

    Replaces every Boolean atom of ``formula`` that mentions no feature term by
    its value in ``model`` and simplifies. The result constrains only the
    features; every case satisfying it is satisfied by the same witness with just
    the features changed (sound when the feature terms are distinct applications
    to distinct situation terms, which the questions guarantee).
    """
    feature_ids = {f.get_id() for f in features}
    cache: dict[int, z3.ExprRef] = {}

    mentioned: dict[int, bool] = {}

    def mentions(t) -> bool:
        key = t.get_id()
        if key not in mentioned:
            mentioned[key] = key in feature_ids or (z3.is_app(t) and any(mentions(c) for c in t.children()))
        return mentioned[key]

    def walk(t):
        key = t.get_id()
        if key in cache:
            return cache[key]
        if z3.is_and(t) or z3.is_or(t) or z3.is_not(t) or z3.is_implies(t) or \
                (z3.is_eq(t) and t.arg(0).sort().kind() == z3.Z3_BOOL_SORT) or \
                (z3.is_app_of(t, z3.Z3_OP_ITE) and t.sort().kind() == z3.Z3_BOOL_SORT):
            kids = [walk(c) for c in t.children()]
            out = t.decl()(*kids) if kids else t
        elif z3.is_true(t) or z3.is_false(t):
            out = t
        elif mentions(t):
            out = t
        else:
            out = model.eval(t, model_completion=True)
        cache[key] = out
        return out

    return z3.simplify(walk(formula))


def compile_region(region: z3.BoolRef, features: dict[str, tuple[z3.ExprRef, dict[str, z3.ExprRef]]]) -> Callable[[dict], bool]:
    """Turn a constraint over feature terms into a Python test on a case (name -> value).

    ``features`` maps a feature name to its term and its value table. Only
    Boolean structure and ``feature == value`` atoms are expected (what
    `generalise` leaves); anything else raises ``ValueError``.
    """
    by_term = {term.get_id(): (name, {c.get_id(): v for v, c in table.items()})
               for name, (term, table) in features.items()}

    def comp(t):
        if z3.is_true(t):
            return lambda case: True
        if z3.is_false(t):
            return lambda case: False
        if z3.is_not(t):
            f = comp(t.arg(0))
            return lambda case: not f(case)
        if z3.is_and(t):
            fs = [comp(c) for c in t.children()]
            return lambda case: all(f(case) for f in fs)
        if z3.is_or(t):
            fs = [comp(c) for c in t.children()]
            return lambda case: any(f(case) for f in fs)
        if z3.is_implies(t):
            a, b = comp(t.arg(0)), comp(t.arg(1))
            return lambda case: (not a(case)) or b(case)
        if z3.is_eq(t) and t.arg(0).sort().kind() == z3.Z3_BOOL_SORT:
            a, b = comp(t.arg(0)), comp(t.arg(1))
            return lambda case: a(case) == b(case)
        if z3.is_eq(t) or z3.is_distinct(t):
            x, y = t.arg(0), t.arg(1)
            if y.get_id() in by_term:
                x, y = y, x
            if x.get_id() in by_term:
                name, values = by_term[x.get_id()]
                if y.get_id() in values:
                    value = values[y.get_id()]
                    if z3.is_eq(t):
                        return lambda case: case[name] == value
                    return lambda case: case[name] != value
                if y.get_id() in by_term:
                    other = by_term[y.get_id()][0]
                    if z3.is_eq(t):
                        return lambda case: case[name] == case[other]
                    return lambda case: case[name] != case[other]
        raise ValueError(f"cannot compile region atom {t}")

    return comp(z3.simplify(region))
