"""A prohibition kept while a character has hit points left (issue 15 §5), part of `logic.situation.conditions`:
"Invented Twin cannot be defeated while Invented Sibling has any hit points remaining", "Invented Rider cannot be
defeated while another villain has at least 1 hit point".

The engine keeps the prohibition's condition over time (the ``forbid`` marked ``kept``, `logic.timing.amount_ops`:
its ``if_state`` ``hit_points:<character>``, that character's hit points left, `logic.timing.quantity_ops`),
consulted whenever the prohibition is. The character is the named card (a character of the situation) or, for
"another villain", the one villain of the situation other than the card saying it (none or several: not named, the
condition is not converted). Only "at least 1 hit point" / "any hit points remaining", on a "cannot".

Promises: `kept_health_tested` is a function of the condition alone; `kept_health_state` returns the op's fields
(``if_state``, its bound, ``kept``) or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["kept_health_tested", "kept_health_state"]

N, Q = m.Noun, m.Quantifier
_KEPT = (m.ConditionKind.WHILE, m.ConditionKind.AS_LONG_AS)


def _subject_ok(t: m.Target | None) -> bool:
    if t is None or t.filters or t.also or t.owner is not None or t.count is not None or t.is_a is not None:
        return False
    return t.noun is N.NAMED_CARD or (t.noun is N.VILLAIN and t.quantifier is Q.ANOTHER)


def kept_health_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "while <named card> / another villain has (at least) 1 / any hit point(s) (remaining)"."""
    p = c.predicate
    if c.kind not in _KEPT or p is None or p.kind is not m.PredicateKind.COUNT_AT_LEAST or p.negated:
        return False
    a = p.amount
    return a is not None and a.stat is m.Stat.HIT_POINTS and a.value == 1 and not a.variable and a.per is None \
        and not a.up_to and not a.per_player and not a.additional and _subject_ok(p.subject)


def kept_health_state(b, card, sentence, c: m.Condition, e: m.Effect) -> dict | None:
    """The op's fields for the kept condition ``c`` of prohibition ``e`` in the situation of builder ``b`` (see the
    module); None when the situation does not name the character or ``e`` is no prohibition."""
    if e.kind is not m.EffectKind.CANNOT:
        return None
    t = c.predicate.subject
    if t.noun is N.NAMED_CARD:
        found = [x.id for x in b.sit.cards.values() if x.name.lower() == t.name.lower() and x.id in b.characters]
    else:
        found = [x.id for x in b.sit.cards.values() if x.card_type == "villain" and x.id != card.id
                 and x.id in b.characters]
    if len(found) != 1:
        return None
    return {"if_state": f"hit_points:{found[0]}", "if_at_least": 1, "kept": True}
