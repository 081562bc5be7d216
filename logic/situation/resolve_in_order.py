"""An ability each player resolves in player order: "Each player must resolve The Hood's "Foul Play" ability in player
order." (issue 15 §3/§5).

The shape (`in_order`): a RESOLVE_ABILITY whose ``order`` is player order, resolved by nobody named but the players
(the grammar keeps "each player ... in player order" as that order), of a card the engine names
(`logic.situation.applicable.resolved_card`: this card, a card named, the main scheme, "the <Trait> environment").
The catalogue judges it as that ability resolved once (`as_once`); the situation (`resolve_order_ops.ordered_ops`)
resolves it once per
player when the rule base says so (the fact ``each_in_player_order``: In Player Order p1 with Simultaneous Resolution
"Each Player" p1, `mc.common.situation_in_player_order.each_in_turn`): the first player first, then the others
clockwise (the situation's seating order), each time with that player resolving it, its "you" that player. The
engine effects of each resolution (`logic.situation.resolve.resolved_ops`, as for one) follow one another in that
order inside the item that resolves the effect.

Not applied (None, the sentence left unread): a resolution that is not read whole for some player, or one holding a
target chosen, an option or a card picked (each resolution would need its own choice), or the fact not held.

Promises: `in_order` and `as_once` are functions of the effect alone.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["as_read", "in_order", "as_once", "player_order"]


def as_read(e: m.Effect) -> m.Effect:
    """``e`` with the ability in its ``target``: the reader keeps a performer "each player" in the target and the
    ability resolved in the source ("Each player must resolve X's "Special" ability in player order",
    `logic.abilities.performer`); the order in player order says the same of the players."""
    t = e.target
    if e.kind is m.EffectKind.RESOLVE_ABILITY and e.order is m.Order.PLAYER and e.source is not None \
            and t is not None and t.noun is m.Noun.PLAYER and t.quantifier is m.Quantifier.EACH \
            and not t.filters and t.owner is None and t.count is None:
        return replace(e, target=e.source, source=None)
    return e


def in_order(e: m.Effect) -> bool:
    """Whether ``e`` resolves a printed ability once per player, in player order (which card's, the catalogue judges
    on `as_once`)."""
    e = as_read(e)
    return e.kind is m.EffectKind.RESOLVE_ABILITY and e.order is m.Order.PLAYER and e.source is None


def as_once(e: m.Effect) -> m.Effect:
    """``e`` resolved once (the catalogue's judgement of each resolution) when `in_order` holds; else ``e``."""
    return replace(as_read(e), order=None) if in_order(e) else e


def player_order(players: list[str], first: str) -> list[str]:
    """The players in player order: ``first``, then the others clockwise (the seating order ``players``)."""
    k = players.index(first) if first in players else 0
    return players[k:] + players[:k]
