"""An "already" condition read before its ability began to resolve (`logic.timing.before_ops`): a plain Python
reference over small worlds (hypothesis), the policy off, bad input. Scenarios are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import footprint, policy_can_apply, run_order
from logic.timing.scenario import parse_scenario

_POLICY = "already_read_before"


@st.composite
def _effect(draw):
    """One effect of the item: the hero stunned, or 1 damage to the villain under a status condition (read before
    the item or as it resolves)."""
    if draw(st.booleans()):
        return {"op": "status", "target": "hero", "card": "stunned"}
    state = draw(st.sampled_from(["status:hero:stunned", "before:status:hero:stunned"]))
    e = {"op": "damage", "target": "villain", "amount": 1, "if_state": state}
    if draw(st.booleans()):
        e.update(if_at_least=0, if_at_most=0)
    return e


def _table(stunned: bool, effects: list[dict]) -> dict:
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10,
                            "statuses": ["stunned"] if stunned else []},
                           {"name": "villain", "controller": "p2", "hit_points": 30}],
            "event": {"id": "event"},
            "abilities": [{"id": "a", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": effects}]}


def _reference(stunned: bool, effects: list[dict], policy: bool) -> int:
    """The villain's health: a conditioned damage applies when the hero's stunned status, read before the item (a
    ``before:`` state, under the policy) or just before the damage (otherwise), lies in its bounds."""
    at_start, now, villain = stunned, stunned, 30
    for e in effects:
        if e["op"] == "status":
            now = True
            continue
        n = int(at_start if e["if_state"].startswith("before:") and policy else now)
        if n >= e.get("if_at_least", 1) and n <= e.get("if_at_most", 1):
            villain -= 1
    return villain


@settings(max_examples=15, deadline=None)
@given(st.booleans(), st.lists(_effect(), min_size=1, max_size=4), st.booleans())
def test_an_already_condition_equals_the_reference(stunned, effects, policy):
    sc = parse_scenario(_table(stunned, effects), "hyp")
    out = run_order(sc, ["event", "a"], {_POLICY: policy}).to_json()
    assert out["characters"]["villain"]["health"] == _reference(stunned, effects, policy)


def test_give_a_stunned_status_then_already_stunned_takes_damage_only_if_stunned_before():
    """"Give the hero a stunned status card. If they were already stunned, deal 2 damage to them": a hero who was
    not stunned takes none (read as the damage resolves, the condition would hold: the control twin)."""
    effects = [{"op": "status", "target": "hero", "card": "stunned"},
               {"op": "damage", "target": "hero", "amount": 2, "if_state": "before:status:hero:stunned"}]
    for stunned, policy, health in ((False, True, 10), (True, True, 8), (False, False, 8)):
        out = run_order(parse_scenario(_table(stunned, effects), "t"), ["event", "a"], {_POLICY: policy}).to_json()
        assert out["characters"]["hero"]["health"] == health, (stunned, policy)


def test_the_policy_applies_only_to_a_scenario_with_a_before_state_and_its_footprint_reads_the_character():
    plain = parse_scenario(_table(False, [{"op": "damage", "target": "villain", "amount": 1}]), "t")
    before = parse_scenario(_table(False, [{"op": "damage", "target": "villain", "amount": 1,
                                            "if_state": "before:status:hero:stunned"}]), "t")
    assert not policy_can_apply(plain, _POLICY) and policy_can_apply(before, _POLICY)
    assert ("thing", "hero") in footprint(before, "a")


@pytest.mark.parametrize("state", ["before:", "before:before:status:hero:stunned", "before:status:nobody:stunned"])
def test_a_bad_before_state_is_bad_input(state):
    with pytest.raises(InputError, match="if_state"):
        parse_scenario(_table(False, [{"op": "damage", "target": "villain", "amount": 1, "if_state": state}]), "t")
