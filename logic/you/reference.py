"""A plain-Python reference semantics of the "you" rule bases, over small concrete worlds.

The reference answers the questions `logic.you.analyses` answers, without a solver,
so that the two can be held together by differential tests (Cedar's habit: the
reference and the symbolic version mirror each other, name for name).

It does **not** restate any rule. It evaluates the very clause objects of a rule
base: each clause's ``build(view)`` returns z3 expressions, which are read here
only as a syntax tree (no z3 solver, no ``simplify``, no model evaluation) and
compiled once into Python closures. A closure is then run on a concrete world:

- ``ForAll`` ranges over the world's finite domain of its sort (de Bruijn
  variables, ``z3.get_var_index``); an empty domain makes it true;
- ``And``, ``Or``, ``Not``, ``Implies``, ``=``, ``distinct``, ``If``, ``xor``,
  Boolean and enumeration constants are read as their plain meaning;
- a world function (``card_type``, ``controller``, ``occ_card``...) is looked up in
  the world by its declaration's name;
- a ruling function (``referent_1``, ``can_refer_to_identity_1``,
  ``is_extension_1``, ``performed_by_identity_1``) is left open: the value of a
  clause instance is then a small residual formula over *ruling variables*.

Rulings are then searched exactly: residual constraints that share a variable
are put in one component, and every component is enumerated in full (a
component is small: the "you" of one sentence, or one card and the actions
resolved from it). A world is consistent when every component has a satisfying
assignment; the answers of a subject are the values its variable takes over the
satisfying assignments of its component (both values when no constraint speaks
of it).

Preconditions (checked, `ReferenceUnsupported` otherwise): clauses use only the
syntax above, no existential quantifier and no arithmetic; worlds are small
(the differential tests use up to 3 players, 6 cards, 3 occurrences, 2 actions).

Names mirror the symbolic side: `ReferenceProblem` / `problem_for` /
``grounded`` (`logic.you.problem.RuleProblem`), `check` (`logic.solve.check`),
`Survey` / `survey` with ``answers`` and ``status`` (`logic.you.analyses.Survey`),
`find_contradictions` and `prove_unambiguous` (`logic.you.analyses`), per world.
`situation_of` turns a concrete world into a `logic.you.situations.Situation` so the
solver can be asked about exactly the same world.

Examples
--------
>>> w = ConcreteWorld(players=1, cards=(Card("hero", "unattached", 0, False),),
...                   occurrences=(Occurrence(0, "take_damage", "effect", 0, 0),))
>>> r = rule_world(problem_for("marvel_champions/en"), w)
>>> r.consistent, r.answers[("referent", 0)]
(True, frozenset({'identity'}))
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from typing import Callable, Iterable, Iterator

import z3

from ..errors import RulingError
from ..registry import RuleBase, load_rule_base
from .situations import ANSWERS, Situation
from .vocab import ACTION_KINDS, ATTACHMENTS, CARD_TYPES, GAME_FUNCTIONS, POSITIONS, REFERENTS, World

__all__ = [
    "Card", "Occurrence", "Action", "ConcreteWorld", "ReferenceUnsupported", "ReferenceProblem",
    "problem_for", "Grounded", "Result", "check", "satisfies", "WorldRuling", "rule_world",
    "find_contradictions", "prove_unambiguous", "Survey", "survey", "situation_worlds",
    "situation_of", "SUBJECT_KINDS",
]


class ReferenceUnsupported(RulingError):
    """A clause uses syntax the reference evaluator does not interpret."""


# -- concrete worlds ---------------------------------------------------------------

@dataclass(frozen=True)
class Card:
    """A card: its type, what it is attached to, its controller (player index), encounter flag."""

    card_type: str
    attachment: str
    controller: int
    is_encounter_card: bool


@dataclass(frozen=True)
class Occurrence:
    """One "you": the card (index) bearing it, its game function and position, its sentence
    (index) and the player (index) resolving it."""

    card: int
    function: str
    position: str
    sentence: int
    resolving_player: int


@dataclass(frozen=True)
class Action:
    """Something resolved from a card (index): its kind and the player (index) resolving it."""

    card: int
    kind: str
    player: int


@dataclass(frozen=True)
class ConcreteWorld:
    """A finite world: ``players`` players (indices ``0..players-1``), cards, occurrences, actions.

    Sentences are indices too; there are ``sentences`` of them (at least one more than the
    largest index an occurrence uses). Elements of every sort are pairwise distinct.
    """

    players: int
    cards: tuple[Card, ...] = ()
    occurrences: tuple[Occurrence, ...] = ()
    actions: tuple[Action, ...] = ()
    sentences: int = 0

    def __post_init__(self):
        n_sent = max([o.sentence + 1 for o in self.occurrences] + [self.sentences])
        object.__setattr__(self, "sentences", n_sent)
        bad = []
        for c in self.cards:
            bad += [] if c.card_type in CARD_TYPES else [c.card_type]
            bad += [] if c.attachment in ATTACHMENTS else [c.attachment]
            bad += [] if 0 <= c.controller < self.players else [f"controller {c.controller}"]
        for o in self.occurrences:
            bad += [] if o.function in GAME_FUNCTIONS else [o.function]
            bad += [] if o.position in POSITIONS else [o.position]
            bad += [] if 0 <= o.card < len(self.cards) else [f"card {o.card}"]
            bad += [] if 0 <= o.resolving_player < self.players else [f"player {o.resolving_player}"]
            bad += [] if o.sentence >= 0 else [f"sentence {o.sentence}"]
        for a in self.actions:
            bad += [] if a.kind in ACTION_KINDS else [a.kind]
            bad += [] if 0 <= a.card < len(self.cards) else [f"card {a.card}"]
            bad += [] if 0 <= a.player < self.players else [f"player {a.player}"]
        if bad or self.players < 1:
            raise ValueError(f"malformed world: {bad or 'no player'}")

    def domain(self, sort: str) -> range:
        """The elements of an uninterpreted sort, as indices."""
        return range({"Player": self.players, "Card": len(self.cards), "Occurrence": len(self.occurrences),
                      "Sentence": self.sentences, "Action": len(self.actions)}[sort])

    def subjects(self) -> list[tuple[str, int]]:
        """What a ruling decides here: ``("referent", i)`` per occurrence, ``("extension", j)``
        per card, ``("performer", k)`` per action."""
        return ([("referent", i) for i in range(len(self.occurrences))]
                + [("extension", j) for j in range(len(self.cards))]
                + [("performer", k) for k in range(len(self.actions))])


#: The question each subject kind answers (its readable answers are in `logic.you.situations.ANSWERS`).
SUBJECT_KINDS = {"referent": "referent", "extension": "is_extension", "performer": "performed_by_identity"}

# World functions: name -> (argument sort, range sort, reader(world, index) -> value).
_WORLD_FUNCTIONS: dict[str, tuple[str, str, Callable]] = {
    "card_type": ("Card", "CardType", lambda w, i: w.cards[i].card_type),
    "attachment": ("Card", "Attachment", lambda w, i: w.cards[i].attachment),
    "controller": ("Card", "Player", lambda w, i: w.cards[i].controller),
    "is_encounter_card": ("Card", "Bool", lambda w, i: w.cards[i].is_encounter_card),
    "occ_card": ("Occurrence", "Card", lambda w, i: w.occurrences[i].card),
    "occ_function": ("Occurrence", "GameFunction", lambda w, i: w.occurrences[i].function),
    "occ_position": ("Occurrence", "Position", lambda w, i: w.occurrences[i].position),
    "occ_sentence": ("Occurrence", "Sentence", lambda w, i: w.occurrences[i].sentence),
    "resolving_player": ("Occurrence", "Player", lambda w, i: w.occurrences[i].resolving_player),
    "act_card": ("Action", "Card", lambda w, i: w.actions[i].card),
    "act_kind": ("Action", "ActionKind", lambda w, i: w.actions[i].kind),
    "act_player": ("Action", "Player", lambda w, i: w.actions[i].player),
}

# Ruling functions: name prefix -> (argument sort, the values a ruling may give).
_RULING_FUNCTIONS: dict[str, tuple[str, tuple]] = {
    "referent": ("Occurrence", REFERENTS),
    "can_refer_to_identity": ("Occurrence", (True, False)),
    "is_extension": ("Card", (True, False)),
    "performed_by_identity": ("Action", (True, False)),
    "identity_can_undergo": ("Occurrence", (True, False)),
    "player_can_undergo": ("Occurrence", (True, False)),
    "excepted": ("Occurrence", (True, False)),
}

_ENUM_SORTS = {"CardType": CARD_TYPES, "GameFunction": tuple(GAME_FUNCTIONS), "Position": POSITIONS,
               "Attachment": ATTACHMENTS, "ActionKind": ACTION_KINDS, "Referent": REFERENTS,
               "Bool": (True, False)}
_UNINTERPRETED = ("Player", "Card", "Occurrence", "Sentence", "Action")


# -- residual formulas over ruling variables -------------------------------------------
# A ruling variable is a key (function, tag, element). A residual is True, False, or a
# tuple: ("is", key, value) | ("same", key1, key2) | ("not", r) | ("and", rs) | ("or", rs)
# | ("iff", r1, r2). A residual term (a ruling value not yet known) is ("term", key) or
# ("ite", r, t1, t2).

def _not(r):
    if r is True or r is False:
        return not r
    if r[0] == "not":
        return r[1]
    return ("not", r)


def _and(rs):
    out = []
    for r in rs:
        if r is False:
            return False
        if r is not True:
            out.extend(r[1] if r[0] == "and" else (r,))
    return True if not out else out[0] if len(out) == 1 else ("and", tuple(out))


def _or(rs):
    out = []
    for r in rs:
        if r is True:
            return True
        if r is not False:
            out.extend(r[1] if r[0] == "or" else (r,))
    return False if not out else out[0] if len(out) == 1 else ("or", tuple(out))


def _is_term(x) -> bool:
    return isinstance(x, tuple) and x and x[0] in ("term", "ite")


def _eq(a, b):
    """Equality of two partially known values (Boolean formulas, terms or plain values)."""
    if _is_term(b) and not _is_term(a):
        a, b = b, a
    if _is_term(a):
        if a[0] == "ite":
            return _or([_and([a[1], _eq(a[2], b)]), _and([_not(a[1]), _eq(a[3], b)])])
        if _is_term(b):
            if b[0] == "ite":
                return _eq(b, a)
            return True if a[1] == b[1] else ("same", a[1], b[1])
        if isinstance(b, tuple):  # a Boolean residual formula
            return ("iff", ("is", a[1], True), b)
        return ("is", a[1], b)
    a_known, b_known = not isinstance(a, tuple), not isinstance(b, tuple)
    if a_known and b_known:
        return a == b
    if a_known:
        a, b = b, a
    if b_known:  # a is a Boolean residual
        return a if b is True else _not(a)
    return ("iff", a, b)


def _as_formula(x):
    """A Boolean value: a Boolean ruling term becomes the formula 'it is true'."""
    if _is_term(x):
        return _eq(x, True)
    return x


def _holds(r, asg: dict) -> bool:
    """Evaluate a residual formula under a full assignment of its variables."""
    if r is True or r is False:
        return r
    tag = r[0]
    if tag == "is":
        return asg[r[1]] == r[2]
    if tag == "same":
        return asg[r[1]] == asg[r[2]]
    if tag == "not":
        return not _holds(r[1], asg)
    if tag == "and":
        return all(_holds(x, asg) for x in r[1])
    if tag == "or":
        return any(_holds(x, asg) for x in r[1])
    if tag == "iff":
        return _holds(r[1], asg) == _holds(r[2], asg)
    raise AssertionError(r)


def _variables(r, out: set) -> set:
    if r is True or r is False:
        return out
    tag = r[0]
    if tag == "is":
        out.add(r[1])
    elif tag == "same":
        out.add(r[1])
        out.add(r[2])
    elif tag == "not":
        _variables(r[1], out)
    elif tag in ("and", "or"):
        for x in r[1]:
            _variables(x, out)
    else:  # iff
        _variables(r[1], out)
        _variables(r[2], out)
    return out


# -- compiling a z3 syntax tree into closures -----------------------------------------------

def _compile(e: z3.ExprRef, memo: dict) -> Callable:
    """A closure ``f(world, env)`` giving the value of ``e`` (env: bound elements, innermost last)."""
    key = e.get_id()
    if key in memo:
        return memo[key][0]
    f = _compile_node(e, memo)
    memo[key] = (f, e)  # keep e alive: z3 reuses the ids of collected terms
    return f


def _compile_node(e: z3.ExprRef, memo: dict) -> Callable:
    if z3.is_quantifier(e):
        if not e.is_forall():
            raise ReferenceUnsupported(f"only universal quantifiers are interpreted: {e}")
        sorts = [e.var_sort(i).name() for i in range(e.num_vars())]
        enums = memo.get("__enums__", _ENUM_SORTS)
        for s in sorts:
            if s not in _UNINTERPRETED and s not in enums:
                raise ReferenceUnsupported(f"quantifier over sort {s}")
        body = _compile(e.body(), memo)

        def forall(w, env):
            pools = [w.domain(s) if s in _UNINTERPRETED else enums[s] for s in sorts]
            out = []
            for combo in product(*pools):
                r = _as_formula(body(w, env + combo))
                if r is False:
                    return False
                out.append(r)
            return _and(out)
        return forall
    if z3.is_var(e):
        idx = z3.get_var_index(e)
        return lambda w, env: env[len(env) - 1 - idx]
    if z3.is_true(e):
        return lambda w, env: True
    if z3.is_false(e):
        return lambda w, env: False
    if not z3.is_app(e):
        raise ReferenceUnsupported(f"cannot interpret {e}")
    kids = [_compile(c, memo) for c in e.children()]
    k = e.decl().kind()
    if k == z3.Z3_OP_AND:
        def and_(w, env):
            out = []
            for f in kids:
                r = _as_formula(f(w, env))
                if r is False:
                    return False
                out.append(r)
            return _and(out)
        return and_
    if k == z3.Z3_OP_OR:
        def or_(w, env):
            out = []
            for f in kids:
                r = _as_formula(f(w, env))
                if r is True:
                    return True
                out.append(r)
            return _or(out)
        return or_
    if k == z3.Z3_OP_NOT:
        (a,) = kids
        return lambda w, env: _not(_as_formula(a(w, env)))
    if k == z3.Z3_OP_IMPLIES:
        a, b = kids

        def implies(w, env):
            ra = _as_formula(a(w, env))
            return True if ra is False else _or([_not(ra), _as_formula(b(w, env))])
        return implies
    if k == z3.Z3_OP_XOR:
        a, b = kids
        return lambda w, env: _not(_eq(_as_formula(a(w, env)), _as_formula(b(w, env))))
    if k == z3.Z3_OP_EQ or k == z3.Z3_OP_IFF:
        a, b = kids
        return lambda w, env: _eq(a(w, env), b(w, env))
    if k == z3.Z3_OP_DISTINCT:
        def distinct(w, env):
            vals = [f(w, env) for f in kids]
            return _and([_not(_eq(vals[i], vals[j])) for i in range(len(vals)) for j in range(i + 1, len(vals))])
        return distinct
    if k == z3.Z3_OP_ITE:
        c, a, b = kids

        def ite(w, env):
            rc = _as_formula(c(w, env))
            if rc is True:
                return a(w, env)
            if rc is False:
                return b(w, env)
            ra, rb = a(w, env), b(w, env)
            if isinstance(ra, bool) or (isinstance(ra, tuple) and not _is_term(ra)):  # Boolean if-then-else
                ra, rb = _as_formula(ra), _as_formula(rb)
                return _or([_and([rc, ra]), _and([_not(rc), rb])])
            return ("ite", rc, ra, rb)
        return ite
    enums = memo.get("__enums__", _ENUM_SORTS)
    if k == z3.Z3_OP_DT_CONSTRUCTOR and e.num_args() == 0 and e.sort().name() in enums:
        # the vocabulary's name of the value (the z3 constant may carry a prefix)
        name = memo.get("__names__", {}).get((e.sort().name(), e.decl().name()), e.decl().name())
        if name not in enums[e.sort().name()]:
            raise ReferenceUnsupported(f"unknown constant {e.decl().name()} of {e.sort().name()}")
        return lambda w, env: name
    if k == z3.Z3_OP_UNINTERPRETED and e.num_args() == 1:
        name = e.decl().name()
        (arg,) = kids
        functions = memo.get("__functions__", _WORLD_FUNCTIONS)
        if name in functions:
            read = functions[name][2]
            return lambda w, env: read(w, arg(w, env))
        for prefix in _RULING_FUNCTIONS:
            if name.startswith(prefix + "_"):
                tag = name[len(prefix) + 1:]
                return lambda w, env: ("term", (prefix, tag, arg(w, env)))
    raise ReferenceUnsupported(f"cannot interpret {e.decl().name()} in {e}")


# -- problems and grounding --------------------------------------------------------------

@dataclass
class Grounded:
    """A rule base instantiated on one concrete world (mirror of `logic.you.problem.Grounded`).

    ``groups`` holds, per clause id, the residual constraints its instances leave over the
    ruling variables (``False`` when an instance fails whatever the ruling);
    ``variables`` every ruling variable of the world with the values it may take.
    """

    world: ConcreteWorld
    groups: dict[str, list]
    variables: dict[tuple, tuple]
    tags: tuple[str, ...]


class ReferenceProblem:
    """One rule base's "you" clauses, compiled once for the reference (mirror of `RuleProblem`).

    The clauses are built on a z3 `logic.you.vocab.World` of the problem's own, only to obtain
    their syntax trees.
    """

    def __init__(self, rule_base: str | RuleBase, readings: dict[str, str] | tuple | None = None):
        self.rb = load_rule_base(rule_base) if isinstance(rule_base, str) else rule_base
        #: the reading of every clause with readings (mirror of `RuleProblem.readings`)
        self.readings: tuple[tuple[str, str], ...] = self.rb.with_readings(dict(readings or {}))
        self.clauses = self.rb.for_topic("you")
        self.world = World()
        self._compiled: dict[str, list[tuple[str, list[Callable]]]] = {}

    @property
    def name(self) -> str:
        return self.rb.name

    def compiled(self, tag: int | str = 1) -> list[tuple[str, list[Callable]]]:
        """Each clause's constraints for ruling ``tag``, compiled to closures (once)."""
        key = str(tag)
        if key not in self._compiled:
            view, out = self.world.ruling(key), []
            memo = {"__names__": _value_names(self.world)}
            chosen = dict(self.readings)
            for c in self.clauses:
                built = c.build_under(chosen.get(c.id))(view)
                built = list(built) if isinstance(built, (list, tuple)) else [built]
                out.append((c.id, [_compile(b, memo) for b in built]))
            self._compiled[key] = out
        return self._compiled[key]

    def grounded(self, world: ConcreteWorld, rulings: int = 1) -> Grounded:
        """The clauses instantiated on ``world`` for ``rulings`` rulings side by side."""
        tags = tuple(str(t) for t in range(1, rulings + 1))
        groups: dict[str, list] = {}
        for tag in tags:
            for cid, fs in self.compiled(tag):
                bucket = groups.setdefault(cid, [])
                for f in fs:
                    r = _as_formula(f(world, ()))
                    if r is True:
                        continue
                    bucket.extend(r[1] if isinstance(r, tuple) and r[0] == "and" else (r,))
        variables = {}
        for tag in tags:
            for name, (sort, values) in _RULING_FUNCTIONS.items():
                for i in world.domain(sort):
                    variables[(name, tag, i)] = values
        return Grounded(world, groups, variables, tags)


def _value_names(w: World) -> dict[tuple[str, str], str]:
    """(sort name, z3 constant name) -> the vocabulary's name of that value."""
    tables = [w.card_types, w.game_functions, w.positions, w.attachments, w.action_kinds, w.referents]
    return {(c.sort().name(), c.decl().name()): v for table in tables for v, c in table.items()}


@lru_cache(maxsize=64)
def problem_for(rule_base: str, readings: tuple = ()) -> ReferenceProblem:
    """The (cached) `ReferenceProblem` of a built-in rule base under ``readings`` (pairs of clause id
    and reading name put over the defaults; mirror of `logic.you.analyses.problem_for`)."""
    return ReferenceProblem(rule_base, readings)


# -- checking ----------------------------------------------------------------------------

@dataclass
class Result:
    """Mirror of `logic.solve.Result`: ``status`` is ``sat`` or ``unsat`` (never ``unknown``).

    On sat, ``model`` is one satisfying ruling (variable -> value); ``solutions`` maps each
    variable to the values it takes over all satisfying rulings; ``witnesses`` are satisfying
    rulings that together give every variable each of those values. On unsat, ``core`` holds
    the clause ids of a minimal unsatisfiable subset (deleting any one makes it satisfiable).
    """

    status: str
    core: tuple[str, ...] = ()
    model: dict | None = None
    solutions: dict | None = None
    witnesses: list | None = None

    @property
    def sat(self) -> bool:
        return self.status == "sat"

    @property
    def unsat(self) -> bool:
        return self.status == "unsat"


def _solve(g: Grounded, labels: Iterable[str]) -> tuple[dict, dict, list[dict]] | None:
    """Exact search over the constraints of ``labels``.

    Returns one satisfying ruling, the values every variable takes over all satisfying
    rulings, and a few satisfying rulings that together give every variable every such
    value (a cover); ``None`` when no ruling satisfies the constraints.
    """
    constraints = []
    for label in labels:
        for r in g.groups.get(label, ()):
            if r is False:
                return None
            constraints.append((r, _variables(r, set())))
    # components: union-find over the variables constraints share
    parent: dict = {}

    def find(x):
        while parent.get(x, x) != x:
            parent[x] = parent.get(parent[x], parent[x])
            x = parent[x]
        return x

    for _, vs in constraints:
        vs = list(vs)
        for v in vs[1:]:
            a, b = find(vs[0]), find(v)
            if a != b:
                parent[a] = b
    comps: dict = {}
    for r, vs in constraints:
        root = find(next(iter(vs)))
        entry = comps.setdefault(root, [set(), []])
        entry[0] |= vs
        entry[1].append(r)
    seen = {v: set(values) for v, values in g.variables.items()}
    covers: list[list[dict]] = []
    constrained: set = set()
    for vs, rs in comps.values():
        order = sorted(vs, key=repr)
        constrained |= vs
        for v in order:
            seen[v] = set()
        good = []
        for combo in product(*(g.variables[v] for v in order)):
            asg = dict(zip(order, combo))
            if all(_holds(r, asg) for r in rs):
                good.append(asg)
                for v, x in asg.items():
                    seen[v].add(x)
        if not good:
            return None
        # greedy cover of every (variable, value) pair the component allows
        todo = {(v, x) for v in order for x in seen[v]}
        cover = []
        while todo:
            best = max(good, key=lambda a: sum((v, x) in todo for v, x in a.items()))
            cover.append(best)
            todo -= set(best.items())
        covers.append(cover)
    free = [v for v in g.variables if v not in constrained]
    width = max([len(c) for c in covers] + [max((len(g.variables[v]) for v in free), default=1)])
    rulings = []
    for j in range(width):
        ruling = {v: g.variables[v][j % len(g.variables[v])] for v in free}
        for cover in covers:
            ruling.update(cover[min(j, len(cover) - 1)])
        rulings.append(ruling)
    return rulings[0], {v: frozenset(xs) for v, xs in seen.items()}, rulings


def check(g: Grounded, labels: Iterable[str] | None = None, *, minimise: bool = True) -> Result:
    """Is there a ruling satisfying the constraints of ``labels`` (default: every clause)?

    Mirror of `logic.solve.check`. sat: ``model`` is one ruling, ``solutions`` every value each
    variable takes, ``witnesses`` rulings covering them; unsat: ``core`` is a minimal set of
    clause ids that is still unsatisfiable
    (deletion-based, as in `logic.solve.check`), or every label when ``minimise`` is false.
    """
    labels = list(g.groups) if labels is None else list(labels)
    found = _solve(g, labels)
    if found is not None:
        return Result("sat", model=found[0], solutions=found[1], witnesses=found[2])
    core = [lb for lb in labels if g.groups.get(lb)]
    if minimise:
        for lb in list(core):
            trial = [x for x in core if x != lb]
            if _solve(g, trial) is None:
                core = trial
    return Result("unsat", core=tuple(sorted(core)))


def satisfies(g: Grounded, ruling: dict, labels: Iterable[str] | None = None) -> list[str]:
    """The clause ids (of ``labels``, default all) whose constraints ``ruling`` breaks.

    ``ruling`` maps every ruling variable ``(function, tag, element)`` to its value; an empty
    list means the ruling satisfies them all.
    """
    labels = list(g.groups) if labels is None else list(labels)
    return [lb for lb in labels if not all(r is not False and _holds(r, ruling) for r in g.groups.get(lb, ()))]


# -- the questions, per world ----------------------------------------------------------------

def _readable(kind: str, value) -> str:
    if kind == "referent":
        return value
    yes, no = ANSWERS[kind]
    return yes if value else no


@dataclass
class WorldRuling:
    """What the rule base says about one concrete world.

    ``consistent``: some ruling satisfies every clause; ``core``: when not, a minimal set of
    clause ids no ruling satisfies together; ``answers``: per subject (see
    `ConcreteWorld.subjects`), the readable answers some satisfying ruling gives (empty when
    inconsistent); ``model``: one satisfying ruling; ``result`` the reference `check` behind it.
    """

    world: ConcreteWorld
    consistent: bool
    core: tuple[str, ...]
    answers: dict[tuple[str, int], frozenset[str]]
    model: dict | None
    grounded: Grounded = field(repr=False, default=None)
    result: Result = field(repr=False, default=None)

    def status(self, subject: tuple[str, int]) -> str:
        """Mirror of `logic.you.analyses.Survey.status` for one world: ``contradictory`` (no
        ruling), ``ambiguous`` (two satisfying rulings disagree on it) or ``determined``."""
        allowed = self.answers[subject]
        if not allowed:
            return "contradictory"
        return "ambiguous" if len(allowed) > 1 else "determined"

    def disagree(self, subject: tuple[str, int]) -> bool:
        """Whether two satisfying rulings give ``subject`` different answers."""
        return len(self.answers[subject]) > 1


def rule_world(p: ReferenceProblem, world: ConcreteWorld, *, minimise: bool = True) -> WorldRuling:
    """Consistency, core and the answers of every subject of ``world`` under ``p``'s rule base."""
    g = p.grounded(world, 1)
    r = check(g, minimise=minimise)
    answers = {}
    for kind, i in world.subjects():
        if r.unsat:
            answers[(kind, i)] = frozenset()
        else:
            values = r.solutions[(SUBJECT_KINDS[kind], "1", i)]
            answers[(kind, i)] = frozenset(_readable(kind, x) for x in values)
    return WorldRuling(world, r.sat, r.core, answers, r.model, g, r)


def find_contradictions(p: ReferenceProblem, world: ConcreteWorld) -> tuple[str, ...] | None:
    """A minimal core of clause ids when no ruling satisfies ``world``, else ``None``."""
    r = rule_world(p, world)
    return None if r.consistent else r.core


def prove_unambiguous(p: ReferenceProblem, world: ConcreteWorld) -> dict:
    """Mirror of `logic.you.analyses.prove_unambiguous` on one world: ``status`` ``holds`` when every
    two satisfying rulings agree on every subject, ``refuted`` with the ambiguous subjects
    otherwise, ``contradictory`` when no ruling exists."""
    r = rule_world(p, world, minimise=False)
    if not r.consistent:
        return {"status": "contradictory", "ambiguous": []}
    amb = [s for s in world.subjects() if r.disagree(s)]
    return {"status": "refuted" if amb else "holds", "ambiguous": amb}


# -- the questions, per case (mirror of logic.you.analyses.survey) ------------------------------

#: Per question: the subject whose answer it asks for in the worlds of `situation_worlds`.
_SURVEYED = {"referent": ("referent", 0), "extension": ("extension", 0), "performer": ("performer", 0)}


def situation_worlds(question: str, case: dict[str, str]) -> Iterator[ConcreteWorld]:
    """Every smallest world of ``question``'s situation (`logic.you.situations.situation_for`) with
    its features fixed to ``case``: the world features the situation leaves free (whether the
    card is an encounter card, whether the resolving player controls the card) take every value.

    By Łoś–Tarski (the clauses are universal) a larger world has fewer satisfying rulings, so
    these worlds are the ones that decide what some world of the case allows.
    ``referent_in_sentence`` leaves the cards of both occurrences free and is not enumerated.
    """
    if question == "referent":
        for enc, players in product((False, True), (1, 2)):
            yield ConcreteWorld(players, (Card(case["card_type"], case["attachment"], 0, enc),),
                                (Occurrence(0, case["function"], case["position"], 0, players - 1),))
    elif question == "extension":
        for enc in (False, True):
            yield ConcreteWorld(1, (Card(case["card_type"], case["attachment"], 0, enc),))
    elif question == "performer":
        for enc, players in product((False, True), (1, 2)):
            yield ConcreteWorld(players, (Card(case["card_type"], case["attachment"], 0, enc),),
                                actions=(Action(0, case["kind"], players - 1),))
    else:
        raise KeyError(f"the reference does not enumerate the worlds of {question!r}")


@dataclass
class Survey:
    """Mirror of `logic.you.analyses.Survey`, computed case by case (and memoised).

    ``answers(case)``: the answers some ruling of some world of the case gives;
    ``status(case)``: ``contradictory`` (no world of the case has a ruling), ``ambiguous``
    (in some world two rulings disagree), ``determined`` (one answer in every world) or
    ``depends`` (each world has one answer, but not the same one). Always complete.
    """

    problem: ReferenceProblem
    question: str
    complete: bool = True
    _memo: dict = field(default_factory=dict, repr=False)

    def _rule(self, case: dict) -> tuple[frozenset, bool]:
        key = tuple(sorted(case.items()))
        if key not in self._memo:
            subject = _SURVEYED[self.question]
            allowed, amb = set(), False
            for w in situation_worlds(self.question, case):
                r = rule_world(self.problem, w, minimise=False)
                allowed |= r.answers[subject]
                amb = amb or r.disagree(subject)
            self._memo[key] = (frozenset(allowed), amb)
        return self._memo[key]

    def answers(self, case: dict) -> frozenset[str]:
        return self._rule(case)[0]

    def status(self, case: dict) -> str:
        allowed, amb = self._rule(case)
        if not allowed:
            return "contradictory"
        if amb:
            return "ambiguous"
        return "determined" if len(allowed) == 1 else "depends"


def survey(p: ReferenceProblem, question: str) -> Survey:
    """Mirror of `logic.you.analyses.survey` (``referent``, ``extension`` or ``performer``)."""
    if question not in _SURVEYED:
        raise KeyError(f"the reference does not survey {question!r}")
    return Survey(p, question)


# -- the same world for the solver ------------------------------------------------------------

def situation_of(world: ConcreteWorld, w: World) -> Situation:
    """``world`` as a `logic.you.situations.Situation` over the z3 symbols ``w``: one constant per
    element, pairwise distinct per sort, every world function pinned on them.

    Constants are named by index (``player1``, ``card2``, ``o1``, ``sentence1``, ``a2``), so
    two worlds share the constants of the elements they share. The situation's answers are
    the subjects of ``world`` (`ConcreteWorld.subjects`), in order: ``answer_term(view, i)``
    is the ruling term of the i-th subject. Its ``features`` are empty.
    """
    memo = _PINS.setdefault(w, {})

    def pin(key, make):
        if key not in memo:
            memo[key] = make()
        return memo[key]

    def consts(sort, prefix, n):
        return [pin((prefix, i), lambda: z3.Const(f"{prefix}{i + 1}", sort)) for i in range(n)]

    players = consts(w.Player, "player", world.players)
    cards = consts(w.Card, "card", len(world.cards))
    occs = consts(w.Occurrence, "o", len(world.occurrences))
    sents = consts(w.Sentence, "sentence", world.sentences)
    acts = consts(w.Action, "a", len(world.actions))
    shape = [pin(("distinct", xs[0].sort().name(), len(xs)), lambda: z3.Distinct(*xs))
             for xs in (players, cards, occs, sents, acts) if len(xs) > 1]
    B = lambda b: z3.BoolVal(b, w.ctx)  # noqa: E731
    for j, (c, k) in enumerate(zip(world.cards, cards)):
        shape += [pin(("card_type", j, c.card_type), lambda: w.card_type(k) == w.card_types[c.card_type]),
                  pin(("attachment", j, c.attachment), lambda: w.attachment(k) == w.attachments[c.attachment]),
                  pin(("controller", j, c.controller), lambda: w.controller(k) == players[c.controller]),
                  pin(("encounter", j, c.is_encounter_card),
                      lambda: w.is_encounter_card(k) == B(c.is_encounter_card))]
    for j, (o, k) in enumerate(zip(world.occurrences, occs)):
        shape += [pin(("occ_card", j, o.card), lambda: w.occ_card(k) == cards[o.card]),
                  pin(("occ_function", j, o.function), lambda: w.occ_function(k) == w.game_functions[o.function]),
                  pin(("occ_position", j, o.position), lambda: w.occ_position(k) == w.positions[o.position]),
                  pin(("occ_sentence", j, o.sentence), lambda: w.occ_sentence(k) == sents[o.sentence]),
                  pin(("resolving_player", j, o.resolving_player),
                      lambda: w.resolving_player(k) == players[o.resolving_player])]
    for j, (a, k) in enumerate(zip(world.actions, acts)):
        shape += [pin(("act_card", j, a.card), lambda: w.act_card(k) == cards[a.card]),
                  pin(("act_kind", j, a.kind), lambda: w.act_kind(k) == w.action_kinds[a.kind]),
                  pin(("act_player", j, a.player), lambda: w.act_player(k) == players[a.player])]
    subjects = world.subjects()

    def answer_term(view, i):
        kind, j = subjects[i]
        if kind == "referent":
            return view.referent(occs[j])
        if kind == "extension":
            return view.is_extension(cards[j])
        return view.performed_by_identity(acts[j])

    return Situation("world", w, players + cards + occs + sents + acts, shape, {}, answer_term,
                     dict(w.referents), subjects=len(subjects))


#: Per z3 world: its element constants and pinning constraints, built once.
_PINS: "weakref.WeakKeyDictionary[World, dict]" = weakref.WeakKeyDictionary()
