"""A condition on who is attacking, decided by the situation's event (part of `logic.situation.conditions`): "If the
villain is attacking, this attack gains piercing" (a Boost ability of a card dealt to the villain's attack).

"X is attacking" holds while X's attack is under way: in a situation whose event is an enemy's attack, every ability
resolved for it resolves during that attack, so the condition holds when X is that attack's attacker. When the
event's attacker is another enemy it does not hold; the effect is then left unread (as "if this activation is an
attack" is when not met, `logic.situation.activation_type`), never guessed away. When the event is not an attack,
whether X is attacking is not told: not decided (left unread).

Accepted (`attacking_tested`): an "if" IS_ATTACKING, not negated, whose subject is the villain, this card or a named
card (no filter, owner, count or "also"), with no object. "While X is attacking" (kept over time) is not.

Promises: `attacking_tested` is a function of the condition alone; `attacking_holds` of the situation: True, False
or None (not decided).
"""

from __future__ import annotations

from ..abilities import model as m
from .counting import _card

__all__ = ["attacking_tested", "attacking_holds"]

N = m.Noun


def attacking_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if <the villain / this card / a named card> is attacking"."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.IS_ATTACKING or p.negated:
        return False
    s = p.subject
    return s is not None and s.noun in (N.VILLAIN, N.THIS_CARD, N.NAMED_CARD) and not s.filters and not s.also \
        and s.owner is None and s.count is None and p.object is None


def attacking_holds(b, card, c: m.Condition) -> bool | None:
    """Whether the subject of ``c`` is the attacker of the situation's event (an attack); None when the event is no
    attack or the subject is not one card of the situation."""
    ev = b.sit.event
    if ev.kind != "attack" or not ev.attacker:
        return None
    held = _card(b, card, c.predicate.subject)
    if held is None:
        return None
    return held.id == ev.attacker
