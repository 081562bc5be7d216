"""Conditions on the world the outcome engine tests when an effect resolves (`logic.timing.condition_ops`): a plain
Python reference over small worlds (hypothesis), the footprint, bad input. Scenarios are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import footprint, run_order
from logic.timing.scenario import parse_scenario

#: the conditions drawn: (if_state, if_at_least, if_at_most)
_STATES = st.sampled_from(["counters:gadget", "counters:hero", "in_play:ally", "in_play:ally,gadget",
                           "trait:hero:Spy", "status:hero:stunned", "players"])


@st.composite
def _step(draw):
    """One item's effect: a change of the world, or 1 damage to the villain under a condition."""
    kind = draw(st.sampled_from(["counters", "uncount", "hurt", "stun", "trait", "test", "test"]))
    if kind == "counters":
        return {"op": "place_counters", "target": draw(st.sampled_from(["gadget", "hero"])),
                "amount": draw(st.integers(1, 2))}
    if kind == "uncount":
        return {"op": "remove_counters", "target": draw(st.sampled_from(["gadget", "hero"])), "amount": 1}
    if kind == "hurt":
        return {"op": "damage", "target": "ally", "amount": draw(st.integers(1, 2))}
    if kind == "stun":
        return {"op": "status", "target": "hero", "card": "stunned"}
    if kind == "trait":
        return {"op": "trait", "target": "hero", "trait": draw(st.sampled_from(["spy", "Tech"])), "duration": "round"}
    e = {"op": "damage", "target": "villain", "amount": 1, "if_state": draw(_STATES),
         "if_at_least": draw(st.integers(0, 3))}
    most = draw(st.one_of(st.none(), st.integers(0, 3)))
    if most is not None:
        e["if_at_most"] = max(most, e["if_at_least"])
    return e


def _table(gadget, steps):
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10, "traits": []},
                           {"name": "ally", "controller": "p1", "hit_points": 2},
                           {"name": "villain", "controller": "p2", "hit_points": 30}],
            "cards": [{"name": "gadget", "counters": gadget}], "event": {"id": "event"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]} for i, e in enumerate(steps)]}


def _reference(gadget, steps) -> int:
    """The villain's health after the steps, one at a time: a conditioned damage applies when the count it names,
    read just before it, lies in its bounds (the ally out of play once at 0 health)."""
    counters, ally, stunned, traits, villain = {"gadget": gadget, "hero": 0}, 2, False, set(), 30
    for e in steps:
        op = e["op"]
        if op == "place_counters":
            counters[e["target"]] += e["amount"]
        elif op == "remove_counters":
            counters[e["target"]] = max(0, counters[e["target"]] - 1)
        elif op == "status":
            stunned = True
        elif op == "trait":
            traits.add(e["trait"].lower())
        elif e["target"] == "ally":
            ally -= e["amount"] if ally > 0 else 0
        else:
            word, _, rest = e["if_state"].partition(":")
            n = {"counters": lambda: counters[rest], "players": lambda: 2,
                 "in_play": lambda: sum(1 for x in rest.split(",") if x == "gadget" or ally > 0),
                 "trait": lambda: int("spy" in traits), "status": lambda: int(stunned)}[word]()
            if n >= e["if_at_least"] and (e.get("if_at_most") is None or n <= e["if_at_most"]):
                villain -= 1
    return villain


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 3), st.lists(_step(), min_size=1, max_size=6))
def test_conditions_on_the_world_equal_the_reference(gadget, steps):
    sc = parse_scenario(_table(gadget, steps), "hyp")
    out = run_order(sc, ["event"] + [f"a{i}" for i in range(len(steps))], {}).to_json()
    assert out["characters"]["villain"]["health"] == _reference(gadget, steps)


def test_an_effect_whose_condition_fails_is_not_done_for_then_and_otherwise():
    """"If there are 2 counters on the gadget, deal 1 damage to the villain. If you do, ... Otherwise, ...": with 1
    counter, the "then" effect does not follow and the "otherwise" one does."""
    effects = [{"op": "damage", "target": "villain", "amount": 1, "if_state": "counters:gadget", "if_at_least": 2},
               {"op": "damage", "target": "villain", "amount": 5, "then": True},
               {"op": "damage", "target": "hero", "amount": 3, "otherwise": True}]
    table = _table(1, [])
    table["abilities"] = [{"id": "a", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": effects}]
    out = run_order(parse_scenario(table, "t"), ["event", "a"], {"conditional_needs_done": True,
                                                               "otherwise_needs_not_done": True}).to_json()
    assert out["characters"]["villain"]["health"] == 30 and out["characters"]["hero"]["health"] == 7


def test_what_a_condition_reads_is_in_its_footprint():
    """An item testing the gadget's counters does not commute with one placing counters on it."""
    table = _table(0, [{"op": "place_counters", "target": "gadget", "amount": 1},
                       {"op": "damage", "target": "villain", "amount": 1, "if_state": "counters:gadget"},
                       {"op": "damage", "target": "villain", "amount": 1, "if_state": "trait:hero:Spy"}])
    sc = parse_scenario(table, "t")
    assert ("thing", "gadget") in footprint(sc, "a1") and ("thing", "hero") in footprint(sc, "a2")
    assert footprint(sc, "a0") & footprint(sc, "a1")


@pytest.mark.parametrize("change, words", [
    ({"if_state": "mood:hero"}, "if_state"),
    ({"if_state": "counters:nobody"}, "nobody"),
    ({"if_state": "status:hero:sleepy"}, "status"),
    ({"if_state": "trait:hero"}, "trait"),
    ({"if_state": "players", "if_at_least": 2, "if_at_most": 1}, "if_at_most"),
    ({"if_at_least": 1}, "belong to an 'if_state'"),
])
def test_a_bad_condition_is_bad_input(change, words):
    table = _table(0, [dict({"op": "damage", "target": "villain", "amount": 1}, **change)])
    with pytest.raises(InputError, match=words):
        parse_scenario(table, "t")
