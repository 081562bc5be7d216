"""The catalogue's entry for cards looked at (LOOK: "Look at the top 3 cards of your deck.", "you may look at the top
card of the encounter deck"): the engine's ``look`` (`logic.timing.look_ops`: the cards are seen, none moves), and its
translation in a situation.

Accepted: "the top (N) card(s) of the encounter deck" or "of your deck", N a printed number (per player or not; none:
one card); optional or not, the plain link or "and"; no amount, duration, condition, source or other field. Refused,
with the reason: another deck or pile ("any deck", "your rival's deck"), "that card" (a card the engine does not
hold), a player named as the one who looks ("the Cindy Moon player looks"), an X.

`look_op` (the situation's part) names the deck: the encounter deck, or the deck of the player the "you" names (their
identity); None when it cannot (never guessed).

Promises: `look_why` is a function of the effect alone; `look_op` returns an engine effect or None.
"""

from __future__ import annotations

from ..abilities import model as m
from ..timing.vocab import ENCOUNTER
from .applicable_counts import printed_number
from .applicable_order import top_of
from .field_checks import kept_fields_why, unread_fields

__all__ = ["look_why", "look_op"]

#: the fields a LOOK does not read (each one set is a reason)
_FIELDS = unread_fields()


def _deck(t: m.Target | None) -> str | None:
    """"encounter" / "yours" for "the top (N) card(s) of the encounter deck / your deck", else None."""
    d = top_of(t)
    if d is None or d.filters or d.also or d.count is not None or t.also or t.owner is not None:
        return None
    if d.noun is m.Noun.ENCOUNTER_DECK and d.owner is None:
        return "encounter"
    o = d.owner
    if d.noun is m.Noun.DECK and o is not None and o.noun is m.Noun.YOU and not o.filters and not o.also:
        return "yours"
    return None


def look_why(e: m.Effect) -> str | None:
    """None when the engine applies LOOK ``e`` whole (see the module); else why not, in a few words."""
    why = kept_fields_why(e, "look", _FIELDS)
    if why:
        return why
    if e.link not in (m.Link.FIRST, m.Link.AND) or e.conditions:
        return "a linked or conditioned look: not applied"
    if _deck(e.target) is None:
        return "looking at anything but the top cards of the encounter deck or your deck: not applied"
    if e.target.count is not None and printed_number(e.target.count, None) is None \
            and printed_number(e.target.count, 2) is None:
        return "a number of cards looked at that is not printed: not applied"
    if e.target.count is not None and e.target.count.value is not None and e.target.count.value < 1:
        return "no card looked at (a printed 0): not applied"
    return None


def look_op(b, card, sentence, e) -> dict | None:
    """The engine effect of LOOK ``e`` read on ``card`` (the catalogue accepts it): ``look`` of the top N cards of the
    deck the target names; None when the situation names no single player for "your"."""
    n = 1 if e.target.count is None else printed_number(e.target.count, len(b.sit.players))
    if not n:
        return None
    if _deck(e.target) == "encounter":
        return {"op": "look", "target": ENCOUNTER, "amount": n}
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    return {"op": "look", "target": b.identity(who), "amount": n} if who else None
