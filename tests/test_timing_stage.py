"""A scheme's stage completed (`logic.timing.stage_ops`): the count ``stage:<scheme>:<N>`` and the kept
``lose_game`` ("If this stage is completed, the players lose the game"), checked against a plain-Python reference
over small worlds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.errors import InputError
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _table(start: int, at: int, steps: list[int], kept: bool = True) -> dict:
    """The main scheme (``start`` threat, its stage completed at ``at``), a constant "if this stage is completed,
    the players lose the game", then one item per step placing (+) or removing (-) threat, and a draw after each."""
    watch = {"op": "lose_game", "target": "hero", "if_state": f"stage:main:{at}", **({"kept": True} if kept else {})}
    items = [{"id": "stage", "kind": "constant", "controller": "alice", "trigger": "go", "effects": [watch]}]
    for i, n in enumerate(steps):
        op = {"op": "threat" if n >= 0 else "remove_threat", "target": "main", "amount": abs(n)}
        items.append({"id": f"s{i}", "kind": "forced_response", "controller": "alice", "trigger": "go",
                      "effects": [op, {"op": "draw", "target": "hero", "amount": 1}]})
    return {"game": "marvel_champions", "players": {"order": ["alice"]},
            "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
            "schemes": [{"name": "main", "threat": start}], "event": {"id": "go"}, "abilities": items}


def _reference(start: int, at: int, steps: list[int]) -> tuple[bool, int, int]:
    """Lost, final threat, cards drawn: the watch is kept from the first item on; after every effect the players lose
    as soon as the threat is at least ``at``, and nothing resolves after."""
    threat, drawn = start, 0
    if threat >= at:
        return True, threat, 0
    for n in steps:
        threat = max(0, threat + n)
        if threat >= at:
            return True, threat, drawn
        drawn += 1
    return False, threat, drawn


@settings(max_examples=20, deadline=None)
@given(start=st.integers(0, 4), at=st.integers(1, 6), steps=st.lists(st.integers(-2, 3), max_size=4))
def test_a_kept_loss_ends_the_game_as_soon_as_the_stage_is_completed(start, at, steps):
    scenario = parse_scenario(_table(start, at, steps), "invented")
    order = ["go", "stage"] + [f"s{i}" for i in range(len(steps))]
    out = run_order(scenario, order, {"lose_game_ends_game": True}).to_json()
    lost, threat, drawn = _reference(start, at, steps)
    assert out.get("game_over", False) == lost
    assert out["threat"]["main"] == threat and out.get("drawn", {}).get("hero", 0) == drawn
    # without the policy a loss changes nothing: every step resolves
    free = run_order(scenario, order, {}).to_json()
    assert "game_over" not in free and free.get("drawn", {}).get("hero", 0) == len(steps)


def test_a_stage_count_names_a_scheme_and_kept_belongs_to_a_loss_or_a_prohibition():
    bad = _table(0, 3, [1])
    bad["abilities"][0]["effects"][0]["if_state"] = "stage:nowhere:3"
    with pytest.raises(InputError, match="stage"):
        parse_scenario(bad, "invented")
    draw = _table(0, 3, [1])
    draw["abilities"][0]["effects"][0] = {"op": "draw", "target": "hero", "amount": 1, "if_state": "stage:main:3",
                                          "kept": True}
    with pytest.raises(InputError, match="kept"):
        parse_scenario(draw, "invented")
    # not kept: tested once, when its item resolves (threat 0 < 3: nothing), not after the threat is placed
    once = parse_scenario(_table(0, 3, [3], kept=False), "invented")
    assert "game_over" not in run_order(once, ["go", "stage", "s0"], {"lose_game_ends_game": True}).to_json()
