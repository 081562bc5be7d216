"""The catalogue's "draw up to your hand size" (issue 15 §5): a counted amount (`applicable_counts` ``counted``:
what ``hand_room``) the outcome engine makes as ``hand_room:<identity>:<printed hand size>``
(`logic.timing.hand_room_ops`: the hand size less the cards in that player's hand when the draw resolves).

Applied to a ``draw`` only, for the plain "your hand size" (the resolving player's identity: its printed hand size,
read off the situation's identity card, which must print one), and only when the situation states that player's
zones (the engine's hand is a count: without it the room left is not known, and the effect is not converted).
"Up to" another amount ("draw up to 3 cards") is the player's pick and is not this count.

Promises: functions of the structure (and, for `hand_room_per`, of the situation).
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["hand_room", "hand_room_why", "hand_room_per"]


def hand_room(a: m.Amount | None) -> bool:
    """Whether ``a`` is "up to your hand size": the stat ``hand_size`` of the plain "you", marked "up to", nothing
    more."""
    if a is None or a.variable != "stat_of" or not a.up_to or a.stat is not m.Stat.HAND_SIZE:
        return False
    if a.value is not None or a.additional or a.at_least or a.per_player or a.defined_as is not None:
        return False
    p = a.per
    return p is not None and p.noun is m.Noun.YOU and not p.filters and not p.also and p.count is None \
        and p.owner is None


def hand_room_why(e: m.Effect) -> str | None:
    """Why the engine does not apply ``e``'s "up to your hand size" (None when it does: a draw)."""
    return None if e.kind is m.EffectKind.DRAW else f"'up to your hand size': not applied to {e.kind.value}"


def hand_room_per(b, card, sentence, e) -> tuple[int, str] | None:
    """(1, engine ``per``) for ``e``'s "up to your hand size" in the situation of builder ``b``; None when ``e`` is
    no draw, when "you" names no single player, when that player's zones are not stated, or when the identity
    prints no hand size."""
    if hand_room_why(e) is not None:
        return None
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    if not who or b.sit.zones.get(who) is None:
        return None
    ident = b.sit.identity_of(who)
    if ident is None or not isinstance(ident.record.get("hand_size"), int):
        return None
    return 1, f"hand_room:{ident.id}:{ident.stat('hand_size', 0)}"
