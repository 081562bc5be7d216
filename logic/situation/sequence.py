"""Several events: a sequence stated in order, or enemy activations at once that the rules order.

A situation with ``sequence`` or ``activations`` (`logic.situation.model`) is answered step by step:
each event is a situation of its own (`answer_situation` on the cards as the step before left them), and
every distinct outcome of a step is a world the next step starts from. What carries from one step to the
next is what a situation card states: damage (from the outcome's health), statuses, threat, counters, and which
cards are still in play (a defeated character leaves, with what is attached to it); the players' hands, decks and
discard piles; and the lasting modifiers still in effect. An event whose actor
or target has left play does not happen. Readiness is not carried: a character that defended or was
exhausted earlier in the run and is declared defender again makes the answer not decided, naming it.

A printed limit ("Max N per round / phase / game", the ability structure's ``limits``) counts the uses of its
ability across the run, the events of one sequence being moments of one phase of one round. How long each
period lasts is the rule base's (`logic.situation.rules`: ``period_spans_phase``, ``period_ends_with_event``,
entailed by the clauses of topic ``situation``): a period that spans the phase counts every use of the run, and
once used N times the ability does not trigger again (its trigger is "not met", saying why); a period that
ends with its event starts again with each event; a limit of a period the clauses say neither of (per player,
per character...) used in the run makes the answer not decided, naming it.

Activations at once become items of kinds ``villain_activation`` and ``minion_activation``, each
controlled by the player it is against, waiting for one event (the moment they activate); their legal
orders are the rule base's timing clauses' (`logic.timing.compile`), never chosen here. Each legal order
is then run as a sequence.

`run_steps` promises: the same situation and rule base give the same runs, in the same order.
"""

from __future__ import annotations

import dataclasses

from ..bounds import MAX_SEQUENCE_RUNS, check_at_most
from ..errors import InputError
from .model import CHARACTER_TYPES, Event, GameSituation, SituationCard

__all__ = ["event_id", "activation_orders", "run_steps", "carry", "MAX_SEQUENCE_RUNS"]



def event_id(ev: Event) -> str:
    """The name of an event of a sequence in an answer."""
    if ev.kind == "attack":
        return f"{ev.attacker}_attacks_{ev.target}"
    if ev.kind == "scheme":
        return f"{ev.schemer}_schemes"
    if ev.kind == "reveal":
        return f"{ev.card}_revealed"
    if ev.kind == "action":
        return f"{ev.by}_{ev.does}" + (f"_{ev.target}" if ev.target else "")
    return "nothing"


def _against(sit: GameSituation, ev: Event, where: str) -> str:
    """The player an activation is against: the attack's target's controller, or the schemer's engaged player."""
    if ev.kind == "attack":
        c = sit.card(ev.target)
        player = c.controller
    else:
        player = sit.card(ev.schemer).engaged_with
    if player is None:
        raise InputError(f"'{where}': cannot tell which player this activation is against (give the target a "
                         "controller, or the schemer engaged_with)", sit.file, where)
    return player


def activation_orders(sit: GameSituation, rules: str) -> tuple[list[list[int]], list[str], str]:
    """The legal orders (indices into ``sit.steps``) of simultaneous activations under ``rules``' timing
    clauses, the clauses that justify them, and the verdict ("order matters" when several)."""
    from ..timing.compile import compile_scenario
    from ..timing.outcomes import legal_orders
    from ..timing.report import justification
    from ..timing.scenario import parse_scenario
    items = []
    for i, ev in enumerate(sit.steps):
        enemy = sit.card(ev.attacker if ev.kind == "attack" else ev.schemer)
        kind = "villain_activation" if enemy.card_type == "villain" else "minion_activation"
        items.append({"id": f"{i + 1}_{event_id(ev)}", "kind": kind, "source": enemy.id,
                      "controller": _against(sit, ev, f"situation.activations[{i}]"), "trigger": "activate"})
    table = {"game": "marvel_champions", "players": {"order": list(sit.players), "first": sit.first,
                                                     "active": sit.first},
             "characters": [], "event": {"id": "activate", "says": "enemies activate at once"}, "abilities": items}
    scenario = parse_scenario(table, sit.file)
    compiled = compile_scenario(scenario, rules)
    if not compiled.consistent:
        return [], justification(compiled), "no legal order"
    index = {it["id"]: i for i, it in enumerate(items)}
    orders, seen = [], set()
    for _choice, order in legal_orders(compiled):
        steps = tuple(index[x] for x in order if x in index)
        if len(steps) == len(items) and steps not in seen:
            seen.add(steps)
            orders.append(list(steps))
    verdict = "no legal order" if not orders else "order matters" if len(orders) > 1 else "one order"
    return orders, justification(compiled), verdict


def _gone(cards: dict[str, SituationCard], name: str) -> set[str]:
    """``name`` and every card attached to it, transitively."""
    out, todo = set(), [name]
    while todo:
        x = todo.pop()
        if x not in out:
            out.add(x)
            todo.extend(c.id for c in cards.values() if c.attached_to == x)
    return out


def carry(sit: GameSituation, outcome: dict) -> GameSituation:
    """The situation as ``outcome`` (an `Outcome.to_json`) leaves it: damage, statuses, threat, counters, the
    players' zones, the lasting modifiers still in effect (the run lies within one phase: a modifier until the end
    of the phase or round outlives each event); the characters defeated, and what is attached to them, out of
    play."""
    from .scenario import _DEFAULT_HP
    cards = dict(sit.cards)
    gone: set[str] = set()
    for cid, c in sit.cards.items():
        state = outcome["characters"].get(cid)
        if c.card_type in CHARACTER_TYPES and state is not None:
            if state["destroyed"]:
                gone |= _gone(sit.cards, cid)
                continue
            hp = c.stat("health", _DEFAULT_HP[c.card_type])
            cards[cid] = dataclasses.replace(c, damage=hp - state["health"], statuses=tuple(state["statuses"]))
        elif c.card_type in ("main_scheme", "side_scheme"):
            name = cid if cid in outcome["threat"] else "main_scheme" if c.card_type == "main_scheme" else None
            if name in outcome["threat"]:
                key = "threat" if c.card_type == "main_scheme" else "base_threat"
                cards[cid] = dataclasses.replace(c, record={**c.record, key: outcome["threat"][name]})
    for cid, k in outcome.get("counters", {}).items():
        if cid in cards and cid not in gone:
            cards[cid] = dataclasses.replace(cards[cid], counters=k)
    for cid in gone:
        cards.pop(cid, None)
    zones = {p: dict(z) for p, z in outcome.get("zones", {}).items()} or sit.zones
    encounter = dict(outcome.get("encounter", {})) or sit.encounter   # the encounter deck's counts (deck_ops)
    kept = outcome.get("encounter_order")   # its cards in order (`order_ops`): kept while the order is known
    if kept is not None and "cards" in sit.encounter and not kept.get("shuffled_by"):
        encounter["cards"] = [c for n in kept["cards"] for c in sit.encounter["cards"] if c["id"] == n]
    modifiers = tuple((x["target"], x["stat"], x["amount"], x["duration"]) for x in outcome.get("modifiers", [])
                      if x["target"] in cards)
    return dataclasses.replace(sit, cards=cards, zones=zones, modifiers=modifiers, encounter=encounter)


def _in_play(sit: GameSituation, ev: Event) -> list[str]:
    """The cards ``ev`` names that are no longer in play."""
    names = [ev.attacker, ev.target, ev.defender, ev.card, ev.schemer]
    return [n for n in names if n is not None and n not in sit.cards]


def run_steps(sit: GameSituation, rules: str, readings: dict | None, path: str, order: list[int],
              answer_situation) -> list[dict]:
    """Every run of ``sit.steps`` in ``order``: per run, each step's event, triggers, outcome and what was
    not read, and the final outcome. A step branches on its distinct outcomes (at most `MAX_SEQUENCE_RUNS`).
    ``answer_situation`` answers one event (`logic.situation.answer.answer_situation`)."""
    runs = [{"sit": dataclasses.replace(sit, steps=(), at_once=False), "steps": [], "tired": set(),
             "not_read": [], "clauses": set(), "outcome": None}]
    for k in order:
        ev = sit.steps[k]
        nxt = []
        for run in runs:
            here = dataclasses.replace(run["sit"], event=ev)
            missing = _in_play(here, ev)
            if missing:
                step = {"event": event_id(ev), "happens": False,
                        "why": f"{', '.join(missing)} no longer in play: the event does not happen"}
                nxt.append({**run, "steps": run["steps"] + [step]})
                continue
            ans = answer_situation(here, rules, readings, path)
            t = ans.timing or {}
            not_read = [f"{event_id(ev)}: {x}" for x in t.get("not_read", [])]
            if ev.defender is not None and ev.defender in run["tired"]:
                not_read.append(f"{event_id(ev)}: defender {ev.defender} defended or was exhausted earlier in "
                                "the sequence (readiness is not carried between steps)")
            tired = set(run["tired"]) | ({ev.defender} if ev.defender else set())
            groups = t.get("groups") or [None]
            items = {p["item"]: (led["card"], p["what"]) for led in t.get("cards", []) for p in led["applied"]}
            for g in groups:
                out = g["outcome"] if g else run["outcome"]
                uses = dict(run.get("uses", {}))
                if g:
                    tired |= {n for n, e in out.get("exhausted", {}).items() if e}
                    for x in g["examples"][0]:
                        if x in items:
                            key = _ability_key(*items[x])
                            if key is not None:
                                uses[key] = uses.get(key, 0) + 1
                used_up, odd = _limits(here, uses, rules)
                step = {"event": event_id(ev), "happens": True, "triggers": list(t.get("triggers", [])),
                        "verdict": t.get("verdict"), "status": ans.status,
                        "outcome": g["says"] if g else "no change"}
                after = carry(here, out) if out else here
                nxt.append({"sit": dataclasses.replace(after, used_up=used_up), "steps": run["steps"] + [step],
                            "tired": set(tired), "not_read": run["not_read"] + not_read + odd, "uses": uses,
                            "clauses": run["clauses"] | set(ans.clauses), "outcome": out or run["outcome"],
                            "status": max(run.get("status", "holds"), ans.status, key=_GRAVITY.index)})
        check_at_most(len(nxt), MAX_SEQUENCE_RUNS, "the runs of the situation's events", path or sit.file,
                      "situation", unit=" runs")
        runs = nxt
    return [{"steps": r["steps"], "outcome": r["outcome"], "says": _says(r["outcome"]), "not_read": r["not_read"],
             "clauses": sorted(r["clauses"]), "status": r.get("status", "holds")} for r in runs]


_GRAVITY = ("holds", "unknown", "ambiguous", "contradictory")


def _ability_key(card: str, what: str) -> tuple[str, int] | None:
    """(card, ability index) of a ledger part named ``ability N (...)``."""
    head = what.split(" ", 2)
    return (card, int(head[1])) if len(head) > 1 and head[0] == "ability" and head[1].isdigit() else None


def _limits(sit: GameSituation, uses: dict, rules: str) -> tuple[tuple[tuple[str, int, str], ...], list[str]]:
    """The abilities ``uses`` (card, ability number as the ledger counts, 1-based) has used up by their printed
    limits, as (card, ability index, why), and the limits of a period not counted (``rules``' facts say how long
    each period lasts, `logic.situation.rules`)."""
    from .rules import situation_facts
    from .structure import structures
    facts = situation_facts(rules)
    spent, odd = [], []
    for (cid, n), k in sorted(uses.items()):
        if cid not in sit.cards:
            continue
        pairs = structures(sit.card(cid))
        if not 0 < n <= len(pairs):
            continue
        fa, st = pairs[n - 1]
        for lim in getattr(st, "limits", ()) or ():
            period = lim.period.value
            across = facts.holds("period_spans_phase", period)
            if lim.each is not None:   # "once per round per player": the uses of each player are not told apart
                odd.append(f"{cid}: ability {n}: its limit per {period} per {lim.each.value} is not counted across "
                           "the sequence")
            elif across and k >= lim.count:
                spent.append((cid, fa.index, f"its limit (max {lim.count} per {period}) is used up by earlier "
                                             "events of the sequence"))
            elif not across and not facts.holds("period_ends_with_event", period):
                odd.append(f"{cid}: ability {n}: its limit per {period} is not counted across the sequence")
    return tuple(spent), odd


def _says(outcome: dict | None) -> str:
    if not outcome:
        return "no change"
    parts = [f"{n} defeated" if d["destroyed"] else f"{n} health {d['health']}"
             + (f" [{', '.join(d['statuses'])}]" if d["statuses"] else "")
             for n, d in sorted(outcome["characters"].items())]
    parts += [f"{n} threat {t}" for n, t in sorted(outcome["threat"].items())]
    parts += [f"{n} counters {k}" for n, k in sorted(outcome.get("counters", {}).items())]
    parts += [f"{p} hand {z['hand']} deck {z['deck']} discard {z['discard']}"
              for p, z in sorted(outcome.get("zones", {}).items())]
    parts += [f"{x['target']} {x['amount']:+d} {x['stat'].upper()} until the end of the {x['duration']}"
              for x in outcome.get("modifiers", [])]
    return "; ".join(parts)
