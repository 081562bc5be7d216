"""Retaliate's reminder (`logic.situation.retaliate_reminder`, Keywords p2.b17): "Retaliate 1. (After this character
is attacked, deal 1 damage to the attacking character.)" is the keyword's own ability; in a situation where that
character is attacked, the attacker is dealt X damage once, by the keyword's item. Cards are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.answer import answer_situation
from logic.situation.model import read_situation


def _reminder(x: int, y: int | None = None) -> str:
    return f"Retaliate {x}. <i>(After this character is attacked, deal {x if y is None else y} damage to the " \
           "attacking character.)</i>"


@pytest.mark.parametrize("text, accepted", [
    (_reminder(1), True),
    (_reminder(3), True),
    (_reminder(2, 1), False),   # another amount than the keyword's: not its reminder
    ("<i>(After this character is attacked, deal 1 damage to the attacking character.)</i>", False),   # no keyword
    ("Invented Golem gains retaliate 1. <i>(After this character is attacked, deal 1 damage to the attacking "
     "character.)</i>", False),   # a keyword given: "this character" is the card given it, not this one
])
def test_the_reminder_is_accepted_with_its_printed_keyword_only(text, accepted):
    a = next(x for x in read_text(text, "Invented Spikeback") if x.effects and x.kind.value == "constant"
             and x.effects[-1].kind.value == "deal_damage")
    assert (ap.why_not_in(a.effects[-1], a.kind, a) is None) is accepted


def _query(text: str, x_hp: int, atk: int) -> dict:
    cards = [{"id": "alice_hero", "code": "90001a", "name": "Captain Spikeback", "type_code": "hero",
              "controller": "alice", "health": 10, "defense": 2, "attack": 2, "thwart": 2, "text": text},
             {"id": "tyrant", "code": "90301", "name": "Invented Tyrant", "type_code": "villain", "attack": 2,
              "scheme": 1, "health": 12},
             {"id": "brute", "code": "90302", "name": "Invented Brute", "type_code": "minion", "attack": atk,
              "scheme": 1, "health": x_hp, "engaged_with": "alice"}]
    return {"situation": {"players": {"order": ["alice"]}, "cards": cards,
                          "event": {"attack": {"attacker": "brute", "target": "alice_hero"}}}}


@settings(max_examples=2, deadline=None)   # (each example a whole situation answered: ~0.3 s)
@given(st.integers(1, 3), st.integers(1, 3))
def test_an_attacked_hero_with_the_reminder_deals_its_x_once(x, atk):
    """Reference: the minion's undefended attack deals its ATK to the hero, then the minion is dealt X once (the
    keyword and its reminder one ability), the reminder's clause cited; decided."""
    ans = answer_situation(read_situation(_query(_reminder(x), 5, atk), "<random>"), "marvel_champions/en")
    t = ans.to_json()["timing"]
    assert t["decided"], t
    assert {o["outcome"]["characters"]["alice_hero"]["health"] for o in t["groups"]} == {10 - atk}
    assert {o["outcome"]["characters"]["brute"]["health"] for o in t["groups"]} == {5 - x}
    hero = next(c for c in t["cards"] if c["card"] == "alice_hero")
    assert any("retaliate_reminder" in p["why"] for p in hero["applied"]) and not hero["not_read"], hero


def test_control_twin_a_reminder_of_another_amount_is_not_read():
    """Control twin of the hero with the reminder: its reminder deals another amount than its Retaliate X, so it is
    no reminder of it, and the ability is not read (the keyword's damage alone is not the whole ability)."""
    t = answer_situation(read_situation(_query(_reminder(2, 1), 5, 1), "<random>"),
                         "marvel_champions/en").to_json()["timing"]
    assert not t["decided"] and any(x.startswith("alice_hero: ability 1") for x in t["not_read"]), t["not_read"]
