"""`ruling orders`, `ruling graph`, bad scenario files, timing checks and export, through the real command line."""

import json
import shutil
from math import factorial
from pathlib import Path

import pytest

from logic.cli import main
from logic.errors import InputError
from logic.registry import project_root
from logic.timing import outcomes
from logic.timing.checks import export_timing, generic_scenario, timing_checks
from logic.timing.commands import read_scenario_argument
from logic.timing.compile import compile_scenario
from logic.timing.scenario import parse_scenario

ROOT = project_root()
FAMILIAR = str(ROOT / "queries/wow_miniatures/704_2c_ex1_familiar.toml")
LOOP = str(ROOT / "scenarios/mc_mandatory_loop.toml")


def test_orders_lists_every_order_with_its_outcome(capsys):
    assert main(["orders", FAMILIAR]) == 0
    out = capsys.readouterr().out
    assert "2 legal order(s), 2 outcome(s): order matters" in out
    assert "tick5 -> corruption -> rejuvenation" in out and "familiar destroyed" in out


def test_orders_json(capsys):
    assert main(["orders", FAMILIAR, "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["orders"] == 2 and rep["verdict"] == "order matters" and len(rep["listed"]) == 2


def test_orders_counts_without_listing_above_the_limit(capsys):
    assert main(["orders", FAMILIAR, "--limit", "1"]) == 0
    out = capsys.readouterr().out
    assert "exceed --limit 1" in out and "e.g." in out


def test_orders_with_no_legal_order_is_a_finding(capsys):
    assert main(["orders", LOOP]) == 1
    assert "no legal order" in capsys.readouterr().out


def test_graph_reports_the_mandatory_loop(capsys):
    assert main(["graph", LOOP]) == 1
    out = capsys.readouterr().out
    assert out.startswith("digraph triggers {")
    assert "loop among mandatory abilities: echo -> feedback -> echo" in out


def test_graph_json_and_svg(capsys, tmp_path):
    svg = tmp_path / "g.svg"
    assert main(["graph", FAMILIAR, "--json", "--svg", str(svg)]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["mandatory_cycles"] == [] and ["tick5", "corruption"] in rep["edges"]
    assert svg.exists() == bool(shutil.which("dot"))


SCENARIO = """game = "marvel_champions"
rules = "marvel_champions/en"
[players]
order = ["alice"]
[[characters]]
name = "hero"
controller = "alice"
hit_points = 5
[event]
id = "attack"
[[abilities]]
id = "a"
kind = "forced_response"
controller = "alice"
trigger = "attack"
"""


@pytest.mark.parametrize("edit,place", [
    (lambda s: s.replace('kind = "forced_response"', 'kind = "reaction"'), "abilities[0].kind"),
    (lambda s: s.replace('trigger = "attack"\n', ''), "abilities[0].trigger"),
    (lambda s: s.replace('id = "attack"', 'idd = "attack"'), "event.id"),
    (lambda s: s.replace('controller = "alice"\ntrigger', 'controller = "zed"\ntrigger'), "abilities[0].controller"),
    (lambda s: s.replace('trigger = "attack"', 'trigger = "nothing"'), "abilities[0].trigger"),
    (lambda s: s.replace('hit_points = 5', 'hit_points = "5"'), "characters[0].hit_points"),
])
def test_bad_scenario_is_one_line_naming_file_and_place(tmp_path, capsys, edit, place):
    bad = tmp_path / "bad.toml"
    bad.write_text(edit(SCENARIO))
    assert main(["orders", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{bad}:{place}: error: ") and "\n" not in err and "Traceback" not in err


def test_malformed_toml_and_missing_file(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text("game = \n")
    assert main(["graph", str(bad)]) == 2
    assert main(["orders", str(tmp_path / "none.toml")]) == 2
    err = capsys.readouterr().err
    assert "malformed TOML" in err and "no such file" in err


def test_scenario_file_from_the_scenarios_folder_reads():
    assert read_scenario_argument(LOOP).event.id == "villain_attack"


@pytest.mark.parametrize("name", ["wow_miniatures/fr", "marvel_champions/en", "marvel_champions/fr"])
def test_timing_checks_and_export(name):
    verdicts = timing_checks(name)
    assert [v.status for v in verdicts] == ["holds"]
    assert "forced_response" in verdicts[0].details["mandatory_kinds"] or name.startswith("wow")
    smt = export_timing(name)
    (text,) = smt.values()
    assert "(assert" in text and "pos[" in text


def test_timing_checks_empty_without_timing_clauses(monkeypatch):
    # every built-in rule base has timing clauses now: check with one that has none
    from logic.registry import RuleBase
    from logic.timing import checks
    monkeypatch.setattr(checks, "load_rule_base", lambda name: RuleBase(name))
    assert checks.timing_checks("marvel_champions/xx") == [] and checks.export_timing("marvel_champions/xx") == {}


def test_grouping_12_abilities_with_two_interfering_pairs_visits_few_orders(monkeypatch):
    abilities = []
    for i in range(12):
        target = "x" if i < 2 else "y" if i < 4 else f"c{i}"
        abilities.append({"id": f"f{i}", "kind": "forced_response", "controller": "alice", "trigger": "attack",
                          "effects": [{"op": "damage" if i % 2 else "heal", "target": target, "amount": 1}]})
    chars = [{"name": n, "controller": "alice", "hit_points": 5, "damage": 0} for n in ["x", "y"] + [f"c{i}" for i in range(4, 12)]]
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"]}, "characters": chars,
                         "event": {"id": "attack"}, "abilities": abilities}, "<12>")
    compiled = compile_scenario(sc, "marvel_champions/en", who=False)
    calls = []
    real = outcomes.simulate
    monkeypatch.setattr(outcomes, "simulate", lambda *a: calls.append(1) or real(*a))
    groups = outcomes.outcome_groups(compiled)
    assert sum(g.count for g in groups) == factorial(12) == outcomes.count_orders(compiled)
    assert len(groups) == 4 and len(calls) == 4


def test_a_defend_effect_must_wait_for_an_attack(tmp_path, capsys):
    from logic.cli import main
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "marvel_champions"\nrules = "marvel_champions/en"\n[players]\norder = ["a"]\n'
                   '[[characters]]\nname = "h"\ncontroller = "a"\nhealth = 3\n[event]\nid = "e"\n'
                   '[[abilities]]\nid = "d"\nkind = "declare_defender"\ncontroller = "a"\ntrigger = "e"\n'
                   'effects = [{ op = "defend", target = "h" }]\n')
    assert main(["orders", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "abilities[0].effects[0]: error:" in err and "Traceback" not in err
