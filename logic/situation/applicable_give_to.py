"""The catalogue's entry for a card given to a player (GIVE_TO: "Give to the T'Challa player.", "Give to the first
player."): the engine's ``give_to`` (`logic.timing.give_ops`), this card given to one player the situation names.

Accepted: no amount, duration, condition, source or other field; the plain link; the target is the first player, or
"the <X> player" (the grammar keeps X as the target's one trait filter: the words naming the player, matched by the
situation against the names of each player's identity, either side: `given_player`). Anything else is refused with
its reason.

Promises: `give_to_why` is a function of the effect alone: None exactly when every part of the effect is one the
engine applies.
"""

from __future__ import annotations

from ..abilities import model as m
from .field_checks import plain_effect_why, unread_fields

__all__ = ["give_to_why", "given_player"]

#: the fields a GIVE_TO does not read (each one set is a reason)
_UNREAD = unread_fields()


def given_player(t: m.Target | None) -> tuple[str, str] | None:
    """Whom ``t`` names as the player a card is given to: ("first", "") for the first player, ("named", X) for "the
    X player"; None for any other target."""
    if t is None or t.also or t.count is not None or t.owner is not None or t.is_a is not None:
        return None
    if t.noun is m.Noun.FIRST_PLAYER and not t.filters:
        return ("first", "")
    if t.noun is m.Noun.PLAYER and t.quantifier is m.Quantifier.THE and len(t.filters) == 1 \
            and t.filters[0].kind is m.FilterKind.TRAIT and t.filters[0].value and t.filters[0].target is None:
        return ("named", t.filters[0].value)
    return None


def give_to_why(e: m.Effect) -> str | None:
    """None when the engine applies GIVE_TO ``e`` whole (see the module); else why not, in a few words."""
    why = plain_effect_why(e, "give_to", _UNREAD, "gift", "a gift")
    if why:
        return why
    if given_player(e.target) is None:
        return "a card given to anyone but the first player or 'the X player': not applied"
    return None
