""""In expert mode, ..." (an IN_MODE condition), in a situation: the game's mode the situation states decides it.

The mode a game is played in is set before it starts, and nothing in it changes it: the condition is decided when
the effect is converted, as the payment of a card is (`logic.situation.paid`): met (the situation's ``mode`` is the
one named), the effect is converted with no condition; not met, it applies nothing (unless an effect of its ability
hangs on it, "then" / "if you do" / "otherwise": left unread); not stated, it is left unread (the answer then says
NOT DECIDED, naming the sentence). Accepted (`mode_tested`): "in standard mode", "in expert mode" (the modes a
situation states, `logic.situation.model.MODES`); not "competitive", "cooperative" or "heroic", which a situation
does not state.

Promises: functions of the condition and the stated mode.
"""

from __future__ import annotations

from ..abilities import model as m
from .model import MODES

__all__ = ["mode_tested", "mode_holds", "mode_false"]

_HANGS = (m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE)


def mode_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "in standard / expert mode"."""
    p = c.predicate
    return c.kind is m.ConditionKind.IF and p is not None and p.kind is m.PredicateKind.IN_MODE and not p.negated \
        and p.mode in MODES and p.subject is None and p.object is None


def mode_holds(mode: str | None, c: m.Condition) -> bool | None:
    """Whether accepted condition ``c`` holds in a game of ``mode`` (None: not stated)."""
    return None if mode is None else mode == c.predicate.mode


def mode_false(mode: str | None, e: m.Effect, ability: m.Ability | None) -> bool:
    """Whether ``e`` (of ``ability``) has an accepted mode condition the stated mode does not meet, and no effect of
    its ability hangs on it: it then applies nothing."""
    got = [mode_holds(mode, c) for c in e.conditions if mode_tested(c)]
    return bool(got) and False in got and ability is not None and not any(x.link in _HANGS for x in ability.effects)
