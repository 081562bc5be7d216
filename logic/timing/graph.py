"""The trigger dependency graph of a scenario, and the loops the rules cannot end.

An edge goes from item A to ability B when something A produces (its
resolution, its being played, an event its effects produce) is what B waits
for. Whether an ability is mandatory is asked of the rule base's clauses (see
`mandatory_items`), never decided here. A cycle whose abilities are all
mandatory is a loop the rules cannot end.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass, replace

import networkx as nx
import z3

from ..registry import load_rule_base
from ..solve import check
from .scenario import Item, Scenario
from .vocab import TimingView

__all__ = ["trigger_graph", "mandatory_items", "mandatory_cycles", "to_dot", "to_svg", "GraphReport", "analyse_graph"]


def trigger_graph(scenario: Scenario) -> nx.DiGraph:
    """Nodes: every item (with ``kind``, ``controller``); edges A -> B when A produces B's trigger."""
    g = nx.DiGraph()
    for it in scenario.items:
        g.add_node(it.id, kind=it.kind, controller=it.controller or "", name=it.name)
    for b, ps in scenario.parents().items():
        for a in ps:
            g.add_edge(a, b)
    return g


def _probe(scenario: Scenario, item: Item) -> Scenario:
    """A scenario with only the event and ``item``, the item waiting for the event."""
    ev = scenario.event
    lone = replace(item, trigger=ev.id, id="probe", origin="probe", produces=())
    return replace(scenario, items=[replace(ev, produces=()), lone])


def is_mandatory(scenario: Scenario, item: Item, rules: str, timeout_ms: int = 10_000) -> bool | None:
    """Whether the clauses force ``item`` to resolve once its trigger happens (None: the solver cannot tell).

    Asked on a probe scenario holding only the event and this ability.
    """
    rb = load_rule_base(rules)
    probe = _probe(scenario, item)
    ctx = z3.Context()
    v = TimingView(probe, ctx)
    groups = [(c.id, list(c.build(v))) for c in rb.for_topic("timing")] + [("scenario", v.situation())]
    res = check(groups + [("declined", [z3.Not(v.taken("probe"))])], ctx, timeout_ms=timeout_ms, minimise=False)
    if res.status == "unknown":
        return None
    return res.unsat


def mandatory_items(scenario: Scenario, rules: str) -> dict[str, bool | None]:
    """For each ability item, whether the rule base makes it mandatory (cached per kind and flags)."""
    cache: dict[tuple, bool | None] = {}
    out = {}
    for it in scenario.items[1:]:
        key = (it.kind, it.may, it.in_play, it.targets_available, it.payable, it.changes_state, it.range_limited,
               it.keyword, it.status_card, it.would, it.cancels, it.in_player_order,
               it.name.lower() if it.status_card else "")   # status-card clauses read the card's name
        if key not in cache:
            cache[key] = is_mandatory(scenario, it, rules)
        out[it.id] = cache[key]
    return out


def mandatory_cycles(g: nx.DiGraph, mandatory: dict[str, bool | None]) -> list[list[str]]:
    """Every elementary cycle all of whose abilities are mandatory, each listed from its smallest id."""
    sub = g.subgraph([n for n, m in mandatory.items() if m])
    out = []
    for cyc in nx.simple_cycles(sub):
        i = cyc.index(min(cyc))
        out.append(cyc[i:] + cyc[:i])
    return sorted(out)


@dataclass
class GraphReport:
    graph: nx.DiGraph
    mandatory: dict[str, bool | None]
    cycles: list[list[str]]           # loops among mandatory abilities
    other_cycles: list[list[str]]     # loops that an optional ability can break

    def to_json(self) -> dict:
        return {"nodes": [{"id": n, **self.graph.nodes[n], "mandatory": self.mandatory.get(n)}
                          for n in self.graph.nodes],
                "edges": [list(e) for e in self.graph.edges],
                "mandatory_cycles": self.cycles, "other_cycles": self.other_cycles,
                "dot": to_dot(self.graph, self.mandatory, self.cycles)}


def analyse_graph(scenario: Scenario, rules: str | None = None) -> GraphReport:
    """The trigger graph, which abilities are mandatory, and its cycles."""
    from .compile import rule_base_of
    name, _ = rule_base_of(scenario, rules)
    g = trigger_graph(scenario)
    mand = mandatory_items(scenario, name)
    cycles = mandatory_cycles(g, mand)
    allc = []
    for cyc in nx.simple_cycles(g):
        i = cyc.index(min(cyc))
        allc.append(cyc[i:] + cyc[:i])
    return GraphReport(g, mand, cycles, sorted(c for c in allc if c not in cycles))


def to_dot(g: nx.DiGraph, mandatory: dict[str, bool | None] | None = None, cycles=()) -> str:
    """Graphviz DOT text: mandatory abilities drawn solid, optional ones dashed, loop edges red."""
    mandatory = mandatory or {}
    loop_edges = {(c[i], c[(i + 1) % len(c)]) for c in cycles for i in range(len(c))}

    def q(s):
        return '"' + str(s).replace('"', '\\"') + '"'
    lines = ["digraph triggers {", "  rankdir=LR;"]
    for n, d in g.nodes(data=True):
        style = "bold" if d.get("kind") == "event" else ("solid" if mandatory.get(n) else "dashed")
        label = f"{n}\\n{d.get('kind', '')}" + (f" ({d['controller']})" if d.get("controller") else "")
        lines.append(f"  {q(n)} [label={q(label)}, style={style}];")
    for a, b in g.edges:
        extra = " [color=red]" if (a, b) in loop_edges else ""
        lines.append(f"  {q(a)} -> {q(b)}{extra};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def to_svg(dot_text: str) -> str | None:
    """SVG rendered by Graphviz's ``dot`` when it is installed, else None."""
    exe = shutil.which("dot")
    if not exe:
        return None
    res = subprocess.run([exe, "-Tsvg"], input=dot_text, capture_output=True, text=True, timeout=30)
    return res.stdout if res.returncode == 0 else None
