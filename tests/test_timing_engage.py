"""Engagement (``engage``, `logic.timing.engage_ops`) against a plain-Python reference over small worlds (hypothesis).

The reference is written from the semantics in `logic.timing.engage_ops`' docstring, not from its code: one effect at
a time on a dictionary; a minion defeated by damage, or set aside, engages no one after. The cards are invented.
"""

import pytest
from hypothesis import example, given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import footprint, run_order
from logic.timing.scenario import parse_scenario

#: character -> (controller, hit points, stated engagement)
CHARS = {"hero": ("p1", 10, ""), "rival": ("p2", 10, ""), "thug": ("p1", 2, "p1"), "brute": ("p1", 3, "")}


def _table(effects):
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": n, "controller": c, "hit_points": h, **({"engaged_with": w} if w else {})}
                           for n, (c, h, w) in CHARS.items()],
            "cards": [], "event": {"id": "event"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]} for i, e in enumerate(effects)]}


def _reference(effects):
    """The characters whose engagement changed and with whom they are engaged now; the health of each."""
    health = {n: h for n, (_, h, _) in CHARS.items()}
    gone, with_, changed = set(), {n: w for n, (_, _, w) in CHARS.items()}, {}
    for e in effects:
        t = e["target"]
        if t in gone:
            continue
        if e["op"] == "engage" and with_[t] != e["card"]:
            with_[t] = changed[t] = e["card"]
        elif e["op"] == "damage":
            health[t] -= e["amount"]
            if health[t] <= 0:
                gone.add(t)
        elif e["op"] == "set_aside":
            gone.add(t)
    return changed


@st.composite
def effect(draw):
    op = draw(st.sampled_from(["engage", "damage", "set_aside"]))
    e = {"op": op, "target": draw(st.sampled_from(["thug", "brute"]))}
    if op == "engage":
        e["card"] = draw(st.sampled_from(["p1", "p2"]))
    elif op == "damage":
        e["amount"] = draw(st.integers(1, 3))
    return e


@settings(max_examples=8, deadline=None)
@given(st.lists(effect(), min_size=1, max_size=4))
@example([{"op": "engage", "target": "thug", "card": "p1"}])
@example([{"op": "engage", "target": "thug", "card": "p2"}, {"op": "engage", "target": "brute", "card": "p2"}])
@example([{"op": "damage", "target": "thug", "amount": 2}, {"op": "engage", "target": "thug", "card": "p2"}])
def test_engage_equals_the_reference(effects):
    sc = parse_scenario(_table(effects), "<random>")
    out = run_order(sc, ["event"] + [f"a{i}" for i in range(len(effects))], {"partial_resolution": True})
    assert out.to_json().get("engaged", {}) == _reference(effects)


def test_an_enemy_already_engaged_with_that_player_is_not_engaged_again_so_then_does_not_follow():
    """'X engages p1. Then deal 1 damage to the hero.': X engaged with p2 first, the damage follows; X engaged with p1
    already, the engage is not done and (under ``conditional_needs_done``) nothing follows: the control twin."""
    for who, hurt in (("p2", 9), ("p1", 10)):
        t = _table([])
        t["abilities"] = [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event", "effects": [
            {"op": "engage", "target": "thug", "card": who}, {"op": "damage", "target": "hero", "amount": 1,
                                                              "then": True}]}]
        out = run_order(parse_scenario(t, "<t>"), ["event", "a0"], {"conditional_needs_done": True})
        assert out.to_json()["characters"]["hero"]["health"] == hurt


def test_engagements_of_two_enemies_commute():
    sc = parse_scenario(_table([{"op": "engage", "target": "thug", "card": "p2"},
                                {"op": "engage", "target": "brute", "card": "p2"}]), "<t>")
    assert not footprint(sc, "a0") & footprint(sc, "a1")
    assert run_order(sc, ["event", "a0", "a1"], {}) == run_order(sc, ["event", "a1", "a0"], {})


@pytest.mark.parametrize("change, match", [
    ({"op": "engage", "target": "thug"}, "engage"),
    ({"op": "engage", "target": "thug", "card": "p9"}, "players.order"),
])
def test_a_bad_engage_is_one_line_naming_its_place(change, match):
    with pytest.raises(InputError, match=match):
        parse_scenario(_table([change]), "<t>")
    t = _table([])
    t["characters"][2]["engaged_with"] = "p9"
    with pytest.raises(InputError, match="engaged_with"):
        parse_scenario(t, "<t>")


@settings(max_examples=12, deadline=None)
@given(st.lists(st.sampled_from(["", "p1", "p2"]), min_size=1, max_size=3),
       st.lists(st.tuples(st.integers(0, 2), st.sampled_from(["p1", "p2"])), max_size=2))
def test_damage_to_each_minion_engaged_with_the_player_chosen_equals_the_reference(stated, moves):
    """'Choose a player. Deal 1 damage to the villain and each minion engaged with that player.' (``of_pick`` per
    player, ``if_engaged``): a plain-Python reference over small worlds of minions stated engaged with p1, p2 or no
    one, some engaged anew by earlier items: each pick is one branch, where the villain and exactly the minions
    engaged with the player picked when the item resolves take the damage."""
    from logic.timing.choice_ops import pick_sets
    names = [f"m{i}" for i in range(len(stated))]
    moves = [(names[i], p) for i, p in moves if i < len(names)]
    chars = [{"name": "villain", "controller": "p1", "hit_points": 9},
             {"name": "hero1", "controller": "p1", "hit_points": 9},
             {"name": "hero2", "controller": "p2", "hit_points": 9}] + [
        {"name": n, "controller": "p1", "hit_points": 5, **({"engaged_with": w} if w else {})}
        for n, w in zip(names, stated)]
    blast = [{"op": "damage", "targets": ["villain"], "amount": 1}] + [
        {"op": "damage", "targets": names, "amount": 1, "if_engaged": p, "chosen": 1, "of_pick": ident}
        for ident, p in (("hero1", "p1"), ("hero2", "p2"))]
    items = [{"id": f"e{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
              "effects": [{"op": "engage", "target": n, "card": p}]} for i, (n, p) in enumerate(moves)]
    items.append({"id": "blast", "kind": "forced_response", "controller": "p1", "trigger": "event", "effects": blast})
    order = ["event"] + [f"e{i}" for i in range(len(moves))] + ["blast"]
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["p1", "p2"]}, "characters": chars,
                         "cards": [], "event": {"id": "event"}, "abilities": items}, "x.toml")
    now = dict(zip(names, stated))
    for n, p in moves:
        now[n] = p
    pol = {"targets_chosen": True, "partial_resolution": True}
    got = {}
    for p in pick_sets(sc, order, pol):
        out = run_order(sc, order, pol, picks=dict(p))
        if not out.void:
            ch = out.to_json()["characters"]
            got[dict(p)["blast#1"]] = (ch["villain"]["health"], [ch[n]["health"] for n in names])
    assert got == {ident: (8, [4 if now[n] == p else 5 for n in names])
                   for ident, p in (("hero1", "p1"), ("hero2", "p2"))}
