"""One card of a type or trait returned from your discard pile to your hand (issue 15 §5): part of the catalogue of
`logic.situation.applicable` (its `_target` asks `pile_return`), and the situation's op.

"Return a Valkyrie card from your discard pile to your hand.", "add an X-MEN ally from your discard pile to your
hand", "add a TEMPORAL card in your discard pile to your hand": the player picks one card of their discard pile that
matches (a type, at most one printed trait) and adds it to their hand. What the printed words say (the rules
reference the engine holds has no entry on it): the card leaves the pile for the hand. The engine reads it as a
search of that pile whose card found goes to its player's hand (``search_for`` with ``piles = ["discard"]`` and
``found = "return_to_hand"``, `logic.timing.search_ops`): each matching card is a branch (the player's pick, never
guessed); a pile the situation does not state card by card may hold an unnamed card that matches, and the outcome is
*not decided*; no match: nothing moves.

Accepted: the card shapes `applicable_pile_shuffle.pile_shuffle` accepts with a printed trait ("a / 1 <Trait> card",
"a <Trait> <type>", from / in your discard pile), to "your hand" (plainly). Not accepted: a type alone ("an ally":
the pool shows the reader dropping the trait word before the type, "an X-MEN ally", "an Attack event", so a type
alone may not be what is printed), "N cards from your discard pile" with no type or trait
(`applicable.from_your_discard_pile`: the engine's ``recover``), two cards or more, "or", another pile.

Promises: `pile_return` is a function of the effect alone; `pile_return_op` returns an engine effect or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .applicable_pile_shuffle import pile_shuffle

__all__ = ["pile_return", "pile_return_op"]

N = m.Noun


def _your_hand(t: m.Target | None) -> bool:
    o = t.owner if t is not None else None
    return t is not None and t.noun is N.HAND and not t.filters and not t.also and t.count is None \
        and o is not None and o.noun is N.YOU and not o.filters and not o.also and o.owner is None


def pile_return(e: m.Effect) -> tuple[str, str] | None:
    """(the printed type sought, "" any card; its trait) when ``e`` returns one such card from your discard pile to your
    hand (see the module); None otherwise (and with no trait)."""
    if e.kind is not m.EffectKind.RETURN_TO_HAND or not _your_hand(e.source):
        return None
    got = pile_shuffle(replace(e, kind=m.EffectKind.SHUFFLE, source=m.Target(N.DECK, owner=m.Target(N.YOU))))
    return got if got is not None and got[1] else None


def pile_return_op(b, card, sentence, e: m.Effect) -> dict | None:
    """The engine's ``search_for`` of the discard pile of the player the "you" of ``e`` names (builder ``b``), its card
    found added to that player's hand; None when ``e`` is no such effect or the "you" has no single player."""
    got = pile_return(e)
    who = b.you_in(card, sentence, e.span[0], e.span[1]) if got is not None else None
    if who is None:
        return None
    kind, trait = got
    return {"op": "search_for", "target": b.identity(who), "piles": ["discard"], "found": "return_to_hand",
            **({"card": kind} if kind else {}), **({"trait": trait} if trait else {})}
