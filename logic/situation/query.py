"""Query kind ``situation`` for `logic.ask`: a ruling question as a judge meets it.

A situation query holds a ``[situation]`` (`logic.situation.model`) and ``[expect]`` with any of::

    verdict = "holds"                 # holds | ambiguous | contradictory: the gravest part of the answer
    clauses = ["mc.common.attack.attacked_player", "a|b"]   # each must justify some part (a|b: either)
    triggers = ["brute.forced_response"]                     # the abilities the event meets (exact set)
    orders = 2                        # legal orders the situation allows
    outcomes = 1                      # distinct outcomes of those orders
    decided_by = { "x.response" = "bob" }   # who decides whether an optional ability is used
    not_read = ["brute: ability 2"]   # each begins some part not read (verdict "unknown": not decided);
                                      # [] says everything of every card was applied or cannot act
    applied = ["alice_hero: status tough"]   # each names a part of a card the outcome applied
    order = "order does not matter"   # or "order matters", "no legal order"
    legal_orders = [["brute_attacks", "brute.forced_response"]]
    [[expect.you]]                    # one per word, or per card (every word of it)
    card = "brute"   word = 2         # word: 1-based among the card's second-person words
    seat = "alice"                    # a player, a role when no player holds it, or ambiguous /
                                      # contradictory / open (no seat clause decides)
    roles = ["attacked_player"]       # optional: the roles proved
    kind = "identity"                 # identity | player | ambiguous | contradictory | not asked
    rulings = ["bob", "contradictory"]  # optional, for an ambiguous seat: each ruling's player or status
    [[expect.when]]                   # as in an orders query
    order = [...]   outcome = { alice_hero = { health = 8 } }   legal = false
    # several events (situation.sequence / situation.activations):
    sequence_orders = [["villain_attacks", "brute_attacks"]]   # the orders of the events (exact set)
    sequence_outcomes = 1             # distinct final outcomes over every run
    final = [{ alice_hero = { health = 4 } }]   # each matches some final outcome
    never = [{ alice_hero = { destroyed = true } }]   # none matches any final outcome

``source`` in ``[expect]`` cites the entry and locator the situation comes from. A query naming a
real card by code when ``../shared/corpus`` is absent is skipped (reported, not failed).
"""

from __future__ import annotations

from ..ask import register, require
from ..errors import InputError
from ..verdict import AskResult, Verdict
from .answer import answer_situation
from .model import CorpusAbsent, read_situation

__all__ = ["ask_situation", "compare"]

_EXPECT_KEYS = {"verdict", "clauses", "triggers", "orders", "outcomes", "order", "legal_orders", "you", "when",
                "decided_by", "source", "comment", "not_read", "applied", "sequence_orders", "sequence_outcomes",
                "final", "never"}
_YOU_KEYS = {"card", "word", "seat", "roles", "kind", "rulings", "comment"}


def _readings(query: dict, path: str) -> dict[str, str]:
    from ..you.queries import _readings as validated
    return dict(validated(query, path))


#: the type of each ``[expect]`` value: a type, or ("list", type of the items)
_EXPECT_TYPES = {"verdict": str, "clauses": ("list", str), "triggers": ("list", str), "orders": int, "outcomes": int,
                 "order": str, "legal_orders": ("list", list), "you": ("list", dict), "when": ("list", dict),
                 "decided_by": dict, "source": str, "comment": str, "not_read": ("list", str), "applied": ("list", str),
                 "sequence_orders": ("list", list), "sequence_outcomes": int, "final": ("list", dict),
                 "never": ("list", dict)}
_YOU_TYPES = {"card": str, "word": int, "seat": str, "roles": ("list", str), "kind": str, "rulings": ("list", str),
              "comment": str}


def _check_types(table: dict, types: dict, path: str, where: str) -> None:
    """Each value of ``table`` of the type ``types`` gives it (else an `InputError` naming its key)."""
    for key, value in table.items():
        want = types.get(key)
        if want is None:
            continue
        kind, item = (list, want[1]) if isinstance(want, tuple) else (want, None)
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if ok and item is not None:
            ok = all(isinstance(v, item) for v in value)
        if not ok:
            what = f"a list of {item.__name__}" if item is not None else f"a {kind.__name__}"
            raise InputError(f"'{where}.{key}' must be {what}, not {type(value).__name__}", path, f"{where}.{key}")


def _check_expect(exp: dict, path: str) -> None:
    bad = sorted(set(exp) - _EXPECT_KEYS)
    if bad:
        raise InputError(f"unknown key 'expect.{bad[0]}'; known: {', '.join(sorted(_EXPECT_KEYS))}", path,
                         f"expect.{bad[0]}")
    _check_types(exp, _EXPECT_TYPES, path, "expect")
    for i, y in enumerate(exp.get("you", [])):
        bad = sorted(set(y) - _YOU_KEYS)
        if bad:
            raise InputError(f"unknown key 'expect.you[{i}].{bad[0]}'", path, f"expect.you[{i}].{bad[0]}")
        require(y, "card", path, f"expect.you[{i}]", str)
        _check_types(y, _YOU_TYPES, path, f"expect.you[{i}]")


def _ruling_word(r: dict) -> str:
    """One ruling of an ambiguous seat in a word: its player, else its roles, else 'another player'
    (a world where it is no role's player), else its status (contradictory: no ruling)."""
    if r["player"]:
        return r["player"]
    if r["roles"]:
        return " = ".join(r["roles"])
    return "another player" if r["status"] == "holds" else r["status"]


def compare(answer: dict, exp: dict, path: str) -> list[str]:
    """What differs between an answer (`SituationAnswer.to_json`) and ``[expect]``."""
    problems = []
    if "verdict" in exp and exp["verdict"] != answer["status"]:
        problems.append(f"verdict {answer['status']!r}, expected {exp['verdict']!r}")
    words = answer["you"]
    for i, y in enumerate(exp.get("you", [])):
        rows = [w for w in words if w["card"] == y["card"] and ("word" not in y or w["word"] == y["word"])]
        if not rows:
            raise InputError(f"'expect.you[{i}]' names no word of the situation (card {y['card']!r}"
                             + (f", word {y['word']}" if "word" in y else "") + ")", path, f"expect.you[{i}]")
        for w in rows:
            where = w["key"]
            if "seat" in y and w["seat_observed"] != y["seat"]:
                problems.append(f"{where}: seat {w['seat_observed']!r}, expected {y['seat']!r}")
            if "roles" in y and sorted(w["seat"]["roles"]) != sorted(y["roles"]):
                problems.append(f"{where}: roles {w['seat']['roles']}, expected {y['roles']}")
            if "kind" in y and w["kind_observed"] != y["kind"]:
                problems.append(f"{where}: kind {w['kind_observed']!r}, expected {y['kind']!r}")
            if "rulings" in y:
                got = [_ruling_word(r) for r in w["seat"]["rulings"]]
                if sorted(got) != sorted(y["rulings"]):
                    problems.append(f"{where}: seat rulings {got}, expected {y['rulings']}")
    t = answer["timing"]
    if any(k in exp for k in ("triggers", "orders", "outcomes", "order", "legal_orders", "when")) and t is None:
        problems.append("the situation has no event: nothing triggers, there are no orders")
        return problems
    if t is not None:
        if "triggers" in exp and sorted(exp["triggers"]) != sorted(t["triggers"]):
            problems.append(f"triggers {t['triggers']}, expected {exp['triggers']}")
        for key in ("orders", "outcomes"):
            if key in exp and exp[key] != t[key]:
                problems.append(f"{key} {t[key]}, expected {exp[key]}")
        if "order" in exp and exp["order"] != t["verdict"]:
            problems.append(f"order: {t['verdict']!r}, expected {exp['order']!r}")
        for item, who in exp.get("decided_by", {}).items():
            if t["decided_by"].get(item) != who:
                problems.append(f"{item} decided by {t['decided_by'].get(item)}, expected {who}")
        if "not_read" in exp:
            got = t.get("not_read", []) + (answer.get("sequence") or {}).get("not_read", [])
            for want in exp["not_read"]:
                if not any(g.startswith(want) for g in got):
                    problems.append(f"nothing not read begins {want!r}; not read: {got or 'nothing'}")
            if not exp["not_read"] and got:
                problems.append(f"expected everything read; not read: {got}")
        for want in exp.get("applied", []):  # "card: status tough", "card: keyword retaliate 1", "card: ability 1"
            cid, _, what = want.partition(": ")
            rows = [p for led in t.get("cards", []) if led["card"] == cid for p in led["applied"]]
            if not any(p["what"].startswith(what) for p in rows):
                problems.append(f"{want!r} was not applied")
        legal: dict = {}
        for r in t["listed"]:   # an order resolved once per pick of a choice: its first pick (each option 1)
            legal.setdefault(tuple(r["order"]), r)
        from ..timing.ask import order_problems
        problems += order_problems(exp, legal, path, lambda order: legal[order]["outcome"])
    problems += _sequence_problems(answer.get("sequence"), exp)
    for cid in exp.get("clauses", []):
        if not any(alt in answer["clauses"] for alt in str(cid).split("|")):
            problems.append(f"clause {cid} justifies no part of the answer")
    return problems


def _sequence_problems(q: dict | None, exp: dict) -> list[str]:
    """What differs between a situation's several events (``sequence``) and ``[expect]``'s keys about them."""
    from ..timing.ask import _matches_outcome
    keys = ("sequence_orders", "sequence_outcomes", "final", "never")
    if not any(k in exp for k in keys):
        return []
    if q is None:
        return ["the situation states one event: expect." + next(k for k in keys if k in exp) + " asks about several"]
    problems = []
    if "sequence_orders" in exp and sorted(map(list, exp["sequence_orders"])) != sorted(q["orders"]):
        problems.append(f"event orders {q['orders']}, expected {exp['sequence_orders']}")
    if "sequence_outcomes" in exp and exp["sequence_outcomes"] != len(q["outcomes"]):
        problems.append(f"{len(q['outcomes'])} final outcome(s), expected {exp['sequence_outcomes']}")
    finals = [o["outcome"] for o in q["outcomes"] if o["outcome"]]
    for want in exp.get("final", []):
        if not any(_matches_outcome(o, want) for o in finals):
            problems.append(f"no final outcome matches {want}; finals: {[o['says'] for o in q['outcomes']]}")
    for want in exp.get("never", []):
        if any(_matches_outcome(o, want) for o in finals):
            problems.append(f"a final outcome matches {want}, which should never happen")
    return problems


@register("situation")
def ask_situation(query: dict, path: str) -> AskResult:
    """Answer a situation query and compare it with its ``[expect]``."""
    from ..registry import load_rule_base
    exp = query["expect"]
    _check_expect(exp, path)
    rules = query["rules"]
    try:
        rb = load_rule_base(rules)
    except InputError as exc:
        raise InputError(exc.message, path, "rules") from None
    if not rb.for_topic("seat") or not rb.for_topic("timing"):
        raise InputError(f"rule base {rules} has no seat or no timing clauses: a situation needs both", path, "rules")
    readings = _readings(query, path)
    try:
        sit = read_situation(query, path)
    except CorpusAbsent as exc:
        v = Verdict("situation", "unknown", reason=f"skipped: {exc.message}", details={"skipped": True})
        return AskResult(query["id"], path, query["says"], v, exp, True, "", str(exp.get("source", "")),
                         skipped=exc.message)
    ans = answer_situation(sit, rules, readings, path).to_json()
    problems = compare(ans, exp, path)
    answer = [w["key"] + ": " + w["says"] for w in ans["you"]]
    if ans["timing"] is not None:
        answer.append(f"{ans['timing']['orders']} legal order(s), {ans['timing']['outcomes']} outcome(s): "
                      f"{ans['timing']['verdict']}")
    if ans.get("sequence") is not None:
        q = ans["sequence"]
        answer.append(f"{len(q['events'])} events ({'at once' if q['at_once'] else 'in sequence'}): "
                      f"{len(q['orders'])} order(s), {len(q['outcomes'])} final outcome(s)")
    v = Verdict("situation", ans["status"], answer=answer, clauses=ans["clauses"],
                scope="the situation of " + path, details={"situation": ans, "rule_base": rules,
                                                           "readings": readings})
    return AskResult(query["id"], path, query["says"], v, exp, not problems, "; ".join(problems),
                     str(exp.get("source", "")))
