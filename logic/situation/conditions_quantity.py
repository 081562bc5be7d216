"""A count of the damage, hit points left or threat on one card, tested when its effect resolves (part of
`logic.situation.conditions`): "if there is at least 5 damage here", "if there are 10 or more threat here", "if
the villain has at least 1 hit point", "if Rhino has no damage".

The engine counts that quantity on that character or scheme (its ``damage:``, ``hit_points:``, ``threat:`` counts,
`logic.timing.quantity_ops`) as the effect resolves and applies it only when the count is at least the number (at
most 0 for "no"), as every "if" of the structure is tested when its effect resolves (Rules Reference "If", the
clause family of `logic.situation.conditions`).

Accepted: COUNT_AT_LEAST or COUNT_AT_MOST ("no": 0) with a printed number, not negated, counting damage
(``counted`` DAMAGE), threat (THREAT) or hit points (the amount's stat HIT_POINTS), on this card ("here"), a named
card, the villain, the main scheme or "you" (your identity), with no filter. Damage and hit points are counted on a
character of the situation, threat on a scheme; anything else is left unconverted (never guessed). "Damage
here" (damage placed on this card: printed on attachments, upgrades, supports, environments, none a character) is
refused: the engine keeps damage on characters only.

Promises: `quantity_tested` is a function of the condition alone; `quantity_state` is the engine's ``if_state``
with its bounds, or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_counts import printed_number
from .counting import _card

__all__ = ["quantity_tested", "quantity_state", "quantity_of"]

_SUBJECTS = (m.Noun.THIS_CARD, m.Noun.NAMED_CARD, m.Noun.VILLAIN, m.Noun.MAIN_SCHEME, m.Noun.YOU)


def quantity_of(p: m.Predicate | None) -> str | None:
    """The quantity count predicate ``p`` counts ("damage", "hit_points", "threat"), None when it counts another."""
    if p is None or p.kind not in (m.PredicateKind.COUNT_AT_LEAST, m.PredicateKind.COUNT_AT_MOST) or p.counter:
        return None
    if p.amount is not None and p.amount.stat is m.Stat.HIT_POINTS and p.counted is None:
        return "hit_points"
    if p.amount is not None and p.amount.stat is not None:
        return None
    return {m.Noun.DAMAGE: "damage", m.Noun.THREAT: "threat"}.get(p.counted)


def _bound(p: m.Predicate) -> int | None:
    """The printed number of the count (0 for "no"), None when not a plain number."""
    if p.amount is None:
        return 0 if p.kind is m.PredicateKind.COUNT_AT_MOST else None
    return printed_number(p.amount, None, ("additional",))


def quantity_tested(c: m.Condition) -> bool:
    """Whether ``c`` is an "if" count of damage, hit points or threat on one card the engine tests."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.negated or quantity_of(p) is None or p.object is not None:
        return False
    s = p.subject
    if quantity_of(p) == "damage" and s is not None and s.noun is m.Noun.THIS_CARD:
        return False   # "damage here": tokens on an attachment, upgrade or support, which the engine does not keep
    return s is not None and s.noun in _SUBJECTS and not s.filters and not s.also and s.owner is None \
        and s.count is None and _bound(p) is not None


def quantity_state(b, card, sentence, c: m.Condition) -> dict | None:
    """The engine's ``if_state`` and bounds for quantity condition ``c`` in the situation of builder ``b``; None when
    the card counted is not one character (damage, hit points) or scheme (threat) of the situation."""
    p = c.predicate
    what = quantity_of(p)
    if p.subject.noun is m.Noun.YOU:
        who = b.you_in(card, sentence, c.span[0], c.span[1])
        name = b.identity(who) if who else None
    else:
        held = _card(b, card, p.subject)
        name = held.id if held is not None else None
    if name is None or (name not in b.schemes if what == "threat" else name not in b.characters):
        return None
    n = _bound(p)
    bounds = {"if_at_least": 0, "if_at_most": n} if p.kind is m.PredicateKind.COUNT_AT_MOST else {"if_at_least": n}
    return {"if_state": f"{what}:{name}", **bounds}
