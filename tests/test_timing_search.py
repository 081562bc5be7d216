"""Searches (`logic.timing.search_ops`) against a plain-Python reference over small worlds (hypothesis).

``search_for`` looks through the encounter deck (and its discard pile) or a player's deck (and discard pile) for a
card of a type / trait and does one thing with it; each candidate is a branch (``<item>#found``); a pile not stated
card by card is *not decided*. The reference is written from the module's docstring. The cards are invented.
"""

import pytest
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.timing.choice_ops import pick_sets
from logic.timing.effects import footprint, run_order
from logic.timing.scenario import parse_scenario

ENC = "encounter_deck"
KINDS = [("minion", ()), ("minion", ("Thug",)), ("treachery", ()), ("ally", ("Thug",)), ("upgrade", ())]
FATES = {"": "set_aside", "reveal": None, "put_into_play": "play", "return_to_hand": "hand"}


def _table(deck, pile, effect, player=False, stated=True):
    """Cards c0.. in the deck (top first), d0.. in the discard pile; one ability with ``effect`` (of p1; a second
    player p2 when the effect is a search ``by`` p2)."""
    zd, zx = ("deck", "discard") if player else ("encounter_deck", "encounter_discard")
    own = {"owner": "p1", "controller": "p1"} if player else {}
    cards = [{"name": f"c{i}", "zone": zd, "type": t, "traits": list(tr), **own} for i, (t, tr) in enumerate(deck)]
    cards += [{"name": f"d{i}", "zone": zx, "type": t, "traits": list(tr), **own} for i, (t, tr) in enumerate(pile)]
    t = {"game": "marvel_champions", "players": {"order": ["p1"]},
         "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}], "event": {"id": "event"},
         "cards": cards, "abilities": [{"id": "a0", "kind": "forced_response", "controller": "p1",
                                        "trigger": "event", "effects": [effect]}]}
    if effect.get("by"):   # a search by another player (`search_ops`: "the first player searches ...")
        t["players"]["order"].append("p2")
        t["characters"].append({"name": "hero2", "controller": "p2", "hit_points": 10})
    if player:
        t["zones"] = [{"player": "p1", "hand": 0, "deck": len(deck) + (0 if stated else 1), "discard": len(pile),
                       **({"order": [c["name"] for c in cards if c["zone"] == zd]} if stated else {})}]
    else:
        t["encounter"] = {"order": [c["name"] for c in cards if c["zone"] == zd],
                          "discard": len(pile) + (0 if stated else 1)}
    return t


def _reference(deck, pile, effect, pick, player):
    """(the card found or None, its area, deck count, discard count) by the docstring."""
    names = {f"c{i}": d for i, d in enumerate(deck)} | {f"d{i}": d for i, d in enumerate(pile)}
    ok = sorted(n for n, (t, tr) in names.items() if (not effect.get("card") or t == effect["card"])
                and (not effect.get("trait") or effect["trait"] in tr))
    there = [n for n in ok if (n.startswith("c") and "deck" in effect["piles"])
             or (n.startswith("d") and "discard" in effect["piles"])]
    if effect.get("top"):   # the top N cards of the deck only
        there = [n for n in there if n.startswith("c") and int(n[1:]) < effect["top"]]
    if not there:
        return None, None, len(deck), len(pile)
    found = ok[pick - 1] if ok[pick - 1] in there else there[0]
    fate = FATES[effect.get("found", "")]
    if fate is None:   # revealed: no policy sends it into play, so in front of its revealer (the searcher)
        fate = ("front", effect.get("by", "p1"))
    return found, fate, len(deck) - found.startswith("c"), len(pile) - found.startswith("d")


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(KINDS), max_size=4), st.lists(st.sampled_from(KINDS), max_size=2),
       st.sampled_from(["", "minion", "ally"]), st.sampled_from(["", "Thug"]), st.sampled_from(list(FATES)),
       st.sampled_from(["deck", "both", "discard"]), st.booleans(), st.integers(0, 2), st.booleans())
def test_a_search_equals_the_reference(deck, pile, card, trait, found, piles, player, top, by):
    with_discard = piles != "deck"   # "discard": the discard pile alone ("search your discard pile for ...")
    effect = {"op": "search_for", "target": "hero" if player else ENC, "card": card, "trait": trait,
              "piles": {"deck": ["deck"], "both": ["deck", "discard"], "discard": ["discard"]}[piles],
              "found": found, **({"top": top} if top and not with_discard else {}),
              **({"by": "p2"} if by and not player else {})}
    sc = parse_scenario(_table(deck, pile, effect, player), "s.toml")
    picks = pick_sets(sc, ["a0"], {})
    for ps in picks:
        out = run_order(sc, ["event", "a0"], {}, picks=dict(ps)).to_json()
        k = dict(ps).get("a0#found", 1)
        name, area, nd, nx = _reference(deck, pile, effect, k, player)
        assert not out.get("undecided")
        start = {c["name"]: c["zone"] for c in sc.raw["cards"]}
        places = {c: (p["area"], p["whose"]) if p["area"] == "front" else p["area"]
                  for c, p in out.get("places", {}).items() if p["area"] != start[c]}   # those moved
        if name is None:
            assert not places
            continue
        assert places == {name: area}
        if player:
            assert out["zones"]["p1"] == {"hand": int(area == "hand"), "deck": nd, "discard": nx}
        else:
            assert out["encounter"] == {"deck": nd, "discard": nx}
            assert out["encounter_order"]["cards"] == [f"c{i}" for i in range(len(deck)) if f"c{i}" != name]
    # every candidate is a branch, and every pick is one of them
    n = len({c for c, (t, tr) in {**{f"c{i}": d for i, d in enumerate(deck)},
                                  **{f"d{i}": d for i, d in enumerate(pile)}}.items()
             if (not card or t == card) and (not trait or trait in tr)})
    assert len(picks) == max(n, 1)


@pytest.mark.parametrize("player", [False, True])
def test_a_pile_not_stated_card_by_card_is_not_decided(player):
    effect = {"op": "search_for", "target": "hero" if player else ENC, "card": "minion",
              "piles": ["deck", "discard"]}
    sc = parse_scenario(_table([("minion", ())], [], effect, player, stated=False), "s.toml")
    out = run_order(sc, ["event", "a0"], {}, picks={"a0#found": 1}).to_json()
    assert out["undecided"] and "does not state" in out["undecided"][0]
    assert out["places"]["c0"]["area"] == ("deck" if player else ENC)   # nothing moved: never guessed
    sc = parse_scenario(_table([("minion", ())], [], effect, player), "s.toml")
    assert footprint(sc, "a0") >= {("thing", "c0")}


@pytest.mark.parametrize("change, place", [
    (lambda e: e.update(piles=["hand"]), "piles"),
    (lambda e: e.update(found="attach"), "host"),   # a card found attached needs its host
    (lambda e: e.update(found="attach", host="nowhere"), "host"),
    (lambda e: e.update(host="hero"), "host"),
    (lambda e: e.update(found="discard"), "found"),
    (lambda e: e.update(target="c0"), "target"),
    (lambda e: e.update(by="nobody"), "by"),
])
def test_a_bad_search_names_its_place(change, place):
    effect = {"op": "search_for", "target": ENC, "card": "minion"}
    change(effect)
    with pytest.raises(InputError) as e:
        parse_scenario(_table([("minion", ())], [], effect), "s.toml")
    assert place in e.value.place


@settings(max_examples=20, deadline=None)
@given(st.lists(st.sampled_from(KINDS + [("attachment", ())]), max_size=3),
       st.lists(st.sampled_from(KINDS + [("attachment", ())]), max_size=2),
       st.sampled_from(["attachment", "minion"]), st.sampled_from(["hero", "h0", "gone"]), st.booleans())
def test_a_card_found_and_attached_equals_the_reference(deck, pile, card, host, enters):
    """"Search the encounter deck and discard pile for X and attach it to <host>": the card found is attached to the
    host and enters play (the policy ``attach_enters_play``); a host not in play, or the policy not in force: not
    decided, nothing moved. Control twin of the not-decided rows: the host in play and the policy in force."""
    effect = {"op": "search_for", "target": ENC, "card": card, "piles": ["deck", "discard"], "found": "attach",
              "host": host}
    t = _table(deck, pile, effect)
    t["cards"] += [{"name": "h0", "zone": "play", "type": "support"}, {"name": "gone", "zone": "removed",
                                                                        "type": "support"}]   # never sought
    sc = parse_scenario(t, "s.toml")
    for ps in pick_sets(sc, ["a0"], {}):
        k = dict(ps).get("a0#found", 1)
        out = run_order(sc, ["event", "a0"], {"attach_enters_play": enters}, picks=dict(ps)).to_json()
        name, _, nd, nx = _reference(deck, pile, dict(effect, found=""), k, False)
        moved = {c: p for c, p in out.get("places", {}).items() if p["area"] not in ("encounter_deck",
                                                                                    "encounter_discard")}
        moved.pop("h0", None), moved.pop("gone", None)
        if name is None:
            assert not moved and not out.get("undecided")
        elif host == "gone" or not enters:
            assert not moved and len(out["undecided"]) == 1   # never guessed
            assert out["encounter"] == {"deck": len(deck), "discard": len(pile)}
        else:
            assert moved == {name: {"area": "play", "attached_to": host}} and not out.get("undecided")
            assert out["encounter"] == {"deck": nd, "discard": nx}


def test_a_search_with_no_branch_and_two_matches_is_not_decided():
    effect = {"op": "search_for", "target": ENC, "card": "minion"}
    sc = parse_scenario(_table([("minion", ()), ("minion", ())], [], effect), "s.toml")
    out = run_order(sc, ["event", "a0"], {}).to_json()   # no picks: the engine does not pick c0
    assert "which one is found" in out["undecided"][0] and out["encounter"]["deck"] == 2
    assert run_order(sc, ["event", "a0"], {}, picks={"a0#found": 2}).to_json()["places"]["c1"]["area"] == "set_aside"


# -- a player's deck stated in order (`logic.timing.player_deck_ops`) ------------------------------------------------

@st.composite
def _deck_effect(draw):
    op = draw(st.sampled_from(["draw", "discard_deck", "shuffle_player_deck", "search_for", "discard_until"]))
    if op == "discard_until":   # `order_ops` on a player's deck: the type sought, perhaps added to the hand
        return {"op": op, "target": "hero", "card": draw(st.sampled_from(["ally", "event", ""])),
                **draw(st.sampled_from([{}, {"found": "return_to_hand"}]))}
    if op == "search_for":
        return {"op": op, "target": "hero", "card": "ally", "found": "return_to_hand"}
    return {"op": op, "target": "hero", **({} if op == "shuffle_player_deck" else {"amount": draw(st.integers(0, 2))})}


def _deck_reference(types, effects):
    """(list left, shuffled, not decided, hand, discard, areas of the named cards) by the module's docstring; the
    search takes the first ally (the pick of the one branch the test runs)."""
    order = [f"c{i}" for i in range(len(types))]
    area = {n: "deck" for n in order}
    shuffled = undecided = False
    hand = discard = 0
    for e in effects:
        if e["op"] == "shuffle_player_deck":
            shuffled = True
        elif e["op"] == "discard_until":   # the top cards to the discard pile until one of the type sought is
            if shuffled:
                return order, shuffled, True, None, None, None
            while order:
                n = order.pop(0)
                area[n], discard = "discard", discard + 1
                if not e["card"] or types[int(n[1:])] == e["card"]:
                    if e.get("found"):
                        area[n], discard, hand = "hand", discard - 1, hand + 1
                    break
            else:
                return order, shuffled, True, None, None, None   # it ran out first: not decided
        elif e["op"] == "search_for":
            allies = sorted(n for n in order if types[int(n[1:])] == "ally")
            if len(allies) > 1:
                return None   # several branches: the search's own test covers them
            if allies:
                order.remove(allies[0])
                area[allies[0]], hand = "hand", hand + 1
        else:
            k = min(e["amount"], len(order))
            if k and shuffled:
                return order, shuffled, True, None, None, None
            for n in order[:k]:
                area[n] = "hand" if e["op"] == "draw" else "discard"
            hand, discard = hand + k * (e["op"] == "draw"), discard + k * (e["op"] == "discard_deck")
            del order[:k]
    return order, shuffled, undecided, hand, discard, area


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(["ally", "event", "upgrade"]), max_size=4), st.lists(_deck_effect(), min_size=1,
                                                                                    max_size=3))
def test_a_players_deck_in_order_equals_the_reference(types, effects):
    cards = [{"name": f"c{i}", "zone": "deck", "type": t, "owner": "p1", "controller": "p1"}
             for i, t in enumerate(types)]
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}], "event": {"id": "event"},
             "cards": cards, "zones": [{"player": "p1", "hand": 0, "deck": len(types), "discard": 0,
                                        "order": [c["name"] for c in cards]}],
             "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                            "effects": [e]} for i, e in enumerate(effects)]}
    ref = _deck_reference(types, effects)
    if ref is None:
        return
    out = run_order(parse_scenario(table, "d.toml"), ["event"] + [f"a{i}" for i in range(len(effects))], {},
                    picks={f"a{i}#found": 1 for i in range(len(effects))}).to_json()
    order, shuffled, undecided, hand, discard, area = ref
    assert bool(out.get("undecided")) == undecided, out.get("undecided")
    if undecided:
        return
    deck = out["deck_orders"]["p1"]
    assert deck["cards"] == (sorted(order) if shuffled else order) and ("shuffled_by" in deck) == shuffled
    assert out["zones"]["p1"] == {"hand": hand, "deck": len(order), "discard": discard}   # the count is the list's
    assert {c: p["area"] for c, p in out.get("places", {}).items()} == area


def test_a_bad_player_deck_order_names_its_place():
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}], "event": {"id": "event"},
             "cards": [{"name": "c0", "zone": "deck", "type": "ally", "owner": "p1", "controller": "p1"}],
             "zones": [{"player": "p1", "hand": 0, "deck": 2, "discard": 0, "order": ["c0"]}]}
    with pytest.raises(InputError) as e:
        parse_scenario(table, "d.toml")
    assert "zones[0].deck" in e.value.place


def test_a_search_of_the_top_cards_after_a_shuffle_is_not_decided():
    t = _table([("treachery", ()), ("minion", ())], [], {"op": "search_for", "target": ENC, "card": "minion", "top": 1})
    t["abilities"].append({"id": "a1", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [{"op": "shuffle_deck", "target": ENC}]})
    sc = parse_scenario(t, "s.toml")
    assert not run_order(sc, ["event", "a0", "a1"], {}).to_json().get("places", {}).get("c1", {}).get("area") \
        == "set_aside"   # the minion is not among the top 1 card: nothing found
    out = run_order(sc, ["event", "a1", "a0"], {}).to_json()
    assert "after a1 shuffled it" in out["undecided"][0]


def test_a_search_by_another_player_reveals_the_card_in_front_of_that_player():
    """"The first player searches ... and reveals it": the searching player (``by``) reveals the card found, not the
    controller of the ability."""
    for by, whose in (("p2", "p2"), ("", "p1")):
        effect = {"op": "search_for", "target": ENC, "card": "treachery", "found": "reveal", **({"by": by} if by else {})}
        out = run_order(parse_scenario(_table([("treachery", ())], [], effect), "s.toml"), ["event", "a0"], {},
                        picks={"a0#found": 1}).to_json()
        assert out["places"]["c0"] == {"area": "front", "whose": whose}


@settings(max_examples=10, deadline=None)
@given(st.lists(st.sampled_from(KINDS), max_size=3), st.lists(st.sampled_from(KINDS), max_size=2),
       st.sampled_from(["reveal", "put_into_play"]))
def test_each_players_search_equals_the_reference(deck, pile, found):
    """"Each player searches the encounter deck and discard pile for a minion and reveals it": one search per
    player (p1 then p2), each its own pick (``a0#found``, ``a0@2#found``); the second finds among what the first
    left, a pick already taken falling to the first candidate still there (by the module's docstring)."""
    effect = {"op": "search_for", "target": ENC, "card": "minion", "piles": ["deck", "discard"], "found": found}
    t = _table(deck, pile, dict(effect, by="p2"))
    t["abilities"][0]["effects"] = [dict(effect, by="p1"), dict(effect, by="p2", **{"and": True})]
    sc = parse_scenario(t, "s.toml")
    names = {f"c{i}": d for i, d in enumerate(deck)} | {f"d{i}": d for i, d in enumerate(pile)}
    cands = sorted(n for n, (k, _) in names.items() if k == "minion")
    picks = pick_sets(sc, ["a0"], {})
    assert len(picks) == (max(len(cands), 1) ** 2 if cands else 1)
    for ps in picks:
        ps = dict(ps)
        left, want = list(cands), {}
        for key, who in (("a0#found", "p1"), ("a0@2#found", "p2")):
            if not left:
                break
            k = ps[key]
            got = cands[k - 1] if cands[k - 1] in left else left[0]
            left.remove(got)
            want[got] = ("front", who) if found == "reveal" else "play"
        out = run_order(sc, ["event", "a0"], {}, picks=ps).to_json()
        assert not out.get("undecided")
        start = {c["name"]: c["zone"] for c in sc.raw["cards"]}
        moved = {c: (p["area"], p["whose"]) if p["area"] == "front" else p["area"]
                 for c, p in out.get("places", {}).items() if p["area"] != start[c]}
        assert moved == want
# -- a card of a discard pile shuffled into its deck (``found = "shuffle_into"``: "shuffle 1 Spell card from your
# discard pile into your deck", `logic.situation.applicable_pile_shuffle`) ------------------------------------------

def _pile_reference(deck, pile, effect, pick, player):
    """(the card moved or None, deck count, discard count, the deck's list or None, its order unknown) by the
    docstring: the pick among the pile's matching cards goes into the pile's deck, whose order is then unknown."""
    names = {f"c{i}": d for i, d in enumerate(deck)} | {f"d{i}": d for i, d in enumerate(pile)}
    ok = sorted(n for n, (t, tr) in names.items() if (not effect.get("card") or t == effect["card"])
                and (not effect.get("trait") or effect["trait"] in tr))   # the candidates, wherever they are
    there = [n for n in ok if n.startswith("d")]
    order = [f"c{i}" for i in range(len(deck))]
    if not there:
        return None, len(deck), len(pile), order, False
    found = ok[pick - 1] if ok[pick - 1] in there else there[0]
    return found, len(deck) + 1, len(pile) - 1, sorted(order + [found]), True


@settings(max_examples=15, deadline=None)
@given(st.lists(st.sampled_from(KINDS), max_size=2), st.lists(st.sampled_from(KINDS), max_size=4),
       st.sampled_from(["", "minion", "ally"]), st.sampled_from(["", "Thug"]), st.booleans())
def test_a_card_of_a_pile_shuffled_into_its_deck_equals_the_reference(deck, pile, card, trait, player):
    effect = {"op": "search_for", "target": "hero" if player else ENC, "card": card, "trait": trait,
              "piles": ["discard"], "found": "shuffle_into"}
    sc = parse_scenario(_table(deck, pile, effect, player), "s.toml")
    picks = pick_sets(sc, ["a0"], {})
    for ps in picks:
        out = run_order(sc, ["event", "a0"], {}, picks=dict(ps)).to_json()
        name, nd, nx, order, shuffled = _pile_reference(deck, pile, effect, dict(ps).get("a0#found", 1), player)
        assert not out.get("undecided")
        start = {c["name"]: c["zone"] for c in sc.raw["cards"]}
        moved = {c: p["area"] for c, p in out.get("places", {}).items() if p["area"] != start[c]}
        assert moved == ({name: "deck" if player else ENC} if name else {})
        if player:
            assert out["zones"]["p1"] == {"hand": 0, "deck": nd, "discard": nx}
            listed = out["deck_orders"]["p1"]
        else:
            assert out["encounter"] == {"deck": nd, "discard": nx}
            listed = out["encounter_order"]
        assert sorted(listed["cards"]) == order and ("shuffled_by" in listed) == shuffled
    assert len(picks) == max(1, sum(1 for t, tr in deck + pile if (not card or t == card) and (not trait or trait in tr)))


def test_a_pile_shuffle_of_a_pile_not_stated_is_not_decided():
    effect = {"op": "search_for", "target": "hero", "card": "ally", "piles": ["discard"], "found": "shuffle_into"}
    t = _table([], [("ally", ())], effect, player=True)
    t["zones"][0]["discard"] = 2   # one card of the pile is not stated: it may be an ally
    out = run_order(parse_scenario(t, "s.toml"), ["event", "a0"], {}, picks={"a0#found": 1}).to_json()
    assert out["undecided"][0].startswith("shuffle: the discard pile of p1 holds cards the situation does not state")
    assert out["places"]["d0"]["area"] == "discard" and out["zones"]["p1"]["deck"] == 0   # never guessed
