"""Counters placed "to a maximum of N" ("Place 2 growth counters on Groot (to a maximum of 10)"): the structure's
``Effect.maximum`` on a PLACE_COUNTERS, which the engine applies as the ``maximum`` of its ``place_counters``
(`logic.timing.counter_cap_ops`; Golden Rules p2, `mc.en.golden_rules.counters_maximum`).

`as_uncapped` is the shape the catalogue judges such an effect in (the same placement with no maximum: the engine
reads every other field as it does for any placement); `maximum_key` is the scenario key the situation adds to the
op. `capped_why_in` asks the ability: a placement that the cap may cut to nothing is still resolved (the engine
places none and goes on), but whether it then counts as done is not told by any rule, so an ability that asks it
("If you cannot, draw 1 card", "then", "if you do", "otherwise") is left unread, never guessed. Only a printed number (or a number per player, "[per_hero]") is a cap the engine applies; any other maximum
stays a reason.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .applicable_counts import printed_number

__all__ = ["as_uncapped", "maximum_key", "capped_why_in"]


def _plain(a: m.Amount | None) -> bool:
    """Whether ``a`` is a printed number (per player or not), with no other flag."""
    return printed_number(a, 1, ("additional", "at_least")) is not None


def as_uncapped(effect: m.Effect) -> m.Effect:
    """``effect`` judged with no maximum when it is a counter placement whose maximum is a printed number (the
    engine's ``maximum``); any other effect unchanged."""
    if effect.kind is m.EffectKind.PLACE_COUNTERS and effect.maximum is not None and _plain(effect.maximum):
        return replace(effect, maximum=None)
    return effect


def maximum_key(effect: m.Effect, players: int) -> dict:
    """The ``maximum`` key of the ``place_counters`` op for ``effect`` with ``players`` players in the situation
    (empty when it has none; a maximum the engine cannot apply never reaches here: `as_uncapped`)."""
    if effect.kind is not m.EffectKind.PLACE_COUNTERS or effect.maximum is None:
        return {}
    n = printed_number(effect.maximum, players, ("additional", "at_least"))
    return {} if n is None else {"maximum": n}


#: the links and condition kinds that ask whether an effect before them was done
_ASKS_DONE_LINKS = (m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE)
_ASKS_DONE = (m.PredicateKind.CANNOT, m.PredicateKind.DID, m.PredicateKind.DID_NOT)


def capped_why_in(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """Why the capped placement ``effect`` is not applied in ``ability`` (None when it is, or is no such placement):
    another effect of the ability, or the ability, asks whether it was done."""
    if effect.kind is not m.EffectKind.PLACE_COUNTERS or effect.maximum is None or ability is None:
        return None
    conds = list(ability.conditions) + [c for x in ability.effects if x is not effect for c in x.conditions]
    asks = any(c.predicate is not None and c.predicate.kind in _ASKS_DONE for c in conds) \
        or any(x.link in _ASKS_DONE_LINKS for x in ability.effects if x is not effect)
    return "a placement to a maximum whose being done is asked: not decided (no rule says whether a placement the " \
        "cap cuts to nothing is done)" if asks else None
