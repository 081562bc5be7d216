"""A scheme advancing (``advance``, `logic.timing.advance_ops`) against a plain-Python reference over small worlds.

The reference is written from `logic.timing.advance_ops`' docstring, not from its code: the stage each scheme is at
after the effects, what is not decided, and the threat left as it was. The schemes are invented.
"""

from hypothesis import example, given, settings, strategies as st

from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _table(effects):
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}],
            "schemes": [{"name": "plan", "threat": 4}, {"name": "plot", "threat": 1}], "event": {"id": "event"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]} for i, e in enumerate(effects)]}


def _reference(effects):
    stages, undecided = {}, []
    for e in effects:
        t, g = e["target"], e.get("card", "")
        stages[t] = g
        if not g:
            undecided.append(f"{t}: the stage it advances to")
        undecided.append(f"{t}: its threat at stage {g or '(unknown)'}")
    return stages, undecided


@st.composite
def effect(draw):
    e = {"op": "advance", "target": draw(st.sampled_from(["plan", "plot"]))}
    g = draw(st.sampled_from(["", "1B", "2A"]))
    return {**e, "card": g} if g else e


@settings(max_examples=8, deadline=None)
@given(st.lists(effect(), min_size=1, max_size=3))
@example([{"op": "advance", "target": "plan", "card": "1B"}, {"op": "advance", "target": "plan", "card": "2A"}])
@example([{"op": "advance", "target": "plan"}])
def test_advance_equals_the_reference(effects):
    out = run_order(parse_scenario(_table(effects), "<random>"), ["event"] + [f"a{i}" for i in range(len(effects))],
                    {})
    stages, undecided = _reference(effects)
    j = out.to_json()
    assert j.get("stages", {}) == stages and j["threat"] == {"plan": 4, "plot": 1}
    assert len(out.undecided) == len(undecided)
    assert all(u.startswith(w) for u, w in zip(out.undecided, undecided))


def test_an_advance_of_no_scheme_is_not_done_so_then_does_not_follow():
    """'Advance the hero. Then deal 1 damage to the hero.': a character is no scheme: not done, nothing follows
    (under ``conditional_needs_done``); advancing the plan, the damage follows (the control twin)."""
    for target, hurt in (("hero", 10), ("plan", 9)):
        t = _table([])
        t["abilities"] = [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event", "effects": [
            {"op": "advance", "target": target, "card": "1B"},
            {"op": "damage", "target": "hero", "amount": 1, "then": True}]}]
        out = run_order(parse_scenario(t, "<t>"), ["event", "a0"], {"conditional_needs_done": True})
        assert out.to_json()["characters"]["hero"]["health"] == hurt
