"""A count of the damage, hit points left or threat on one card (`logic.situation.conditions_quantity`, the engine's
`logic.timing.quantity_ops`): the engine against a plain-Python reference over small worlds, the structure the
grammar builds ("at least 5 damage here": what is counted and where), the conversion with its control twin, and a
count of another thing never taken for a count of cards in play. Cards and scenarios are invented."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from logic.abilities import model as m
from logic.abilities.reader import read_text
from logic.situation.conditions import state_tested
from logic.situation.conditions_quantity import quantity_tested
from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

_STATES = st.sampled_from(["damage:hero", "hit_points:hero", "threat:plan"])


@st.composite
def _step(draw):
    kind = draw(st.sampled_from(["hurt", "heal", "threat", "unthreat", "test", "test"]))
    n = draw(st.integers(1, 3))
    if kind == "hurt":
        return {"op": "damage", "target": "hero", "amount": n}
    if kind == "heal":
        return {"op": "heal", "target": "hero", "amount": n}
    if kind == "threat":
        return {"op": "threat", "target": "plan", "amount": n}
    if kind == "unthreat":
        return {"op": "remove_threat", "target": "plan", "amount": n}
    e = {"op": "damage", "target": "villain", "amount": 1, "if_state": draw(_STATES),
         "if_at_least": draw(st.integers(0, 4))}
    most = draw(st.one_of(st.none(), st.integers(0, 4)))
    if most is not None:
        e["if_at_most"] = max(most, e["if_at_least"])
    return e


def _reference(hurt: int, threat: int, steps) -> int:
    """The villain's health after the steps: a conditioned damage applies when the quantity it names (the hero's
    damage, its hit points left, the threat on the plan), read just before it, lies in its bounds."""
    health, villain = 30 - hurt, 30   # (the hero, 30 hit points, is never defeated here)
    for e in steps:
        op, n = e["op"], e["amount"]
        if op == "damage" and e["target"] == "hero":
            health -= n
        elif op == "heal":
            health = min(30, health + n)
        elif op == "threat":
            threat += n
        elif op == "remove_threat":
            threat = max(0, threat - n)
        else:
            word = e["if_state"].partition(":")[0]
            got = {"damage": 30 - health, "hit_points": max(0, health), "threat": threat}[word]
            if got >= e["if_at_least"] and (e.get("if_at_most") is None or got <= e["if_at_most"]):
                villain -= 1
    return villain


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 5), st.integers(0, 4), st.lists(_step(), min_size=1, max_size=5))
def test_quantities_on_a_card_equal_the_reference(hurt, threat, steps):
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 30, "damage": hurt},
                            {"name": "villain", "controller": "p1", "hit_points": 30}],
             "schemes": [{"name": "plan", "threat": threat}], "event": {"id": "event"},
             "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                            "effects": [e]} for i, e in enumerate(steps)]}
    out = run_order(parse_scenario(table, "hyp"), ["event"] + [f"a{i}" for i in range(len(steps))], {}).to_json()
    assert out["characters"]["villain"]["health"] == _reference(hurt, threat, steps)


def _condition(text: str, name: str = "Slagheap") -> m.Condition:
    return next(c for a in read_text(text, name) for e in a.effects for c in e.conditions)


def test_the_grammar_types_what_is_counted_and_where():
    p = _condition("<b>Forced Response</b>: After Slagheap attacks, if there is at least 5 damage here, "
                   "discard it.").predicate
    assert (p.kind, p.counted, p.amount.value, p.subject.noun) == (
        m.PredicateKind.COUNT_AT_LEAST, m.Noun.DAMAGE, 5, m.Noun.THIS_CARD)
    p = _condition("<b>Forced Response</b>: After Slagheap attacks, if Slagheap has at least 1 hit point, "
                   "heal 2 damage from Slagheap.").predicate
    assert p.amount.stat is m.Stat.HIT_POINTS and p.counted is None and p.subject.noun is m.Noun.THIS_CARD
    p = _condition("<b>Forced Response</b>: After Slagheap attacks, if the villain has no cards in hand, "
                   "discard it.").predicate
    assert p.counted is m.Noun.CARD and p.object.noun is m.Noun.HAND and p.subject.noun is m.Noun.VILLAIN


def test_a_count_of_damage_is_never_a_count_of_cards_in_play():
    c = _condition("<b>When Revealed</b>: If an enemy has 3 or more damage, take 2 damage.", "Grudge")
    assert c.predicate.counted is m.Noun.DAMAGE
    assert not quantity_tested(c) and not state_tested(c)   # which enemy: not one card; refused, not "3 enemies"


_TEXT = "<b>When Revealed</b>: If the villain has at least 3 damage, deal 2 damage to the villain."


def _ops():
    cards = {"villain": SituationCard("villain", "x2", "Doctor Drizzle", "villain", "", {"health": 8, "attack": 2}),
             "storm": SituationCard("storm", "x5", "Slag Storm", "treachery", _TEXT, {}),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice")}
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card="storm", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "storm_revealed"
    b.you_in = lambda *_: "alice"
    ops = b.effects(cards["storm"], abilities_of(cards["storm"])[0])[0]
    return b, ops


def test_at_least_3_damage_on_the_villain_counts_the_damage_on_it():
    b, ops = _ops()
    assert ops and ops[0]["if_state"] == "damage:villain" and ops[0]["if_at_least"] == 3, ops
    for damage, after in ((4, 2), (2, 6)):   # 4 damage on it: it takes 2; the control twin: 2 damage on it, none
        chars = [dict(c, damage=damage) if c["name"] == "villain" else c for c in b.characters.values()]
        table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                 "characters": chars, "event": {"id": "go"},
                 "abilities": [{"id": "a", "kind": "forced_response", "controller": "alice", "trigger": "go",
                                "effects": ops}]}
        out = run_order(parse_scenario(table, "t"), ["go", "a"], {}).to_json()
        assert out["characters"]["villain"]["health"] == after, (damage, out["characters"]["villain"])


def test_damage_here_is_refused_by_name_not_taken_for_another_count():
    """"if there is at least 5 damage here" (tokens on an upgrade): typed, but not a quantity the engine keeps."""
    c = _condition("<b>Forced Response</b>: After Slagheap attacks, if there is at least 5 damage here, discard it.")
    assert c.predicate.counted is m.Noun.DAMAGE and not quantity_tested(c) and not state_tested(c)
