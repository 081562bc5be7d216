"""A condition on the number of players, tested by the outcome engine (part of `logic.situation.conditions`): "If
there is more than 1 player on your team, give the enemy leader an additional boost card for this activation".

The engine's ``players`` count (`logic.timing.amount_ops`: the players of the scenario) is read as the effect
resolves, at least the number the condition names ("more than 1": at least 2), as every "if" of the structure
(Rules Reference "If", the clause family of `logic.situation.conditions`). The players are the situation's own,
always stated.

Accepted (`players_tested`): an "if" COUNT_AT_LEAST of players (``counted`` PLAYER) on "your team" (subject "you",
plain), a printed number, not negated.

Promises: `players_tested` is a function of the condition alone; `players_state` returns the engine's ``if_state``
and bounds.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_counts import printed_number

__all__ = ["players_tested", "players_state"]


def players_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if there are (more than) N players on your team"."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.COUNT_AT_LEAST or p.negated:
        return False
    s = p.subject
    return p.counted is m.Noun.PLAYER and s is not None and s.noun is m.Noun.YOU and not s.filters and not s.also \
        and s.owner is None and s.count is None and p.object is None and not p.counter \
        and printed_number(p.amount, None, ("additional",)) is not None


def players_state(c: m.Condition) -> dict:
    """The engine's ``if_state`` and bounds for players condition ``c``."""
    return {"if_state": "players", "if_at_least": printed_number(c.predicate.amount, None, ("additional",))}
