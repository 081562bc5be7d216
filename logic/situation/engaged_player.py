"""Encounter cards dealt to "the engaged player": "When Defeated: Deal the engaged player an encounter card." (a
minion's ability; issue 15 §3).

"The engaged player" (the structure's PLAYER with the one filter ACTIVE "engaged") is, on a minion, the player that
minion is engaged with: every such wording of the pool is printed on a minion. The catalogue side (`as_you`) judges
the deal as a deal to one player named ("deal you an encounter card": its amount, conditions and link judged alike);
the situation side (`engaged_deal_op`) deals to the identity of the player the situation states the card is engaged
with: a card that is no minion, or whose engagement is not stated, names nobody and the effect is not read (not
decided), never guessed. A When Defeated ability resolves before its card leaves play (When Defeated p1.b1,
`mc.en.when_defeated.forced_interrupt`), so its minion is still engaged then.

A card dealt facedown to the engaged player ("deal this card to the engaged player") is not this shape (its ``given``
is left to the catalogue, which refuses it).

Promises: `engaged_player` and `as_you` are functions of the structure alone; `engaged_deal_op` returns the engine's
``deal_encounter`` effect or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["engaged_player", "as_you", "engaged_deal_op"]


def engaged_player(t: m.Target | None) -> bool:
    """Whether ``t`` is "the engaged player" (nothing else: no owner, count or other target)."""
    return t is not None and t.noun is m.Noun.PLAYER and t.quantifier is m.Quantifier.THE and not t.also \
        and t.owner is None and t.count is None and not t.name and len(t.filters) == 1 \
        and t.filters[0].kind is m.FilterKind.ACTIVE and t.filters[0].value == "engaged" \
        and t.filters[0].target is None


def _shape(e: m.Effect) -> bool:
    return e.kind is m.EffectKind.DEAL_ENCOUNTER and e.given is None and engaged_player(e.target)


def as_you(e: m.Effect) -> m.Effect:
    """``e`` dealt to "you" when it deals encounter cards to the engaged player (the catalogue's judgement of one
    player named); else ``e`` itself."""
    return replace(e, target=m.Target(m.Noun.YOU)) if _shape(e) else e


def engaged_deal_op(b, card, e: m.Effect) -> dict | None:
    """The engine effect of ``e`` (a deal to the engaged player, `_shape`) read on ``card`` in the situation of
    builder ``b``: ``deal_encounter`` of its count to the identity of the player ``card`` (a minion) is engaged
    with; None when ``card`` is no minion, its engagement is not stated, or the count is not a plain number."""
    if not _shape(e) or card.card_type != "minion" or not card.engaged_with \
            or card.engaged_with not in b.sit.players:
        return None
    n = 1 if e.amount is None else b.counted(e.amount)
    return {"op": "deal_encounter", "targets": [b.identity(card.engaged_with)], "amount": n} if n else None
