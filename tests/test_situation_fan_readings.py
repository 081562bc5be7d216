"""A character a card ability declares the defender ("X defends instead": `logic.situation.applicable_defend`, the
engine's ``defend``) and a condition on what you control ("if you control no allies": `conditions_control`), against
the catalogue and a plain-Python reference over small worlds. The cards are invented."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities import model as m
from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.conditions import state_tested
from logic.situation.conditions_control import as_group
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _whys(text: str, name: str = "Invented Sentry") -> list:
    return [ap.why_not_in(e, a.kind, a) for a in read_text(text, name) for e in a.effects]


def test_a_defender_declared_by_an_interrupt_on_an_attack_is_applied_and_nowhere_else():
    """"X defends instead" waiting for an attack: the engine's defend; the same words in a When Revealed (no attack
    to defend) or for a character the player picks are refused with their reasons."""
    assert _whys("<b>Forced Interrupt</b>: When an enemy would attack you, Invented Sentry defends instead.") == [None]
    assert _whys("<b>When Revealed</b>: Invented Sentry defends.") == \
        ["a defense outside an ability waiting for an attack: not applied"]
    e = m.Effect(m.EffectKind.DEFEND, target=m.Target(m.Noun.ALLY, m.Quantifier.A))
    assert ap.why_not(e) == "a defender other than this card or a card named: not applied"
    assert ap.OP[m.EffectKind.DEFEND] == "defend"


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 5), st.integers(0, 3), st.sampled_from(["hero", "ally", None]), st.booleans())
def test_a_declared_defender_equals_the_reference(atk, dfn, who, policy):
    """Reference (Defend, Defense p1.b2.1 / p1.b3.2): an attack of ``atk`` on the hero; an interrupt declares the
    hero (a basic defense: DEF off the damage) or the ally (the damage to it, under ``defender_takes_attack_damage``)
    the defender; none: the hero takes it all."""
    table = {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                            {"name": "ally", "controller": "p1", "hit_points": 3},
                            {"name": "villain", "controller": "p2", "hit_points": 12}],
             "event": {"id": "event", "source": "villain", "effects": [{"op": "attack", "target": "hero",
                                                                        "amount": atk}]},
             "abilities": [{"id": "i", "kind": "forced_interrupt", "controller": "p1", "trigger": "event",
                            "would": True, "effects": [{"op": "defend", "target": who,
                                                        "amount": dfn if who == "hero" else 0}]}] if who else []}
    out = run_order(parse_scenario(table, "<t>"), ["i", "event"] if who else ["event"],
                    {"defender_takes_attack_damage": policy}).to_json()["characters"]
    hero, ally = 10, 3
    if who == "hero":
        hero -= max(0, atk - dfn)
    elif who == "ally" and policy:
        ally -= atk
    else:
        hero -= atk
    assert (out["hero"]["health"], out["ally"]["health"]) == (hero, ally if ally > 0 else None)   # None: defeated


def test_you_control_no_allies_is_the_group_of_your_allies_in_play():
    """"if you control no allies" / "if you do not control an ally" / "if you control an ally": the allies you
    control in play (Ownership and Control p1.b8), none or at least one; "if it controls an ally" is not read so."""
    you, ally = m.Target(m.Noun.YOU), m.Target(m.Noun.ALLY, m.Quantifier.A)
    for p, negated in ((m.Predicate(m.PredicateKind.CONTROLS, subject=you, object=ally, negated=True), True),
                       (m.Predicate(m.PredicateKind.CONTROLS, subject=ally, negated=True), True),
                       (m.Predicate(m.PredicateKind.CONTROLS, subject=you, object=ally), False)):
        c = as_group(m.Condition(m.ConditionKind.IF, p))
        assert c.predicate.kind is m.PredicateKind.IN_PLAY and c.predicate.negated is negated
        assert c.predicate.subject.noun is m.Noun.ALLY and any(
            f.kind is m.FilterKind.CONTROLLER and f.value == "you control" for f in c.predicate.subject.filters)
        assert state_tested(m.Condition(m.ConditionKind.IF, p))
    it = m.Predicate(m.PredicateKind.CONTROLS, subject=m.Target(m.Noun.IT), object=ally)
    assert not state_tested(m.Condition(m.ConditionKind.IF, it))
    assert _whys("<b>When Revealed</b>: If you do not control an ally, you are confused.", "Invented Trap") == [None]


# -- the situation's part: each conversion names what the situation states, or nothing (never guessed) ----------------
def _builder(event=None):
    from logic.situation.model import Event, GameSituation, SituationCard
    from logic.situation.scenario import _Builder
    cards = {
        "hero": SituationCard("hero", "y1", "Lady Lantern", "hero", "", {"health": 10, "defense": 2},
                              controller="alice"),
        "sentry": SituationCard("sentry", "y5", "Invented Sentry", "ally", "", {"health": 3}, controller="alice"),
        "villain": SituationCard("villain", "y2", "Baron Bramble", "villain", "", {"health": 14, "attack": 2}),
        "plan": SituationCard("plan", "y3", "Overgrowth", "main_scheme", "", {"threat": 3}),
    }
    sit = GameSituation("invented", ["alice", "bob"], "alice", cards,
                        event or Event("attack", attacker="villain", target="hero"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "villain_attacks"
    b.you_in = lambda *_: "alice"
    return b, cards


class _Sentence:
    index = 1


def test_the_situation_converts_a_defender_a_look_and_the_first_player_as_stated():
    from logic.situation.applicable_defend import defend_op
    from logic.situation.applicable_look import look_op
    from logic.situation.first_player import first_holds
    from logic.situation.model import Event
    b, cards = _builder()
    named = m.Effect(m.EffectKind.DEFEND, target=m.Target(m.Noun.NAMED_CARD, name="Invented Sentry"), span=(0, 9))
    assert defend_op(b, cards["sentry"], _Sentence(), named) == {"op": "defend", "target": "sentry", "amount": 0}
    hero = m.Effect(m.EffectKind.DEFEND, target=m.Target(m.Noun.NAMED_CARD, name="Lady Lantern"), span=(0, 9))
    assert defend_op(b, cards["sentry"], _Sentence(), hero) == {"op": "defend", "target": "hero", "amount": 2}
    b2, _ = _builder(Event("scheme", schemer="villain"))
    assert defend_op(b2, cards["sentry"], _Sentence(), named) is None   # no attack to defend: not converted
    top = (m.Filter(m.FilterKind.POSITION, "top"),)
    enc = m.Target(m.Noun.CARD, filters=top + (m.Filter(m.FilterKind.ZONE, "of", m.Target(m.Noun.ENCOUNTER_DECK)),),
                   count=m.Amount(value=3))
    yours = m.Target(m.Noun.CARD, filters=top + (m.Filter(m.FilterKind.ZONE, "of", m.Target(
        m.Noun.DECK, owner=m.Target(m.Noun.YOU))),))
    assert look_op(b, cards["hero"], _Sentence(), m.Effect(m.EffectKind.LOOK, target=enc, span=(0, 9))) == \
        {"op": "look", "target": "encounter_deck", "amount": 3}
    assert look_op(b, cards["hero"], _Sentence(), m.Effect(m.EffectKind.LOOK, target=yours, span=(0, 9))) == \
        {"op": "look", "target": "hero", "amount": 1}
    assert ap.why_not(m.Effect(m.EffectKind.LOOK, target=m.Target(m.Noun.IT))) == \
        "looking at anything but the top cards of the encounter deck or your deck: not applied"
    first = m.Condition(m.ConditionKind.IF, m.Predicate(m.PredicateKind.IS_FIRST_PLAYER, subject=m.Target(m.Noun.YOU)))
    assert first_holds(b, cards["hero"], _Sentence(), first) is True
    b.you_in = lambda *_: "bob"   # control twin: bob is not the first player
    assert first_holds(b, cards["hero"], _Sentence(), first) is False


def test_a_minion_engaged_with_you_is_picked_among_the_stated_engagements_or_not_decided():
    """"choose a minion engaged with you" / "deal 2 damage to a minion engaged with you": the candidates are the
    minions the situation states as engaged with that player; a minion whose engagement is not stated: not decided
    (None), never guessed; the villain is no candidate (a minion is named)."""
    from types import SimpleNamespace
    from logic.situation import chosen
    t = m.Target(m.Noun.MINION, m.Quantifier.A, filters=(m.Filter(m.FilterKind.ENGAGED_WITH, "engaged with",
                                                                  m.Target(m.Noun.YOU)),))
    assert chosen.single(t) and chosen.chosen_why(t) is None and chosen.needs_you(t)
    assert not chosen.single(replace(t, noun=m.Noun.VILLAIN))
    for engaged, want in (({"m1": "alice", "m2": "bob"}, ["m1"]), ({"m1": "bob"}, None),
                          ({"m1": "alice", "m2": None}, None)):
        cards = {n: SimpleNamespace(id=n, card_type="minion", engaged_with=w, controller=None)
                 for n, w in engaged.items()}
        b = SimpleNamespace(sit=SimpleNamespace(cards=cards, players=["alice", "bob"]), characters=set(cards),
                            schemes={}, main="plan")
        assert chosen.candidates(b, t, "alice") == want
        assert chosen.candidates(b, t, None) is None   # no player named for "you"
