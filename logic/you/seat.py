"""The seat of a "you": which player it is, decided by the seat clauses of a rule base.

A "you" denotes a seat: one player (and, by the kind question, that player's identity or the
player in person). The seat question asks, for one occurrence in a described game situation
(`SEAT_FEATURES`: the card type, what the card is attached to, how an encounter card stands to a
player, the kind of ability, whether an attack was taken over by another player, ...), which of
the players the situation names by role (`SEAT_ROLES`: the controller, the owner, the engaged
player, the attacked player, ...) the word is.

What sat and unsat mean here (``p`` is the rule base's seat clauses, ``case`` the pinned features):
- ``p ∧ case`` unsat: **contradictory** (no ruling; the core cites the clauses);
- ``p ∧ case ∧ seat₁ ≠ seat₂`` sat, two rulings in one world: **ambiguous** (the model shows a
  world in which the two rulings name different players);
- otherwise the seat is one player in every world, and ``p ∧ case ∧ seat ≠ role`` unsat proves
  that role (the answer lists every role so proved; the core of the first is the justification).

No world is assumed to keep its roles apart: the proofs hold in every world, for any number of
players and cards (the clauses are universal and the functions point one way, see `logic.ground`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

import z3

from ..errors import InputError
from ..registry import load_rule_base
from ..solve import Result, check
from ..verdict import Verdict
from .analyses import CASE_LABEL, CLAIM_LABEL, RegionSet, Survey, _regions, _ruling_of, _with_dependencies, compress
from .problem import SHAPE, RuleProblem
from .seat_witness import canonical_world
from .situations import CaseIndex, Situation
from .vocab import CARD_TYPES, MEMBER_ROLES, SEAT_FEATURES, SEAT_ROLES, World

__all__ = ["seat_situation", "seat_problem", "rule_seat", "seat_survey", "SeatSurvey", "prove_seat_unambiguous",
           "seat_contradictions", "SEAT_FEATURE_NAMES", "seat_case", "DEFAULT_SEAT_FACTS"]

#: The features of a seat case, in order.
SEAT_FEATURE_NAMES = ("card_type", *SEAT_FEATURES)

#: The plain situation: no attack, nothing attached, nobody else lets trigger; what `rule_seat`
#: assumes for a feature it is not told (``link`` and ``ability`` have no default: see `seat_case`).
DEFAULT_SEAT_FACTS = {"host": "none", "may_trigger": "by_the_rules", "attack": "none", "trigger": "none",
                      "target": "identity", "addressee": "one"}


def seat_situation(world: World) -> Situation:
    """One occurrence of "you" on one card; its answer is the seat, read as the roles it equals.

    The shape states what the ``attack`` feature means: nobody else defended (``none``,
    ``not_redirected``: the defending player, if any, is the attacked one) or another player did
    (``redirected_*``: they are two players). The group seat (``every_player``) is not one player: it
    differs from the player of every other role.
    """
    w = world
    o = z3.Const("o1", w.Occurrence)
    card = w.occ_card(o)
    features = {"card_type": (w.card_type(card), w.card_types)}
    for name in SEAT_FEATURES:
        f = w.seat_feature[name]
        features[name] = (f(card if f.domain(0) == w.Card else o), w.seat_values[name])
    attack = features["attack"][0]
    redirected = z3.Or(attack == w.seat_values["attack"]["redirected_before"],
                       attack == w.seat_values["attack"]["redirected_after"])
    attacked, defending = w.role_of("attacked_player", o), w.role_of("defending_player", o)
    values = {r: w.role_of(r, o) for r in SEAT_ROLES}
    group = values["every_player"]
    shape = [z3.If(redirected, attacked != defending, attacked == defending),
             *(group != values[r] for r in MEMBER_ROLES)]
    return Situation("seat", w, [o], shape, features, lambda v, i: v.seat(o), values)


@lru_cache(maxsize=32)
def seat_problem(rule_base: str, readings: tuple = (), timeout_ms: int = 20_000) -> RuleProblem:
    """The (cached) seat problem of a rule base under its default readings with ``readings`` over them."""
    chosen = load_rule_base(rule_base).with_readings(dict(readings))
    return _seat_problem(rule_base, chosen, timeout_ms)


@lru_cache(maxsize=32)
def _seat_problem(rule_base: str, chosen: tuple, timeout_ms: int) -> RuleProblem:
    defaults = load_rule_base(rule_base).with_readings()
    if chosen == defaults:
        return RuleProblem(rule_base, timeout_ms, dict(chosen), topic="seat")
    # another reading: built on the defaults' world (one z3 context; what does not change is
    # grounded once). A verdict does not depend on it: its witness is canonical (`seat_witness`)
    base = _seat_problem(rule_base, defaults, timeout_ms)
    return RuleProblem(rule_base, timeout_ms, dict(chosen), world=base.world, base=base, topic="seat")


def _labels(core) -> list[str]:
    return [c for c in core if c not in (SHAPE, CASE_LABEL, CLAIM_LABEL)]


def seat_case(card_type: str, **facts: str) -> dict[str, str]:
    """A seat case from named facts, validated; a fact left out stays free (every value)."""
    if card_type not in CARD_TYPES:
        raise InputError(f"unknown card type {card_type!r}; known: {', '.join(CARD_TYPES)}")
    case = {"card_type": card_type}
    for name, value in facts.items():
        if value is None or value == "*":
            continue
        if name not in SEAT_FEATURES:
            raise InputError(f"unknown seat fact {name!r}; known: {', '.join(SEAT_FEATURES)}")
        if value not in SEAT_FEATURES[name]:
            raise InputError(f"unknown {name} {value!r}; known: {', '.join(SEAT_FEATURES[name])}")
        case[name] = value
    return case


def _roles_in(model: z3.ModelRef, situation: Situation, view) -> list[str]:
    seat = model.eval(situation.answer_term(view, 0), model_completion=True)
    return [r for r, t in situation.answer_values.items()
            if z3.is_true(model.eval(seat == t, model_completion=True))]


def _roles_apart(situation: Situation) -> list[z3.BoolRef]:
    """Every two roles held by different players, save the attacked and defending player where the
    situation makes them one (nobody else defended)."""
    roles = list(situation.answer_values.items())
    attack = situation.features["attack"][0]
    w = situation.world
    redirected = z3.Or(attack == w.seat_values["attack"]["redirected_before"],
                       attack == w.seat_values["attack"]["redirected_after"])
    out = []
    for i, (a, ta) in enumerate(roles):
        for b, tb in roles[i + 1:]:
            if {a, b} == {"attacked_player", "defending_player"}:
                out.append(z3.Implies(redirected, ta != tb))
            else:
                out.append(ta != tb)
    return out


def _world(model: z3.ModelRef, situation: Situation, views) -> dict:
    """The world of a model: its features and, per ruling, the roles the seat equals and the player."""
    w = situation.world
    feats = {n: w.value_name(model.eval(t, model_completion=True)) for n, (t, _) in situation.features.items()}
    players: dict[str, str] = {}
    roles = {}
    for r, t in situation.answer_values.items():
        p = str(model.eval(t, model_completion=True))
        players.setdefault(p, f"P{len(players) + 1}")
        roles[r] = players[p]
    rulings = []
    for v in views:
        p = str(model.eval(situation.answer_term(v, 0), model_completion=True))
        players.setdefault(p, f"P{len(players) + 1}")
        rulings.append({"player": players[p], "roles": _roles_in(model, situation, v)})
    return {"features": feats, "players_by_role": roles, "rulings": rulings}


def _situation_of(p: RuleProblem) -> Situation:
    """``seat_situation(p.world)``, built once per problem (the same terms each time: z3 shares them)."""
    key = ("seat situation",)
    if key not in p.surveys:
        p.surveys[key] = seat_situation(p.world)
    return p.surveys[key]


def _apart_of(p: RuleProblem, situation: Situation) -> list[z3.BoolRef]:
    """``_roles_apart(situation)``, built once per problem."""
    key = ("seat roles apart",)
    if key not in p.surveys:
        p.surveys[key] = _roles_apart(situation)
    return p.surveys[key]


def _rule_one(p: RuleProblem, case: dict[str, str]) -> Verdict:
    situation = _situation_of(p)
    key = ("seat",)
    one, two = p.grounded(situation, key, 1), p.grounded(situation, key, 2)
    v1, v2 = p.world.ruling(1), p.world.ruling(2)
    pin = (CASE_LABEL, situation.pin(case))
    details = {"case": case}
    first = one.check([pin], canonical=True)
    if first.status == "unknown":
        return Verdict("seat", "unknown", reason=first.reason, scope=one.scope, details=details)
    if first.unsat:
        return Verdict("seat", "contradictory", clauses=_labels(first.core), scope=one.scope,
                       counterexample={"features": case}, details=details)
    differ = (CLAIM_LABEL, [v1.seat(situation.constants[0]) != v2.seat(situation.constants[0])])
    amb = two.check([pin, differ], minimise=False)  # its core is not used: not minimised
    if amb.sat:  # show it in the canonical world: its roles held by different players where they can be
        amb = canonical_world(two, [pin, differ], _apart_of(p, situation), situation, (v1, v2), case)
    if amb.status == "unknown":
        return Verdict("seat", "unknown", reason=amb.reason, scope=two.scope, details=details)
    if amb.sat:
        world = _world(amb.model, situation, (v1, v2))
        answers = sorted(" = ".join(r["roles"]) or "another player" for r in world["rulings"])
        return Verdict("seat", "ambiguous", answer=answers, rulings=world.pop("rulings"), counterexample=world,
                       scope=two.scope, details=details)
    forced, core = [], None
    # a role the seat is another player than in some model of the clauses and the case is not
    # forced (that model satisfies the role's claim below: its check would be sat), and is not
    # asked; the models: the first check's, one whose roles are held by different players where the
    # case allows it (it rules out every role but the seat's at once), and each sat check's
    witnesses = [first.model]
    apart = one.check([pin, ("apart", _apart_of(p, situation))], minimise=False)
    if apart.sat:
        witnesses.append(apart.model)
    seat = situation.answer_term(v1, 0)
    for role in SEAT_ROLES:
        differs = seat != situation.answer_values[role]
        if any(z3.is_true(m.eval(differs, model_completion=True)) for m in witnesses):
            continue
        # the first forced role's core is the justification: canonical (the same whatever was asked
        # before); the others' cores are not used. The claim is in it: without it the groups are the
        # first check's, which are satisfiable
        r = one.check([pin, (CLAIM_LABEL, [differs])], canonical=core is None, minimise=False,
                      needed=frozenset({CLAIM_LABEL}))
        if r.status == "unknown":
            return Verdict("seat", "unknown", reason=r.reason, scope=one.scope, details=details)
        if r.sat:
            witnesses.append(r.model)
        else:
            forced.append(role)
            core = core if core is not None else _labels(r.core)
    if not forced:  # shown in the canonical world (`logic.you.seat_witness`)
        shown = canonical_world(one, [pin], _apart_of(p, situation), situation, (v1,), case)
        if shown.status == "unknown":
            return Verdict("seat", "unknown", reason=shown.reason, scope=one.scope, details=details)
        return Verdict("seat", "holds", answer="depends on the world", scope=one.scope,
                       details={**details, "world": _world(shown.model, situation, (v1,))})
    return Verdict("seat", "holds", answer=" = ".join(forced), clauses=core, scope=one.scope,
                   details={**details, "roles": forced})


@lru_cache(maxsize=4096)
def _rule_cached(rule_base: str, case: tuple, readings: tuple) -> Verdict:
    return _rule_one(seat_problem(rule_base, readings), dict(case))


def rule_seat(rule_base: str, card_type: str, readings: dict[str, str] | None = None, **facts: str) -> Verdict:
    """The seat of one "you" on a ``card_type`` card in the situation ``facts`` (`SEAT_FEATURES`;
    an unnamed one takes its `DEFAULT_SEAT_FACTS` value, ``"*"`` leaves it free): holds (the roles it is, with the clauses), ambiguous (two rulings naming
    different players in one world), contradictory (the core), or unknown.

    ``depends_on`` lists the readings of seat clauses under which the ruling would differ; an open
    one makes the ruling ambiguous by the text (both rulings shown), a settled one adds a note.
    """
    rb = load_rule_base(rule_base)
    asked = dict(readings or {})
    chosen = rb.with_readings(asked)
    facts = {**DEFAULT_SEAT_FACTS, **{k: v for k, v in facts.items() if v is not None}}
    case = tuple(sorted((k, v) for k, v in seat_case(card_type, **facts).items() if v != "*"))
    base = _rule_cached(rule_base, case, chosen)
    deps = []
    for c in rb.clauses_with_readings("seat"):
        if c.id in asked:
            continue
        current = dict(chosen)[c.id]
        for r in c.readings:
            if r.name == current:
                continue
            other = _rule_cached(rule_base, case, rb.with_readings({**asked, c.id: r.name}))
            if _ruling_of(other) != _ruling_of(base):
                deps.append({"clause": c.id, "readings": [current, r.name],
                             "settled": c.reading_named(current).settled_by is not None,
                             "settled_by": str(c.settled_by) if c.settled_by else None,
                             "other": _ruling_of(other) | {"clauses": other.clauses}})
    return _with_dependencies(base, deps)


# -- every case at once ------------------------------------------------------------------

@dataclass
class SeatSurvey:
    """The seat question over every case: where the clauses hold at all (``consistent``), where two
    rulings can name different players (``ambiguous``), and per role where the seat may be another
    player than that role's (``unforced[role]``; its complement in ``consistent`` is where the
    role is proved)."""

    rule_base: str
    situation: Situation
    consistent: RegionSet
    ambiguous: RegionSet
    unforced: dict[str, RegionSet]
    scope: str

    @property
    def index(self) -> CaseIndex:
        return self.consistent.index

    @property
    def complete(self) -> bool:
        return self.consistent.complete and self.ambiguous.complete and all(r.complete for r in self.unforced.values())

    @property
    def checks(self) -> int:
        return self.consistent.checks + self.ambiguous.checks + sum(r.checks for r in self.unforced.values())

    def mask(self, status: str) -> int:
        """Cases of ``contradictory``, ``ambiguous``, ``determined`` (a role proved) or ``depends``."""
        if not self.complete:
            return self.index.all if status == "unknown" else 0
        live = self.consistent.mask
        if status == "contradictory":
            return self.index.all & ~live
        if status == "ambiguous":
            return live & self.ambiguous.mask
        proved = 0
        for r in self.unforced.values():
            proved |= live & ~r.mask
        if not self.unforced:  # roles not surveyed: one player in every world, whichever role it is
            proved = live
        if status == "determined":
            return proved & ~self.ambiguous.mask
        if status == "depends":
            return live & ~proved & ~self.ambiguous.mask
        if status == "unknown":
            return 0
        raise KeyError(status)

    def count(self, status: str) -> int:
        return bin(self.mask(status)).count("1")

    cases_of = Survey.cases_of  # the cases of a mask, in index order (the same bit walk)

    def roles(self, case: dict) -> list[str]:
        """The roles proved for ``case`` (empty when none is)."""
        i = self.index.index(case)
        if not self.consistent.mask >> i & 1:
            return []
        return [r for r, rs in self.unforced.items() if not rs.mask >> i & 1]


def seat_survey(p: RuleProblem, roles: bool = False) -> SeatSurvey:
    """Answer the seat question for every case of `seat_situation` under ``p``'s seat clauses: where
    the clauses hold and where two rulings disagree; with ``roles``, also where each role is proved
    (one more region search per role)."""
    situation = seat_situation(p.world)
    index = CaseIndex(situation)
    one = p.grounded(situation, ("seat",), 1)
    two = p.grounded(situation, ("seat",), 2)
    v1, v2 = p.world.ruling(1), p.world.ruling(2)
    o = situation.constants[0]
    consistent = _regions(p, one, [], None, index)
    amb = _regions(p, two, [v1.seat(o) != v2.seat(o)], None, index)
    unforced = {r: _regions(p, one, [v1.seat(o) != t], None, index)
                for r, t in situation.answer_values.items()} if roles else {}
    return SeatSurvey(p.name, situation, consistent, amb, unforced, one.scope)


def _pattern_case(pattern: dict, situation: Situation) -> dict:
    return {n: (v if v != "*" else next(iter(situation.features[n][1]))) for n, v in pattern.items()}


def prove_seat_unambiguous(p: RuleProblem, s: SeatSurvey, witnesses: bool = True) -> dict:
    """Unambiguity of the seat over every case: ``holds`` when no two rulings of any world name
    different players, else ``refuted`` with the patterns of ambiguous cases and a witness each."""
    if not s.complete:
        return {"question": "seat", "status": "unknown", "scope": s.scope}
    counts = {st: s.count(st) for st in ("determined", "depends", "ambiguous", "contradictory")}
    amb = s.cases_of(s.mask("ambiguous"))
    patterns = compress(amb, s.situation.features)
    findings = []
    for pattern in patterns if witnesses else ():
        v = _rule_one(p, _pattern_case(pattern, s.situation))
        v.details["pattern"] = pattern
        findings.append(v)
    return {"question": "seat", "status": "holds" if not amb else "refuted", "counts": counts,
            "cases": sum(counts.values()), "ambiguous": findings, "ambiguous_cases": len(amb),
            "patterns": patterns, "scope": s.scope, "checks": s.checks}


def seat_contradictions(p: RuleProblem, s: SeatSurvey) -> list[dict]:
    """The contradictory seat cases, grouped by the minimal core that explains them, each with a case."""
    remaining = s.mask("contradictory")
    situation = s.situation
    one = p.grounded(situation, ("seat",), 1)
    groups = []
    while remaining:
        low = remaining & -remaining
        case = s.index.case(low.bit_length() - 1)
        v = _rule_one(p, case)
        keep = set(v.clauses) | {SHAPE}
        sat = _regions(p, one, [], None, s.index, keep=keep.__contains__)
        explained = (remaining & ~sat.mask if sat.complete else 0) or low
        members = s.cases_of(explained)
        groups.append({"core": v.clauses, "cases": len(members), "counterexample": {"features": case},
                       "patterns": compress(members, situation.features)[:5], "scope": v.scope,
                       "mask": explained})
        remaining &= ~explained
    return groups
