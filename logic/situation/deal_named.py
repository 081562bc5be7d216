"""Encounter cards dealt to an identity named: "After the villain phase begins, deal 1 facedown encounter card to
Gamora." (issue 15 §3).

The shape (`named_deal`): a DEAL_ENCOUNTER, of no card given (the top of the encounter deck), to a card named (plain).
Encounter cards are dealt to players; a card named that is a player's identity (its hero or alter-ego card) stands
for its player, as the engine's ``deal_encounter`` does (the cards go to the player of the character it names,
`logic.timing.deck_ops`). The catalogue (`as_you`) judges it as a deal to one player named; the situation
(`named_deal_op`) deals to the one identity card of that name it lists: none, several, or a card of that name that is
no identity (an ally, an enemy: nobody to deal to) leaves the effect not read, never guessed.

Promises: `named_deal` and `as_you` are functions of the structure alone; `named_deal_op` returns the engine effect
or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["named_deal", "as_you", "named_deal_op"]

#: the card types of a player's identity
_IDENTITY = ("hero", "alter_ego")


def named_deal(e: m.Effect) -> bool:
    """Whether ``e`` deals encounter cards from the deck to a card named (see the module)."""
    t = e.target
    return e.kind is m.EffectKind.DEAL_ENCOUNTER and e.given is None and t is not None \
        and t.noun is m.Noun.NAMED_CARD and bool(t.name) and not t.filters and not t.also and t.owner is None \
        and t.count is None


def as_you(e: m.Effect) -> m.Effect:
    """``e`` dealt to "you" (the catalogue's judgement of one player named) when `named_deal` holds; else ``e``."""
    return replace(e, target=m.Target(m.Noun.YOU)) if named_deal(e) else e


def named_deal_op(b, e: m.Effect) -> dict | None:
    """The engine's ``deal_encounter`` of ``e`` (`named_deal`) to the one identity card of that name in the situation
    of builder ``b``; None when there is not exactly one card of that name, it is no identity, or the count is not a
    plain number."""
    if not named_deal(e):
        return None
    found = [c for c in b.sit.cards.values() if c.name.lower() == e.target.name.lower()]
    if len(found) != 1 or found[0].card_type not in _IDENTITY or found[0].id not in b.characters:
        return None
    n = 1 if e.amount is None else b.counted(e.amount)
    return {"op": "deal_encounter", "targets": [found[0].id], "amount": n} if n else None
