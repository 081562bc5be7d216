""""If you paid for this card using a [physical] resource" (a PAID_WITH condition), in a situation: the resources
the situation states as spent to pay for the card (its ``paid``, `logic.situation.model`) decide it.

How a card was paid for is settled before its ability resolves, and nothing the ability does changes it: the
condition is decided when the effect is converted, as "if this activation is an attack" is
(`logic.situation.activation_type`): met, the effect is converted with no condition; not met, it applies nothing
(unless an effect of its ability hangs on it, "then" / "if you do" / "otherwise", which the engine would read off
another effect: left unread); not stated, or not decided by what is stated, it is left unread (the answer then
says NOT DECIDED, naming the sentence).

The shapes accepted (`paid_tested`): "you" paid for "this card" (this event) using

- "a [r] resource" (one type r): met when a resource of type r was spent;
- "only [r] resources": met when every resource spent was of type r (at least one), not met when one of another
  type (not wild) was;
- "N different resource types": met when exactly N types were spent, none of them wild; not met when fewer than N
  types were spent, counting each wild resource as a type of its own.

What the rules quoted here do not settle is not decided (`paid_holds` is None), never guessed: whether a [wild]
resource counts as a resource of the type asked (no Rules Reference entry in ../shared/rules says), and whether
"N different types" is met by more than N.

Promises: functions of the condition and the stated resources.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["paid_tested", "paid_holds", "paid_false", "PAID_RESOURCES"]

#: the resource types a PAID_WITH condition may ask about
PAID_RESOURCES = ("energy", "mental", "physical", "wild")
_WILD = "wild"
_HANGS = (m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE)


def _plain(t: m.Target | None, noun: m.Noun) -> bool:
    return t is not None and t.noun is noun and not t.filters and not t.also and t.owner is None and t.count is None


def paid_tested(c: m.Condition) -> bool:
    """Whether ``c`` is a PAID_WITH condition of an accepted shape (see the module)."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.PAID_WITH or p.negated:
        return False
    if not (p.subject is None or _plain(p.subject, m.Noun.YOU)) or not _plain(p.object, m.Noun.THIS_CARD):
        return False
    if p.resources:
        return len(p.resources) == 1 and p.resources[0] in PAID_RESOURCES and p.amount is None
    a = p.amount
    return not p.exclusive and a is not None and a.value is not None and a.value >= 1 and a.per is None \
        and a.variable is None and not (a.up_to or a.additional or a.at_least or a.per_player)


def paid_holds(paid: tuple[str, ...] | None, c: m.Condition) -> bool | None:
    """Whether accepted condition ``c`` holds for a card paid with ``paid`` (None: not stated, or not decided)."""
    if paid is None:
        return None
    p = c.predicate
    if p.resources:
        r = p.resources[0]
        if p.exclusive:
            if any(x not in (r, _WILD) for x in paid):
                return False
            return True if paid and all(x == r for x in paid) else None
        if r in paid:
            return True
        return None if _WILD in paid else False
    n, types, wilds = p.amount.value, set(paid) - {_WILD}, paid.count(_WILD)
    if len(types) + wilds < n:
        return False
    return True if len(types) == n and not wilds else None


def paid_false(card, e: m.Effect, ability: m.Ability | None) -> bool:
    """Whether ``e`` (of ``ability``, on situation card ``card``) has an accepted PAID_WITH condition the stated
    payment does not meet, and no effect of its ability hangs on it: it then applies nothing."""
    got = [paid_holds(card.paid, c) for c in e.conditions if paid_tested(c)]
    return bool(got) and False in got and ability is not None and not any(x.link in _HANGS for x in ability.effects)
