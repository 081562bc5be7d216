"""Cards looked at (``look``, `logic.timing.look_ops`) against a plain-Python reference over small worlds (hypothesis).

The reference is written from the module's docstring, not from its code: a look counts the cards seen (as many as
the deck holds when stated) and moves none; a deck stated empty is not looked at (not done). The cards are invented.
"""

import pytest
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import footprint, run_order
from logic.timing.scenario import parse_scenario

ENC = "encounter_deck"


def _table(effects, deck, encounter):
    t = {"game": "marvel_champions", "players": {"order": ["p1"]},
         "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}], "schemes": [{"name": "plan",
                                                                                             "threat": 0}],
         "event": {"id": "event"},
         "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                        "effects": [e]} for i, e in enumerate(effects)]}
    if deck is not None:
        t["zones"] = [{"player": "p1", "hand": 0, "deck": deck, "discard": 0}]
    if encounter is not None:
        t["encounter"] = {"deck": encounter, "discard": 0}
    return t


def _reference(effects, deck, encounter):
    looked, piles = {}, {"hero": deck, ENC: encounter}
    for e in effects:
        t, n = e["target"], e["amount"]
        if e["op"] == "look":
            if piles[t] is not None and piles[t] == 0:
                continue
            looked[t] = looked.get(t, 0) + (n if piles[t] is None else min(n, piles[t]))
        elif piles[t] is not None:   # a draw / discard takes cards off that deck
            piles[t] -= min(n, piles[t])
    return looked, piles


@st.composite
def effect(draw):
    op = draw(st.sampled_from(["look", "draw", "discard_encounter"]))
    t = ENC if op == "discard_encounter" else "hero" if op == "draw" else draw(st.sampled_from(["hero", ENC]))
    return {"op": op, "target": t, "amount": draw(st.integers(1, 3))}


@settings(max_examples=12, deadline=None)
@given(st.lists(effect(), min_size=1, max_size=4), st.one_of(st.none(), st.integers(0, 4)),
       st.one_of(st.none(), st.integers(0, 4)))
def test_look_equals_the_reference(effects, deck, encounter):
    sc = parse_scenario(_table(effects, deck, encounter), "<random>")
    out = run_order(sc, ["event"] + [f"a{i}" for i in range(len(effects))], {"partial_resolution": True}).to_json()
    looked, piles = _reference(effects, deck, encounter)
    assert out.get("looked", {}) == looked
    if deck is not None:   # nothing a look does moves a card
        assert out["zones"]["p1"]["deck"] == piles["hero"]


def test_a_look_at_an_empty_deck_is_not_done_so_otherwise_follows():
    """'Look at the top card of your deck. Otherwise (if you cannot), take 1 damage.': a deck of 1, no damage; an empty
    deck, the look is not done and the otherwise follows: the control twin."""
    for deck, hurt in ((1, 10), (0, 9)):
        t = _table([], deck, None)
        t["abilities"] = [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event", "effects": [
            {"op": "look", "target": "hero", "amount": 1},
            {"op": "damage", "target": "hero", "amount": 1, "otherwise": True}]}]
        out = run_order(parse_scenario(t, "<t>"), ["event", "a0"], {"partial_resolution": True, "otherwise_needs_not_done": True})
        assert out.to_json()["characters"]["hero"]["health"] == hurt


def test_a_look_and_a_draw_from_that_deck_do_not_commute_but_two_looks_do():
    sc = parse_scenario(_table([{"op": "look", "target": "hero", "amount": 2}, {"op": "draw", "target": "hero",
                                                                                 "amount": 1},
                                {"op": "look", "target": ENC, "amount": 1}], 3, 3), "<t>")
    assert footprint(sc, "a0") & footprint(sc, "a1")
    assert run_order(sc, ["event", "a0", "a2"], {}) == run_order(sc, ["event", "a2", "a0"], {})


def test_a_bad_look_is_one_line_naming_its_place():
    with pytest.raises(InputError, match="look"):
        parse_scenario(_table([{"op": "look", "target": "plan", "amount": 1}], 3, None), "<t>")
