"""Discards the engine applies (issue 15 §5): cards of a hand told apart (`logic.situation.hand_cards`: "discard each
event from your hand", "discard an event from your hand", "discard the highest-cost card from your hand", run by the
engine on a hand stated card by card), this card placed in a deck's own discard pile (`logic.situation.trait_pile`),
and cards named discarded together (`logic.situation.named_discard`). Cards are invented."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.hand_cards import hand_cards, hand_op
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario
from logic.timing.target_ops import pick_sets

_TEXTS = {"each": "Discard each event from your hand.", "icon": "Discard each [energy] resource from your hand.",
          "this": "Discard this card and each resource card from your hand.", "a": "Discard an event from your hand.",
          "two": "Choose and discard 2 events from your hand.", "most": "Discard the highest-cost card from your hand.",
          "least": "Discard 1 event from your hand with the lowest cost."}


@pytest.mark.parametrize("text, accepted", [
    *((t, True) for t in _TEXTS.values()),
    ("Discard a card from your hand with the highest cost.", True),
    ("Discard each Tech upgrade from your hand.", False),   # a trait: not told apart in a hand
    ("Discard each event from your discard pile.", False)])
def test_the_catalogue_accepts_the_hand_shapes_the_engine_applies(text, accepted):
    (a,) = read_text(text, "Rain Gauge")
    assert (ap.why_not_in(a.effects[0], a.kind, a) is None) is accepted, text


class _Sentence:
    index = 1


def _builder(hand: list[dict] | None):
    cards = {"hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "gadget": SituationCard("gadget", "x4", "Rain Gauge", "treachery", "", {}, owner="alice")}
    zones = {"alice": {"hand": len(hand or []), "deck": 0, "discard": 0, **({"hand_cards": hand} if hand is not None else {})}}
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("attack", attacker="hero", target="hero"),
                        zones=zones)
    b = _Builder(sit, {}, {})
    b.resolver, b.you_in = "alice", (lambda *_: "alice")
    return b, cards["gadget"]


def _run(hand: list[dict], op: dict, on: dict, picks=None) -> dict:
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "zones": [{"player": "alice", "hand": len(hand), "deck": 0, "discard": 0}],
             "cards": [{"name": c["id"], "type": c["type"], "zone": "hand", "owner": "alice", "controller": "alice"}
                       for c in hand] + [{"name": "gadget", "type": "treachery", "zone": "play", "owner": "alice",
                                       "controller": "alice"}],
             "event": {"id": "go"},
             "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": [op]}]}
    return run_order(parse_scenario(table, "invented"), ["go", "it"], on, **({"picks": picks} if picks else {})) \
        .to_json()


_CARD = st.tuples(st.sampled_from(["event", "upgrade", "resource"]), st.integers(0, 3),
                  st.sampled_from([(), ("energy",), ("mental",)]))


@settings(max_examples=15, deadline=None)
@given(st.lists(_CARD, max_size=4), st.sampled_from(sorted(_TEXTS)))
def test_hand_discards_equal_the_reference(raw, which):
    """Plain-Python reference over small hands: "each X" discards every card that fits (and this card, for "this card
    and each X"); a pick (one, two, the highest- / lowest-cost one) is each set of that many cards that fit (all of
    them when no more fit), each card tied for the superlative a pick, every pick a branch of the engine that
    discards exactly it; the hand's count and the discard pile's follow. None fits "each": nothing (no effect);
    none fits a pick: not decided."""
    hand = [{"id": f"h{i}", "type": k, "traits": [], "cost": c, "resources": list(r)} for i, (k, c, r) in enumerate(raw)]
    b, card = _builder(hand)
    (a,) = read_text(_TEXTS[which], "Rain Gauge")
    e = a.effects[0]
    fits = {"each": lambda c: c["type"] == "event", "icon": lambda c: "energy" in c["resources"],
            "this": lambda c: c["type"] == "resource", "a": lambda c: c["type"] == "event",
            "two": lambda c: c["type"] == "event", "most": lambda c: True, "least": lambda c: c["type"] == "event"}
    fit = [c for c in hand if fits[which](c)]
    if which in ("each", "icon", "this"):
        want = {c["id"] for c in fit} | ({"gadget"} if which == "this" else set())
        op = hand_op(b, card, _Sentence(), e)
        assert (op == []) == (not want)   # (nothing in the stated hand fits: nothing is discarded)
        if not want:
            return
        out = _run(hand, op, {"partial_resolution": True})
        assert {x for x, p in out.get("places", {}).items() if p["area"] == "discard"} == want
        assert out["zones"]["alice"]["hand"] == len(hand) - len(fit)
        assert out["zones"]["alice"]["discard"] == len(fit)   # (this card: a card in play, not counted)
        return
    if which in ("most", "least"):
        best = (max if which == "most" else min)((c["cost"] for c in fit), default=None)
        want = [(c["id"],) for c in fit if c["cost"] == best]
    elif which == "two":
        ids = [c["id"] for c in fit]
        want = [tuple(ids)] if 0 < len(ids) <= 2 else list(combinations(ids, 2))
    else:
        want = [(c["id"],) for c in fit]
    got = hand_cards(b, card, _Sentence(), e)
    assert (got is None) == (not want)
    if got is None:
        return
    op = {"op": "discard_card", "targets": got[0], "chosen": 1, **({"together": got[1]} if got[1] > 1 else {})}
    on = {"partial_resolution": True, "targets_chosen": True}
    table_picks = pick_sets(parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"]},
                                            "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
                                            "cards": [{"name": c["id"], "type": c["type"], "zone": "hand",
                                                       "owner": "alice", "controller": "alice"} for c in hand],
                                            "event": {"id": "go"},
                                            "abilities": [{"id": "it", "kind": "forced_response",
                                                           "controller": "alice", "trigger": "go",
                                                           "effects": [op]}]}, "invented"), ["go", "it"], on)
    assert [p if isinstance(p, tuple) else (p,) for ((_, p),) in table_picks] == want
    for pk, w in zip(table_picks, want):
        out = _run(hand, op, on, dict(pk))
        assert {x for x, p in out.get("places", {}).items() if p["area"] == "discard"} == set(w)
        assert out["zones"]["alice"]["hand"] == len(hand) - len(w)


def test_a_hand_stated_as_a_number_only_does_not_say_which_cards_fit():
    """A hand of 4 cards stated as a count: which of them are events is not told, so "discard each event from your
    hand" is not converted (unread), never guessed; control twin: the same hand card by card is."""
    (a,) = read_text(_TEXTS["each"], "Rain Gauge")
    b, card = _builder(None)
    b.sit.zones["alice"]["hand"] = 4
    assert hand_op(b, card, _Sentence(), a.effects[0]) is None
    b, card = _builder([{"id": "h0", "type": "event", "traits": []}, {"id": "h1", "type": "upgrade", "traits": []}])
    assert hand_op(b, card, _Sentence(), a.effects[0]) == {"op": "discard_card", "targets": ["h0"]}


def test_a_count_discarded_from_a_hand_stated_card_by_card_is_not_decided():
    """"Discard a card from your hand" moves the count; with the hand's cards stated, which one went is not known:
    the outcome says so rather than pick one."""
    hand = [{"id": "h0", "type": "event"}, {"id": "h1", "type": "upgrade"}]
    out = _run(hand, {"op": "discard", "target": "hero", "amount": 1}, {"partial_resolution": True})
    assert out["zones"]["alice"]["hand"] == 1
    assert any("hand of alice" in u for u in out.get("undecided", []))


# -- a deck's own discard pile (`logic.situation.trait_pile`) ------------------------------------------------------

@settings(max_examples=6, deadline=None)
@given(st.sampled_from(["Invocation", "infinity stone", "Weather"]), st.integers(0, 3), st.integers(0, 3))
def test_this_card_placed_in_a_decks_own_discard_pile_goes_there_only(trait, hand, discard):
    """Reference: "Place this card in the <Trait> deck discard pile" moves this card (in play) to the discard pile of
    the <Trait> deck, nobody's else: no player's hand or discard count changes. Control twin: "Discard this card"
    puts it in its owner's discard pile."""
    from logic.situation.trait_pile import trait_pile_op
    b, card = _builder([])
    for text, area, whose in ((f"Place this card in the {trait} deck discard pile.", "discard", f"{trait} deck"),
                              ("Discard this card.", "discard", "alice")):
        (a,) = read_text(text, "Rain Gauge")
        assert ap.why_not_in(a.effects[0], a.kind, a) is None
        op = trait_pile_op(b, card, a.effects[0]) or b.effect_op(card, _Sentence(), a.effects[0])
        table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                 "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
                 "zones": [{"player": "alice", "hand": hand, "deck": 0, "discard": discard}],
                 "cards": [{"name": "gadget", "type": "upgrade", "zone": "play", "owner": "alice",
                            "controller": "alice"}],
                 "event": {"id": "go"}, "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice",
                                                       "trigger": "go", "effects": [op]}]}
        out = run_order(parse_scenario(table, "invented"), ["go", "it"], {"partial_resolution": True}).to_json()
        assert out["places"]["gadget"] == {"area": area, "whose": whose}
        assert out["zones"]["alice"] == {"hand": hand, "deck": 0, "discard": discard}


# -- cards named discarded together (`logic.situation.named_discard`) -----------------------------------------------

@settings(max_examples=6, deadline=None)
@given(st.sets(st.sampled_from(["Storm Cellar", "Wind Vane"])), st.sampled_from([
    ("Discard Storm Cellar and Wind Vane from play.", ("Storm Cellar", "Wind Vane")),
    ("Discard Wind Vane from play.", ("Wind Vane",)),
    ("Discard this card and Storm Cellar.", ("Rain Gauge", "Storm Cellar"))]))
def test_cards_named_are_discarded_together_or_not_decided(listed, shape):
    """Reference: each card named (this card: Rain Gauge) leaves play for its owner's discard pile when the situation
    lists every one of them; one it does not list: not converted (not decided, the card may be in play)."""
    from logic.situation.named_discard import named_discard_op
    text, names = shape
    b, card = _builder([])
    ids = {"Storm Cellar": "cellar", "Wind Vane": "vane", "Rain Gauge": "gadget"}
    for n in listed:
        b.sit.cards[ids[n]] = SituationCard(ids[n], "x7", n, "support", "", {}, controller="alice", owner="alice")
    (a,) = read_text(text, "Rain Gauge")
    assert ap.why_not_in(a.effects[0], a.kind, a) is None
    op = named_discard_op(b, card, a.effects[0])
    if not set(names) - {"Rain Gauge"} <= listed:
        assert op is None
        return
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "cards": list(b.places.values()), "event": {"id": "go"},
             "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": [op]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {"partial_resolution": True}).to_json()
    gone = {x for x, p in out["places"].items() if p["area"] in ("discard", "encounter_discard")}
    assert gone == {ids[n] for n in names}   # (the treachery under test, controlled by nobody: the encounter's pile)


# -- icons "on that card" after a discard: the card discarded (`logic.situation.applicable_discarded`) ------------

_TOP = ("<b>Forced Response</b>: After a player changes to hero form, they discard the top card of the encounter deck "
        "and take damage equal to the number of boost icons on that card.")


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 3), st.integers(0, 3))
def test_icons_on_that_card_count_the_card_discarded(top, second):
    """Reference: "they discard the top card of the encounter deck and take damage equal to the number of boost icons
    on that card": the damage is the boost icons printed on the top card (the one discarded), not on the second; the
    catalogue refuses the same count after a discard of 2 cards (which one is "that card" is not told)."""
    b, card = _builder([])
    card = b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", "minion", _TOP, {"health": 5},
                                                 engaged_with="alice")
    (a,) = read_text(_TOP, "Rain Gauge")
    assert all(ap.why_not_in(e, a.kind, a) is None for e in a.effects)
    (twin,) = read_text(_TOP.replace("the top card", "the top 2 cards"), "Rain Gauge")
    assert ap.why_not_in(twin.effects[-1], twin.kind, twin) is not None
    from logic.situation.facts import abilities_of
    ops, _ = b.effects(card, abilities_of(card)[0])
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "encounter": {"deck": 2, "discard": 0, "order": ["e1", "e2"]},
             "cards": [{"name": "e1", "type": "treachery", "zone": "encounter_deck", "boost": top},
                       {"name": "e2", "type": "minion", "zone": "encounter_deck", "boost": second}],
             "event": {"id": "go"}, "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice",
                                                   "trigger": "go", "effects": ops}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {"partial_resolution": True}).to_json()
    assert out["characters"]["hero"]["health"] == 10 - top


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 3), st.integers(0, 3), st.sampled_from(["each player's", "the first player's"]))
def test_cards_at_random_from_each_players_hand_leave_each_count(alice, bob, whose):
    """Reference: "Discard 1 card at random from each player's (the first player's) hand" takes one card from each
    such hand that holds one (a hand stated as a count: no card named, nothing guessed); the others keep theirs."""
    from logic.situation.hand_cards import hand_owners_op
    cards = {p: SituationCard(f"{p}_hero", "x1", f"Hero {p}", "hero", "", {"health": 10}, controller=p)
             for p in ("alice", "bob")}
    sit = GameSituation("invented", ["alice", "bob"], "bob", cards, Event("attack", attacker="alice_hero",
                                                                           target="alice_hero"))
    b = _Builder(sit, {}, {})
    (a,) = read_text(f"Discard 1 card at random from {whose} hand.", "Rain Gauge")
    assert ap.why_not_in(a.effects[0], a.kind, a) is None
    op = hand_owners_op(b, a.effects[0], 1)
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "bob"},
             "characters": list(b.characters.values()),
             "zones": [{"player": "alice", "hand": alice, "deck": 0, "discard": 0},
                       {"player": "bob", "hand": bob, "deck": 0, "discard": 0}],
             "event": {"id": "go"}, "abilities": [{"id": "it", "kind": "forced_response", "controller": "bob",
                                                   "trigger": "go", "effects": [op]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {"partial_resolution": True}).to_json()
    took = {"alice": whose == "each player's", "bob": True}
    for p, n in (("alice", alice), ("bob", bob)):
        k = min(n, 1) if took[p] else 0
        assert out["zones"][p] == {"hand": n - k, "deck": 0, "discard": k}
