"""Query kinds ``orders`` and ``graph`` for `logic.ask`.

An ``orders`` query holds a scenario (an inline ``[scenario]`` table, or
``scenario = "path"`` relative to the query file) and ``[expect]`` with any of:
``verdict`` ("order matters", "order does not matter", "no legal order"),
``orders`` (how many legal orders), ``outcomes`` (how many distinct outcomes),
``ordered_by`` / ``decided_by`` (item -> player), ``clauses`` (ids that must
justify the answer; ``a|b`` accepts either of two clauses saying the same), ``legal_orders`` (the exact set), and ``[[expect.when]]``
tables ``order = [...]`` with ``legal = false``, a partial ``outcome``, or ``chosen_by`` (the lines of who
chose that order, `logic.timing.who.describe`: ``"bob orders a -> b"``, ``"alice declines r"``).

A ``graph`` query expects ``verdict`` ("loop" or "no loop") and optionally ``cycles``.
"""

from __future__ import annotations

from pathlib import Path

from ..ask import register, require
from ..verdict import AskResult, Verdict
from .compile import compile_scenario
from .graph import analyse_graph
from .outcomes import GroupBudget, interference_parts, legal_orders, simulate
from .who import decisions, describe
from .report import justification, orders_report
from .scenario import Scenario, load_scenario, parse_scenario
from . import order_ops
from .vocab import STATS

__all__ = ["query_scenario", "ask_orders", "ask_graph"]


def query_scenario(query: dict, path: str) -> Scenario:
    """The scenario a query file holds or names; ``game``/``rules`` default to the query's."""
    sc = require(query, "scenario", path, kind=(dict, str))
    if isinstance(sc, str):
        target = (Path(path).parent / sc)
        if not target.exists():
            from ..registry import project_root
            target = project_root() / sc
        scenario = load_scenario(target)
    else:
        table = dict(sc)
        table.setdefault("game", query.get("game"))
        table.setdefault("rules", query.get("rules"))
        scenario = parse_scenario(table, path)
    return scenario


def _matches_outcome(actual: dict, expected: dict) -> bool:
    """Whether ``actual`` (an `Outcome.to_json`) has every field ``expected`` names: a character's health,
    destroyed, statuses, armor, ``counters`` and lasting modifiers (``atk = 1``: their sum on it); a scheme's
    threat (a number); another card's ``counters``; a player's ``hand``, ``deck``, ``discard``; a card a zone
    operation placed, its ``area``, ``whose`` and ``attached_to``; ``game_over`` / ``game_won`` (true or false); an
    enemy's ``engaged_with`` (the player an effect engaged it with, "" when none did); a scheme's ``stage`` (the
    stage an effect advanced it to); ``campaign_removed``: the cards removed from the campaign pool, in any order;
    a card's ``exhausted`` (an upgrade or support an effect readied or exhausted); a card played, its ``cost``
    (what is paid for it, when an effect changed it)."""
    counters, zones = actual.get("counters", {}), actual.get("zones", {})
    places = actual.get("places", {})
    for name, fields in expected.items():
        where = actual["characters"].get(name)
        if where is None:
            if name in actual["threat"] and actual["threat"][name] == fields:
                continue
            if isinstance(fields, dict) and name in zones and all(zones[name].get(k) == v for k, v in fields.items()):
                continue
            if isinstance(fields, dict) and set(fields) == {"counters"} and counters.get(name, 0) == fields["counters"]:
                continue
            if isinstance(fields, dict) and set(fields) == {"cost"} \
                    and actual.get("costs", {}).get(name) == fields["cost"]:   # a card played (`play_cost_ops`)
                continue
            if isinstance(fields, dict) and set(fields) == {"stage"} \
                    and actual.get("stages", {}).get(name) == fields["stage"]:   # a scheme advanced (`advance_ops`)
                continue
            if order_ops.matches(actual, name, fields) or (
                    isinstance(fields, dict) and fields and name in places
                    and all(places[name].get(k) == v for k, v in fields.items())):   # the encounter deck, a card's area
                continue
            if name in ("game_over", "game_won") and actual.get(name, False) is fields:   # the game's end
                continue
            if isinstance(fields, dict) and set(fields) == {"exhausted"} \
                    and actual.get("exhausted", {}).get(name) == fields["exhausted"]:   # a card readied (`card_ready_ops`)
                continue
            if name == "campaign_removed" and isinstance(fields, list) \
                    and sorted(actual.get(name, [])) == sorted(fields):   # the campaign pool (`campaign_ops`)
                continue
            return False
        for k, val in fields.items():
            if k == "counters":
                got = counters.get(name, 0)
            elif k == "cost":   # the cost to pay for it, played (`play_cost_ops`)
                got = actual.get("costs", {}).get(name)
            elif k == "engaged_with":   # the player an effect engaged it with ("": none) (`engage_ops`)
                got = actual.get("engaged", {}).get(name, "")
            elif k in STATS:
                got = sum(x["amount"] for x in actual.get("modifiers", []) if x["target"] == name and x["stat"] == k)
            else:
                got = where.get(k)
            if got != val:
                return False
    return True


@register("orders")
def ask_orders(query: dict, path: str) -> AskResult:
    """Answer an ``orders`` query and compare it with its ``[expect]``."""
    scenario = query_scenario(query, path)
    compiled = compile_scenario(scenario, query["rules"])
    # a query's answer must not depend on the machine's speed: its grouping bound is in choices, with a
    # generous time bound behind it (past which the report says it stopped, and the expectation fails)
    rep = orders_report(compiled, limit=int(query.get("limit", 200)),
                        group_budget=GroupBudget(choices=4096, seconds=300))
    why = justification(compiled)
    status = "contradictory" if rep["verdict"] == "no legal order" else "holds"
    verdict = Verdict(question=query["says"], status=status, answer=rep["verdict"], clauses=why,
                      scope=f"the scenario of {path}",
                      details={k: rep[k] for k in ("orders", "outcomes", "groups", "policies")
                               if k in rep} | {"ordered_by": rep.get("ordered_by", {}),
                                               "decided_by": rep.get("decided_by", {})})
    exp = query["expect"]
    problems = []
    if "verdict" in exp and exp["verdict"] != rep["verdict"]:
        problems.append(f"verdict {rep['verdict']!r}, expected {exp['verdict']!r}")
    for key in ("orders", "outcomes"):
        if key in exp and exp[key] != rep[key]:
            problems.append(f"{key} {rep[key]}, expected {exp[key]}")
    for key in ("ordered_by", "decided_by"):
        for item, who in exp.get(key, {}).items():
            got = rep.get(key, {}).get(item)
            if got != who:
                problems.append(f"{item} {key.replace('_', ' ')} {got}, expected {who}")
    for cid in exp.get("clauses", []):
        if not any(alt in why for alt in str(cid).split("|")):
            problems.append(f"clause {cid} not in the justification {why}")
    if "legal_orders" in exp or "when" in exp:
        legal = {order: choice for choice, order in legal_orders(compiled)}
        problems += order_problems(exp, legal, path, lambda order: simulate(compiled, legal[order], order).to_json(),
                                   lambda order: chosen_lines(compiled, legal[order], order))
    return AskResult(id=query["id"], file=path, says=query["says"], verdict=verdict, expected=exp,
                     matches=not problems, mismatch="; ".join(problems), source=str(exp.get("source", "")))


def chosen_lines(compiled, choice, order) -> list[str]:
    """The decisions behind a legal ``order`` of ``choice``, one line each (`logic.timing.who.describe`)."""
    parts = [p for p in interference_parts(compiled, choice) if len(p) > 1]
    return [describe(d) for d in decisions(compiled, choice, order, parts)]


def order_problems(exp: dict, legal, path: str, outcome_of, chosen_of=None) -> list[str]:
    """What an ``[expect]``'s ``legal_orders`` and ``when`` tables find wrong with the ``legal`` orders
    (``outcome_of(order)`` gives a legal order's outcome, ``chosen_of(order)`` the lines of who chose it,
    compared with a ``when``'s ``chosen_by``: the same lines, in any order)."""
    problems = []
    if "legal_orders" in exp:
        want = {tuple(o) for o in exp["legal_orders"]}
        if want != set(legal):
            problems.append(f"legal orders {sorted(legal)}, expected {sorted(want)}")
    for i, w in enumerate(require(exp, "when", path, "expect", list) if "when" in exp else []):
        order = tuple(require(w, "order", path, f"expect.when[{i}]", list))
        if w.get("legal", True) is False:
            if order in legal:
                problems.append(f"order {list(order)} is legal, expected illegal")
            continue
        if order not in legal:
            problems.append(f"order {list(order)} is not legal")
            continue
        got = outcome_of(order)
        if "outcome" in w and not _matches_outcome(got, w["outcome"]):
            problems.append(f"order {list(order)} leads to {got}, expected {w['outcome']}")
        if "chosen_by" in w:
            want = require(w, "chosen_by", path, f"expect.when[{i}]", list)
            have = chosen_of(order) if chosen_of else None
            if have is None:
                problems.append(f"expect.when[{i}].chosen_by: this kind of query does not say who chose")
            elif sorted(have) != sorted(want):
                problems.append(f"order {list(order)} chosen by {have}, expected {want}")
    return problems


@register("graph")
def ask_graph(query: dict, path: str) -> AskResult:
    """Answer a ``graph`` query (loops among mandatory abilities) and compare it with its ``[expect]``."""
    scenario = query_scenario(query, path)
    rep = analyse_graph(scenario, query["rules"])
    answer = "loop" if rep.cycles else "no loop"
    verdict = Verdict(question=query["says"], status="refuted" if rep.cycles else "holds", answer=answer,
                      details={"cycles": rep.cycles, "other_cycles": rep.other_cycles,
                               "edges": [list(e) for e in rep.graph.edges]})
    exp = query["expect"]
    problems = []
    if "verdict" in exp and exp["verdict"] != answer:
        problems.append(f"verdict {answer!r}, expected {exp['verdict']!r}")
    if "cycles" in exp and sorted(exp["cycles"]) != rep.cycles:
        problems.append(f"cycles {rep.cycles}, expected {exp['cycles']}")
    return AskResult(id=query["id"], file=path, says=query["says"], verdict=verdict, expected=exp,
                     matches=not problems, mismatch="; ".join(problems), source=str(exp.get("source", "")))
