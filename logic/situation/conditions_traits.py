"""A condition on one of several traits of a character, tested by the outcome engine (part of
`logic.situation.conditions`): "If Absorbing Man has the Stone or Wood trait, you are stunned".

The engine's ``trait:<character>:<A>|<B>`` (`logic.timing.condition_ops`) counts 1 while that character has one of
those traits, printed or given (`logic.timing.keyword_ops.has_trait`), as the effect resolves, as every "if" of the
structure (the clause family of `logic.situation.conditions`, whose "trait" shape takes one trait).

Accepted (`traits_tested`): an "if" HAS_TRAIT, negated or not, on "you" (your identity), a named card, this card or
the villain (no filter, owner, count or "also"), whose trait is two or more names joined by "or" (each one word or
more, no comma). In a situation (`traits_state`), the character must be one the engine holds; a "you" with no single
player is not decided: the effect is left unconverted, never guessed.

Promises: `traits_tested` is a function of the condition alone; `traits_state` returns the engine's ``if_state``
with its bounds, or None.
"""

from __future__ import annotations

import re

from ..abilities import model as m
from .counting import _card

__all__ = ["traits_tested", "traits_state", "traits_of"]

N = m.Noun
_SUBJECTS = (N.YOU, N.NAMED_CARD, N.THIS_CARD, N.VILLAIN)


def traits_of(trait: str) -> list[str]:
    """The traits "A or B" names (empty when it is one trait, or holds a comma or an empty name)."""
    if "," in trait or "|" in trait or ":" in trait:
        return []
    names = [x.strip() for x in re.split(r"\s+or\s+", trait.strip(), flags=re.IGNORECASE)]
    return names if len(names) > 1 and all(names) else []


def traits_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if <you / a named card / this card / the villain> has the A or B trait"."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.HAS_TRAIT or not p.trait:
        return False
    s = p.subject
    return s is not None and s.noun in _SUBJECTS and not s.filters and not s.also and s.owner is None \
        and s.count is None and p.object is None and p.amount is None and bool(traits_of(p.trait))


def traits_state(b, card, sentence, c: m.Condition, e: m.Effect) -> dict | None:
    """The engine's ``if_state`` and bounds for condition ``c`` in the situation of builder ``b``; None when the
    character is not one the engine holds."""
    p = c.predicate
    if p.subject.noun is N.YOU:
        who = b.you_in(card, sentence, c.span[0], c.span[1])
        name = b.identity(who) if who and b.sit.identity_of(who) is not None else None
    else:
        held = _card(b, card, p.subject)
        name = held.id if held is not None else None
    if name is None or name not in b.characters:
        return None
    c0 = b.sit.cards.get(name)   # its printed traits, which the engine reads (as `conditions._with_traits` does)
    printed = [x.strip() for x in str(c0.record.get("traits") or "").split(".") if x.strip()] if c0 else []
    if printed:
        b.characters[name]["traits"] = printed
    bounds = {"if_at_least": 0, "if_at_most": 0} if p.negated else {"if_at_least": 1}
    return {"if_state": f"trait:{name}:{'|'.join(traits_of(p.trait))}", **bounds}
