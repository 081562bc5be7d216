"""A keyword a constant ability gives while an identity is in a form ("While in hero form, X gains retaliate 1":
`logic.situation.kept_form`, the engine's ``keyword`` kept with ``if_form``, `logic.timing.keyword_ops`): a plain Python
reference over small worlds (hypothesis), bad input, the catalogue, a situation's op and "not decided". Cards are
invented."""

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

_ON = {"retaliate_damages_attacker": True, "keyword_kept_while_condition": True}


def _table(steps: list[str], start: str, kept: bool = True) -> dict:
    """The hero (starting in form ``start``) is given retaliate 1 by the vest's constant ability while in hero form;
    then each step: the hero flips, or the villain attacks the hero for 1."""
    gift = {"op": "keyword", "target": "hero", "keyword": "retaliate", "amount": 1, "duration": "in_play",
            "card": "vest", "if_form": "hero", "if_form_of": "hero", **({"kept": True} if kept else {})}
    items = [{"id": "gift", "kind": "forced_interrupt", "controller": "p1", "trigger": "go", "effects": [gift]}]
    for i, s in enumerate(steps):
        items.append({"id": f"s{i}", "kind": "forced_interrupt", "controller": "p1", "trigger": "go",
                      "effects": [{"op": "flip", "target": "hero"}]} if s == "flip" else
                     {"id": f"s{i}", "kind": "forced_interrupt", "controller": "p2", "trigger": "go",
                      "source": "villain", "effects": [{"op": "attack", "target": "hero", "amount": 1}]})
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10, "form": start},
                           {"name": "villain", "controller": "p2", "hit_points": 20}],
            "cards": [{"name": "vest"}], "event": {"id": "go"}, "abilities": items}


def _villain(steps: list[str], start: str, policies: dict) -> int:
    sc = parse_scenario(_table(steps, start), "t")
    out = run_order(sc, ["go", "gift"] + [f"s{i}" for i in range(len(steps))], policies).to_json()
    return out["characters"]["villain"]["health"]


@settings(max_examples=20, deadline=None)
@given(st.lists(st.sampled_from(["flip", "attack"]), max_size=5), st.sampled_from(["hero", "alter_ego"]),
       st.booleans())
def test_a_kept_keyword_acts_while_in_its_form_as_the_reference_says(steps, start, policy):
    """Reference (Ability p2.b1, Keywords p2.b17): each attack on the hero deals the villain 1 retaliate damage when
    the hero is in hero form at that attack (whatever the form when the keyword was given); without the policy
    ``keyword_kept_while_condition``, at every attack."""
    form, villain = start, 20
    for s in steps:
        if s == "flip":
            form = "alter_ego" if form == "hero" else "hero"
        elif form == "hero" or not policy:
            villain -= 1
    assert _villain(steps, start, dict(_ON, keyword_kept_while_condition=policy)) == villain


def test_in_hero_form_the_attack_is_retaliated():
    assert _villain(["attack"], "hero", _ON) == 19


def test_control_twin_of_in_hero_form_the_attack_is_retaliated_in_alter_ego_form_it_is_not():
    """Control twin of test_in_hero_form_the_attack_is_retaliated: the hero in alter-ego form, no retaliate."""
    assert _villain(["attack"], "alter_ego", _ON) == 20


def test_kept_belongs_to_a_constant_keyword_with_a_form():
    table = _table([], "hero")
    del table["abilities"][0]["effects"][0]["if_form"], table["abilities"][0]["effects"][0]["if_form_of"]
    with pytest.raises(InputError, match="kept"):
        parse_scenario(table, "bad.toml")


@pytest.mark.parametrize("text, applied", [
    ("While in hero form, Captain Nimbus gains retaliate 1.", True),
    ("While Captain Nimbus is in hero form, his attacks gain piercing.", True),
    ("While in Tiny hero form, Captain Nimbus gains retaliate 1.", False),
    ("While in hero form, Captain Nimbus gains patrol.", False),   # (guard is applied since s12-prohib)
    ("<b>Action</b>: If Captain Nimbus is in hero form, this attack gains piercing.", False),
    ("<b>Action</b>: While in hero form, Captain Nimbus gains retaliate 1.", False),
])
def test_the_catalogue_reads_a_keyword_kept_while_in_a_form(text, applied):
    a = read_text(text, "Thorn Vest")[0]
    assert (ap.why_not_in(a.effects[0], a.kind, a) is None) == applied


def _op(text: str, hero_name: str = "Captain Nimbus"):
    a = read_text(text, "Thorn Vest")[0]
    cards = {"hero": SituationCard("hero", "x1", hero_name, "hero", "", {"health": 10}, controller="alice"),
             "vest": SituationCard("vest", "x2", "Thorn Vest", "upgrade", text, {}, controller="alice",
                                   attached_to="hero"),
             "villain": SituationCard("villain", "x3", "Doctor Drizzle", "villain", "", {"health": 14, "attack": 1})}
    b = _Builder(GameSituation("invented", ["alice"], "alice", cards, Event("attack", attacker="villain",
                                                                            target="hero")), {}, {})
    op = b.effect_op(cards["vest"], a.sentences[0], a.effects[0])
    assert op is None or "mc.common.situation_constant.condition_kept" in b.clauses
    return op


def test_the_situation_keeps_the_keyword_while_the_identity_is_in_hero_form():
    op = _op("While Captain Nimbus is in hero form, Captain Nimbus gains retaliate 1.")
    assert op["kept"] is True and op["if_form"] == "hero" and op["if_form_of"] == "hero" \
        and op["duration"] == "in_play" and op["targets"] == ["hero"]


def test_a_form_of_a_card_that_is_no_identity_is_not_decided():
    """"While Doctor Drizzle is in hero form": the villain is no identity with a hero form: left unread."""
    assert _op("While Doctor Drizzle is in hero form, Captain Nimbus gains retaliate 1.") is None


# --- kept while a character has a trait ("While you have the RESTRAINED trait, you gain steady") -------------------
def _stunned(trait_given: bool) -> list:
    """The hero is given stalwart while it has the Restrained trait (it has not, as the keyword is given), then may be
    given that trait for the phase, then is stunned."""
    gift = {"op": "keyword", "target": "hero", "keyword": "stalwart", "duration": "in_play", "card": "vest",
            "kept": True, "if_state": "trait:hero:Restrained"}
    effects = [gift] + ([{"op": "trait", "target": "hero", "trait": "Restrained", "duration": "phase"}]
                        if trait_given else []) + [{"op": "status", "target": "hero", "card": "stunned"}]
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}], "cards": [{"name": "vest"}],
             "event": {"id": "go"}, "abilities": [{"id": "a", "kind": "forced_interrupt", "controller": "p1",
                                                   "trigger": "go", "effects": effects}]}
    policies = {"stalwart_not_stunned_or_confused": True, "keyword_kept_while_condition": True}
    return run_order(parse_scenario(table, "t"), ["go", "a"], policies).to_json()["characters"]["hero"]["statuses"]


def test_a_keyword_kept_while_a_trait_acts_once_the_trait_is_had():
    """The trait given after the keyword: stalwart is had from then on (its condition sought all along), no stun."""
    assert _stunned(True) == []


def test_control_twin_of_a_keyword_kept_while_a_trait_without_the_trait_the_hero_is_stunned():
    """Control twin of test_a_keyword_kept_while_a_trait_acts_once_the_trait_is_had: no Restrained trait, stunned."""
    assert _stunned(False) == ["stunned"]


def test_the_situation_keeps_a_keyword_while_a_trait():
    op = _op("While Captain Nimbus has the Restrained trait, Captain Nimbus gains stalwart.")
    assert op["kept"] is True and op["if_state"] == "trait:hero:Restrained" and op["duration"] == "in_play"
