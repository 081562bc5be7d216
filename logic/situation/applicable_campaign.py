"""A card removed from the game and from the campaign pool ("Remove this card from the game and the campaign pool."):
judged as the removal from the game the catalogue reads, and translated in a situation as the two engine effects it
is: ``remove_from_game`` (`logic.timing.zone_ops`) and ``remove_from_campaign`` (`logic.timing.campaign_ops`: the
card leaves the cards the campaign keeps between games; the outcome lists it, nothing of this game changes).

Accepted shape: REMOVE_FROM_GAME of this card (or a card named on it) "from the game and the campaign pool", nothing
else in the target. `as_removed_from_game` gives the effect the catalogue judges (the same effect, "from the game"
only: every other field is judged there as for any removal). `campaign_ops_for` (the situation's part) gives both
engine effects, or None when the situation cannot name the card or the effect carries a condition (never guessed).

Promises: both functions read the effect alone (and the builder's cards); `as_removed_from_game` returns ``e``
itself when it is not of the shape.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["campaign_removal", "as_removed_from_game", "campaign_ops_for"]


def _pool_filter(t: m.Target | None) -> m.Filter | None:
    """The filter "from the game and the campaign pool" of a target that has no other filter, else None."""
    if t is None or len(t.filters) != 1:
        return None
    f = t.filters[0]
    g = f.target
    if f.kind is not m.FilterKind.ZONE or f.value != "from" or g is None or g.noun is not m.Noun.GAME \
            or g.filters or g.owner is not None or len(g.also) != 1:
        return None
    pool = g.also[0]
    ok = pool.noun is m.Noun.CAMPAIGN_POOL and not pool.filters and not pool.also and pool.owner is None
    return f if ok else None


def campaign_removal(e: m.Effect) -> bool:
    """Whether ``e`` removes this card (or a card named) from the game and the campaign pool."""
    t = e.target
    return e.kind is m.EffectKind.REMOVE_FROM_GAME and t is not None \
        and t.noun in (m.Noun.THIS_CARD, m.Noun.NAMED_CARD) and _pool_filter(t) is not None


def as_removed_from_game(e: m.Effect) -> m.Effect:
    """``e`` judged as "remove <the card> from the game" when it is of the shape (`campaign_removal`), else ``e``."""
    if not campaign_removal(e):
        return e
    f = _pool_filter(e.target)
    plain = replace(f, target=replace(f.target, also=()))
    return replace(e, target=replace(e.target, filters=(plain,)))


def campaign_ops_for(builder, card, e: m.Effect) -> list[dict] | None:
    """The engine effects of ``e`` (of the shape) on ``card``'s ability: the card removed from the game, then from
    the campaign pool; None with a condition (not tested here) or a card the situation does not hold."""
    if e.conditions:
        return None
    moved = builder.moved(card, e.target)
    if moved is None:
        return None
    return [{"op": "remove_from_game", "target": moved}, {"op": "remove_from_campaign", "target": moved}]
