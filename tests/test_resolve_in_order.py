"""An ability each player resolves in player order ("Each player must resolve Doctor Drizzle's "Special" ability in
player order", `logic.situation.resolve_in_order`): resolved once per player, the first player first then clockwise,
"you" each time that player (In Player Order p1, `mc.common.situation_in_player_order.each_in_turn`). The engine's
effects and outcome equal a plain-Python reference over small invented tables. Cards are invented."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from logic.abilities import model as m
from logic.situation import applicable as ap
from logic.situation.model import SituationCard
from logic.situation.resolve_in_order import player_order

from test_enemies_named_by_structure import _Sentence, _builder, _effect, _run

_TEXT = "Each player must resolve Doctor Drizzle's \"Special\" ability in player order."


def _table(special: str, first: str):
    """A builder whose villain prints ``special`` as its Special ability, its "you" seated by the builder's seats
    (alice by default, as the seat clauses would answer for one resolver)."""
    bob = SituationCard("bob_hero", "x8", "Madam Gale", "hero", "", {"health": 10}, controller="bob")
    b = _builder({"bob_hero": bob})
    b.sit.first = first
    v = b.sit.cards["villain"]
    b.sit.cards["villain"] = SituationCard(v.id, v.code, v.name, v.card_type, f"<b>Special</b>: {special}", v.record)
    b.words = {"villain": [SimpleNamespace(key="villain:you", ability=SimpleNamespace(index=1))]}
    b.seats = {"villain:you": "alice"}
    b.resolver = "alice"
    b.you_in = lambda card, *args: b.seats.get(f"{card.id}:you") if card.id == "villain" else b.resolver
    return b


def test_the_catalogue_accepts_each_player_resolving_in_player_order():
    e = _effect(_TEXT)
    assert e.kind is m.EffectKind.RESOLVE_ABILITY and e.order is m.Order.PLAYER
    assert ap.why_not(e) is None


@pytest.mark.parametrize("first", ["alice", "bob"])
@pytest.mark.parametrize("special, n", [("Deal 1 damage to you.", 1), ("Deal 2 damage to you.", 2)])
def test_each_player_resolves_it_in_player_order(first, special, n):
    """Reference: the players from the first, clockwise (alice, bob seated so); each resolution deals n damage to the
    identity of the player resolving it; every identity ends at 10 - n; the builder's seats and resolver unchanged."""
    b = _table(special, first)
    ops = b.effect_op(b.sit.cards["plan"], _Sentence(), _effect(_TEXT))
    order = player_order(["alice", "bob"], first)
    ident = {"alice": "hero", "bob": "bob_hero"}
    assert ops == [{"op": "damage", "targets": [ident[p]], "amount": n} for p in order]
    out = _run(b, ops)
    assert all(out["characters"][ident[p]]["health"] == 10 - n for p in order)
    assert b.seats == {"villain:you": "alice"} and b.resolver == "alice"
    assert "mc.common.situation_in_player_order.each_in_turn" in b.clauses


@pytest.mark.parametrize("special", ["Deal 1 damage to an enemy.", "Deal 1 damage to each enemy for each card in "
                                     "your hand."])
def test_a_resolution_with_a_choice_or_unread_is_not_converted(special):
    """Control twin of test_each_player_resolves_it_in_player_order: the ability holds a target each player would
    pick (or an effect the engine cannot apply): not converted (None), the builder as before."""
    b = _table(special, "alice")
    assert b.effect_op(b.sit.cards["plan"], _Sentence(), _effect(_TEXT)) is None
    assert b.seats == {"villain:you": "alice"} and b.resolver == "alice"


def test_player_order_starts_with_the_first_player_then_goes_clockwise():
    assert player_order(["ann", "ben", "cy"], "ben") == ["ben", "cy", "ann"]
    assert player_order(["ann", "ben", "cy"], "ann") == ["ann", "ben", "cy"]
