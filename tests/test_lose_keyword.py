"""A keyword lost ("Magneto loses steady", "Attached enemy loses stalwart": `logic.situation.applicable_lose`, the
engine's ``keyword`` with ``loses``, `logic.timing.keyword_ops`): a plain Python reference over small worlds
(hypothesis), bad input, the catalogue and a situation's op. Cards are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from logic.abilities.reader import read_text
from logic.errors import InputError
from logic.situation import applicable as ap
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

_ON = {"stalwart_not_stunned_or_confused": True, "steady_two_statuses": True}


def _table(printed: list[str], gifts: list[tuple[str, bool]], stuns: int) -> dict:
    """The brute (printed keywords ``printed``) is given or made to lose each keyword of ``gifts`` (for the phase),
    then stunned ``stuns`` times."""
    effects = [dict({"op": "keyword", "target": "brute", "keyword": kw, "duration": "phase"},
                    **({"loses": True} if lose else {})) for kw, lose in gifts]
    effects += [{"op": "status", "target": "brute", "card": "stunned"} for _ in range(stuns)]
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "brute", "controller": "p1", "hit_points": 10, "keywords": printed}],
            "event": {"id": "go"},
            "abilities": [{"id": "a", "kind": "forced_response", "controller": "p1", "trigger": "go",
                           "effects": effects}]}


@settings(max_examples=20, deadline=None)
@given(st.lists(st.sampled_from(["stalwart", "steady"]), unique=True),
       st.lists(st.tuples(st.sampled_from(["stalwart", "steady"]), st.booleans()), max_size=3), st.integers(1, 3))
def test_a_keyword_lost_is_not_had_as_the_reference_says(printed, gifts, stuns):
    """Reference (Keywords p2.b20 stalwart, p2.b22 steady): the brute has a keyword printed or given unless one
    effect makes it lose it; given and lost at once: not had, and not decided once the engine asks. Stalwart: no
    stunned card; steady: up to two; else one."""
    lost = {kw for kw, lose in gifts if lose}
    given_ = {kw for kw, lose in gifts if not lose}
    has = (set(printed) | given_) - lost
    held = 0 if "stalwart" in has else min(stuns, 2 if "steady" in has else 1)
    out = run_order(parse_scenario(_table(printed, gifts, stuns), "hyp"), ["go", "a"], _ON).to_json()
    assert out["characters"]["brute"]["statuses"] == ["stunned"] * held
    both = given_ & lost   # not decided when the engine asks about it: stalwart at each stun, steady unless stalwart
    asked = "stalwart" in both or ("steady" in both and "stalwart" not in has)
    assert asked == any("both gains and loses" in x for x in out.get("undecided", []))


def test_a_stalwart_brute_is_not_stunned():
    out = run_order(parse_scenario(_table(["stalwart"], [], 1), "t"), ["go", "a"], _ON).to_json()
    assert out["characters"]["brute"]["statuses"] == []


def test_control_twin_of_a_stalwart_brute_is_not_stunned_having_lost_stalwart_it_is():
    """Control twin of test_a_stalwart_brute_is_not_stunned: the brute loses stalwart first, and is stunned."""
    out = run_order(parse_scenario(_table(["stalwart"], [("stalwart", True)], 1), "t"), ["go", "a"], _ON).to_json()
    assert out["characters"]["brute"]["statuses"] == ["stunned"]


def test_loses_belongs_to_a_keyword_effect():
    table = _table([], [], 1)
    table["abilities"][0]["effects"][0]["loses"] = True
    with pytest.raises(InputError, match="loses"):
        parse_scenario(table, "bad.toml")


@pytest.mark.parametrize("text, applied", [
    ("Doctor Drizzle loses steady.", True),
    ("Attached enemy loses stalwart.", True),
    ("Doctor Drizzle loses retaliate 1.", False),
    ("Doctor Drizzle loses quickstrike.", False),
    ("While in hero form, Captain Nimbus loses steady.", False),
    ("<b>Action</b>: Doctor Drizzle loses steady.", False),
    ("<b>Action</b>: Doctor Drizzle loses steady until the end of the phase.", True),
])
def test_the_catalogue_applies_a_keyword_lost(text, applied):
    a = read_text(text, "Rust Field")[0]
    assert (ap.why_not_in(a.effects[0], a.kind, a) is None) == applied


def test_the_situation_makes_the_named_card_lose_the_keyword_while_its_card_is_in_play():
    text = "Doctor Drizzle loses steady."
    a = read_text(text, "Rust Field")[0]
    cards = {"field": SituationCard("field", "x1", "Rust Field", "environment", text, {}),
             "villain": SituationCard("villain", "x3", "Doctor Drizzle", "villain", "", {"health": 14, "attack": 1}),
             "hero": SituationCard("hero", "x2", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice")}
    b = _Builder(GameSituation("invented", ["alice"], "alice", cards, Event("attack", attacker="villain",
                                                                            target="hero")), {}, {})
    op = b.effect_op(cards["field"], a.sentences[0], a.effects[0])
    assert op["loses"] is True and op["keyword"] == "steady" and op["targets"] == ["villain"] \
        and op["duration"] == "in_play" and op["card"] == "field"
