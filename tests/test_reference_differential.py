"""The reference evaluator (logic/you/reference.py) against the solver, on random small worlds.

For each rule base of "you" (marvel_champions/en, /fr, /de), hypothesis draws worlds (300 by
default for English, more with RULING_EXAMPLES; a third of them, at least 60, for French and German) of 1-3 players, 1-6 cards, 0-3 occurrences (sharing sentences and cards at random) and 0-2
actions, and the two sides must agree:

- the reference says the world is inconsistent  <=>  `logic.solve.check` answers unsat; then
  the solver's minimal core is, for the reference too, unsatisfiable and minimal, and the
  reference's own core is unsatisfiable for the solver;
- the world is consistent: every ruling variable (referent and can_refer_to_identity of each
  occurrence, is_extension of each card, performed_by_identity of each action) takes exactly
  the values the reference found. Two checks prove it: (1) rulings covering every value the
  reference allows, all pinned at once as side-by-side rulings, are satisfiable; (2) no
  ruling gives any variable the reference determines another value (unsat).

The solver side asserts the world as distinct constants with every world function pinned
(`logic.you.reference.situation_of`) and the clauses of `RuleProblem.quantified` instantiated
over exactly those constants with `logic.ground.instantiate` semantics (an empty sort has
no instance, as in the reference); instances are cached by binding, so grounding is paid
once per element tuple, not once per world.

Separately, single-occurrence / single-card / single-action cases are compared with
`logic.you.analyses.survey` (the path `ruling check` uses): answers and status.
"""

from __future__ import annotations

import sys
import time
from itertools import product

import pytest
import z3
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from logic.you import reference as ref
from logic.you.analyses import survey
from logic.you.problem import SHAPE, RuleProblem
from logic.registry import load_rule_base
from logic.solve import Session, check
from logic.you.vocab import ACTION_KINDS, ATTACHMENTS, CARD_TYPES, GAME_FUNCTIONS, POSITIONS

RULE_BASES = ["marvel_champions/en", "marvel_champions/fr", "marvel_champions/de"]
EXAMPLES = int(__import__("os").environ.get("RULING_EXAMPLES", "300"))


def _and(cs, ctx):
    """z3.And of a list, without z3.And's slow per-argument coercion."""
    if len(cs) <= 1:
        return cs[0] if cs else z3.BoolVal(True, ctx)
    arr = (z3.Ast * len(cs))(*[c.as_ast() for c in cs])
    return z3.BoolRef(z3.Z3_mk_and(ctx.ref(), len(cs), arr), ctx)


def _or(cs, ctx):
    arr = (z3.Ast * len(cs))(*[c.as_ast() for c in cs])
    return z3.BoolRef(z3.Z3_mk_or(ctx.ref(), len(cs), arr), ctx)


# -- the solver side ---------------------------------------------------------------------

class SolverSide:
    """One rule base on the solver side.

    `situation_of` names the constants of a world by index (``card1``, ``o2``...), so the
    instances of a clause depend only on how many elements each sort has: the conjunction
    of a clause's instances is cached by those sizes.
    """

    def __init__(self, rule_base: str, readings: dict | None = None):
        self.p = RuleProblem(rule_base, readings=readings)
        self.w = self.p.world
        self._conj: dict = {}
        self._pins: dict = {}

    def _instances(self, formula, pools):
        if z3.is_quantifier(formula):
            assert formula.is_forall()
            sorts = [formula.var_sort(i).name() for i in range(formula.num_vars())]
            out = []
            for combo in product(*(pools[s] for s in sorts)):
                out.extend(self._instances(z3.substitute_vars(formula.body(), *reversed(combo)), pools))
            return out
        if z3.is_and(formula):
            return [g for c in formula.children() for g in self._instances(c, pools)]
        return [formula]

    def groups(self, situation, rulings: int) -> list:
        pools = {s: [] for s in ("Player", "Card", "Occurrence", "Sentence", "Action")}
        for c in situation.constants:
            pools[c.sort().name()].append(c)
        sizes = tuple(len(v) for v in pools.values())
        groups = [(SHAPE, [_and(situation.shape, self.w.ctx)])]
        for tag in range(1, rulings + 1):
            for k, (cid, formulas) in enumerate(self.p.quantified(tag)):
                key = (tag, k, sizes)
                if key not in self._conj:
                    cs = [g for f in formulas for g in self._instances(f, pools)]
                    self._conj[key] = _and(cs, self.w.ctx) if cs else None
                if self._conj[key] is not None:
                    groups.append((cid, [self._conj[key]]))
        return groups

    def ruling_term(self, tag, var):
        """The z3 term of reference ruling variable ``var = (function, _, element)`` in ruling ``tag``."""
        name, _, i = var
        sort, prefix = {"Occurrence": (self.w.Occurrence, "o"), "Card": (self.w.Card, "card"),
                        "Action": (self.w.Action, "a")}[ref._RULING_FUNCTIONS[name][0]]
        return getattr(self.w.ruling(tag), name)(z3.Const(f"{prefix}{i + 1}", sort))

    def pin(self, tag, var, value, equal=True):
        """``ruling_term(tag, var) == value`` (or ``!=``), built once."""
        key = (tag, var[0], var[2], value, equal)
        if key not in self._pins:
            term = self.ruling_term(tag, var)
            x = self.w.referents[value] if var[0] == "referent" else z3.BoolVal(value, self.w.ctx)
            self._pins[key] = term == x if equal else term != x
        return self._pins[key]


def compare_world(side: SolverSide, rp: ref.ReferenceProblem, world: ref.ConcreteWorld, stats: dict):
    """Assert that the reference and the solver agree on ``world``; return the reference's ruling."""
    mine = ref.rule_world(rp, world)
    g, full = mine.grounded, mine.result
    situation = ref.situation_of(world, side.w)
    ctx = side.w.ctx
    if not mine.consistent:
        stats["inconsistent"] += 1
        groups = side.groups(situation, 1)
        r = check(groups, ctx)
        assert r.status == "unsat", (
            f"reference: inconsistent (core {mine.core}); solver: {r.status}\nworld: {world}")
        core = tuple(c for c in r.core if c != SHAPE)
        assert ref.check(g, core, minimise=False).unsat, (
            f"solver core {core} is satisfiable for the reference\nworld: {world}")
        for c in core:
            assert ref.check(g, [x for x in core if x != c]).sat, (
                f"solver core {core} is not minimal for the reference (drop {c})\nworld: {world}")
        back = check([grp for grp in groups if grp[0] in mine.core + (SHAPE,)], ctx, minimise=False)
        assert back.status == "unsat", (
            f"reference core {mine.core} is {back.status} for the solver\nworld: {world}")
        return mine
    stats["consistent"] += 1
    sol, cover = full.solutions, full.witnesses
    for ruling in cover:  # the reference's own promises: satisfying rulings, covering every value
        assert not ref.satisfies(g, ruling), (world, ruling)
    assert {v: frozenset(r[v] for r in cover) for v in sol} == sol, world
    for kind, i in world.subjects():
        assert len(mine.answers[(kind, i)]) == len(sol[(ref.SUBJECT_KINDS[kind], "1", i)])
    # One solver session holds the world and len(cover) rulings side by side.
    session = Session(side.groups(situation, len(cover)), ctx)
    # (1) the reference's witness rulings, pinned all at once, are accepted by the solver
    pins = [side.pin(tag, var, x) for tag, ruling in enumerate(cover, start=1) for var, x in ruling.items()]
    r = session.check([("reference_rulings", [_and(pins, ctx)])], minimise=False)
    assert r.status == "sat", (
        f"the reference's rulings are rejected by the solver ({r.status}); core {r.core}\n"
        f"world: {world}\nrulings: {cover}")
    # (2) no ruling gives a variable the reference determines another value (ruling 1 is
    # asked; the session's other rulings are satisfiable on their own, by (1))
    forced = [side.pin(1, v, next(iter(xs)), equal=False) for v, xs in sol.items() if len(xs) == 1]
    if forced:
        r = session.check([("claim", [_or(forced, ctx)])], minimise=False)
        if r.status == "sat":
            got = {v: _read(r.model, side, v) for v in sol}
            raise AssertionError(
                f"the solver has a ruling the reference excludes\nworld: {world}\nruling: {got}\n"
                f"reference says it breaks: {ref.satisfies(g, got)}\nreference values: {sol}")
        assert r.status == "unsat", r
    return mine


def _read(model, side, var):
    got = model.eval(side.ruling_term(1, var), model_completion=True)
    if var[0] == "referent":
        return str(got)
    return z3.is_true(got)


# -- random worlds ------------------------------------------------------------------------

def _encounter_types() -> frozenset:
    """The card types the shared Encounter Card entry names, used only to shape the random
    worlds (most cards then carry the flag their type implies, so most worlds are consistent);
    the comparison itself never uses it."""
    load_rule_base(RULE_BASES[0])
    module = sys.modules.get("_ruling_encodings.marvel_champions.common.encounter_card")
    return frozenset(getattr(module, "ENCOUNTER_TYPES", ()))


ENCOUNTER = _encounter_types()


@st.composite
def worlds(draw):
    players = draw(st.integers(1, 3))
    n_cards = draw(st.integers(1, 6))
    cards = tuple(ref.Card(draw(st.sampled_from(CARD_TYPES)), draw(st.sampled_from(ATTACHMENTS)),
                           draw(st.integers(0, players - 1)), None)
                  for _ in range(n_cards))
    # one card in eight carries the other encounter flag than its type implies
    cards = tuple(ref.Card(c.card_type, c.attachment, c.controller,
                           (c.card_type in ENCOUNTER) != (draw(st.integers(0, 7)) == 0)) for c in cards)
    occs = tuple(ref.Occurrence(draw(st.integers(0, n_cards - 1)), draw(st.sampled_from(list(GAME_FUNCTIONS))),
                                draw(st.sampled_from(POSITIONS)), draw(st.integers(0, 2)),
                                draw(st.integers(0, players - 1)))
                 for _ in range(draw(st.integers(0, 3))))
    acts = tuple(ref.Action(draw(st.integers(0, n_cards - 1)), draw(st.sampled_from(ACTION_KINDS)),
                            draw(st.integers(0, players - 1)))
                 for _ in range(draw(st.integers(0, 2))))
    return ref.ConcreteWorld(players, cards, occs, acts)


#: the random worlds of each translated rule base: a third of the English one's (its clauses are the English ones
#: translated, and `ruling diff` proves each of its questions alike with the English one on every case), at least 60
#: (or all of them when fewer are asked)
TRANSLATED_EXAMPLES = max(min(EXAMPLES, 60), EXAMPLES // 3)


def _examples(name: str) -> int:
    return EXAMPLES if name == RULE_BASES[0] else TRANSLATED_EXAMPLES


@pytest.fixture(scope="module")
def sides(request):
    name = request.param
    side, rp = SolverSide(name), ref.ReferenceProblem(name)
    stats = {"consistent": 0, "inconsistent": 0, "examples": 0}
    started = time.perf_counter()
    yield name, side, rp, stats
    print(f"\n{name}: {stats} in {time.perf_counter() - started:.1f} s")
    assert stats["examples"] >= _examples(name)


_WORLD_SETTINGS = dict(deadline=None, derandomize=True, database=None,
                       suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                              HealthCheck.data_too_large])


@pytest.mark.parametrize("sides", RULE_BASES[:1], indirect=True)
@settings(max_examples=EXAMPLES, **_WORLD_SETTINGS)
@given(world=worlds())
def test_reference_agrees_with_solver_on_random_worlds(sides, world):
    name, side, rp, stats = sides
    stats["examples"] += 1
    compare_world(side, rp, world, stats)


@pytest.mark.parametrize("sides", RULE_BASES[1:], indirect=True)
@settings(max_examples=TRANSLATED_EXAMPLES, **_WORLD_SETTINGS)
@given(world=worlds())
def test_reference_agrees_with_solver_on_random_worlds_translated(sides, world):
    name, side, rp, stats = sides
    stats["examples"] += 1
    compare_world(side, rp, world, stats)


# -- single-subject worlds against the survey -------------------------------------------------

QUESTIONS = ("referent", "extension", "performer")
CASES = {"extension": 200, "performer": 600, "referent": 600}


@pytest.fixture(scope="module")
def surveys():
    out = {}
    for name in RULE_BASES:
        p = RuleProblem(name)
        for q in QUESTIONS:
            out[(name, q)] = survey(p, q)
    return out


def _case_strategy(q):
    fields = {"card_type": st.sampled_from(CARD_TYPES), "attachment": st.sampled_from(ATTACHMENTS)}
    if q == "referent":
        fields |= {"function": st.sampled_from(list(GAME_FUNCTIONS)), "position": st.sampled_from(POSITIONS)}
    if q == "performer":
        fields |= {"kind": st.sampled_from(ACTION_KINDS)}
    return st.fixed_dictionaries(fields)


@pytest.mark.parametrize("name", RULE_BASES)
@pytest.mark.parametrize("q", ["extension", "performer"])
def test_reference_survey_agrees_on_every_case(surveys, name, q):
    """Every case of the small questions (100 and 600 cases): answers and status agree."""
    s, mine = surveys[(name, q)], ref.survey(ref.problem_for(name), q)
    assert s.complete
    bad = [(c, sorted(s.answers(c)), s.status(c), sorted(mine.answers(c)), mine.status(c))
           for c in s.cases() if (s.answers(c), s.status(c)) != (mine.answers(c), mine.status(c))]
    assert not bad, f"{len(bad)} cases differ (case, survey answers, status, reference answers, status): {bad[:5]}"


@pytest.mark.parametrize("name", RULE_BASES)
def test_reference_survey_agrees_on_random_referent_cases(surveys, name):
    """The referent question has 10,400 cases: a random sample of them."""
    s, mine = surveys[(name, "referent")], ref.survey(ref.problem_for(name), "referent")
    assert s.complete

    @settings(max_examples=CASES["referent"], deadline=None, derandomize=True, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(case=_case_strategy("referent"))
    def inner(case):
        assert (s.answers(case), s.status(case)) == (mine.answers(case), mine.status(case)), (
            f"case {case}: survey {sorted(s.answers(case))} {s.status(case)}, "
            f"reference {sorted(mine.answers(case))} {mine.status(case)}")
    inner()


# -- the reference on its own -----------------------------------------------------------------

def test_reference_reads_damage_as_identity():
    w = ref.ConcreteWorld(1, (ref.Card("hero", "unattached", 0, False),),
                          (ref.Occurrence(0, "take_damage", "effect", 0, 0),))
    for name in RULE_BASES:
        r = ref.rule_world(ref.problem_for(name), w)
        assert r.consistent and r.answers[("referent", 0)] == {"identity"}
        assert r.status(("referent", 0)) == "determined"


def test_reference_core_names_the_encounter_clause():
    """A villain that is not an encounter card breaks the shared Encounter Card clause alone."""
    w = ref.ConcreteWorld(1, (ref.Card("villain", "unattached", 0, False),))
    assert ref.find_contradictions(ref.problem_for("marvel_champions/en"), w) == ("mc.common.encounter_card.types",)


def test_reference_rejects_unsupported_syntax():
    ctx = z3.Context()
    x = z3.Int("x", ctx)
    with pytest.raises(ref.ReferenceUnsupported):
        ref._compile(z3.Exists([x], x > 0), {})
