"""An option's cost (``cost``) and resources spent (``spend``), `logic.timing.option_cost_ops`, against a plain-Python
reference over small worlds (hypothesis).

The reference is written from the module's docstring, not from its code: under ``option_cost_paid_first`` the option
picked checks its cost first: payable, the cost then the effect; not payable (the character exhausted by an earlier
effect, too few counters to remove), nothing of the option (counters placed: always paid); not known (no effect touched the character, a spend), the option
resolves and the outcome is not decided. Without the policy, the cost is one more effect. The cards are invented.
"""

import pytest
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

POLICY = "option_cost_paid_first"


def _table(counters, before, cost, stated=None):
    chars = [{"name": "hero", "controller": "p1", "hit_points": 10, "counters": counters,
              **({} if stated is None else {"exhausted": stated})},
             {"name": "villain", "controller": "p2", "hit_points": 12}]
    choice = [dict(cost, target="hero", option=1, cost=True), {"op": "damage", "target": "villain", "amount": 1,
                                                                "option": 1},
              {"op": "threat", "target": "plan", "amount": 1, "option": 2}]
    items = [{"op": op, "target": "hero", **({"amount": 1} if "counters" in op else {})} for op in before]
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]}, "characters": chars,
            "schemes": [{"name": "plan", "threat": 0}], "event": {"id": "event", "source": "villain"},
            "abilities": [{"id": f"b{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]} for i, e in enumerate(items)]
            + [{"id": "pick", "kind": "forced_response", "controller": "p1", "trigger": "event", "effects": choice}]}


def _reference(counters, before, cost, pick, policy, stated=None):
    """(exhausted state an effect left or None, counters, villain damage, threat, not decided); ``stated``: the hero
    exhausted or ready before the event (None: not stated)."""
    tired, damage, threat, undecided = None, 0, 0, False
    for op in before:
        if op in ("exhaust", "ready"):
            tired = op == "exhaust"
        elif op == "place_counters":
            counters += 1
        else:
            counters = max(0, counters - 1)
    if pick == 2:
        return tired, counters, damage, 1, undecided
    paid = True
    if policy and cost["op"] == "place_counters":
        paid = True
    elif policy:
        now = stated if tired is None else tired
        paid = (None if now is None else not now) if cost["op"] == "exhaust" else \
            counters >= cost["amount"] if cost["op"] == "remove_counters" else None
    if paid is False:
        return tired, counters, damage, threat, undecided
    undecided = paid is None or cost["op"] == "spend"
    if cost["op"] == "exhaust":
        tired = True
    elif cost["op"] == "remove_counters":
        counters = max(0, counters - cost["amount"])
    elif cost["op"] == "place_counters":
        counters += cost["amount"]
    return tired, counters, 1, threat, undecided


COSTS = [{"op": "exhaust"}, {"op": "remove_counters", "amount": 1}, {"op": "remove_counters", "amount": 2},
         {"op": "place_counters", "amount": 1}, {"op": "spend", "amount": 1}]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2), st.lists(st.sampled_from(["exhaust", "ready", "place_counters", "remove_counters"]),
                                   max_size=2),
       st.sampled_from(COSTS), st.sampled_from([1, 2]), st.booleans(), st.sampled_from([None, True, False]))
def test_an_option_cost_equals_the_reference(counters, before, cost, pick, policy, stated):
    sc = parse_scenario(_table(counters, before, cost, stated), "<random>")
    order = ["event"] + [f"b{i}" for i in range(len(before))] + ["pick"]
    policies = {"partial_resolution": True, "options_picked": True, POLICY: policy}
    out = run_order(sc, order, policies, picks={"pick": pick}).to_json()
    tired, left, damage, threat, undecided = _reference(counters, before, cost, pick, policy, stated)
    assert out.get("exhausted", {}).get("hero") == tired
    assert out.get("counters", {}).get("hero", 0) == left
    assert out["characters"]["villain"]["health"] == 12 - damage
    assert out["threat"]["plan"] == threat
    assert bool(out.get("undecided")) == undecided


def test_an_exhausted_character_cannot_pay_so_the_option_does_nothing():
    """'Choose: • Exhaust hero → deal 1 damage to the villain.' after the hero was exhausted: the option is aborted
    (Initiating Abilities p2.b2 by analogy); the control twin: after the hero was readied, it is paid and resolves."""
    policies = {"partial_resolution": True, "options_picked": True, POLICY: True}
    for before, health in ((["exhaust"], 12), (["ready"], 11)):
        sc = parse_scenario(_table(0, before, {"op": "exhaust"}), "<t>")
        out = run_order(sc, ["event", "b0", "pick"], policies, picks={"pick": 1}).to_json()
        assert out["characters"]["villain"]["health"] == health
        assert "undecided" not in out


def test_a_cost_outside_an_option_is_one_line_naming_its_place():
    t = _table(0, [], {"op": "exhaust"})
    t["abilities"][-1]["effects"][0].pop("option")
    with pytest.raises(InputError, match="cost"):
        parse_scenario(t, "<t>")
