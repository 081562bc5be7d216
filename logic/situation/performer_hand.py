"""Effects whose performer is a player named as the sentence's subject (`logic.abilities.performer`), as the engine
judges them.

- "Each player (must choose and) discards N cards from their hand", "The first player discards N cards from their
  hand": judged as "Discard N cards from each player's (the first player's) hand" (`hand_cards.hand_owners`): each
  player takes part in turn (Rules Reference, "Each Player", rules/Simultaneous Resolution.md#each_player p1; who goes
  first does not change what a discard from one's own hand leaves: each hand is its own), N cards from their own hand
  (the engine's ``discard``: a hand stated card by card then says which cards went is not known, as a choice is).
- "Each player must place N threat on X": one placement of N per player, each its own (`each_places`).
- A choice each player makes for themselves ("Each player may draw 1 card.", "Each player must choose to either take
  2 damage or place 2 threat here.": its first option, each player's own): refused, naming it. The engine takes one "may" (one choice of options) for the
  whole ability (`logic.situation.scenario`: the item's ``may``), where the players each choose apart.
- A performer the engine reads nowhere (`m.Effect.performer`, "Each player may add 1 threat to the main scheme"):
  refused by the catalogue (`applicable._UNREAD_FIELDS`), naming the field.

Promises: every function reads its arguments alone.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from ..abilities.performer import THAT_PLAYER, subject_of

__all__ = ["own_hand_as_owners", "each_choice_why", "each_places", "each_places_as_one"]

_EACH = (m.Quantifier.EACH, m.Quantifier.ALL)


def _plain_player(t: m.Target | None) -> bool:
    """Whether ``t`` is "each player" or "the first player", with nothing more."""
    return t is not None and not t.filters and not t.also and t.owner is None and t.count is None and (
        (t.noun is m.Noun.PLAYER and t.quantifier in _EACH) or t.noun is m.Noun.FIRST_PLAYER)


def own_hand_as_owners(e: m.Effect) -> m.Effect:
    """``e`` "<each player | the first player> discards N cards (from their hand)" as "discard N cards from <each
    player's | the first player's> hand" (the shape `hand_cards.hand_owners` names); any other effect as it is.
    "N cards" with no place named are the performer's own hand's, as "discard N cards" is the resolving player's
    (Rules Reference, "You, Your", rules/You, Your.md#you_your: a discard from "your" hand is from the hand of the
    player resolving it; by analogy, of the player performing it)."""
    src = e.source
    if e.kind is not m.EffectKind.DISCARD or not _plain_player(e.target) or e.amount is None \
            or e.performer is not None or e.searcher is not None:
        return e
    if src is not None and (src.noun is not m.Noun.HAND or src.owner != THAT_PLAYER or src.filters or src.also
                            or src.count is not None):
        return e
    return replace(e, target=m.Target(m.Noun.HAND, owner=e.target), source=None)


def each_places(e: m.Effect) -> m.Effect | None:
    """``e`` "each player (must) place(s) N threat on X" (its performer each player; not optional, no condition):
    the one placement each player makes, performer left out; None for any other effect. Each player places theirs
    in turn (Rules Reference, "Each Player", rules/Simultaneous Resolution.md#each_player p1): as many placements
    of N as there are players, each its own (a response to threat placed answers each); who goes first does not
    change what they leave."""
    if e.kind is not m.EffectKind.PLACE_THREAT or not _each_player(e.performer) or e.performer.filters \
            or e.performer.also or e.performer.owner is not None or e.optional or e.conditions \
            or e.amount is None or e.amount.per is not None:
        return None
    return replace(e, performer=None)


def each_places_as_one(e: m.Effect) -> m.Effect:
    """`each_places` as the catalogue judges it: one player's placement (the engine repeats it per player)."""
    one = each_places(e)
    return e if one is None else one


def _each_player(t: m.Target | None) -> bool:
    return t is not None and t.noun is m.Noun.PLAYER and t.quantifier in _EACH


def each_choice_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why the engine does not apply ``e``, a "may" or an option of a choice ("either ``e`` or the next effect")
    performed by each player apart (its target, searcher or performer "each player"): None for any other effect."""
    if not _each_player(subject_of(e)):
        return None
    later = ()
    if ability is not None:
        at = next((i for i, x in enumerate(ability.effects) if x is e), None)
        later = ability.effects[at + 1:at + 2] if at is not None else ()
    if e.optional or e.link in (m.Link.OR, m.Link.OPTION) or any(x.link is m.Link.OR for x in later):
        return "a choice each player makes apart: not applied (the engine takes one choice for the ability)"
    return None
