"""The catalogue of what the outcome engine can apply (`logic.situation.applicable`) and the situation's
translation (`logic.situation.scenario`: ``effect_op``, ``used_effects``) agree: whatever the translation converts,
the catalogue accepts; whatever the catalogue rejects, the translation leaves unread. Cards are invented."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities import model as m
from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.structure import structures
from logic.situation.scenario import _Builder
from logic.timing import vocab
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario
from logic.errors import InputError

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "cards"
CORPUS = ROOT.parent / "shared" / "corpus" / "marvelsdb"
E, K, N = m.Effect, m.EffectKind, m.Noun


def test_every_op_stat_and_duration_of_the_catalogue_is_the_engines():
    assert set(ap.OP.values()) | {ap.DISCARD_CARD} <= set(vocab.EFFECT_OPS)
    assert set(ap.STATS.values()) <= set(vocab.STATS) and set(ap.LASTING.values()) <= set(vocab.DURATIONS)
    assert set(ap.ZONE_KINDS) <= set(ap.OP) and all(ap.OP[k] in vocab.ZONE_OPS for k in ap.ZONE_KINDS)


@pytest.mark.parametrize("effect, reason", [
    (E(K.GAIN_KEYWORD, target=m.Target(N.VILLAIN), keyword=m.KeywordName.SURGE), "anything but this card"),
    (E(K.GAIN_KEYWORD, target=m.Target(N.VILLAIN), keyword=m.KeywordName.PATROL), "which thwarts"),
    (E(K.GAIN_KEYWORD, target=m.Target(N.ATTACK, m.Quantifier.THIS), keyword=m.KeywordName.STALWART), "to an attack"),
    (E(K.GAIN_KEYWORD, target=m.Target(N.VILLAIN), keyword=m.KeywordName.RETALIATE), "no printed amount"),
    (E(K.GAIN_TRAIT, target=m.Target(N.YOU)), "no name"),
    (E(K.DEAL_DAMAGE, m.Amount(value=1), m.Target(N.VILLAIN, also=(m.Target(N.MINION, m.Quantifier.EACH, filters=(
        m.Filter(m.FilterKind.TRAIT, "Elite"),)),))), "one of several"),
    (E(K.WIN_GAME, target=m.Target(N.PLAYER), conditions=(m.Condition(m.ConditionKind.IF, m.Predicate(
        m.PredicateKind.STAGE_COMPLETED)),)), "condition stage_completed"),   # (the players losing: `stage`)
    (E(K.DEAL_DAMAGE, m.Amount(value=2, per=m.Target(N.HERO, m.Quantifier.EACH)), m.Target(N.VILLAIN)), "for each"),
    (E(K.DEAL_DAMAGE, m.Amount(value=2, per=m.Target(N.CARD, filters=(
        m.Filter(m.FilterKind.ACTED_ON, "discarded this way"),))), m.Target(N.VILLAIN)), "did (discarded this way)"),
    (E(K.DEAL_DAMAGE, m.Amount(value=2, per=m.Target(N.MINION, filters=(m.Filter(m.FilterKind.EXHAUSTED),))),
       m.Target(N.VILLAIN)), "for each"),
    (E(K.DEAL_DAMAGE, m.Amount(value=2, per=m.Target(N.MINION), additional=True), m.Target(N.VILLAIN)),
     "additional amount with a count"),
    (E(K.CANNOT, target=m.Target(N.YOU), forbids=m.EventKind.THWART, source=m.Target(N.SIDE_SCHEME)), "against"),
    (E(K.CANNOT, target=m.Target(N.YOU), forbids=m.EventKind.ATTACK, source=m.Target(N.MINION)), "against"),
    (E(K.DEAL_DAMAGE, m.Amount(value=2, up_to=True, per_player=True), m.Target(N.VILLAIN)), "up to"),   # [per_hero]
    (E(K.CHOOSE, target=m.Target(N.CARD, m.Quantifier.A)), "target chosen among"),   # "choose a card": not listed
    (E(K.CHOOSE, target=m.Target(N.ENEMY, m.Quantifier.A, filters=(m.Filter(m.FilterKind.FRIENDLY),))),
     "other than one trait"),
    (E(K.CHOOSE, target=m.Target(N.MINION, m.Quantifier.EACH)), "target chosen among"),
    (E(K.HEAL, m.Amount(value=2), m.Target(N.YOU), duration=m.Duration.THIS_ROUND), "duration"),
    (E(K.DRAW, m.Amount(value=1), order=m.Order.ANY), "order"),
    (E(K.DRAW, m.Amount(value=1), conditions=(m.Condition(m.ConditionKind.IF, m.Predicate(
        m.PredicateKind.HAS_STATUS, status=m.Status.STUNNED)),)), "condition has_status"),
    (E(K.DRAW, m.Amount(value=1), conditions=(m.Condition(m.ConditionKind.IF, m.Predicate(
        m.PredicateKind.DID, event=m.EventKind.DEALS_DAMAGE)),)), "condition did"),   # no "then" mark carries it
    (E(K.DEAL_DAMAGE, m.Amount(value=1), m.Target(N.ENEMY, filters=(m.Filter(m.FilterKind.TRAIT, "Drone"),))),
     "filter trait"),
    (E(K.PUT_INTO_PLAY, target=m.Target(N.THIS_CARD), as_card=m.Target(N.MINION)), "as_card"),
    (E(K.GIVE_BOOST, target=m.Target(N.VILLAIN), given=m.Target(N.THIS_CARD)), "given"),   # a named card given
    (E(K.GIVE_BOOST, target=m.Target(N.VILLAIN, filters=(m.Filter(m.FilterKind.TRAIT, "Aerial"),))), "filtered"),
    (E(K.ACTIVATE, target=m.Target(N.VILLAIN), source=m.Target(N.YOU)), "procedure is not read"),
    (E(K.ACTIVATE, target=m.Target(N.MINION, m.Quantifier.A), source=m.Target(N.YOU),
       procedure=m.EventKind.ACTIVATES), "not named by the engine"),   # ("each minion": `activation_each`)
    (E(K.ACTIVATE, target=m.Target(N.VILLAIN), source=m.Target(N.ALLY), procedure=m.EventKind.ATTACK),
     "anyone but 'you'"),
    (E(K.ACTIVATE, m.Amount(value=1), m.Target(N.VILLAIN), stat=m.Stat.ATK, procedure=m.EventKind.SCHEME),
     "a bonus to atk"),
    (E(K.SET_ASIDE, target=m.Target(N.ALLY, m.Quantifier.EACH, filters=(m.Filter(m.FilterKind.TRAIT, "Captive"),))),
     "not a card the engine moves"),   # "Set each Captive ally aside."
    (E(K.SET_ASIDE, m.Amount(value=1), m.Target(N.THIS_CARD)), "amount"),
    (E(K.VICTORY_DISPLAY, target=m.Target(N.MINION, m.Quantifier.EACH)), "not a card the engine moves"),
    (E(K.GIVE_TO, target=m.Target(N.PLAYER, m.Quantifier.EACH)), "anyone but the first player"),
    (E(K.GIVE_TO, target=m.Target(N.FIRST_PLAYER), optional=True), "optional"),
    (E(K.ENGAGE, target=m.Target(N.IT, is_a=N.MINION), source=m.Target(N.YOU)), "other than this card"),
    (E(K.ENGAGE, target=m.Target(N.THIS_CARD), source=m.Target(N.HERO, filters=(
        m.Filter(m.FilterKind.SUPERLATIVE, "fewest remaining hit points"),))), "anyone but the first player"),
    (E(K.ADVANCE, target=m.Target(N.VILLAIN, m.Quantifier.A)), "the main scheme only"),
    (E(K.ADVANCE, stage="3A", optional=True), "optional"),
    (E(K.SKIP, skips=K.DISCARD), "skipping discard"),
    (E(K.SKIP, target=m.Target(N.MINION, m.Quantifier.EACH), skips=K.GIVE_BOOST), "an enemy the engine does not name"),
])
def test_the_catalogue_names_why_an_effect_is_not_applied(effect, reason):
    why = ap.why_not(effect)
    assert why is not None and reason in why, why


@pytest.mark.parametrize("effect", [
    E(K.DEAL_DAMAGE, m.Amount(value=2), m.Target(N.VILLAIN)),
    E(K.DEAL_DAMAGE, m.Amount(value=1), m.Target(N.HERO, m.Quantifier.EACH), order=m.Order.PLAYER),
    E(K.MODIFY_STAT, m.Amount(value=1), m.Target(N.THIS_CARD), stat=m.Stat.THW, duration=m.Duration.END_OF_PHASE),
    E(K.DISCARD, target=m.Target(N.THIS_CARD), link=m.Link.THEN),
    E(K.REMOVE_FROM_GAME, target=m.Target(N.THIS_CARD, filters=(
        m.Filter(m.FilterKind.ZONE, "from", m.Target(N.GAME)),))),
    E(K.ATTACH, target=m.Target(N.VILLAIN)),
    E(K.ATTACH, target=m.Target(N.NAMED_CARD, name="Harpoon")),   # "Attach to Harpoon": the host
    E(K.ATTACH, target=m.Target(N.THIS_CARD), source=m.Target(N.VILLAIN)),   # "Attach this card to the villain"
    E(K.FLIP, target=m.Target(N.YOU), form="alter_ego"),
    E(K.CANNOT, target=m.Target(N.CHARACTER, filters=(m.Filter(m.FilterKind.ATTACHED, "attached"),)),
      forbids=m.EventKind.READIED),   # "Attached character cannot ready."
    E(K.CANNOT, target=m.Target(N.THIS_CARD), forbids=m.EventKind.THREAT_REMOVED, duration=m.Duration.THIS_PHASE),
    E(K.DRAW, m.Amount(value=1, per=m.Target(N.COUNTER, filters=(
        m.Filter(m.FilterKind.ZONE, "on", m.Target(N.THIS_CARD)),)))),   # "draw 1 card for each counter on it"
    E(K.GIVE_BOOST, m.Amount(value=1, additional=True), m.Target(N.VILLAIN), duration=m.Duration.THIS_ACTIVATION),
    E(K.GIVE_BOOST, target=m.Target(N.ENEMY, filters=(m.Filter(m.FilterKind.ACTIVE, "activating"),))),
    E(K.ACTIVATE, m.Amount(value=1), m.Target(N.NAMED_CARD, name="Doctor Drizzle"), m.Target(N.YOU), stat=m.Stat.ATK,
      procedure=m.EventKind.ATTACK),
])
def test_the_catalogue_accepts_what_the_engine_applies(effect):
    assert ap.why_not(effect) is None


def _situation(card_type: str = "upgrade") -> tuple[_Builder, SituationCard]:
    """An invented situation: alice's hero, a villain attacking her, a main scheme and the card under test."""
    cards = {
        "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
        "villain": SituationCard("villain", "x2", "Doctor Drizzle", "villain", "", {"health": 14, "attack": 2}),
        "plan": SituationCard("plan", "x3", "Flood the City", "main_scheme", "", {"threat": 3}),
        "gadget": SituationCard("gadget", "x4", "Rain Gauge", card_type, "", {}, controller="alice", owner="alice"),
    }
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("attack", attacker="villain", target="hero"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "villain_attacks"
    return b, cards["gadget"]


class _Sentence:
    index = 1


def _gadget(b, card_type: str, text: str, you: str | None = "alice") -> SituationCard:
    """Rain Gauge, an invented card of ``card_type`` printed with ``text``, controlled and owned by alice, put in
    ``b``'s situation; with ``you``, every "you" of it answers that player."""
    card = b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", card_type, text, {}, controller="alice",
                                                 owner="alice")
    if you is not None:
        b.you_in = lambda *_: you
    return card


def _effects_of(paths: list[Path]):
    from logic.cards.pool import read_pool
    for p in paths:
        for f in read_pool(p).faces:
            for a in read_text(f.text, f.name):
                yield from a.effects


def _agree(effects) -> int:
    b, card = _situation()
    n = 0
    for e in effects:
        op = b.effect_op(card, _Sentence(), e)
        why = ap.why_not(e)
        assert op is None or why is None, (e, op, why)
        n += op is not None
    return n


def test_effect_op_converts_only_what_the_catalogue_accepts_on_the_invented_fixtures():
    paths = [p for p in sorted(FIXTURES.iterdir()) if p.is_dir()]
    effects = list(_effects_of(paths))
    assert len(effects) > 50
    assert _agree(effects) > 5   # some convert: the test can fail


def test_used_effects_leave_unread_what_the_catalogue_rejects():
    b, card = _situation("event")
    card = SituationCard("gadget", "x4", "Rain Gauge", "event", "<b>Hero Action</b> (attack): Deal 3 damage to an "
                         "enemy. Deal 1 damage to an enemy for each card in your hand.", {}, controller="alice")
    b.sit.cards["gadget"] = card
    b.sit.event = Event("action", target="villain", card="gadget", by="alice", does="attack")
    out = b.used_effects(card, 0)
    assert out == [{"op": "damage", "target": "villain", "amount": 3}]
    assert [u["sentence"] for u in b.unread] == ["deal_damage (as printed)"]
    b.sit.zones["alice"] = {"hand": 3, "deck": 5, "discard": 0}   # her hand stated: the engine counts it
    b.you_in = lambda *_: "alice"   # the "you" of the sentence is alice (the seat clauses' business)
    b.unread.clear()
    assert b.used_effects(card, 0)[1] == {"op": "damage", "target": "villain", "amount": 1, "per": "hand:hero"}
    assert b.unread == []


@pytest.mark.parametrize("effect, place", [
    (E(K.DISCARD, target=m.Target(N.THIS_CARD)), ("gadget", "discard", "alice", "")),
    (E(K.RETURN_TO_HAND, target=m.Target(N.THIS_CARD)), ("gadget", "hand", "alice", "")),
    (E(K.REMOVE_FROM_GAME, target=m.Target(N.THIS_CARD)), ("gadget", "removed", "", "")),
    (E(K.SET_ASIDE, target=m.Target(N.THIS_CARD)), ("gadget", "set_aside", "", "")),
    (E(K.VICTORY_DISPLAY, target=m.Target(N.THIS_CARD)), ("gadget", "victory_display", "", "")),
    (E(K.ATTACH, target=m.Target(N.VILLAIN)), ("gadget", "play", "", "villain")),
    (E(K.ATTACH, target=m.Target(N.THIS_CARD), source=m.Target(N.VILLAIN)), ("gadget", "play", "", "villain")),
])
def test_a_zone_effect_moves_the_card_in_the_engine(effect, place):
    """The translation's zone operations, run by the outcome engine: where the card ends (the reference: the
    plain reading of each kind on a card in play that alice owns and controls)."""
    b, card = _situation()
    op = b.effect_op(card, _Sentence(), effect)
    assert op is not None and ap.why_not(effect) is None
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "schemes": [{"name": "plan", "threat": 3}], "cards": list(b.places.values()) + (
                 [{"name": "villain", "zone": "play", "type": "villain"}] if op["op"] == "attach" else []),
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": [op]}]}
    sc = parse_scenario(table, "invented")
    out = run_order(sc, ["go", "it"], {"owner_areas": True})
    assert place in out.places


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")
@pytest.mark.xdist_group("official-pool-en")  # the worker that reads the English pool once (reader memo)
def test_effect_op_converts_only_what_the_catalogue_accepts_on_the_official_pool():
    from logic.abilities.batch import read_many
    from logic.cards.pool import read_pool
    pool = read_pool(CORPUS)
    read_many((f.text, f.name, "en") for f in pool.faces)
    assert _agree(e for f in pool.faces for a in read_text(f.text, f.name) for e in a.effects) > 100


def test_a_generated_resource_goes_to_the_resolvers_pool_in_the_engine():
    b, card = _situation()
    e = E(K.GENERATE_RESOURCE, resources=("wild",))
    op = b.effect_op(card, _Sentence(), e)
    assert op == {"op": "resources", "targets": ["hero"], "amount": 1, "card": "wild"}
    assert ap.why_not(E(K.GENERATE_RESOURCE, resources=("wild", "energy"))) is not None
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go",
                            "effects": [op, dict(op, amount=2)]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    assert out["resources"] == {"hero": {"wild": 3}}


def test_a_per_player_amount_counts_the_players_of_the_situation():
    b, card = _situation()
    b.sit.players.append("bob")
    e = E(K.PLACE_THREAT, m.Amount(value=2, per_player=True), m.Target(N.MAIN_SCHEME))
    assert ap.why_not(e) is None
    assert b.effect_op(card, _Sentence(), e) == {"op": "threat", "targets": ["plan"], "amount": 4}


def test_threat_placed_here_goes_on_this_scheme_only():
    b, card = _situation()
    e = E(K.PLACE_THREAT, m.Amount(value=3))
    assert ap.why_not(e) is None
    assert b.effect_op(card, _Sentence(), e) is None   # this card is no scheme
    assert b.effect_op(b.sit.cards["plan"], _Sentence(), e) == {"op": "threat", "targets": ["plan"], "amount": 3}


def test_a_card_from_your_hand_is_one_card_discarded_by_the_you_named():
    from logic.abilities.reader import read_sentence
    items, _ = read_sentence("Discard a card from your hand.", "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert ap.why_not(e) is None and ap.a_card_from_your_hand(e.target)
    assert not ap.a_card_from_your_hand(m.Target(N.CARD, m.Quantifier.A))
    items, _ = read_sentence("Discard 2 random cards from your hand.", "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))   # the number is the target's count, not lost
    assert ap.why_not(e) is None and ap.cards_from_your_hand(e.target) == 2
    b, card = _situation()
    b.you_in = lambda *_: "alice"   # the "you" of the sentence is alice (the seat clauses' business, not tested here)
    assert b.effect_op(card, _Sentence(), e) == {"op": "discard", "targets": ["hero"], "amount": 2}


def test_the_summary_counts_a_sentence_fully_read_only_when_its_effects_are_applied():
    """"Fully read" = parsed whole AND applied: the grammar reads both sentences whole; the engine tests no
    exhausted state in a condition, so the second is partly read, its effect named in the gap table as ``effect <kind>: <reason>``."""
    from logic.abilities.summary import CardReading, applied_readings, gap_table, summarise
    text = "<b>Hero Action</b>: Deal 2 damage to the villain. If the villain is exhausted, draw 1 card."
    c = CardReading("97001", "Drizzle Bolt", "front", "event", "en", tuple(read_text(text, "Drizzle Bolt")), text)
    assert [r.status for r in c.abilities[0].sentences] == [m.ReadStatus.FULLY] * 2
    (first, second), = applied_readings(c)
    assert first.status is m.ReadStatus.FULLY and second.status is m.ReadStatus.PARTLY
    assert second.unread[-1].text.startswith("effect draw: condition is_exhausted")
    s = summarise([c], 0.0)
    assert (s["parsed_whole"], s["fully_read"], s["partly_read"]) == (2, 1, 1)
    assert gap_table([c])[0]["family"] == second.unread[-1].text


@pytest.mark.parametrize("form, flip_first, drawn", [("hero", False, 1), ("alter_ego", False, 0), ("alter_ego", True, 1)])
def test_an_effect_in_a_form_applies_only_while_the_identity_is_in_that_form(form, flip_first, drawn):
    """"If you are in hero form, draw 1 card": the reference is the identity's form when the draw resolves (after an
    earlier flip in the same order)."""
    text = "<b>Hero Action</b>: If you are in hero form, draw 1 card."
    (a,) = read_text(text, "Rain Gauge")
    b, card = _situation()
    b.sit.cards["hero"] = SituationCard("hero", "x1", "Captain Nimbus", form, "", {"health": 10}, controller="alice")
    b.characters["hero"]["form"] = form
    e = a.effects[0]
    assert ap.why_not(e) is None
    op = b.conditioned(b._op(card, _Sentence(), e), card, _Sentence(), replace(e, conditions=(replace(
        e.conditions[0], predicate=replace(e.conditions[0].predicate, subject=None)),)))
    assert op["if_form"] == "hero" and op["if_form_of"] == "hero"
    effects = ([{"op": "flip", "target": "hero", "form": "hero"}] if flip_first else []) + [op]
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [b.characters["hero"]], "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": effects}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    assert out.get("drawn", {}).get("hero", 0) == drawn


@pytest.mark.parametrize("condition, accepted", [
    ("If Captain Nimbus is in play", True), ("If Flood Gremlin is not in play", True),
    ("If there are 3 rain counters here", True), ("If you have the Tech trait", True),
    ("If there are no minions in play", True),
    ("If Doctor Drizzle has the Storm trait", True), ("If Rain Gauge is still in play", True),
    ("While Captain Nimbus is in play", False),          # kept over time, not tested once
    ("If you were already stunned", True),               # a status held (`conditions_status`)
    ("If you have the Tech or Spy trait", True),         # one trait of two (`conditions_traits`)
])
def test_a_condition_on_the_world_is_accepted_only_in_the_shapes_the_engine_tests(condition, accepted):
    (a,) = read_text(f"<b>Hero Action</b>: {condition}, deal 1 damage to the villain.", "Rain Gauge")
    (e,) = a.effects
    assert e.conditions and (ap.why_not(e) is None) is accepted


def test_a_condition_on_the_world_is_not_kept_over_time_in_a_constant_ability():
    """The engine tests ``if_state`` once, when its effect resolves: in a constant ability (kept while its card is in
    play) the condition is not applied; in a triggered one it is."""
    (a,) = read_text("<b>Hero Action</b>: If Captain Nimbus is in play, deal 1 damage to the villain.", "Rain Gauge")
    (e,) = a.effects
    assert ap.why_not_in(e, m.AbilityKind.CONSTANT).startswith("a condition on the world in a constant ability")
    assert ap.why_not_in(e, m.AbilityKind.ACTION) is None
    b, card = _situation()
    from logic.situation.conditions import state_op
    assert state_op(b, {"op": "modify", "targets": ["hero"], "stat": "atk", "amount": 1, "duration": "in_play",
                        "card": "gadget"}, card, _Sentence(), e) is None


@pytest.mark.parametrize("condition, state, counters, dealt", [
    ("If Captain Nimbus is in play", {"if_state": "in_play:hero", "if_at_least": 1}, 0, 1),
    ("If Doctor Drizzle is not in play", {"if_state": "in_play:villain", "if_at_least": 0, "if_at_most": 0}, 0, 0),
    ("If there are 3 rain counters here", {"if_state": "counters:gadget", "if_at_least": 3}, 2, 0),
    ("If there are 3 rain counters here", {"if_state": "counters:gadget", "if_at_least": 3}, 3, 1),
    ("If Flood Gremlin is not in play", None, 0, None),   # a card the situation does not name: not converted
])
def test_a_condition_on_the_world_becomes_the_engines_if_state(condition, state, counters, dealt):
    """The situation names what the condition asks about (the named card, this card's counters); the engine tests
    it when the effect resolves."""
    (a,) = read_text(f"<b>Hero Action</b>: {condition}, deal 1 damage to the villain.", "Rain Gauge")
    b, card = _situation()
    card = replace(card, counters=counters)
    b.sit.cards["gadget"] = card
    op = b.effect_op(card, _Sentence(), a.effects[0])
    if state is None:
        assert op is None
        return
    assert {k: v for k, v in op.items() if k.startswith("if_")} == state
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10},
                            {"name": "villain", "controller": "alice", "hit_points": 14}],
             "cards": [{"name": n, "counters": c} for n, c in b.cards.items()], "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": [op]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    assert out["characters"]["villain"]["health"] == 14 - dealt


@pytest.mark.parametrize("traits, dealt", [("Storm. Elite.", 1), ("Elite.", 0)])
def test_a_trait_in_a_condition_is_read_off_the_printed_traits_when_the_effect_resolves(traits, dealt):
    (a,) = read_text("<b>Hero Action</b>: If the villain has the Storm trait, deal 1 damage to the villain.",
                     "Rain Gauge")
    b, card = _situation()
    b.sit.cards["villain"] = replace(b.sit.cards["villain"], record={"health": 14, "attack": 2, "traits": traits})
    op = b.effect_op(card, _Sentence(), a.effects[0])
    assert op["if_state"] == "trait:villain:Storm"
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [b.characters["villain"]], "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": [op]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    assert out["characters"]["villain"]["health"] == 14 - dealt


@pytest.mark.parametrize("text, status", [("Stun the villain.", "stunned"), ("Confuse the villain.", "confused")])
def test_a_status_named_by_its_verb_is_given_in_the_engine(text, status):
    from logic.abilities.reader import read_sentence
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert e.status is m.Status(status) and ap.why_not(e) is None
    b, card = _situation()
    assert b.effect_op(card, _Sentence(), e) == {"op": "status", "targets": ["villain"], "card": status}


@pytest.mark.parametrize("leaves", [False, True])
def test_a_constant_modifier_lasts_while_its_card_is_in_play(leaves):
    """"Attached character gets +1 THW" on an upgrade attached to alice's hero: a modifier of the hero while the
    upgrade is in play (the reference: +1 THW in the outcome unless the upgrade was discarded first)."""
    b, card = _situation()
    card = replace(card, attached_to="hero")
    b.sit.cards["gadget"] = card
    (a,) = read_text("Attached character gets +1 THW.", "Rain Gauge")
    e = a.effects[0]
    assert e.duration is m.Duration.NONE and ap.why_not(e) is None
    op = b.effect_op(card, _Sentence(), e)
    assert op == {"op": "modify", "targets": ["hero"], "amount": 1, "stat": "thw", "duration": "in_play",
                  "card": "gadget"}
    effects = ([b.effect_op(card, _Sentence(), E(K.DISCARD, target=m.Target(N.THIS_CARD)))] if leaves else []) + [op]
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "cards": list(b.places.values()), "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": effects}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {"constant_while_in_play": True}).to_json()
    assert out.get("modifiers", []) == ([] if leaves else [{"target": "hero", "stat": "thw", "amount": 1,
                                                              "duration": "in_play"}])


def test_each_character_you_control_names_the_characters_of_that_player():
    """"Deal 1 damage to each character you control": alice's hero and ally, never the villain (the reference: the
    characters whose controller is alice)."""
    (a,) = read_text("<b>Forced Response</b>: After Rain Gauge enters play, deal 1 damage to each character you "
                     "control.", "Rain Gauge")
    e = a.effects[0]
    assert ap.you_control(e.target) and ap.why_not(e) is None
    b, card = _situation()
    b.sit.cards["pal"] = SituationCard("pal", "x5", "Puddle Pal", "ally", "", {"health": 2}, controller="alice")
    b.characters["pal"] = {"name": "pal", "controller": "alice", "hit_points": 2}
    b.you_in = lambda *_: "alice"
    op = b.effect_op(card, _Sentence(), e)
    assert op["op"] == "damage" and sorted(op["targets"]) == ["hero", "pal"] and op["amount"] == 1
    assert not ap.you_control(m.Target(N.CHARACTER, m.Quantifier.A, filters=e.target.filters))


def test_cards_from_your_discard_pile_return_to_your_hand_in_the_engine():
    """"Add 1 card from your discard pile to your hand": one card from alice's pile to her hand (the reference:
    counts moved, as many as the pile holds); a card of a named type is not told apart, so not applied."""
    from logic.abilities.reader import read_sentence
    items, _ = read_sentence("Add 1 card from your discard pile to your hand.", "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert ap.why_not(e) is None and ap.from_your_discard_pile(e.target) == 1
    b, card = _situation()
    b.you_in = lambda *_: "alice"
    op = b.effect_op(card, _Sentence(), e)
    assert op == {"op": "recover", "targets": ["hero"], "amount": 1}
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "zones": [{"player": "alice", "hand": 1, "deck": 4, "discard": 2}], "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go",
                            "effects": [op, dict(op, amount=5)]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    assert out["zones"] == {"alice": {"hand": 3, "deck": 4, "discard": 0}}
    items, _ = read_sentence("Add 1 event from your discard pile to your hand.", "effect", "Rain Gauge")
    assert ap.why_not(next(i for i in items if isinstance(i, m.Effect))) is not None


def test_a_modifier_with_no_duration_is_constant_only_in_a_constant_ability():
    e = E(K.MODIFY_STAT, m.Amount(value=1), m.Target(N.YOU), stat=m.Stat.THW)
    assert ap.why_not_in(e, m.AbilityKind.CONSTANT) is None
    assert "constant" in ap.why_not_in(e, m.AbilityKind.RESPONSE)
    assert ap.why_not_in(replace(e, stat=m.Stat.ATK), m.AbilityKind.RESPONSE) is None   # boost icons of its attack


def _keyword_run(texts: list[str], policies: dict[str, bool], statuses=(), defender_hp: int = 10):
    """The effects of ``texts`` on the invented situation (the villain, ATK 2, attacks alice's hero), run by the
    outcome engine before the attack: the outcome."""
    from logic.abilities.reader import read_sentence
    b, card = _situation()
    b.you_in = lambda *_: "alice"
    ops = []
    for text in texts:
        items, _ = read_sentence(text, "effect", "Rain Gauge")
        for e in (i for i in items if isinstance(i, m.Effect)):
            assert ap.why_not(e) is None, (text, ap.why_not(e))
            ops.append(b.effect_op(card, _Sentence(), e))
    assert None not in ops
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": defender_hp,
                             "statuses": list(statuses), "role": "identity"},
                            {"name": "villain", "controller": "alice", "hit_points": 14, "role": "villain"}],
             "cards": list(b.places.values()),
             "event": {"id": "villain_attacks", "source": "villain",
                       "effects": [{"op": "attack", "target": "hero", "amount": 2}]},
             "abilities": [{"id": "it", "kind": "forced_interrupt", "controller": "alice", "trigger": "villain_attacks",
                            "effects": ops}]}
    return run_order(parse_scenario(table, "invented"), ["it", "villain_attacks"], policies).to_json()


def test_keywords_given_have_their_consequence_in_the_engine():
    """The reference, the keywords' one-line rules: retaliate 1 deals 1 to the attacker (2 when given twice, numbers
    add); ranged ignores it; piercing discards the tough status card; stalwart keeps stun away, steady lets two in."""
    on = {p: True for p in vocab.KEYWORD_POLICIES}
    out = _keyword_run(["You gain retaliate 1.", "You gain retaliate 1."], on)
    assert out["characters"]["villain"]["health"] == 12 and out["characters"]["hero"]["health"] == 8
    assert _keyword_run(["You gain retaliate 1."], {})["characters"]["villain"]["health"] == 14   # no policy
    out = _keyword_run(["You gain retaliate 1.", "That attack gains ranged."], on)
    assert out["characters"]["villain"]["health"] == 14
    assert _keyword_run(["You gain retaliate 1."], on, defender_hp=2)["characters"]["villain"]["health"] == 14
    out = _keyword_run(["This attack gains piercing."], on, statuses=["tough"])
    assert out["characters"]["hero"]["statuses"] == [] and "keywords" not in out   # an attack's: gone with it
    out = _keyword_run(["You gain stalwart.", "Stun each hero."], on)
    out2 = _keyword_run(["You gain steady.", "Stun each hero.", "Stun each hero."], on)
    out3 = _keyword_run(["Stun each hero.", "Stun each hero."], on)
    assert out["characters"]["hero"]["statuses"] == [] and out2["characters"]["hero"]["statuses"] == ["stunned"] * 2 \
        and out3["characters"]["hero"]["statuses"] == ["stunned"]


def test_overkill_carries_the_excess_damage_and_losing_ends_the_game():
    """Overkill: 5 damage to a 2-hit-point ally defeats it and 3 go to its identity (the reference: the Keywords
    entry); "the players lose the game": the item after it does not resolve."""
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10, "role": "identity"},
                            {"name": "pal", "controller": "alice", "hit_points": 2, "role": "ally"},
                            {"name": "villain", "controller": "alice", "hit_points": 14, "role": "villain"}],
             "event": {"id": "go", "source": "villain", "effects": [{"op": "attack", "target": "pal", "amount": 5}]},
             "abilities": [{"id": "it", "kind": "forced_interrupt", "controller": "alice", "trigger": "go", "effects": [
                 {"op": "keyword", "target": "villain", "keyword": "overkill", "duration": "attack"}]},
                 {"id": "end", "kind": "forced_response", "controller": "alice", "trigger": "go", "effects": [
                     {"op": "lose_game", "target": "hero"}, {"op": "damage", "target": "villain", "amount": 1}]},
                 {"id": "late", "kind": "response", "controller": "alice", "trigger": "go", "effects": [
                     {"op": "damage", "target": "villain", "amount": 1}]}]}
    sc = parse_scenario(table, "invented")
    on = {"overkill_excess_to_identity": True, "lose_game_ends_game": True}
    out = run_order(sc, ["it", "go", "end", "late"], on).to_json()
    assert out["characters"]["hero"]["health"] == 7 and out["characters"]["villain"]["health"] == 14
    assert out["game_over"] is True
    out = run_order(sc, ["it", "go", "end", "late"], {}).to_json()
    assert out["characters"]["hero"]["health"] == 10 and out["characters"]["villain"]["health"] == 12
    assert "game_over" not in out
    (a,) = read_text("The players lose the game.", "Rain Gauge")
    b, card = _situation()
    assert b.effect_op(card, _Sentence(), a.effects[0]) == {"op": "lose_game", "targets": ["hero"]}


def test_winning_ends_the_game_won_and_the_catalogue_reads_it():
    """"The players win the game." (an invented card): the catalogue accepts it, the situation names the players'
    identities, and under ``win_game_ends_game`` nothing resolves after it and the outcome says the game was won;
    its control twin: without the policy the later damage lands and the game goes on."""
    (a,) = read_text("The players win the game.", "Rain Gauge")
    assert ap.why_not(a.effects[0]) is None
    b, card = _situation()
    assert b.effect_op(card, _Sentence(), a.effects[0]) == {"op": "win_game", "targets": ["hero"]}
    (c,) = read_text("You win the game.", "Rain Gauge")   # not "the players": refused, with its reason
    assert ap.why_not(c.effects[0]) == "target the you: not the players"
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10},
                            {"name": "villain", "controller": "alice", "hit_points": 14}],
             "event": {"id": "go", "effects": [{"op": "damage", "target": "villain", "amount": 2}]},
             "abilities": [{"id": "end", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": [{"op": "win_game", "target": "hero"},
                                        {"op": "damage", "target": "villain", "amount": 1}]}]}
    sc = parse_scenario(table, "invented")
    out = run_order(sc, ["go", "end"], {"win_game_ends_game": True}).to_json()
    assert out["game_over"] is True and out["game_won"] is True and out["characters"]["villain"]["health"] == 12
    out = run_order(sc, ["go", "end"], {"lose_game_ends_game": True}).to_json()
    assert "game_over" not in out and out["characters"]["villain"]["health"] == 11


def test_printed_keywords_are_the_characters_own_in_the_engine():
    """An invented villain with printed Piercing and Overkill attacks alice's ally (2 hit points, a tough status):
    the tough card is discarded, the ally defeated, and the 3 damage beyond go to alice's hero (the reference: the
    Keywords entry's lines for piercing and overkill)."""
    from logic.situation.scenario import scenario_table
    cards = {
        "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
        "villain": SituationCard("villain", "x2", "Doctor Drizzle", "villain", "Piercing. Overkill.",
                                 {"health": 14, "attack": 5}),
        "pal": SituationCard("pal", "x5", "Puddle Pal", "ally", "", {"health": 2}, controller="alice",
                             statuses=("tough",)),
    }
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("attack", attacker="villain", target="pal"))
    gen = scenario_table(sit, {}, {}, "marvel_champions/en")
    chars = {c["name"]: c for c in gen.table["characters"]}
    assert chars["villain"]["keywords"] == ["overkill", "piercing"]
    assert (chars["villain"]["role"], chars["pal"]["role"], chars["hero"]["role"]) == ("villain", "ally", "identity")
    sc = parse_scenario(gen.table, "invented")
    on = {"piercing_discards_tough": True, "overkill_excess_to_identity": True}
    out = run_order(sc, [it.id for it in sc.items if it.kind in ("event",)], on).to_json()["characters"]
    assert out["pal"]["destroyed"] and out["hero"]["health"] == 7
    assert run_order(sc, [sc.items[0].id], {}).to_json()["characters"]["hero"]["health"] == 10


def test_a_trait_given_is_read_by_an_each_trait_group_in_the_engine():
    """"Rain Gauge gains the Drone trait" (a constant of alice's hero, here a response for the phase) and "Deal 2
    damage to each Drone character": the hero, a Drone now, and the printed Drone minion take 2, the villain none
    (the reference: the words of the two effects)."""
    from logic.abilities.reader import read_sentence
    b, card = _situation()
    b.you_in = lambda *_: "alice"
    give, deal = (next(i for i in read_sentence(t, "effect", "Rain Gauge")[0] if isinstance(i, m.Effect))
                  for t in ("You gain the Drone trait until the end of the phase.", "Deal 2 damage to each Drone character."))
    assert give.trait == "Drone" and ap.why_not(give) is None and ap.trait_group(deal.target) == "Drone"
    ops = [b.effect_op(card, _Sentence(), e) for e in (give, deal)]
    assert ops[0] == {"op": "trait", "targets": ["hero"], "trait": "Drone", "duration": "phase"}
    assert ops[1]["if_trait"] == "Drone" and set(ops[1]["targets"]) == {"hero", "villain"}
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10},
                            {"name": "villain", "controller": "alice", "hit_points": 14},
                            {"name": "drone", "controller": "alice", "hit_points": 5, "traits": ["DRONE"]}],
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go",
                            "effects": [ops[0], dict(ops[1], targets=["hero", "villain", "drone"])]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    assert {n: c["health"] for n, c in out["characters"].items()} == {"hero": 8, "villain": 14, "drone": 3}
    assert out["traits"] == [{"target": "hero", "trait": "drone", "duration": "phase"}]
    from logic.situation.keyword_effects import annotate   # printed traits, off the card records, when read
    b.sit.cards["pal"] = SituationCard("pal", "x5", "Puddle Pal", "ally", "", {"health": 2,
                                       "traits": "Drone. Hero for Hire."}, controller="alice")
    chars = {"pal": {"name": "pal"}, "hero": {"name": "hero"}}
    annotate(b.sit, chars, [])
    assert chars["pal"] == {"name": "pal"}
    annotate(b.sit, chars, [{"effects": [ops[1]]}])
    assert chars["pal"]["traits"] == ["Drone", "Hero for Hire"] and "traits" not in chars["hero"]
@pytest.mark.parametrize("text, want", [
    ("Shuffle this card into the encounter deck.", {"places": {"gadget": {"area": "encounter_deck"}}}),
    ("Shuffle Rain Gauge into your deck.", {"places": {"gadget": {"area": "deck", "whose": "alice"}}}),
    ("Discard the top 2 cards of the encounter deck.", {"encounter": {"deck": 1, "discard": 4}, "milled": 2}),
    ("Discard 4 cards from the encounter deck.", {"encounter": {"deck": 0, "discard": 5}, "milled": 3}),
    ("Deal yourself 1 facedown encounter card.", {"encounter": {"deck": 2, "discard": 2}, "dealt": {"hero": 1}}),
    ("Deal each player 2 encounter cards.", {"encounter": {"deck": 0, "discard": 2}, "dealt": {"hero": 2, "pal": 1}}),
    ("Deal the first player 1 encounter card.", {"encounter": {"deck": 2, "discard": 2}, "dealt": {"pal": 1}}),
    ("Shuffle the encounter discard pile into the encounter deck.", {"encounter": {"deck": 5, "discard": 0}}),
    ("Shuffle your discard pile into your deck.", {"zones": {"alice": {"hand": 2, "deck": 7, "discard": 0}}}),
    ("Shuffle the top 3 cards of your discard pile into your deck.",
     {"zones": {"alice": {"hand": 2, "deck": 6, "discard": 1}}}),
    ("Discard your hand.", {"zones": {"alice": {"hand": 0, "deck": 3, "discard": 6}}}),
    ("The first player gains control of Rain Gauge.", {"control": {"gadget": "bob"}}),
    ("Each player discards the top 2 cards of their deck.", {"zones": {"alice": {"hand": 2, "deck": 1, "discard": 6}}}),
    ("In player order, each player discards the top card of the encounter deck.", {"milled": 2}),
    ("The player who defeated this scheme discards the top 2 cards of the encounter deck.", {"milled": 2}),
    ("Discard the top 1[per_hero] cards of the encounter deck.", {"milled": 2}),
    ("Discard 1[per_hero] cards from the top of the encounter deck.", {"milled": 2}),   # (amount and count: one N)
    ("Discard 2 cards from the top of the encounter deck.", {"encounter": {"deck": 1, "discard": 4}}),
    ("Discard the top 1[per_hero] cards of your deck.", {"zones": {"alice": {"hand": 2, "deck": 1, "discard": 6}}}),
    ("Deal each other player 1 facedown encounter card.", {"dealt": {"pal": 1}}),
    ("Deal this card to the first player as a facedown encounter card.",
     {"places": {"gadget": {"area": "dealt", "whose": "bob"}}}),
])
def test_a_deck_effect_moves_the_counts_in_the_engine(text, want):
    """The translation's deck operations run by the outcome engine (the reference: the plain reading of each
    sentence on alice's counts, hand 2 deck 3 discard 4, and the encounter deck 3 and its pile 2; bob, the first
    player, plays pal)."""
    from logic.abilities.reader import read_sentence
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert ap.why_not(e) is None
    b, card = _situation()
    b.sit.players.append("bob")
    b.sit.first = "bob"
    b.sit.cards["pal"] = SituationCard("pal", "x5", "Bob Hero", "hero", "", {"health": 10}, controller="bob")
    b.characters["pal"] = {"name": "pal", "controller": "bob", "hit_points": 10}
    b.you_in = lambda *_: "alice"
    op = b.effect_op(card, _Sentence(), e)
    assert op is not None, text
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "bob"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10},
                            {"name": "pal", "controller": "bob", "hit_points": 10}],
             "cards": list(b.places.values()), "zones": [{"player": "alice", "hand": 2, "deck": 3, "discard": 4}],
             "encounter": {"deck": 3, "discard": 2}, "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": [op]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    for key, value in want.items():
        assert out.get(key) == value, (key, out)


def test_the_card_an_event_is_about_is_the_it_discarded_and_other_deck_shapes_are_not_applied():
    """"Cancel the effects of that card and discard it" on an interrupt to a reveal discards the revealed card (to
    the encounter discard pile, its owner the scenario's); two cards of a named trait shuffled in (one is:
    `applicable_pile_shuffle`), a card dealt to each player, are not applied ("shuffle your deck" is:
    `applicable_player_deck`)."""
    from logic.abilities.reader import read_sentence
    items, _ = read_sentence("Cancel the effects of that card and discard it.", "effect", "Rain Gauge")
    e = [i for i in items if isinstance(i, m.Effect)][1]
    b, card = _situation()
    b.sit.cards["snare"] = SituationCard("snare", "x6", "Snare", "treachery", "", {})
    b.sit.event = Event("reveal", card="snare", by="alice")
    said = type("S", (), {"index": 1, "text": "Cancel the effects of that card and discard it.", "part": "effect"})
    assert ap.why_not(e) is None and b.effect_op(card, said(), e) == {"op": "discard_card", "target": "snare"}
    said.text = "You may discard it."   # no cancel: "it" is not told to be the revealed card, not converted
    assert b.effect_op(card, said(), e) is None
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"]},
                         "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
                         "cards": list(b.places.values()), "event": {"id": "go"},
                         "abilities": [{"id": "it", "kind": "interrupt", "controller": "alice", "trigger": "go",
                                        "effects": [{"op": "discard_card", "target": "snare"}]}]}, "invented")
    assert ("snare", "encounter_discard", "", "") in run_order(sc, ["go", "it"], {"owner_areas": True}).places
    for text in ("Shuffle 2 AERIAL cards from your discard pile into your deck.",
                 "Deal this card to each player as a facedown encounter card."):
        items, _ = read_sentence(text, "effect", "Rain Gauge")
        assert ap.why_not(next(i for i in items if isinstance(i, m.Effect))) is not None, text


@pytest.mark.parametrize("text, lang", [
    ("Défaussez la carte du dessus du deck Rencontre.", "fr"),
    ("Défaussez les 2 cartes du dessus de votre deck.", "fr"),
    ("Attribuez une carte Rencontre à chaque autre joueur.", "fr"),
])
def test_the_french_top_of_a_deck_and_each_other_player_are_read_as_the_english(text, lang):
    """The French reader gives "la carte du dessus de X" as a top position on X (the English: top, of X), and "chaque
    autre joueur" as each player, other: the same deck operations."""
    from logic.abilities.reader import read_sentence
    items, _ = read_sentence(text, "effect", "Jauge", lang)
    e = next(i for i in items if isinstance(i, m.Effect))
    assert ap.why_not(e) is None, (text, e)
    assert ap.deck_discard(e) == "encounter_top" or ap.top_of_your_deck(e.target) == 2 or ap.deal_players(e.target) \
        == "others"
# --- counted amounts and prohibitions (`logic.situation.applicable_counts`, `logic.situation.counting`) ---------

def _run(b, ops):
    """Run the converted ``ops`` (one item each, after the villain's attack on the hero) in the engine."""
    table = {"game": "marvel_champions", "players": {"order": list(b.sit.players), "first": "alice"},
             "characters": list(b.characters.values()),
             "schemes": [{"name": n, "threat": t} for n, t in b.schemes.items()],
             "event": {"id": "go", "source": "villain", "effects": [{"op": "attack", "target": "hero", "amount": 2}]},
             "abilities": [{"id": f"i{k}", "kind": "response", "controller": "alice", "trigger": "go",
                            "effects": [op]} for k, op in enumerate(ops)]}
    if b.cards or b.places:
        table["cards"] = [{"name": n, "counters": k, **b.places.get(n, {})} for n, k in b.cards.items()] \
            + [p for n, p in b.places.items() if n not in b.cards]
    ids = [f"i{k}" for k in range(len(ops))]
    return run_order(parse_scenario(table, "invented"), ["go", *ids], {}).to_json()


@pytest.mark.parametrize("text, record, op, villain", [
    ("Deal 1 damage to the villain for each counter on this card.", {}, {"per": "counters:gadget"}, 14 - 2),
    ("Deal 2 damage to the villain for each player.", {}, {"per": "players"}, 14 - 4),
    ("Deal damage to the villain equal to this card's printed cost.", {"cost": 3}, {"amount": 3}, 14 - 3),
    ("Deal damage to the villain equal to the villain's ATK.", {}, {"per": "stat:villain:atk:2"}, 14 - 2),
])
def test_a_counted_amount_is_counted_by_the_engine(text, record, op, villain):
    from logic.abilities.reader import read_sentence
    b, card = _situation()
    card = SituationCard("gadget", "x4", "Rain Gauge", "upgrade", "", record, controller="alice", owner="alice",
                         counters=2)
    b.sit.cards["gadget"] = card
    b.cards["gadget"] = 2
    b.sit.players.append("bob")
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert ap.why_not(e) is None, ap.why_not(e)
    got = b.effect_op(card, _Sentence(), e)
    assert got is not None and all(got[k] == v for k, v in op.items()), got
    assert _run(b, [got])["characters"]["villain"]["health"] == villain


def test_a_count_the_situation_cannot_name_is_not_converted():
    from logic.abilities.reader import read_sentence
    b, card = _situation()
    items, _ = read_sentence("Deal damage to the villain equal to that event's printed cost.", "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert ap.why_not(e) is None            # the catalogue: the engine counts a printed value of a card named
    assert b.effect_op(card, _Sentence(), e) is None   # the situation's event names no played event


@pytest.mark.parametrize("text, ctype, hero", [
    ("The villain cannot attack.", "upgrade", 10),             # the attack deals nothing
    ("Captain Nimbus cannot take damage.", "upgrade", 10),
    ("Doctor Drizzle cannot take damage.", "upgrade", 8),      # not the hero: the attack hits
])
def test_a_prohibition_is_consulted_by_the_engines_own_game_functions(text, ctype, hero):
    from logic.abilities.reader import read_sentence
    b, card = _situation(ctype)
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert e.kind is K.CANNOT and ap.why_not(e) is None, ap.why_not(e)
    assert ap.why_not_in(e, m.AbilityKind.RESPONSE) is not None   # no duration: a constant ability's only
    op = b.effect_op(card, _Sentence(), e)
    assert op is not None and op["op"] == "forbid" and op["card"] == "gadget"
    b.places.setdefault("gadget", {"name": "gadget", "zone": "play", "type": "upgrade", "owner": "alice",
                                   "controller": "alice"})
    assert _run_before(b, op)["characters"]["hero"]["health"] == hero
    assert _run_before(b, op, hold=False)["characters"]["hero"]["health"] == 8   # the policy off: not consulted


def _run_before(b, op, hold=True):
    """The villain's attack on the hero after a constant item holding ``op``."""
    table = {"game": "marvel_champions", "players": {"order": list(b.sit.players), "first": "alice"},
             "characters": list(b.characters.values()),
             "schemes": [{"name": n, "threat": t} for n, t in b.schemes.items()],
             "cards": list(b.places.values()),
             "event": {"id": "go", "source": "villain", "effects": [{"op": "attack", "target": "hero", "amount": 2}]},
             "abilities": [{"id": "c", "kind": "constant", "controller": "alice", "trigger": "go", "effects": [op]}]}
    return run_order(parse_scenario(table, "invented"), ["c", "go"], {"prohibitions_hold": hold}).to_json()


def test_a_prohibition_to_attack_is_converted_on_a_heros_act_and_that_events_cost_is_read_when_it_is_played():
    from logic.abilities.reader import read_sentence
    b, card = _situation()
    items, _ = read_sentence("Captain Nimbus cannot attack.", "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    op = b.effect_op(card, _Sentence(), e)   # a hero's attack: the engine's prohibition of that act (`act_ops`)
    assert ap.why_not(e) is None and op is not None and op["forbids"] == "attack" and op["targets"] == ["hero"], op
    b.sit.cards["bolt"] = SituationCard("bolt", "x5", "Thunder Bolt", "event", "", {"cost": 2}, controller="alice")
    b.sit.event = Event("action", card="bolt", by="alice", does="play")
    items, _ = read_sentence("Deal damage to the villain equal to that event's printed cost.", "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert b.effect_op(card, _Sentence(), e) == {"op": "damage", "targets": ["villain"], "amount": 2}
@pytest.mark.parametrize("text, form, op, health, threat", [
    ("The villain attacks you.", "hero", "enemy_attack", 8, 3),
    ("Doctor Drizzle attacks you with +1 ATK.", "alter_ego", "enemy_attack", 7, 3),   # "attacks you": any form
    ("The villain schemes.", "hero", "enemy_scheme", 10, 4),
    ("Doctor Drizzle activates against you.", "hero", "activate", 8, 3),
    ("Doctor Drizzle activates against you.", "alter_ego", "activate", 10, 4),   # against an alter-ego: a scheme
])
def test_an_activation_an_effect_starts_runs_in_the_engine(text, form, op, health, threat):
    """The catalogue accepts the activation, the translation names its enemy, player and amounts, and the engine
    runs its attack (ATK 2) or its scheme (SCH 1) inside the item."""
    from logic.abilities.reader import read_sentence
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert e.kind is K.ACTIVATE and ap.why_not(e) is None
    b, card = _situation()
    b.sit.cards["villain"] = replace(b.sit.cards["villain"], record={"health": 14, "attack": 2, "scheme": 1})
    b.characters["hero"]["form"] = form
    b.you_in = lambda *args: "alice"   # the seat answers: "you" is alice
    got = b.effect_op(card, _Sentence(), e)
    assert got["op"] == op and got["card"] == "villain"
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": list(b.characters.values()), "schemes": [{"name": n, "threat": t} for n, t in b.schemes.items()],
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": [got]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    assert out["characters"]["hero"]["health"] == health and out["threat"]["plan"] == threat


@pytest.mark.parametrize("special, expected", [
    ("Deal 1 damage to the villain. Draw 1 card.",
     [{"op": "damage", "targets": ["villain"], "amount": 1}, {"op": "draw", "targets": ["hero"], "amount": 1}]),
    ('Resolve this card\'s "Special" ability.', None),   # resolving itself: stopped at MAX_RESOLVE_DEPTH
    ("Deal 1 damage to an enemy for each card in your hand.", None),   # an effect the engine cannot apply
])
def test_another_ability_resolved_puts_its_effects_in_place(special, expected):
    """'Resolve this card's "Special" ability': the effects of that ability's structure, converted, in the place of
    the effect; nothing when one of them is not applied (or the ability resolves itself without end)."""
    from logic.abilities.reader import read_sentence
    items, _ = read_sentence('Resolve this card\'s "Special" ability.', "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert e.kind is K.RESOLVE_ABILITY and ap.why_not(e) is None
    b, card = _situation()
    card = replace(card, text=f"<b>Special</b>: {special}")
    b.sit.cards["gadget"] = card
    assert b.effect_op(card, _Sentence(), e) == expected
    assert b.unread == []


@pytest.mark.parametrize("text, lang, procedure", [
    ("The villain schemes.", "en", m.EventKind.SCHEME), ("Unus activates against you.", "en", m.EventKind.ACTIVATES),
    ("Le méchant vous attaque.", "fr", m.EventKind.ATTACK), ("Le méchant manigance.", "fr", m.EventKind.SCHEME),
])
def test_the_verb_of_an_activation_is_its_procedure_in_each_language(text, lang, procedure):
    from logic.abilities.reader import read_sentence
    items, reading = read_sentence(text, "effect", "Rain Gauge", lang)
    (e,) = [i for i in items if isinstance(i, m.Effect)]
    assert reading.status is m.ReadStatus.FULLY and e.kind is K.ACTIVATE and e.procedure is procedure


@pytest.mark.parametrize("text, ctype, op, place", [
    ("<b>Response</b>: After this card is discarded from the top of your deck, add it to your hand.", "upgrade",
     {"op": "return_to_hand", "target": "gadget"}, ("gadget", "hand", "alice", "")),
    ("<b>Forced Response</b>: After Rain Gauge leaves play, remove it from the game.", "upgrade",
     {"op": "remove_from_game", "target": "gadget"}, ("gadget", "removed", "", "")),
    ("<b>Action</b>: Put Storm Cellar into play. Return it to your hand.", "upgrade",
     {"op": "return_to_hand", "target": "cellar"}, ("cellar", "hand", "alice", "")),
    ("<b>Action</b>: Put Storm Cellar into play. Attach this card to it.", "upgrade",
     {"op": "attach", "target": "gadget", "card": "cellar"}, ("gadget", "play", "", "cellar")),
])
def test_it_of_a_zone_operation_is_the_card_the_ability_named_before(text, ctype, op, place):
    """"It" of a zone operation: the card an earlier effect of the same ability named (a card named), or the card
    of the trigger (this card); the summary's check accepts it, the situation converts it with that card, and the
    engine moves that card (the reference: where the plain reading puts it)."""
    b, card = _situation(ctype)
    card = _gadget(b, ctype, text, you=None)
    b.sit.cards["cellar"] = SituationCard("cellar", "x7", "Storm Cellar", "support", "", {}, controller="alice",
                                          owner="alice")
    (a,) = read_text(text, "Rain Gauge")
    e = a.effects[-1]
    assert ap.why_not_in(e, a.kind, a) is None
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert ops[-1] == op and b.unread == []
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "schemes": [{"name": "plan", "threat": 3}], "cards": list(b.places.values()),
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    policies = {"owner_areas": True, "partial_resolution": True}   # (Storm Cellar is placed in play already)
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], policies)
    assert place in out.places


@pytest.mark.parametrize("text, reason", [
    ("<b>Action</b>: Search your deck for a Gizmo card and remove it from the game.", "does not hold"),
    ("<b>Action</b>: Discard the top card of your deck. Put it into play.", "does not hold"),
    ("<b>Action</b>: Choose a card in your discard pile. Add that card to your hand.", "does not hold"),
    ("<b>Forced Response</b>: After Rain Gauge attacks you, put that minion into play.", None),   # the situation
])
def test_it_naming_what_the_engine_does_not_hold_is_not_applied(text, reason):
    """"It" after a search, a discard from a deck or a choice names a card the engine's decks and piles (numbers of
    cards) do not hold: the summary leaves it unread; "that minion" naming an upgrade is not converted either."""
    (a,) = read_text(text, "Rain Gauge")
    e = a.effects[-1]
    why = ap.why_not_in(e, a.kind, a)
    assert (why is None) if reason is None else (why is not None and reason in why), why
    if reason is None:
        b, card = _situation("upgrade")   # "that minion" is Rain Gauge, an upgrade here: not converted
        card = SituationCard("gadget", "x4", "Rain Gauge", "upgrade", text, {}, controller="alice")
        b.sit.cards["gadget"] = card
        assert b.it_card(card, structures(card)[0][1].effects[-1]) is None


def test_removal_from_the_campaign_pool_is_applied():
    """s12-zones4: the removal from the campaign pool is recorded for the games after this one
    (`applicable_campaign`, `logic.timing.campaign_ops`); tested in tests/test_campaign_pool.py."""
    (a,) = read_text("<b>Action</b>: Remove this card from the game and the campaign pool.", "Rain Gauge")
    assert ap.why_not(a.effects[-1]) is None


def test_discard_it_is_applied_only_where_its_sentence_cancels_or_the_ability_named_the_card():
    """"Discard it": the summary's check accepts it when its sentence also cancels (the event's card) or the
    ability named the card before (this card, here by the trigger); "You may discard that card" after looking at
    the top of the encounter deck names a card the engine's deck (a number) does not hold."""
    from logic.abilities.reader import read_sentence
    for text, ok in (("<b>Interrupt</b>: When you reveal a treachery, cancel its effects and discard it.", True),
                     ("<b>Forced Response</b>: After Rain Gauge is exhausted, discard it.", True),
                     ("<b>Action</b>: Look at the top card of the encounter deck. You may discard that card.", False)):
        (a,) = read_text(text, "Rain Gauge")
        e = a.effects[-1]
        items, _ = read_sentence(a.sentences[-1].text, "effect", "Rain Gauge")
        why = ap.why_not_in(e, a.kind, a, tuple(items))
        assert e.kind is K.DISCARD and (why is None) == ok, (text, why)
    b, card = _situation("upgrade")
    card = SituationCard("gadget", "x4", "Rain Gauge", "upgrade", "<b>Forced Response</b>: After Rain Gauge is "
                         "exhausted, discard it.", {}, controller="alice", owner="alice")
    b.sit.cards["gadget"] = card
    assert b.effects(card, abilities_of(card)[0])[0] == [{"op": "discard_card", "target": "gadget"}]


# --- choices between options (`choice_why`, the engine's ``option`` mark: `logic.timing.choice_ops`) ----------------
_DMG = E(K.DEAL_DAMAGE, m.Amount(value=1), m.Target(N.VILLAIN))
_DRAW = E(K.DRAW, m.Amount(value=1))
_BAD = E(K.DRAW, m.Amount(value=1), order=m.Order.ANY)   # an effect the catalogue rejects


@pytest.mark.parametrize("effects, numbers, reasons", [
    ([E(K.CHOOSE), replace(_DMG, link=m.Link.OPTION), replace(_DRAW, link=m.Link.OPTION)], {1: 1, 2: 2}, [None] * 3),
    ([_DMG, replace(_DRAW, link=m.Link.OR)], {0: 1, 1: 2}, [None] * 2),
    ([E(K.CHOOSE), replace(_DMG, link=m.Link.OPTION), replace(_DRAW, link=m.Link.AND),
      replace(_DRAW, link=m.Link.OPTION)], {1: 1, 2: 1, 3: 2}, [None] * 4),   # an option of two effects
    ([E(K.CHOOSE), replace(_DMG, link=m.Link.OPTION)], {1: 1}, ["fewer than two"] * 2),
    ([_DMG, replace(_BAD, link=m.Link.OR)], {0: 1, 1: 2}, ["another option", None]),   # the other is why_not's
    ([replace(_DMG, link=m.Link.OPTION), replace(_DRAW, link=m.Link.OPTION)], {}, ["no 'choose'"] * 2),
    ([_DMG, replace(_DRAW, link=m.Link.OR), _DMG, replace(_DRAW, link=m.Link.OR)], {0: 1, 1: 2},
     [None, None, None, "second choice"]),
])
def test_a_choice_is_applied_whole_or_not_at_all(effects, numbers, reasons):
    assert ap.choice_numbers(effects) == numbers
    got = ap.choice_why(effects)
    assert [w is None for w in got] == [r is None for r in reasons], got
    assert all(r in w for r, w in zip(reasons, got) if r), got


def test_each_option_of_an_invented_choice_is_a_branch_in_the_engine():
    """"Choose: - deal 1 damage to the villain. - draw 1 card.": the summary reads the three sentences fully (the
    options are applied), the situation marks the options 1 and 2, and the engine resolves the option picked only;
    the control twin, a one-option list, stays unread."""
    from logic.abilities.summary import CardReading, applied_readings
    from logic.timing.choice_ops import pick_sets
    text = "<b>Forced Response</b>: After Rain Gauge enters play, choose:<br/>• Deal 1 damage to the villain.<br/>" \
           "• Draw 1 card."
    c = CardReading("97002", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(text, "Rain Gauge")), text)
    assert [r.status for r in applied_readings(c)[0]] == [m.ReadStatus.FULLY] * 3
    (a,) = c.abilities
    ops = [b_op for b_op in (_situation()[0].effect_op(_situation()[1], _Sentence(), e) for e in a.effects[1:])]
    numbers = ap.choice_numbers(a.effects)
    effects = [dict(op, option=numbers[i]) for i, op in enumerate(ops, 1)]
    assert [e["option"] for e in effects] == [1, 2] and effects[0]["targets"] == ["villain"]
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10},
                            {"name": "villain", "controller": "alice", "hit_points": 14}],
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": effects}]}
    sc = parse_scenario(table, "invented")
    outs = [run_order(sc, ["go", "it"], {"options_picked": True}, picks=dict(p)).to_json()
            for p in pick_sets(sc, ["go", "it"], {"options_picked": True})]
    assert [(o["characters"]["villain"]["health"], o.get("drawn", {})) for o in outs] == [(13, {}), (14, {"hero": 1})]
    twin = "<b>Forced Response</b>: After Rain Gauge enters play, choose:<br/>• Deal 1 damage to the villain."
    c = CardReading("97003", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(twin, "Rain Gauge")), twin)
    assert [r.status for r in applied_readings(c)[0]] == [m.ReadStatus.PARTLY] * 2


def test_discarding_until_found_and_shuffling_the_encounter_deck_are_applied_with_its_cards_stated():
    """"Discard cards from the top of the encounter deck until a Sentinel minion is discarded" and "Shuffle the
    encounter deck" are applied (`applicable_order`, `logic.timing.order_ops`), and "shuffle your deck" (a player's
    deck stated in order, `logic.timing.player_deck_ops`); "until ... or ..." is not. In the engine, the found card is the first of the type and
    trait on the stated list."""
    from logic.abilities.reader import read_sentence
    from logic.situation.applicable_order import order_effect

    def effect(text):
        items, _ = read_sentence(text, "effect", "Rain Gauge")
        return next(i for i in items if isinstance(i, m.Effect))
    until = effect("Discard cards from the top of the encounter deck until a Sentinel minion is discarded.")
    assert ap.why_not(until) is None and order_effect(until) == {"op": "discard_until", "target": "encounter_deck",
                                                                 "card": "minion", "trait": "Sentinel"}
    shuffle = effect("Shuffle the encounter deck.")
    assert ap.why_not(shuffle) is None and order_effect(shuffle) == {"op": "shuffle_deck", "target": "encounter_deck"}
    assert ap.why_not(effect("Shuffle your deck.")) is None   # a player's deck in order (`player_deck_ops`)
    surge = effect("This card gains surge.")   # the card being revealed reveals the next one (Keywords p2.b21)
    assert ap.why_not(surge) is None
    reveal = effect("Then, reveal another card from the encounter deck.")
    assert ap.why_not(reveal) is None and order_effect(reveal) == {"op": "reveal_top", "target": "encounter_deck"}
    assert ap.why_not(effect("Reveal the top card of his deck.")) is not None   # (a deck named: `named_deck_ops`)
    assert ap.why_not(replace(until, until=replace(until.until, noun=N.VILLAIN))) is not None
    table = {"game": "marvel_champions", "players": {"order": ["alice"]}, "event": {"id": "go"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "cards": [{"name": n, "zone": "encounter_deck", "type": t, "traits": tr} for n, t, tr in
                       (("goon", "minion", []), ("sentry", "minion", ["Sentinel"]), ("plot", "side_scheme", []))],
             "encounter": {"order": ["goon", "sentry", "plot"]},
             "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": [order_effect(until)]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    assert out["encounter_order"] == {"cards": ["plot"]} and out["encounter"] == {"deck": 1, "discard": 2}
@pytest.mark.parametrize("text, op", [
    ("Discard cards from the top of the encounter deck until a Gale's Crew minion is discarded.",
     {"op": "discard_until", "target": "encounter_deck", "card": "minion", "trait": "Gale's Crew"}),
    ("Discard cards from the encounter deck until an environment is discarded.",
     {"op": "discard_until", "target": "encounter_deck", "card": "environment"}),
    ("Discard cards from the top of the encounter deck until a Gale's Crew or Storm minion is discarded.", None),
])
def test_discarding_until_a_possessive_trait_or_an_environment(text, op):
    """s12-decks2: "until a Gale's Crew minion is discarded" (the grammar reads the possessive as a card owning the
    trait "Crew") looks for the one whole trait "Gale's Crew"; "until an environment" for that type; the engine stops
    at the first card of the stated list that fits. Control twin: "a Gale's Crew or Storm minion" ('or') stays
    unapplied."""
    from logic.abilities.reader import read_sentence
    from logic.situation.applicable_order import order_effect
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    until = next(i for i in items if isinstance(i, m.Effect))
    assert (ap.why_not(until) is None) is (op is not None) and order_effect(until) == op
    if op is None:
        return
    table = {"game": "marvel_champions", "players": {"order": ["alice"]}, "event": {"id": "go"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "cards": [{"name": n, "zone": "encounter_deck", "type": t, "traits": tr} for n, t, tr in
                       (("goon", "minion", ["Crew"]), ("den", "environment", []), ("mate", "minion", ["Gale's Crew"]),
                        ("plot", "side_scheme", []))],
             "encounter": {"order": ["goon", "den", "mate", "plot"]},
             "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": [op]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    left = ["plot"] if op.get("trait") else ["mate", "plot"]   # "Crew" alone is not "Gale's Crew"
    assert out["encounter_order"] == {"cards": left}


@pytest.mark.parametrize("text, why", [
    ("<b>When Revealed</b>: If Doctor Drizzle is not in play, discard cards from the top of the encounter deck "
     "until a minion is discarded, then reveal it.", None),
    ("<b>When Revealed</b>: Discard cards from the top of the encounter deck until a minion is discarded. If Doctor "
     "Drizzle is not in play, reveal it.", "with a condition"),
])
def test_the_card_found_revealed_under_the_discards_own_condition(text, why):
    """s12-decks2: "If <condition>, discard ... until a minion is discarded, then reveal it": the reveal's condition is
    the discard's (one sentence), which carries it (``found = "reveal"``) and is tested with it (``if_state``).
    Control twin: the condition on the reveal alone (another sentence) is not the discard's: not applied."""
    (a,) = read_text(text, "Rain Gauge")
    d, e = a.effects
    assert ap.why_not_in(d, a.kind, a) is None
    got = ap.why_not_in(e, a.kind, a)
    assert (got is None) if why is None else (why in got), got
    if why is None:
        b, _ = _situation()
        card = _gadget(b, "treachery", text)
        st = structures(card)[0][1]
        op = b.effect_op(card, _Sentence(), st.effects[0])
        assert op["found"] == "reveal" and "if_state" in op and b.effect_op(card, _Sentence(), st.effects[1]) == []


# --- a target chosen for the effects after it (`logic.situation.chosen`, the engine's ``chosen``: `target_ops`) ------
def test_a_target_chosen_is_carried_to_that_enemy_and_each_pick_is_a_branch():
    """"Choose a minion. Deal 2 damage to that minion and stun it.": the summary reads both sentences fully, the
    situation lists every minion as a candidate of both effects (marked ``chosen``), and the engine applies them to
    the one picked, one branch per minion; a Drone filter narrows the picks to the Drones (tested as the item
    resolves). Control twins: "choose an exhausted character" (a filter the engine does not test) and "choose a card"
    stay unread."""
    from logic.abilities.summary import CardReading, applied_readings
    from logic.timing.choice_ops import pick_sets
    text = "<b>Forced Response</b>: After Rain Gauge enters play, choose a minion. Deal 2 damage to that minion and " \
           "stun it."
    c = CardReading("97004", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(text, "Rain Gauge")), text)
    assert [r.status for r in applied_readings(c)[0]] == [m.ReadStatus.FULLY] * 2
    b, _ = _situation()
    card = b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", "upgrade", text, {},
                                                 controller="alice", owner="alice")
    for i, (hp, traits) in enumerate(((3, "Drone."), (4, "Thug.")), 1):
        b.sit.cards[f"m{i}"] = SituationCard(f"m{i}", f"x{5 + i}", f"Goon {i}", "minion", "",
                                             {"health": hp, "traits": traits})
        b.characters[f"m{i}"] = {"name": f"m{i}", "controller": "alice", "hit_points": hp, "damage": 0,
                                 "statuses": []}
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert [(o["op"], o["targets"], o.get("chosen")) for o in ops] == [("damage", ["m1", "m2"], 1),
                                                                        ("status", ["m1", "m2"], 1)]
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "m1", "controller": "alice", "hit_points": 3, "traits": ["Drone"]},
                            {"name": "m2", "controller": "alice", "hit_points": 4, "traits": ["Thug"]}],
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": ops}]}
    pol = {"targets_chosen": True}
    for trait, want in (("", [(1, ["stunned"], 4, []), (3, [], 2, ["stunned"])]), ("Drone", [(1, ["stunned"], 4, [])])):
        t = dict(table, abilities=[dict(table["abilities"][0], effects=[dict(o, if_trait=trait) if trait else o
                                                                          for o in ops])])
        sc = parse_scenario(t, "invented")
        outs = [run_order(sc, ["go", "it"], pol, picks=dict(p)) for p in pick_sets(sc, ["go", "it"], pol)]
        got = [(o.to_json()["characters"]["m1"]["health"], o.to_json()["characters"]["m1"]["statuses"],
                o.to_json()["characters"]["m2"]["health"], o.to_json()["characters"]["m2"]["statuses"])
               for o in outs if not o.void]
        assert got == want, (trait, got)
    for twin in ("choose an exhausted character. Ready it.",
                 "choose a card. Deal 2 damage to the villain."):
        t = "<b>Forced Response</b>: After Rain Gauge enters play, " + twin
        c = CardReading("97005", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(t, "Rain Gauge")), t)
        assert applied_readings(c)[0][0].status is not m.ReadStatus.FULLY, twin


def test_schemes_named_by_a_group_or_a_printed_trait():
    """"Place 1 threat on each scheme in play" names the main and side schemes; "the Legions of Hydra side scheme"
    the one side scheme with that printed trait; control twins: a trait no scheme in play has, and a scheme filter
    the engine does not test, stay unnamed."""
    from logic.situation.scheme_groups import group_why, schemes_of
    b, _ = _situation()
    b.sit.cards["lair"] = SituationCard("lair", "x9", "Invented Lair", "side_scheme", "",
                                        {"base_threat": 2, "traits": "Legions of Hydra."})
    b.schemes["lair"] = 2
    each = m.Target(N.SCHEME, m.Quantifier.EACH, filters=(m.Filter(m.FilterKind.ZONE, "in play"),))
    hydra = m.Target(N.SIDE_SCHEME, m.Quantifier.THE, filters=(m.Filter(m.FilterKind.TRAIT, "Legions of Hydra"),))
    other = m.Target(N.SIDE_SCHEME, m.Quantifier.THE, filters=(m.Filter(m.FilterKind.TRAIT, "Criminal Underworld"),))
    crisis = m.Target(N.SCHEME, m.Quantifier.EACH, filters=(m.Filter(m.FilterKind.CRISIS),)) \
        if hasattr(m.FilterKind, "CRISIS") else m.Target(N.SCHEME, m.Quantifier.EACH, filters=(
            m.Filter(m.FilterKind.TRAIT, "x", target=m.Target(N.YOU)),))
    assert [ap.why_not(E(K.PLACE_THREAT, m.Amount(value=1), t)) is None for t in (each, hydra, other, crisis)] \
        == [True, True, True, False]
    assert schemes_of(b, each) == ["plan", "lair"] and schemes_of(b, hydra) == ["lair"]
    assert schemes_of(b, other) is None and group_why(crisis) is not None


def test_each_friendly_character_names_the_players_characters():
    """"Deal 1 damage to each friendly character": the heroes, alter-egos and allies, never an enemy; control twin:
    "each friendly minion" is not a group the engine names."""
    b, card = _situation()
    b.sit.cards["pal"] = SituationCard("pal", "x8", "Invented Pal", "ally", "", {"health": 2}, controller="alice")
    b.characters["pal"] = {"name": "pal", "controller": "alice", "hit_points": 2, "damage": 0, "statuses": []}
    friendly = (m.Filter(m.FilterKind.FRIENDLY, "friendly"),)
    t = m.Target(N.CHARACTER, m.Quantifier.EACH, filters=friendly)
    assert ap.why_not(E(K.DEAL_DAMAGE, m.Amount(value=1), t)) is None
    assert b.targets(t, card, _Sentence(), (0, 0)) == ["hero", "pal"]
    assert ap.why_not(E(K.DEAL_DAMAGE, m.Amount(value=1), m.Target(N.MINION, m.Quantifier.EACH, filters=friendly)))
def test_if_you_cannot_is_the_otherwise_mark_after_an_effect_whose_failure_the_engine_tells():
    """"If you cannot, X" (invented cards): after an attachment or counters placed on a card, the engine's
    ``otherwise`` mark; after an effect the engine counts as resolved even when nothing changed (exhaust, draw), or
    with no effect before it, refused with its reason; an "and" effect after it is not the one "if you cannot" opens."""
    def whys(text):
        return [ap.why_not_in(e, a.kind, a) for a in read_text(text, "Rain Gauge") for e in a.effects]
    assert whys("Attach to Captain Nimbus, if able. If you cannot, attach to the villain.") == [None, None]
    assert whys("Place 1 rain counter on Flood the City. If you cannot, take 1 damage.") == [None, None]
    assert whys("Exhaust your identity. If you cannot, take 1 damage.")[1] == \
        "'if you cannot' after exhaust: the engine does not tell whether it could be done"
    assert whys("Draw 1 card. If you cannot, take 1 damage.")[1] == \
        "'if you cannot' after draw: the engine does not tell whether it could be done"
    (a,) = read_text("Attach to Captain Nimbus, if able. If you cannot, attach to the villain.", "Rain Gauge")
    assert ap.if_you_cannot(a.effects[1]) and not ap.if_you_cannot(a.effects[0])
    assert ap.cannot_why([a.effects[1]], 0) == "'if you cannot' with no effect before it in its ability: not applied"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["play", "hand", "deck", "discard", "removed"]), st.sampled_from(["play", "encounter_deck"]),
       st.booleans(), st.booleans())
def test_if_you_cannot_after_an_attachment_equals_the_reference(host_zone, snare_zone, policy, counters):
    """Plain-Python reference (Otherwise p1, p1.b1.2): "Attach to <host>. If you cannot, place 2 threat on the main
    scheme." (or "Place 1 counter on <host>. If you cannot, ...") places the threat exactly when the host is not in
    play (nothing to attach to, no card to hold the counter), under ``otherwise_needs_not_done``; without the policy,
    always."""
    first = {"op": "place_counters", "target": "post", "amount": 1} if counters else \
        {"op": "attach", "target": "snare", "card": "post"}
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "schemes": [{"name": "plan", "threat": 3}],
             "cards": [{"name": "post", "type": "support", "zone": host_zone, "owner": "alice", "counters": 0},
                       {"name": "snare", "type": "attachment", "zone": snare_zone}],
             "event": {"id": "go"},
             "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice", "trigger": "go", "effects": [
                 first, {"op": "threat", "target": "plan", "amount": 2, "otherwise": True}]}]}
    on = {"partial_resolution": True, "otherwise_needs_not_done": policy}   # what can resolve does (Ability p1)
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], on).to_json()
    could = host_zone == "play"
    assert out["threat"]["plan"] == (3 if could and policy else 5)


_CHOSEN_TEXTS = {"a": "Discard an upgrade you control.", "two": "Choose and discard 2 Tech upgrades you control.",
                 "most": "Discard the highest-cost card you control.", "or": "Discard an ally or support you control.",
                 "each": "Discard each Tech upgrade you control.", "other": "Discard each other upgrade you control."}


def test_chosen_and_every_card_shapes_in_the_catalogue():
    """The catalogue accepts a discard of a card chosen among those that fit ("an upgrade you control", "2 Tech
    upgrades", "the highest-cost card", "an ally or support") and of each that fits ("each other X": each, but this
    card, as the French "chaque autre X" reads); "a card you control" (any type, no superlative) and "another X" (one
    card) are not."""
    for text in _CHOSEN_TEXTS.values():
        (a,) = read_text(text, "Rain Gauge")
        assert ap.why_not_in(a.effects[0], a.kind, a) is None, text
    for text in ("Discard a card you control.", "Discard another upgrade you control."):
        (a,) = read_text(text, "Rain Gauge")
        assert ap.why_not_in(a.effects[0], a.kind, a) == "no printed amount", text


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["upgrade", "support", "ally", "event"]), st.sampled_from(["alice", "bob"]),
                          st.integers(0, 3), st.booleans()), max_size=4),
       st.sampled_from(sorted(_CHOSEN_TEXTS)))
def test_chosen_cards_equal_the_reference(extra, which):
    """Plain-Python reference (Target p1.b2.2: the resolving player picks among the cards that fit): the picks are
    every card that fits ("a"), every two of them (all of them when two or fewer fit), each card tied for the highest
    cost; "each" takes every card that fits at once; none fits: not decided (None). The picks are the engine's
    chosen target (`target_ops`, ``together``): each branch, run by the engine, discards exactly its pick."""
    from logic.situation.chosen_cards import candidates, everyone
    from logic.timing.target_ops import pick_sets
    b, card = _situation("treachery")   # the card under test is none of the cards chosen
    for i, (kind, who, cost, tech) in enumerate(extra):
        b.sit.cards[f"c{i}"] = SituationCard(f"c{i}", f"y{i}", f"Card {i}", kind, "", {
            "cost": cost, "traits": "Tech." if tech else ""}, controller=who, owner=who)
    b.you_in = lambda *_: "alice"
    (a,) = read_text(_CHOSEN_TEXTS[which], "Rain Gauge")
    mine = [(f"c{i}", k, c, t) for i, (k, w, c, t) in enumerate(extra) if w == "alice"]
    if which in ("each", "other"):   # ("other" than a treachery, not an upgrade: another card, not converted)
        fit = [x for x, k, _, t in mine if k == "upgrade" and t and which == "each"]
        assert everyone(b, card, _Sentence(), a.effects[0]) == (fit or None)
        return
    if which == "a":
        want = [(x,) for x, k, _, _ in mine if k == "upgrade"]
    elif which == "or":
        want = [(x,) for x, k, _, _ in mine if k in ("ally", "support")]
    elif which == "two":
        fit = [x for x, k, _, t in mine if k == "upgrade" and t]
        want = [tuple(fit)] if 0 < len(fit) <= 2 else [(p, q) for i, p in enumerate(fit) for q in fit[i + 1:]]
    else:
        fit = [(x, c) for x, k, c, _ in mine if k in ("upgrade", "support", "ally")]
        want = [(x,) for x, c in fit if c == max(c for _, c in fit)]
    got = candidates(b, card, _Sentence(), a.effects[0])
    assert (got is None) == (not want)
    if got is None:
        return
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
             "cards": [{"name": x, "type": "upgrade", "zone": "play", "owner": "alice"} for x, *_ in mine],
             "event": {"id": "go"}, "abilities": [{"id": "it", "kind": "forced_response", "controller": "alice",
                                                   "trigger": "go", "effects": [
                                                       {"op": "discard_card", "targets": got[0], "chosen": 1,
                                                        "together": got[1]}]}]}
    sc, on = parse_scenario(table, "invented"), {"partial_resolution": True, "targets_chosen": True}
    picks = pick_sets(sc, ["go", "it"], on)
    assert [p if isinstance(p, tuple) else (p,) for ((_, p),) in picks] == want
    for pk in picks:
        places = run_order(sc, ["go", "it"], on, picks=dict(pk)).to_json()
        assert {x for x, p in places.get("places", {}).items() if p["area"] != "play"} == set(want[picks.index(pk)])


@pytest.mark.parametrize("text, picked, accepted", [
    ('Resolve the "Special" ability on 1 Kitten upgrade you control.', True, True),
    ('Resolve the "Special" ability on an upgrade you control.', True, True),
    ('Resolve the "Special" ability on another Kitten ally.', True, True),
    ('Resolve the "Special" ability on each Kitten upgrade you control in any order.', False, True),   # (each)
    ('Resolve the "Special" ability on 2 Kitten upgrades you control.', False, False)])
def test_the_ability_of_a_card_picked_is_accepted_for_one_card_of_a_kind(text, picked, accepted):
    """"Resolve the '<label>' ability on <one card the player picks>" is applied (`picked_ability`: each card that
    fits a branch, `target_ops`' ``of_pick``); two cards at once are not; "each" (in an order picked) is no pick: it
    is the ability of each card that fits, applied when exactly one fits (`resolve_each`)."""
    from logic.situation.picked_ability import picked_host
    (a,) = read_text(f"<b>Hero Action</b>: {text}", "Rain Gauge")
    e = a.effects[0]
    assert (picked_host(e.target) is not None) is picked, text
    assert (ap.why_not_in(e, a.kind, a) is None) is accepted, text


@pytest.mark.parametrize("text, picked", [
    ("Invented Brute attacks the ally with the fewest remaining hit points.", True),
    ("Invented Brute attacks the friendly character with the fewest remaining hit points.", True),
    ("Invented Brute attacks an ally you control.", True),
    ("Invented Brute attacks each ally.", False),
    ("Invented Brute attacks the minion with the fewest remaining hit points.", False),
    ("Attached enemy attacks you.", None), ("Attached villain attacks you.", None),
    ("If Invented Brute is in play, he attacks you.", None)])
def test_an_attack_against_a_character_picked_or_by_the_attached_enemy_is_accepted(text, picked):
    """An enemy attack against one ally, hero or friendly character the player picks is applied (`activation_pick`:
    each a branch, `target_ops`); against each of them, or against an enemy, it is not. "Attached enemy" and "if X
    is in play, he" (None here) name one enemy, no pick, applied against "you"."""
    from logic.situation.activation_pick import attached_enemy, attacks_picked, in_play_enemy
    (a,) = read_text(f"<b>When Revealed</b>: {text}", "Rain Gauge")
    e = a.effects[0]
    named = attached_enemy(e.target) or in_play_enemy(e) is not None
    assert attacks_picked(e) is bool(picked) and named is (picked is None), text
    assert (ap.why_not_in(e, a.kind, a) is None) is (picked is not False), text


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 3), st.integers(0, 2), st.integers(1, 3))
def test_if_there_are_n_of_a_group_in_play_equals_the_reference(drones, others, n):
    """"If there are N or more Drone minions in play, deal 1 damage to the villain" (an invented card): the
    situation's Drone minions counted in play when the effect resolves, at least N (a plain count, the reference);
    the other minions do not count; with no Drone minion in the situation the condition is left unconverted."""
    (a,) = read_text(f"<b>Hero Action</b>: If there are {n} or more Drone minions in play, deal 1 damage to the "
                     f"villain.", "Rain Gauge")
    b, card = _situation()
    for i in range(drones + others):
        b.sit.cards[f"m{i}"] = SituationCard(f"m{i}", f"z{i}", f"Minion {i}", "minion", "", {
            "health": 2, "attack": 1, "traits": "Drone." if i < drones else "Elite."})
    op = b.effect_op(card, _Sentence(), a.effects[0])
    if not drones:
        assert op is None
        return
    assert op["if_state"] == "in_play:" + ",".join(f"m{i}" for i in range(drones)) and op["if_at_least"] == n
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "villain", "controller": "alice", "hit_points": 14}] + [
                 {"name": f"m{i}", "controller": "alice", "hit_points": 2} for i in range(drones + others)],
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": [op]}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    assert out["characters"]["villain"]["health"] == 14 - (drones >= n)


def test_while_on_a_prohibition_is_kept_over_time_in_the_catalogue():
    """"X cannot take damage while a Drone minion is in play" (invented): the "while" is accepted on a prohibition
    (the engine's ``kept``), not on another effect; "cannot leave play" is no game function the engine consults."""
    def why(text, kind="constant"):
        (a,) = read_text(text, "Rain Gauge")
        return ap.why_not_in(a.effects[0], a.kind, a)
    assert why("Doctor Drizzle cannot take damage while a Drone minion is in play.") is None
    assert why("Threat cannot be removed from this scheme while Captain Nimbus is in play.") is None
    assert why("<b>Hero Action</b>: While a Drone minion is in play, deal 1 damage to the villain.") == \
        "condition in_play: not tested by the outcome engine"


@pytest.mark.parametrize("players", [1, 2, 3])
def test_you_and_your_teammates_name_each_player_and_a_teammate_alone_is_refused(players):
    """"You and your teammates each draw 1 card" (invented): "you" with the players it owns names every player's
    identity (reference: the situation's players, in order); "your teammates" alone is still not named (which
    teammate, for a singular one, is left open)."""
    from logic.abilities.reader import read_sentence
    b, card = _situation()
    names = ["alice", "bob", "carol"][:players]
    for i, pl in enumerate(names[1:], 2):
        b.sit.cards[f"h{i}"] = SituationCard(f"h{i}", f"y{i}", f"Hero {i}", "hero", "", {"health": 10}, controller=pl)
        b.characters[f"h{i}"] = {"name": f"h{i}", "controller": pl, "hit_points": 10}
    b.sit.players[:] = names
    items, _ = read_sentence("You and your teammates each draw 1 card.", "effect", "Rain Gauge")
    (e,) = [i for i in items if isinstance(i, m.Effect)]
    assert ap.why_not(e) is None, ap.why_not(e)
    ids = {pl: next(c.id for c in b.sit.cards.values() if c.card_type == "hero" and c.controller == pl) for pl in names}
    assert b.targets(e.target, card, _Sentence(), e.span) == [ids[pl] for pl in names]
    items, _ = read_sentence("Your teammates each draw 1 card.", "effect", "Rain Gauge")
    (e,) = [i for i in items if isinstance(i, m.Effect)]
    assert ap.why_not(e) == "an owned target: not named by the engine"


def test_cannot_attack_you_is_the_engines_prohibition_against_that_you():
    """"Doctor Drizzle cannot attack you" (invented, on alice's upgrade): read, converted to a ``forbid`` of the
    villain's attacks against alice's hero, which then deals nothing (8 when the policy is off); another character
    named by the prohibition is still hit; a source other than a plain "you" is refused."""
    from logic.abilities.reader import read_sentence
    b, card = _situation("upgrade")
    b.you_in = lambda *_: "alice"   # the lexicon's seat of that "you" (its words are not built here)
    items, _ = read_sentence("Doctor Drizzle cannot attack you.", "effect", "Rain Gauge")
    (e,) = [i for i in items if isinstance(i, m.Effect)]
    assert e.source is not None and ap.why_not(e) is None, ap.why_not(e)
    op = b.effect_op(card, _Sentence(), e)
    assert op is not None and op["forbids"] == "attack_against:hero" and op["targets"] == ["villain"], op
    b.places.setdefault("gadget", {"name": "gadget", "zone": "play", "type": "upgrade", "owner": "alice",
                                   "controller": "alice"})
    assert _run_before(b, op)["characters"]["hero"]["health"] == 10
    assert _run_before(b, op, hold=False)["characters"]["hero"]["health"] == 8
    assert _run_before(b, dict(op, forbids="attack_against:villain"))["characters"]["hero"]["health"] == 8
    assert ap.why_not(replace(e, source=m.Target(N.MINION))).startswith("cannot attack against minion")
    assert "source" in ap.why_not(replace(e, forbids=m.EventKind.TAKES_DAMAGE))


def test_cannot_be_a_status_is_a_prohibition_the_engine_applies():
    """"Captain Nimbus cannot be confused" (invented; Confuse p1.b4, Stun p1.b4): the catalogue accepts it, the
    situation converts it to the engine's ``forbid`` of that status card, which keeps the card off the hero under the
    policy (and not without it); with a named source it is still refused."""
    from logic.abilities.reader import read_sentence
    b, card = _situation("upgrade")
    items, _ = read_sentence("Captain Nimbus cannot be confused.", "effect", "Rain Gauge")
    (e,) = [i for i in items if isinstance(i, m.Effect)]
    assert e.kind is K.CANNOT and e.status is m.Status.CONFUSED and ap.why_not(e) is None, ap.why_not(e)
    op = b.effect_op(card, _Sentence(), e)
    assert op is not None and op["forbids"] == "confused" and op["card"] == "gadget"
    assert ap.why_not(replace(e, source=m.Target(N.VILLAIN))) == "a prohibition by a named source: not applied"
    b.places.setdefault("gadget", {"name": "gadget", "zone": "play", "type": "upgrade", "owner": "alice",
                                   "controller": "alice"})
    for status, hold, held in (("confused", True, []), ("confused", False, ["confused"]),
                               ("stunned", True, ["stunned"])):
        table = {"game": "marvel_champions", "players": {"order": list(b.sit.players), "first": "alice"},
                 "characters": list(b.characters.values()), "cards": list(b.places.values()),
                 "event": {"id": "go", "source": "villain",
                           "effects": [{"op": "status", "target": "hero", "card": status}]},
                 "abilities": [{"id": "c", "kind": "constant", "controller": "alice", "trigger": "go", "effects": [op]}]}
        out = run_order(parse_scenario(table, "invented"), ["c", "go"], {"prohibitions_hold": hold}).to_json()
        assert out["characters"]["hero"]["statuses"] == held


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(["villain", "drone"]), min_size=1, max_size=4), st.booleans(), st.booleans())
def test_a_prohibition_kept_while_a_card_is_in_play_equals_the_reference(hits, kept, hold):
    """Plain-Python reference: "the villain cannot take damage while the drone is in play", then 1 damage at a time
    to the villain or the (1-hit-point) drone: under ``prohibitions_hold`` the villain takes damage exactly while
    the drone is gone; not ``kept`` (tested once, when the prohibition is put, the drone there), never."""
    forbid = {"op": "forbid", "target": "villain", "forbids": "take_damage", "if_state": "in_play:drone",
              **({"kept": True} if kept else {})}
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": [{"name": "villain", "controller": "alice", "hit_points": 12},
                            {"name": "drone", "controller": "alice", "hit_points": 1}],
             "event": {"id": "go"},
             "abilities": [{"id": "no", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": [forbid]}] + [
                 {"id": f"h{i}", "kind": "forced_response", "controller": "alice", "trigger": "go",
                  "effects": [{"op": "damage", "target": t, "amount": 1}]} for i, t in enumerate(hits)]}
    out = run_order(parse_scenario(table, "invented"), ["go", "no"] + [f"h{i}" for i in range(len(hits))],
                    {"prohibitions_hold": hold}).to_json()
    villain, drone = 12, True
    for t in hits:
        if t == "drone":
            drone = False
        elif not (hold and (drone or not kept)):
            villain -= 1
    assert out["characters"]["villain"]["health"] == villain
    with pytest.raises(InputError):   # "kept" belongs to a prohibition with a condition
        parse_scenario(dict(table, abilities=[dict(table["abilities"][0], effects=[
            {"op": "damage", "target": "villain", "amount": 1, "kept": True}])]), "bad.toml")
    with pytest.raises(InputError):   # ... whose condition is a count
        parse_scenario(dict(table, abilities=[dict(table["abilities"][0], effects=[
            dict(forbid, kept=True, if_state="trait:villain:Drone")])]), "bad.toml")
# --- an attack's damage increased (`applicable.attack_increase`, `logic.situation.attack_increase`) ---------------

@pytest.mark.parametrize("text, accepted", [
    ("When you attack, this attack deals 3 additional damage.", True),
    ("That attack deals 1 additional damage.", True),
    ("Deal 3 additional damage to the villain.", False),          # "additional" elsewhere: not applied
    ("This attack deals 1 additional damage for each minion in play.", False),   # a counted increase
])
def test_an_attack_increase_is_accepted_on_the_attack_under_way_with_a_printed_amount(text, accepted):
    from logic.abilities.reader import read_sentence
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert (ap.why_not(e) is None) is accepted, ap.why_not(e)


def test_an_attack_increase_is_converted_only_for_an_attack_ability_and_adds_to_each_instance():
    from logic.abilities.reader import read_sentence
    b, card = _situation()
    items, _ = read_sentence("This attack deals 2 additional damage.", "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert b.effect_op(card, _Sentence(), e) is None   # the villain's attack: no attack ability
    b.sit.cards["punch"] = SituationCard("punch", "x5", "Big Punch", "event",
                                         "<b>Hero Action</b> (attack): Deal 3 damage to an enemy.", {},
                                         controller="alice", owner="alice")
    b.sit.event = Event("action", by="alice", card="punch", does="play", target="villain")
    b.actor, b.counts = "hero", {m.EventKind.ATTACK}
    assert b.effect_op(card, _Sentence(), e) == {"op": "attack_increase", "target": "hero", "amount": 2}
    assert b.effect_op(b.sit.cards["punch"], _Sentence(), e) is None   # the attack's own card: its own damage


# --- boost icons a boost card gains (`logic.situation.boost_icons`) ----------------------------------------------

@pytest.mark.parametrize("text, reason", [
    ("<b>Boost</b>: This card gains [boost][boost].", None),
    ("<b>Boost</b>: For each Elite minion in play, this card gets +1 boost icon ([boost]) for this activation.", None),
    ("This card gains [boost].", "outside a Boost ability"),   # a constant: not kept by the engine
    ("<b>Boost</b>: If the villain is exhausted, this card gains [boost][boost].", "condition is_exhausted"),
])
def test_boost_icons_gained_are_accepted_in_a_boost_ability_only(text, reason):
    a = read_text(text, "Rain Gauge")[0]
    why = ap.why_not_in(a.effects[0], a.kind)
    assert (why is None) if reason is None else (why is not None and reason in why), why


def test_boost_icons_gained_are_converted_on_the_attacks_own_boost_card_only():
    b, card = _situation("treachery")
    b.rules = "marvel_champions/en"
    a = read_text("<b>Boost</b>: This card gains [boost][boost].", "Rain Gauge")[0]
    assert b.effect_op(card, _Sentence(), a.effects[0]) is None   # not dealt as a boost card
    b.sit.cards["gadget"] = card = replace(card, dealt_as_boost=True)
    got = b.effect_op(card, _Sentence(), a.effects[0])
    assert got == {"op": "boost_icons", "target": "villain", "amount": 2}
    second = SituationCard("other", "x6", "Second Wind", "treachery", "", {}, dealt_as_boost=True)
    b.sit.cards = {"other": second, **b.sit.cards}   # another card is the attack's own boost card
    assert b.effect_op(card, _Sentence(), a.effects[0]) is None


# --- threat placed "additional" (`applicable.added_threat`, `logic.situation.additional`) --------------------------

@pytest.mark.parametrize("text, amount", [
    ("Place 2 additional threat on the main scheme.", 2),
    ("Place 1 additional threat on the main scheme for each player.", 1),   # counted: the unit, and its ``per``
    ("Deal 2 additional damage to the villain.", None),                      # damage: not joined by the engine
])
def test_additional_threat_is_placed_as_printed_or_counted_and_other_additional_amounts_are_not(text, amount):
    from logic.abilities.reader import read_sentence
    b, card = _situation()
    b.rules = "marvel_champions/en"
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    got = b.effect_op(card, _Sentence(), e)
    assert (ap.why_not(e) is None) is (amount is not None)
    assert got is None if amount is None else (got["op"] == "threat" and got["amount"] == amount
                                               and got["targets"] == ["plan"]), got
    if amount is not None:
        b.rules = "wow_miniatures/fr"   # a rule base that does not say an "additional" amount joins what it modifies
        assert b.effect_op(card, _Sentence(), e) is None


# --- "if this activation is an attack / a scheme" (`applicable.activation_type`, `logic.situation.activation_type`)

def test_this_activation_type_is_tested_in_a_boost_ability_by_the_situations_event():
    b, card = _situation("treachery")
    b.rules = "marvel_champions/en"
    b.sit.cards["gadget"] = card = replace(card, dealt_as_boost=True, text="<b>Boost</b>: If this activation is an "
                                           "attack, this card gains [boost][boost].")
    attack = read_text(card.text, card.name)[0]
    assert ap.why_not_in(attack.effects[0], attack.kind) is None
    assert b.effect_op(card, _Sentence(), attack.effects[0]) == {"op": "boost_icons", "target": "villain", "amount": 2}
    b.sit.cards["gadget"] = card = replace(card, text=card.text.replace("an attack", "a scheme"))
    scheme = read_text(card.text, card.name)[0]
    assert b.effect_op(card, _Sentence(), scheme.effects[0]) == []   # not met in an attack: nothing applies
    other = read_text("<b>Forced Interrupt</b>: When the villain activates, if this activation is an attack, deal 1 "
                      "damage to each hero.", "Rain Gauge")[0]
    assert "outside a Boost ability" in ap.why_not_in(other.effects[0], other.kind)


# --- "an equal amount" of the damage taken (`applicable.taken_amount`, `logic.situation.taken`) -------------------

def test_an_equal_amount_is_the_damage_taken_only_after_damage_taken():
    after = read_text("<b>Forced Response</b>: After Captain Nimbus takes any amount of damage, deal an equal amount "
                      "of damage to the villain.", "Rain Gauge")[0]
    would = read_text("<b>Forced Interrupt</b>: When Captain Nimbus would take any amount of damage, deal an equal "
                      "amount of damage to the villain.", "Rain Gauge")[0]
    assert ap.why_not_in(after.effects[0], after.kind, after, ()) is None
    assert "not the damage taken" in ap.why_not_in(would.effects[0], would.kind, would, ())
    b, card = _situation()
    b.sit.cards["gadget"] = card = replace(card, text="<b>Forced Response</b>: After Captain Nimbus takes any amount "
                                           "of damage, deal an equal amount of damage to the villain.")
    e = next(x for _, x in structures(card) if x is not None).effects[0]
    assert b.effect_op(card, _Sentence(), e) is None   # no character met by the trigger
    b.hit = "hero"
    assert b.effect_op(card, _Sentence(), e) == {"op": "damage", "targets": ["villain"], "amount": 1,
                                                 "per": "taken:hero"}


@pytest.mark.parametrize("text, why, op", [
    ("<b>When Revealed</b>: Search the encounter deck and discard pile for a Storm minion and reveal it.", None,
     {"op": "search_for", "target": "encounter_deck", "piles": ["deck", "discard"], "found": "reveal",
      "card": "minion", "trait": "Storm"}),
    ("<b>When Revealed</b>: Search the encounter deck for Doctor Drizzle and put it into play.", None,
     {"op": "search_for", "target": "encounter_deck", "piles": ["deck"], "found": "put_into_play",
      "names": ["Doctor Drizzle"]}),
    ("<b>Action</b>: Search your deck for a Gizmo card and add it to your hand.", None,
     {"op": "search_for", "target": "hero", "piles": ["deck"], "found": "return_to_hand", "trait": "Gizmo"}),
    ("<b>When Revealed</b>: Search the encounter deck and discard pile for a copy of Doctor Drizzle and reveal it.",
     None, {"op": "search_for", "target": "encounter_deck", "piles": ["deck", "discard"], "found": "reveal",
            "names": ["Doctor Drizzle"]}),
    ("<b>Action</b>: Search the top 5 cards of your deck for an event card and add it to your hand.", None,
     {"op": "search_for", "target": "hero", "piles": ["deck"], "found": "return_to_hand", "top": 5, "card": "event"}),
    ("<b>When Revealed</b>: Search the encounter deck for the Flood Gate side scheme and reveal it.", None,
     {"op": "search_for", "target": "encounter_deck", "piles": ["deck"], "found": "reveal", "card": "side_scheme",
      "names": ["Flood Gate"]}),
    ("<b>Action</b>: Search your deck for a Gizmo card and remove it from the game.", "nothing the engine", None),
    ("<b>When Revealed</b>: Search the encounter deck and discard pile for the Iron Plate attachment and attach it to "
     "this card.", None, {"op": "search_for", "target": "encounter_deck", "piles": ["deck", "discard"],
                          "found": "attach", "host": "gadget", "card": "attachment", "names": ["Iron Plate"]}),
    ("<b>Action</b>: Search your deck for a Gizmo card and attach it to your identity.", None,
     {"op": "search_for", "target": "hero", "piles": ["deck"], "found": "attach", "host": "hero", "trait": "Gizmo"}),
    ("<b>When Revealed</b>: Search the encounter deck and discard pile for Rain Gauge's Lid and reveal it.", None,
     {"op": "search_for", "target": "encounter_deck", "piles": ["deck", "discard"], "found": "reveal",
      "names": ["Rain Gauge's Lid"]}),   # this card's name, possessive: the card of that whole name
    ("<b>When Revealed</b>: Search the encounter deck for Doctor Drizzle's Hat and reveal it.", None,
     {"op": "search_for", "target": "encounter_deck", "piles": ["deck"], "found": "reveal",
      "names": ["Doctor Drizzle's Hat"]}),
    ("<b>When Revealed</b>: Search the encounter deck for Doctor Drizzle's Hat and his Cane and reveal it.",
     "anything but", None),   # Control twin of the rows above: two cards sought, not one name
    ("<b>Action</b>: Search the top 3 cards of your deck for an event. Add that event to your hand.", None,
     {"op": "search_for", "target": "hero", "piles": ["deck"], "found": "return_to_hand", "top": 3, "card": "event"}),
    ("<b>Action</b>: Search the top 3 cards of your deck for an event. Add that upgrade to your hand.",
     "the card found", None),   # Control twin of the row above: "that upgrade" is not the event sought
    ("<b>When Revealed</b>: Search the encounter deck for a Storm attachment and attach it to that minion.",
     "nothing the engine", None),   # Control twin of the rows above: a host named before, not this card
    ("<b>Action</b>: Search your hand for a Gizmo card and add it to your hand.", "anything but", None),
    ("<b>Action</b>: Search your deck and discard pile for a Gizmo card and reveal it.", "revealing a card", None),
    ("<b>Action</b>: Search your deck for a Gizmo card. Frobnicate the wibble. Add it to your hand.", "not read whole",
     None),   # "it" two sentences on, past a sentence not read: what it names is not told
    ("<b>Action</b>: Search your deck for a Gizmo card and add it to your hand. Frobnicate the wibble.", None,
     {"op": "search_for", "target": "hero", "piles": ["deck"], "found": "return_to_hand", "trait": "Gizmo"}),
])
def test_a_search_and_the_card_it_finds_are_applied_together(text, why, op):
    """A search and the effect on "it" right after it (`applicable_search`) are applied together or not at all: the
    search becomes the engine's ``search_for`` with the card found's fate, the effect on "it" nothing of its own
    (`search_effects`); the "you" who searches names the piles."""
    from logic.situation.search_effects import search_op
    (a,) = read_text(text, "Rain Gauge")
    search, found = a.effects[0], a.effects[1]
    got = (ap.why_not_in(search, a.kind, a), ap.why_not_in(found, a.kind, a))
    assert (got == (None, None)) if why is None else (why in got[0] and got[1] is not None), got
    if op is None:
        return
    b, _ = _situation()
    card = _gadget(b, "treachery", text)
    st = structures(card)[0][1]
    assert search_op(b, card, _Sentence(), st.effects[0]) == op and search_op(b, card, _Sentence(), st.effects[1]) == []
    if "names" in op and op["target"] == "encounter_deck":   # a stated card with no name may be the one sought
        b.sit = replace(b.sit, encounter={"deck": 1, "discard": 0, "cards": [{"id": "x", "type": "minion", "traits": []}]})
        assert search_op(b, card, _Sentence(), st.effects[0]) is None
def test_the_side_a_card_shows_is_not_applied():
    """s8-engram: "Low side faceup" and "flip it to its High side" are read (`m.Effect.side`) but no op of the engine
    sets a side: those effects are not applied, the reason naming the field."""
    [a] = read_text("<b>When Revealed</b>: Put the Pie Oven environment into play, Cold side faceup.", "Glimmer Moth")
    [e] = a.effects
    assert e.side == "Cold" and ap.why_not(e) == "side: not applied to put_into_play"
    assert ap.why_not(replace(e, side="")) != ap.why_not(e)


@pytest.mark.parametrize("text, why, op", [
    ("<b>When Revealed</b>: Search the encounter deck and discard pile for a Storm minion and reveal it. "
     "<i>(Shuffle.)</i>", None, {"op": "shuffle_deck", "target": "encounter_deck"}),
    ("<b>Action</b>: Search your deck for a Gizmo card and add it to your hand. <i>(Shuffle.)</i>", None,
     {"op": "shuffle_player_deck", "target": "hero"}),
    ("<b>When Revealed</b>: Each player searches the encounter deck for a minion and puts it into play engaged with "
     "them. <i>(Shuffle.)</i>", None, {"op": "shuffle_deck", "target": "encounter_deck"}),
    ("<b>Action</b>: Draw 1 card. <i>(Shuffle.)</i>", "no search", None),   # which deck: not told
    ("<b>When Revealed</b>: Each player searches their deck for a Gizmo card and adds it to their hand. "
     "<i>(Shuffle.)</i>", "no search", None),   # each player's deck named by "their": not applied
])
def test_a_shuffle_after_a_search_shuffles_the_deck_it_searched(text, why, op):
    """"(Shuffle.)" after a search (`applicable_shuffle`) is the engine's shuffle of the deck that search looked
    through: the encounter deck (whoever searched it) or the searching "you"'s deck; with no such search before it,
    which deck is not told and it is not applied. The situation converts it after the search it follows."""
    from logic.situation.search_effects import search_op, shuffle_op
    (a,) = read_text(text, "Rain Gauge")
    shuffle = a.effects[-1]
    assert shuffle.kind is m.EffectKind.SHUFFLE
    got = ap.why_not_in(shuffle, a.kind, a)
    assert got is None if why is None else why in got, got
    b, _ = _situation()
    card = _gadget(b, "treachery", text)
    st = structures(card)[0][1]
    assert shuffle_op(b, card, st.effects[-1]) is None   # the search not converted before it: the deck is not named
    for e in st.effects[:-1]:
        if e.kind is m.EffectKind.SEARCH:
            search_op(b, card, _Sentence(), e)
    assert shuffle_op(b, card, st.effects[-1]) == op


@pytest.mark.parametrize("text, why", [
    ("Discard cards from the top of the encounter deck until a minion is discarded and reveal it.", None),
    ("Discard cards from the top of the encounter deck until a minion is discarded. Reveal that minion.", None),
    ("Discard cards from the top of the encounter deck until a side scheme is discarded. Reveal that side scheme.",
     None),
    ("Discard cards from the top of the encounter deck until a minion is discarded. Reveal that side scheme.",
     "another type"),
    ("Discard cards from the top of the encounter deck until a minion is discarded. You may reveal it.", "'may'"),
    ("Discard cards from the encounter deck until a minion is discarded. Put that minion into play engaged with you.",
     None),
    ("Discard cards from the encounter deck until a minion is discarded. Put that minion into play engaged with the "
     "first player.", None),
    ("Discard cards from the encounter deck until a minion is discarded. Put that minion into play engaged with the "
     "player who defeated this scheme.", "outside its card's When Defeated ability"),   # (a When Revealed ability)
])
def test_the_card_a_discard_until_stops_at_is_revealed_with_it(text, why):
    """"... until X is discarded, and reveal it" (`applicable_order.until_of`): the discard's engine effect carries
    ``found = "reveal"`` (`order_effects.with_found`), the reveal nothing of its own; refused when the reveal says
    more, or names another type than the one sought."""
    from logic.situation.order_effects import found_op, with_found
    (a,) = read_text("<b>When Revealed</b>: " + text, "Rain Gauge")
    d, r = a.effects
    got = ap.why_not_in(r, a.kind, a)
    assert ap.why_not_in(d, a.kind, a) is None and (got is None if why is None else why in got), got
    card = SituationCard("gadget", "x4", "Rain Gauge", "treachery", "<b>When Revealed</b>: " + text, {})
    st = structures(card)[0][1]
    op = {"op": "discard_until", "target": "encounter_deck"}
    found = "put_into_play" if r.kind is m.EffectKind.PUT_INTO_PLAY else "reveal"
    if r.kind is m.EffectKind.PUT_INTO_PLAY and why is None:   # "engaged with <a player>": the player named, or none
        assert with_found(card, st.effects[0], op) is None   # the situation names no one: not converted
        got = with_found(card, st.effects[0], op, engaged=lambda nxt: nxt.source.noun.value)
        assert got == dict(op, found=found, engaged=r.source.noun.value)
    else:
        assert with_found(card, st.effects[0], op) == (dict(op, found=found) if why is None else op)
    assert found_op(card, st.effects[1]) == ([] if why is None else None)


def test_reveal_this_card_is_the_zone_reveal_of_a_boost_card_with_no_other_ability():
    """"Reveal this card" / "reveal <a card named>" (`applicable_order.card_reveal`) is applied as the zone operation
    ``reveal``; the situation converts it for a boost card it deals that prints no other ability (placed set aside
    until revealed), and for no other card: a card in play, or one whose other abilities the reveal would set off."""
    from logic.situation.order_effects import card_reveal_op
    [a] = read_text("<b>Boost</b>: Reveal this card.", "Invented Fog")
    [named] = read_text("<b>Boost</b>: Reveal Invented Fog.", "Invented Fog")[0].effects
    assert ap.why_not_in(a.effects[0], a.kind, a) is None and ap.why_not(named) is None
    assert "anything but" in ap.why_not(replace(a.effects[0], target=m.Target(m.Noun.CARD)))
    b, _ = _situation()
    for text, boost, op in [("<b>Boost</b>: Reveal this card.", True, {"op": "reveal", "target": "fog"}),
                            ("<b>Boost</b>: Reveal this card.", False, None),
                            ("<b>When Revealed</b>: Draw 1 card.<hr /><b>Boost</b>: Reveal this card.", True, None)]:
        card = SituationCard("fog", "x5", "Invented Fog", "environment", text, {}, dealt_as_boost=boost)
        b.sit.cards["fog"] = card
        b.places.pop("fog", None)
        e = [x for _, x in structures(card)][-1].effects[0]
        assert card_reveal_op(b, card, e) == op, text
        assert ("fog" in b.places) == (op is not None) and (op is None or b.places["fog"]["zone"] == "set_aside")


def test_a_discard_from_your_deck_until_a_card_adds_it_to_your_hand():
    """"Discard cards from the top of your deck until you discard an ally, then add that card to your hand": the
    ``discard_until`` of `order_ops` on the identity of the "you" named, carrying ``found = "return_to_hand"``; the
    card found revealed from your deck is not applied (the reveal is the encounter deck's)."""
    from logic.situation.applicable_order import order_effect
    from logic.situation.order_effects import with_found
    text = ("<b>Action</b>: Discard cards from the top of your deck until you discard an ally, then add that card to "
            "your hand.")
    (a,) = read_text(text, "Rain Gauge")
    assert [ap.why_not_in(e, a.kind, a) for e in a.effects] == [None, None]
    card = SituationCard("gadget", "x4", "Rain Gauge", "event", text, {})
    d = structures(card)[0][1].effects[0]
    assert with_found(card, d, order_effect(d), lambda: "hero") == {"op": "discard_until", "target": "hero",
                                                                    "card": "ally", "found": "return_to_hand"}
    assert with_found(card, d, order_effect(d), lambda: None) is None   # no single "you": not converted
    (r,) = read_text(text.replace(", then add that card to your hand", " and reveal it"), "Rain Gauge")
    assert "put into play from your deck" in ap.why_not_in(r.effects[1], r.kind, r)


@pytest.mark.parametrize("text, op", [
    ("Shuffle each Avenger minion in the encounter discard pile into the encounter deck.",
     {"op": "shuffle_each_in", "target": "encounter_deck", "card": "minion", "trait": "Avenger"}),
    ("Shuffle each Temporal card from the discard pile into the encounter deck.",
     {"op": "shuffle_each_in", "target": "encounter_deck", "trait": "Temporal"}),
    ("Shuffle each Avenger ally in your discard pile into your deck.", None),   # a player's pile: not this op
    ("Shuffle each minion in play into the encounter deck.", None),
])
def test_each_card_of_the_encounter_discard_pile_shuffled_in(text, op):
    """"Shuffle each <trait> <type> in / from the encounter discard pile into the encounter deck"
    (`applicable_shuffle.each_from_pile`) is the engine's ``shuffle_each_in``; any other pile or place is not."""
    from logic.situation.applicable_shuffle import each_from_pile_op
    [a] = read_text("<b>When Revealed</b>: " + text, "Rain Gauge")
    [e] = a.effects
    assert each_from_pile_op(e) == op and (ap.why_not(e) is None) == (op is not None)


def test_each_player_shuffles_their_deck():
    """"Each player shuffles their deck" (`applicable_player_deck.each_deck_shuffle`) is ``shuffle_player_deck`` on
    every player's identity; their discard pile "into their deck" is another shuffle, not this one."""
    [a] = read_text("<b>When Revealed</b>: Each player shuffles their deck.", "Rain Gauge")
    [e] = a.effects
    assert ap.why_not_in(e, a.kind, a) is None
    b, _ = _situation()
    card = SituationCard("gadget", "x4", "Rain Gauge", "treachery", "<b>When Revealed</b>: Each player shuffles their "
                         "deck.", {})
    b.sit.cards["gadget"] = card
    got = b.deck_op(card, _Sentence(), structures(card)[0][1].effects[0])
    assert got == {"op": "shuffle_player_deck", "targets": [b.identity(p) for p in b.sit.players]} and got["targets"]
# --- keywords given with no duration that act once (`logic.situation.applicable_given`) -------------------------------
def test_surge_given_last_on_reveal_and_an_attacks_keyword_in_a_boost_are_applied_and_nothing_else():
    """"This card gains surge" as the last effect of a When Revealed ability is applied (its reveal comes once the
    ability is done, Keywords p2.b21); before another effect, or in a Response, it is not. "If this activation is an
    attack, it gains piercing" in a Boost ability is that attack's keyword; "it gains stalwart" (no attack keyword)
    and the same sentence in a Response are not."""
    def ability(text):
        (a,) = read_text(text, "Rain Gauge")
        return a
    last = ability("<b>When Revealed</b>: Deal 1 damage to your hero. This card gains surge.")
    assert ap.why_not_in(last.effects[-1], last.kind, last) is None
    first = ability("<b>When Revealed</b>: This card gains surge. Deal 1 damage to your hero.")
    assert "before another effect" in ap.why_not_in(first.effects[0], first.kind, first)
    resp = ability("<b>Forced Response</b>: After you play an event, this card gains surge.")
    assert "not kept" in ap.why_not_in(resp.effects[-1], resp.kind, resp)
    boost = ability("<b>Boost</b>: If this activation is an attack, it gains piercing and ranged.")
    assert [ap.why_not_in(e, boost.kind, boost) for e in boost.effects] == [None, None]
    for text in ("<b>Boost</b>: If this activation is an attack, it gains stalwart.",
                 "<b>Forced Response</b>: After you play an event, it gains piercing."):
        a = ability(text)
        assert ap.why_not_in(a.effects[-1], a.kind, a) is not None, text


# --- "if you paid for this card using ..." (`logic.situation.paid`): the payment the situation states ----------------
def _paid_condition(text: str) -> m.Condition:
    (a,) = read_text(f"<b>Hero Action</b>: Deal 1 damage to the villain. {text}, draw 1 card.", "Rain Gauge")
    return next(c for e in a.effects for c in e.conditions)


@settings(max_examples=15, deadline=None)
@given(paid=st.lists(st.sampled_from(("energy", "mental", "physical", "wild")), max_size=3),
       shape=st.sampled_from(("a", "only", "two")), r=st.sampled_from(("energy", "physical")))
def test_a_payment_condition_is_decided_by_the_resources_stated_and_left_open_where_wild_could_count(paid, shape, r):
    """Reference over small payments: "a [r] resource" is met when an r was spent; "only [r] resources" when every
    resource spent was an r; "2 different resource types" when exactly two types were spent; a wild resource that
    could change the answer leaves it not decided (None), never guessed."""
    from logic.situation.paid import paid_holds, paid_tested
    text = {"a": f"If you paid for this card using a [{r}] resource", "only": f"If you paid for this card using "
            f"only [{r}] resources", "two": "If you paid for this card using 2 different resource types"}[shape]
    c = _paid_condition(text)
    assert paid_tested(c) and ap.why_not(replace(E(K.DRAW, m.Amount(value=1)), conditions=(c,))) is None
    from itertools import product

    def ref(p):   # the plain reading of one payment, every resource of a known type (None: the text leaves it open)
        if shape == "a":
            return r in p
        if shape == "only":
            return set(p) == {r} if p else None
        return len(set(p)) == 2 if len(set(p)) <= 2 else None
    wilds = [i for i, x in enumerate(paid) if x == "wild"]
    answers = {ref([dict(zip(wilds, pick)).get(i, x) for i, x in enumerate(paid)])   # each wild as each type
               for pick in product(("energy", "mental", "physical", "wild"), repeat=len(wilds))}
    assert paid_holds(tuple(paid), c) == (answers.pop() if len(answers) == 1 else None), (paid, shape, r)
    assert paid_holds(None, c) is None   # not stated: not decided


# --- "if this stage is completed, the players lose the game" (`logic.situation.stage`, `logic.timing.stage_ops`) -----
def test_a_stage_completed_is_read_on_the_players_losing_only():
    """The catalogue accepts "if this stage is completed" on the players losing the game (the engine's kept
    ``lose_game`` on ``stage:<scheme>:<N>``, N as the situation states), and on nothing else."""
    for text in ("If this stage is completed, the players lose the game.",
                 "If this scheme is completed, the players lose the game."):
        (a,) = read_text(text, "Rain Gauge")
        assert a.kind is m.AbilityKind.CONSTANT and ap.why_not_in(a.effects[0], a.kind, a) is None, text
    (b,) = read_text("If this stage is completed, the players win the game.", "Rain Gauge")
    assert "stage_completed" in (ap.why_not_in(b.effects[0], b.kind, b) or "")


# --- the event's attacker, the minions engaged with you (`logic.situation.applicable_active`) ------------------------
@settings(max_examples=15, deadline=None)
@given(engaged=st.lists(st.sampled_from(("alice", "bob", None)), min_size=0, max_size=4),
       you=st.sampled_from(("alice", "bob", None)))
def test_each_minion_engaged_with_you_is_read_off_the_stated_engagements_or_not_decided(engaged, you):
    """Reference over small tables: the minions whose stated engagement is the "you" player's; not decided (None)
    when that player is not told or some minion states no engagement."""
    from types import SimpleNamespace
    from logic.situation.applicable_active import engaged_targets
    cards = {f"m{i}": SimpleNamespace(id=f"m{i}", card_type="minion", engaged_with=w) for i, w in enumerate(engaged)}
    cards["ally"] = SimpleNamespace(id="ally", card_type="ally", engaged_with=None)   # not a minion: not asked
    b = SimpleNamespace(sit=SimpleNamespace(cards=cards), characters=set(cards), you_in=lambda *_: you)
    want = None if you is None or None in engaged else [f"m{i}" for i, w in enumerate(engaged) if w == you]
    assert engaged_targets(b, None, None, (0, 1)) == want


def test_the_attacking_enemy_is_read_in_a_triggered_ability_and_not_in_a_keywords_reminder():
    (a,) = read_text("<b>Forced Response</b>: After an enemy attacks you, deal 1 damage to the attacking enemy.",
                     "Rain Gauge")
    assert ap.why_not_in(a.effects[0], a.kind, a) is None
    (c,) = read_text("Retaliate 2. (After this character is attacked, deal 1 damage to the attacking character.)",
                     "Rain Gauge")
    assert "reminder" in ap.why_not_in(c.effects[-1], c.kind, c)   # (not its keyword's X: no reminder of it)
    (r,) = read_text("Retaliate 1. (After this character is attacked, deal 1 damage to the attacking character.)",
                     "Rain Gauge")
    assert ap.why_not_in(r.effects[-1], r.kind, r) is None   # the keyword's reminder (`retaliate_reminder`)
    (d,) = read_text("<b>Forced Response</b>: After an enemy attacks you, deal 1 damage to the defending character.",
                     "Rain Gauge")
    assert ap.why_not_in(d.effects[0], d.kind, d) is not None   # (the defender: not read)


# --- "in expert mode" (`logic.situation.mode`): the mode the situation states ----------------------------------------
def test_a_mode_condition_names_its_mode_and_the_stated_mode_decides_it():
    from logic.situation.mode import mode_holds, mode_tested
    (a,) = read_text("<b>When Revealed</b>: In expert mode, deal 1 damage to your hero.", "Rain Gauge")
    c = a.effects[0].conditions[0]
    assert c.predicate.mode == "expert" and mode_tested(c) and ap.why_not(a.effects[0]) is None
    assert [mode_holds(x, c) for x in ("expert", "standard", None)] == [True, False, None]
    heroic = replace(c, predicate=replace(c.predicate, mode="heroic"))   # a mode no situation states
    assert not mode_tested(heroic)


def test_the_attacking_enemy_and_an_activations_keyword_name_the_events_attacker():
    """`actor_targets`: the event's attacker (the schemer, for "the activating enemy" of a scheme), in a triggered
    ability only; "if this activation is an attack, it gains piercing": the attacker's keyword for that attack."""
    from types import SimpleNamespace
    from logic.situation.applicable_active import actor_targets
    from logic.situation.keyword_effects import keyword_effect
    attacking = m.Target(N.ENEMY, filters=(m.Filter(m.FilterKind.ACTIVE, "attacking"),))
    activating = m.Target(N.ENEMY, filters=(m.Filter(m.FilterKind.ACTIVE, "activating"),))
    def builder(kind, label="Forced Response"):
        ev = SimpleNamespace(kind=kind, attacker="brute" if kind == "attack" else None,
                             schemer="brute" if kind == "scheme" else None)
        return SimpleNamespace(sit=SimpleNamespace(event=ev), characters={"brute", "hero"},
                               _ability=SimpleNamespace(label=label))
    assert actor_targets(builder("attack"), attacking) == ["brute"]
    assert actor_targets(builder("scheme"), activating) == ["brute"]
    assert actor_targets(builder("scheme"), attacking) is None   # a scheme has no attacker
    assert actor_targets(builder("attack", label=None), attacking) is None   # a constant: a keyword's reminder
    (a,) = read_text("<b>Boost</b>: If this activation is an attack, it gains piercing.", "Rain Gauge")
    assert keyword_effect(builder("attack"), None, None, a.effects[0]) == {
        "op": "keyword", "targets": ["brute"], "keyword": "piercing", "duration": "attack"}


# --- "for each boost icon discarded this way" (`applicable_discarded`, `logic.timing.discarded_ops`) ---------------
@pytest.mark.parametrize("text, applied", [
    ("<b>When Revealed</b>: Discard the top 2 cards of the encounter deck. Take 1 damage for each boost icon "
     "discarded this way.", True),
    ("<b>When Revealed</b>: Discard 1 card from the encounter deck. Deal 1 damage to the villain for each boost icon "
     "discarded this way.", True),
    ("<b>When Revealed</b>: Take 1 damage for each boost icon discarded this way.", False),   # no discard before it
    ("<b>When Revealed</b>: Each player discards the top card of the encounter deck and takes 1 damage for each boost "
     "icon discarded this way.", False),   # each player's own cards: not what the item discarded
    # resource icons from your deck (the engine's ``discard_deck``): all of them, or one printed type
    ("<b>When Revealed</b>: Discard the top 2 cards of your deck. Take 1 damage for each printed resource icon "
     "discarded this way.", "resource"),
    ("<b>When Revealed</b>: Discard the top 4 cards of your deck. For each printed [energy] resource discarded this "
     "way, take 1 damage.", "resource_energy"),
    ("<b>When Revealed</b>: Each player discards the top card of their deck and takes 1 damage for each resource "
     "icon discarded this way.", False),   # each player's own deck: not one discard by the resolving player
    ("<b>When Revealed</b>: Take 1 damage for each resource icon discarded this way.", False),   # no discard before
    # "on the discarded card": its printed icons, as "discarded this way"
    ("<b>When Revealed</b>: Discard the top card of your deck. Take 1 damage for each resource on the discarded card.",
     "resource"),
    ("<b>When Revealed</b>: Take 1 damage for each resource on the discarded card.", False),   # no discard before
])
def test_boost_icons_discarded_this_way_follow_the_abilitys_one_discard_of_the_encounter_deck(text, applied):
    (a,) = read_text(text, "Rain Gauge")
    e = a.effects[-1]
    why = ap.why_not_in(e, a.kind, a, ())
    assert (why is None) == bool(applied), why
    if not applied:
        return
    b, _ = _situation()
    card = _gadget(b, "treachery", text)
    st = structures(card)[0][1]
    what = applied if isinstance(applied, str) else "boost"
    assert b.effect_op(card, _Sentence(), st.effects[-1])["per"] == f"discarded:{what}"


# --- status cards discarded from a character (`applicable_status`; the engine's ``remove_statuses``) ---------------
@pytest.mark.parametrize("text, op", [
    ("<b>Action</b>: Discard each status card from the villain.",
     {"op": "remove_statuses", "targets": ["villain"], "card": "stunned,confused,tough"}),
    ("<b>Action</b>: Discard each stunned and confused status card from your identity.",
     {"op": "remove_statuses", "targets": ["hero"], "card": "stunned,confused"}),
    ("<b>Action</b>: Discard a tough status card from your hero.",
     {"op": "remove_status", "targets": ["hero"], "card": "tough"}),
    ("<b>Action</b>: Discard a status card from your identity.",   # the player's pick among those held: none here
     {"op": "remove_status", "targets": ["hero"], "card": "stunned"}),   # (`status_pick`)
    ("<b>Action</b>: Discard a status card from a character.", None),
])
def test_status_cards_discarded_from_a_character_named(text, op):
    (a,) = read_text(text, "Rain Gauge")
    why = ap.why_not_in(a.effects[0], a.kind, a, ())
    assert (why is None) == (op is not None), why
    if op is None:
        return
    b, _ = _situation()
    card = _gadget(b, "upgrade", text)
    b.characters.setdefault("villain", {"name": "villain"})
    b.characters.setdefault("hero", {"name": "hero"})
    got = b.effect_op(card, _Sentence(), structures(card)[0][1].effects[0])
    assert got == op, got


# --- counters on cards named by a printed trait (`trait_cards`) ----------------------------------------------------
@pytest.mark.parametrize("text, held, want", [
    ("<b>Forced Response</b>: After the villain attacks you, place 1 charm counter on the Enchantment card in your "
     "play area.", [("spell", "Enchantment", "alice")], ["spell"]),
    ("<b>Forced Response</b>: After the villain attacks you, place 1 charm counter on the Enchantment card in your "
     "play area.", [("spell", "Enchantment", "alice"), ("hex", "Enchantment", "alice")], None),   # which one: unsaid
    ("<b>Forced Response</b>: After the villain attacks you, place 1 charm counter on the Enchantment card in your "
     "play area.", [("spell", "Enchantment", "bob")], None),   # not in alice's play area
    ("<b>When Revealed</b>: Place 1 secret counter on each Board Member card.",
     [("m1", "Board Member", ""), ("m2", "Board Member. Elite", ""), ("m3", "Elite", "")], ["m1", "m2"]),
])
def test_counters_go_on_the_cards_of_a_printed_trait(text, held, want):
    (a,) = read_text(text, "Rain Gauge")
    assert ap.why_not_in(a.effects[-1], a.kind, a, ()) is None
    b, _ = _situation()
    card = _gadget(b, "upgrade", text, you=None)
    for cid, traits, who in held:
        b.sit.cards[cid] = SituationCard(cid, "x9", cid, "environment", "", {"traits": traits}, controller=who or None)
    b.you_in = lambda *_: "alice"
    got = b.effect_op(card, _Sentence(), structures(card)[0][1].effects[-1])
    assert (got and got["targets"]) == want, got


# --- "remove each / all X counters from Y": every counter on that one card (``per`` counters) ----------------------
@pytest.mark.parametrize("text, held", [("Remove all charge counters from this card.", 3),
                                        ("Remove each charge counter from this card.", 0)])
def test_counters_removed_with_no_amount_are_all_of_them(text, held):
    from logic.abilities.reader import read_sentence
    b, _ = _situation()
    card = SituationCard("gadget", "x4", "Rain Gauge", "upgrade", "", {}, controller="alice", owner="alice",
                         counters=held)
    b.sit.cards["gadget"] = card
    b.cards["gadget"] = held
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert e.amount is None and ap.why_not(e) is None, ap.why_not(e)
    got = b.effect_op(card, _Sentence(), e)
    assert got == {"op": "remove_counters", "targets": ["gadget"], "amount": 1, "per": "counters:gadget"}, got
    assert _run(b, [got])["counters"].get("gadget", 0) == 0


@pytest.mark.parametrize("text, want", [
    ("Deal 1 damage to the villain for each Spell environment in your play area.", ["e1"]),
    ("Deal 1 damage to the villain for each Spell attachment on Doctor Drizzle.", ["a1"]),
    ("Deal 1 damage to the villain for each other upgrade you control.", ["u1"]),
])
def test_a_group_in_your_play_area_on_a_card_or_other_is_counted(text, want):
    from logic.abilities.reader import read_sentence
    b, card = _situation()
    b.sit.cards.update({
        "e1": SituationCard("e1", "x5", "Hex", "environment", "", {"traits": "Spell."}, controller="alice"),
        "e2": SituationCard("e2", "x6", "Curse", "environment", "", {"traits": "Spell."}, controller="bob"),
        "a1": SituationCard("a1", "x7", "Charm", "attachment", "", {"traits": "Spell."}, attached_to="villain"),
        "a2": SituationCard("a2", "x8", "Ward", "attachment", "", {"traits": "Spell."}, attached_to="hero"),
        "u1": SituationCard("u1", "x9", "Boots", "upgrade", "", {}, controller="alice")})
    b.you_in = lambda *_: "alice"
    items, _ = read_sentence(text, "effect", "Rain Gauge")
    e = next(i for i in items if isinstance(i, m.Effect))
    assert ap.why_not(e) is None, ap.why_not(e)
    got = b.effect_op(card, _Sentence(), e)
    assert got is not None and got["per"] == "in_play:" + ",".join(want), got
    assert _run(b, [got])["characters"]["villain"]["health"] == 14 - len(want)


def test_each_other_is_each_but_this_card():
    """"Discard each other Setting environment in play" (English "each other", read as the French "chaque autre":
    each, with the filter other): every card that fits but the one whose ability it is (`chosen_cards.everyone`)."""
    from logic.situation.chosen_cards import everyone
    text = "<b>When Revealed</b>: Discard each other Setting environment in play."
    b, _ = _situation()
    card = SituationCard("gadget", "x4", "Rain Gauge", "environment", text, {"traits": "Setting."})
    b.sit.cards["gadget"] = card
    for cid, traits in (("e1", "Setting."), ("e2", "Setting. Hazard."), ("e3", "Hazard.")):
        b.sit.cards[cid] = SituationCard(cid, "x9", cid, "environment", "", {"traits": traits})
    (a,) = read_text(text, "Rain Gauge")
    assert a.effects[0].target.quantifier is m.Quantifier.EACH and ap.why_not_in(a.effects[0], a.kind, a) is None
    assert everyone(b, card, _Sentence(), a.effects[0]) == ["e1", "e2"]
def test_a_skipped_boost_card_needs_an_activation_its_ability_runs():
    """'Do not give it a boost card for this activation.' is applied after an activation the catalogue accepts, or in
    an ability waiting for an activation ("When X schemes against you"); alone, it is refused (the control twin)."""
    skip = E(K.SKIP, target=m.Target(N.VILLAIN), skips=K.GIVE_BOOST, duration=m.Duration.THIS_ACTIVATION)
    act = E(K.ACTIVATE, target=m.Target(N.VILLAIN), source=m.Target(N.YOU), procedure=m.EventKind.ATTACK)
    assert ap.why_not(act) is None and ap.why_not(skip) is None
    kind = m.AbilityKind.WHEN_REVEALED
    assert ap.why_not_in(skip, kind, m.Ability(kind=kind, effects=(act, skip))) is None
    assert "does not start or wait for" in ap.why_not_in(skip, kind, m.Ability(kind=kind, effects=(skip,)))


@pytest.mark.parametrize("text, op", [
    ("Shuffle 1 Gizmo card from your discard pile into your deck.", {"trait": "Gizmo"}),
    ("Shuffle an ally from your discard pile into your deck.", {"card": "ally"}),
    ("Shuffle a Gizmo event from your discard pile into your deck.", {"card": "event", "trait": "Gizmo"}),
    ("Shuffle 2 Gizmo cards from your discard pile into your deck.", None),   # two picks: not this op
    ("Shuffle the topmost Gizmo card in your discard pile into your deck.", None),   # another filter
    ("Shuffle 1 Gizmo card from your discard pile into the encounter deck.", None),   # another deck
])
def test_one_card_of_your_discard_pile_shuffled_into_your_deck(text, op):
    """"Shuffle 1 <Trait> card / an <type> from your discard pile into your deck" (`applicable_pile_shuffle`) is the
    engine's ``search_for`` of that pile whose card found goes into the deck (each match a pick); two cards, another
    filter or another deck are not applied. The situation's op, run: the pick is in the deck, the pile one card less."""
    [a] = read_text("<b>Action</b>: " + text, "Rain Gauge")
    [e] = a.effects
    assert (ap.why_not_in(e, a.kind, a) is None) == (op is not None), ap.why_not_in(e, a.kind, a)
    b, _ = _situation()
    card = SituationCard("gadget", "x4", "Rain Gauge", "event", "<b>Action</b>: " + text, {}, controller="alice",
                         owner="alice")
    b.sit.cards["gadget"] = card
    b.you_in = lambda *_: "alice"
    got = b.effect_op(card, _Sentence(), structures(card)[0][1].effects[0])
    want = op and {"op": "search_for", "target": "hero", "piles": ["discard"], "found": "shuffle_into", **op}
    assert got == want
    if want is None:
        return
    b.you_in = lambda *_: None
    assert b.effect_op(card, _Sentence(), structures(card)[0][1].effects[0]) is None   # no single "you": never guessed
    cards = [{"name": n, "zone": "discard", "type": op.get("card", "ally"), "traits": ["Gizmo"] * keep,
              "owner": "p1", "controller": "p1"} for n, keep in (("d0", True), ("d1", False))]
    t = {"game": "marvel_champions", "players": {"order": ["p1"]}, "event": {"id": "event"}, "cards": cards,
         "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}],
         "zones": [{"player": "p1", "hand": 0, "deck": 0, "discard": 2}],
         "abilities": [{"id": "a0", "kind": "response", "controller": "p1", "trigger": "event",
                        "effects": [dict(want, target="hero")]}]}
    out = run_order(parse_scenario(t, "s.toml"), ["event", "a0"], {}, picks={"a0#found": 1}).to_json()
    assert out["places"]["d0"]["area"] == "deck" and out["zones"]["p1"] == {"hand": 0, "deck": 1, "discard": 1}


@pytest.mark.parametrize("text, most", [("Attach to the enemy with the highest ATK.", "max:atk"),
                                        ("Attach to the minion with the lowest printed SCH.", "min:printed_sch"),
                                        ("Attach to the enemy with the highest cost.", None)])
def test_attach_to_the_enemy_with_the_highest_printed_stat(text, most):
    """"Attach to the enemy with the highest ATK" (`chosen.single_most`): one enemy picked among those at the extreme
    of the printed value with its lasting modifiers ("printed": alone) when the effect resolves (`target_ops`); the
    situation gives each character the printed ATK / SCH / THW its card states. A cost the engine does not keep is
    not applied."""
    [a] = read_text("<b>When Revealed</b>: " + text, "Rain Gauge")
    [e] = a.effects
    assert (ap.why_not_in(e, a.kind, a) is None) == (most is not None), ap.why_not_in(e, a.kind, a)
    if most is None:
        return
    from logic.situation.chosen import printed_stats, single_most
    assert single_most(e.target) == most
    goon = SituationCard("goon", "x8", "Goon", "minion", "", {"health": 3, "attack": 2, "scheme": 1})
    assert printed_stats(goon) == {"atk": 2, "sch": 1}
    assert printed_stats(SituationCard("pal", "x9", "Pal", "ally", "", {"health": 3})) == {}   # none stated


@pytest.mark.parametrize("owner", ["alice", "bob", ""])
def test_this_card_shuffled_into_its_owners_deck(owner):
    """"Shuffle her into her owner's deck" (`applicable_pile_shuffle.owner_deck`): ``shuffle_into`` the deck of the
    owner the situation states for the card (none stated: not converted, never guessed); "any player's deck" (a pick)
    is not applied. Run: the card is in that player's deck."""
    text = "<b>Forced Interrupt</b>: When Rain Gauge is defeated, shuffle her into her owner's deck."
    [a] = read_text(text, "Rain Gauge")
    [e] = a.effects
    assert ap.why_not_in(e, a.kind, a) is None
    b, _ = _situation()
    card = b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", "ally", text, {}, controller="alice",
                                                 owner=owner)
    op = b.effect_op(card, _Sentence(), e)
    assert op == ({"op": "shuffle_into", "target": "gadget", "card": owner} if owner else None)
    [x] = read_text("<b>Action</b>: Shuffle this card into any player's deck.", "Rain Gauge")[0].effects
    assert ap.why_not(x) is not None
    if op is None:
        return
    t = {"game": "marvel_champions", "players": {"order": ["alice", "bob"]}, "event": {"id": "event"},
         "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
         "cards": [dict(b.places["gadget"], name="gadget")],
         "abilities": [{"id": "a0", "kind": "forced_interrupt", "controller": "alice", "trigger": "event",
                        "effects": [op]}]}
    out = run_order(parse_scenario(t, "s.toml"), ["event", "a0"], {}).to_json()
    assert out["places"]["gadget"] == {"area": "deck", "whose": owner}


def test_play_under_any_players_control_is_a_pick_of_the_player_who_plays_it():
    """"Play under any player's control." (`play_control`): the catalogue applies it (a change of control with nothing
    else read); the play event of that card carries one option per player, ``take_control`` by that player (each a
    branch), and the constant itself converts to nothing of its own; a change of control with a target is another
    shape (`deck_why`). Run: option k leaves the card controlled by the k-th player."""
    from logic.situation.play_control import play_control_ops, play_under_any
    text = "Play under any player's control."
    [a] = read_text(text, "Rain Gauge")
    [e] = a.effects
    assert a.kind is m.AbilityKind.CONSTANT and play_under_any(e) and ap.why_not_in(e, a.kind, a) is None
    assert not play_under_any(replace(e, target=m.Target(m.Noun.FIRST_PLAYER)))
    b, _ = _situation()
    b.sit.players.append("bob")
    card = b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", "support", text, {}, controller="alice",
                                                 owner="alice")
    assert b.effect_op(card, _Sentence(), e) == []
    assert play_control_ops(b, b.sit, Event("action", by="alice", card="gadget", does="attack")) is None
    index, ops = play_control_ops(b, b.sit, Event("action", by="alice", card="gadget", does="play"))
    assert ops == [{"op": "take_control", "target": "gadget", "card": p, "option": k}
                   for k, p in enumerate(["alice", "bob"], 1)]
    t = {"game": "marvel_champions", "players": {"order": ["alice", "bob"]}, "cards": list(b.places.values()),
         "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
         "event": {"id": "event", "controller": "alice", "effects": ops}}
    sc = parse_scenario(t, "s.toml")
    for k, who in ((1, "alice"), (2, "bob")):
        out = run_order(sc, ["event"], {"options_picked": True}, picks={"event": k})
        assert dict(out.control).get("gadget", "alice") == who


def test_each_player_shuffles_their_discard_pile_into_their_deck():
    """"Each player shuffles their discard pile into their deck" (`applicable_pile_shuffle.each_pile`): ``shuffle_in``
    of all of each player's pile on every identity; "each player shuffles 1 card ..." is not this shape. Run: each
    player's pile is in their deck."""
    [a] = read_text("<b>When Revealed</b>: Each player shuffles their discard pile into their deck.", "Rain Gauge")
    [e] = a.effects
    assert ap.why_not_in(e, a.kind, a) is None
    b, card = _situation()
    op = b.effect_op(card, _Sentence(), e)
    assert op == {"op": "shuffle_in", "targets": ["hero"], "amount": 0}
    [x] = read_text("<b>When Revealed</b>: Each player shuffles 1 copy of Rain Gauge into their deck.", "Rain Gauge")
    assert ap.why_not(x.effects[0]) is not None
    t = {"game": "marvel_champions", "players": {"order": ["alice"]}, "event": {"id": "event"},
         "characters": [{"name": "hero", "controller": "alice", "hit_points": 10}],
         "zones": [{"player": "alice", "hand": 1, "deck": 2, "discard": 3}],
         "abilities": [{"id": "a0", "kind": "when_revealed", "controller": "alice", "trigger": "event",
                        "effects": [op]}]}
    out = run_order(parse_scenario(t, "s.toml"), ["event", "a0"], {}).to_json()
    assert out["zones"]["alice"] == {"hand": 1, "deck": 5, "discard": 0}
# --- "heal all damage", "remove all threat" (`applicable_all`; the engine's ``damage:`` / ``threat:`` counts) -------
@pytest.mark.parametrize("text, op", [
    ("<b>Action</b>: Heal all damage from your identity.",
     {"op": "heal", "targets": ["hero"], "amount": 1, "per": "damage:hero"}),
    ("<b>Action</b>: Heal all damage from the villain.",
     {"op": "heal", "targets": ["villain"], "amount": 1, "per": "damage:villain"}),
    ("<b>Action</b>: Remove all threat from the main scheme.",
     {"op": "remove_threat", "targets": ["plan"], "amount": 1, "per": "threat:plan"}),
])
def test_all_of_it_is_counted_on_its_one_target(text, op):
    b, card = _situation()
    b.you_in = lambda *_: "alice"
    (a,) = read_text(text, "Rain Gauge")
    assert b.effect_op(card, _Sentence(), a.effects[0]) == op
    # several targets (each its own count): not converted, never one count for all
    from logic.situation.applicable_all import all_op
    assert all_op(b, card, _Sentence(), a.effects[0], lambda x: dict(op, targets=["hero", "villain"])) is None


# --- the top of each player's deck, the top card of your deck per a count (`applicable_each_deck`) --------------
@pytest.mark.parametrize("text, op", [
    ("<b>Action</b>: Discard the top 2 cards of each player's deck.",
     {"op": "discard_deck", "targets": ["hero"], "amount": 2}),
    ("<b>Action</b>: Discard the top card of your deck for each counter on this card.",
     {"op": "discard_deck", "targets": ["hero"], "amount": 1, "per": "counters:gadget"}),
    ("<b>Action</b>: Discard the top card of your deck for each threat placed this way.", None),   # not counted
])
def test_discards_from_the_top_of_each_deck_or_per_a_count(text, op):
    b, card = _situation()
    b.you_in = lambda *_: "alice"
    (a,) = read_text(text, "Rain Gauge")
    e = a.effects[0]
    assert (ap.why_not(e) is None) == (op is not None), ap.why_not(e)
    if op is not None:
        assert b.effect_op(card, _Sentence(), e) == op


# --- "for each (tough) status card on X" (`applicable_counts.status_on`; the engine's ``statuses`` count) ---------
@pytest.mark.parametrize("text, per", [
    ("<b>Action</b>: Deal 1 damage to the villain for each status card on your identity.", "statuses:hero"),
    ("<b>Action</b>: Deal 2 damage to the villain for each tough status card on the villain.", "statuses:villain:tough"),
    ("<b>Action</b>: Deal 1 damage to the villain for each status card on each hero.", None),   # several: not counted
])
def test_status_cards_on_a_character_are_counted(text, per):
    b, card = _situation()
    b.you_in = lambda *_: "alice"
    (a,) = read_text(text, "Rain Gauge")
    e = a.effects[0]
    assert (ap.why_not(e) is None) == (per is not None), ap.why_not(e)
    if per is not None:
        assert b.effect_op(card, _Sentence(), e)["per"] == per


def test_a_pick_without_a_trait_or_with_the_highest_value_is_carried_to_the_engine():
    """"choose a non-Elite minion" / "choose an enemy with the highest hit points ... printed": the catalogue reads
    them fully, the situation lists every minion as a candidate marked ``chosen`` with the trait the pick must lack
    (``if_not_trait``, tested by the engine as the item resolves: `target_ops`) or the superlative (``most``); a
    plain Elite filter stays ``if_trait``. Control twins: "a non-permanent side scheme" (schemes carry no traits in
    the engine) and "a non-Elite support" stay unread."""
    from logic.abilities.summary import CardReading, applied_readings
    b, _ = _situation()
    for i, traits in enumerate(("Elite.", "Thug."), 1):
        b.sit.cards[f"m{i}"] = SituationCard(f"m{i}", f"x{5 + i}", f"Goon {i}", "minion", "",
                                             {"health": 3, "traits": traits})
        b.characters[f"m{i}"] = {"name": f"m{i}", "controller": "alice", "hit_points": 3, "damage": 0,
                                 "statuses": []}
    for pick, want in (("a non-Elite minion", {"if_not_trait": "elite"}), ("an Elite minion", {"if_trait": "Elite"}),
                       ("a minion with the most remaining hit points", {"most": "max:health"})):
        text = f"<b>Forced Response</b>: After Rain Gauge enters play, choose {pick}. Deal 2 damage to that minion."
        c = CardReading("97006", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(text, "Rain Gauge")), text)
        assert [r.status for r in applied_readings(c)[0]] == [m.ReadStatus.FULLY] * 2, pick
        card = b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", "upgrade", text, {},
                                                     controller="alice", owner="alice")
        ops, _ = b.effects(card, abilities_of(card)[0])
        assert [(o["op"], o["targets"], o.get("chosen")) for o in ops] == [("damage", ["m1", "m2"], 1)], pick
        assert {k: v for k, v in ops[0].items() if k in ("if_trait", "if_not_trait", "most")} == want, pick
    for twin in ("Attach to a non-permanent side scheme.", "Place 1 charge counter on a non-Elite support."):
        t = "<b>Forced Response</b>: After Rain Gauge enters play, " + twin[0].lower() + twin[1:]
        c = CardReading("97007", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(t, "Rain Gauge")), t)
        assert applied_readings(c)[0][0].status is not m.ReadStatus.FULLY, twin


def test_each_minion_engaged_with_the_player_chosen_is_one_branch_per_player():
    """"Choose a player. Deal 3 damage to the villain and each minion engaged with that player." (`engaged_pick`):
    the catalogue reads both sentences fully; the situation makes the villain's damage an effect of its own and one
    effect per player picked (``of_pick``, ``if_engaged``), and the engine's branches damage the villain and the
    minions engaged with the player picked. Control twins: with no player chosen before it, or a minion whose
    engagement is not stated, the effect stays unread."""
    from logic.abilities.summary import CardReading, applied_readings
    from logic.timing.choice_ops import pick_sets
    text = "<b>Action</b>: Choose a player. Deal 3 damage to the villain and each minion engaged with that player."
    c = CardReading("97008", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(text, "Rain Gauge")), text)
    assert [r.status for r in applied_readings(c)[0]] == [m.ReadStatus.FULLY] * 2
    alone = "<b>Action</b>: Deal 3 damage to the villain and each minion engaged with that player."
    c = CardReading("97009", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(alone, "Rain Gauge")), alone)
    assert applied_readings(c)[0][0].status is not m.ReadStatus.FULLY
    b, _ = _situation()
    b.sit.players.append("bob")
    b.sit.cards["hero2"] = SituationCard("hero2", "x9", "Lady Hail", "hero", "", {"health": 10}, controller="bob")
    b.characters["hero2"] = {"name": "hero2", "controller": "bob", "hit_points": 10, "damage": 0, "statuses": []}
    for i, who in enumerate(("alice", "bob", "bob"), 1):
        b.sit.cards[f"m{i}"] = SituationCard(f"m{i}", f"x{5 + i}", f"Goon {i}", "minion", "", {"health": 5},
                                             engaged_with=who)
        b.characters[f"m{i}"] = {"name": f"m{i}", "controller": "alice", "hit_points": 5, "damage": 0,
                                 "statuses": [], "engaged_with": who}
    card = _gadget(b, "upgrade", text)
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert [(o["targets"], o.get("if_engaged"), o.get("of_pick")) for o in ops] == [
        (["villain"], None, None), (["m1", "m2", "m3"], "alice", "hero"), (["m1", "m2", "m3"], "bob", "hero2")]
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "alice"},
             "characters": list(b.characters.values()), "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    sc, pol = parse_scenario(table, "invented"), {"targets_chosen": True}
    got = {}
    for p in pick_sets(sc, ["go", "it"], pol):
        ch = run_order(sc, ["go", "it"], pol, picks=dict(p)).to_json()["characters"]
        got[dict(p)["it#1"]] = [ch[n]["health"] for n in ("villain", "m1", "m2", "m3")]
    assert got == {"hero": [11, 2, 5, 5], "hero2": [11, 5, 2, 2]}
    b.sit.cards["m3"] = replace(b.sit.cards["m3"], engaged_with=None)   # not stated: which minions is not told
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert not any(o.get("if_engaged") for o in ops)


def test_an_attach_pick_without_a_copy_attached_is_carried_to_the_engine():
    """"When Revealed: Attach to the minion with the most remaining hit points without another copy of Rain Gauge
    attached." (`attached_pick`): the catalogue reads it fully; the situation's chosen "attach" lists the other copy
    (placed attached to its minion, as stated) in ``unless_attached``, and the engine's only pick is the other minion.
    Control twin: the same filter on a damage pick stays unread."""
    from logic.abilities.summary import CardReading, applied_readings
    from logic.timing.choice_ops import pick_sets
    text = "<b>When Revealed</b>: Attach to the minion with the most remaining hit points without another copy of " \
           "Rain Gauge attached."
    c = CardReading("97010", "Rain Gauge", "front", "attachment", "en", tuple(read_text(text, "Rain Gauge")), text)
    assert [r.status for r in applied_readings(c)[0]] == [m.ReadStatus.FULLY]
    twin = "<b>When Revealed</b>: Deal 1 damage to a minion without another copy of Rain Gauge attached."
    c = CardReading("97011", "Rain Gauge", "front", "attachment", "en", tuple(read_text(twin, "Rain Gauge")), twin)
    assert applied_readings(c)[0][0].status is not m.ReadStatus.FULLY
    b, _ = _situation()
    for i, hp in enumerate((4, 4), 1):
        b.sit.cards[f"m{i}"] = SituationCard(f"m{i}", f"x{5 + i}", f"Goon {i}", "minion", "", {"health": hp})
        b.characters[f"m{i}"] = {"name": f"m{i}", "controller": "alice", "hit_points": hp, "damage": 0,
                                 "statuses": []}
    b.sit.cards["old"] = SituationCard("old", "x4", "Rain Gauge", "attachment", text, {}, attached_to="m1")
    card = _gadget(b, "attachment", text)
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert [(o["op"], o["among"], o.get("most"), o.get("unless_attached")) for o in ops] == [
        ("attach", ["m1", "m2"], "max:health", ["old"])]
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": list(b.characters.values()), "cards": list(b.places.values()),
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    sc, pol = parse_scenario(table, "invented"), {"targets_chosen": True}
    got = [dict(p)["it#1"] for p in pick_sets(sc, ["go", "it"], pol)
           if not run_order(sc, ["go", "it"], pol, picks=dict(p)).void]
    assert got == ["m2"]


@pytest.mark.parametrize("text, ops", [
    ("Deal 3 damage to each enemy in play.", [("damage", ["villain", "m1"])]),
    ("Exhaust each ally in play.", [("exhaust", ["a1"])]),
    ("Stun and confuse each enemy in play.", [("status", ["villain", "m1"]), ("status", ["villain", "m1"])]),
    ("Deal 1 damage to each friendly character in play.", [("damage", ["HERO", "a1"])]),   # friendly: kept
    ("Deal 1 damage to each friendly enemy in play.", None),   # control twin: "friendly" on no characters' group
    ("Deal 3 damage to each enemy in your play area.", None),   # control twin: a place the filter does not drop
])
def test_each_group_in_play_names_the_group(text, ops):
    """"Each <group> in play" (`in_play_group`): the catalogue reads it as "each <group>", and the situation names
    every character of the group it holds; "in your play area" (another place) is not dropped."""
    from logic.abilities.summary import CardReading, applied_readings
    full = "<b>Action</b>: " + text
    c = CardReading("97012", "Rain Gauge", "front", "event", "en", tuple(read_text(full, "Rain Gauge")), full)
    assert (applied_readings(c)[0][0].status is m.ReadStatus.FULLY) == (ops is not None)
    if ops is None:
        return
    b, _ = _situation()
    b.sit.cards["m1"] = SituationCard("m1", "x6", "Goon", "minion", "", {"health": 3})
    b.sit.cards["a1"] = SituationCard("a1", "x7", "Pal", "ally", "", {"health": 3}, controller="alice")
    for n in ("m1", "a1"):
        b.characters[n] = {"name": n, "controller": "alice", "hit_points": 3, "damage": 0, "statuses": []}
    card = _gadget(b, "event", full)
    got, _ = b.effects(card, abilities_of(card)[0])
    hero = next(n for n, c in b.sit.cards.items() if c.card_type in ("hero", "alter_ego"))
    assert [(o["op"], o["targets"]) for o in got] == [(op, [hero if x == "HERO" else x for x in ts]) for op, ts in ops]


def test_a_possessive_card_name_is_the_card_of_that_whole_name():
    """"Place 2 evasion counters on Nebula's Ship." (`possessive_name`): read as the card "Ship" owned by "Nebula",
    judged and named as the card "Nebula's Ship"; the situation places the counters on it. Control twin: with no
    card of that whole name in the situation (only a "Ship"), the effect stays unread."""
    from logic.abilities.summary import CardReading, applied_readings
    text = "<b>When Revealed</b>: Place 2 evasion counters on Zorbo's Ship."
    c = CardReading("97013", "Rain Gauge", "front", "treachery", "en", tuple(read_text(text, "Rain Gauge")), text)
    assert [r.status for r in applied_readings(c)[0]] == [m.ReadStatus.FULLY]
    b, _ = _situation()
    b.sit.cards["ship"] = SituationCard("ship", "x8", "Ship", "environment", "", {})
    card = _gadget(b, "treachery", text)
    assert b.effects(card, abilities_of(card)[0])[0] == []
    b.sit.cards["zship"] = SituationCard("zship", "x9", "Zorbo\u2019s Ship", "environment", "", {})
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert ops == [{"op": "place_counters", "targets": ["zship"], "amount": 2}]


def test_an_environment_picked_by_trait_and_fewest_counters():
    """"Place 1 secret counter on the Board Member environment with the fewest secret counters." (`card_pick`,
    `chosen.single_most`: "min:counters"): the catalogue reads it fully; the situation's candidates are its
    environments, placed with their printed traits, and the engine's only pick is the Board Member one with the
    fewest counters (the other trait's card, with fewer, is no pick). Control twin: "the fewest secret counters" on a
    minion stays unread (counters superlative on cards only)."""
    from logic.abilities.summary import CardReading, applied_readings
    from logic.timing.choice_ops import pick_sets
    text = "<b>Forced Response</b>: After Rain Gauge enters play, place 1 secret counter on the Board Member " \
           "environment with the fewest secret counters."
    c = CardReading("97014", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(text, "Rain Gauge")), text)
    assert [r.status for r in applied_readings(c)[0]] == [m.ReadStatus.FULLY]
    twin = "<b>Forced Response</b>: After Rain Gauge enters play, deal 1 damage to the minion with the fewest " \
           "secret counters."
    c = CardReading("97015", "Rain Gauge", "front", "upgrade", "en", tuple(read_text(twin, "Rain Gauge")), twin)
    assert applied_readings(c)[0][0].status is not m.ReadStatus.FULLY
    b, _ = _situation()
    for n, k, traits in (("e1", 2, "Board Member."), ("e2", 1, "Board Member."), ("e3", 0, "Hideout.")):
        b.sit.cards[n] = SituationCard(n, "x" + n, n.upper(), "environment", "", {"traits": traits}, counters=k)
        b.cards[n] = k
    card = _gadget(b, "upgrade", text)
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert [(o["op"], o["targets"], o.get("if_trait"), o.get("most")) for o in ops] == [
        ("place_counters", ["e1", "e2", "e3"], "Board Member", "min:counters")]
    assert b.places["e2"]["traits"] == ["Board Member"]
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": list(b.characters.values()),
             "cards": [{"name": n, "counters": k, **b.places.get(n, {})} for n, k in b.cards.items()],
             "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    sc, pol = parse_scenario(table, "invented"), {"targets_chosen": True}
    outs = [(dict(p)["it#1"], o.to_json()["counters"]) for p in pick_sets(sc, ["go", "it"], pol)
            for o in [run_order(sc, ["go", "it"], pol, picks=dict(p))] if not o.void]
    assert outs == [("e2", {"e1": 2, "e2": 2, "e3": 0})]


def test_each_character_of_a_trait_you_control():
    """"Ready each Avenger character you control." (`trait_group` with "you control"): the catalogue reads it fully;
    the situation names the characters alice controls (not bob's ally), the trait tested by the engine (``if_trait``).
    Control twin: "each Avenger minion you control" (no minion is controlled) stays unread."""
    from logic.abilities.summary import CardReading, applied_readings
    for text, fully in (("Ready each Avenger character you control.", True),
                        ("Ready each Avenger minion you control.", False)):
        full = "<b>Action</b>: " + text
        c = CardReading("97016", "Rain Gauge", "front", "event", "en", tuple(read_text(full, "Rain Gauge")), full)
        assert (applied_readings(c)[0][0].status is m.ReadStatus.FULLY) == fully, text
    b, _ = _situation()
    b.sit.cards["a1"] = SituationCard("a1", "x7", "Pal", "ally", "", {"health": 3, "traits": "Avenger."},
                                      controller="alice")
    b.sit.cards["a2"] = SituationCard("a2", "x8", "Chum", "ally", "", {"health": 3}, controller="bob")
    for n, who in (("a1", "alice"), ("a2", "bob")):
        b.characters[n] = {"name": n, "controller": who, "hit_points": 3, "damage": 0, "statuses": []}
    card = _gadget(b, "event", "<b>Action</b>: Ready each Avenger character you control.")
    ops, _ = b.effects(card, abilities_of(card)[0])
    assert [(o["op"], o["targets"], o.get("if_trait")) for o in ops] == [("ready", ["hero", "a1"], "Avenger")]
# --- "draw up to your hand size" (`applicable_hand_room`; the engine's ``hand_room`` count) ---------------------
@pytest.mark.parametrize("size, zones, per", [
    (5, {"hand": 3}, "hand_room:hero:5"),
    (5, None, None),    # the hand not stated: the room left is not known, not converted
    (None, {"hand": 3}, None),   # an identity printing no hand size: not converted
])
def test_drawing_up_to_your_hand_size_counts_the_room_left(size, zones, per):
    b, card = _situation()
    b.you_in = lambda *_: "alice"
    if size is not None:
        b.sit.cards["hero"].record["hand_size"] = size
    if zones is not None:
        b.sit.zones["alice"] = zones
    (a,) = read_text("<b>Action</b>: Discard your hand. Draw up to your hand size.", "Rain Gauge")
    draw = a.effects[1]
    assert ap.why_not(draw) is None
    op = b.effect_op(card, _Sentence(), draw)
    assert (op and op.get("per")) == per


# --- "up to N" (`applicable_up_to`; the engine's ``up_to`` mark, a pick each) ------------------------------------
@pytest.mark.parametrize("text, ops", [
    ("<b>Action</b>: Heal up to 2 damage from your hero.",
     [{"op": "heal", "targets": ["hero"], "amount": 2, "up_to": True}]),
    ("<b>Action</b>: Place up to 3 shift counters here.",
     [{"op": "place_counters", "targets": ["gadget"], "amount": 3, "up_to": True}]),
    ("<b>Action</b>: Heal up to 2 damage from your hero and remove up to 1 threat from the main scheme.",
     [{"op": "heal", "targets": ["hero"], "amount": 2, "up_to": True}, None]),   # one pick per item
])
def test_up_to_amounts_are_converted_with_their_mark(text, ops):
    b, card = _situation()
    b.you_in = lambda *_: "alice"
    (a,) = read_text(text, "Rain Gauge")
    b._made_ops = made = []
    for e, want in zip(a.effects, ops):
        op = b.effect_op(card, _Sentence(), e)
        assert op == want
        if op is not None:
            made.append(op)


# --- X spent on the ability's cost (`spent_x`; the card's ``spent``) ----------------------------------------------
@pytest.mark.parametrize("spent, op", [
    (("energy", "energy"), {"op": "damage", "targets": ["villain"], "amount": 2}),
    (None, None),               # not stated: not converted
    (("wild",), None),          # a wild resource for an [energy] cost: not decided
    (("mental",), None),        # another type: not this cost's
])
def test_an_x_spent_on_a_cost_is_the_amount(spent, op):
    from dataclasses import replace
    b, card = _situation()
    text = "<b>Hero Action</b>: Spend X [energy] resources → deal X damage to the villain."
    card = b.sit.cards["gadget"] = replace(_gadget(b, "support", text), spent=spent)
    (a,) = read_text(text, "Rain Gauge")
    assert b.effect_op(card, _Sentence(), a.effects[0]) == op


# --- "equal to your alter-ego's REC" (`applicable_counts`: your identity in alter-ego form, `counting._card`) --------
@pytest.mark.parametrize("form, per", [("alter_ego", "stat:hero:rec:3"), ("hero", None)])   # a hero prints no REC
def test_your_alter_egos_rec_is_counted_in_alter_ego_form(form, per):
    b, card = _situation()
    b.sit.cards["hero"] = SituationCard("hero", "x1", "Captain Nimbus", form, "", {"health": 10, "recover": 3}
                                        if form == "alter_ego" else {"health": 10}, controller="alice")
    text = "<b>Alter-Ego Action</b>: Remove threat from the main scheme equal to your alter-ego's REC."
    card = _gadget(b, "support", text)
    (a,) = read_text(text, "Rain Gauge")
    assert ap.why_not_in(a.effects[0], a.kind, a) is None
    op = b.effect_op(card, _Sentence(), a.effects[0])
    assert (op and op.get("per")) == per
# --- a resource "for" one kind of card (`logic.situation.applicable_pays`): the card paid for, as stated ------------
_PAYS_TRAITS = ("Tech", "Attack", "S.H.I.E.L.D.", "War Machine", "")


@settings(max_examples=8, deadline=None)
@given(noun=st.sampled_from(("card", "event")), trait=st.sampled_from(_PAYS_TRAITS),
       paid_type=st.sampled_from(("event", "upgrade", "ally", None)),
       printed=st.lists(st.sampled_from(_PAYS_TRAITS), unique=True, max_size=3))
def test_a_resource_for_one_kind_of_card_is_generated_only_for_that_kind(noun, trait, paid_type, printed):
    """"Resource: generate a [wild] resource for a <Trait> card / event" used for a card (the "use" event's target):
    the engine's pool gains the resource exactly when the card paid for has the trait (and is an event, for "event"),
    by a plain reference over the printed traits; no card paid for stated: not converted (NOT DECIDED). "for an
    identity-specific event" and "for an aspect card" are refused by the catalogue. "an Attack event" keeps its
    trait (the reading of ``n_event``)."""
    from logic.situation.resource_use import resource_ops
    if noun == "card" and trait in ("", "Attack"):
        noun = "event"   # "for a card", "for an Attack card": no shape of the pool
    article = "an" if (trait or noun)[0] in "AEIOUaeiou" else "a"
    text = " ".join(f"<b>Resource</b>: generate a [wild] resource for {article} {trait} {noun}.".split())
    [a] = read_text(text, "Rain Gauge")
    [e] = a.effects
    assert a.kind is m.AbilityKind.RESOURCE and ap.why_not(e) is None
    b, _ = _situation()
    b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", "upgrade", text, {}, controller="alice",
                                          owner="alice")
    if paid_type is not None:
        b.sit.cards["paid"] = SituationCard("paid", "x5", "Thing", paid_type, "", {"traits": " ".join(
            f"{t}." for t in printed if t)}, controller="alice", owner="alice")
    got = resource_ops(b, b.sit, Event("action", by="alice", card="gadget", does="use",
                                       target="paid" if paid_type else None))
    if paid_type is None:
        assert got is None
        return
    expected = (not trait or trait in printed) and (noun == "card" or paid_type == "event")   # the reference
    _, ops = got
    table = {"game": "marvel_champions", "players": {"order": ["alice"]}, "characters": list(b.characters.values()),
             "event": {"id": "use", "controller": "alice", "effects": ops}}
    out = run_order(parse_scenario(table, "s.toml"), ["use"], {}).to_json()
    assert out.get("resources", {}).get("hero", {}).get("wild", 0) == (1 if expected else 0)
    for refused in ("generate a [wild] resource for an identity-specific event.",
                    "generate a [wild] resource for an aspect card."):
        [r] = read_text(f"<b>Resource</b>: {refused}", "Rain Gauge")
        assert ap.why_not(r.effects[0]) is not None


@pytest.mark.parametrize("text, bob_traits, gets", [
    ("generate a [wild] resource for any player.", "Avenger.", 1),
    ("generate a [wild] resource for a player whose identity has the S.H.I.E.L.D. trait.", "S.H.I.E.L.D. Spy.", 1),
    ("generate a [wild] resource for a player whose identity has the S.H.I.E.L.D. trait.", "Avenger.", 0),
])
def test_a_resource_for_a_player_goes_to_the_player_who_pays(text, bob_traits, gets):
    """"generate a [wild] resource for any player / a player whose identity has the X trait", used by alice for a card
    bob controls: the resource is in bob's pool exactly when his identity (as stated) has the trait; bob's identity
    not stated: not converted (NOT DECIDED)."""
    from logic.situation.resource_use import resource_ops
    b, _ = _situation()
    b.sit.players.append("bob")
    b.sit.cards["gadget"] = SituationCard("gadget", "x4", "Rain Gauge", "upgrade", f"<b>Resource</b>: {text}", {},
                                          controller="alice", owner="alice")
    b.sit.cards["paid"] = SituationCard("paid", "x5", "Thing", "event", "", {}, controller="bob", owner="bob")
    use = Event("action", by="alice", card="gadget", does="use", target="paid")
    assert resource_ops(b, b.sit, use) is None   # bob's identity is not stated
    b.sit.cards["bob_hero"] = SituationCard("bob_hero", "x6", "Agent Bob", "hero", "", {"traits": bob_traits},
                                            controller="bob")
    _, ops = resource_ops(b, b.sit, use)
    assert sum(o["amount"] for o in ops if o["targets"] == ["bob_hero"]) == gets and all(
        o["targets"] == ["bob_hero"] for o in ops)
