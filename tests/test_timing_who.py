"""Who orders and who chose: the ordering player the compiler reads off the clauses equals a plain-Python
reference evaluation of the same clauses and cvc5's answer; outcomes name who chose; plain cases stay quiet."""

import json

import pytest
import z3
from hypothesis import HealthCheck, given, settings, strategies as st

from logic.cli import main
from logic.registry import load_rule_base, project_root
from logic.timing.ask import query_scenario
from logic.registry import read_toml
from logic.timing.compile import compile_scenario
from logic.timing.scenario import parse_scenario
from logic.timing.vocab import TimingView

ROOT = project_root()
FIXTURES = [ROOT / "queries/wow_miniatures/704_2c_b1_each_player_orders_theirs.toml",
            ROOT / "queries/marvel_champions/timing/who_first_player_of_three.toml",
            ROOT / "queries/marvel_champions/timing/who_takes_and_orders_responses.toml",
            ROOT / "queries/marvel_champions/timing/who_plain_cases_quiet.toml",
            ROOT / "queries/marvel_champions/timing/first_player_orders_forced.toml"]


def fixture(path):
    return query_scenario(read_toml(str(path)), str(path))


def _symbols(term):
    out, todo = set(), [term]
    while todo:
        t = todo.pop()
        if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(t.decl().name())
        todo.extend(t.children())
    return out


def reference_orderer(scenario, rules):
    """For each item, the one seat the clauses allow for ``orderer[item]`` when exactly one is allowed, else
    None: every constraint that speaks of that orderer alone is evaluated, seat by seat, by z3's ground
    simplifier (no solver); a constraint that also speaks of anything else makes the reference decline."""
    rb = load_rule_base(rules)
    v = TimingView(scenario, z3.Context())
    constraints = [c for cl in rb.for_topic("timing") for c in cl.build(v)]
    out = {}
    for a in v.items:
        name = f"orderer[{a}]"
        mine = [c for c in constraints if name in _symbols(c)]
        if any(_symbols(c) != {name} for c in mine):
            out[a] = "undecided by the reference"
            continue
        allowed = [s for s in range(len(scenario.players))
                   if all(z3.is_true(z3.simplify(z3.substitute(c, (v.orderer(a), z3.IntVal(s, v.ctx))))) for c in mine)]
        out[a] = scenario.players[allowed[0]] if len(allowed) == 1 else None
    return out


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_ordering_player_equals_the_reference_evaluation(path):
    scenario = fixture(path)
    rules = read_toml(str(path))["rules"]
    compiled = compile_scenario(scenario, rules)
    reference = reference_orderer(scenario, rules)
    for a, who in compiled.orderer.items():
        if reference[a] != "undecided by the reference":
            assert who == reference[a], (a, who, reference[a])
    named = [a for a, who in reference.items() if who not in (None, "undecided by the reference")]
    assert len(named) >= 2 and all(compiled.orderer[a] for a in named)


@pytest.mark.parametrize("path", FIXTURES[:3], ids=lambda p: p.stem)
def test_ordering_player_equals_cvc5(path):
    cvc5 = pytest.importorskip("cvc5")  # noqa: F841
    from logic.smtlib import cvc5_status, to_smtlib
    scenario = fixture(path)
    compiled = compile_scenario(scenario, read_toml(str(path))["rules"])
    v = compiled.view
    asked = 0
    for a, who in compiled.orderer.items():
        if who is None:
            continue
        seat = v.seat[who]
        assert cvc5_status(to_smtlib(compiled.groups + [("q", [v.orderer(a) != seat])], v.ctx)) == "unsat"
        assert cvc5_status(to_smtlib(compiled.groups + [("q", [v.orderer(a) == seat])], v.ctx)) == "sat"
        asked += 1
    assert asked >= 2


@st.composite
def several_players(draw):
    players = ["p1", "p2", "p3"][:draw(st.integers(2, 3))]
    game = draw(st.sampled_from(["marvel_champions", "wow_miniatures"]))
    kinds = ["forced_response", "response", "forced_interrupt"] if game == "marvel_champions" else ["triggered"]
    chars = [{"name": f"ch_{p}", "controller": p, "health": 2, "max_health": 3} for p in players]
    abilities = []
    for i in range(draw(st.integers(2, 4))):
        target = draw(st.sampled_from(chars))["name"]
        abilities.append({"id": f"a{i}", "kind": draw(st.sampled_from(kinds)), "controller": draw(st.sampled_from(players)),
                          "trigger": "ev", "name": f"N{i}",
                          "effects": [{"op": draw(st.sampled_from(["damage", "heal"])), "target": target, "amount": 1}]})
    table = {"game": game, "players": {"order": players, "active": draw(st.sampled_from(players)),
                                       "first": draw(st.sampled_from(players))},
             "characters": chars, "event": {"id": "ev"}, "abilities": abilities,
             "rules": "marvel_champions/en" if game == "marvel_champions" else "wow_miniatures/fr"}
    return parse_scenario(table, "<several players>")


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(several_players())
def test_ordering_player_equals_the_reference_on_random_scenarios(scenario):
    compiled = compile_scenario(scenario)
    reference = reference_orderer(scenario, scenario.rules)
    for a, who in compiled.orderer.items():
        if reference[a] != "undecided by the reference":
            assert who == reference[a], (a, who, reference[a])


def test_the_outcome_names_who_chose(capsys):
    assert main(["orders", str(FIXTURES[0])]) == 0
    out = capsys.readouterr().out
    assert "chosen by: alice orders" in out and "bob orders" in out
    assert main(["orders", str(FIXTURES[2]), "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    lines = {d["says"] for g in rep["groups"] for d in g["chosen_by"]}
    assert "alice declines finisher" in lines and "bob takes patch_up" in lines
    assert rep["players"]["bob"]["orders"] == ["finisher", "patch_up"]
    assert rep["players"]["alice"]["decides"] == ["finisher"] and rep["players"]["bob"]["relative_orders"] == 2


def test_plain_cases_stay_quiet(capsys):
    assert main(["orders", str(FIXTURES[3])]) == 0
    out = capsys.readouterr().out
    assert "order does not matter" in out and "chosen by" not in out
    single = ROOT / "queries/marvel_champions/timing/no_valid_target.toml"
    assert main(["orders", str(single), "--json"]) in (0, 1)
    rep = json.loads(capsys.readouterr().out)
    assert all(not g["chosen_by"] for g in rep["groups"])


def test_a_wrong_chosen_by_is_a_mismatch(tmp_path):
    from logic.ask import run_query_file
    text = FIXTURES[1].read_text().replace('"carol orders web_trap -> regenerate"', '"alice orders web_trap -> regenerate"')
    bad = tmp_path / "bad.toml"
    bad.write_text(text)
    result = run_query_file(bad)
    assert not result.matches and "chosen by" in result.mismatch


@pytest.mark.parametrize("rules", ["marvel_champions/fr", "marvel_champions/de"])
def test_the_french_and_german_rule_bases_name_the_same_orderer(rules):
    path = FIXTURES[1]
    scenario = fixture(path)
    compiled = compile_scenario(scenario, rules)
    assert compiled.orderer["web_trap"] == compiled.orderer["regenerate"] == "carol"
    reference = reference_orderer(scenario, rules)
    assert reference["web_trap"] in ("carol", "undecided by the reference")
