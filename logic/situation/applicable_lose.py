"""A keyword lost: "Magneto loses steady.", "Attached enemy loses stalwart." (LOSE_KEYWORD; part of the catalogue of
`logic.situation.applicable`, and of the situation's conversion).

The engine's ``keyword`` op with ``loses`` (`logic.timing.keyword_ops`): for its duration (none printed: a constant
one, while its card is in play) its characters do not have the keyword, printed on them or given; a keyword both
given and lost by effects in effect at once is recorded as not decided (no rules entry the engine holds says which
prevails). What losing a keyword means is the card's own words (the rules reference has no entry on losing one):
the character is as if the keyword were not on it, so what the keyword would do (Keywords p2.b8, p2.b12, p2.b16,
p2.b20, p2.b22: overkill, piercing, ranged, stalwart, steady) it does not.

Accepted (`lose_why`): a keyword the engine reads printed on a character or given (`logic.timing.keyword_ops.PRINTED`:
piercing, ranged, overkill, stalwart, steady; not retaliate, whose printed instance is an item of its own that the
loss would not stop), with no amount and no condition, on a target and for a duration the catalogue accepts for the
same keyword given (judged as GAIN_KEYWORD: a character the engine names, a duration it keeps); with no duration, in a
constant ability only (`lose_why_in`). In a situation (`lose_op`): the op the keyword given would be, marked
``loses``.

Promises: `lose_why` is a function of the effect (and the judge it is given), `lose_why_in` of the ability and
effect; `lose_op` returns the engine op or None. No import of `logic.situation.applicable` (which imports this
module).
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from ..timing.keyword_ops import PRINTED

__all__ = ["lose_why", "lose_why_in", "lose_op", "as_given"]

K = m.EffectKind


def as_given(e: m.Effect) -> m.Effect:
    """The keyword lost ``e`` read as the same keyword given (its target, duration, conditions)."""
    return replace(e, kind=K.GAIN_KEYWORD)


def lose_why(e: m.Effect, judge) -> str | None:
    """Why the engine does not apply keyword lost ``e`` (None: it does); ``judge`` is `why_not`."""
    kw = e.keyword.value if e.keyword is not None else ""
    if kw not in PRINTED:
        return f"keyword {kw or '?'} lost: only {', '.join(PRINTED)} are lost by the engine"
    if e.amount is not None:
        return "amount: not applied to lose_keyword"
    if e.conditions:   # (the engine keeps no condition on a keyword lost)
        return "a keyword lost under a condition: not applied"
    why = judge(as_given(e))
    return None if why is None else f"as the keyword given: {why}"


def lose_why_in(ability: m.Ability | None, e: m.Effect) -> str | None:
    """A keyword lost with no duration is a constant one: in a constant ability only."""
    if e.kind is K.LOSE_KEYWORD and e.duration is m.Duration.NONE and ability is not None \
            and ability.kind is not m.AbilityKind.CONSTANT:
        return "a keyword lost with no duration outside a constant ability: not kept by the engine"
    return None


def lose_op(b, card, sentence, e: m.Effect, given_op) -> dict | None:
    """The engine op of keyword lost ``e``: ``given_op`` (the builder's op of the keyword given) marked ``loses``;
    None when that op cannot be named."""
    op = given_op(b, card, sentence, as_given(e))
    return dict(op, loses=True) if isinstance(op, dict) and op.get("op") == "keyword" else None
