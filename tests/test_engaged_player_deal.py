"""Encounter cards dealt to "the engaged player" ("When Defeated: Deal the engaged player an encounter card",
`logic.situation.engaged_player`): the catalogue accepts the shape (and refuses its twins), and the engine deals to
the player the minion is engaged with, as a plain-Python reference says, over every small invented world. Cards are
invented."""

from __future__ import annotations

import pytest

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.model import SituationCard

from test_enemies_named_by_structure import _Sentence, _builder, _effect, _run


@pytest.mark.parametrize("text, accepted", [
    ("<b>When Defeated</b>: Deal the engaged player an encounter card.", True),
    ("<b>When Defeated</b>: Deal the engaged player 2 encounter cards.", True),
    ("<b>When Defeated</b>: Deal 1 encounter card to a player who controls an ally.", False),   # control twin
])
def test_a_deal_to_the_engaged_player_is_accepted(text, accepted):
    """The last row is the control twin: a player filtered by what they control (no one the engine names): refused."""
    (a,) = read_text(text, "Hive Grunt")
    e = a.effects[-1]
    assert (ap.why_not_in(e, a.kind, a) is None) is accepted


@pytest.mark.parametrize("card_type", ["minion", "treachery"])
@pytest.mark.parametrize("engaged", ["alice", "bob", None])
@pytest.mark.parametrize("text, n", [("Deal the engaged player an encounter card.", 1),
                                     ("Deal the engaged player 2 encounter cards.", 2)])
def test_the_engaged_player_is_dealt_the_cards(card_type, engaged, text, n):
    """Reference: a minion engaged with a player deals that player's identity n facedown encounter cards; a card
    that is no minion, or a minion whose engagement is not stated, names nobody: not converted (None)."""
    grunt = SituationCard("grunt", "x7", "Hive Grunt", card_type, "", {"health": 2, "attack": 1},
                          engaged_with=engaged if card_type == "minion" else None)
    bob = SituationCard("bob_hero", "x8", "Madam Gale", "hero", "", {"health": 10}, controller="bob")
    b = _builder({"grunt": grunt, "bob_hero": bob})
    op = b.effect_op(grunt, _Sentence(), _effect(text))
    if card_type != "minion" or engaged is None:
        assert op is None
        return
    hit = "hero" if engaged == "alice" else "bob_hero"
    assert op == {"op": "deal_encounter", "targets": [hit], "amount": n}
    assert _run(b, [op])["dealt"] == {hit: n}


@pytest.mark.parametrize("name, n, hit", [("Madam Gale", 1, "bob_hero"), ("Captain Nimbus", 2, "hero"),
                                          ("Hive Grunt", 1, None), ("Lord Absent", 1, None)])
def test_an_identity_named_is_dealt_the_cards(name, n, hit):
    """Reference: the one identity card of that name gets n facedown encounter cards (its player's); a card of that
    name that is no identity (the minion Hive Grunt), or none listed, names nobody: not converted (the control twins
    of the first rows)."""
    text = f"After the villain phase begins, deal {n} facedown encounter card{'s' if n > 1 else ''} to {name}."
    (a,) = read_text(f"<b>Forced Response</b>: {text}", "Rain Gauge")
    e = a.effects[-1]
    assert ap.why_not_in(e, a.kind, a) is None
    grunt = SituationCard("grunt", "x7", "Hive Grunt", "minion", "", {"health": 2, "attack": 1}, engaged_with="alice")
    bob = SituationCard("bob_hero", "x8", "Madam Gale", "hero", "", {"health": 10}, controller="bob")
    b = _builder({"grunt": grunt, "bob_hero": bob})
    op = b.effect_op(grunt, _Sentence(), e)
    if hit is None:
        assert op is None
        return
    assert op == {"op": "deal_encounter", "targets": [hit], "amount": n}
    assert _run(b, [op])["dealt"] == {hit: n}
