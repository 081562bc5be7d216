"""The answer to a situation: the seat and kind of each "you", what triggers, the legal orders and
their outcomes, and the clauses that justify it all.

`answer_situation` asks the existing analyses, unchanged:

- the seat of each word: `logic.you.seat.rule_seat` on the facts `logic.situation.facts` reads,
  its roles put in the situation's names (``controller`` -> ``alice``);
- the kind: `logic.you.analyses.rule_sentence` on the reader's cases, sentence by sentence, told
  whether the player resolving it is the card's controller (the seat answer) or another player;
- the timing: the scenario `logic.situation.scenario` generates, compiled with the rule base's
  timing clauses (`logic.timing.compile`), its legal orders filtered to those the situation
  states (a declared defence is taken), each simulated (`logic.timing.outcomes.simulate`).

Nothing is ruled here: every answer is one of those analyses', with its clauses.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import InputError
from .facts import Word, words_of
from .model import GameSituation

__all__ = ["SituationAnswer", "answer_situation", "seat_words", "LISTED_ORDERS"]

#: At most this many legal orders are listed (more are counted).
LISTED_ORDERS = 200
_GRAVITY = ("holds", "unknown", "ambiguous", "contradictory")


@dataclass
class SituationAnswer:
    """Everything the situation query answers (``to_json`` is the ``--json`` shape)."""

    rules: str
    words: list[dict] = field(default_factory=list)
    timing: dict | None = None
    status: str = "holds"
    clauses: list[str] = field(default_factory=list)
    sequence: dict | None = None   # several events: their orders and runs (`logic.situation.sequence`)

    def to_json(self) -> dict:
        out = {"rules": self.rules, "status": self.status, "you": self.words, "timing": self.timing,
               "clauses": self.clauses}
        if self.sequence is not None:
            out["sequence"] = self.sequence
        return out


def _names(roles: list[str], by_role: dict[str, str | None]) -> list[str]:
    return sorted({by_role[r] for r in roles if by_role.get(r)})


def _roles_of(answer) -> list[str]:
    return [r.strip() for r in str(answer).split("=")] if answer and "another player" not in str(answer) \
        and "depends" not in str(answer) and "no ruling" not in str(answer) else []


def seat_words(v, by_role: dict[str, str | None]) -> dict:
    """A seat verdict in the situation's names: status, roles, player, and the rulings when ambiguous."""
    out = {"status": v.status, "answer": v.answer, "clauses": list(v.clauses), "roles": [], "player": None,
           "rulings": [], "note": v.details.get("note", ""), "depends_on": [d["clause"] for d in v.depends_on]}
    if v.status == "holds":
        roles = list(v.details.get("roles", []))
        out["roles"] = roles
        names = _names(roles, by_role)
        if len(names) == 1:
            out["player"] = names[0]
        elif len(names) > 1:  # the clauses make these roles one player; the situation names two
            out["status"] = "contradictory"
            out["conflict"] = True
            out["note"] = (f"the clauses make {' and '.join(roles)} one player, but the situation names "
                           f"{' and '.join(names)}")
        elif not roles:
            out["open"] = True
    elif v.status == "ambiguous":
        if v.details.get("by") == "reading":
            rulings = [{"reading": r["reading"], "status": r["status"], "roles": _roles_of(r.get("answer")),
                        "clauses": r.get("clauses", [])} for r in v.rulings]
        else:
            rulings = [{"reading": None, "status": "holds", "roles": r.get("roles", []), "clauses": []}
                       for r in v.rulings]
        for r in rulings:
            names = _names(r["roles"], by_role)
            r["player"] = names[0] if len(names) == 1 else None
        out["rulings"] = rulings
    return out


def _seat_observed(s: dict) -> str:
    if s["status"] != "holds":
        return s["status"]
    if s.get("open"):
        return "open"
    return s["player"] or " = ".join(s["roles"])


def _kind_observed(v) -> object:
    if v is None:
        return "not asked"
    return v.answer if v.status == "holds" else v.status


def _sentence_resolver(words: list[Word], seats: dict[str, dict], controller: str | None) -> str | None:
    for w in words:
        player = seats[w.key]["player"]
        if player and controller:
            return "controller" if player == controller else "another_player"
    return None


def _phrase(seat: dict, kind) -> str:
    """``you = alice (the controller): alice's identity``."""
    if seat["status"] == "holds" and seat["player"]:
        who = f"{seat['player']} (the {' = '.join(seat['roles'])})"
    elif seat["status"] == "holds" and seat["roles"]:
        who = f"the {' = '.join(seat['roles'])} (no player of the situation holds that role)"
    elif seat["status"] == "holds":
        who = "no seat clause decides which player"
    elif seat["status"] == "ambiguous":
        alts = [f"{r['player'] or ' = '.join(r['roles']) or ('another player' if r['status'] == 'holds' else 'no ruling (' + r['status'] + ')')}"
                + (f" under {r['reading']}" if r.get("reading") else "") for r in seat["rulings"]]
        who = "AMBIGUOUS: " + " or ".join(alts)
    else:
        who = seat["status"].upper()
    if isinstance(kind, dict):
        k = ", ".join(f"{f}: {a}" for f, a in kind.items())
    elif kind == "identity" and seat.get("player"):
        k = f"{seat['player']}'s identity"
    elif kind == "player" and seat.get("player"):
        k = f"{seat['player']} in person (the player)"
    else:
        k = str(kind)
    return f"you = {who}; {k}"


def _rule_seats(words: dict[str, list[Word]], rules: str, seat_readings: dict) -> tuple[dict, dict]:
    """Each word's seat verdict and its seat in words, by word key. A word whose attack the clauses
    give another target than the situation names is asked again outside the attack (its facts and
    ``because`` say so)."""
    from ..you.seat import rule_seat
    seats: dict[str, dict] = {}
    verdicts = {}
    for ws in words.values():
        for w in ws:
            facts = {k: v for k, v in w.seat_case.items() if k != "card_type"}
            v = rule_seat(rules, w.seat_case["card_type"], seat_readings or None, **facts)
            seat = seat_words(v, w.players_by_role)
            if seat.get("conflict") and facts["attack"] != "none":
                # the clauses make this word's player the attack's target, and the situation names another:
                # the ability's trigger is not met by this attack; ask about it outside the attack
                w.seat_case = {**w.seat_case, "attack": "none"}
                w.because["attack"] = (f"asked outside the attack: {seat['note']}, so this attack does not meet "
                                       "the ability's trigger condition")
                facts["attack"] = "none"
                w.players_by_role = {**w.players_by_role, "attacked_player": None, "defending_player": None}
                v = rule_seat(rules, w.seat_case["card_type"], seat_readings or None, **facts)
                seat = seat_words(v, w.players_by_role)
            verdicts[w.key] = v
            seats[w.key] = seat
    return verdicts, seats


def seat_cases_asked(sit: GameSituation, rules: str, readings: dict[str, str] | None = None) -> list[dict]:
    """The seat case (``Word.seat_case``) of every "you" of ``sit`` as `answer_situation` asks it, without
    the kind, timing and sequence questions."""
    words = {card.id: ws for card in sit.cards.values() if (ws := words_of(sit, card))}
    _rule_seats(words, rules, _readings_for(rules, dict(readings or {}), "seat"))
    return [w.seat_case for ws in words.values() for w in ws]


def answer_situation(sit: GameSituation, rules: str, readings: dict[str, str] | None = None,
                     path: str = "") -> SituationAnswer:
    """Ask every analysis about ``sit`` under rule base ``rules`` (see the module docstring)."""
    from ..you.analyses import rule_sentence
    readings = dict(readings or {})
    ans = SituationAnswer(rules)
    words: dict[str, list[Word]] = {}
    for card in sit.cards.values():
        ws = words_of(sit, card)
        if ws:
            words[card.id] = ws
    kind_readings = _readings_for(rules, readings, "you")
    _, seats = _rule_seats(words, rules, _readings_for(rules, readings, "seat"))
    kinds: dict[str, object] = {}
    for cid, ws in words.items():
        card = sit.card(cid)
        by_sentence: dict[int, list[Word]] = {}
        for w in ws:
            if w.kind_case is not None:
                by_sentence.setdefault(w.occurrence.sentence_index, []).append(w)
        for group in by_sentence.values():
            resolver = _sentence_resolver(group, seats, card.controller)
            vs = rule_sentence(rules, [w.kind_case for w in group], resolver, kind_readings or None)
            for w, v in zip(group, vs):
                kinds[w.key] = v
    clauses: set[str] = set()
    worst = "holds"
    for cid, ws in words.items():
        for w in ws:
            s, kv = seats[w.key], kinds.get(w.key)
            o = w.occurrence
            row = {"card": cid, "word": w.n, "key": w.key, "name": sit.card(cid).name, "text": o.word,
                   "sentence": o.sentence, "phrase": o.phrase, "label": w.ability.label,
                   "facts": w.seat_case, "read_from": w.because, "players_by_role": w.players_by_role,
                   "seat": s, "kind": None, "says": ""}
            if kv is not None:
                row["kind"] = {"status": kv.status, "answer": kv.answer, "clauses": list(kv.clauses),
                               "function": o.case.function, "position": o.case.position,
                               "attachment": w.kind_case.attachment, "note": kv.details.get("note", ""),
                               "rulings": [{k: r.get(k) for k in ("reading", "status", "answer")} for r in kv.rulings]
                               if kv.details.get("by") == "reading" else list(kv.answer or [])
                               if kv.status == "ambiguous" else []}
                clauses.update(kv.clauses)
                worst = max(worst, kv.status if kv.status in _GRAVITY else "unknown", key=_GRAVITY.index)
            else:
                row["kind"] = {"status": "not asked", "answer": None, "clauses": [],
                               "reason": o.unclassified or f"not covered by the You, Your entry ({o.not_covered})"}
            row["seat_observed"] = _seat_observed(s)
            row["kind_observed"] = _kind_observed(kv)
            row["says"] = _phrase(s, row["kind_observed"])
            clauses.update(s["clauses"])
            for r in s["rulings"]:
                clauses.update(r.get("clauses", []))
            worst = max(worst, s["status"] if s["status"] in _GRAVITY else "unknown", key=_GRAVITY.index)
            ans.words.append(row)
    player_of = {k: s["player"] for k, s in seats.items()}
    kind_of = {k: v.answer for k, v in kinds.items() if v is not None and v.status == "holds"
               and isinstance(v.answer, str)}
    ans.timing = _timing(sit, words, player_of, rules, path, kind_of)
    if ans.timing is not None:
        clauses.update(ans.timing["clauses"])
        if ans.timing["verdict"] == "no legal order":
            worst = "contradictory"
        elif not ans.timing["decided"]:
            worst = max(worst, "unknown", key=_GRAVITY.index)
    if sit.steps:
        ans.sequence = _sequence(sit, rules, readings, path)
        clauses.update(ans.sequence["clauses"])
        if ans.sequence["verdict"] == "no legal order":
            worst = "contradictory"
        for run in ans.sequence["runs"]:
            worst = max(worst, run["status"] if run["status"] in _GRAVITY else "unknown", key=_GRAVITY.index)
        if not ans.sequence["decided"]:
            worst = max(worst, "unknown", key=_GRAVITY.index)
    ans.status = worst
    ans.clauses = sorted(clauses)
    return ans


def _sequence(sit: GameSituation, rules: str, readings, path: str) -> dict:
    """The events of a sequence in the order stated, or simultaneous activations in each order the clauses
    allow, each run step by step (`logic.situation.sequence`); ``timing`` is then the first stated event's."""
    from .sequence import activation_orders, event_id, run_steps
    if sit.at_once:
        orders, order_clauses, verdict = activation_orders(sit, rules)
    else:
        orders, order_clauses, verdict = [list(range(len(sit.steps)))], [], "stated"
    runs = []
    for order in orders:
        for run in run_steps(sit, rules, readings, path, order, answer_situation):
            runs.append({"order": [event_id(sit.steps[k]) for k in order], **run})
    finals: dict[str, dict] = {}
    for run in runs:
        finals.setdefault(run["says"], run["outcome"])
    not_read = sorted({x for run in runs for x in run["not_read"]})
    return {"at_once": sit.at_once, "events": [event_id(e) for e in sit.steps], "verdict": verdict,
            "orders": [[event_id(sit.steps[k]) for k in o] for o in orders], "runs": runs,
            "outcomes": [{"says": k, "outcome": v} for k, v in finals.items()], "not_read": not_read,
            "decided": not not_read,
            "clauses": sorted(set(order_clauses) | {c for run in runs for c in run["clauses"]})}


def _readings_for(rules: str, readings: dict[str, str], topic: str) -> dict[str, str]:
    from ..registry import load_rule_base
    ids = {c.id for c in load_rule_base(rules).clauses_with_readings(topic)}
    return {k: v for k, v in readings.items() if k in ids}


def _timing(sit: GameSituation, words, seats, rules: str, path: str, kinds: dict | None = None) -> dict | None:
    from ..timing.compile import compile_scenario
    from ..timing.choice_ops import describe_picks, pick_sets
    from ..timing.outcomes import legal_orders, simulate
    from ..timing.report import justification
    from ..timing.scenario import parse_scenario
    from .scenario import scenario_table
    gen = scenario_table(sit, words, seats, rules, kinds)
    if gen is None:
        return None
    try:
        scenario = parse_scenario(gen.table, path or "(situation)")
    except InputError as exc:  # a generated scenario the reader refuses: say what and where
        raise InputError(f"the timing scenario generated from the situation is malformed: {exc.message} "
                         f"(at {exc.place})", path, "situation") from None
    compiled = compile_scenario(scenario, rules)
    out = {"scenario": gen.table, "triggers": gen.triggers, "required": gen.required, "unread": gen.unread,
           "verdict": None, "orders": 0, "outcomes": 0, "listed": [], "groups": [], "clauses": [],
           "decided_by": {}, "ordered_by": {}, "cards": [], "not_read": [], "decided": True}
    if not compiled.consistent:
        out.update(verdict="no legal order", clauses=sorted(c for c in compiled.core if c != "scenario"))
        return out
    groups: dict = {}
    count, listed, within = 0, [], False
    branches = ((c, o, p, i) for c, o in legal_orders(compiled)
                for i, p in enumerate(pick_sets(scenario, o, compiled.policies)))
    counted: set = set()
    for choice, order, picks, nth in branches:   # each order, once per pick of a choice (`choice_ops`)
        if not all(r in order for r in gen.required):
            continue
        outcome = simulate(compiled, choice, order, picks)
        if outcome.void:   # a target picked where another valid one was (`target_ops`): no such game
            continue
        count += tuple(order) not in counted   # orders are counted, not picks
        counted.add(tuple(order))
        key = outcome.describe(scenario.game)
        g = groups.setdefault(key, {"says": key, "outcome": outcome.to_json(), "count": 0, "examples": [],
                                    "choices": set()})
        g["count"] += 1
        g["choices"].add((frozenset(order), picks))
        if len(g["examples"]) < 3:
            g["examples"].append(list(order))
            if picks:
                g.setdefault("picks", []).append(describe_picks(picks))
        if count <= LISTED_ORDERS:
            listed.append({"order": list(order), "outcome": outcome.to_json(), "says": key,
                           "declined": [a for a in gen.triggers if a not in order],
                           **({"picks": dict(picks)} if picks else {})})   # item -> option picked
    seen: set = set()
    for g in groups.values():
        within = within or bool(seen & g["choices"])
        seen |= g["choices"]
        g["choices"] = len(g["choices"])
    from .ledger import ledger_of
    defeated = {n for g in groups.values() for n, d in g["outcome"]["characters"].items() if d["destroyed"]}
    ledgers = [led.to_json() for led in ledger_of(sit, rules, gen.table, gen.applied, gen.unread, defeated, gen.not_met,
                                                   gen.cannot)]
    not_read = [f"{led['card']}: {p['what']} ({p['why']})" for led in ledgers for p in led["not_read"]]
    not_read += sorted({u for g in groups.values() for u in g["outcome"].get("undecided", [])})   # `order_ops`
    out.update(cards=ledgers, not_read=not_read, decided=not not_read)
    out.update(verdict=("no legal order" if count == 0 else "order matters" if within else "order does not matter"),
               orders=count, outcomes=len(groups), listed=listed if count <= LISTED_ORDERS else [],
               groups=sorted(groups.values(), key=lambda g: -g["count"]),
               clauses=sorted(set(justification(compiled)) | gen.clauses),
               decided_by={a: p for a, p in compiled.decider.items() if p and a in gen.triggers},
               ordered_by={a: p for a, p in compiled.orderer.items() if p and a in gen.triggers})
    return out
