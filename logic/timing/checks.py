"""Timing checks for ``ruling check`` and ``ruling export``.

`timing_checks` promises one `Verdict` per check for a rule base that has
timing clauses (none otherwise): whether its timing clauses are consistent on
a generic scenario holding one ability of every kind of the game, nested
abilities and several players (``holds``), or contradictory there (the
minimal core of clause ids), or ``unknown``. `export_timing` gives the same
constraints as SMT-LIB2 text, without solving.
"""

from __future__ import annotations

import z3

from ..registry import load_rule_base
from ..solve import check
from ..verdict import Verdict
from .graph import mandatory_items
from .scenario import Scenario, parse_scenario
from .vocab import KINDS, TimingView

__all__ = ["timing_checks", "export_timing", "generic_scenario"]


def generic_scenario(game: str) -> Scenario:
    """A scenario with every ability kind of ``game`` waiting for one event, plus nested abilities."""
    abilities = [{"id": f"{k}_1", "kind": k, "controller": "alice", "trigger": "event",
                  "effects": [{"op": "damage", "target": "hero", "amount": 1}]} for k in KINDS[game]]
    if game == "marvel_champions":
        abilities += [
            {"id": "forced_response_2", "kind": "forced_response", "controller": "bob", "trigger": "event"},
            {"id": "nested_interrupt", "kind": "interrupt", "controller": "bob", "trigger": "forced_response_1"},
            {"id": "nested_response", "kind": "response", "controller": "alice", "trigger": "forced_response_1"},
        ]
    else:
        abilities += [
            {"id": "react_2", "kind": "react", "controller": "bob", "trigger": "event"},
            {"id": "nested_react", "kind": "react", "controller": "bob", "trigger": "react_1"},
            {"id": "triggered_2", "kind": "triggered", "controller": "bob", "trigger": "event", "name": "Twin",
             "affects": ["hero"]},
            {"id": "triggered_3", "kind": "triggered", "controller": "bob", "trigger": "event", "name": "Twin",
             "affects": ["hero"]},
            {"id": "next_wave", "kind": "triggered", "controller": "bob", "trigger": "triggered_1"},
        ]
        for a in abilities:
            if a["kind"] == "critical":
                a["instances"] = 2
    table = {"game": game, "players": {"order": ["alice", "bob"], "active": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "health": 5}],
             "event": {"id": "event", "controller": "bob", "played": game == "wow_miniatures"},
             "abilities": abilities}
    return parse_scenario(table, f"<generic {game} scenario>")


def _groups(rule_base_name: str):
    rb = load_rule_base(rule_base_name)
    clauses = rb.for_topic("timing")
    if not clauses:
        return rb, None, None, []
    sc = generic_scenario(rb.game)
    ctx = z3.Context()
    v = TimingView(sc, ctx)
    groups = [(c.id, list(c.build(v))) for c in clauses] + [("scenario", v.situation())]
    return rb, sc, ctx, groups


def timing_checks(rule_base_name: str) -> list[Verdict]:
    """Consistency of the rule base's timing clauses on the generic scenario (empty list without timing clauses)."""
    rb, sc, ctx, groups = _groups(rule_base_name)
    if not groups:
        return []
    question = f"{rule_base_name}: the timing clauses are consistent on a scenario with every ability kind"
    res = check(groups, ctx)
    scope = "the generic scenario of logic/timing/checks.py (every kind, nested abilities, two players)"
    if res.status == "unknown":
        return [Verdict(question, "unknown", reason=res.reason, scope=scope)]
    if res.unsat:
        return [Verdict(question, "contradictory", answer="no order is legal",
                        clauses=[l for l in res.core if l != "scenario"], scope=scope)]
    mand = mandatory_items(sc, rule_base_name)
    kinds = {}
    for it in sc.items[1:]:
        kinds.setdefault(it.kind, mand.get(it.id))
    return [Verdict(question, "holds", answer="consistent", scope=scope,
                    details={"mandatory_kinds": sorted(k for k, m in kinds.items() if m),
                             "optional_kinds": sorted(k for k, m in kinds.items() if m is False)})]


def export_timing(rule_base_name: str) -> dict[str, str]:
    """Check name -> SMT-LIB2 text of the timing clauses on the generic scenario (empty without timing clauses)."""
    rb, sc, ctx, groups = _groups(rule_base_name)
    if not groups:
        return {}
    solver = z3.Solver(ctx=ctx)
    for label, constraints in groups:
        for c in constraints:
            solver.add(c)
    header = f"; ruling: timing clauses of {rule_base_name} on the generic scenario\n; clauses: " + \
             ", ".join(l for l, _ in groups) + "\n"
    return {f"{rule_base_name}/timing-consistency": header + solver.to_smt2()}
