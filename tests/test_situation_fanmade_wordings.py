"""Wordings of fan-made pools read by general rules (issue 15, fan-made pool): each shape on two invented cards
worded differently, and what the outcome engine does with it against a plain-Python reference. Cards invented."""

from __future__ import annotations

from dataclasses import replace

import pytest

from logic.abilities import model as m
from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

K, N = m.EffectKind, m.Noun


def _situation(owner: str = "alice") -> tuple[_Builder, SituationCard]:
    """alice (and bob), her hero, a villain, a main scheme and the card under test (owned by ``owner``)."""
    cards = {
        "hero": SituationCard("hero", "y1", "Lady Lantern", "hero", "", {"health": 10}, controller="alice"),
        "villain": SituationCard("villain", "y2", "Baron Bramble", "villain", "", {"health": 14, "attack": 2}),
        "plan": SituationCard("plan", "y3", "Overgrowth", "main_scheme", "", {"threat": 3}),
        "gadget": SituationCard("gadget", "y4", "Stray Cat", "support", "", {}, controller=owner, owner=owner),
    }
    sit = GameSituation("invented", ["alice", "bob"], "alice", cards, Event("attack", attacker="villain", target="hero"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "villain_attacks"
    b.you_in = lambda *_: "alice"   # the "you" of the sentence is alice (the seat clauses' business)
    return b, cards["gadget"]


class _Sentence:
    index = 1


def _run(b, ops, hand=None, picks=None, places=()):
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10},
                            {"name": "bob_identity", "controller": "bob", "hit_points": 10}],
             "schemes": [{"name": "plan", "threat": 3}], "cards": list(places),
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    if hand is not None:
        table["zones"] = [{"player": "alice", "hand": hand, "deck": 5, "discard": 0}]
    policies = {"options_picked": True, "owner_areas": True}
    return run_order(parse_scenario(table, "invented"), ["go", "it"], policies, picks=picks)


# -- triggers: a status given in the passive, a flip to a form, a resource of one type spent -----------------------
@pytest.mark.parametrize("text, event, check", [
    ("After you are stunned, place 1 threat on the main scheme.", m.EventKind.STATUS_GIVEN, "stunned"),
    ("After your hero is confused, draw 1 card.", m.EventKind.STATUS_GIVEN, "confused"),
    ("When you flip your hero to alter-ego form, draw 1 card.", m.EventKind.CHANGES_FORM, "alter_ego"),
    ("After a player flips their identity to hero form, draw 1 card.", m.EventKind.CHANGES_FORM, "hero"),
    ("After you spend a [mental] resource, draw 1 card.", m.EventKind.RESOURCE_SPENT, "mental"),
    ("After you spend an [energy] resource, draw 1 card.", m.EventKind.RESOURCE_SPENT, "energy"),
])
def test_fan_made_triggers_are_read_whole_and_typed(text, event, check):
    (a,) = read_text(f"<b>Response</b>: {text}", "Stray Cat")
    assert all(r.status is m.ReadStatus.FULLY for r in a.sentences), [r.unread for r in a.sentences]
    t = a.trigger
    assert t.event is event
    if event is m.EventKind.STATUS_GIVEN:
        assert [f.value for f in t.filters if f.kind is m.FilterKind.STATUS] == [check]
    elif event is m.EventKind.CHANGES_FORM:
        assert t.form == check
    else:
        assert [f.value for f in t.object.filters if f.kind is m.FilterKind.RESOURCE] == [check]


def test_a_second_event_joined_by_or_is_a_status_given():
    (a,) = read_text("<b>Hero Response</b>: After you take damage or are stunned, heal 2 damage from your hero.",
                     "Stray Cat")
    assert a.sentences[0].status is m.ReadStatus.FULLY
    assert a.trigger.event is m.EventKind.TAKES_DAMAGE and a.trigger.also == (m.EventKind.STATUS_GIVEN,)


# -- "if you have no cards in (your) hand": the engine counts the hand as the effect resolves ----------------------
@pytest.mark.parametrize("text", ["<b>When Revealed</b>: If you have no cards in your hand, you are stunned.",
                                  "<b>Forced Response</b>: After you play an event, if you have no cards in your "
                                  "hand, you are stunned."])
@pytest.mark.parametrize("hand", [0, 2])
def test_no_cards_in_hand_is_tested_when_the_effect_resolves(text, hand):
    """Reference: the status is given exactly when alice's hand is empty (the control twin: 1 or 3 cards)."""
    (a,) = read_text(text, "Stray Cat")
    (e,) = a.effects
    assert ap.why_not(e) is None
    b, card = _situation()
    b.sit.zones["alice"] = {"hand": hand, "deck": 5, "discard": 0}
    op = b.effect_op(card, _Sentence(), e)
    assert op == {"op": "status", "targets": ["hero"], "card": "stunned", "if_state": "hand:hero",
                  "if_at_least": 0, "if_at_most": 0}
    out = _run(b, [op], hand=hand).to_json()
    assert ("stunned" in out["characters"]["hero"].get("statuses", [])) is (hand == 0)


def test_no_cards_in_hand_is_not_guessed_without_the_hand_stated_nor_kept_in_a_constant_ability():
    (a,) = read_text("<b>Action</b>: If you have no cards in your hand, draw 2 cards.", "Stray Cat")
    (e,) = a.effects
    (old,) = read_text("<b>Action</b>: If you have no cards in hand, draw 2 cards.", "Stray Cat")[0].effects
    assert ap.why_not(old) is None   # "no cards in hand": the counted noun is typed (cards of the subject's hand)
    b, card = _situation()
    assert b.effect_op(card, _Sentence(), e) is None   # alice's zones not stated
    assert ap.why_not_in(e, m.AbilityKind.CONSTANT).startswith("a condition on the world in a constant ability")
    b.sit.zones["alice"] = {"hand": 0, "deck": 5, "discard": 0}
    op = b.effect_op(card, _Sentence(), e)
    assert b.effect_op(card, _Sentence(), old) == op   # "in hand" and "in your hand": the same test
    assert _run(b, [op], hand=0).to_json()["zones"]["alice"]["hand"] == 2


# -- "Choose: X or Y": the options of the heading ------------------------------------------------------------------
@pytest.mark.parametrize("text, second", [
    ("You must choose: take 2 damage or be stunned.", {"op": "status", "targets": ["hero"], "card": "stunned"}),
    ("Choose: be confused or discard 1 card from your hand.", {"op": "discard", "targets": ["hero"], "amount": 1}),
])
def test_a_heading_then_options_joined_by_or_is_one_choice(text, second):
    (a,) = read_text(f"<b>When Revealed</b>: {text}", "Stray Cat")
    assert all(r.status is m.ReadStatus.FULLY for r in a.sentences), [r.unread for r in a.sentences]
    effects = list(a.effects)
    assert ap.choose_heading(effects[0]) and ap.choice_numbers(effects) == {1: 1, 2: 2}
    assert ap.choice_why(effects) == [None, None, None] and all(ap.why_not(e) is None for e in effects)
    b, card = _situation()
    ops = [b.effect_op(card, _Sentence(), e) for e in effects[1:]]
    assert ops[1] == second


def test_be_stunned_with_no_subject_stuns_the_resolving_player_in_the_engine():
    """Reference: the option picked is the one done (2 damage, or the stunned status), never both."""
    (a,) = read_text("<b>When Revealed</b>: You must choose: take 2 damage or be stunned.", "Stray Cat")
    b, card = _situation()
    ops = [dict(b.effect_op(card, _Sentence(), e), option=k) for k, e in enumerate(a.effects[1:], 1)]
    for pick in (1, 2):
        hero = _run(b, ops, picks={"it": pick}).to_json()["characters"]["hero"]
        assert (hero["health"], "stunned" in hero.get("statuses", [])) == ((8, False) if pick == 1 else (10, True))


# -- "under your control": put into play, then controlled by the "you" ----------------------------------------------
@pytest.mark.parametrize("text", ["Stray Cat enters play under your control.",
                                  "Put Stray Cat into play under your control."])
@pytest.mark.parametrize("owner", ["alice", "bob"])
def test_a_card_put_into_play_under_your_control_is_yours(text, owner):
    """Reference: whoever owns the card, it ends in play controlled by alice (the "you")."""
    (a,) = read_text(f"<b>Action</b>: {text}", "Stray Cat")
    (e,) = a.effects
    assert e.controller is not None and ap.why_not(e) is None
    b, card = _situation(owner)
    op = b.effect_op(card, _Sentence(), e)
    assert op == {"op": "put_into_play", "target": "gadget", "card": "alice"}
    out = _run(b, [op], places=[dict(b.places["gadget"], zone="hand")])
    assert ("gadget", "play", "", "") in out.places and dict(out.control).get("gadget", owner) == "alice"
    assert ap.why_not(replace(e, controller=m.Target(N.PLAYER, m.Quantifier.THE))) is not None


@pytest.mark.parametrize("text, first", [("Put Stray Cat into play under the first player's control.", "bob"),
                                         ("Put Stray Cat into play under its owner's control.", "alice")])
@pytest.mark.parametrize("owner", ["alice", "bob", ""])
def test_a_card_put_into_play_under_the_first_players_or_its_owners_control(text, first, owner):
    """Reference: "the first player's control": the situation's first player, whoever owns it; "its owner's
    control": the owner stated for the card (none stated: not converted, never guessed). "Any player's control" is a
    pick the engine has no branch for here: not applied."""
    (a,) = read_text(f"<b>Action</b>: {text}", "Stray Cat")
    (e,) = a.effects
    assert e.controller is not None and ap.why_not(e) is None
    b, card = _situation(owner)
    b.sit.first = first
    want = first if "first" in text else owner
    op = b.effect_op(card, _Sentence(), e)
    assert op == ({"op": "put_into_play", "target": "gadget", "card": want} if want else None)
    if op is not None:
        out = _run(b, [op], places=[dict(b.places["gadget"], zone="hand")])
        assert ("gadget", "play", "", "") in out.places and dict(out.control).get("gadget", owner) == want
    (x,) = read_text("<b>Action</b>: Put Stray Cat into play under any player's control.", "Stray Cat")[0].effects
    assert "controller" in ap.why_not(x)


# -- "1 ally you control": one card picked, as "an ally you control" --------------------------------------------------
@pytest.mark.parametrize("text, kind", [("You must exhaust 1 ally you control.", K.EXHAUST),
                                        ("Deal 2 damage to 1 minion.", K.DEAL_DAMAGE)])
def test_one_counted_card_is_one_card_picked(text, kind):
    (a,) = read_text(f"<b>Action</b>: {text}", "Stray Cat")
    (e,) = a.effects
    assert e.kind is kind and e.target.count is not None and ap.why_not(e) is None
    assert ap.why_not(replace(e, target=replace(e.target, count=m.Amount(value=2)))) is not None   # 2: not one


def test_one_ally_you_control_is_picked_among_yours_and_each_pick_exhausts_that_ally_in_the_engine():
    """Reference: the picks are alice's allies only, and each pick exhausts exactly that ally."""
    from logic.situation import chosen
    (a,) = read_text("<b>Action</b>: You must exhaust 1 ally you control.", "Stray Cat")
    (e,) = a.effects
    b, card = _situation()
    for name, who in (("pal", "alice"), ("bud", "alice"), ("foe", "bob")):
        b.sit.cards[name] = SituationCard(name, "y" + name, name.title(), "ally", "", {"health": 2}, controller=who)
        b.characters[name] = {"name": name, "controller": who, "hit_points": 2}
    assert chosen.single(e.target) and sorted(chosen.candidates(b, e.target, "alice", card.id)) == ["bud", "pal"]
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "alice"},
             "characters": [b.characters[n] for n in ("pal", "bud")], "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go",
                            "effects": [{"op": "exhaust", "targets": ["pal", "bud"], "chosen": 1}]}]}
    sc = parse_scenario(table, "invented")
    from logic.timing.choice_ops import pick_sets
    picks = pick_sets(sc, ["it"], {"targets_chosen": True})
    assert sorted(k for p in picks for _, k in p) == ["bud", "pal"]
    for p in picks:
        out = run_order(sc, ["go", "it"], {"targets_chosen": True}, picks=dict(p))
        exhausted = [n for n, x in out.exhausted if x]
        assert exhausted == [p[0][1]]


# -- "the enemy you attacked": the target of the attack under way -----------------------------------------------------
@pytest.mark.parametrize("text", ["After you attack, deal 1 damage to the enemy you attacked.",
                                  "After you attack, stun the minion you attacked."])
@pytest.mark.parametrize("attacker, target, named", [("hero", "goon", True), ("hero", "villain", None),
                                                    ("villain", "hero", False)])
def test_the_enemy_you_attacked_is_the_target_of_your_attack(text, attacker, target, named):
    """Reference: the effect lands on the attacked character when alice's hero attacked it (and it fits the noun:
    the villain is no minion); another attacker, nothing."""
    (a,) = read_text(f"<b>Response</b>: {text}", "Stray Cat")
    e = a.effects[0]
    assert ap.why_not(e) is None
    b, card = _situation()
    b.sit.cards["goon"] = SituationCard("goon", "y9", "Goon", "minion", "", {"health": 3})
    b.characters["goon"] = {"name": "goon", "controller": "alice", "hit_points": 3}
    b.sit.event = Event("attack", attacker=attacker, target=target)
    got = b.targets(e.target, card, _Sentence(), e.span)
    fits = named is True or (named is None and e.target.noun is N.ENEMY)
    assert got == ([target] if fits else None)
