"""The situation side of an ability each player resolves in player order (`logic.situation.resolve_in_order`, whose
docstring says what is and is not applied): each player's resolution, in player order, with that player resolving it.

Promises: `ordered_ops` returns a list of engine effects or None, and leaves the builder's resolver and seats as they
were.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable import resolved_card
from .resolve import _card_of, resolved_ops
from .resolve_in_order import as_once, as_read, in_order, player_order
from .rules import situation_facts

__all__ = ["ordered_ops"]


def ordered_ops(b, card, sentence, e: m.Effect) -> list[dict] | None:
    """The engine effects of ``e`` (`in_order`) read on ``card`` in the situation of builder ``b``: those of each
    player's resolution (`resolve.resolved_ops`) in player order, or None (see the module)."""
    facts = situation_facts(b.rules)
    e = as_read(e)
    where = resolved_card(e.target)
    if not in_order(e) or where is None or not facts.holds("each_in_player_order"):
        return None
    other = _card_of(b, card, where)
    if other is None:
        return None
    once = as_once(e)
    keys = [w.key for w in b.words.get(other.id, [])]
    saved_seats, saved_resolver = {k: b.seats.get(k) for k in keys}, b.resolver
    out: list[dict] = []
    try:
        for p in player_order(list(b.sit.players), b.sit.first):
            b.resolver = p
            b.seats.update({k: p for k in keys})
            ops = resolved_ops(b, card, sentence, once)
            if ops is None or any(k in op for op in ops for k in ("chosen", "option", "of_pick")):
                return None
            out += ops
    finally:
        b.resolver = saved_resolver
        for k, v in saved_seats.items():
            if v is None:
                b.seats.pop(k, None)
            else:
                b.seats[k] = v
    b.clauses |= set(facts.because("each_in_player_order"))
    return out
