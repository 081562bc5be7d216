"""The catalogue's "for each boost icon discarded this way" and "for each (printed) resource icon / printed [energy]
resource discarded this way" (issue 15 §3/§5): a counted amount (`applicable_counts` ``counted``: what
``discarded``) the outcome engine makes as ``discarded:boost``, ``discarded:resource`` or
``discarded:resource_<type>`` (`logic.timing.discarded_ops`: the icons printed on the cards the item discarded from
the encounter deck or from the resolving player's deck; not decided when those cards are not stated in order).

"The boost icons / each resource on the discarded card" reads the same (`_on_the_discarded`). "This way" names what
an effect before it in the same ability did; the engine counts what the ability's item
discarded from the encounter deck, so the count is applied (`discarded_why`) only when the ability has, before the
counted effect, exactly one discard, and that one takes cards from the top of the encounter deck by the resolving
player ("discard the top (N) card(s) of the encounter deck", "discard N cards from the encounter deck": the deck
operations' ``encounter_top`` / ``encounter_n``) or from the top of the resolving player's deck ("discard the top
(N) card(s) of your deck": the engine's ``discard_deck``), and no discard after it: then the cards the item discarded are
the ones "this way" names. A discard by each player ("each player discards the top card ... and takes 1 damage for
each boost icon discarded this way": each their own) or a discard until a card is found is not applied.

Promises: functions of the structure alone.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_order import top_of

__all__ = ["this_way", "counts_this_way", "discarded_why", "from_the_encounter_deck", "icons_this_way",
           "from_your_deck", "on_that_card", "that_card_discarded"]

#: the resource types a "printed [type] resource discarded this way" may name (`logic.timing.discarded_ops.WHAT`)
_TYPES = ("energy", "mental", "physical", "wild")


def this_way(p: m.Target | None) -> bool:
    """Whether ``p`` (what a "for each" counts) is "boost icon(s) / (printed) resource icon(s) / printed [type]
    resource(s) discarded this way", nothing more (`icons_this_way` says which)."""
    return icons_this_way(p) is not None


def icons_this_way(p: m.Target | None) -> str | None:
    """What of the cards discarded ``p`` counts, as the engine's ``discarded:<what>``: ``boost`` for "boost icon(s)
    discarded this way", ``resource`` for "(printed) resource icon(s) discarded this way", ``resource_<type>`` for
    "(printed) [type] resource(s) discarded this way"; None for anything else."""
    if p is None or p.also or p.owner is not None or p.count is not None or p.name:
        return None
    on = _on_the_discarded(p)
    if on is not None:   # "each resource / the boost icons on the discarded card": as "... discarded this way"
        return on
    acted = [f for f in p.filters if f.kind is m.FilterKind.ACTED_ON]
    if len(acted) != 1 or acted[0].value != "discarded this way" or acted[0].target is not None:
        return None
    rest = [f for f in p.filters if f.kind is not m.FilterKind.ACTED_ON]
    if p.noun is m.Noun.BOOST_ICON:
        return "boost" if not rest else None
    printed = [f for f in rest if f.kind is m.FilterKind.PRINTED]
    kinds = [f for f in rest if f.kind is m.FilterKind.RESOURCE]
    if len(printed) > 1 or len(printed) + len(kinds) != len(rest) or any(f.target is not None for f in rest):
        return None
    if p.noun is m.Noun.RESOURCE_ICON and not kinds:
        return "resource"
    if p.noun is m.Noun.RESOURCE and len(kinds) == 1 and kinds[0].value in _TYPES:   # "printed [energy] resource"
        return "resource_" + kinds[0].value
    return None


def _on_the_discarded(p: m.Target) -> str | None:
    """What "<boost icons / resource icons / resources> on the discarded card" (the one filter "on" a plain card
    "discarded") counts of the cards the item discarded, as `icons_this_way` says it: ``boost``, ``resource`` (a
    discarded card holds no resource but its printed icons); None for anything else."""
    if len(p.filters) != 1 or p.filters[0].kind is not m.FilterKind.ZONE or p.filters[0].value != "on":
        return None
    t = p.filters[0].target
    if t is None or t.noun is not m.Noun.CARD or t.also or t.owner is not None or t.count is not None or t.name \
            or len(t.filters) != 1 or t.filters[0].kind is not m.FilterKind.ACTED_ON \
            or t.filters[0].value != "discarded" or t.filters[0].target is not None:
        return None
    return {m.Noun.BOOST_ICON: "boost", m.Noun.RESOURCE_ICON: "resource", m.Noun.RESOURCE: "resource"}.get(p.noun)


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


def from_your_deck(x: m.Effect) -> bool:
    """Whether discard ``x`` is the resolving player's "discard the top (N) card(s) of your deck" (a printed N; the
    catalogue's ``top_of_your_deck``, the engine's ``discard_deck``)."""
    if x.kind is not m.EffectKind.DISCARD or x.source is not None or x.amount is not None or x.target is None:
        return False
    deck, t = top_of(x.target), x.target
    return deck is not None and deck.noun is m.Noun.DECK and not deck.filters and not deck.also \
        and deck.owner is not None and deck.owner.noun is m.Noun.YOU and not deck.owner.filters \
        and (t.count is None or (t.count.value is not None and t.count.variable is None and t.count.per is None
                                 and not t.count.up_to and not t.count.additional and not t.count.at_least))


def on_that_card(e: m.Effect) -> str | None:
    """What ``e``'s amount counts on "that card" / "it" ("the number of boost icons on that card"): "boost" or
    "resource" (the engine's ``discarded:<what>`` when that card is the one card discarded before it); None for
    another amount."""
    a = e.amount
    p = a.per if a is not None and a.per is not None else (a.defined_as.per if a is not None and a.defined_as
                                                          is not None else None)
    if p is None or p.noun not in (m.Noun.BOOST_ICON, m.Noun.RESOURCE_ICON) or p.also or p.owner is not None \
            or p.count is not None or len(p.filters) != 1:
        return None
    f = p.filters[0]
    t = f.target
    if f.kind is not m.FilterKind.ZONE or f.value != "on" or t is None or t.noun is not m.Noun.IT or t.filters \
            or t.also or t.owner is not None or t.count is not None or t.is_a not in (None, m.Noun.CARD):
        return None
    return "boost" if p.noun is m.Noun.BOOST_ICON else "resource"


def _one_top_card(x: m.Effect) -> bool:
    """Whether discard ``x`` takes the one top card of the encounter deck (by the resolving player, or by the player
    who performs it: "they discard the top card of the encounter deck") or of your deck."""
    t = x.source if x.source is not None else x.target
    if x.kind is not m.EffectKind.DISCARD or x.amount is not None or t is None or t.count is not None:
        return False
    return _encounter_deck(top_of(t)) or from_your_deck(x)   # (your deck: the engine's ``discard_deck``)


def that_card_discarded(ability: m.Ability | None, e: m.Effect) -> str | None:
    """``on_that_card`` of ``e`` when "that card" is the card discarded: the ability's only discard is before ``e``
    and takes the one top card of the encounter deck or of your deck (the engine then counts ``discarded:<what>``);
    None when not."""
    what = on_that_card(e)
    effects = list(ability.effects) if ability is not None and what else []
    at = next((i for i, x in enumerate(effects) if x is e), None)
    discards = [i for i, x in enumerate(effects) if x.kind in (m.EffectKind.DISCARD, m.EffectKind.DISCARD_UNTIL)]
    if at is None or len(discards) != 1 or discards[0] > at or not _one_top_card(effects[discards[0]]):
        return None
    return what


def discarded_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why the engine does not count "this way" for ``e`` (an effect of ``ability``): None when ``e`` counts no such
    thing, or when the ability's only discard is before ``e`` and takes the top of the encounter deck
    (`from_the_encounter_deck`). Icons "on that card" after a discard count the card discarded: only the one top
    card of the encounter deck or of your deck (`that_card_discarded`) is counted."""
    effects = list(ability.effects) if ability is not None else []
    at = next((i for i, x in enumerate(effects) if x is e), None)
    if on_that_card(e) and at is not None and any(x.kind in (m.EffectKind.DISCARD, m.EffectKind.DISCARD_UNTIL)
                                                  for x in effects[:at]):
        return None if that_card_discarded(ability, e) else \
            "icons on 'that card' after a discard of anything but the one top card of the encounter deck or of your " \
            "deck: not counted"
    if not counts_this_way(e):
        return None
    effects = list(ability.effects) if ability is not None else []
    at = next((i for i, x in enumerate(effects) if x is e), None)
    if at is None:
        return "'discarded this way' outside the ability that discards: not counted"
    discards = [i for i, x in enumerate(effects) if x.kind in (m.EffectKind.DISCARD, m.EffectKind.DISCARD_UNTIL)]
    if len(discards) != 1 or discards[0] > at or not (from_the_encounter_deck(effects[discards[0]])
                                                       or from_your_deck(effects[discards[0]])):
        return "'discarded this way' after anything but one discard of the top of the encounter deck or of your " \
            "deck: not counted"
    return None
