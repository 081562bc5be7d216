"""Upgrades and supports readied or exhausted (``ready`` / ``exhaust`` of a card in play that is no character,
`logic.timing.card_ready_ops`) against a plain-Python reference over small worlds; the catalogue's group shape
(`logic.situation.applicable_card_ready`) against a reference over small structures; the cards a situation names. The
situation query ready_each_trait_upgrade_you_control reads a printed wording into it.

The reference is written from `logic.timing.card_ready_ops`' docstring, not from its code: a card in play is readied or
exhausted (the outcome lists its state), one out of play is not (not done: a "then" after it does not resolve). The
cards are invented.
"""

import pytest
from hypothesis import example, given, settings, strategies as st

from logic.abilities import model as m
from logic.situation.applicable import why_not
from logic.situation.applicable_card_ready import card_ready_op
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

ZONES = {"rig": "play", "kit": "discard"}


def _table(steps):
    abilities = []
    for i, (op, t, then) in enumerate(steps):
        e = {"op": op, "target": t}
        abilities.append({"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                          "effects": [e] + ([{"op": "draw", "target": "hero", "amount": 1, "then": True}]
                                            if then else [])})
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}],
            "cards": [{"name": n, "zone": z, "type": "upgrade", "owner": "p1", "controller": "p1"}
                      for n, z in ZONES.items()],
            "event": {"id": "event"}, "abilities": abilities}


def _reference(steps):
    """The cards an effect readied (False) or exhausted (True), and the cards drawn."""
    state, drawn = {}, 0
    for op, t, then in steps:
        done = ZONES[t] == "play"
        if done:
            state[t] = op == "exhaust"
        drawn += int(then and done)
    return state, drawn


@st.composite
def step(draw):
    return (draw(st.sampled_from(["ready", "exhaust"])), draw(st.sampled_from(["rig", "kit"])),
            draw(st.booleans()))


@settings(max_examples=15, deadline=None)
@given(st.lists(step(), min_size=1, max_size=3))
@example([("exhaust", "kit", True), ("exhaust", "rig", True)])
@example([("exhaust", "rig", False), ("ready", "rig", True)])
def test_readying_a_card_equals_the_reference(steps):
    out = run_order(parse_scenario(_table(steps), "<random>"), ["event"] + [f"a{i}" for i in range(len(steps))],
                    {}).to_json()
    state, drawn = _reference(steps)
    assert out.get("exhausted", {}) == state
    assert out.get("drawn", {}).get("hero", 0) == drawn


N, F, Q = m.Noun, m.FilterKind, m.Quantifier
_YOU = m.Filter(F.CONTROLLER, "you control")
_SHAPES = {   # name: (target, accepted by the reference)
    "each Tech upgrade you control": (m.Target(N.UPGRADE, Q.EACH, filters=(m.Filter(F.TRAIT, "Tech"), _YOU)), True),
    "each support you control": (m.Target(N.SUPPORT, Q.EACH, filters=(_YOU,)), True),
    "each Hex card you control": (m.Target(N.CARD, Q.EACH, filters=(m.Filter(F.TRAIT, "Hex"), _YOU)), True),
    "your Disguise upgrade": (m.Target(N.UPGRADE, filters=(m.Filter(F.TRAIT, "Disguise"),), owner=m.Target(N.YOU)),
                              True),
    "each Tech or Gear upgrade you control": (m.Target(N.UPGRADE, Q.EACH, filters=(
        m.Filter(F.TRAIT, "Tech or Gear"), _YOU)), False),
    "each Hex support in play": (m.Target(N.SUPPORT, Q.EACH, filters=(
        m.Filter(F.TRAIT, "Hex"), m.Filter(F.ZONE, "in play"))), True),
    "each support in play": (m.Target(N.SUPPORT, Q.EACH, filters=(m.Filter(F.ZONE, "in play"),)), False),
    "your upgrade": (m.Target(N.UPGRADE, owner=m.Target(N.YOU)), False),
}


@pytest.mark.parametrize("shape", sorted(_SHAPES))
@pytest.mark.parametrize("kind", [m.EffectKind.READY, m.EffectKind.EXHAUST])
def test_the_catalogue_applies_a_group_as_the_reference_says(shape, kind):
    """Applied: each [<Trait>] upgrade / support / card you control, each <Trait> support in play, your <Trait>
    upgrade. Control twin of each
    refused shape: "each Tech upgrade you control", applied."""
    t, ok = _SHAPES[shape]
    e = m.Effect(kind=kind, target=t)
    assert (why_not(e) is None) == ok, why_not(e)


def _builder(cards):
    cards = {c.id: c for c in cards}
    cards["hero"] = SituationCard("hero", "x9", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice")
    return _Builder(GameSituation("invented", ["alice", "bob"], "alice", cards, Event("none")), {}, {}), cards


def _support(i, traits, who):
    return SituationCard(i, f"x{i}", i.title(), "support", "", {"traits": traits}, controller=who)


def _upgrade(i, traits, who):
    return SituationCard(i, f"x{i}", i.title(), "upgrade", "", {"traits": traits}, controller=who)


@pytest.mark.parametrize("shape, want", [
    ("each Tech upgrade you control", ["rig", "visor"]),   # bob's Tech upgrade and alice's Gear one: not named
    ("your Disguise upgrade", None),                       # two of them: which one is not said
    ("each Hex support in play", ["lamp"]),                # whoever controls it (bob's)
])
def test_the_situation_names_the_cards_you_control(shape, want):
    """Control twin of the refused "your Disguise upgrade" (two fit): "each Tech upgrade you control", named."""
    b, cards = _builder([_upgrade("rig", "Tech.", "alice"), _upgrade("visor", "Tech. Armor.", "alice"),
                         _upgrade("lens", "Tech.", "bob"), _support("lamp", "Hex.", "bob"), _upgrade("boots", "Gear.", "alice"),
                         _upgrade("mask", "Disguise.", "alice"), _upgrade("cowl", "Disguise.", "alice")])
    b.you_in = lambda *a: "alice"
    e = m.Effect(kind=m.EffectKind.READY, target=_SHAPES[shape][0])
    got = card_ready_op(b, cards["hero"], None, e)
    assert (got["targets"] if got else None) == want
    assert all(b.places[x]["zone"] == "play" for x in want or ())
