"""A condition on the characters or cards a player controls, tested when its effect resolves (part of
`logic.situation.conditions`): "if you control an ally", "if you control no allies", "if you do not control an
ally".

Read as the count of that group in play under the control of the "you" named (the group's "you control" filter,
`applicable_counts`): "you control a / an X" is "an X you control is in play" (at least one), "you control no X" /
"you do not control an X" is "there are no Xs you control in play" (none). Cards in play only: a player also
controls the cards of their hand, deck and discard pile (Ownership and Control p1.b4), but a card ability's "you
control" refers to cards in play only (Ownership and Control p1.b8), as the groups of `applicable_counts.GROUPS` are.

Accepted: CONTROLS, its subject the plain "you" and its object a group (negated or not), or, as the grammar keeps
"you do not control an X", its subject the group, negated, with no object; the group with no filter but those a
count reads. Each is rewritten (`as_group`) into the IN_PLAY condition the module above tests ("group").

Promises: `as_group` is a function of the condition alone: the condition unchanged when it is not such a shape.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["as_group"]

N = m.Noun
_YOURS = m.Filter(m.FilterKind.CONTROLLER, "you control")


def _plain_you(t: m.Target | None) -> bool:
    return t is not None and t.noun is N.YOU and not t.filters and t.owner is None and not t.also and t.count is None


def as_group(c: m.Condition) -> m.Condition:
    """``c`` read as "<group> you control is (not) in play" when it is a control condition of the accepted shapes;
    else ``c`` unchanged."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.CONTROLS or p.event is not None \
            or p.amount is not None or p.counted is not None or p.counter:
        return c
    if _plain_you(p.subject) and p.object is not None:
        group = p.object
    elif p.negated and p.object is None and p.subject is not None and p.subject.noun is not N.YOU:
        group = p.subject
    else:
        return c
    if group.noun in (N.YOU, N.IT, N.THIS_CARD, N.NAMED_CARD) or group.owner is not None or group.also \
            or group.count is not None or any(f.kind is m.FilterKind.CONTROLLER for f in group.filters):
        return c
    subject = replace(group, quantifier=m.Quantifier.A, filters=group.filters + (_YOURS,))
    return replace(c, predicate=replace(p, kind=m.PredicateKind.IN_PLAY, subject=subject, object=None))
