"""The encounter deck stated card by card (`logic.timing.order_ops`) against a plain-Python reference (hypothesis).

``discard_until`` (cards from the top to the discard pile until one of a type / trait is; that one revealed with
``found = "reveal"``), ``shuffle_deck`` (the
order becomes unknown), ``reveal_top`` (the top card revealed: where the reveal policies send it), and the count operations that take its top cards (``discard_encounter``,
``deal_encounter``) keeping the list; an operation that needs the top of a deck not stated, shuffled, or run out
is *not decided* (never guessed). The reference is written from the module's docstring, one effect at a time on
lists. The cards are invented.
"""

import pytest
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import footprint, run_order
from logic.timing.scenario import parse_scenario

ENC = "encounter_deck"
KINDS = [("minion", ()), ("minion", ("Thug",)), ("treachery", ()), ("side_scheme", ("Thug",)), ("attachment", ())]


def _table(deck, effects, stated=True):
    cards = [{"name": f"c{i}", "zone": "encounter_deck", "type": t, "traits": list(tr)} for i, (t, tr) in
             enumerate(deck)]
    t = {"game": "marvel_champions", "players": {"order": ["p1"]},
         "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}], "event": {"id": "event"},
         "cards": cards,
         "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                        "effects": [e]} for i, e in enumerate(effects)]}
    if stated:
        t["encounter"] = {"order": [c["name"] for c in cards], "discard": 1}
    return t


def _revealed(c, kind, place, policies) -> int:
    """Card ``c`` revealed: where its type and the policies send it; 1 when that is the encounter discard pile."""
    t = kind[c][0]
    place[c] = "play" if t == "minion" and policies.get("reveal_minion_enters_play") else \
        "encounter_discard" if t == "treachery" and policies.get("reveal_treachery_discarded") else "front"
    return int(place[c] == "encounter_discard")


def _reference(deck, effects, stated=True, policies=None):
    """(list left, discard count, places of the cards, milled, shuffled, not decided)."""
    order = [f"c{i}" for i in range(len(deck))] if stated else None
    kind = {f"c{i}": d for i, d in enumerate(deck)}
    place = {f"c{i}": "encounter_deck" for i in range(len(deck))}
    discard, milled, shuffled, undecided = 1, 0, False, False
    engaged = {}   # the cards found put into play engaged with a player ("engaged")
    policies = policies or {}
    for e in effects:
        if e["op"] == "shuffle_deck":
            shuffled = shuffled or order is not None
            continue
        needs_top = e["op"] in ("discard_until", "reveal_top")
        if order is None or (shuffled and (needs_top or (order and e.get("amount", 0)))):
            undecided = undecided or needs_top or order is not None
            continue
        if e["op"] == "reveal_top":
            if not order:
                undecided = True
                continue
            c = order.pop(0)
            discard += _revealed(c, kind, place, policies)
            continue
        if e["op"] == "discard_until":
            found = False
            while order and not found:
                c = order.pop(0)
                place[c], discard, milled = "encounter_discard", discard + 1, milled + 1
                t, tr = kind[c]
                found = (not e["card"] or t == e["card"]) and (not e["trait"] or e["trait"] in tr)
            undecided = undecided or not found
            if found and e.get("found") == "reveal":   # the card it stops at, revealed from the discard pile
                discard += _revealed(c, kind, place, policies) - 1
            elif found and e.get("found") == "put_into_play":   # or put into play from there
                place[c], discard = "play", discard - 1
                if e.get("engaged"):   # "... into play engaged with you": engaged with that player
                    engaged[c] = e["engaged"]
        else:
            k = min(e["amount"], len(order))
            for c in order[:k]:
                place[c] = "encounter_discard" if e["op"] == "discard_encounter" else "dealt"
            del order[:k]
            if e["op"] == "discard_encounter":
                discard, milled = discard + k, milled + k
    return order, discard, place, milled, shuffled, undecided, engaged


@st.composite
def _effect(draw):
    op = draw(st.sampled_from(["discard_until", "discard_until", "shuffle_deck", "discard_encounter",
                               "deal_encounter", "reveal_top"]))
    if op == "discard_until":
        return {"op": op, "target": ENC, "card": draw(st.sampled_from(["", "minion", "side_scheme", "upgrade"])),
                "trait": draw(st.sampled_from(["", "Thug"])), **draw(st.sampled_from([{}, {"found": "reveal"}, {"found": "put_into_play"},
                                                                                 {"found": "put_into_play", "engaged": "p1"}]))}
    if op in ("shuffle_deck", "reveal_top"):
        return {"op": op, "target": ENC}
    return {"op": op, "target": "hero" if op == "deal_encounter" else ENC, "amount": draw(st.integers(0, 2))}


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(KINDS), max_size=5), st.lists(_effect(), min_size=1, max_size=3), st.booleans())
def test_a_stated_encounter_deck_equals_the_reference(deck, effects, reveal_policies):
    sc = parse_scenario(_table(deck, effects), "order.toml")
    policies = {"reveal_minion_enters_play": True, "reveal_treachery_discarded": True} if reveal_policies else {}
    out = run_order(sc, ["event"] + [f"a{i}" for i in range(len(effects))], policies).to_json()
    order, discard, place, milled, shuffled, undecided, engaged = _reference(deck, effects, policies=policies)
    assert bool(out.get("undecided")) == undecided
    if undecided:
        return
    assert out["encounter_order"]["cards"] == order
    assert ("shuffled_by" in out["encounter_order"]) == shuffled
    assert out["encounter"] == {"deck": len(order), "discard": discard}   # the count is the list's length
    assert out.get("milled", 0) == milled
    assert {c: p["area"] for c, p in out.get("places", {}).items()} == place
    assert out.get("engaged", {}) == engaged   # the card found, engaged with the player named (`engage_ops`' world)


@pytest.mark.parametrize("effect", [{"op": "discard_until", "target": ENC, "card": "minion"},
                                    {"op": "discard_encounter", "target": ENC, "amount": 1}])
def test_the_top_of_a_deck_not_stated_or_shuffled_is_not_decided(effect):
    # not stated: discard_until cannot know the top (discard_encounter keeps to counts, decided as before)
    out = run_order(parse_scenario(_table([("minion", ())], [effect], stated=False), "o.toml"), ["event", "a0"],
                    {}).to_json()
    assert bool(out.get("undecided")) == (effect["op"] == "discard_until")
    # shuffled first: which card is on top is not known, whichever operation asks
    sc = parse_scenario(_table([("minion", ()), ("treachery", ())], [{"op": "shuffle_deck", "target": ENC}, effect]),
                        "o.toml")
    out = run_order(sc, ["event", "a0", "a1"], {}).to_json()
    assert out["undecided"] and "a0 shuffled the encounter deck" in out["undecided"][0]
    # in the other order the top card is known
    assert not run_order(sc, ["event", "a1", "a0"], {}).to_json().get("undecided")
    assert footprint(sc, "a0") & footprint(sc, "a1")   # they do not commute


@pytest.mark.parametrize("change, place", [
    (lambda t: t["encounter"].update(order=["c0", "c0"]), "encounter.order[1]"),
    (lambda t: t["encounter"].update(order=["hero"]), "encounter.order[0]"),
    (lambda t: t["encounter"].update(order=[]), "encounter.order"),
    (lambda t: t["encounter"].update(deck=5), "encounter.deck"),
    (lambda t: t["abilities"][0]["effects"][0].update(op="shuffle_deck", card="", target="hero"), "target"),
    (lambda t: t["abilities"][0]["effects"][0].update(target="hero", found="reveal"), "found"),   # a player's deck
    (lambda t: t["abilities"][0]["effects"][0].update(found="attach"), "found"),
    (lambda t: t["abilities"][0]["effects"][0].update(engaged="p1"), "engaged"),   # found is not put_into_play
])
def test_a_bad_encounter_order_names_its_place(change, place):
    t = _table([("minion", ())], [{"op": "discard_until", "target": ENC, "card": "minion"}])
    change(t)
    with pytest.raises(InputError) as e:
        parse_scenario(t, "o.toml")
    assert place in e.value.place


def test_a_revealed_card_with_abilities_not_stated_is_not_decided():
    t = _table([("minion", ()), ("treachery", ())], [{"op": "reveal_top", "target": ENC}])
    out = run_order(parse_scenario(t, "o.toml"), ["event", "a0"], {}).to_json()
    assert not out.get("undecided") and out["places"]["c0"]["area"] == "front"
    t["cards"][0]["has_text"] = True   # the control: the same card, printing abilities the scenario does not give
    out = run_order(parse_scenario(t, "o.toml"), ["event", "a0"], {}).to_json()
    assert out["undecided"] and "c0 was revealed" in out["undecided"][0]


@settings(max_examples=15, deadline=None)
@given(st.lists(st.sampled_from(KINDS), max_size=3), st.lists(st.sampled_from(KINDS), max_size=4),
       st.sampled_from(["", "minion", "treachery"]), st.sampled_from(["", "Thug"]), st.integers(0, 1))
def test_shuffling_each_card_of_the_discard_pile_in_equals_the_reference(deck, pile, card, trait, unnamed):
    """``shuffle_each_in``: each card of the encounter discard pile of the type and trait sought goes into the deck,
    whose order is then unknown (kept when none moves); a pile holding a card not stated is *not decided*."""
    t = _table(deck, [{"op": "shuffle_each_in", "target": ENC, "card": card, "trait": trait}])
    t["cards"] += [{"name": f"d{i}", "zone": "encounter_discard", "type": k, "traits": list(tr)}
                   for i, (k, tr) in enumerate(pile)]
    t["encounter"]["discard"] = len(pile) + unnamed
    out = run_order(parse_scenario(t, "o.toml"), ["event", "a0"], {}).to_json()
    moved = [f"d{i}" for i, (k, tr) in enumerate(pile) if (not card or k == card) and (not trait or trait in tr)]
    assert bool(out.get("undecided")) == bool(unnamed)
    if unnamed:
        return
    order = [f"c{i}" for i in range(len(deck))]
    assert out["encounter"] == {"deck": len(deck) + len(moved), "discard": len(pile) - len(moved)}
    assert out["encounter_order"]["cards"] == (sorted(order + moved) if moved else order)
    assert ("shuffled_by" in out["encounter_order"]) == bool(moved)
    assert {c for c, p in out.get("places", {}).items() if p["area"] == "encounter_deck" and c[0] == "d"} == set(moved)
