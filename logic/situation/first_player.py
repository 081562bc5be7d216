""""If you are the first player, ..." (an IS_FIRST_PLAYER condition), in a situation: the first player the situation
states decides it.

Which player is the first player is shown by the first player token (First Player p2), which passes only at the end
of the round, or when the first player is eliminated (First Player p2, p3): no effect the outcome engine applies
passes it, so the condition is decided when the effect is converted, as the stated mode is (`logic.situation.mode`):
met (the "you" of the condition is the situation's first player), the effect is converted with no condition; not met,
it applies nothing (unless an effect of its ability hangs on it, "then" / "if you do" / "otherwise": left unread);
a "you" the situation does not name: left unread (never guessed). Accepted (`first_tested`): "if you are (not) the
first player", its subject the plain "you".

Promises: `first_tested` is a function of the condition alone; `first_false` of the effect, its ability and the
situation's builder.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["first_tested", "first_holds", "first_false"]

_HANGS = (m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE)


def first_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if you are (not) the first player"."""
    p = c.predicate
    s = p.subject if p is not None else None
    return c.kind is m.ConditionKind.IF and p is not None and p.kind is m.PredicateKind.IS_FIRST_PLAYER \
        and s is not None and s.noun is m.Noun.YOU and not s.filters and not s.also and s.owner is None \
        and s.count is None and p.object is None


def first_holds(b, card, sentence, c: m.Condition) -> bool | None:
    """Whether accepted condition ``c`` holds in the situation of builder ``b`` (None: its "you" is not named)."""
    who = b.you_in(card, sentence, c.span[0], c.span[1])
    if not who:
        return None
    return (who == b.sit.first) != c.predicate.negated


def first_false(b, card, sentence, e: m.Effect, ability: m.Ability | None) -> bool:
    """Whether ``e`` (of ``ability``) has an accepted first-player condition the situation does not meet, and no
    effect of its ability hangs on it: it then applies nothing."""
    got = [first_holds(b, card, sentence, c) for c in e.conditions if first_tested(c)]
    return bool(got) and False in got and ability is not None and not any(x.link in _HANGS for x in ability.effects)
