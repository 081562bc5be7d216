"""Compile a rule base's timing clauses, for one scenario, into what orders are legal.

An order is legal exactly when it is consistent with the clauses: some
assignment of ``taken``, ``pos``, ``wave``... that gives this order satisfies
every clause and the scenario. `compile_scenario` turns that into a structure
that can be enumerated and counted quickly:

1. the *choices*: every set of items that can be taken together (each found by
   the solver, then blocked);
2. for each choice, the precedences the clauses force between its items: the
   unit ``pos(a) < pos(b)`` atoms left once the choice is substituted, closed
   transitively; then one solver check that the relation is *exact* (no linear
   extension of it violates a clause). When it is not, the solver is asked pair
   by pair which precedences are forced, and if the relation is still not exact
   the choice is marked ``exact=False``: its candidate orders are then each
   checked against the clauses (`Choice.admits`);
3. waves, who decides and who orders, and the resolution policies, each taken
   from the solver only when the clauses force a single value.

With `FAMILY_FROM` or more abilities that may be taken or not, step 1 is first
tried in one go: when the solver shows the optional abilities independent (every
subset of them is a legal choice, with the same forced precedences), they are
kept as one `Family` instead of 2^k choices; otherwise choices are compiled one
by one, at most `MAX_CHOICES` of them in `MAX_CHOICE_SECONDS`.

``unknown`` from the solver is never taken as an answer: it raises `SolverUnknown`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import z3

from ..errors import InputError, SolverUnknown
from ..registry import load_rule_base
from ..solve import Session, check
from ..z3walk import Substitution, Walk
from .scenario import Scenario
from .effects import policy_can_apply
from .vocab import ON_DEMAND_POLICIES, POLICIES, TimingView

__all__ = ["Choice", "Compiled", "Family", "compile_scenario", "MAX_CHOICES", "MAX_CHOICE_SECONDS",
           "FAMILY_FROM"]

#: at most this many sets of abilities are compiled one by one, in at most this many seconds
MAX_CHOICES = 4096
MAX_CHOICE_SECONDS = 60.0
#: with at least this many abilities neither forced taken nor forced declined, a product family is tried first
FAMILY_FROM = 5
TIMEOUT_MS = 20_000


@dataclass
class Choice:
    """One set of taken items and the orders of it the clauses allow.

    ``items`` are the taken item ids in scenario order; ``before`` the forced
    precedences between them (transitively closed); ``exact`` says every linear
    extension of ``before`` is legal; ``waves`` the forced wave of each item
    (None when the clauses say nothing).
    """

    items: tuple[str, ...]
    before: set[tuple[str, str]]
    exact: bool
    waves: dict[str, int | None]
    constraints: list[z3.BoolRef] = field(default_factory=list, repr=False)
    view: TimingView | None = field(default=None, repr=False)

    def admits(self, order) -> bool:
        """Whether ``order`` (a sequence of this choice's items) satisfies every clause.

        Evaluates the clauses with the order's positions substituted (ground
        evaluation by z3's simplifier); when something other than the order is
        left open (a wave the clauses do not force), one solver check of what is
        left, jointly.
        """
        if self.exact:
            return True
        v = self.view
        subst = [(v.pos(a), z3.IntVal(i, v.ctx)) for i, a in enumerate(order)]
        subst += [(v.wave(a), z3.IntVal(w, v.ctx)) for a, w in self.waves.items() if w is not None]
        left = []
        for c in self.constraints:
            r = z3.simplify(z3.substitute(c, *subst)) if subst else z3.simplify(c)
            if z3.is_false(r):
                return False
            if not z3.is_true(r):
                left.append(r)
        if left:
            # something other than the order is left open (an unforced wave): can it be satisfied jointly?
            res = check([("order", left)], v.ctx, timeout_ms=TIMEOUT_MS, minimise=False)
            if res.status == "unknown":
                raise SolverUnknown(res.reason)
            if not res.sat:
                return False
        return True


@dataclass
class Family:
    """Every set of taken items that holds the ``mandatory`` ones and any subset of the ``optional`` ones
    is a legal choice, and its legal orders are exactly the linear extensions of ``before`` restricted to
    it (each pair of ``before`` is forced whenever both are taken). Found by `_product_family` with four
    kinds of solver checks; stands for ``2 ** len(optional)`` choices without compiling each."""

    mandatory: tuple[str, ...]
    optional: tuple[str, ...]
    before: set[tuple[str, str]]
    order: tuple[str, ...] = ()          # every item of the largest member, in scenario order

    @property
    def size(self) -> int:
        return 2 ** len(self.optional)

    def choice(self, taken) -> "Choice":
        """The `Choice` of one member (``taken``: the optional items taken)."""
        keep = set(self.mandatory) | set(taken)
        items = tuple(a for a in self.order if a in keep)
        return Choice(items, {(a, b) for a, b in self.before if a in keep and b in keep}, True,
                      {a: None for a in items})

    def choices(self):
        """Every member, streamed: fewer optional items first, then in scenario order."""
        from itertools import combinations
        for k in range(len(self.optional) + 1):
            for taken in combinations(self.optional, k):
                yield self.choice(taken)


@dataclass
class Compiled:
    """What a rule base allows for a scenario (see the module docstring)."""

    scenario: Scenario
    rule_base: str
    clause_ids: list[str]
    choices: list[Choice]
    core: tuple[str, ...] = ()           # when no order is legal: the clauses (and 'scenario') that clash
    policies: dict[str, bool] = field(default_factory=dict)
    decider: dict[str, str | None] = field(default_factory=dict)
    orderer: dict[str, str | None] = field(default_factory=dict)
    groups: list = field(default_factory=list, repr=False)
    view: TimingView | None = field(default=None, repr=False)
    family: Family | None = None         # when set, ``choices`` holds its largest member only

    @property
    def consistent(self) -> bool:
        return not self.core

    def each_choice(self):
        """Every legal choice, streamed (a family's members are built one at a time)."""
        if self.family is not None:
            yield from self.family.choices()
        else:
            yield from self.choices

    @property
    def choice_count(self) -> int:
        return self.family.size if self.family is not None else len(self.choices)

    def explain(self, extra: list[z3.BoolRef], timeout_ms: int = TIMEOUT_MS) -> tuple[str, ...]:
        """The minimal clauses that make ``extra`` impossible (empty if it is possible)."""
        res = check(self.groups + [("claim", extra)], self.view.ctx, timeout_ms=timeout_ms)
        if res.status == "unknown":
            raise SolverUnknown(res.reason)
        return tuple(l for l in res.core if l != "claim") if res.unsat else ()


def rule_base_of(scenario: Scenario, rules: str | None = None):
    """The name and rule base a scenario is read under (``rules``, else the file's own).

    Raises `InputError` naming the file when none is given or it is for another game.
    """
    name = rules or scenario.rules
    if not name:
        raise InputError("no rule base: give 'rules' in the file or --rules", scenario.file, "rules")
    rb = load_rule_base(name)
    if rb.game != scenario.game:
        raise InputError(f"rule base {name} is for {rb.game}, the scenario is for {scenario.game}",
                         scenario.file, "game")
    return name, rb


def compile_scenario(scenario: Scenario, rules: str | None = None, *, timeout_ms: int = TIMEOUT_MS,
                     who: bool = True, without: tuple[str, ...] = (), progress=None) -> Compiled:
    """Compile the timing clauses of rule base ``rules`` (default: the scenario's) for ``scenario``.

    ``without`` leaves out the clauses with these ids (to see what each clause is needed for).
    ``progress``, when given, is called with a line of text while many choices are compiled.

    Raises `InputError` when no rule base is named or it has no timing clauses
    for this game, `SolverUnknown` when the solver cannot decide.
    """
    name, rb = rule_base_of(scenario, rules)
    clauses = [c for c in rb.for_topic("timing") if c.id not in without]
    if not clauses:
        raise InputError(f"rule base {name} has no timing clauses", scenario.file, "rules")
    ctx = z3.Context()
    v = TimingView(scenario, ctx)
    groups = [(c.id, list(c.build(v))) for c in clauses] + [("scenario", v.situation())]
    out = Compiled(scenario, name, [c.id for c in clauses], [], groups=groups, view=v)

    first = _check(groups, ctx, timeout_ms, minimise=True)
    if first.unsat:
        out.core = first.core
        return out
    # a zone or keyword policy is asked only of a scenario it can matter to (most scenarios move no card)
    out.policies = {p: p not in ON_DEMAND_POLICIES or policy_can_apply(scenario, p) for p in POLICIES}
    out.policies = {p: ask and _forced_bool(groups, v.policy(p), ctx, timeout_ms) is True
                    for p, ask in out.policies.items()}
    taken_vars = [v.taken(a) for a in v.items]
    family = _product_family(groups, v, timeout_ms)
    if family is not None:
        out.family, full = family
        out.choices.append(full)
    started = time.monotonic()
    blocks: list[z3.BoolRef] = []
    while family is None:
        res = _check(groups, ctx, timeout_ms, extra=[("block", blocks)])
        if not res.sat:
            break
        chosen = tuple(a for a, t in zip(v.items, taken_vars) if z3.is_true(res.model.eval(t, True)))
        out.choices.append(_compile_choice(groups, v, chosen, timeout_ms))
        blocks.append(z3.Or([t != z3.BoolVal(a in chosen, ctx) for a, t in zip(v.items, taken_vars)]))
        if progress and len(out.choices) % 16 == 0:
            progress(f"{len(out.choices)} sets of abilities taken together compiled")
        if len(out.choices) > MAX_CHOICES or time.monotonic() - started > MAX_CHOICE_SECONDS:
            raise InputError(f"stopped compiling after {len(out.choices)} sets of abilities that can be taken "
                             f"together in {time.monotonic() - started:.0f} s (budget {MAX_CHOICES} sets or "
                             f"{MAX_CHOICE_SECONDS:g} s): their choices are not independent, so each is compiled "
                             f"one by one", scenario.file, "abilities")
    if who:  # the last questions of the session: what they ask changes no answer above
        models = [_check(groups, ctx, timeout_ms).model]
        for a in v.items:
            out.decider[a] = _seat_name(v, _forced_int(groups, v.decider(a), ctx, timeout_ms, models))
            out.orderer[a] = _seat_name(v, _forced_int(groups, v.orderer(a), ctx, timeout_ms, models))
    return out


def _seat_name(v, seat):
    if seat is None or not 0 <= seat < len(v.scenario.players):
        return None
    return v.scenario.players[seat]


_SESSIONS: dict[int, tuple[list, Session]] = {}


def _check(groups, ctx, timeout_ms, minimise=False, extra=(), model=True):
    """Check ``groups`` and ``extra``: the base groups sit in one incremental session per
    compiled scenario (a scenario asks hundreds of questions of the same clauses). ``model``
    false: the caller reads only the status (no model is fetched)."""
    held = _SESSIONS.get(id(groups))
    if held is None or held[0] is not groups:
        if len(_SESSIONS) > 8:
            _SESSIONS.clear()
        held = _SESSIONS[id(groups)] = (groups, Session(groups, ctx, timeout_ms))
    res = held[1].check(list(extra), minimise=minimise, model=model)
    if res.status == "unknown":
        raise SolverUnknown(res.reason)
    return res


def _forced_bool(groups, term, ctx, timeout_ms):
    """True/False when the groups force ``term`` to that value, else None."""
    if _check(groups, ctx, timeout_ms, extra=[("q", [z3.Not(term)])], model=False).unsat:
        return True
    if _check(groups, ctx, timeout_ms, extra=[("q", [term])], model=False).unsat:
        return False
    return None


def _forced_int(groups, term, ctx, timeout_ms, models):
    """The value the groups force ``term`` to, else None. ``models`` (models of the groups, at least
    one) spare checks: ``term`` is not forced when two of them give it different values, and each
    model a check finds is added to them."""
    value = models[0].eval(term, True)
    if any(not m.eval(term, True).eq(value) for m in models[1:]):
        return None
    res = _check(groups, ctx, timeout_ms, extra=[("q", [term != value])])
    if res.unsat:
        return value.as_long()
    models.append(res.model)
    return None


def _compile_choice(groups, v: TimingView, chosen: tuple[str, ...], timeout_ms) -> Choice:
    ctx = v.ctx
    subst = Substitution([(v.taken(a), z3.BoolVal(a in chosen, ctx)) for a in v.items], ctx)
    constraints = []
    for _, cs in groups:
        for c in cs:
            s = subst.simplified(c)
            if not z3.is_true(s):
                constraints.append(s)
    fixed = [("choice", [v.taken(a) == z3.BoolVal(a in chosen, ctx) for a in v.items])]
    # waves: forced values only
    waves: dict[str, int | None] = {a: None for a in chosen}
    if v.uses_waves:
        base = _check(groups, ctx, timeout_ms, extra=fixed)
        for a in chosen:
            val = base.model.eval(v._wave[a], True)
            if _check(groups, ctx, timeout_ms, extra=fixed + [("q", [v._wave[a] != val])], model=False).unsat:
                waves[a] = val.as_long()
        wsub = [(v._wave[a], z3.IntVal(w, ctx)) for a, w in waves.items() if w is not None]
        if wsub:
            wsub = Substitution(wsub, ctx)
            constraints = [s for s in (wsub.simplified(c) for c in constraints) if not z3.is_true(s)]
    constraints = _order_component(v, constraints)
    index = {v.pos(a).get_id(): a for a in chosen}
    rel = set()
    for c in constraints:
        pair = _unit_precedence(c, index)
        if pair:
            rel.add(pair)
    rel = _closure(chosen, rel)
    exact = _is_exact(v, chosen, rel, constraints, timeout_ms)
    if not exact:
        for a in chosen:
            for b in chosen:
                if a != b and (a, b) not in rel and (b, a) not in rel:
                    if _check(groups, ctx, timeout_ms, extra=fixed + [("q", [v.before(b, a)])], model=False).unsat:
                        rel.add((a, b))
        rel = _closure(chosen, rel)
        exact = _is_exact(v, chosen, rel, constraints, timeout_ms)
    return Choice(chosen, rel, exact, waves, constraints, v)


def _vars(c, walk: Walk) -> set[int]:
    """The ids of the uninterpreted constants in ``c`` (read through the C API)."""
    out, todo, seen = set(), [c.as_ast()], set()
    while todo:
        i, app, kind, kids = walk.node(todo.pop())
        if i in seen:
            continue
        seen.add(i)
        if app and not kids and kind == z3.Z3_OP_UNINTERPRETED:
            out.add(i)
        elif app:
            todo.extend(kids)
    return out


def _order_component(v, constraints):
    """The constraints that share variables, directly or not, with a position variable.

    The others say nothing about the order (who decides, policies): they were
    satisfiable with this choice and share no variable with the order, so they
    cannot make an order illegal.
    """
    pos_ids = {v.pos(a).get_id() for a in v.items}
    walk = Walk(v.ctx)  # the constraints stay alive for the walk
    vars_of = [_vars(c, walk) for c in constraints]
    live = set(pos_ids)
    keep = [False] * len(constraints)
    changed = True
    while changed:
        changed = False
        for i, vs in enumerate(vars_of):
            if not keep[i] and vs & live:
                keep[i] = True
                live |= vs
                changed = True
    return [c for c, k in zip(constraints, keep) if k]


def _is_exact(v, chosen, rel, constraints, timeout_ms) -> bool:
    """No injective placement of ``chosen`` respecting ``rel`` violates the constraints."""
    ctx = v.ctx
    placement = [v.before(a, b) for a, b in rel]
    if len(chosen) > 1:
        placement.append(z3.Distinct(*[v.pos(a) for a in chosen]))
    violated = z3.Not(z3.And(constraints)) if constraints else z3.BoolVal(False, ctx)
    return _check([("placement", placement), ("violated", [violated])], ctx, timeout_ms, model=False).unsat


def _unit_precedence(c, index):
    """``(a, b)`` when constraint ``c`` is exactly ``pos(a) < pos(b)`` (in any of z3's spellings)."""
    neg = False
    while z3.is_not(c):
        neg, c = not neg, c.arg(0)
    if not (z3.is_app(c) and c.num_args() == 2):
        return None
    x, y = c.arg(0), c.arg(1)
    if x.get_id() not in index or y.get_id() not in index:
        return None
    a, b = index[x.get_id()], index[y.get_id()]
    k = c.decl().kind()
    # distinct positions make <= and < the same
    if k in (z3.Z3_OP_LT, z3.Z3_OP_LE):
        lo, hi = (a, b)
    elif k in (z3.Z3_OP_GT, z3.Z3_OP_GE):
        lo, hi = (b, a)
    else:
        return None
    return (hi, lo) if neg else (lo, hi)


def _closure(items, rel):
    succ = {a: set() for a in items}
    for a, b in rel:
        succ[a].add(b)
    out = set()
    for a in items:
        seen, todo = set(), list(succ[a])
        while todo:
            x = todo.pop()
            if x not in seen:
                seen.add(x)
                todo.extend(succ[x])
        out.update((a, x) for x in seen)
    return out


def _product_family(groups, v: TimingView, timeout_ms):
    """A `Family` and its largest member's `Choice` when the clauses make the optional abilities
    independent, else None (the choices are then compiled one by one).

    Tried only with at least `FAMILY_FROM` free abilities. Each step is a solver check, never a guess:
    (1) which items every legal choice takes, which none takes, the rest free; (2) the largest member
    compiled as usual, exact, with no forced wave; (3) each of its precedences forced whenever both
    items are taken; (4) no member and no placement of it respecting those precedences violates a
    clause, with who decides, who orders and the policies as in one model of the largest member (so
    every linear extension of every member is legal: one check for all ``2 ** k`` members).
    """
    ctx = v.ctx
    mandatory, free = [], []
    for a in v.items:
        if _check(groups, ctx, timeout_ms, extra=[("q", [z3.Not(v.taken(a))])], model=False).unsat:
            mandatory.append(a)
        elif _check(groups, ctx, timeout_ms, extra=[("q", [v.taken(a)])], model=False).sat:
            free.append(a)
    if len(free) < FAMILY_FROM:
        return None
    chosen = tuple(a for a in v.items if a in mandatory or a in free)
    fixed = [v.taken(a) == z3.BoolVal(a in chosen, ctx) for a in v.items]
    res = _check(groups, ctx, timeout_ms, extra=[("choice", fixed)])
    if not res.sat:
        return None   # the free items cannot all be taken together: not a product
    full = _compile_choice(groups, v, chosen, timeout_ms)
    if not full.exact or any(w is not None for w in full.waves.values()):
        return None
    for a, b in full.before:
        if _check(groups, ctx, timeout_ms, extra=[("q", [v.taken(a), v.taken(b), v.before(b, a)])],
                  model=False).sat:
            return None
    model = res.model
    aux = [t for a in v.items for t in (v.decider(a), v.orderer(a), v._wave[a])] + \
          [v.policy(p) for p in POLICIES]
    fixed_aux = [t == model.eval(t, True) for t in aux]
    clauses = [c for _, cs in groups for c in cs]
    member = [v.taken(a) for a in mandatory] + [z3.Not(v.taken(a)) for a in v.items if a not in chosen]
    placement = [z3.Implies(v.both(a, b), v.before(a, b)) for a, b in full.before]
    violated = z3.Not(z3.And(clauses)) if clauses else z3.BoolVal(False, ctx)
    if not _check([("member", member), ("placement", placement), ("situation", v.situation()),
                   ("aux", fixed_aux), ("violated", [violated])], ctx, timeout_ms, model=False).unsat:
        return None
    return Family(tuple(mandatory), tuple(free), set(full.before), tuple(chosen)), full
