"""The outcome engine's deck operations against a plain-Python reference over small worlds (hypothesis).

Encounter cards dealt facedown (``deal_encounter``), the top of the encounter deck discarded
(``discard_encounter``), a discard pile shuffled into its deck (``shuffle_in``), a hand discarded
(``discard_hand``), a named card shuffled into a deck (``shuffle_into``) and control of a card taken
(``take_control``, under the policy ``control_carries_attachments`` or not), a named card dealt facedown
(``deal_card``) (`logic.timing.deck_ops`). The
reference is written from the semantics in `logic.timing.deck_ops`' docstring, not from its code: one effect at a
time on dictionaries. The cards are invented.
"""

import pytest
from hypothesis import example, given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import footprint, run_order
from logic.timing.scenario import parse_scenario

ENC = "encounter_deck"


def _table(start, effects):
    t = {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
         "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                        {"name": "rival", "controller": "p2", "hit_points": 10},
                        {"name": "pal", "controller": "p1", "hit_points": 3}],
         "cards": [{"name": "gear", "zone": "play", "type": "upgrade", "owner": "p1", "attached_to": "pal"},
                   {"name": "trap", "zone": "encounter_discard", "type": "treachery"}],
         "zones": [{"player": "p1", **start["p1"]}], "event": {"id": "event"},
         "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                        "effects": [e]} for i, e in enumerate(effects)]}
    if start["encounter"] is not None:
        t["encounter"] = dict(zip(("deck", "discard"), start["encounter"]))
    return t


def _reference(start, effects, carry):
    """Counts, cards dealt and milled, where each named card is and who controls it, one effect at a time."""
    z, enc = dict(start["p1"]), list(start["encounter"]) if start["encounter"] is not None else None
    dealt, milled, control = {}, 0, {}
    area = {"gear": ("play", ""), "trap": ("encounter_discard", ""), "pal": ("play", "")}
    owner = {"gear": "p1", "pal": "p1", "trap": ""}
    ctrl = {"gear": "p1", "pal": "p1", "trap": ""}
    on = {"gear": "pal"}
    for e in effects:
        op, t, n = e["op"], e["target"], e.get("amount", 0)
        if op == "deal_encounter":
            k = n if enc is None else min(n, enc[0])
            if enc is not None:
                enc[0] -= k
            dealt[t] = dealt.get(t, 0) + k
        elif op == "discard_encounter":
            k = n if enc is None else min(n, enc[0])
            if enc is not None:
                enc[0], enc[1] = enc[0] - k, enc[1] + k
            milled += k
        elif op == "shuffle_in" and t == ENC:
            if enc is not None:
                k = enc[1] if n == 0 else min(n, enc[1])
                enc[0], enc[1] = enc[0] + k, enc[1] - k
        elif op == "shuffle_in":
            k = z["discard"] if n == 0 else min(n, z["discard"])
            z["discard"], z["deck"] = z["discard"] - k, z["deck"] + k
        elif op == "discard_hand":
            z["discard"], z["hand"] = z["discard"] + z["hand"], 0
        elif op == "shuffle_into":
            there = ("deck", e["card"]) if e.get("card") else ("encounter_deck", "")
            if area[t] != there:
                if area[t][0] == "play":
                    on.pop(t, None)
                area[t] = there
        elif op == "deal_card":
            if area[t][0] not in ("removed", "dealt"):
                if area[t][0] == "play":
                    on.pop(t, None)
                area[t] = ("dealt", e["card"])
        elif op == "take_control":
            if area[t][0] == "play" and ctrl[t] != e["card"]:
                ctrl[t] = control[t] = e["card"]
                if carry:   # the upgrades on it (gear is one)
                    for c, host in on.items():
                        if host == t and area[c][0] == "play" and ctrl[c] != e["card"]:
                            ctrl[c] = control[c] = e["card"]
    return z, enc, {c: k for c, k in dealt.items() if k}, milled, control, area, on, owner


@st.composite
def effect(draw):
    op = draw(st.sampled_from(["deal_encounter", "discard_encounter", "shuffle_in", "discard_hand", "shuffle_into",
                               "take_control", "deal_card"]))
    e = {"op": op}
    if op == "deal_encounter":
        e.update(target=draw(st.sampled_from(["hero", "rival"])), amount=draw(st.integers(0, 3)))
    elif op == "discard_encounter":
        e.update(target=ENC, amount=draw(st.integers(0, 3)))
    elif op == "shuffle_in":
        e.update(target=draw(st.sampled_from([ENC, "hero"])), amount=draw(st.integers(0, 3)))
    elif op == "discard_hand":
        e["target"] = "hero"
    elif op == "shuffle_into":
        e["target"] = draw(st.sampled_from(["gear", "trap", "pal"]))
        who = draw(st.sampled_from(["", "p1", "p2"]))
        if who:
            e["card"] = who
    elif op == "deal_card":
        e.update(target=draw(st.sampled_from(["gear", "trap"])), card=draw(st.sampled_from(["p1", "p2"])))
    else:
        e.update(target=draw(st.sampled_from(["gear", "pal"])), card=draw(st.sampled_from(["p1", "p2"])))
    return e


starts = st.fixed_dictionaries({
    "p1": st.fixed_dictionaries({"hand": st.integers(0, 3), "deck": st.integers(0, 3), "discard": st.integers(0, 3)}),
    "encounter": st.one_of(st.none(), st.tuples(st.integers(0, 4), st.integers(0, 3)))})


_S = {"p1": {"hand": 2, "deck": 1, "discard": 3}, "encounter": (2, 3)}


@settings(max_examples=60, deadline=None)
@given(starts, st.lists(effect(), min_size=1, max_size=5), st.booleans())
@example(_S, [{"op": "take_control", "target": "pal", "card": "p2"}], False)
@example(_S, [{"op": "take_control", "target": "pal", "card": "p2"}], True)
@example(_S, [{"op": "shuffle_in", "target": ENC, "amount": 0}, {"op": "shuffle_in", "target": "hero", "amount": 2}],
         False)
@example(_S, [{"op": "deal_encounter", "target": "hero", "amount": 3}, {"op": "discard_encounter", "target": ENC,
                                                                       "amount": 1}, {"op": "discard_hand",
                                                                                      "target": "hero"}], False)
@example(_S, [{"op": "shuffle_into", "target": "pal", "card": "p1"}, {"op": "shuffle_into", "target": "trap"}], False)
@example(_S, [{"op": "deal_card", "target": "trap", "card": "p2"}, {"op": "deal_card", "target": "gear", "card": "p1"},
              {"op": "deal_card", "target": "trap", "card": "p1"}], False)
def test_deck_operations_equal_the_reference(start, effects, carry):
    sc = parse_scenario(_table(start, effects), "<random>")
    policies = {"control_carries_attachments": carry, "partial_resolution": True}
    out = run_order(sc, ["event"] + [f"a{i}" for i in range(len(effects))], policies)
    z, enc, dealt, milled, control, area, on, _ = _reference(start, effects, carry)
    j = out.to_json()
    assert j["zones"] == {"p1": z}
    assert j.get("encounter") == (None if enc is None else {"deck": enc[0], "discard": enc[1]})
    assert j.get("dealt", {}) == dealt and j.get("milled", 0) == milled and j.get("control", {}) == control
    places = {c: (a, w) for c, a, w, _ in out.places}
    assert places == {c: area[c] for c in places}
    assert {c: h for c, _, _, h in out.places if h} == {c: h for c, h in on.items() if c in places}


@settings(max_examples=40, deadline=None)
@given(starts, effect(), effect())
def test_deck_items_with_disjoint_footprints_commute(start, e1, e2):
    sc = parse_scenario(_table(start, [e1, e2]), "<random>")
    if footprint(sc, "a0") & footprint(sc, "a1"):
        return
    for pol in ({}, {"control_carries_attachments": True}):
        assert run_order(sc, ["event", "a0", "a1"], pol) == run_order(sc, ["event", "a1", "a0"], pol)


@pytest.mark.parametrize("change, match", [
    ({"op": "discard_encounter", "target": "hero", "amount": 1}, "target is 'encounter_deck'"),
    ({"op": "deal_encounter", "target": ENC, "amount": 1}, "is a character"),
    ({"op": "take_control", "target": "gear"}, "the player taking control"),
    ({"op": "deal_card", "target": "trap"}, "dealt the card"),
    ({"op": "take_control", "target": "gear", "card": "p9"}, "names a player"),
    ({"op": "shuffle_into", "target": "gear", "card": "p9"}, "names a player"),
    ({"op": "damage", "target": ENC, "amount": 1}, "only 'discard_encounter' and 'shuffle_in'"),
])
def test_a_bad_deck_effect_is_one_line_naming_its_place(change, match):
    start = {"p1": {"hand": 0, "deck": 0, "discard": 0}, "encounter": (1, 1)}
    with pytest.raises(InputError, match=match):
        parse_scenario(_table(start, [change]), "<t>")
    t = _table(start, [])
    t["encounter"]["top"] = 1
    with pytest.raises(InputError, match="encounter.top"):
        parse_scenario(t, "<t>")


def test_a_card_taken_under_control_goes_to_its_new_controllers_pile_unless_to_its_owners():
    """After p2 takes control of pal, discarding pal sends it to p2's discard pile, or, under ``owner_areas``
    (Ownership and Control p1.b7.2), to p1's, its owner's: the change of control has a consequence."""
    start = {"p1": {"hand": 0, "deck": 0, "discard": 0}, "encounter": None}
    sc = parse_scenario(_table(start, [{"op": "take_control", "target": "pal", "card": "p2"},
                                       {"op": "discard_card", "target": "pal"}]), "<t>")
    assert ("pal", "discard", "p2", "") in run_order(sc, ["event", "a0", "a1"], {}).places
    assert ("pal", "discard", "p1", "") in run_order(sc, ["event", "a0", "a1"], {"owner_areas": True}).places
