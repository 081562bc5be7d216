"""Encounter cards dealt to a player picked ("Deal 1 facedown encounter card to a player. That player draws 2 cards.",
`logic.situation.deal_chosen`): a chosen slot over the players' identities, each pick a branch; "that player" is the
one picked. The engine's outcome for each pick equals a plain-Python reference. Cards are invented."""

from __future__ import annotations

import pytest

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.facts import abilities_of
from logic.situation.model import SituationCard
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

from test_enemies_named_by_structure import _builder

_IDENT = {"alice": "hero", "bob": "bob_hero"}


def _ops(text: str):
    bob = SituationCard("bob_hero", "x8", "Madam Gale", "hero", "", {"health": 10}, controller="bob")
    gauge = SituationCard("gauge", "x4", "Rain Gauge", "support", text, {}, controller="alice", owner="alice")
    b = _builder({"bob_hero": bob, "gauge": gauge})
    ops, _ = b.effects(gauge, abilities_of(gauge)[0])
    return b, ops


def _run_pick(b, ops, pick: str) -> dict:
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "alice"},
             "characters": list(b.characters.values()),
             "schemes": [{"name": n, "threat": t} for n, t in b.schemes.items()], "event": {"id": "go", "says": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    return run_order(parse_scenario(table, "invented"), ["go", "it"], {"targets_chosen": True},
                     picks={"it#1": pick}).to_json()


@pytest.mark.parametrize("text, accepted", [
    ("<b>Action</b>: Deal 1 facedown encounter card to a player.", True),
    ("<b>Action</b>: Deal a player 2 facedown encounter cards.", True),
    ("<b>Action</b>: Deal 1 facedown encounter card to a player who controls an ally.", False),   # control twin
])
def test_a_deal_to_a_player_picked_is_accepted(text, accepted):
    """A deal to "a player" is judged as a deal to one player; the last row is its control twin: a player filtered by
    what they control (no kind the situation lists): refused."""
    (a,) = read_text(text, "Rain Gauge")
    assert (ap.why_not_in(a.effects[0], a.kind, a) is None) is accepted


@pytest.mark.parametrize("pick", ["alice", "bob"])
@pytest.mark.parametrize("text, n, drawn", [
    ("<b>Action</b>: Deal 1 facedown encounter card to a player. That player draws 2 cards.", 1, 2),
    ("<b>Action</b>: Deal a player 2 facedown encounter cards.", 2, 0)])
def test_the_player_picked_is_dealt_the_cards(pick, text, n, drawn):
    """Reference: the pick's identity is dealt n cards (and draws the cards "that player" draws); no other player is
    dealt any."""
    b, ops = _ops(text)
    assert not b.unread
    deal = ops[0]
    assert deal["op"] == "deal_encounter" and deal["chosen"] == 1 and sorted(deal["targets"]) == ["bob_hero", "hero"]
    out = _run_pick(b, ops, _IDENT[pick])
    assert out["dealt"] == {_IDENT[pick]: n}
    if drawn:
        assert ops[1]["chosen"] == 1
        assert out["drawn"] == {_IDENT[pick]: drawn}
