"""Reading z3 terms from Python quickly: walks over the C API, without z3py's wrapper objects.

z3py builds a Python object (and takes a reference) for every child it hands out, which costs tens
of microseconds a node; the surveys walk tens of thousands of nodes (`logic.solve.generalise`,
`logic.solve.region_mask`). These walks ask the C API directly, node by node (a few microseconds),
and mean exactly what the z3py walks they replace meant. Children are borrowed pointers, valid while
the term walked is alive, so nothing is kept from one walk to the next (z3 reuses the ids of freed
terms).
"""

from __future__ import annotations

import z3
from z3 import z3core as _core
from z3.z3 import _to_expr_ref  # z3py's wrapper of a raw term (not exported by z3)

__all__ = ["Walk", "has_quantifier", "mentions", "and_of", "Asserter", "check_assumptions", "core_ids", "Substitution"]


def _raw(name: str):
    """The bare ctypes function behind ``z3core.<name>`` (no error check after each call: these
    only read well-formed terms), or the checked wrapper when this z3 has no bare one."""
    wrapper = getattr(_core, name)
    try:
        return wrapper.__defaults__[0].f
    except (AttributeError, IndexError, TypeError):
        return wrapper


_ast_id = _raw("Z3_get_ast_id")
_ast_kind = _raw("Z3_get_ast_kind")
_to_app = _raw("Z3_to_app")
_app_decl = _raw("Z3_get_app_decl")
_decl_kind = _raw("Z3_get_decl_kind")
_num_args = _raw("Z3_get_app_num_args")
_app_arg = _raw("Z3_get_app_arg")
_get_sort = _raw("Z3_get_sort")
_sort_kind = _raw("Z3_get_sort_kind")

_mk_and = _raw("Z3_mk_and")
_mk_implies = _raw("Z3_mk_implies")
_inc_ref = _raw("Z3_inc_ref")
_dec_ref = _raw("Z3_dec_ref")
_solver_assert = _raw("Z3_solver_assert")
_vec_size = _raw("Z3_ast_vector_size")
_vec_get = _raw("Z3_ast_vector_get")
_vec_inc_ref = _raw("Z3_ast_vector_inc_ref")
_vec_dec_ref = _raw("Z3_ast_vector_dec_ref")

_APP_KINDS = (z3.Z3_NUMERAL_AST, z3.Z3_APP_AST)


def _subterms(e: z3.ExprRef, bodies: bool):
    """Each distinct sub-term of ``e`` once, as (raw ast, ast kind); a quantifier's body is walked
    when ``bodies``."""
    ref = e.ctx.ref()
    todo, seen = [e.as_ast()], set()
    while todo:
        a = todo.pop()
        i = _ast_id(ref, a)
        if i in seen:
            continue
        seen.add(i)
        kind = _ast_kind(ref, a)
        yield a, kind
        if kind == z3.Z3_QUANTIFIER_AST:
            if bodies:
                todo.append(_core.Z3_get_quantifier_body(ref, a))
        elif kind in _APP_KINDS:
            app = _to_app(ref, a)
            todo.extend(_app_arg(ref, app, k) for k in range(_num_args(ref, app)))


def has_quantifier(e: z3.ExprRef) -> bool:
    """Whether ``e`` holds a quantifier or a lambda anywhere."""
    return any(kind == z3.Z3_QUANTIFIER_AST for _, kind in _subterms(e, bodies=False))


def mentions(e: z3.ExprRef, names: set[str]) -> bool:
    """Whether ``e`` applies (or is) a function whose name is in ``names``, anywhere, quantifier
    bodies included."""
    ref = e.ctx.ref()
    decl_names: dict[int, str] = {}
    for a, kind in _subterms(e, bodies=True):
        if kind not in _APP_KINDS:
            continue
        decl = _app_decl(ref, _to_app(ref, a))
        key = _ast_id(ref, _core.Z3_func_decl_to_ast(ref, decl))
        name = decl_names.get(key)
        if name is None:
            name = decl_names[key] = _core.Z3_get_symbol_string(ref, _core.Z3_get_decl_name(ref, decl))
        if name in names:
            return True
    return False


def and_of(exprs, ctx: z3.Context) -> z3.BoolRef:
    """``z3.And(*exprs)`` (the same term) for a list of Boolean expressions of ``ctx``, without z3py
    checking each argument."""
    n = len(exprs)
    arr = (z3.Ast * n)()
    for k, x in enumerate(exprs):
        arr[k] = x.as_ast()
    return z3.BoolRef(_mk_and(ctx.ref(), n, arr), ctx)


def check_assumptions(solver: z3.Solver, assumptions) -> z3.CheckSatResult:
    """``solver.check(*assumptions)`` (the same call to the solver, the same assumptions in the same
    order) for Boolean terms of the solver's context, without z3py casting each one."""
    n = len(assumptions)
    arr = (z3.Ast * n)()
    for k, x in enumerate(assumptions):
        arr[k] = x.as_ast()
    ctx = solver.ctx
    return z3.CheckSatResult(_core.Z3_solver_check_assumptions(ctx.ref(), solver.solver, n, arr))


def core_ids(solver: z3.Solver) -> list[int]:
    """The ids of the terms of ``solver.unsat_core()``, in its order, without a z3py wrapper for each."""
    ref = solver.ctx.ref()
    vec = _core.Z3_solver_get_unsat_core(ref, solver.solver)
    _vec_inc_ref(ref, vec)
    try:
        return [_ast_id(ref, _vec_get(ref, vec, k)) for k in range(_vec_size(ref, vec))]
    finally:
        _vec_dec_ref(ref, vec)


class Substitution:
    """``z3.simplify(z3.substitute(t, *pairs))`` (the same terms) for many ``t``: the pairs are
    checked and put in C arrays once, not at every call."""

    def __init__(self, pairs, ctx: z3.Context):
        pairs = list(pairs)
        if not all(a.sort().eq(b.sort()) for a, b in pairs):
            raise z3.Z3Exception('Z3 invalid substitution, mismatching "from" and "to" sorts.')
        self.ctx = ctx
        self.n = len(pairs)
        self._from = (z3.Ast * self.n)()
        self._to = (z3.Ast * self.n)()
        for k, (a, b) in enumerate(pairs):
            self._from[k] = a.as_ast()
            self._to[k] = b.as_ast()
        self._pairs = pairs  # keeps the terms of the arrays alive

    def simplified(self, t: z3.ExprRef) -> z3.ExprRef:
        ref = self.ctx.ref()
        done = _to_expr_ref(_core.Z3_substitute(ref, t.as_ast(), self.n, self._from, self._to), self.ctx)
        return _to_expr_ref(_core.Z3_simplify(ref, done.as_ast()), self.ctx)


class Asserter:
    """``solver.add(z3.Implies(guard, c))`` (the same assertion) without z3py's wrappers."""

    def __init__(self, solver: z3.Solver):
        self.ref = solver.ctx.ref()
        self.solver = solver.solver
        self._owner = solver

    def implies(self, guard: z3.BoolRef, c) -> None:
        if not isinstance(c, z3.BoolRef):  # a Python bool, or anything z3py would cast: let it
            z3.Solver.add(self._owner, z3.Implies(guard, c))
            return
        ref = self.ref
        a = _mk_implies(ref, guard.as_ast(), c.as_ast())
        _inc_ref(ref, a)
        _solver_assert(ref, self.solver, a)
        _dec_ref(ref, a)


class Walk:
    """One walk over terms of one context (the root must stay alive while it is used)."""

    def __init__(self, ctx: z3.Context):
        self.ref = ctx.ref()
        self._nodes: dict[int, tuple] = {}

    def node(self, a) -> tuple:
        """(id, is an application, decl kind or None, tuple of child ast pointers) of a raw ast."""
        ref = self.ref
        i = _ast_id(ref, a)
        got = self._nodes.get(i)
        if got is not None:
            return got
        if _ast_kind(ref, a) in _APP_KINDS:
            app = _to_app(ref, a)
            kind = _decl_kind(ref, _app_decl(ref, app))
            got = (i, True, kind, tuple(_app_arg(ref, app, k) for k in range(_num_args(ref, app))))
        else:
            got = (i, False, None, ())
        self._nodes[i] = got
        return got

    def is_bool(self, a) -> bool:
        return _sort_kind(self.ref, _get_sort(self.ref, a)) == z3.Z3_BOOL_SORT

    def foreign(self, e: z3.ExprRef, allowed: set[int]) -> bool:
        """Whether ``e`` mentions an uninterpreted constant whose id is not in ``allowed``, or an
        uninterpreted function applied to arguments."""
        todo, seen = [e.as_ast()], set()
        while todo:
            i, app, kind, kids = self.node(todo.pop())
            if i in seen:
                continue
            seen.add(i)
            if not app:
                continue
            if kind == z3.Z3_OP_UNINTERPRETED and (kids or i not in allowed):
                return True
            todo.extend(kids)
        return False

    def applies(self, e: z3.ExprRef, names: set[str], args: set[int]) -> bool:
        """Whether ``e`` has an application of a function named in ``names`` with an argument whose
        id is in ``args``."""
        ref = self.ref
        decl_names: dict[int, str] = {}
        todo, seen = [e.as_ast()], set()
        while todo:
            a = todo.pop()
            i, app, _, kids = self.node(a)
            if i in seen:
                continue
            seen.add(i)
            if not app:
                continue
            if kids:
                decl = _app_decl(ref, _to_app(ref, a))
                key = _ast_id(ref, _core.Z3_func_decl_to_ast(ref, decl))
                name = decl_names.get(key)
                if name is None:
                    name = decl_names[key] = _core.Z3_get_symbol_string(ref, _core.Z3_get_decl_name(ref, decl))
                if name in names and any(_ast_id(ref, k) in args for k in kids):
                    return True
            todo.extend(kids)
        return False
