""""Draw up to your hand size" (`logic.timing.hand_room_ops`: the counted amount ``hand_room:<character>:<size>``)
against a plain-Python reference over small worlds (hypothesis), and its reading (`logic.situation.
applicable_hand_room`). The reference is written from the module's docstring: the hand size (printed, plus the
lasting modifiers of it) less the cards in hand when the draw resolves, at least 0. The cards are invented."""

import pytest
from hypothesis import given, settings, strategies as st

from logic.abilities.reader import read_text
from logic.errors import InputError
from logic.situation import applicable as ap
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _table(hand, size, modifier, discard_first, per=None):
    effects = ([{"op": "discard_hand", "targets": ["hero"]}] if discard_first else []) \
        + [{"op": "draw", "target": "hero", "amount": 1, "per": per or f"hand_room:hero:{size}"}]
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}],
            "zones": [{"player": "p1", "hand": hand, "deck": 20, "discard": 0}],
            "modifiers": [{"target": "hero", "stat": "hand_size", "amount": modifier, "duration": "round"}]
            if modifier else [],
            "event": {"id": "event"},
            "abilities": [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": effects}]}


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 8), st.integers(3, 7), st.integers(-1, 2), st.booleans())
def test_drawing_up_to_the_hand_size_equals_the_reference(hand, size, modifier, discard_first):
    out = run_order(parse_scenario(_table(hand, size, modifier, discard_first), "h.toml"), ["event", "a0"], {})
    z = out.to_json()["zones"]["p1"]
    held = 0 if discard_first else hand
    room = max(0, size + modifier - held)
    assert (z["hand"], z["deck"]) == (held + room, 20 - room)


def test_a_bad_hand_room_count_is_one_line():
    for per in ("hand_room:nobody:5", "hand_room:hero", "hand_room:hero:five"):
        with pytest.raises(InputError):
            parse_scenario(_table(2, 5, 0, False, per), "h.toml")


@pytest.mark.parametrize("text, applied", [
    ("<b>Action</b>: Draw up to your hand size.", True),
    ("<b>Action</b>: Discard your hand. Draw up to your hand size.", True),
    ("<b>Action</b>: Draw 2 cards.", True),   # a printed amount: not this count, still applied
])
def test_up_to_your_hand_size_is_applied_to_a_draw(text, applied):
    (a,) = read_text(text, "Invented Refill")
    assert all((ap.why_not(e) is None) == applied for e in a.effects), [ap.why_not(e) for e in a.effects]
