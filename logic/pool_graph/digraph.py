"""A directed graph over plain dicts, for the pool graph's cycle search (networkx is not imported).

The pool's graphs have thousands of nodes and hundreds of thousands of edges; a networkx ``DiGraph`` spends
seconds only adding them. `Digraph` offers the calls the cycle search (`logic.pool_graph.build._cycles`) and
the near misses make of a networkx ``DiGraph``, with the same answers: ``nodes``, ``successors``,
``predecessors``, ``has_edge``.

Promises
--------
- ``nodes`` are the nodes given, then the ends of the edges not among them, in the order first seen; the
  successors of a node are in the order their edges were first given (as networkx keeps them).
- An edge given twice is one edge.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["Digraph", "event_graph"]


class Digraph:
    """A directed graph: ``Digraph(nodes, edges)`` (edges as pairs of nodes)."""

    def __init__(self, nodes: Iterable[str] = (), edges: Iterable[tuple[str, str]] = ()):
        self._succ: dict[str, dict[str, None]] = {n: {} for n in nodes}
        self._pred: dict[str, list[str]] | None = None
        succ = self._succ
        for a, b in edges:
            got = succ.get(a)
            if got is None:
                got = succ[a] = {}
            got[b] = None
            if b not in succ:
                succ[b] = {}

    @classmethod
    def of_successors(cls, succ: dict[str, dict[str, None]]) -> Digraph:
        """The graph whose successors are ``succ`` (node -> its successors as dict keys; taken, not copied)."""
        g = cls()
        for bs in list(succ.values()):
            for b in bs:
                if b not in succ:
                    succ[b] = {}
        g._succ = succ
        return g

    @property
    def nodes(self) -> list[str]:
        """Every node, in the order first seen."""
        return list(self._succ)

    def __contains__(self, n: str) -> bool:
        return n in self._succ

    def successors(self, n: str) -> Iterable[str]:
        """The nodes ``n`` has an edge to."""
        return iter(self._succ[n])

    def predecessors(self, n: str) -> Iterable[str]:
        """The nodes with an edge to ``n`` (all of them are computed on the first call)."""
        if self._pred is None:
            pred: dict[str, list[str]] = {m: [] for m in self._succ}
            for a, bs in self._succ.items():
                for b in bs:
                    pred[b].append(a)
            self._pred = pred
        return iter(self._pred[n])

    def has_edge(self, a: str, b: str) -> bool:
        """Whether the edge ``a -> b`` is in the graph."""
        got = self._succ.get(a)
        return got is not None and b in got

    def number_of_edges(self) -> int:
        """How many edges."""
        return sum(len(bs) for bs in self._succ.values())


def event_graph(nodes: list, produces: dict) -> Digraph:
    """The graph of the pairs of `logic.pool_graph.edges.event_pairs` (A -> B when an effect of A produces
    the event kind B's trigger waits for, ``produces``: effect kind -> event kinds), each pair once."""
    by_event: dict = {}
    for b in nodes:
        if b.trigger is not None:
            by_event.setdefault(b.trigger.event, []).append(b.id)
    succ: dict[str, dict[str, None]] = {}
    for a in nodes:
        out: dict[str, None] = {}
        for ev in dict.fromkeys(ev for _, e in a.effects for ev in produces[e.kind]):
            out.update(dict.fromkeys(by_event.get(ev, ())))
        succ[a.id] = out
    return Digraph.of_successors(succ)
