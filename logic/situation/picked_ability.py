"""The printed ability of a card the player picks, resolved by an effect: "Resolve the 'Special' ability on 1 Black
Panther upgrade you control", "resolve the 'Special' ability on another Dora Milaje ally" (issue 15 §3).

The catalogue side (`picked_host`): the card whose ability resolves is one card of a kind the player picks, a shape
the engine already picks for another effect: "1 (a) <Trait> <upgrade, support or ally> you control"
(`logic.situation.chosen_cards.chosen_types`, one card, no superlative) or "a / another <Trait> ally"
(`logic.situation.chosen.single`). "Each ..." (every card, in an order the player picks) and "up to N" are not
accepted here.

The situation side is `logic.situation.resolve` (`picked_ops`): every card that fits is a candidate, the ability's
effects of each are read as for a card named, and they are the engine's chosen slot ``of_pick``
(`logic.timing.target_ops`): each pick a branch, the effects of the card picked resolve, the others do not (Target
p1.b2.2: the resolving player selects the card; `encodings/marvel_champions/en/target.py`). The engine never guesses
the pick.

Promises: `picked_host` is a function of the target alone.
"""

from __future__ import annotations

from ..abilities import model as m
from .chosen import single
from .chosen_cards import chosen_types

__all__ = ["picked_host", "HOSTS"]

#: the kinds of card picked whose ability resolves: cards in play a player controls, or allies
HOSTS = (m.Noun.UPGRADE, m.Noun.SUPPORT, m.Noun.ALLY)


def picked_host(t: m.Target | None) -> m.Target | None:
    """The card picked whose printed ability ``t`` names ("the '<label>' ability on <card>"), when the engine picks
    it (see the module); None otherwise."""
    if t is None or t.noun is not m.Noun.EFFECT or not t.name.strip('"') or t.also or t.count is not None \
            or t.owner is not None or len(t.filters) != 1:
        return None
    f = t.filters[0]
    if f.kind is not m.FilterKind.ZONE or f.value != "on" or f.target is None:
        return None
    c = f.target
    shape = chosen_types(c)
    if shape is not None:
        return c if shape[2] == 1 and not shape[3] and shape[0] != ("card",) else None
    return c if c.noun is m.Noun.ALLY and single(c) else None
