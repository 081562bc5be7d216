"""The seat of a "you" (which player it is): the solver's verdicts against a brute force.

The brute force takes no solver: for one case it builds every world of two players (each role held
by one of them, as the situation's shape allows), every seat for one and for two rulings, and
evaluates the seat clauses' ground instances on them by substitution and z3's rewriter. It then
reads the same three things the solver proves: is there a ruling (consistent), can two rulings of
one world name different players (ambiguous), and which roles the seat equals in every ruling of
every world (the roles proved). Two players are enough: each claim's witness needs only two
different players (two seats, or a seat and a role). The group seat (``every_player``) is one more
element of its own, and each ruling's member (the player the one-player clauses name) ranges over
every element too.
"""

from itertools import product

import pytest
import z3
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.ground import Terms, instantiate
from logic.you.seat import rule_seat, seat_problem, seat_situation
from logic.you.vocab import CARD_TYPES, MEMBER_ROLES, SEAT_FEATURES, SEAT_ROLES

RB = "marvel_champions/en"


def _brute(case: dict) -> tuple[str, list[str]]:
    p = seat_problem(RB)
    w = p.world
    s = seat_situation(w)
    o = s.constants[0]
    v1, v2 = w.ruling(1), w.ruling(2)
    # the world of the situation alone: its occurrence, its card, the players by role
    terms = Terms({"Occurrence": [o], "Card": [w.occ_card(o)], "Player": list(s.answer_values.values())},
                  True, 1)
    ground = [g for _, fs in p.quantified(1) for f in fs for g in instantiate(f, terms)]
    ground2 = [g for _, fs in p.quantified(2) for f in fs for g in instantiate(f, terms)]
    feats = [(t, table[case[n]]) for n, (t, table) in s.features.items()]
    enc = w.is_encounter_card(w.occ_card(o))
    enc_value = z3.BoolVal(case["card_type"] in ("attachment", "environment", "minion", "main_scheme", "obligation",
                                                  "side_scheme", "treachery", "villain"), w.ctx)
    roles = [s.answer_values[r] for r in MEMBER_ROLES]
    fixed = feats + [(enc, enc_value)]
    memo: dict = {}
    one = _compiled(z3.substitute(z3.And(*ground, *s.shape), *fixed), memo)
    two = _compiled(z3.substitute(z3.And(*ground, *ground2, *s.shape), *fixed), memo)
    seat1, seat2 = v1.seat(o).get_id(), v2.seat(o).get_id()
    member1, member2 = v1.member(o).get_id(), v2.member(o).get_id()
    elements = ("bp0", "bp1", "group")

    consistent, ambiguous, proved = False, False, set(SEAT_ROLES)
    for assign in product(range(2), repeat=len(roles)):
        env = {t.get_id(): f"bp{i}" for t, i in zip(roles, assign)}
        env[s.answer_values["every_player"].get_id()] = "group"
        holders = {**{r: f"bp{i}" for r, i in zip(MEMBER_ROLES, assign)}, "every_player": "group"}
        for a, m in product(elements, elements):
            env[seat1], env[member1] = a, m
            if _evaluate(one, env):
                consistent = True
                proved &= {r for r, x in holders.items() if x == a}
                for b, m2 in product(elements, elements):
                    env[seat2], env[member2] = b, m2
                    if b != a and _evaluate(two, env):
                        ambiguous = True
    if not consistent:
        return "contradictory", []
    if ambiguous:
        return "ambiguous", []
    return "holds", [r for r in SEAT_ROLES if r in proved]


_OPS = {z3.Z3_OP_AND: "and", z3.Z3_OP_OR: "or", z3.Z3_OP_NOT: "not", z3.Z3_OP_IMPLIES: "implies",
        z3.Z3_OP_ITE: "ite", z3.Z3_OP_EQ: "eq", z3.Z3_OP_DISTINCT: "distinct"}


def _compiled(e, memo: dict) -> tuple:
    """The ground formula ``e`` as plain tuples, read off z3's terms once (no solver, no rewriter):
    ``("term", id, name)`` for a term ``env`` may name (a player by role, a seat) or an enumeration value,
    ``("const", bool)`` and ``(op, kids...)``; shared subterms are one tuple."""
    key = e.get_id()
    if key in memo:
        return memo[key][0]
    k = e.decl().kind()
    kids = e.children()
    if k == z3.Z3_OP_TRUE or k == z3.Z3_OP_FALSE:
        out: tuple = ("const", k == z3.Z3_OP_TRUE)
    elif k in _OPS:
        out = (_OPS[k], *(_compiled(c, memo) for c in kids))
        if k == z3.Z3_OP_EQ and kids[0].eq(kids[1]):
            out = ("const", True)
    else:  # an enumeration value or a player constant (its name), or a term only ``env`` can give (None)
        out = ("term", key, None if kids else e.decl().name(), str(e))
    memo[key] = (out, e)  # the term kept alive: z3 gives a freed term's id to the next one
    return out


def _evaluate(e: tuple, env: dict) -> object:
    """Plain-Python value of a compiled ground formula (`_compiled`): Booleans and enumeration values by
    name, the terms of ``env`` (players by role, seats, by z3 id) by their player's name."""
    op = e[0]
    if op == "term":
        v = env.get(e[1], e[2])
        if v is None:
            raise AssertionError(f"not ground: {e[3]}")
        return v
    if op == "const":
        return e[1]
    if op == "and":
        return all(_evaluate(c, env) for c in e[1:])
    if op == "or":
        return any(_evaluate(c, env) for c in e[1:])
    if op == "not":
        return not _evaluate(e[1], env)
    if op == "implies":
        return (not _evaluate(e[1], env)) or _evaluate(e[2], env)
    if op == "ite":
        return _evaluate(e[2], env) if _evaluate(e[1], env) else _evaluate(e[3], env)
    if op == "eq":
        return _evaluate(e[1], env) == _evaluate(e[2], env)
    vals = [_evaluate(c, env) for c in e[1:]]  # distinct
    return len(set(vals)) == len(vals)


CASES = st.fixed_dictionaries({"card_type": st.sampled_from(CARD_TYPES),
                               **{n: st.sampled_from(vs) for n, vs in SEAT_FEATURES.items()}})


@settings(max_examples=3, deadline=None, derandomize=True)
@given(CASES)
def test_the_seat_verdict_is_the_brute_force_one(case):
    facts = {k: v for k, v in case.items() if k != "card_type"}
    v = rule_seat(RB, case["card_type"], **facts)
    status = v.details.get("status_under_defaults", v.status)
    want, roles = _brute(case)
    assert status == want, (case, v)
    if want == "holds":
        assert v.details["roles"] == roles, (case, v)


def test_a_worked_example_defend_when_and_after():
    """Defend p1.b5.1's example: 'when' names the player attacked first, 'after' the one who defended."""
    when = rule_seat(RB, "villain", ability="forced", trigger="when_attacks_you", attack="redirected_before")
    after = rule_seat(RB, "villain", ability="forced", trigger="after_attacks_you", attack="redirected_after")
    assert when.details["roles"] == ["attacked_player"]
    assert after.details["roles"] == ["defending_player"]
    assert "mc.common.defend.triggered_follow_target" in after.clauses


def test_an_encounter_attachment_on_a_players_ally_is_that_players():
    v = rule_seat(RB, "attachment", ability="forced", host="player_card", link="revealed")
    assert v.status == "holds" and v.details["roles"] == ["host_controller"]


def test_the_boost_of_an_attack_on_an_ally_another_player_defends_has_no_ruling_by_the_text():
    v = rule_seat(RB, "minion", ability="boost", target="ally", attack="redirected_after", link="engaged")
    assert v.status == "ambiguous" and v.details["status_under_defaults"] == "contradictory"
    assert v.clauses == ["mc.common.attacks_against_allies.boost_you"]


def test_a_settled_reading_is_a_note_not_an_alarm():
    v = rule_seat(RB, "minion", ability="constant", link="engaged")
    assert v.status == "holds" and v.details["roles"] == ["engaged_player"]
    assert "settled reading engaged_player" in v.details["note"]


@pytest.mark.parametrize("facts", [{"ability": "sometimes"}, {"colour": "red"}])
def test_an_unknown_fact_is_an_input_error(facts):
    with pytest.raises(InputError):
        rule_seat(RB, "ally", **facts)


def _fresh_seat(case: dict, before: list[dict], readings: dict) -> dict:
    """The JSON of ``case``'s seat verdict in a fresh problem after ruling each case of ``before``."""
    from logic.you import seat
    seat.seat_problem.cache_clear()
    seat._seat_problem.cache_clear()
    seat._rule_cached.cache_clear()
    for other in before:
        rule_seat(RB, readings=readings, **other)
    f = dict(case)
    return rule_seat(RB, f.pop("card_type"), readings=readings, **f).to_json()


def test_an_ambiguous_seat_shows_the_same_world_whatever_was_solved_before():
    """The witness of an ambiguity is fixed by sat/unsat answers alone (`logic.you.seat_witness`):
    the same question prints the same bytes in a fresh process and after other questions."""
    readings = {"mc.common.ability.controller_uses": "optional_only"}
    case = {"card_type": "support", "ability": "constant", "link": "none"}
    others = [{"card_type": t, "ability": a, "link": "none", "trigger": tr}
              for t in ("ally", "event", "upgrade") for a in ("optional", "forced")
              for tr in ("none", "you_perform")]
    alone = _fresh_seat(case, [], readings)
    assert alone["status"] == "ambiguous"
    assert _fresh_seat(case, others, readings) == alone
    assert _fresh_seat(case, others[::-1], readings) == alone


def test_a_seat_that_depends_on_the_world_shows_the_same_world_whatever_was_solved_before():
    case = {"card_type": "attachment", "ability": "optional", "link": "*", "host": "*"}
    others = [{"card_type": t, "ability": "optional", "link": "*", "host": "*"} for t in ("ally", "minion", "support")]
    alone = _fresh_seat(case, [], {})
    assert alone["answer"] == "depends on the world"
    assert _fresh_seat(case, others, {}) == alone == _fresh_seat(case, others[::-1], {})
