"""A card placed in the discard pile of a deck of its own (issue 15 §5): "Place this card in the Invocation deck
discard pile.", "Place this card in the infinity stone deck discard pile." (the printed words: such a deck keeps its
own discard pile, apart from the players' and the encounter's).

`trait_pile` reads the shape off the ability structure (a function of the target alone): this card, in the discard
pile of "the <Trait> deck" (one trait, no owner, no other filter). The situation moves this card there: the engine's
``discard_card`` with ``card`` the pile's deck ("Invocation deck"), its spot in that deck's discard pile
(`logic.timing.zone_ops`), no player's or encounter count changed.

Promises: `trait_pile` is a function of the target; `trait_pile_op` returns an engine effect or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["trait_pile", "trait_pile_op"]


def trait_pile(t: m.Target | None) -> str | None:
    """The trait of "this card ... in the <Trait> deck discard pile" (None for another target)."""
    if t is None or t.noun is not m.Noun.THIS_CARD or t.also or t.owner is not None or t.count is not None \
            or len(t.filters) != 1:
        return None
    f = t.filters[0]
    pile = f.target if f.kind is m.FilterKind.ZONE and f.value == "in" else None
    if pile is None or pile.noun is not m.Noun.DISCARD_PILE or pile.also or pile.owner is not None \
            or pile.count is not None or len(pile.filters) != 1:
        return None
    g = pile.filters[0]
    ok = g.kind is m.FilterKind.TRAIT and g.value and g.target is None and " or " not in g.value and "," not in g.value
    return g.value if ok else None


def trait_pile_op(b, card, e: m.Effect) -> dict | None:
    """``discard_card`` of this card into the discard pile of the <Trait> deck (builder ``b``), or None."""
    trait = trait_pile(e.target)
    moved = b.moved(card, m.Target(m.Noun.THIS_CARD)) if trait else None
    return {"op": "discard_card", "target": moved, "card": f"{trait} deck"} if moved else None
