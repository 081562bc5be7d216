""""Heal all damage" and "remove all threat" (`logic.timing.all_ops`: the counted amounts ``damage:<character>`` and
``threat:<scheme>``) against a plain-Python reference over small worlds (hypothesis): one item deals damage, heals,
places and removes threat in a random order, some of them "all of it"; the reference applies each in turn, "all"
being what is there when it resolves. The reading side: the catalogue and the situation's conversion of the
printed words (`logic.situation.applicable_all`). The cards are invented.
"""

import pytest
from hypothesis import given, settings, strategies as st

from logic.abilities import model as m
from logic.abilities.reader import read_text
from logic.errors import InputError
from logic.situation import applicable as ap
from logic.situation.applicable_all import all_of
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _table(hp, damage, threat, effects):
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": hp, "damage": damage}],
            "schemes": [{"name": "plot", "threat": threat}], "event": {"id": "event"},
            "abilities": [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": list(effects)}]}


def _reference(hp, damage, threat, effects):
    """(health, threat) after the item: damage and threat as printed, "all" what is there then."""
    health = hp - damage
    for e in effects:
        n = e["amount"]
        if e["op"] == "damage":
            health -= n
        elif e["op"] == "heal":
            health = min(hp, health + (hp - health if e.get("per") else n))
        elif e["op"] == "threat":
            threat += n
        else:
            threat = max(0, threat - (threat if e.get("per") else n))
    return health, threat


_ops = st.one_of(
    st.integers(1, 3).map(lambda n: {"op": "damage", "target": "hero", "amount": n}),
    st.integers(1, 3).map(lambda n: {"op": "heal", "target": "hero", "amount": n}),
    st.just({"op": "heal", "target": "hero", "amount": 1, "per": "damage:hero"}),
    st.integers(1, 3).map(lambda n: {"op": "threat", "target": "plot", "amount": n}),
    st.integers(1, 3).map(lambda n: {"op": "remove_threat", "target": "plot", "amount": n}),
    st.just({"op": "remove_threat", "target": "plot", "amount": 1, "per": "threat:plot"}))


@settings(max_examples=12, deadline=None)
@given(st.integers(20, 30), st.integers(0, 5), st.integers(0, 6), st.lists(_ops, min_size=1, max_size=5))
def test_all_damage_and_all_threat_equal_the_reference(hp, damage, threat, effects):
    out = run_order(parse_scenario(_table(hp, damage, threat, effects), "a.toml"), ["event", "a0"], {}).to_json()
    assert (out["characters"]["hero"]["health"], out["threat"]["plot"]) == _reference(hp, damage, threat, effects)


def test_an_all_count_names_a_character_or_scheme_of_the_scenario():
    with pytest.raises(InputError):
        parse_scenario(_table(10, 0, 0, [{"op": "heal", "target": "hero", "amount": 1, "per": "damage:nobody"}]),
                       "a.toml")


@pytest.mark.parametrize("text, applied", [
    ("<b>Action</b>: Heal all damage from your identity.", True),
    ("<b>Forced Response</b>: After this minion activates, heal all damage from it.", True),
    ("<b>Action</b>: Remove all threat from the main scheme.", True),
    ("<b>Action</b>: Heal 3 damage from your identity.", False),   # a printed amount: not "all"
])
def test_all_of_it_is_read_as_the_amount_all(text, applied):
    (a,) = read_text(text, "Invented Mending")
    e = a.effects[0]
    assert all_of(e) == applied
    assert (e.amount == m.Amount(variable="all")) == applied
    if applied:
        assert ap.why_not(e) is None


# --- status cards counted (`logic.timing.status_count_ops`: ``statuses:<character>[:<status>]``) ----------------
_STATUS = ("stunned", "confused", "tough")


@settings(max_examples=10, deadline=None)
@given(st.lists(st.sampled_from(_STATUS), max_size=3), st.sampled_from(("",) + _STATUS), st.integers(1, 2),
       st.booleans())
def test_status_cards_counted_equal_the_reference(held, kind, unit, remove_first):
    """Damage dealt per status card (of a type) on the hero, a status card removed first or not."""
    per = "statuses:hero" + (f":{kind}" if kind else "")
    effects = ([{"op": "remove_status", "target": "hero", "card": "tough"}] if remove_first else []) \
        + [{"op": "damage", "target": "villain", "amount": unit, "per": per}]
    t = _table(10, 0, 0, effects)
    t["characters"][0]["statuses"] = list(held)
    t["characters"].append({"name": "villain", "controller": "p1", "hit_points": 30})   # (the damage dealt)
    out = run_order(parse_scenario(t, "s.toml"), ["event", "a0"], {}).to_json()
    now = list(held)
    if remove_first and "tough" in now:
        now.remove("tough")
    assert 30 - out["characters"]["villain"]["health"] == unit * sum(1 for x in now if not kind or x == kind)


@pytest.mark.parametrize("per", ["statuses:nobody", "statuses:hero:dazed"])
def test_a_bad_status_count_is_one_line(per):
    with pytest.raises(InputError):
        parse_scenario(_table(10, 0, 0, [{"op": "heal", "target": "hero", "amount": 1, "per": per}]), "s.toml")
