"""No circle of imports in `logic`: every import statement, at module level or inside a function,
is an edge from the importing module to the imported one, and the graph has no cycle.

A circle makes the flow of the reader (text -> structure -> questions -> solver) impossible to
follow one room at a time, and a lazy import inside a function only hides one."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

#: one worker reads the graph once (`_graph`): parsing every module of logic/ takes about a second
pytestmark = pytest.mark.xdist_group("import_circles")

ROOT = Path(__file__).resolve().parents[1]


def _modules() -> dict[str, Path]:
    out = {}
    for f in (ROOT / "logic").rglob("*.py"):
        name = ".".join(f.relative_to(ROOT).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = f
    return out


def import_graph() -> nx.DiGraph:
    """Module -> module it imports (submodules named in ``from pkg import sub`` count as the submodule;
    importing ``pkg.sub`` from a module is not an edge to ``pkg``'s own ``__init__``)."""
    mods = _modules()
    g = nx.DiGraph()
    g.add_nodes_from(mods)
    for name, f in mods.items():
        package = name if f.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join(parts + ([node.module] if node.module else []))
                else:
                    base = node.module or ""
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base for a in node.names]
            else:
                continue
            g.add_edges_from((name, t) for t in targets if t in mods and t != name)
    return g


_GRAPH: list = []


def _graph() -> nx.DiGraph:
    """A copy of `import_graph()`, read once per process (a test may add edges to its copy)."""
    if not _GRAPH:
        _GRAPH.append(import_graph())
    return _GRAPH[0].copy()


def test_the_import_graph_is_read():
    g = _graph()
    assert ("logic.cards.occurrences", "logic.cards.languages") in g.edges
    assert ("logic.cards.lint", "logic.cards.pipeline") in g.edges


def test_logic_has_no_circle_of_imports():
    cycles = sorted(" -> ".join(c + [c[0]]) for c in nx.simple_cycles(_graph(), length_bound=6))
    assert cycles == []


def test_a_circle_would_be_found():
    g = _graph()
    g.add_edge("logic.cards.languages", "logic.cards.occurrences")
    assert any(set(c) == {"logic.cards.languages", "logic.cards.occurrences"} for c in nx.simple_cycles(g, length_bound=2))
