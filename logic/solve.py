"""The one place that calls the solver.

Every check runs in its own `z3.Solver` with a timeout. Constraints come in
labelled groups (a clause id, or a description of the situation); an unsat answer
returns the labels of a minimal core (no label can be dropped), a sat answer the
model, and anything else an ``unknown`` status with z3's reason: never a verdict.

Convention (Cedar's): a claim is checked by asserting its negation; ``unsat``
means the claim holds, ``sat`` gives a counterexample.
"""

from __future__ import annotations

import contextlib
import contextvars
import time
from dataclasses import dataclass
from typing import Callable, Sequence

import z3
from z3.z3 import _to_expr_ref  # z3py's wrapper of a raw term (not exported by z3)

from .z3walk import Asserter, Walk, check_assumptions, core_ids

__all__ = ["Result", "Session", "check", "check_least", "recording", "Labelled", "DEFAULT_TIMEOUT_MS", "generalise", "region_mask"]

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
    values: tuple[int, ...] = ()

    @property
    def sat(self) -> bool:
        return self.status == "sat"

    @property
    def unsat(self) -> bool:
        return self.status == "unsat"


_RECORDER: contextvars.ContextVar[list | None] = contextvars.ContextVar("ruling_recorder", default=None)


@contextlib.contextmanager
def recording():
    """Within this block, every check is recorded as ``{"labels", "smtlib", "status", "core"}`` in
    the yielded list (for ``ruling export`` and for re-solving with another solver); the script is
    `logic.smtlib.to_smtlib`'s, portable to other solvers."""
    records: list[dict] = []
    token = _RECORDER.set(records)
    try:
        yield records
    finally:
        _RECORDER.reset(token)


class Session:
    """An incremental solver: base groups asserted once, each query added and taken back.

    Every constraint sits behind a guard literal (one per label); a query assumes
    the guards of the groups it wants, so `check` can leave base groups out
    (``keep``) and name the groups of an unsat core.
    """

    def __init__(self, groups: Sequence[Labelled], ctx: z3.Context, timeout_ms: int = DEFAULT_TIMEOUT_MS):
        self.ctx = ctx
        self.solver = z3.Solver(ctx=ctx)
        self.solver.set("timeout", int(timeout_ms))
        self.solver.set("core.minimize", False)
        self._asserter = Asserter(self.solver)
        self.guards: dict[str, z3.BoolRef] = {}
        self._count = 0
        self._groups = list(groups)
        self._labels = list(dict.fromkeys(label for label, _ in groups))
        for label, constraints in groups:
            self._add(self.guards, label, constraints)
        self._guard_ids = {label: g.get_id() for label, g in self.guards.items()}

    def _add(self, table: dict, label: str, constraints) -> None:
        guard = table.get(label)
        if guard is None:
            self._count += 1
            guard = table[label] = z3.Bool(f"@{self._count}:{label}", self.ctx)
        add = self._asserter.implies
        for c in constraints:
            add(guard, c)

    def check(self, extra: Sequence[Labelled] = (), *, minimise: bool = True,
              keep: Callable[[str], bool] | None = None, canonical: bool = False,
              needed: frozenset = frozenset(), model: bool = True) -> Result:
        """Check the base groups (those ``keep`` accepts) and ``extra`` together.

        unsat: ``core`` names a minimal set of groups that is still unsat (deletion-
        based: dropping any one makes it satisfiable or undecided); with ``canonical``, the
        same one whatever checks this session made before (see `_canonical`); sat: ``model``
        (left None when ``model`` is false: the caller needs only the status);
        otherwise ``unknown`` with z3's reason. ``needed`` names groups the caller knows to be in
        the canonical core (without any one of them, all the groups are satisfiable): kept unasked.
        """
        result = self._check(extra, minimise=minimise, keep=keep, canonical=canonical, needed=needed,
                             want_model=model)
        records = _RECORDER.get()
        if records is not None:
            from .smtlib import to_smtlib
            groups = [(l, cs) for l, cs in self._groups if keep is None or keep(l)] + list(extra)
            records.append({"labels": list(dict.fromkeys(l for l, _ in groups)), "status": result.status,
                            "smtlib": to_smtlib(groups, self.ctx, status=result.status), "core": list(result.core)})
        return result

    def _check(self, extra, *, minimise: bool, keep, canonical: bool = False, needed=frozenset(),
               want_model: bool = True) -> Result:
        started = time.perf_counter()
        self.solver.push()
        try:
            local: dict[str, z3.BoolRef] = {}
            for label, constraints in extra:
                self._add(local, label, constraints)
            active = {l: g for l, g in self.guards.items() if keep is None or keep(l)}
            active.update(local)
            answer = check_assumptions(self.solver, list(active.values()))
            if answer == z3.sat:
                return Result("sat", model=self.solver.model() if want_model else None,
                              seconds=time.perf_counter() - started)
            if answer == z3.unknown:
                return Result("unknown", reason=self.solver.reason_unknown() or "unknown",
                              seconds=time.perf_counter() - started)
            base = self._guard_ids
            ids = {l: base[l] if g is self.guards.get(l) else g.get_id() for l, g in active.items()}
            by_guard = {i: l for l, i in ids.items()}
            guard_of = {ids[l]: g for l, g in active.items()}
            core = [guard_of[i] for i in core_ids(self.solver)]
            checks = 1
            if canonical:
                core, more = self._canonical(core, active, needed)
                checks += more
            elif minimise:
                essential: list[z3.BoolRef] = []
                candidates = core
                while candidates:
                    probe = candidates.pop()
                    trial = check_assumptions(self.solver, essential + candidates)
                    checks += 1
                    if trial == z3.unsat:
                        reduced = set(core_ids(self.solver))
                        candidates = [g for g in candidates if g.get_id() in reduced]
                    else:  # needed (or undecided without it: keep it)
                        essential.append(probe)
                core = essential
            labels = tuple(sorted({by_guard[g.get_id()] for g in core}))
            return Result("unsat", core=labels, seconds=time.perf_counter() - started, checks=checks)
        finally:
            self.solver.pop()

    def _canonical(self, core: list[z3.BoolRef], active: dict[str, z3.BoolRef],
                   needed=frozenset()) -> tuple[list[z3.BoolRef], int]:
        """The deletion-minimal core of all ``active`` groups, deleting in label order: the same
        minimal core whatever the solver's history (its learned state, the order of earlier checks),
        since each step asks only sat or unsat, a property of the groups, not of the session. When the
        groups have only one minimal core, it is that one (deletion always ends on a minimal core).

        ``core`` (any unsat core of ``active``) spares checks: a group outside the last core found is
        dropped without asking, since what is left still holds that core, so it is unsat, which is what
        asking would have answered. A group of ``needed`` is kept without asking (the caller
        knows the rest is satisfiable without it). Returns the core and the number of checks made.
        """
        keep_ids = {active[l].get_id() for l in needed if l in active}
        kept = [(g.get_id(), g) for g in (active[l] for l in sorted(active))]
        known = {g.get_id() for g in core}
        checks = 0
        for i, _ in list(kept):
            if i not in known:
                kept = [x for x in kept if x[0] != i]
                continue
            if i in keep_ids:
                continue
            trial = [x for x in kept if x[0] != i]
            checks += 1
            if check_assumptions(self.solver, [g for _, g in trial]) == z3.unsat:
                kept = trial
                known = set(core_ids(self.solver))
        return [g for _, g in kept], checks


def check(groups: Sequence[Labelled], ctx: z3.Context, *, timeout_ms: int = DEFAULT_TIMEOUT_MS,
          minimise: bool = True) -> Result:
    """Check the conjunction of all groups in a fresh solver (see `Session.check`)."""
    return Session((), ctx, timeout_ms).check(groups, minimise=minimise)


def generalise(formula: z3.BoolRef, model: z3.ModelRef, features: Sequence[z3.ExprRef],
               terms_of_sort: Callable[[z3.SortRef], Sequence[z3.ExprRef]]) -> z3.BoolRef | None:
    """The cases a model's witness also covers, as a constraint over the feature terms.

    Each feature is an application ``f(a)``. Changing its value changes ``f`` at
    the element ``a`` denotes, so every ``f(t)`` with ``t`` equal to ``a`` in the
    model is the same feature (an *alias*). Aliases become fresh variables, the
    model evaluates everything else, and the result constrains the features only:
    every case satisfying it is satisfied by the same witness with just the
    features changed. Returns None when the result still mentions other symbols
    (the caller then keeps the witness's own case).
    """
    pairs, back = [], []
    for i, feat in enumerate(features):
        var = z3.Const(f"__feature_{i}", feat.sort())
        back.append((var, feat))
        decl, args = feat.decl(), feat.children()
        if len(args) != 1:
            pairs.append((feat, var))
            continue
        here = model.eval(args[0], model_completion=True)
        for t in terms_of_sort(args[0].sort()):
            if t.eq(args[0]) or z3.is_true(model.eval(t == here, model_completion=True)):
                pairs.append((decl(t), var))
    renamed = z3.substitute(formula, *pairs)
    region = model.eval(renamed, model_completion=False)
    allowed = {var.get_id() for var, _ in back}
    region, foreign = _complete_the_rest(region, model, allowed)
    if foreign if foreign is not None else Walk(region.ctx).foreign(region, allowed):
        return None
    return z3.simplify(z3.substitute(region, *back))


def _complete_the_rest(region: z3.ExprRef, model: z3.ModelRef, allowed: set[int]) -> tuple[z3.ExprRef, bool | None]:
    """``region`` with each uninterpreted term free of feature variables that the model left
    unassigned (a symbol no constraint fixed) replaced by its value in the completed model, which is
    still a model of the formula: the witness is the same. Second: when nothing was replaced, whether
    the region still mentions an uninterpreted term other than a feature variable (`Walk.foreign`,
    read on the same walk); None when something was (the caller walks the new region)."""
    walk = Walk(region.ctx)
    mentions: dict[int, bool] = {}  # by term id: whether the term holds a feature variable

    def has_feature(a) -> bool:
        stack = [(a, False)]
        while stack:
            x, children_done = stack.pop()
            i, _, _, kids = walk.node(x)
            if i in mentions:
                continue
            if children_done:
                mentions[i] = any(mentions[walk.node(k)[0]] for k in kids)
            elif i in allowed:
                mentions[i] = True
            else:
                stack.append((x, True))
                stack.extend((k, False) for k in kids)
        return mentions[walk.node(a)[0]]

    todo, seen, found, foreign = [region.as_ast()], set(), [], False
    while todo:
        a = todo.pop()
        i, app, kind, kids = walk.node(a)
        if i in seen or not app:
            continue
        seen.add(i)
        if kind == z3.Z3_OP_UNINTERPRETED and i not in allowed:
            if not has_feature(a):
                found.append(_to_expr_ref(a, region.ctx))
                continue
            foreign = True  # a function applied to a feature variable: it stays
        todo.extend(kids)
    if not found:
        return region, foreign
    return z3.simplify(z3.substitute(region, *[(t, model.eval(t, model_completion=True)) for t in found])), None


def region_mask(region: z3.BoolRef, masks: dict[int, dict[int, int]], everything: int) -> int:
    """The set of cases satisfying ``region``, as a bit mask over a case index.

    ``masks`` maps a feature term's id to ``{value constant id: mask of the cases
    with that value}``. Only Boolean structure and ``feature == value`` atoms are
    expected (what `generalise` leaves); anything else raises ``ValueError``.
    """
    walk = Walk(region.ctx)
    memo: dict[int, int] = {}

    def m(a) -> int:
        node = walk.node(a)
        got = memo.get(node[0])
        if got is None:
            got = memo[node[0]] = mask_of(a, node)
        return got

    def mask_of(a, node) -> int:
        _, app, k, kids = node
        if not app:
            raise ValueError("cannot read a region atom that is not an application")
        if k == z3.Z3_OP_TRUE:
            return everything
        if k == z3.Z3_OP_FALSE:
            return 0
        if k == z3.Z3_OP_NOT:
            return everything & ~m(kids[0])
        if k == z3.Z3_OP_AND:
            out = everything
            for c in kids:
                out &= m(c)
            return out
        if k == z3.Z3_OP_OR:
            out = 0
            for c in kids:
                out |= m(c)
            return out
        if k == z3.Z3_OP_IMPLIES:
            return (everything & ~m(kids[0])) | m(kids[1])
        if k == z3.Z3_OP_ITE:
            c = m(kids[0])
            return (c & m(kids[1])) | (everything & ~c & m(kids[2]))
        if k in (z3.Z3_OP_EQ, z3.Z3_OP_DISTINCT, z3.Z3_OP_IFF) and len(kids) == 2:
            x, y = kids
            if walk.is_bool(x):
                same = everything & ~(m(x) ^ m(y))
                return same if k != z3.Z3_OP_DISTINCT else everything & ~same
            xi, yi = walk.node(x)[0], walk.node(y)[0]
            if yi in masks:
                xi, yi = yi, xi
            if xi in masks and yi in masks[xi]:
                eq = masks[xi][yi]
            elif xi in masks and yi in masks:
                table_x, table_y = masks[xi], masks[yi]
                eq = 0
                for vid, mx in table_x.items():
                    eq |= mx & table_y.get(vid, 0)
            else:
                raise ValueError("cannot read a region atom: not a feature compared with a value")
            return eq if k != z3.Z3_OP_DISTINCT else everything & ~eq
        raise ValueError(f"cannot read a region atom of kind {k}")

    return m(region.as_ast())


def check_least(groups: Sequence[Labelled], ctx: z3.Context, terms: Sequence[tuple[z3.ArithRef, int]], *,
                timeout_ms: int = DEFAULT_TIMEOUT_MS) -> Result:
    """Check the conjunction of all groups in a fresh solver; when sat, ``values`` holds the
    lexicographically least values of ``terms`` (each an integer term and a lower bound every model
    respects) over all models, found by bisection, one term after the other (each fixed before the
    next). The values are a property of the groups, not of the solver's history: the same whatever
    context the terms live in and whatever was checked before. unsat carries no core (see `check`);
    unknown (on any step) carries z3's reason. ``model`` is a model with those values."""
    started = time.perf_counter()
    # a plain solver (no tactic selection or preprocessing per check): on the small integer problems of
    # the pool graph a third cheaper than `z3.Solver`, with the same answers; the least values do not
    # depend on the solver anyway
    solver = z3.SimpleSolver(ctx=ctx)
    solver.set("timeout", int(timeout_ms))
    for _, constraints in groups:
        solver.add(*constraints)
    answer = solver.check()
    checks = 1
    if answer != z3.sat:
        if answer == z3.unknown:
            return Result("unknown", reason=solver.reason_unknown() or "unknown", checks=checks,
                          seconds=time.perf_counter() - started)
        return Result("unsat", checks=checks, seconds=time.perf_counter() - started)
    # the last model found: each sat check sets ``hi`` to its value of the term, so at the end of a term's
    # bisection this model has the least value of it (and of the terms fixed before)
    mdl = solver.model()
    values = []
    for term, lo in terms:
        hi = mdl.eval(term, model_completion=True).as_long()
        while lo < hi:
            mid = (lo + hi) // 2
            solver.push()
            solver.add(term <= mid)
            got = solver.check()
            checks += 1
            if got == z3.sat:
                mdl = solver.model()
                hi = mdl.eval(term, model_completion=True).as_long()
            elif got == z3.unsat:
                lo = mid + 1
            solver.pop()
            if got == z3.unknown:
                return Result("unknown", reason=solver.reason_unknown() or "unknown", checks=checks,
                              seconds=time.perf_counter() - started)
        values.append(lo)
        solver.add(term == lo)
    return Result("sat", model=mdl, values=tuple(values), checks=checks, seconds=time.perf_counter() - started)
