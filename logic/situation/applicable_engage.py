"""The catalogue's entry for an enemy engaging a player (ENGAGE: "The Sleeper engages the first player.", "Shadow
King engages you."): the engine's ``engage`` (`logic.timing.engage_ops`), and its translation in a situation.

Accepted: this card or a card named (the enemy) engaging the first player or "you" (the effect's ``source``, as the
grammar keeps the player engaged); no amount, duration, condition or other field; the plain link. Refused, with the
reason: "that minion" / "attached ally" (a card the engine does not name here), a player chosen by a filter ("the
hero with the fewest remaining hit points"), a condition ("if it is already in play").

`engage_op` (the situation's part) names the enemy (a character of the situation) and the player: the first player
of the situation, or the player its "you" seat answers name; None when it cannot (never guessed).

Promises: `engage_why` is a function of the effect alone; `engage_op` returns an engine effect or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .field_checks import plain_effect_why, plain_target, unread_fields

__all__ = ["engage_why", "engage_op"]

#: the fields an ENGAGE does not read (each one set is a reason)
_UNREAD = unread_fields("source")


def engage_why(e: m.Effect) -> str | None:
    """None when the engine applies ENGAGE ``e`` whole (see the module); else why not, in a few words."""
    why = plain_effect_why(e, "engage", _UNREAD, "engagement", "an engagement")
    if why:
        return why
    if not plain_target(e.target, m.Noun.THIS_CARD, m.Noun.NAMED_CARD, is_a=(None,)):
        return "an enemy engaging other than this card or a card named: not applied"
    if not plain_target(e.source, m.Noun.FIRST_PLAYER, m.Noun.YOU, is_a=(None,)):
        return "an engagement with anyone but the first player or 'you': not applied"
    return None


def engage_op(b, card, sentence, e) -> dict | None:
    """The engine effect of ENGAGE ``e`` read on ``card`` (the catalogue accepts it): ``engage`` of the enemy the target
    names (a character of the situation) with the player the source names; None when the situation names none."""
    enemy = b.moved(card, e.target)
    if enemy is None or enemy not in b.characters:
        return None
    if e.source.noun is m.Noun.FIRST_PLAYER:
        who = b.sit.first
    else:
        who = b.you_in(card, sentence, e.span[0], e.span[1])
    return {"op": "engage", "target": enemy, "card": who} if who else None
