"""A card given to a player (``give_to``, `logic.timing.give_ops`) against a plain-Python reference over small worlds.

The reference is written from the semantics in `logic.timing.give_ops`' docstring (and the ``reveal`` and ``deal_card``
lines of `logic.timing.zone_ops` / `logic.timing.deck_ops`), not from their code: one effect at a time on
dictionaries, under the policies ``given_player_reveals`` and ``reveal_obligation_enters_play`` on or off. The cards
are invented.
"""

import pytest
from hypothesis import example, given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

#: card -> (area, whose, type)
CARDS = {"duty": ("encounter_deck", "", "obligation"), "chore": ("encounter_deck", "", "treachery")}


def _table(effects, revealer="p1"):
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                           {"name": "rival", "controller": "p2", "hit_points": 10}],
            "cards": [{"name": n, "zone": z, "type": t} for n, (z, _, t) in CARDS.items()],
            "event": {"id": "event"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": revealer, "trigger": "event",
                           "effects": [e]} for i, e in enumerate(effects)]}


def _reference(effects, reveals, enters, revealer="p1"):
    """Each card's (area, whose) and the cards whose control changed, one effect at a time."""
    area = {n: (z, w) for n, (z, w, _) in CARDS.items()}
    ctrl = {n: "" for n in CARDS}
    gave, control = {}, {}
    for e in effects:
        op, t = e["op"], e["target"]
        z, w = area[t]
        if op == "give_to" and z != "removed" and gave.get(t) != e["card"]:
            gave[t] = e["card"]
            if ctrl[t] != e["card"]:
                ctrl[t] = control[t] = e["card"]
            if z in ("front", "dealt"):
                area[t] = (z, e["card"])
        elif op == "reveal" and z not in ("play", "removed"):
            if enters and CARDS[t][2] == "obligation":
                area[t] = ("play", "")
            else:
                area[t] = ("front", gave[t] if reveals and t in gave else revealer)
        elif op == "deal_card" and z not in ("removed", "dealt"):
            area[t] = ("dealt", e["card"])
        elif op == "remove_from_game" and z != "removed":
            area[t] = ("removed", "")
    return area, control


@st.composite
def effect(draw):
    op = draw(st.sampled_from(["give_to", "reveal", "deal_card", "remove_from_game"]))
    e = {"op": op, "target": draw(st.sampled_from(sorted(CARDS)))}
    if op in ("give_to", "deal_card"):
        e["card"] = draw(st.sampled_from(["p1", "p2"]))
    return e


@settings(max_examples=8, deadline=None)
@given(st.lists(effect(), min_size=1, max_size=4), st.booleans(), st.booleans())
@example([{"op": "give_to", "target": "chore", "card": "p2"}, {"op": "reveal", "target": "chore"}], True, False)
@example([{"op": "give_to", "target": "chore", "card": "p2"}, {"op": "reveal", "target": "chore"}], False, False)
@example([{"op": "deal_card", "target": "duty", "card": "p1"}, {"op": "give_to", "target": "duty", "card": "p2"},
          {"op": "give_to", "target": "duty", "card": "p2"}], True, True)
def test_give_to_equals_the_reference(effects, reveals, enters):
    sc = parse_scenario(_table(effects), "<random>")
    policies = {"given_player_reveals": reveals, "reveal_obligation_enters_play": enters, "partial_resolution": True}
    out = run_order(sc, ["event"] + [f"a{i}" for i in range(len(effects))], policies)
    area, control = _reference(effects, reveals, enters)
    assert {c: (a, w) for c, a, w, _ in out.places} == area
    assert out.to_json().get("control", {}) == control


def test_a_card_given_is_revealed_in_front_of_its_player_only_under_the_policy():
    """Given to p2, then revealed by p1's item: in front of p2 under ``given_player_reveals`` (Reveal p2.b2.5), in
    front of p1 without it; not given, in front of p1 either way (the control twin)."""
    gave = [{"op": "give_to", "target": "chore", "card": "p2"}, {"op": "reveal", "target": "chore"}]
    sc = parse_scenario(_table(gave), "<t>")
    assert ("chore", "front", "p2", "") in run_order(sc, ["event", "a0", "a1"], {"given_player_reveals": True}).places
    assert ("chore", "front", "p1", "") in run_order(sc, ["event", "a0", "a1"], {}).places
    sc = parse_scenario(_table(gave[1:]), "<t>")
    assert ("chore", "front", "p1", "") in run_order(sc, ["event", "a0"], {"given_player_reveals": True}).places


@pytest.mark.parametrize("change, match", [
    ({"op": "give_to", "target": "duty"}, "the player taking control"),
    ({"op": "give_to", "target": "duty", "card": "p9"}, "names a player"),
])
def test_a_bad_give_to_is_one_line_naming_its_place(change, match):
    with pytest.raises(InputError, match=match):
        parse_scenario(_table([change]), "<t>")
