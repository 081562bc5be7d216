""""Draw up to your hand size" (`logic.timing.hand_room_ops`: the counted amount ``hand_room:<character>:<size>``)
and "up to N" amounts (`logic.timing.up_to_ops`: the player's pick, a branch each) against plain-Python references
over small worlds (hypothesis), and their reading (`logic.situation.applicable_hand_room`, `applicable_up_to`).
The references are written from the modules' docstrings: the hand size (printed, plus the lasting modifiers of
it) less the cards in hand when the draw resolves, at least 0; the amount picked, 0 .. N, nothing (and one
undecided line) when no pick is given. The cards are invented."""

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


# --- "up to N" (`logic.timing.up_to_ops`) ------------------------------------------------------------------------
_UP_TO = {"heal": "hero", "remove_threat": "plot", "threat": "plot", "place_counters": "gadget", "damage": "hero",
          "draw": "hero"}


def _up_to_table(op, n, before):
    effects = [{"op": "damage", "target": "hero", "amount": before},
               {"op": op, "target": _UP_TO[op], "amount": n, "up_to": True}]
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}],
            "schemes": [{"name": "plot", "threat": 2}], "cards": [{"name": "gadget", "counters": 1}],
            "zones": [{"player": "p1", "hand": 1, "deck": 9, "discard": 0}], "event": {"id": "event"},
            "abilities": [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": effects}]}


def _up_to_reference(op, k, before):
    """(health, threat, counters, hand) after ``before`` damage and the op of amount ``k``."""
    health, threat, counters, hand = 10 - before, 2, 1, 1
    if op == "heal":
        health = min(10, health + k)
    elif op == "damage":
        health -= k
    elif op == "remove_threat":
        threat = max(0, threat - k)
    elif op == "threat":
        threat += k
    elif op == "place_counters":
        counters += k
    else:
        hand += k
    return health, threat, counters, hand


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(sorted(_UP_TO)), st.integers(1, 3), st.integers(0, 4), st.integers(0, 4))
def test_an_up_to_amount_applies_the_amount_picked(op, n, pick, before):
    from logic.timing.choice_ops import pick_sets
    sc = parse_scenario(_up_to_table(op, n, before), "u.toml")
    assert [dict(p) for p in pick_sets(sc, ["a0"], {})] == [{"a0#up_to": k} for k in range(1, n + 2)]
    given_ = {"a0#up_to": pick} if 1 <= pick <= n + 1 else {}
    j = run_order(sc, ["event", "a0"], {}, picks=given_).to_json()
    got = (j["characters"]["hero"]["health"], j["threat"]["plot"], j["counters"]["gadget"], j["zones"]["p1"]["hand"])
    assert got == _up_to_reference(op, pick - 1 if given_ else 0, before)
    assert bool(j.get("undecided")) == (not given_)


def test_a_bad_up_to_mark_is_one_line():
    t = _up_to_table("heal", 2, 0)
    t["abilities"][0]["effects"][0]["up_to"] = True   # two in one item
    with pytest.raises(InputError):
        parse_scenario(t, "u.toml")


@pytest.mark.parametrize("text, why", [
    ("<b>Action</b>: Heal up to 2 damage from your hero.", None),
    ("<b>Action</b>: Remove up to 3 threat from the main scheme.", None),
    ("<b>Action</b>: Heal up to 2 damage from your hero and remove up to 1 threat from the main scheme.",
     "a second 'up to' amount in one ability: not applied (one pick per item)"),
])
def test_up_to_amounts_are_read_one_per_ability(text, why):
    (a,) = read_text(text, "Invented Mender")
    assert [ap.why_not_in(e, a.kind, a) for e in a.effects][-1] == why


# --- X spent on a cost (`logic.situation.spent_x`) -----------------------------------------------------------------
@settings(max_examples=20, deadline=None)
@given(st.lists(st.sampled_from(("energy", "mental", "physical", "wild")), max_size=4),
       st.sampled_from(((), ("mental",), ("wild",))))
def test_the_x_spent_equals_the_reference(spent, kinds):
    """X: how many were spent, each of the cost's type (any for no type); none, a wild one for a typed cost or
    another type: no X (not guessed)."""
    from logic.abilities import model as m
    from logic.situation.spent_x import x_spent
    cost = m.Cost(m.CostKind.SPEND_RESOURCES, m.Amount(variable="X"), resources=kinds)
    typed = kinds and kinds[0] != "wild"
    want = None if not spent or (typed and any(r != kinds[0] for r in spent)) else len(spent)
    assert x_spent(tuple(spent), cost) == want
    assert x_spent(None, cost) is None


@pytest.mark.parametrize("text, applied", [
    ("<b>Hero Action</b>: Spend X [energy] resources → deal X damage to the villain.", True),
    ("<b>Hero Action</b>: Spend X resources → remove X threat from the main scheme.", True),
    ("<b>Hero Action</b>: Deal X damage to the villain.", False),   # no cost sets X
])
def test_an_x_set_by_a_spend_cost_is_read(text, applied):
    (a,) = read_text(text, "Invented Bolt")
    assert (ap.why_not_in(a.effects[0], a.kind, a) is None) == applied


def test_an_x_defined_once_defines_every_x_before_it():
    """"+X SCH and +X ATK, where X is ...": both amounts carry the definition (the reader's ``x_is``)."""
    (a,) = read_text("Invented Brute gets +X SCH and +X ATK, where X is the number of players.", "Invented Brute")
    assert [e.amount.defined_as is not None for e in a.effects] == [True, True]
