"""Enemies and cards named by the ability's structure (issue 15 §3/§5): each enemy that fits activating
(`logic.situation.activation_each`), the enemy "it" of an activation (`logic.situation.activation_it`), and the card
whose ability "resolve its 'X' ability" resolves (`logic.situation.resolve_its`). The catalogue accepts each shape
(and refuses its twins), and the situation's engine outcome equals a plain-Python reference over small invented
worlds. Cards are invented."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities import model as m
from logic.abilities.reader import read_sentence, read_text
from logic.situation import applicable as ap
from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


class _Sentence:
    index = 1


def _builder(extra: dict) -> _Builder:
    cards = {
        "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
        "villain": SituationCard("villain", "x2", "Doctor Drizzle", "villain", "", {"health": 14, "attack": 2}),
        "plan": SituationCard("plan", "x3", "Flood the City", "main_scheme", "", {"threat": 3}),
        **extra,
    }
    sit = GameSituation("invented", ["alice", "bob"], "alice", cards,
                        Event("attack", attacker="villain", target="hero"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "villain_attacks"
    b.you_in = lambda *args: "alice"
    return b


def _run(b, ops: list[dict]) -> dict:
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "alice"},
             "characters": list(b.characters.values()),
             "schemes": [{"name": n, "threat": t} for n, t in b.schemes.items()], "cards": list(b.places.values()),
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    return run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()


def _effect(text: str) -> m.Effect:
    items, reading = read_sentence(text, "effect", "Rain Gauge")
    assert reading.status is m.ReadStatus.FULLY
    return next(i for i in items if isinstance(i, m.Effect))


# -- the catalogue ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, accepted", [
    ("Each Criminal enemy in play attacks you.", True),
    ("Each minion engaged with you schemes.", True),
    ("Each Elite minion in play activates against the player it is engaged with.", True),
    ("The villain and each minion engaged with you attacks you.", True),
    ("Each Drone minion engaged with your hero attacks.", True),    # against the player it is engaged with
    ("Each Elite minion engaged with a player attacks.", True),
    ("Each Criminal enemy in play attacks.", False),   # control twin: not limited to the engaged, nobody named
    ("Each Criminal enemy in play attacks each hero.", False),      # against anyone but you or its player
    ("The Criminal minion activates against you.", True),           # the one printing the trait
])
def test_each_enemy_that_fits_is_accepted_as_one_enemy_activating(text, accepted):
    assert (ap.why_not(_effect(text)) is None) is accepted


@pytest.mark.parametrize("text, accepted", [
    ('<b>Forced Response</b>: After Rain Gauge engages your hero, it attacks you with +2 ATK.', True),
    ('<b>When Revealed</b>: Deal 2 damage to Doctor Drizzle. He schemes.', True),
    ('<b>When Revealed</b>: Deal 2 damage to an enemy. It schemes.', False),   # the enemy picked: not followed
    ('<b>When Revealed</b>: Give him a tough status card. He schemes.', False),   # "him" read as this card
    ('<b>When Revealed</b>: Heal 2 damage from Doctor Drizzle and give him a tough status card. He schemes.', True),
    ('<b>When Revealed</b>: Heal 2 damage from an enemy and give it a tough status card. It schemes.', False),
    ('<b>Action</b>: Deal 1 damage to the villain. If Storm Cellar is in play, resolve its "Special" ability.', True),
    ('<b>Action</b>: Place 1 threat on Storm Cellar. Resolve its "Special" ability.', True),
    ('<b>Forced Response</b>: After Doctor Drizzle attacks you, resolve his "Special" ability.', True),
    ('<b>Action</b>: Draw 1 card. Resolve its "Special" ability.', False),   # nothing named before
])
def test_it_of_an_activation_and_its_ability_are_the_card_named_before(text, accepted):
    (a,) = read_text(text, "Rain Gauge")
    e = a.effects[-1]
    assert ap.why_not(e) is None   # the effect alone: judged as this card's
    assert (ap.why_not_in(e, a.kind, a) is None) is accepted


# -- each enemy that fits: the engine against a plain-Python reference --------------------------------------------

_MINIONS = st.lists(st.tuples(st.sets(st.sampled_from(["Criminal", "Elite"])), st.sampled_from(["alice", "bob"]),
                              st.integers(1, 3)), max_size=3)
_SHAPES = [("Each Criminal minion in play attacks you.", "Criminal", False),
           ("Each minion engaged with you attacks you.", None, True),
           ("Each Elite minion engaged with you activates against you.", "Elite", True),
           ("The Criminal minion attacks you.", "Criminal", False),
           ("Each Elite minion engaged with your hero attacks.", "Elite", True)]


@settings(max_examples=8, deadline=None)
@given(minions=_MINIONS, shape=st.sampled_from(_SHAPES))
def test_each_enemy_that_fits_activates_when_exactly_one_fits(minions, shape):
    """Reference: the minions printing the trait (engaged with alice, when the text says "engaged with you"); exactly
    one: it attacks alice's hero (10 less its ATK; hero form); several: not converted (not decided); none: nothing
    activates when every engagement is stated ("engaged with you"), else not decided."""
    text, trait, engaged = shape
    extra = {f"m{i}": SituationCard(f"m{i}", "x9", f"Goon {i}", "minion", "", {
        "health": 3, "attack": atk, "scheme": 1, "traits": ". ".join(sorted(tr)) + "."}, engaged_with=who)
        for i, (tr, who, atk) in enumerate(minions)}
    b = _builder(extra)
    b.characters["hero"]["form"] = "hero"
    fits = [f"m{i}" for i, (tr, who, _) in enumerate(minions)
            if (trait is None or trait in tr) and (not engaged or who == "alice")]
    op = b.effect_op(b.sit.cards["plan"], _Sentence(), _effect(text))
    if not fits and engaged:   # every minion's engagement stated: none engaged with alice, nothing activates
        assert op == []
        return
    if len(fits) != 1:
        assert op is None
        return
    assert op is not None and op["card"] == fits[0]
    out = _run(b, [op])
    atk = minions[int(fits[0][1:])][2]
    assert out["characters"]["hero"]["health"] == 10 - atk


# -- "its" ability: the engine against a plain-Python reference -------------------------------------------------

_ITS = ['<b>Action</b>: If Storm Cellar is in play, resolve its "Special" ability.',
        '<b>Action</b>: Place 1 threat on the main scheme. Resolve the "Special" ability on Storm Cellar.',
        '<b>Action</b>: Exhaust Storm Cellar. Resolve its "Special" ability.']


@settings(max_examples=6, deadline=None)
@given(text=st.sampled_from(_ITS), listed=st.booleans(), n=st.integers(1, 3))
def test_its_ability_resolves_the_card_named_before_or_is_not_decided(text, listed, n):
    """Reference: Storm Cellar listed: its Special (deal n damage to the villain) resolves in the place of the
    effect (the villain at 14 - n); not listed: the sentence is not converted (not decided), never guessed."""
    extra = {"gadget": SituationCard("gadget", "x4", "Rain Gauge", "upgrade", text, {}, controller="alice",
                                     owner="alice")}
    if listed:
        extra["cellar"] = SituationCard("cellar", "x7", "Storm Cellar", "support",
                                        f"<b>Special</b>: Deal {n} damage to the villain.", {}, controller="alice",
                                        owner="alice")
    b = _builder(extra)
    ops, _ = b.effects(extra["gadget"], abilities_of(extra["gadget"])[0])
    resolved = [op for op in ops if op["op"] == "damage"]
    if not listed:
        assert resolved == [] and b.unread
        return
    assert resolved and resolved[-1]["amount"] == n
    out = _run(b, resolved)
    assert out["characters"]["villain"]["health"] == 14 - n


def test_the_enemy_it_names_attacks():
    """"After Rain Gauge engages your hero, it attacks you with +2 ATK" on a minion: that minion attacks (ATK 1 + 2);
    control twin: the same sentence after an earlier effect on an enemy picked is not converted."""
    text = '<b>Forced Response</b>: After Rain Gauge engages your hero, it attacks you with +2 ATK.'
    goon = SituationCard("gadget", "x4", "Rain Gauge", "minion", text, {"health": 3, "attack": 1}, engaged_with="alice")
    b = _builder({"gadget": goon})
    b.characters["hero"]["form"] = "hero"
    ops, _ = b.effects(goon, abilities_of(goon)[0])
    assert [(op["op"], op["card"], op["amount"]) for op in ops] == [("enemy_attack", "gadget", 3)]
    assert _run(b, ops)["characters"]["hero"]["health"] == 7
    twin = replace(goon, text='<b>When Revealed</b>: Deal 1 damage to an enemy. It attacks you.')
    b = _builder({"gadget": twin})
    assert all(op["op"] != "enemy_attack" for op in b.effects(twin, abilities_of(twin)[0])[0]) and b.unread


def test_the_enemy_it_names_through_an_effect_on_him_activates():
    """"Heal 2 damage from Doctor Drizzle and give him a tough status card. He schemes.": "he" is "him" is Doctor
    Drizzle, who schemes (his SCH in threat on the main scheme); control twin: the same after an enemy picked
    ("heal 2 damage from an enemy") names no enemy and is not converted."""
    text = '<b>When Revealed</b>: Heal 2 damage from Doctor Drizzle and give him a tough status card. He schemes.'
    card = SituationCard("gadget", "x4", "Rain Gauge", "treachery", text, {})
    b = _builder({"gadget": card})
    b.sit.cards["villain"] = replace(b.sit.cards["villain"], record={**b.sit.cards["villain"].record, "scheme": 2})
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert [op.get("card") for op in ops if op["op"].startswith("enemy_")] == ["villain"]
    assert _run(b, ops)["threat"]["plan"] == 3 + 2
    twin = replace(card, text=text.replace("Doctor Drizzle and give him", "an enemy and give it").replace("He", "It"))
    b = _builder({"gadget": twin})
    assert all(not op["op"].startswith("enemy_") for op in b.effects(twin, abilities_of(twin)[0])[0]) and b.unread


# -- the ability of each card that fits: the engine against a plain-Python reference ------------------------------

@settings(max_examples=6, deadline=None)
@given(cards=st.lists(st.tuples(st.booleans(), st.sampled_from(["alice", "bob"])), max_size=3), n=st.integers(1, 3))
def test_the_ability_of_each_card_that_fits_resolves_when_exactly_one_fits(cards, n):
    """'Resolve the "Special" ability on each Aerial upgrade you control': reference: the upgrades printing Aerial
    controlled by alice; exactly one: its Special (n damage to the villain) resolves in the place of the effect;
    none or several (in the order the player chooses): not converted, the sentence unread (not decided)."""
    text = '<b>Action</b>: Resolve the "Special" ability on each Aerial upgrade you control in any order.'
    extra = {"gadget": SituationCard("gadget", "x4", "Rain Gauge", "support", text, {}, controller="alice",
                                     owner="alice")}
    for i, (aerial, who) in enumerate(cards):
        extra[f"u{i}"] = SituationCard(f"u{i}", "x7", f"Wing {i}", "upgrade",
                                       f"<b>Special</b>: Deal {n} damage to the villain.",
                                       {"traits": "Aerial." if aerial else "Tech."}, controller=who, owner=who)
    b = _builder(extra)
    ops, _ = b.effects(extra["gadget"], abilities_of(extra["gadget"])[0])
    fits = [i for i, (aerial, who) in enumerate(cards) if aerial and who == "alice"]
    if len(fits) != 1:
        assert ops == [] and b.unread
        return
    assert ops == [{"op": "damage", "targets": ["villain"], "amount": n}] and b.unread == []
    assert _run(b, ops)["characters"]["villain"]["health"] == 14 - n
