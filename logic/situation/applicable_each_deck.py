"""Discards from the top of a deck that the catalogue's plain "your deck" does not cover (issue 15 §3/§5):

- "discard the top (N) card(s) of each player's deck": every player discards that many from their own deck, the
  engine's ``discard_deck`` on each player's identity (`each_players_deck`, `each_deck_op`);
- "discard the top card of your deck for each <count>": one card per what the count counts when the effect resolves
  (`counted_top`: the engine's ``discard_deck`` of 1 with the count's ``per``, `logic.situation.counting`), for a
  count the engine makes (`applicable_counts.counted`), the unit 1, "the top card" with no printed number.

What cards go is each deck's (`logic.timing.player_deck_ops`: the top cards of a deck stated in order; a deck
stated as a count moves its count). A player whose identity the situation does not name is given one, as for any
"you" (`_Builder.identity`).

Promises: `each_players_deck` and `counted_top` are functions of the effect's structure; `each_deck_op` returns the
engine op or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_counts import counted
from .applicable_order import top_of

__all__ = ["each_players_deck", "each_deck_op", "counted_top"]


def _plain_count(a: m.Amount | None) -> int | None:
    """A printed number of cards (None: no number printed, 1; or not a plain number)."""
    if a is None:
        return 1
    if a.value is None or a.variable or a.per is not None or a.up_to or a.additional or a.at_least or a.per_player:
        return None
    return a.value


def each_players_deck(t: m.Target | None) -> int | None:
    """How many cards "the top (N) card(s) of each player's deck" names (None when ``t`` is no such target)."""
    deck = top_of(t)
    if deck is None or deck.noun is not m.Noun.DECK or deck.filters or deck.also or deck.owner is None:
        return None
    o = deck.owner
    if o.noun is not m.Noun.PLAYER or o.quantifier not in (m.Quantifier.EACH, m.Quantifier.ALL) or o.filters \
            or o.also or o.owner is not None or o.count is not None:
        return None
    return _plain_count(t.count)


def counted_top(e: m.Effect, your_deck) -> bool:
    """Whether ``e`` is "discard the top card of your deck for each <count>" (``your_deck``: the catalogue's
    ``top_of_your_deck``): "the top card", a counted amount of unit 1."""
    a = e.amount
    return e.kind is m.EffectKind.DISCARD and e.target is not None and e.target.count is None \
        and your_deck(e.target) == 1 and a is not None and a.value == 1 and a.per is not None \
        and counted(a) is not None


def each_deck_op(b, e: m.Effect) -> dict | None:
    """``discard_deck`` of ``e``'s N cards on each player's identity (builder ``b``); None when none is named."""
    n = each_players_deck(e.target)
    if not n or not b.sit.players:
        return None
    return {"op": "discard_deck", "targets": [b.identity(p) for p in b.sit.players], "amount": n}
