"""Which effects on a player's deck stated in order the outcome engine applies (`logic.timing.player_deck_ops`):
part of the catalogue of `logic.situation.applicable`, which asks `your_deck_shuffle` in its deck block.

- "shuffle your deck" (nothing shuffled into it): the engine's ``shuffle_player_deck`` on the identity of the "you"
  named; its order becomes unknown when the situation states the deck card by card (a draw from its top after it is
  then *not decided*); a deck given as a count has no order to lose, and the shuffle changes nothing there.

- "each player shuffles their deck" (`each_deck_shuffle`): the same on every player's identity.

Promises: functions of the effect alone.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["your_deck_shuffle", "each_deck_shuffle"]


def your_deck_shuffle(e: m.Effect) -> bool:
    """Whether ``e`` is "shuffle your deck", plainly (no source, amount, condition or other field read here)."""
    t = e.target
    return e.kind is m.EffectKind.SHUFFLE and e.source is None and e.amount is None and t is not None \
        and t.noun is m.Noun.DECK and not t.filters and not t.also and t.count is None and t.owner is not None \
        and t.owner.noun is m.Noun.YOU and not t.owner.filters and not t.owner.also



def each_deck_shuffle(e: m.Effect) -> bool:
    """Whether ``e`` is "each player shuffles their deck", plainly (the players performing it, each their own deck)."""
    t, d = e.target, e.source
    return e.kind is m.EffectKind.SHUFFLE and e.amount is None and t is not None and t.noun is m.Noun.PLAYER \
        and t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and not t.filters and not t.also \
        and t.count is None and t.owner is None and d is not None and d.noun is m.Noun.DECK and not d.filters \
        and not d.also and d.count is None and d.owner is not None and d.owner.noun is m.Noun.IT \
        and not d.owner.filters and not d.owner.also
