"""``ruling orders FILE`` and ``ruling graph FILE``: the timing subcommands.

`register(subparsers)` adds both; each parser's ``run(args) -> int`` prints to
stdout and returns the exit code: 0 nothing found, 1 a finding (no legal order,
a loop among mandatory abilities), 2 bad input (raised as `InputError`, which
the command line prints as ``file:place: error: message``). FILE is a scenario
file, or a query file holding or naming one.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ..registry import read_toml
from .scenario import Scenario, load_scenario

# The compiler (z3), the graph (networkx) and the report are imported by the commands that use them:
# `ruling` registers every subcommand at start-up, and `ruling lint` need not load them.

__all__ = ["register", "run_orders", "run_graph", "read_scenario_argument"]


def read_scenario_argument(path: str) -> Scenario:
    """The scenario of a scenario file, or of a query file (inline ``[scenario]`` or ``scenario = "path"``)."""
    table = read_toml(path)
    if "question" in table and "scenario" in table:
        from .ask import query_scenario
        return query_scenario(table, path)
    return load_scenario(path, table)


def register(subparsers) -> None:
    """Add the ``orders`` and ``graph`` subcommands to an argparse subparsers object."""
    p = subparsers.add_parser(
        "orders", help="every legal resolution order of a scenario, with its outcome",
        description="List every legal resolution order of the abilities of a scenario (legal: consistent with "
                    "the rule base's timing clauses), the outcome each leads to, grouped by outcome, and "
                    "whether the order matters, and who chose (who takes, declines and orders what). Above "
                    "--limit orders, counts them and groups outcomes without listing; counting and grouping "
                    "run under budgets and say where they stopped. Exit 0, or 1 when no order is legal.")
    p.add_argument("file", help="scenario file (TOML), or a query file with a scenario")
    p.add_argument("--rules", help="rule base, e.g. wow_miniatures/fr (default: the file's 'rules')")
    p.add_argument("--limit", type=int, default=50, help="list orders only up to this many (default 50)")
    p.add_argument("--max-choices", type=int, default=4096, metavar="N",
                   help="group outcomes over at most N sets of abilities taken together (default 4096)")
    p.add_argument("--max-seconds", type=float, default=3.0, metavar="S",
                   help="stop counting, and stop grouping, after S seconds each (default 3); what stopped is said")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(run=run_orders)

    g = subparsers.add_parser(
        "graph", help="the trigger dependency graph of a scenario and its loops",
        description="Print the trigger dependency graph (an edge A -> B when A produces what B waits for) "
                    "as Graphviz DOT, and report every cycle of mandatory abilities. With --svg, also render "
                    "it with Graphviz's dot when installed. Exit 1 when there is such a cycle.")
    g.add_argument("file", nargs="?", help="scenario file (TOML), or a query file with a scenario")
    g.add_argument("--pool", help="instead of FILE: a card pool (MarvelCDB folder or pack file); its trigger "
                                  "graph read from the printed abilities (docs/graph.md)")
    g.add_argument("--dot", action="store_true", help="with --pool: print DOT of the loops (and of --card's "
                                                      "neighbourhood) instead of the edge list")
    g.add_argument("--card", help="with --pool: also draw this card's neighbourhood")
    g.add_argument("--jobs", type=int, help="with --pool: processes deciding edges (same output)")
    g.add_argument("--rules", help="rule base (default: the file's 'rules')")
    g.add_argument("--svg", metavar="PATH", help="also write an SVG rendering (needs Graphviz's dot)")
    g.add_argument("--json", action="store_true", help="print JSON")
    g.set_defaults(run=run_graph)


def _progress():
    """A one-line progress printer on a terminal (stderr); None when stderr is piped."""
    if not sys.stderr.isatty():
        return None

    def say(msg: str) -> None:
        sys.stderr.write(f"\r\x1b[K  {msg}")
        sys.stderr.flush()
    return say


def run_orders(args) -> int:
    from ..errors import InputError
    from .compile import compile_scenario
    from .counting import Budget
    from .outcomes import GroupBudget
    from .report import orders_report, render_orders
    scenario = read_scenario_argument(args.file)
    say = _progress()
    if say:
        say(f"compiling the timing clauses for {len(scenario.items)} items")
    compiled = compile_scenario(scenario, args.rules, progress=say)
    if say:
        say("counting and grouping the legal orders")
    if args.max_choices < 1 or not 0 < args.max_seconds <= 3600:
        raise InputError("--max-choices must be at least 1 and --max-seconds between 0 and 3600", args.file,
                         "command line")
    rep = orders_report(compiled, limit=max(0, args.limit), progress=say,
                        count_budget=Budget(seconds=args.max_seconds),
                        group_budget=GroupBudget(choices=args.max_choices, seconds=args.max_seconds))
    if say:
        sys.stderr.write("\r\x1b[K")
        sys.stderr.flush()
    if args.json:
        print(json.dumps(rep, indent=2, sort_keys=True))
    else:
        print(render_orders(rep))
    return 1 if rep["verdict"] == "no legal order" else 0


def run_graph(args) -> int:
    from ..errors import InputError
    if args.pool and args.file:
        raise InputError("give a scenario FILE or --pool POOL, not both")
    if args.pool:
        from ..pool_graph.commands import run_pool_graph
        return run_pool_graph(args)
    if not args.file:
        raise InputError("give a scenario FILE, or --pool POOL for a card pool's graph")
    from .graph import analyse_graph, to_dot, to_svg
    scenario = read_scenario_argument(args.file)
    rep = analyse_graph(scenario, args.rules)
    dot = to_dot(rep.graph, rep.mandatory, rep.cycles)
    svg_note = None
    if args.svg:
        svg = to_svg(dot)
        if svg is None:
            svg_note = "Graphviz's dot is not installed: no SVG written (apt-get install graphviz)"
            print(svg_note, file=sys.stderr)
        else:
            Path(args.svg).write_text(svg, encoding="utf-8")
    if args.json:
        data = rep.to_json()
        data["svg"] = None if not args.svg or svg_note else args.svg
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        print(dot, end="")
        for cyc in rep.cycles:
            print(f"{scenario.file}: loop among mandatory abilities: {' -> '.join(cyc + cyc[:1])}")
        for cyc in rep.other_cycles:
            print(f"{scenario.file}: loop an optional ability can break: {' -> '.join(cyc + cyc[:1])}")
    return 1 if rep.cycles else 0
