"""Cards named by title and type, revealed or put into play (`logic.situation.applicable_named`), against a
plain-Python reference over small worlds (hypothesis). The cards are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.applicable_named import named_ids, named_move, named_op
from logic.situation.model import SituationCard
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _effects(text: str):
    [a] = read_text(text, "Invented Gale")
    return a, a.effects


@pytest.mark.parametrize("text, named", [
    ("<b>Setup</b>: Put the Cloud Harbor environment into play.", (("Cloud Harbor", "environment", False),)),
    ("<b>Setup</b>: Reveal the Flooded Tunnels side scheme.", (("Flooded Tunnels", "side_scheme", False),)),
    ("<b>When Revealed</b>: Put the set-aside Tidal Doom into play.", (("Tidal Doom", "", True),)),
    ("<b>When Revealed</b>: Reveal Hailstone and Sleet.", (("Hailstone", "", False), ("Sleet", "", False))),
    ("<b>Setup</b>: Put the Cloud Harbor environment and the Umbrella support into play.",
     (("Cloud Harbor", "environment", False), ("Umbrella", "support", False))),
    ("<b>Setup</b>: Set the Flooded Tunnels side scheme aside.", (("Flooded Tunnels", "side_scheme", False),)),
    ("<b>Setup</b>: Put Hailstone's Coat into play.", None),   # read as an owner: not a title
    ("<b>Setup</b>: Reveal a side scheme.", None),             # one the player picks: not named
    ("<b>Setup</b>: Put Hailstone into play.", None),          # one title alone: `moved_card`'s
])
def test_the_catalogue_accepts_cards_named_by_title_and_type_only(text, named):
    a, effects = _effects(text)
    assert named_move(effects[0]) == named
    if named is not None:
        assert ap.why_not_in(effects[0], a.kind, a) is None


_TITLES = ["Cloud Harbor", "Sleet"]
_TYPES = ["environment", "side_scheme", "minion"]


@st.composite
def _world(draw):
    n = draw(st.integers(0, 4))
    return {f"c{i}": SituationCard(f"c{i}", f"x{i}", draw(st.sampled_from(_TITLES)), draw(st.sampled_from(_TYPES)),
                                   "", {"traits": draw(st.sampled_from(["", "Cloud Harbor.", "Sleet. Storm."]))})
            for i in range(n)}


def _reference(cards, title, ctype):
    """The one card of that type titled so, else the one of that type printing that trait; None otherwise."""
    titled = [i for i, c in cards.items() if (not ctype or c.card_type == ctype) and c.name == title]
    if len(titled) == 1:
        return titled[0]
    if titled or not ctype:
        return None
    traited = [i for i, c in cards.items() if c.card_type == ctype
               and title in [x.strip() for x in c.record["traits"].split(".")]]
    return traited[0] if len(traited) == 1 else None


@settings(max_examples=15, deadline=None)
@given(_world(), st.sampled_from(_TITLES), st.sampled_from(["", *_TYPES]))
def test_the_card_named_is_the_situations_only_one_of_that_title_or_trait(cards, title, ctype):
    want = _reference(cards, title, ctype)
    assert named_ids(cards, ((title, ctype, False),)) == ([want] if want else None)


_ZONES = ["set_aside", "play", "encounter_deck", "removed"]


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(_ZONES), st.sampled_from(["put_into_play", "reveal"]), st.booleans())
def test_a_set_aside_card_named_moves_only_from_the_set_aside_area(zone, op, aside):
    """The engine's zone operation with ``from = "set_aside"`` ("the set-aside Tidal Doom") applies only to a card
    in that area; without it, to any card out of play (not removed). Reference: the printed words."""
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}],
             "cards": [{"name": "surge", "zone": zone, "type": "minion"}], "event": {"id": "event"},
             "abilities": [{"id": "a0", "kind": "when_revealed", "controller": "p1", "trigger": "event",
                            "effects": [{"op": op, "target": "surge", **({"from": "set_aside"} if aside else {})}]}]}
    out = run_order(parse_scenario(table, "<t>"), ["event", "a0"], {"reveal_minion_enters_play": True}).to_json()
    moves = zone not in ("play", "removed") and (not aside or zone == "set_aside")
    assert out["places"]["surge"]["area"] == ("play" if moves else zone)


def test_the_situation_converts_each_card_named_or_nothing():
    from logic.situation.model import Event, GameSituation
    from logic.situation.scenario import _Builder
    cards = {"hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "harbor": SituationCard("harbor", "x2", "Cloud Harbor", "environment", "", {}),
             "brolly": SituationCard("brolly", "x3", "Umbrella", "support", "", {}, controller="alice")}
    b = _Builder(GameSituation("invented", ["alice"], "alice", cards, Event("attack", target="hero")), {}, {})
    _, [e] = _effects("<b>Setup</b>: Put the Cloud Harbor environment and the Umbrella support into play.")
    assert named_op(b, e) == [{"op": "put_into_play", "target": "harbor"}, {"op": "put_into_play", "target": "brolly"}]
    assert b.places["harbor"]["zone"] == "play"   # a situation's cards are in play: the engine moves nothing
    _, [e] = _effects("<b>Setup</b>: Reveal the Umbrella side scheme.")   # no side scheme of that title: not converted
    assert named_op(b, e) is None


# --- the top card of a deck named (`logic.timing.named_deck_ops`, `logic.situation.applicable_named_deck`) -----------
def _deck_table(types, effects, stated=True):
    cards = [{"name": f"d{i}", "zone": "named_deck", "type": t} for i, t in enumerate(types)] if stated else []
    deck = {"name": "gale deck", **({"order": [c["name"] for c in cards]} if stated else {})}
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}], "cards": cards, "decks": [deck],
            "event": {"id": "event"},
            "abilities": [{"id": "a0", "kind": "when_revealed", "controller": "p1", "trigger": "event",
                           "effects": [{"op": op, "target": "gale deck"} for op in effects]}]}


@settings(max_examples=10, deadline=None)
@given(st.lists(st.sampled_from(["minion", "support", "treachery"]), max_size=3),
       st.lists(st.sampled_from(["reveal_top_of", "put_top_into_play", "shuffle_top_into"]), min_size=1, max_size=4),
       st.booleans())
def test_the_top_card_of_a_named_deck_equals_the_reference(types, effects, minions_enter):
    """Reference (the printed words): each effect takes the deck's next card, top first; revealed, it goes in front
    of the revealing player (into play for a minion under ``reveal_minion_enters_play``); put into play, into play;
    shuffled, into the encounter deck; an empty deck: nothing."""
    policies = {"reveal_minion_enters_play": minions_enter}
    out = run_order(parse_scenario(_deck_table(types, effects), "<t>"), ["event", "a0"], policies).to_json()
    want, deck = {}, [f"d{i}" for i in range(len(types))]
    for op in effects:
        if not deck:
            break
        top = deck.pop(0)
        enters = op == "put_top_into_play" or (types[int(top[1:])] == "minion" and minions_enter)
        want[top] = {"area": "encounter_deck"} if op == "shuffle_top_into" else {"area": "play"} if enters \
            else {"area": "front", "whose": "p1"}
    want.update({n: {"area": "named_deck"} for n in deck})
    assert out.get("places", {}) == want and not out.get("undecided")


def test_a_named_deck_not_stated_is_not_decided_and_bad_decks_name_their_place():
    out = run_order(parse_scenario(_deck_table([], ["reveal_top_of"], stated=False), "<t>"), ["event", "a0"], {})
    assert out.to_json()["undecided"] == ["gale deck: its top card is not known: the scenario does not state its "
                                          "cards in order"]
    from logic.errors import InputError
    bad = _deck_table(["minion"], ["reveal_top_of"])
    bad["abilities"][0]["effects"].append({"op": "damage", "target": "gale deck", "amount": 1})
    for table, place in [(bad, "effects[1].target"), ({**_deck_table(["minion"], []), "decks": []}, "decks"),
                         ({**_deck_table([], []), "decks": [{"name": "hero"}]}, "decks[0].name")]:
        with pytest.raises(InputError, match=place.replace("[", "\\[").replace("]", "\\]")):
            parse_scenario(table, "<t>")


@pytest.mark.parametrize("text, deck", [
    ("<b>When Revealed</b>: Reveal the top card of the Gale deck.", "Gale deck"),
    ("<b>When Revealed</b>: Put the top card of the Gale deck into play.", "Gale deck"),
    ("<b>When Revealed</b>: Shuffle the top card of the Gale deck into the encounter deck.", "Gale deck"),
    ("<b>When Revealed</b>: Shuffle the top card of the Gale deck into your deck.", None),
    ("<b>When Revealed</b>: Reveal the top card of your deck.", None),        # a player's deck: not this op
    ("<b>When Revealed</b>: Reveal the top 2 cards of the Gale deck.", None),
])
def test_the_top_card_of_a_deck_named_is_the_engines_op_on_that_deck(text, deck):
    from logic.situation.applicable_named_deck import named_deck_op, named_deck_top
    a, [e] = _effects(text)
    assert named_deck_top(e) == deck
    if deck is not None:
        assert ap.why_not_in(e, a.kind, a) is None
        b = type("B", (), {})()
        assert named_deck_op(b, e)["target"] == deck and b.named_decks == {deck}


def test_a_card_shuffled_into_the_encounter_deck_stated_in_order_makes_its_order_unknown():
    table = _deck_table(["minion"], ["shuffle_top_into"])
    table["cards"].append({"name": "e0", "zone": "encounter_deck", "type": "treachery"})
    table["encounter"] = {"deck": 1, "discard": 0, "order": ["e0"]}
    out = run_order(parse_scenario(table, "<t>"), ["event", "a0"], {}).to_json()
    assert out["places"]["d0"] == {"area": "encounter_deck"}
    assert out["encounter_order"] == {"cards": ["d0", "e0"], "shuffled_by": "a0"}


# --- one <Trait> card of your discard pile to your hand (`logic.situation.applicable_pile_return`) -------------------
@pytest.mark.parametrize("text, op", [
    ("Return a Drizzle card from your discard pile to your hand.", {"trait": "Drizzle"}),
    ("Add a Cloud event from your discard pile to your hand.", {"card": "event", "trait": "Cloud"}),
    ("Add a Drizzle card in your discard pile to your hand.", {"trait": "Drizzle"}),
    ("Return an event from your discard pile to your hand.", None),   # a type alone: a trait word may be dropped
    ("Return a card from your discard pile to your hand.", None),     # any card: the engine's ``recover``
    ("Return 2 Drizzle cards from your discard pile to your hand.", None),
])
def test_one_card_of_a_trait_returned_from_your_pile_is_a_search_of_it(text, op):
    """The engine's ``search_for`` of your discard pile, the card found to your hand (each match a branch, in
    `logic.timing.search_ops`, whose reference test covers ``found = "return_to_hand"``)."""
    from logic.situation.applicable_pile_return import pile_return_op
    a, [e] = _effects("<b>Action</b>: " + text)
    b = type("B", (), {"you_in": lambda self, *_: "alice", "identity": lambda self, p: f"{p}_hero"})()
    want = None if op is None else {"op": "search_for", "target": "alice_hero", "piles": ["discard"],
                                    "found": "return_to_hand", **op}
    assert pile_return_op(b, None, None, e) == want
    if op is not None:
        assert ap.why_not_in(e, a.kind, a) is None


# --- a card put into play engaged with the first player (`logic.situation.applicable_engaged`, `zone_ops`) ----------
@settings(max_examples=8, deadline=None)
@given(st.sampled_from(_ZONES + ["front"]), st.sampled_from(["p1", "p2"]))
def test_a_card_put_into_play_engaged_equals_the_reference(zone, who):
    """Reference (the printed words): a card out of play (not removed) enters play and is engaged with the player
    named; a card in play or removed: nothing (no engagement either)."""
    table = {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}],
             "cards": [{"name": "brute", "zone": zone, "type": "minion"}], "event": {"id": "event"},
             "abilities": [{"id": "a0", "kind": "when_revealed", "controller": "p1", "trigger": "event",
                            "effects": [{"op": "put_into_play", "target": "brute", "engaged": who}]}]}
    out = run_order(parse_scenario(table, "<t>"), ["event", "a0"], {}).to_json()
    moves = zone not in ("play", "removed")
    assert out["places"]["brute"]["area"] == ("play" if moves else zone)
    assert out.get("engaged", {}) == ({"brute": who} if moves else {})


@pytest.mark.parametrize("text, ok", [
    ("Put this card into play engaged with the first player.", True),
    ("Put Hailstone into play engaged with the first player.", True),
    ("Put each Drizzle minion into play engaged with the first player.", False),
])
def test_a_card_put_into_play_engaged_with_the_first_player_is_read_with_its_engagement(text, ok):
    from logic.situation.applicable_engaged import engaged_first, engaged_first_op
    a, [e] = _effects("<b>When Revealed</b>: " + text)
    assert engaged_first(e) == ok
    if ok:
        assert ap.why_not_in(e, a.kind, a) is None
        sit = type("S", (), {"first": "alice"})()
        b = type("B", (), {"sit": sit, "moved": lambda self, c, t: "gale"})()
        assert engaged_first_op(b, None, e) == {"op": "put_into_play", "target": "gale", "engaged": "alice"}
        sit.first = ""
        assert engaged_first_op(b, None, e) is None   # no first player stated: not converted


def test_a_situation_revealing_the_top_card_of_a_deck_named_is_not_decided():
    """End to end: a treachery revealed whose When Revealed ability reveals the top card of the Gale deck; the
    situation states no such deck card by card, so the generated scenario names the deck with no order and the
    engine's outcome says which card is on top is not known (never guessed)."""
    from logic.situation.model import Event, GameSituation
    from logic.situation.scenario import scenario_table
    cards = {"hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "gust": SituationCard("gust", "x2", "Sudden Gust", "treachery",
                                   "<b>When Revealed</b>: Reveal the top card of the Gale deck.", {})}
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("reveal", card="gust", by="alice"))
    gen = scenario_table(sit, {}, {}, "marvel_champions/en")
    assert gen.table["decks"] == [{"name": "Gale deck"}]
    sc = parse_scenario(gen.table, "invented")
    [ability] = [it for it in sc.items if any(e.op == "reveal_top_of" for e in it.effects)]
    out = run_order(sc, [sc.items[0].id, ability.id], {}).to_json()
    assert out["undecided"] == ["Gale deck: its top card is not known: the scenario does not state its cards in order"]


def test_a_card_put_into_play_engaged_with_you_keeps_its_engagement():
    """"Put this card into play engaged with you": the put into play, engaged with the player the "you" names (no
    single player: not converted)."""
    from logic.situation.applicable_engaged import engaged_you, engaged_you_op
    a, [e] = _effects("<b>When Revealed</b>: Put this card into play engaged with you.")
    assert engaged_you(e) and ap.why_not_in(e, a.kind, a) is None
    b = type("B", (), {"you_in": lambda self, *_: "alice", "moved": lambda self, c, t: "gale"})()
    assert engaged_you_op(b, None, None, e) == {"op": "put_into_play", "target": "gale", "engaged": "alice"}
    b.you_in = lambda *_: None
    assert engaged_you_op(b, None, None, e) is None
