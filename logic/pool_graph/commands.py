"""``ruling graph --pool POOL``, ``ruling loops POOL`` and ``ruling interactions POOL --text ... --type ...``.

`register(subparsers)` adds ``loops`` and ``interactions``; ``graph --pool`` is an option of the timing
``graph`` command (`logic.timing.commands`), which calls `run_pool_graph`. Exit codes: 0 no forced
unbounded loop, 1 at least one (a finding, like ``ruling graph FILE``), 2 bad input (one line).
"""

from __future__ import annotations

import json
from pathlib import Path

__all__ = ["register", "run_pool_graph", "run_loops", "run_interactions"]


def _jobs(value) -> int:
    import os
    from logic.errors import InputError
    if value is None:
        return 1
    if value < 1 or value > 64:
        raise InputError(f"--jobs {value}: between 1 and 64")
    return min(value, os.cpu_count() or 1)


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "loops", help="every cycle of a pool's trigger graph that the rules let repeat",
        description="List the loops of a pool's trigger graph (an edge A -> B when an effect of A can produce "
                    "what B waits for, decided by the solver): each with its cards, whether it is forced and "
                    "bounded, its bound and a witness of two turns; and the cycles dropped, with why. Exit 1 "
                    "when a loop is forced and unbounded.")
    p.add_argument("pool", help="a MarvelCDB folder or a pack file (JSON)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--jobs", type=int, help="processes reading the cards, deciding edges and analysing cycles (the output does not depend on it)")
    p.set_defaults(run=run_loops)

    q = subparsers.add_parser(
        "interactions", help="a card under design: what it triggers, what triggers it, the loops it closes",
        description="Read an unprinted card's text and place it in a pool's trigger graph: which printed "
                    "abilities it triggers, which trigger it, and which loops it would close (forced or not, "
                    "bounded or not, with a witness). Exit 1 when it closes a forced unbounded loop.")
    q.add_argument("pool", help="a MarvelCDB folder or a pack file (JSON)")
    q.add_argument("--text", required=True, help="the card's text, with its bold labels (<b>Forced Response</b>:)")
    q.add_argument("--type", required=True, help="its card type (ally, support, upgrade, minion ...)")
    q.add_argument("--name", default="New card", help="its name (default: New card)")
    q.add_argument("--json", action="store_true", help="print JSON")
    q.add_argument("--jobs", type=int, help="processes reading the cards, deciding edges and analysing cycles (the output does not depend on it)")
    q.set_defaults(run=run_interactions)


def _finding(loops) -> int:
    return 1 if any(l.get("forced") and l.get("bounded") is False for l in loops) else 0


def run_pool_graph(args) -> int:
    from logic.pool_graph.build import analyse_pool
    from logic.pool_graph.render import dot, graph_text
    rep = analyse_pool(args.pool, _jobs(getattr(args, "jobs", None)))
    if args.card and not any(n["card"] == args.card for n in rep["nodes"]):
        from logic.errors import InputError
        raise InputError(f"no ability of card {args.card!r} takes part in the graph", args.pool)
    if args.json:
        data = dict(rep)
        if args.dot:
            data["dot"] = dot(rep, args.card)
        print(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False))
    elif args.dot:
        print(dot(rep, args.card), end="")
    else:
        print(graph_text(rep), end="")
    if args.svg:
        from logic.timing.graph import to_svg
        import sys
        svg = to_svg(dot(rep, args.card))
        if svg is None:
            print("Graphviz's dot is not installed: no SVG written (apt-get install graphviz)", file=sys.stderr)
        else:
            Path(args.svg).write_text(svg, encoding="utf-8")
    return _finding(rep["loops"])


def run_loops(args) -> int:
    from logic.pool_graph.build import analyse_pool
    from logic.pool_graph.render import loops_text
    rep = analyse_pool(args.pool, _jobs(args.jobs), edges=False)
    if args.json:
        print(json.dumps({"loops": rep["loops"], "dropped": rep["dropped"], "left_out": rep["left_out"],
                          "summary": rep["summary"]}, indent=2, sort_keys=True, ensure_ascii=False))
    else:
        print(loops_text(rep), end="")
    return _finding(rep["loops"])


def run_interactions(args) -> int:
    from logic.pool_graph.interactions import interactions
    from logic.pool_graph.render import interactions_text
    rep = interactions(args.pool, args.text, args.type, args.name, _jobs(args.jobs))
    if args.json:
        print(json.dumps(rep, indent=2, sort_keys=True, ensure_ascii=False))
    else:
        print(interactions_text(rep), end="")
    return _finding(rep["loops"])
