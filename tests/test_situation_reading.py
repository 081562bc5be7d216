"""Situations read cards, not patterns (issue 15 part 5): second, independent checks.

- The outcome engine's effect semantics (damage, prevent, heal, status, draw, exhaust, ready) against a
  plain-Python reference over small worlds (hypothesis).
- Honesty: an answer never holds over what it did not read. Random attacks with status cards and keywords:
  the outcome equals a plain-Python reference of the Stun and Tough entries, and a keyword of the attacker
  the engine does not apply makes the answer not decided, naming it.
- Every part of every card of a situation is applied, cannot act, or not read; an answer with something
  not read is never "holds".
- Control twins: a query that says something does not trigger, or is not decided, has a twin in which it
  does (or is), and the two expectations differ.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from logic.situation.answer import answer_situation
from logic.situation.model import read_situation
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

ROOT = Path(__file__).resolve().parent.parent
SITUATIONS = ROOT / "queries" / "marvel_champions" / "situations"

# -- the effect semantics against a reference ------------------------------------------------------------

_EFFECTS = st.lists(st.one_of(
    st.tuples(st.just("damage"), st.integers(0, 4), st.just("")),
    st.tuples(st.just("heal"), st.integers(1, 3), st.just("")),
    st.tuples(st.just("prevent"), st.integers(0, 2), st.sampled_from(["tough", ""])),
    st.tuples(st.just("status"), st.just(0), st.just("tough")),
    st.tuples(st.just("draw"), st.integers(1, 2), st.just("")),
    st.tuples(st.just("exhaust"), st.just(0), st.just("")),
    st.tuples(st.just("ready"), st.just(0), st.just("")),
    st.tuples(st.just("threat"), st.integers(0, 3), st.just("")),
    st.tuples(st.just("remove_threat"), st.integers(0, 3), st.just("")),
), min_size=1, max_size=6)


def _reference(health: int, max_health: int, statuses: list[str], effects) -> dict:
    """The world after ``effects`` applied one item each, as the entries describe them, written plainly:
    a prevention waits for the next damage above 0, takes off all (0) or its amount and spends its card;
    a character at 0 or less is defeated and nothing more happens to it."""
    hp, cards, waiting, drew, exhausted, threat = health, list(statuses), [], 0, None, 2
    for op, n, card in effects:
        if op == "threat":       # the scheme is there whatever happens to the hero
            threat += n
            continue
        if op == "remove_threat":
            threat = max(0, threat - n)
            continue
        if hp <= 0:
            continue
        if op == "damage":
            if n > 0 and waiting:
                amount, spent = waiting[0]
                waiting = waiting[1:]
                n = 0 if amount == 0 else max(0, n - amount)
                if spent in cards:
                    cards.remove(spent)
            hp -= n
        elif op == "heal":
            hp = min(max_health, hp + n)
        elif op == "prevent":
            waiting = waiting + [(n, card)]
        elif op == "status" and card not in cards:
            cards.append(card)
        elif op == "draw":
            drew += n
        elif op in ("exhaust", "ready"):
            exhausted = op == "exhaust"
    return {"health": None if hp <= 0 else hp, "statuses": sorted(cards), "drew": drew, "exhausted": exhausted,
            "threat": threat}


@settings(max_examples=200, deadline=None)
@given(health=st.integers(1, 6), tough=st.booleans(), effects=_EFFECTS)
def test_effect_semantics_equal_the_reference(health, tough, effects):
    statuses = ["tough"] if tough else []
    items = []
    for i, (op, n, card) in enumerate(effects):
        e = {"op": op, "target": "plot" if "threat" in op else "hero"}
        if op in ("damage", "heal", "prevent", "draw", "threat", "remove_threat"):
            e["amount"] = n
        if card:
            e["card"] = card
        items.append({"id": f"a{i}", "kind": "constant", "controller": "p1", "trigger": "event", "effects": [e]})
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "health": health, "max_health": 6,
                             "statuses": statuses}],
             "schemes": [{"name": "plot", "threat": 2}], "event": {"id": "event"}, "abilities": items}
    out = run_order(parse_scenario(table, "<random>"), ["event"] + [it["id"] for it in items], {}).to_json()
    want = _reference(health, 6, statuses, effects)
    got = out["characters"]["hero"]
    assert got["health"] == want["health"]
    assert out["threat"]["plot"] == want["threat"]
    if want["health"] is not None:
        assert got["statuses"] == want["statuses"]
        assert out.get("drawn", {}).get("hero", 0) == want["drew"]
        assert out.get("exhausted", {}).get("hero") == want["exhausted"]



@settings(max_examples=60, deadline=None)
@given(brute_hp=st.integers(1, 6), hit=st.integers(0, 6), atk=st.integers(0, 4), needs=st.booleans())
def test_attack_needs_attacker_equals_the_reference(brute_hp, hit, atk, needs):
    """``attack_needs_attacker`` (Attack (Enemy Activation) p3.b2, p2.b4.1): an interrupt that defeats the
    attacker before the damage leaves the attack without damage; with the policy off the damage is dealt."""
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "health": 10},
                            {"name": "brute", "controller": "p1", "health": brute_hp}],
             "event": {"id": "attack", "source": "brute",
                       "effects": [{"op": "attack", "target": "hero", "amount": atk}]},
             "abilities": [{"id": "spikes", "kind": "forced_interrupt", "controller": "p1", "trigger": "attack",
                            "effects": [{"op": "damage", "target": "brute", "amount": hit}]}]}
    sc = parse_scenario(table, "<random>")
    out = run_order(sc, ["spikes", "attack"], {"attack_needs_attacker": needs}).to_json()["characters"]
    defeated = hit >= brute_hp
    assert out["brute"]["destroyed"] == defeated
    assert out["hero"]["health"] == (10 if defeated and needs else 10 - atk)


def test_attack_needs_attacker_is_entailed_by_the_en_rule_base():
    from logic.timing.effects import policy_can_apply
    from logic.timing.compile import compile_scenario
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "health": 10},
                            {"name": "brute", "controller": "p1", "health": 2}],
             "event": {"id": "attack", "source": "brute", "effects": [{"op": "attack", "target": "hero", "amount": 3}]},
             "abilities": []}
    sc = parse_scenario(table, "<t>")
    assert policy_can_apply(sc, "attack_needs_attacker")
    table["event"].pop("source")
    assert not policy_can_apply(parse_scenario(table, "<t>"), "attack_needs_attacker")
    assert compile_scenario(sc, "marvel_champions/en").policies["attack_needs_attacker"]
    both = ("mc.en.attack_enemy_activation.ends_without_attacker", "mc.en.activation.minion_leaves_ends_activation")
    for one in both:   # each of the two entries' clauses entails it alone
        assert compile_scenario(sc, "marvel_champions/en", without=(one,)).policies["attack_needs_attacker"]
    assert not compile_scenario(sc, "marvel_champions/en", without=both).policies["attack_needs_attacker"]

# -- honesty over random attacks --------------------------------------------------------------------------

_KEYWORDS = ["", "Retaliate 1.", "Surge.", "Piercing.", "Toughness.", "Guard."]


def _attack_query(attack: int, defense: int, attacker_status: list, hero_status: list, keyword: str,
                  defends: bool) -> dict:
    brute = {"id": "brute", "code": "90101", "name": "Invented Brute", "type_code": "minion", "attack": attack,
             "health": 9, "engaged_with": "alice", "statuses": attacker_status}
    if keyword:
        brute["text"] = keyword
    event = {"attacker": "brute", "target": "alice_hero"}
    if defends:
        event["defender"] = "alice_hero"
    return {"situation": {
        "players": {"order": ["alice"]},
        "cards": [{"id": "alice_hero", "code": "90001a", "name": "Captain Invented", "type_code": "hero",
                   "health": 10, "defense": defense, "attack": 1, "controller": "alice", "statuses": hero_status},
                  brute],
        "event": {"attack": event}}}


def _attack_reference(attack, defense, stunned, tough, defends) -> tuple[int, bool]:
    """Alice's identity's health and whether it keeps its tough card (Stun p1.b6, Tough p1.b2, p1.b2.2)."""
    if stunned:
        return 10, tough
    damage = max(0, attack - (defense if defends else 0))
    if tough and damage > 0:
        return 10, False
    return 10 - damage, tough


@settings(max_examples=14, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(attack=st.integers(1, 4), defense=st.integers(0, 3), stunned=st.booleans(), tough=st.booleans(),
       keyword=st.sampled_from(_KEYWORDS), defends=st.booleans())
def test_a_random_attack_never_holds_over_what_it_did_not_read(attack, defense, stunned, tough, keyword, defends):
    q = _attack_query(attack, defense, ["stunned"] if stunned else [], ["tough"] if tough else [], keyword, defends)
    ans = answer_situation(read_situation(q, "<random>"), "marvel_champions/en").to_json()
    t = ans["timing"]
    applies = {"": True, "Retaliate 1.": False, "Surge.": False, "Piercing.": False, "Toughness.": True,
               "Guard.": False}[keyword]
    if not applies:   # a keyword of the attacker no item applies: named, and the answer is not decided
        assert not t["decided"] and ans["status"] != "holds"
        assert any(x.startswith("brute: keyword") for x in t["not_read"])
        return
    assert t["decided"], t["not_read"]
    health, keeps = _attack_reference(attack, defense, stunned, tough, defends)
    outs = {(g["outcome"]["characters"]["alice_hero"]["health"],
             "tough" in g["outcome"]["characters"]["alice_hero"]["statuses"]) for g in t["groups"]}
    assert outs == {(health, keeps)}


# -- every part accounted for, on the query files ------------------------------------------------------

def _query_files():
    """The situation queries expecting something not read, as tests/test_situations.py lists them (the
    same paths: its `_asked` answers each once per process)."""
    import test_situations
    assert {p.name for p in test_situations.FILES} == {p.name for p in SITUATIONS.glob("*.toml")}
    return [p for p in test_situations.FILES if "not_read" in tomllib.loads(p.read_text())["expect"]]


def _group(path):
    """The xdist group tests/test_situations.py gives this query: one worker asks it once for all its tests."""
    import test_situations
    return test_situations._group(path)


@pytest.mark.parametrize("path", [pytest.param(p, marks=_group(p)) for p in _query_files()], ids=lambda p: p.stem)
def test_every_part_of_every_card_is_applied_inert_or_not_read(path):
    """On the answer `ruling ask` gives (tests/test_situations.py's `_answer`, shared with its other tests:
    the same `answer_situation(sit, rules, readings).to_json()`; skipped where the query names a real card
    and there is no card pool). A query with readings of its own is answered again under the defaults."""
    import test_situations
    q, ans = test_situations._answer(path)
    sit = read_situation(q, str(path))
    if q.get("readings"):
        ans = answer_situation(sit, q["rules"]).to_json()
    t = ans["timing"]
    from logic.situation.structure import structures
    for led in t["cards"]:
        card = sit.card(led["card"])
        parts = led["applied"] + led["inert"] + led["not_read"]
        assert len([p for p in parts if p["what"].startswith("status ")]) == len(card.statuses)
        for n, (_, a) in enumerate(structures(card), 1):
            if a is not None and a.keywords and not a.effects and a.trigger is None:
                for k in a.keywords:   # a keyword line: one part per keyword
                    assert any(p["what"].startswith(f"keyword {k.name.value}") for p in parts), (card.id, k)
            else:
                assert any(p["what"].startswith(f"ability {n} ") for p in parts), (card.id, n)
        assert all(p["why"] for p in parts)
    assert (ans["status"] == "holds") <= t["decided"]
    assert bool(t["not_read"]) == (not t["decided"])


# -- control twins -------------------------------------------------------------------------------------

def _twins():
    out = {}
    for p in SITUATIONS.glob("*.toml"):
        says = tomllib.loads(p.read_text())["says"]
        if says.startswith("Control twin of "):
            out[p.stem] = says[len("Control twin of "):].split(":")[0].strip()
    return out


def test_each_negative_query_has_a_control_twin_that_differs():
    twins = _twins()
    named = set(twins.values())
    assert len(twins) >= 12
    for p in _query_files():
        exp = tomllib.loads(p.read_text())["expect"]
        negative = exp.get("verdict") == "unknown" or exp.get("triggers") == []
        said = re.search(r"twin: (\w+)", exp.get("comment", ""))
        if said:
            assert (SITUATIONS / f"{said.group(1)}.toml").exists(), said.group(1)
        if negative:
            assert p.stem in named or p.stem in twins or said, f"{p.stem}: a negative answer without a control twin"
    for twin, original in twins.items():
        a = tomllib.loads((SITUATIONS / f"{original}.toml").read_text())["expect"]
        b = tomllib.loads((SITUATIONS / f"{twin}.toml").read_text())["expect"]
        assert any(a.get(k) != b.get(k) for k in ("verdict", "triggers", "when", "not_read", "sequence_orders",
                                                  "final", "never", "outcomes")), (twin, original)


# -- several activations at once: the clauses' orders against a plain-Python reference -----------------

_ACTS = st.lists(st.tuples(st.booleans(), st.integers(0, 2)), min_size=2, max_size=4,
                 unique_by=lambda t: t if t[0] else None)


def _activation_reference(players: list[str], first: str, acts) -> list[list[int]]:
    """Every order of ``acts`` ((is the villain's, against player index)) that puts the villain's activations
    in player order from the first player (Activation p1.b1, In Player Order p1) and, against one player,
    the villain's before the minions' (Activation p1.b5); nothing else is ordered."""
    from itertools import permutations
    f = players.index(first)
    dist = [(p - f) % len(players) for p in range(len(players))]
    out = []
    for perm in permutations(range(len(acts))):
        at = {k: i for i, k in enumerate(perm)}
        ok = all(not (acts[a][0] and acts[b][0] and dist[acts[a][1]] < dist[acts[b][1]]) or at[a] < at[b]
                 for a in range(len(acts)) for b in range(len(acts)) if a != b)
        ok = ok and all(not (acts[a][0] and not acts[b][0] and acts[a][1] == acts[b][1]) or at[a] < at[b]
                        for a in range(len(acts)) for b in range(len(acts)) if a != b)
        if ok:
            out.append(list(perm))
    return sorted(out)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 3), first=st.integers(0, 2), acts=_ACTS)
def test_activation_orders_equal_the_reference(n, first, acts):
    from logic.situation.sequence import activation_orders
    players = ["p1", "p2", "p3"][:n]
    acts = [(v, p % n) for v, p in acts]
    if len({a for a in acts if a[0]}) < len([a for a in acts if a[0]]):
        return   # the villain activates once per player
    first = players[first % n]
    cards = [{"id": f"h{i}", "code": f"9000{i}a", "name": f"Hero {i}", "type_code": "hero", "controller": p,
              "health": 10} for i, p in enumerate(players)]
    cards.append({"id": "villain", "code": "90100", "name": "Invented Overlord", "type_code": "villain",
                  "attack": 1, "health": 14})
    acts_t = []
    for k, (villain, p) in enumerate(acts):
        attacker = "villain"
        if not villain:
            attacker = f"m{k}"
            cards.append({"id": attacker, "code": f"9011{k}", "name": f"Minion {k}", "type_code": "minion",
                          "attack": 1, "health": 3, "engaged_with": players[p]})
        acts_t.append({"attack": {"attacker": attacker, "target": f"h{p}"}})
    q = {"situation": {"players": {"order": players, "first": first}, "cards": cards, "activations": acts_t}}
    sit = read_situation(q, "<random>")
    got, _clauses, _verdict = activation_orders(sit, "marvel_champions/en")
    assert sorted(got) == _activation_reference(players, first, acts)


# -- printed limits across a sequence: against a plain count ---------------------------------------------

@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 3), count=st.integers(1, 2), period=st.sampled_from(["round", "phase", "attack"]))
def test_limit_across_a_sequence_equals_a_plain_count(n, count, period):
    """Each of ``n`` minions attacks Alice in turn; her Forced Response deals 1 damage to the attacker, max
    ``count`` per ``period``: the first ``count`` attackers are hit (every one, per attack)."""
    cards = [{"id": "alice_hero", "code": "90001a", "name": "Captain Invented", "type_code": "hero",
              "controller": "alice", "health": 20, "defense": 1, "attack": 1},
             {"id": "plating", "code": "90604", "name": "Invented Plating", "type_code": "upgrade",
              "controller": "alice", "attached_to": "alice_hero",
              "text": "<b>Forced Response</b>: After an enemy attacks you, deal 1 damage to that enemy. "
                      f"(Max {count} per {period}.)"}]
    seq = []
    for k in range(n):
        cards.append({"id": f"m{k}", "code": f"9011{k}", "name": f"Minion {k}", "type_code": "minion",
                      "attack": 1, "health": 5, "engaged_with": "alice"})
        seq.append({"attack": {"attacker": f"m{k}", "target": "alice_hero"}})
    sit = read_situation({"situation": {"players": {"order": ["alice"]}, "cards": cards, "sequence": seq}},
                         "<random>")
    ans = answer_situation(sit, "marvel_champions/en").to_json()
    finals = ans["sequence"]["outcomes"]
    assert len(finals) == 1
    hit = n if period == "attack" else min(n, count)
    chars = finals[0]["outcome"]["characters"]
    assert [chars[f"m{k}"]["health"] for k in range(n)] == [4 if k < hit else 5 for k in range(n)]
    assert chars["alice_hero"]["health"] == 20 - n
