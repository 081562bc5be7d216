"""Orders at scale: 20+ simultaneous abilities, optional and forced, counted and grouped in seconds;
budgets that stop and say so; a product family of independent optional abilities equal to compiling
each choice one by one (hypothesis), and its count equal to a closed formula."""

import json
from math import comb, factorial

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from logic.cli import main
from logic.timing import compile as compile_module
from logic.timing.compile import compile_scenario
from logic.timing.counting import Budget
from logic.timing.outcomes import GroupBudget, count_orders, group_outcomes, legal_orders, outcome_groups
from logic.timing.report import orders_report
from logic.timing.scenario import parse_scenario


def responses(forced: int, optional: int, interfering: int = 2, players=("alice", "bob")):
    """A scenario table: ``forced`` Forced Responses then ``optional`` Responses to one attack; the first
    ``2 * interfering`` touch a shared character pairwise, the others a character each."""
    chars, abilities = [], []
    for i in range(forced + optional):
        target = f"shared{i // 2}" if i < 2 * interfering else f"c{i}"
        if target not in [c["name"] for c in chars]:
            chars.append({"name": target, "controller": players[0], "hit_points": 5, "damage": 1})
        abilities.append({"id": f"a{i}", "kind": "forced_response" if i < forced else "response",
                          "controller": players[i % len(players)], "trigger": "attack",
                          "effects": [{"op": "heal" if i % 2 == 0 else "damage", "target": target, "amount": 1}]})
    return {"game": "marvel_champions", "rules": "marvel_champions/en",
            "players": {"order": list(players), "first": players[-1]},
            "characters": chars, "event": {"id": "attack"}, "abilities": abilities}


def all_subsets_orders(forced, optional):
    """Closed formula: the event first, then every forced one in any order (Forced Responses come before
    Responses, Forced p1.b4), then any subset of the optional ones in any order."""
    return factorial(forced) * sum(comb(optional, k) * factorial(k) for k in range(optional + 1))


@pytest.fixture(scope="module")
def twenty_optional():
    return compile_scenario(parse_scenario(responses(0, 20), "<20 optional>"))


def test_twenty_optional_responses_are_counted_as_one_family(twenty_optional):
    compiled = twenty_optional
    assert compiled.family is not None and len(compiled.family.optional) == 20
    assert count_orders(compiled) == all_subsets_orders(0, 20)


def test_ten_forced_and_ten_optional_counted_and_grouping_stops_within_its_budget():
    compiled = compile_scenario(parse_scenario(responses(10, 10), "<10 + 10>"), who=False)
    assert count_orders(compiled) == all_subsets_orders(10, 10)
    grouping = group_outcomes(compiled, budget=GroupBudget(choices=50, seconds=30))
    assert grouping.stopped.startswith("stopped grouping after 50 of 1024 choices")
    assert grouping.groups and grouping.choices_visited == 50


def test_the_report_says_where_it_stopped_and_keeps_exact_counts(twenty_optional):
    rep = orders_report(twenty_optional, group_budget=GroupBudget(choices=20, seconds=30))
    assert rep["orders"] == all_subsets_orders(0, 20) and rep["independent_choices"] and rep["choices"] == 2 ** 20
    assert rep["stopped"] and rep["verdict"] in ("order matters", "not decided: grouping stopped")
    json.dumps(rep, default=sorted)


def test_a_count_that_runs_out_of_budget_is_reported_not_guessed(monkeypatch):
    from logic.timing import report
    from logic.timing.counting import CountStopped
    compiled = compile_scenario(parse_scenario(responses(3, 0, interfering=1), "<3 forced>"), who=False)

    def spent(compiled, budget=None):
        raise CountStopped(Budget(states=1, seconds=1), 1, 0.5)
    monkeypatch.setattr(report, "count_orders", spent)
    rep = report.orders_report(compiled)
    assert rep["orders"] is None and rep["stopped"][0].startswith("stopped counting after 1 subproblems")
    assert "an uncounted number of legal order(s)" in report.render_orders(rep)


def _value(x):
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, (int, str)):
        return json.dumps(x)
    if isinstance(x, dict):
        return "{ " + ", ".join(f"{k} = {_value(v)}" for k, v in x.items()) + " }"
    return "[" + ", ".join(_value(v) for v in x) + "]"


def to_toml(table) -> str:
    """The scenario tables written here (scalars, tables, arrays of tables) as TOML."""
    head = [f"{k} = {_value(v)}" for k, v in table.items() if not isinstance(v, (dict, list))]
    body = []
    for k, v in table.items():
        if isinstance(v, dict):
            body += [f"[{k}]"] + [f"{a} = {_value(b)}" for a, b in v.items()]
        elif isinstance(v, list):
            for row in v:
                body += [f"[[{k}]]"] + [f"{a} = {_value(b)}" for a, b in row.items()]
    return "\n".join(head + body) + "\n"


def test_cli_twenty_optional_responses_answers_in_seconds(tmp_path, capsys):
    import time
    path = tmp_path / "twenty.toml"
    path.write_text(to_toml(responses(0, 20)))
    started = time.perf_counter()
    assert main(["orders", str(path), "--max-choices", "16"]) == 0
    out = capsys.readouterr().out
    assert time.perf_counter() - started < 60
    assert f"{all_subsets_orders(0, 20)} legal order(s)" in out and "stopped grouping after" in out


@st.composite
def optional_scenarios(draw):
    n = 5
    table = responses(0, 0)
    table["characters"] = [{"name": "hero", "controller": "alice", "health": 3, "max_health": 4},
                           {"name": "villain", "controller": "bob", "health": 3, "max_health": 5}]
    abilities = []
    for i in range(n):
        abilities.append({"id": f"a{i}", "kind": draw(st.sampled_from(["response", "response", "interrupt", "forced_response"])),
                          "controller": draw(st.sampled_from(["alice", "bob"])),
                          "trigger": draw(st.sampled_from(["attack"] + [a["id"] for a in abilities][:1])),
                          "effects": [{"op": draw(st.sampled_from(["damage", "heal"])),
                                       "target": draw(st.sampled_from(["hero", "villain"])),
                                       "amount": draw(st.integers(1, 2))}]})
    table["abilities"] = abilities
    return parse_scenario(table, "<random optional>")


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(optional_scenarios())
def test_a_family_equals_compiling_each_choice(scenario):
    fam = compile_scenario(scenario, who=False)
    saved = compile_module.FAMILY_FROM
    compile_module.FAMILY_FROM = 10 ** 6
    try:
        one_by_one = compile_scenario(scenario, who=False)
    finally:
        compile_module.FAMILY_FROM = saved
    assert one_by_one.family is None
    got = sorted(o for _, o in legal_orders(fam))
    assert got == sorted(o for _, o in legal_orders(one_by_one))
    assert count_orders(fam) == len(got) == count_orders(one_by_one)
    assert {g.outcome: g.count for g in outcome_groups(fam)} == {g.outcome: g.count for g in outcome_groups(one_by_one)}


def test_five_optional_responses_of_two_players_form_a_family_equal_to_each_choice():
    table = responses(1, 5, interfering=2)
    scenario = parse_scenario(table, "<1 forced + 5 optional>")
    fam = compile_scenario(scenario, who=False)
    assert fam.family is not None and fam.family.mandatory == ("attack", "a0")
    test_a_family_equals_compiling_each_choice.hypothesis.inner_test(scenario)
