"""Which shuffles a search reminds of the outcome engine applies: part of the catalogue of
`logic.situation.applicable`, which asks `why_in` for the effect `claims` names.

- "(Shuffle.)" printed after a search ("Search the encounter deck and discard pile for X and reveal it.
  (Shuffle.)"): a shuffle with nothing else read (no target, deck, amount, condition, "may", other field), joined
  to what comes before it by nothing or "and", in an ability whose nearest search before it looks through the
  encounter deck or your deck (perhaps with other piles, perhaps its top N cards only): the deck that search looked
  through is shuffled, the engine's ``shuffle_deck`` (the encounter deck, `logic.timing.order_ops`) or
  ``shuffle_player_deck`` (the searching player's deck, `logic.timing.player_deck_ops`). What the printed word
  says (the rules reference the engine holds has no entry on searching or shuffling): the cards stay, their order
  is no longer known. Where the situation does not state the deck card by card its order is already not known, and
  the shuffle changes nothing there; where it does, a later operation on its top is *not decided*.

- "shuffle each <Trait> minion in / from the encounter discard pile into the encounter deck" (`each_from_pile`): a
  type (minion, side scheme, treachery, attachment, obligation, or any card), at most one printed trait: the engine's
  ``shuffle_each_in`` (`logic.timing.order_ops`): each such card of the pile goes into the deck, whose order is then
  unknown; a pile not stated card by card is *not decided* there.

Not applied: "(Shuffle.)" with no such search before it (which deck it shuffles is not told), after a search of
"their deck" (each player's), of a collection or of any other pile, or as one option of a choice.

Promises: functions of the ability's structure alone.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_order import SOUGHT_TYPES

__all__ = ["reminder", "searched_before", "searched_deck", "claims", "why_in", "each_from_pile", "each_from_pile_op"]

K = m.EffectKind
_FIELDS = ("amount", "target", "source", "status", "stat", "keyword", "zone", "until", "controller", "forbids",
           "skips", "maximum", "pays_for", "order", "as_card", "given", "procedure")


def reminder(e: m.Effect) -> bool:
    """Whether ``e`` is a shuffle with nothing read but its verb ("(Shuffle.)")."""
    return e.kind is K.SHUFFLE and all(getattr(e, f, None) in (None, "", (), False) for f in _FIELDS)


def _index(ability: m.Ability, e: m.Effect) -> int | None:
    i = next((j for j, x in enumerate(ability.effects) if x is e), None)
    return i if i is not None else next((j for j, x in enumerate(ability.effects) if x == e), None)


def searched_before(ability: m.Ability, e: m.Effect) -> m.Effect | None:
    """The nearest search before ``e`` among ``ability``'s effects; None when there is none."""
    i = _index(ability, e)
    return next((x for x in reversed(ability.effects[:i]) if x.kind is K.SEARCH), None) if i else None


def _plain(t: m.Target | None) -> bool:
    return t is not None and not t.filters and t.count is None


def _decks(t: m.Target | None, depth: int = 0) -> set[str]:
    """The decks target ``t`` names, wherever in it (its filters' targets, its other targets, its owner): "encounter"
    (the encounter deck), "you" (your deck), "other" (any other deck)."""
    if t is None or depth > 6:
        return set()
    out: set[str] = set()
    if t.noun is m.Noun.ENCOUNTER_DECK:
        out.add("encounter" if t.owner is None and not t.filters and t.count is None else "other")
    elif t.noun is m.Noun.DECK:
        o = t.owner
        mine = o is not None and o.noun is m.Noun.YOU and not o.filters and not o.also and not t.filters
        out.add("you" if mine and t.count is None else "other")
    for x in (*(f.target for f in t.filters), *t.also):
        out |= _decks(x, depth + 1)
    return out


def searched_deck(s: m.Effect) -> str | None:
    """The deck search ``s`` looks through: "encounter" (the encounter deck, whoever searches it: "each player
    searches the encounter deck"), "you" (your deck), each perhaps with other piles ("and discard pile") or its top N
    cards only, wherever the structure holds it (the French reader keeps "dans le deck Rencontre" as a place of the
    card sought); None for any other, or when it names more than one deck (a player's deck named by "their")."""
    decks = _decks(s.target) | _decks(s.source)
    return next(iter(decks)) if len(decks) == 1 and decks != {"other"} else None


def claims(ability: m.Ability | None, e: m.Effect) -> bool:
    """Whether ``e`` is "(Shuffle.)" in an ability (this module says whether it applies)."""
    return ability is not None and reminder(e)


def why_in(ability: m.Ability, e: m.Effect) -> str | None:
    """Why the engine cannot apply "(Shuffle.)" ``e`` of ``ability``; None when it can (see the module)."""
    if e.conditions or e.optional or e.link not in (m.Link.FIRST, m.Link.AND) or e.duration is not m.Duration.NONE:
        return "a shuffle with a condition, 'may', a duration or an option link: not applied"
    s = searched_before(ability, e)
    if s is None or searched_deck(s) is None:
        return "shuffling with no search of the encounter deck or your deck before it in its ability: which deck " \
               "is not told"
    return None


def each_from_pile(e: m.Effect) -> tuple[str, str] | None:
    """(type, trait) of "shuffle each <trait> <type> in / from the (encounter) discard pile into the encounter deck"
    ("" any); None when ``e`` is no such shuffle."""
    t, d = e.target, e.source
    if e.kind is not K.SHUFFLE or e.amount is not None or d is None or d.noun is not m.Noun.ENCOUNTER_DECK \
            or d.filters or d.also or d.owner is not None or d.count is not None:
        return None
    if t is None or t.quantifier not in (m.Quantifier.EACH, m.Quantifier.ALL) or t.noun not in SOUGHT_TYPES \
            or SOUGHT_TYPES[t.noun] in ("ally", "event", "upgrade", "support") or t.also or t.owner is not None \
            or t.count is not None:
        return None
    zones = [f for f in t.filters if f.kind is m.FilterKind.ZONE]
    traits = [f for f in t.filters if f.kind is m.FilterKind.TRAIT]
    if len(zones) != 1 or len(traits) > 1 or len(zones) + len(traits) != len(t.filters):
        return None
    z = zones[0]
    pile = z.target
    if z.value not in ("in", "from") or pile is None or pile.noun is not m.Noun.DISCARD_PILE or pile.filters \
            or pile.also or pile.owner is not None or pile.count is not None:
        return None
    if traits and (not traits[0].value or " or " in traits[0].value):
        return None
    return SOUGHT_TYPES[t.noun], (traits[0].value if traits else "")


def each_from_pile_op(e: m.Effect) -> dict | None:
    """The engine's ``shuffle_each_in`` for `each_from_pile` ``e``; None when ``e`` is no such shuffle."""
    got = each_from_pile(e)
    if got is None:
        return None
    kind, trait = got
    return {"op": "shuffle_each_in", "target": "encounter_deck", **({"card": kind} if kind else {}),
            **({"trait": trait} if trait else {})}
