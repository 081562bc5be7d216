""""If this activation is an attack / a scheme", in a situation: the situation's event decides it.

The condition (`logic.situation.applicable.activation_type`, accepted in a Boost ability only: "this activation" is
the one its card is the boost card of) holds when the situation's event is an activation of that type (an enemy's
attack: "attack"; a scheme: "scheme"). When it holds, the effect is converted with no condition (``conditioned``,
`logic.situation.scenario`); when it does not, the effect applies nothing (`decided_false`: the translation puts no
engine effect in its place), unless an effect of its ability hangs on it ("then", "if you do", "otherwise"), which
the engine would then read off another effect: it is left unread.

Promises: functions of the situation, the card and the effect.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable import activation_type
from .structure import structures

__all__ = ["decided_false"]

_HANGS = (m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE)


def decided_false(b, card, e) -> bool:
    """Whether ``e`` has an "if this activation is ..." condition the situation's event does not meet, and no effect
    of its ability (on ``card``) hangs on it."""
    types = [t for t in (activation_type(c) for c in e.conditions) if t is not None]
    if not types or all(t == b.sit.event.kind for t in types):
        return False
    st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
    return st is not None and not any(x.link in _HANGS for x in st.effects)
