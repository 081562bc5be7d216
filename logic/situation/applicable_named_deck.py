"""The top card of a deck named by its trait, revealed or put into play (issue 15 §5): part of the catalogue of
`logic.situation.applicable` (its `_target` and `deck_why` ask `named_deck_top`), and the situation's op.

"Reveal the top card of the infinity stone deck.", "Put the top card of the gift deck into play.", "Reveal the top
card of the Experimental Weapons deck.", "Shuffle the top card of the Future Past deck into the encounter deck.": the
engine's ``reveal_top_of`` / ``put_top_into_play`` / ``shuffle_top_into`` (`logic.timing.named_deck_ops`) on the deck
named "<X> deck". What the printed words say (the rules reference the engine holds has no entry on these decks): the
deck's top card is revealed (by the resolving player), enters play, or is shuffled into the encounter deck.
The situation states no such deck card by card: the generated scenario names the deck with no order, and the
engine's outcome is *not decided* (which card is on top is not known; never guessed).

Accepted: "the top card of the <X> deck" (one card; the deck read with one printed trait X, no owner, count or other
filter), revealed, put into play or shuffled into the encounter deck (the only source read: "into the encounter
deck", plainly), with no amount, other source, side, "as a" card, controller or zone. Not accepted: a
deck of a player or of a villain ("his deck"), the encounter deck (`applicable_order`), two cards or more.

Promises: `named_deck_top` is a function of the effect alone; `named_deck_op` returns an engine effect or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_order import top_of

__all__ = ["NAMED_DECK_KINDS", "named_deck_top", "named_deck_op"]

K, N, F = m.EffectKind, m.Noun, m.FilterKind
#: the kinds this module applies -> the engine's op (`logic.timing.named_deck_ops.OPS`)
NAMED_DECK_KINDS: dict[m.EffectKind, str] = {K.REVEAL: "reveal_top_of", K.PUT_INTO_PLAY: "put_top_into_play",
                                              K.SHUFFLE: "shuffle_top_into"}


def _encounter_deck(d: m.Target | None) -> bool:
    """Whether ``d`` is "the encounter deck", plainly."""
    return d is not None and d.noun is N.ENCOUNTER_DECK and not d.filters and not d.also and d.owner is None \
        and d.count is None


def named_deck_top(e: m.Effect) -> str | None:
    """The name of the deck ("<X> deck") whose top card ``e`` reveals or puts into play (see the module); None when
    ``e`` is no such effect."""
    t = e.target
    if e.kind not in NAMED_DECK_KINDS or t is None or e.amount is not None or e.side \
            or (not _encounter_deck(e.source) if e.kind is K.SHUFFLE else e.source is not None) \
            or e.as_card is not None or e.controller is not None or e.zone is not None or t.count is not None \
            or t.also or t.owner is not None or t.noun is not N.CARD or t.quantifier is not m.Quantifier.THE:
        return None
    d = top_of(t)
    if d is None or d.noun is not N.DECK or d.owner is not None or d.count is not None or d.also \
            or len(d.filters) != 1:
        return None
    f = d.filters[0]
    if f.kind is not F.TRAIT or not f.value.strip() or " or " in f.value or f.target is not None:
        return None
    return f"{f.value.strip()} deck"


def named_deck_op(b, e: m.Effect) -> dict | None:
    """The engine's op on the deck ``e`` names (builder ``b``, which then names that deck in the scenario it
    generates, with no order: the situation does not state its cards); None when `named_deck_top` does not hold."""
    deck = named_deck_top(e)
    if deck is None:
        return None
    b.__dict__.setdefault("named_decks", set()).add(deck)
    return {"op": NAMED_DECK_KINDS[e.kind], "target": deck}
