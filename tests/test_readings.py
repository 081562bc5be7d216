"""Readings: named ways to read a clause, default readings, what a verdict depends on.

Each reading is checked three ways: queries in ``queries/`` show where it changes a ruling
(tests/test_queries.py runs them); here the reference evaluator and the solver must agree under
every non-default reading, on random worlds and on every case of the small questions; and the
`depends_on` of a verdict must match what the solver says under each reading directly.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from logic.cli import main
from logic.clause import Clause, Reading, authority, clause
from logic.errors import EncodingError, InputError
from logic.registry import RuleBase, _take_readings, load_rule_base, parse_reading_options
from logic.you import reference as ref
from logic.you.analyses import problem_for, rule_sentence, survey

from test_reference_differential import SolverSide, compare_world, worlds

RULE_BASES = ["marvel_champions/en", "marvel_champions/fr", "marvel_champions/de"]
ALTERNATIVES = [(name, c.id, r.name) for name in RULE_BASES
                for c in load_rule_base(name).clauses_with_readings("you")
                for r in c.readings if r.name != load_rule_base(name).default_readings[c.id]]


def test_every_rule_base_declares_a_default_for_each_clause_with_readings():
    for name in RULE_BASES:
        rb = load_rule_base(name)
        assert rb.clauses_with_readings("you"), name
        for c in rb.clauses_with_readings():
            default = c.reading_named(rb.default_readings[c.id])
            settled = [r for r in c.readings if r.settled_by]
            assert default in settled if settled else default.literal, c.id
            assert all(r.argument for r in c.readings), c.id


def _module(readings: dict, *, settle: bool, literal_first: bool):
    first = dict(reading="a", argument="the words", literal=literal_first,
                 settled_by=authority("faq", "somewhere", "it is a") if settle else None)

    @clause("mc.xx.you.thing", at="p1", says="A thing.", **first)
    def thing(v):
        return []

    @thing.reading("b", says="Another thing.", argument="another way", literal=not literal_first)
    def _b(v):
        return []
    return type("M", (), {"READINGS": readings}), [thing]


@pytest.mark.parametrize("readings,settle,literal_first,error", [
    ({}, False, True, "no default"),
    ({"mc.xx.you.thing": "b"}, True, True, "must be the settled one"),
    ({"mc.xx.you.thing": "a"}, False, False, "must be the literal one"),
    ({"mc.xx.you.thing": "c"}, False, True, "has no reading 'c'"),
    ({"mc.xx.you.other": "a"}, False, True, "not a clause with readings"),
])
def test_the_registry_refuses_a_wrong_default(readings, settle, literal_first, error):
    module, clauses = _module(readings, settle=settle, literal_first=literal_first)
    with pytest.raises(EncodingError, match=error):
        _take_readings(RuleBase("x/yy"), module, clauses, "f.py")


def test_a_settled_or_literal_default_is_accepted():
    module, clauses = _module({"mc.xx.you.thing": "a"}, settle=True, literal_first=False)
    rb = RuleBase("x/yy")
    _take_readings(rb, module, clauses, "f.py")
    assert rb.default_readings == {"mc.xx.you.thing": "a"}


def test_unknown_readings_and_malformed_options_are_input_errors():
    rb = load_rule_base("marvel_champions/en")
    with pytest.raises(InputError, match="no reading 'nope'"):
        rb.with_readings({"mc.en.you.same_sentence": "nope"})
    with pytest.raises(InputError, match="has no readings"):
        rb.with_readings({"mc.en.you.damage": "x"})
    with pytest.raises(InputError, match="CLAUSE=NAME"):
        parse_reading_options(["mc.en.you.same_sentence"])


# -- what a verdict depends on ------------------------------------------------------------------

def test_a_settled_reading_leaves_a_note_not_an_alarm():
    """'Deal 1 damage to you and discard a card from your hand': printed cards settle p1.b1."""
    first, second = rule_sentence("marvel_champions/en", [("treachery", "unattached", "take_damage", "effect"),
                                                          ("treachery", "unattached", "discard_from_hand", "effect")])
    assert (first.status, first.answer, second.status, second.answer) == ("holds", "identity", "holds", "player")
    dep = first.depends_on[0]
    assert dep["clause"] == "mc.en.you.same_sentence" and dep["settled"] and dep["readings"] == ["same_seat", "same_kind"]
    assert dep["other"]["status"] == "contradictory"
    assert "settled reading same_seat" in first.details["note"]
    # and the solver under that reading agrees with what depends_on reports
    other = rule_sentence("marvel_champions/en", [("treachery", "unattached", "take_damage", "effect"),
                                                  ("treachery", "unattached", "discard_from_hand", "effect")],
                          readings={"mc.en.you.same_sentence": "same_kind"})[0]
    assert other.status == "contradictory" and "mc.en.you.same_sentence" in other.clauses


def test_an_open_reading_makes_the_ruling_ambiguous_by_the_text():
    """With 'can' read narrowly (the caller's choice), 'after you defend' turns on the open 'if able'."""
    v = rule_sentence("marvel_champions/en", [("upgrade", "own_identity", "defend", "after")],
                      readings={"mc.en.you.can_identity": "only_identity_functions"})[0]
    assert v.status == "ambiguous" and v.details["by"] == "reading"
    assert v.clauses == ["mc.en.you.trigger_performed"]
    assert [d["clause"] for d in v.depends_on] == ["mc.en.you.trigger_performed"]
    assert v.depends_on[0]["settled"] is False
    assert v.answer[0] == "identity" and v.rulings[0]["reading"] == "default"


def test_a_reading_the_caller_chose_is_not_second_guessed():
    v = rule_sentence("marvel_champions/en", [("minion", "unattached", "be_attacked", "when")],
                      readings={"mc.en.you.attacked_player": "after_only"})[0]
    assert (v.status, v.answer) == ("holds", "identity")
    assert all(d["clause"] != "mc.en.you.attacked_player" for d in v.depends_on)


@pytest.mark.parametrize("name,clause_id,reading", ALTERNATIVES)
def test_depends_on_matches_the_solver_under_each_reading(name, clause_id, reading):
    """For a handful of sentences: an entry in depends_on <=> the ruling differs under that reading."""
    sentences = [[("event", "unattached", "be_attacked", "effect")],
                 [("upgrade", "own_identity", "be_attacked", "when")],
                 [("upgrade", "own_identity", "defend", "after")],
                 [("treachery", "unattached", "take_damage", "effect"),
                  ("treachery", "unattached", "search_deck", "effect")]]
    defaults = dict(load_rule_base(name).default_readings)

    def ruling(v):
        return v.status, sorted(v.answer) if isinstance(v.answer, list) else v.answer
    for occ in sentences:
        base = rule_sentence(name, occ)
        raw = rule_sentence(name, occ, readings=defaults)  # every reading chosen: nothing second-guessed
        under = rule_sentence(name, occ, readings={**defaults, clause_id: reading})
        for b, r, u in zip(base, raw, under):
            assert not r.depends_on
            listed = [d for d in b.depends_on if d["clause"] == clause_id and d["readings"][1] == reading]
            assert bool(listed) == (ruling(r) != ruling(u)), (occ, b.to_json(), u.to_json())
            if listed:
                assert (listed[0]["other"]["status"], listed[0]["other"]["answer"]) == ruling(u)


# -- one word, several game functions --------------------------------------------------------------

def test_one_word_of_two_functions_gets_both_functions_clauses():
    """'After an enemy attacks and damages you': one seat; p1.b7 makes 'attacks you' the attacked
    player, p1.b2 puts the damage on that player's identity."""
    v = rule_sentence("marvel_champions/en", [("minion", "unattached", ("be_attacked", "take_damage"), "after")])[0]
    assert (v.status, v.answer) == ("holds", {"be_attacked": "player", "take_damage": "identity"})
    assert {"mc.en.you.attacked_player", "mc.en.you.damage"} <= set(v.clauses)
    w = rule_sentence("marvel_champions/en", [("upgrade", "own_identity", ("attack", "defeat_enemy"), "after")])[0]
    assert (w.status, w.answer, w.details["functions"]) == ("holds", "identity", ["attack", "defeat_enemy"])
    # "you are stunned and discard a card": the stun on the identity, the discard by the player
    x = rule_sentence("marvel_champions/en", [("treachery", "unattached", ("receive_status", "discard_from_hand"),
                                                "effect")])[0]
    assert x.answer == {"receive_status": "identity", "discard_from_hand": "player"}


def test_an_unknown_function_in_a_word_is_an_input_error():
    with pytest.raises(InputError, match="unknown game function 'nope'"):
        rule_sentence("marvel_champions/en", [("minion", "unattached", ("be_attacked", "nope"), "after")])


# -- the command line -------------------------------------------------------------------------------

def test_every_subcommand_takes_reading(capsys):
    from logic.cli import build_parser
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    for name, p in sub.choices.items():
        assert any("--reading" in a.option_strings for a in p._actions), name


def test_cli_reading_changes_the_answer_and_bad_ones_exit_2(capsys):
    argv = ["you", "--card-type", "minion", "--function", "be_attacked", "--position", "when", "--json"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["verdict"]["answer"] == "player"
    assert main(argv + ["--reading", "mc.en.you.attacked_player=after_only"]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"]["answer"] == "identity"
    assert main(argv + ["--reading", "mc.en.you.nope=x"]) == 2
    assert "not in marvel_champions/en" in capsys.readouterr().err
    assert main(argv + ["--reading", "garbage"]) == 2
    assert "CLAUSE=NAME" in capsys.readouterr().err


# -- the reference under every reading ------------------------------------------------------------

EXAMPLES = int(os.environ.get("RULING_READING_EXAMPLES", "60"))


@pytest.fixture(scope="module", params=ALTERNATIVES, ids=lambda a: f"{a[1]}={a[2]}")
def reading_sides(request):
    name, clause_id, reading = request.param
    chosen = {clause_id: reading}
    stats = {"consistent": 0, "inconsistent": 0, "examples": 0}
    yield SolverSide(name, chosen), ref.ReferenceProblem(name, chosen), stats
    assert stats["examples"] >= EXAMPLES


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                 HealthCheck.data_too_large])
@given(world=worlds())
def test_reference_agrees_with_solver_under_every_reading(reading_sides, world):
    side, rp, stats = reading_sides
    stats["examples"] += 1
    compare_world(side, rp, world, stats)


@pytest.mark.parametrize("name,clause_id,reading", [a for a in ALTERNATIVES if a[0] == "marvel_champions/en"])
def test_reference_survey_agrees_under_every_reading(name, clause_id, reading):
    """Every case of the referent question under that reading: the survey and the reference agree. The
    English rule base's readings here; the French and German ones are checked against the reference on
    random worlds above (a survey costs seconds each, and the suite keeps to its budget)."""
    chosen = ((clause_id, reading),)
    s = survey(problem_for(name, readings=chosen), "referent")
    mine = ref.survey(ref.problem_for(name, chosen), "referent")
    assert s.complete
    bad = [(c, sorted(s.answers(c)), sorted(mine.answers(c))) for c in list(s.cases())[::7]
           if (s.answers(c), s.status(c)) != (mine.answers(c), mine.status(c))]
    assert not bad, bad[:5]
