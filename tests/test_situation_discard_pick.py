"""One card in play discarded, picked among every card of its kind (`logic.situation.discard_pick`): "discard a
non-Elite minion", "discard an ally" (Target p1.b2.2: each card that fits a pick, each a branch of the engine's
``discard_card`` marked ``chosen``). Cards are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario
from logic.timing.target_ops import pick_sets

_TEXTS = {"non_elite": "discard a non-Elite minion.", "ally": "discard an ally.", "drone": "discard a Drone minion.",
          "tech": "discard a Tech upgrade."}
_HEAD = "<b>Forced Response</b>: After Rain Gauge enters play, "


@pytest.mark.parametrize("text", sorted(_TEXTS.values()))
def test_the_catalogue_accepts_one_card_picked_among_its_kind(text):
    (a,) = read_text(_HEAD + text, "Rain Gauge")
    assert ap.why_not_in(a.effects[0], a.kind, a) is None, text


@pytest.mark.parametrize("text", ["discard a non-Elite support.", "discard 2 allies.", "discard an exhausted ally."])
def test_a_pick_the_engine_cannot_test_stays_unread(text):
    """Control twin of test_the_catalogue_accepts_one_card_picked_among_its_kind: a trait a support must lack (no
    trait the engine tests on it), two cards at once with no "you control", and a state filter the engine does not
    test are not applied."""
    (a,) = read_text(_HEAD + text, "Rain Gauge")
    assert ap.why_not_in(a.effects[0], a.kind, a) is not None, text


def _builder(world):
    """alice's hero and ``world``: (kind, traits, controller) per card, in play."""
    text = _HEAD + "{}"
    cards = {"hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice")}
    for i, (kind, traits, who) in enumerate(world):
        cards[f"c{i}"] = SituationCard(f"c{i}", f"y{i}", f"Invented {i}", kind, "", {"health": 3, "traits": traits},
                                       controller=None if kind == "minion" else who,
                                       owner="" if kind == "minion" else who)
    sit = GameSituation("invented", ["alice", "bob"], "alice", cards, Event("attack", attacker="hero", target="hero"))
    b = _Builder(sit, {}, {})
    b.resolver, b.you_in = "alice", (lambda *_: "alice")
    return b, text


_CARD = st.tuples(st.sampled_from(["minion", "ally", "upgrade"]), st.sampled_from(["", "Elite.", "Drone.", "Tech."]),
                  st.sampled_from(["alice", "bob"]))


@settings(max_examples=20, deadline=None)
@given(st.lists(_CARD, max_size=4), st.sampled_from(sorted(_TEXTS)))
def test_one_card_picked_and_discarded_equals_the_reference(world, which):
    """Plain-Python reference (Target p1.b2.2; Ownership and Control p1, p1.b7.2): the picks are every card of the
    kind in play; each branch the engine keeps discards exactly one card that fits (not Elite / a Drone / Tech), a
    minion to the encounter discard pile (the scenario owns it), an ally or upgrade to its owner's; when none fits, nothing is
    discarded; with no card of the kind in play the situation cannot list the picks (not decided: no op)."""
    b, text = _builder(world)
    card = b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", "support", text.format(_TEXTS[which]),
                                                 {}, controller="alice", owner="alice")
    kind = {"ally": "ally", "tech": "upgrade"}.get(which, "minion")
    of_kind = [(f"c{i}", t, w) for i, (k, t, w) in enumerate(world) if k == kind]
    fits = [x for x, t, _ in of_kind
            if {"non_elite": t != "Elite.", "drone": t == "Drone.", "tech": t == "Tech.", "ally": True}[which]]
    ops, _ = b.effects(card, abilities_of(card)[0])
    if not of_kind:
        assert ops == []
        return
    (op,) = ops
    assert op["op"] == "discard_card" and op["targets"] == [x for x, *_ in of_kind] and op["chosen"] == 1
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "alice"},
             "characters": [{"name": n, **{k: v for k, v in ch.items() if k in ("controller", "role")},
                             "hit_points": 3, "traits": [x.strip(".") for x in [b.sit.cards[n].record.get("traits", "")] if x]}
                            for n, ch in b.characters.items()],
             "cards": list(b.places.values()),
             "event": {"id": "go"}, "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice",
                                                    "trigger": "go", "effects": ops}]}
    sc = parse_scenario(table, "invented")
    on = {"partial_resolution": True, "targets_chosen": True, "owner_areas": True}
    got = []
    for p in pick_sets(sc, ["go", "it"], on):
        out = run_order(sc, ["go", "it"], on, picks=dict(p))
        if not out.void:
            got.append({x: w for x, w in out.to_json().get("places", {}).items() if w["area"] != "play"})   # moved
    if not fits:
        assert got == [{}]
        return
    owner = {x: w for x, _, w in of_kind}
    assert got == [{x: {"area": "discard", "whose": owner[x]} if kind != "minion" else {"area": "encounter_discard"}}
                   for x in fits]


# --- one status card of a type not named (`logic.situation.status_pick`) ---------------------------------------------
_STATUS_TEXT = "<b>Action</b>: Heal 1 damage from your identity. You may discard a status card from your identity."


def test_a_status_card_of_any_type_is_accepted():
    (a,) = read_text(_STATUS_TEXT, "Rain Gauge")
    assert all(ap.why_not_in(e, a.kind, a) is None for e in a.effects)


@pytest.mark.parametrize("text", [
    "<b>Action</b>: Heal 1 damage from your identity or discard a status card from your identity.",
    "<b>Action</b>: Discard a status card from your identity. Discard a status card from the villain.",
    "<b>Action</b>: Discard a status card from a character."])
def test_a_status_card_picked_beside_another_choice_stays_unread(text):
    """Control twin of test_a_status_card_of_any_type_is_accepted: the pick as one option of a choice, two picks in
    one ability (the engine's one choice per item), and a character picked besides (two picks), are not applied."""
    (a,) = read_text(text, "Rain Gauge")
    assert any(ap.why_not_in(e, a.kind, a) is not None for e in a.effects if e.kind.value == "discard"), text


@settings(max_examples=12, deadline=None)
@given(st.lists(st.sampled_from(["stunned", "confused", "tough"]), unique=True, max_size=3))
def test_one_status_card_picked_equals_the_reference(held):
    """Plain-Python reference (Status Cards p3; Target p1.b2.2 by analogy): the branches are one per status type the
    identity holds (stunned, confused, tough), each discarding exactly that card; holding none, nothing is discarded
    (one branch)."""
    b, _ = _builder([])
    b.characters["hero"]["statuses"] = list(held)
    card = b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", "event", _STATUS_TEXT, {},
                                                 controller="alice", owner="alice")
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert ops[0]["op"] == "heal"
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10, "damage": 2,
                             "statuses": list(held)}],
             "event": {"id": "go"}, "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice",
                                                    "trigger": "go", "effects": ops}]}
    from logic.timing.choice_ops import pick_sets as all_picks
    sc = parse_scenario(table, "invented")
    on = {"partial_resolution": True, "options_picked": True}
    got = [sorted(run_order(sc, ["go", "it"], on, picks=dict(p)).to_json()["characters"]["hero"]["statuses"])
           for p in all_picks(sc, ["go", "it"], on)]
    order = [x for x in ("stunned", "confused", "tough") if x in held]   # (the engine's options: the types in order)
    want = [sorted(x for x in held if x != gone) for gone in order] or [[]]
    assert got == want
