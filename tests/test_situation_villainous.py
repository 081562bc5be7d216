"""Villainous' reminder (`logic.situation.villainous`, Keywords p2.b28): "(When this minion activates, give it a boost
card.)" is the keyword's boost card; in a situation where that minion attacks, the card dealt as its boost is that
card, its icons on the attack. Cards are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.answer import answer_situation
from logic.situation.model import read_situation

_VILLAINOUS = "Villainous. <i>(When this minion activates, give it a boost card.)</i>"


@pytest.mark.parametrize("text, accepted", [
    (_VILLAINOUS, True),
    ("<i>(When this minion activates, give it a boost card.)</i>", False),   # no keyword: not its reminder
    ("Villainous. <i>(When this minion activates, give it 2 boost cards.)</i>", False),   # another amount
])
def test_the_reminder_is_accepted_with_its_keyword_only(text, accepted):
    a = next(x for x in read_text(text, "Invented Brute") if x.effects)
    assert (ap.why_not_in(a.effects[0], a.kind, a) is None) is accepted


def _query(text: str, boost: int | None, attack: int) -> dict:
    cards = [{"id": "alice_hero", "code": "90001a", "name": "Captain Invented", "type_code": "hero",
              "controller": "alice", "health": 10, "defense": 2, "attack": 2, "thwart": 2},
             {"id": "tyrant", "code": "90301", "name": "Invented Tyrant", "type_code": "villain", "attack": 2,
              "scheme": 1, "health": 12},
             {"id": "brute", "code": "90302", "name": "Invented Brute", "type_code": "minion", "attack": attack,
              "scheme": 1, "health": 3, "engaged_with": "alice", "text": text}]
    if boost is not None:
        cards.append({"id": "quake", "code": "90905", "name": "Invented Quake", "type_code": "treachery",
                      "boost": boost, "dealt_as_boost": True})
    return {"situation": {"players": {"order": ["alice"]}, "cards": cards,
                          "event": {"attack": {"attacker": "brute", "target": "alice_hero"}}}}


@settings(max_examples=1, deadline=None)   # (each example a whole situation answered: ~0.3 s)
@given(st.one_of(st.none(), st.integers(1, 3)), st.integers(1, 3))
def test_a_villainous_minion_attacks_with_the_boost_card_dealt(boost, attack):
    """Reference: the villainous minion's undefended attack deals its ATK plus the boost icons of the card dealt as
    its boost, the reminder applied by that card's item and the Villainous clause cited; no card stated as dealt:
    what it was given is not known (not decided)."""
    ans = answer_situation(read_situation(_query(_VILLAINOUS, boost, attack), "<random>"), "marvel_champions/en")
    t = ans.to_json()["timing"]
    if boost is None:
        assert not t["decided"] and any(x.startswith("brute: ability 1") for x in t["not_read"])
    else:
        assert t["decided"], t
        assert {o["outcome"]["characters"]["alice_hero"]["health"] for o in t["groups"]} == {10 - attack - boost}
        assert any(c.startswith("mc.common.situation_keywords.villainous") for c in t["clauses"])


def test_control_twin_a_minion_without_villainous_attacks_with_no_boost_card():
    """Control twin of the villainous minion: the same minion with no keyword and no card dealt as boost is decided,
    its ATK only."""
    twin = answer_situation(read_situation(_query("", None, 2), "<random>"), "marvel_champions/en").to_json()
    assert twin["timing"]["decided"]
    assert {o["outcome"]["characters"]["alice_hero"]["health"] for o in twin["timing"]["groups"]} == {8}
