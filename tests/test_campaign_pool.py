"""A card removed from the campaign pool (``remove_from_campaign``, `logic.timing.campaign_ops`) against a plain-Python
reference over small worlds; the catalogue's shape "remove this card from the game and the campaign pool"
(`logic.situation.applicable_campaign`) against a reference over small structures; the situation's two engine effects.
The situation query campaign_pool_removal_recorded reads a printed wording into them.

The reference is written from `logic.timing.campaign_ops`' docstring, not from its code: a card of the world still in
the campaign pool leaves it (recorded in the outcome); one already out of it is not removed again (not done, so a
"then" after it does not resolve); nothing else of the game changes. The cards are invented.
"""

import pytest
from hypothesis import example, given, settings, strategies as st

from logic.abilities import model as m
from logic.situation.applicable import why_not
from logic.situation.applicable_campaign import campaign_ops_for
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

CARDS = ["trinket", "charm", "hero"]


def _table(steps):
    """One ability per step: (op, card, then-draw)."""
    abilities = []
    for i, (op, card, then) in enumerate(steps):
        effects = [{"op": op, "target": card}] + ([{"op": "draw", "target": "hero", "amount": 1, "then": True}]
                                                  if then else [])
        abilities.append({"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                          "effects": effects})
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}],
            "cards": [{"name": c, "zone": "play", "type": "upgrade", "owner": "p1", "controller": "p1"}
                      for c in CARDS if c != "hero"],
            "event": {"id": "event"}, "abilities": abilities}


def _reference(steps):
    """The cards out of the campaign pool, the cards removed from the game, and the cards drawn."""
    pool_out, game_out, drawn = set(), set(), 0
    for op, card, then in steps:
        if op == "remove_from_campaign":
            done = card not in pool_out
            pool_out.add(card)
        else:
            done = card not in game_out
            game_out.add(card)
        drawn += int(then and done)
    return pool_out, game_out, drawn


@st.composite
def step(draw):
    return (draw(st.sampled_from(["remove_from_campaign", "remove_from_game"])), draw(st.sampled_from(CARDS[:2])),
            draw(st.booleans()))


@settings(max_examples=15, deadline=None)
@given(st.lists(step(), min_size=1, max_size=3))
@example([("remove_from_campaign", "trinket", True), ("remove_from_campaign", "trinket", True)])
@example([("remove_from_game", "charm", False), ("remove_from_campaign", "charm", True)])
def test_removal_from_the_campaign_pool_equals_the_reference(steps):
    out = run_order(parse_scenario(_table(steps), "<random>"), ["event"] + [f"a{i}" for i in range(len(steps))], {})
    pool_out, game_out, drawn = _reference(steps)
    got = out.to_json()
    assert set(got.get("campaign_removed", [])) == pool_out
    assert {c for c, p in got.get("places", {}).items() if p["area"] == "removed"} == game_out
    assert got.get("drawn", {}).get("hero", 0) == drawn
    assert got["characters"]["hero"]["health"] == 10   # nothing else of the game changes


def test_a_character_leaves_the_campaign_pool_too():
    out = run_order(parse_scenario(_table([("remove_from_campaign", "hero", False)]), "<t>"), ["event", "a0"], {})
    assert out.campaign_removed == ("hero",) and "hero removed from the campaign pool" in out.describe()


N, F = m.Noun, m.FilterKind


def _from(*also):
    return m.Filter(F.ZONE, "from", target=m.Target(N.GAME, also=tuple(m.Target(a) for a in also)))


_SHAPES = {   # name: (target, accepted by the reference)
    "this card, game and pool": (m.Target(N.THIS_CARD, filters=(_from(N.CAMPAIGN_POOL),)), True),
    "a named card, game and pool": (m.Target(N.NAMED_CARD, name="Invented Keepsake",
                                             filters=(_from(N.CAMPAIGN_POOL),)), True),
    "this card, game only": (m.Target(N.THIS_CARD, filters=(_from(),)), True),
    "a minion, game and pool": (m.Target(N.MINION, m.Quantifier.A, filters=(_from(N.CAMPAIGN_POOL),)), False),
    "this card, game, pool and hand": (m.Target(N.THIS_CARD, filters=(_from(N.CAMPAIGN_POOL, N.HAND),)), False),
}


@pytest.mark.parametrize("shape", sorted(_SHAPES))
@pytest.mark.parametrize("conditioned", [False, True])
def test_the_catalogue_applies_a_removal_as_the_reference_says(shape, conditioned):
    """Accepted: this card (a card named) from the game, and from the campaign pool or not; no condition. Control
    twin of each refused shape: "this card, game and pool" with no condition, accepted."""
    target, ok = _SHAPES[shape]
    cond = (m.Condition(kind=m.ConditionKind.IF, predicate=m.Predicate(m.PredicateKind.DID_NOT)),) if conditioned \
        else ()
    e = m.Effect(kind=m.EffectKind.REMOVE_FROM_GAME, target=target, conditions=cond)
    assert (why_not(e) is None) == (ok and not conditioned), why_not(e)


def _builder():
    cards = {"keep": SituationCard("keep", "x1", "Invented Keepsake", "upgrade", "", {}, controller="alice"),
             "hero": SituationCard("hero", "x9", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice")}
    return _Builder(GameSituation("invented", ["alice"], "alice", cards, Event("none")), {}, {}), cards


def test_the_situation_gives_both_removals():
    b, cards = _builder()
    e = m.Effect(kind=m.EffectKind.REMOVE_FROM_GAME, target=_SHAPES["this card, game and pool"][0])
    assert campaign_ops_for(b, cards["keep"], e) == [{"op": "remove_from_game", "target": "keep"},
                                                     {"op": "remove_from_campaign", "target": "keep"}]


def test_a_removal_of_a_card_not_there_is_not_converted():
    """Control twin of test_the_situation_gives_both_removals: a card named that the situation does not hold gives
    no engine effect (None: unread), where this card gives both."""
    b, cards = _builder()
    t = m.Target(N.NAMED_CARD, name="Invented Heirloom", filters=(_from(N.CAMPAIGN_POOL),))
    assert campaign_ops_for(b, cards["keep"], m.Effect(kind=m.EffectKind.REMOVE_FROM_GAME, target=t)) is None
