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
from .field_checks import set_field_why

__all__ = ["give_to_why", "given_player"]

#: the fields a GIVE_TO reads besides its target (each other field set is a reason)
_FIELDS = ("amount", "source", "status", "stat", "keyword", "zone", "counter", "resources", "form", "until",
           "controller", "forbids", "skips", "stage", "maximum", "pays_for", "ignores", "order", "divided",
           "form_name", "as_card", "given", "procedure", "trait", "side")


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
    why = set_field_why(e, _FIELDS, "give_to")
    if why:
        return why
    if e.duration is not m.Duration.NONE:
        return f"duration {e.duration.value}: not kept for give_to"
    if e.optional:
        return "an optional gift: not applied"
    if e.link is not m.Link.FIRST:
        return f"link {e.link.value}: not applied to give_to"
    if e.conditions:
        return "a condition on a gift: not tested by the outcome engine"
    if given_player(e.target) is None:
        return "a card given to anyone but the first player or 'the X player': not applied"
    return None
