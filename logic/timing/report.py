"""The answer to "in which orders may these abilities resolve, and does it matter?", as data and text.

`orders_report` promises: ``orders`` is the exact number of legal orders;
``verdict`` is "order matters" when two orders of the same abilities (same
choice of optional abilities taken) lead to different outcomes, else "order
does not matter"; ``choices_matter`` when the legal orders lead to two or more
outcomes at all (taking or declining optional abilities included);
``listed`` holds every legal order with its directly simulated outcome when
there are at most ``limit`` of them (else it is empty and ``groups`` comes from
`outcome_groups`, which never visits every order); ``verdict`` is "no legal
order" when the clauses and the scenario clash (``core`` then names them).

Every count and grouping runs under a budget: ``stopped`` lists, in words, each
one that ran out (``orders`` is then None when the count stopped; the groups
hold what was visited when the grouping stopped, and ``verdict`` is "not
decided: grouping stopped" unless an order that matters was already found).
``choices`` is the number of sets of abilities taken together;
``independent_choices`` says they form one product family (counted without
visiting each).

Who chose (`logic.timing.who`): each group, and each listed order, has
``chosen_by``, the decisions that give its (first) order, each with the player
the clauses name (None where none does) and a line ``says``; ``players`` gives
each player's share: the items they order and decide, and how many relative
orders of their items are legal.
"""

from __future__ import annotations

from .choice_ops import describe_picks, pick_sets
from .compile import Compiled
from .counting import Budget, CountStopped
from .effects import policy_can_apply
from .outcomes import GroupBudget, choice_orders, count_orders, group_outcomes, interference_parts, simulate
from .who import decisions, describe, optional_items, player_shares

#: how far `orders_report` groups outcomes when there are too many orders to list
GROUP_BUDGET = GroupBudget()

__all__ = ["orders_report", "render_orders", "justification"]


def orders_report(compiled: Compiled, limit: int = 50, count_budget: Budget | None = None,
                  group_budget: GroupBudget | None = GROUP_BUDGET, progress=None) -> dict:
    sc = compiled.scenario
    out = {"scenario": sc.file, "rules": compiled.rule_base, "event": sc.event.id,
           "policies": sorted(p for p, on in compiled.policies.items() if on and policy_can_apply(sc, p))}
    if not compiled.consistent:
        from .graph import analyse_graph
        cycles = analyse_graph(sc, compiled.rule_base).cycles
        out.update(verdict="no legal order", orders=0, outcomes=0, core=list(compiled.core), groups=[], listed=[],
                   cycles=cycles, stopped=[])
        return out
    stopped: list[str] = []
    try:
        total = count_orders(compiled, count_budget)
    except CountStopped as e:
        total = None
        stopped.append(str(e))
    listed, groups = [], {}
    optional = optional_items(compiled)
    if total is not None and total <= limit:
        for index, choice in enumerate(compiled.each_choice()):
            for order, picks in ((o, p) for o in choice_orders(choice) for p in pick_sets(sc, choice.items, compiled.policies)):
                outcome = simulate(compiled, choice, order, picks)   # one branch per pick (`choice_ops`)
                if outcome.void:   # a target picked where another valid one was (`target_ops`): no such game
                    continue
                declined = [a for a in sc.parents() if a not in choice.items]
                chose = _chosen_by(compiled, choice, order, optional)
                listed.append({"order": list(order), "declined": declined, "outcome": outcome.to_json(),
                               "says": outcome.describe(sc.game), "chosen_by": chose,
                               **({"picks": describe_picks(picks)} if picks else {})})
                g = groups.setdefault(outcome, {"outcome": outcome.to_json(), "says": outcome.describe(sc.game),
                                                "count": 0, "examples": [], "choices": set(),
                                                "chosen_by": chose, "branches": set()})
                g["count"] += 1
                g["choices"].add(index)
                g["branches"].add((index, picks))
                g["examples"].append((list(order), chose))
        # the three least orders of each group, and who chose the least: never the first orders the choices
        # were enumerated in, which may differ between processes; every order listed in the same way
        for g in groups.values():
            g["examples"].sort(key=lambda e: e[0])
            g["chosen_by"] = g["examples"][0][1]
            g["examples"] = [o for o, _ in g["examples"][:3]]
        listed.sort(key=lambda x: x["order"])
        # most orders first, then by the first example: never by the order the choices were enumerated in
        # (which may differ between processes), and as `group_outcomes` sorts its groups
        group_list = sorted(groups.values(), key=lambda g: (-g["count"], g["examples"][0] if g["examples"] else []))
    else:
        grouping = group_outcomes(compiled, budget=group_budget, progress=progress)
        if grouping.stopped:
            stopped.append(grouping.stopped)
        group_list = [{"outcome": g.outcome.to_json(), "says": g.outcome.describe(sc.game), "count": g.count,
                       "examples": [list(o) for o in g.examples], "choices": g.choices,
                       **({"picks": [describe_picks(p) for p in g.picks]} if any(g.picks) else {}),
                       "branches": g.branches,
                       "chosen_by": _chosen_by(compiled, g.first_choice, g.examples[0], optional)
                       if g.examples and g.first_choice is not None else []}
                      for g in grouping.groups]
    seen: set[int] = set()
    within = False
    for g in group_list:   # the same choice of abilities and the same picks (`choice_ops`) in two groups
        branches = g.pop("branches")
        within = within or bool(seen & branches)
        seen |= branches
        g["choices"] = sorted(g["choices"])
    grouping_stopped = any(s.startswith("stopped grouping") for s in stopped)
    verdict = "order matters" if within else ("not decided: grouping stopped" if grouping_stopped
                                              else "order does not matter")
    out.update(verdict=verdict,
               choices_matter=len(group_list) > 1,
               orders=total, outcomes=len(group_list), groups=group_list, listed=listed, limit=limit,
               ordered_by={a: p for a, p in compiled.orderer.items() if p},
               decided_by={a: p for a, p in compiled.decider.items() if p},
               players=player_shares(compiled),
               exact=all(c.exact for c in compiled.choices), choices=compiled.choice_count,
               independent_choices=compiled.family is not None, stopped=stopped)
    return out


def _chosen_by(compiled: Compiled, choice, order, optional) -> list[dict]:
    """The decisions behind ``order`` (`logic.timing.who.decisions`), each with its line of text."""
    parts = [p for p in interference_parts(compiled, choice) if len(p) > 1]
    return [d | {"says": describe(d)} for d in decisions(compiled, choice, order, parts, optional)]


def justification(compiled: Compiled, max_edges: int = 40) -> list[str]:
    """Clause ids that force the precedences of the largest choice (its covering pairs), the policies on,
    and who orders (one item for each player the clauses name)."""
    if not compiled.consistent:
        return sorted(l for l in compiled.core if l != "scenario")
    v = compiled.view
    import z3
    ids: set[str] = set()
    if compiled.choices:
        choice = max(compiled.choices, key=lambda c: len(c.items))
        rel = choice.before
        cover = [(a, b) for a, b in rel if not any((a, c) in rel and (c, b) in rel for c in choice.items)]
        fixed = [v.taken(a) == z3.BoolVal(a in choice.items, v.ctx) for a in v.items]
        for a, b in sorted(cover)[:max_edges]:
            ids.update(compiled.explain(fixed + [v.before(b, a)]))
    sets = [set(c.items) for c in compiled.choices]
    abilities = [a for a in v.items[1:]]
    for a in abilities[:max_edges]:
        if sets and all(a in s for s in sets):
            ids.update(compiled.explain([z3.Not(v.taken(a))]))
    pairs = [(a, b) for i, a in enumerate(abilities) for b in abilities[i + 1:]
             if any(a in s for s in sets) and any(b in s for s in sets) and not any(a in s and b in s for s in sets)]
    for a, b in pairs[:max_edges]:
        ids.update(compiled.explain([v.taken(a), v.taken(b)]))
    for p, on in compiled.policies.items():
        if on and policy_can_apply(compiled.scenario, p):
            ids.update(compiled.explain([z3.Not(v.policy(p))]))
    named = {}
    for a, who in compiled.orderer.items():   # who orders: one item per player named
        if who and who not in named and compiled.scenario.item(a).kind != "event":
            named[who] = a
    for who, a in named.items():
        ids.update(compiled.explain([v.orderer(a) != v.seat[who]]))
    return sorted(i for i in ids if i != "scenario")


def _by_player(mapping: dict) -> str:
    """``bob: a, b; alice: c`` from item -> player, players in order of first mention."""
    by: dict = {}
    for item, player in mapping.items():
        by.setdefault(player, []).append(item)
    return "; ".join(f"{p}: {', '.join(items)}" for p, items in by.items())


def _chosen_text(chosen: list[dict], most: int = 3) -> str:
    """The decisions of a group on one line: takes and orders in full, declines grouped by player and, past
    ``most`` items, counted (the JSON keeps every decision)."""
    parts, declined = [], {}
    for d in chosen:
        if d["chose"] == "declines":
            declined.setdefault(d["player"] or "(no clause says who)", []).extend(d["items"])
        else:
            parts.append(d["says"])
    for who, items in declined.items():
        parts.append(f"{who} declines " + (", ".join(items) if len(items) <= most else f"{len(items)} of theirs"))
    return "; ".join(parts)


def render_orders(rep: dict) -> str:
    """Plain text for `orders_report`."""
    lines = [f"{rep['scenario']}: rule base {rep['rules']}, event {rep['event']}"]
    if rep["verdict"] == "no legal order":
        lines.append("no legal order: the clauses and the scenario clash: " + ", ".join(rep["core"]))
        for cyc in rep.get("cycles", []):
            lines.append("loop among mandatory abilities the rules cannot end: " + " -> ".join(cyc + cyc[:1]))
        return "\n".join(lines)
    orders = rep["orders"] if rep["orders"] is not None else "an uncounted number of"
    partial = any(w.startswith("stopped grouping") for w in rep.get("stopped", []))
    found = f"at least {rep['outcomes']} outcome(s)" if partial else f"{rep['outcomes']} outcome(s)"
    lines.append(f"{orders} legal order(s), {found}: {rep['verdict']}")
    for why in rep.get("stopped", []):
        lines.append(why)
    if rep.get("choices_matter") and rep["verdict"] == "order does not matter":
        picked = any(g.get("picks") for g in rep["groups"]) or any(r.get("picks") for r in rep["listed"])
        lines.append("(the outcome depends only on which optional abilities are taken or declined"
                     + (" and which options are picked)" if picked else ")"))
    if rep.get("ordered_by"):
        lines.append("ordered by: " + _by_player(rep["ordered_by"]))
    if rep.get("decided_by"):
        lines.append("decided by: " + _by_player(rep["decided_by"]))
    if rep["policies"]:
        lines.append("applied with: " + ", ".join(rep["policies"]))
    for i, g in enumerate(rep["groups"], 1):
        lines.append(f"outcome {i} ({g['count']} order(s)): {g['says']}")
        if g.get("chosen_by"):
            lines.append("  chosen by: " + _chosen_text(g["chosen_by"]))
        if rep["listed"]:
            for row in rep["listed"]:
                if row["says"] == g["says"]:
                    extra = f"   (declined: {', '.join(row['declined'])})" if row["declined"] else ""
                    extra += f"   ({'; '.join(row['picks'])})" if row.get("picks") else ""
                    lines.append("  " + " -> ".join(row["order"]) + extra)
        else:
            for j, ex in enumerate(g["examples"]):
                picks = g["picks"][j] if g.get("picks") else []
                lines.append("  e.g. " + " -> ".join(ex) + (f"   ({'; '.join(picks)})" if picks else ""))
    if not rep["listed"] and rep["orders"] is not None and rep["orders"] > rep["limit"]:
        lines.append(f"({rep['orders']} orders exceed --limit {rep['limit']}: counted, not listed)")
    return "\n".join(lines)
