"""The catalogue's "for each boost icon discarded this way" (issue 15 §3/§5): a counted amount (`applicable_counts`
``counted``: what ``discarded``) the outcome engine makes as ``discarded:boost`` (`logic.timing.discarded_ops`: the
boost icons printed on the cards the item discarded from the encounter deck; not decided when those cards are not
stated).

"This way" names what an effect before it in the same ability did; the engine counts what the ability's item
discarded from the encounter deck, so the count is applied (`discarded_why`) only when the ability has, before the
counted effect, exactly one discard, and that one takes cards from the top of the encounter deck by the resolving
player ("discard the top (N) card(s) of the encounter deck", "discard N cards from the encounter deck": the deck
operations' ``encounter_top`` / ``encounter_n``), and no discard after it: then the cards the item discarded are
the ones "this way" names. A discard by each player ("each player discards the top card ... and takes 1 damage for
each boost icon discarded this way": each their own) or a discard until a card is found is not applied.

Promises: functions of the structure alone.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_order import top_of

__all__ = ["this_way", "counts_this_way", "discarded_why", "from_the_encounter_deck"]



def this_way(p: m.Target | None) -> bool:
    """Whether ``p`` (what a "for each" counts) is "boost icon(s) discarded this way", nothing more."""
    return p is not None and p.noun is m.Noun.BOOST_ICON and not p.also and p.owner is None and p.count is None \
        and not p.name and len(p.filters) == 1 and p.filters[0].kind is m.FilterKind.ACTED_ON \
        and p.filters[0].value == "discarded this way" and p.filters[0].target is None


def counts_this_way(e: m.Effect) -> bool:
    """Whether ``e``'s amount counts "boost icons discarded this way"."""
    a = e.amount
    return a is not None and (this_way(a.per) or (a.defined_as is not None and this_way(a.defined_as.per)))


def _encounter_deck(t: m.Target | None) -> bool:
    return t is not None and t.noun is m.Noun.ENCOUNTER_DECK and not t.filters and not t.also and t.count is None \
        and t.owner is None


def from_the_encounter_deck(x: m.Effect) -> bool:
    """Whether discard ``x`` is the resolving player's "discard the top (N) card(s) of the encounter deck" or
    "discard N cards from the encounter deck" (`logic.situation.applicable.deck_discard`'s ``encounter_top`` and
    ``encounter_n``; whether the catalogue applies it is its own business)."""
    if x.kind is not m.EffectKind.DISCARD or x.source is not None:
        return False
    return _encounter_deck(top_of(x.target)) or (_encounter_deck(x.target) and x.amount is not None)


def discarded_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why the engine does not count "this way" for ``e`` (an effect of ``ability``): None when ``e`` counts no such
    thing, or when the ability's only discard is before ``e`` and takes the top of the encounter deck
    (`from_the_encounter_deck`)."""
    if not counts_this_way(e):
        return None
    effects = list(ability.effects) if ability is not None else []
    at = next((i for i, x in enumerate(effects) if x is e), None)
    if at is None:
        return "'discarded this way' outside the ability that discards: not counted"
    discards = [i for i, x in enumerate(effects) if x.kind in (m.EffectKind.DISCARD, m.EffectKind.DISCARD_UNTIL)]
    if len(discards) != 1 or discards[0] > at or not from_the_encounter_deck(effects[discards[0]]):
        return "'discarded this way' after anything but one discard of the top of the encounter deck: not counted"
    return None
