"""A condition on the cards in a player's hand, tested when its effect resolves (part of
`logic.situation.conditions`): "if you have no cards in your hand", "if you have no cards in hand".

The engine counts the cards of that hand (its ``hand:<identity>`` count, `logic.timing.amount_ops`) as the effect
resolves and applies it only when there are none (``if_at_most`` 0), as every "if" of the structure is tested when
its effect resolves (Rules Reference "If", the clause family of `logic.situation.conditions`). The situation must
state that player's zones (a hand whose size it does not know is not guessed: the effect is left unconverted).

Accepted: COUNT_AT_MOST, no amount (or 0), subject "you", counting cards, in your hand (or "hand"), not negated.

Promises: `hand_tested` is a function of the condition alone; `hand_state` is the engine's ``if_state`` or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["hand_tested", "hand_state"]


def _plain_you(t: m.Target | None) -> bool:
    return t is not None and t.noun is m.Noun.YOU and not t.filters and t.owner is None and not t.also \
        and t.count is None


def hand_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if you have no cards in (your) hand" (tested by the engine when its effect resolves)."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.COUNT_AT_MOST or p.negated:
        return False
    if p.amount is not None and (p.amount.value != 0 or p.amount.variable or p.amount.per is not None):
        return False
    o = p.object
    return _plain_you(p.subject) and p.counted is m.Noun.CARD and not p.counter and o is not None \
        and o.noun is m.Noun.HAND and not o.filters and (o.owner is None or _plain_you(o.owner))


def hand_state(b, card, sentence, c: m.Condition) -> str | None:
    """The engine's ``if_state`` for hand condition ``c`` in the situation of builder ``b`` (``hand:<identity>``),
    None when the "you" has no single player or the situation does not state that player's zones."""
    who = b.you_in(card, sentence, c.span[0], c.span[1])
    if not who or b.sit.zones.get(who) is None:
        return None
    return f"hand:{b.identity(who)}"
