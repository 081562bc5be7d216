"""A modifier counted "for each <card> on it", "it" being the card the modifier is on (issue 15, s12-mstat2):
"Invented Brute gets +1 ATK for each attachment on it." (a constant ability).

In a sentence whose subject is this card ("<this card> gets +N <stat> for each ... on it"), the pronoun "it" of
the count can only name that subject: no other card is named in the sentence, and a constant ability has no
trigger naming one. The modifier is then judged and converted as the same modifier counted "for each ... on this
card" (`as_on_this_card`), which the catalogue and the situation read (`logic.situation.applicable_counts`: the cards
of the group attached to this card, `logic.situation.counting`).

Accepted (`on_itself`): a MODIFY_STAT on this card (plain), whose amount counts a target with exactly one filter
relating it to the plain "it" (ZONE "on" or ATTACHED). In an ability (`on_itself_in_why`): a constant ability
without a trigger only (a triggered ability's "it" may name the card its trigger names).

Promises: functions of their arguments; `as_on_this_card` returns the effect unchanged when it is not accepted.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["on_itself", "as_on_this_card", "on_itself_in_why"]

N, F = m.Noun, m.FilterKind
_IT, _THIS = m.Target(N.IT), m.Target(N.THIS_CARD)


def _on_it(f: m.Filter) -> bool:
    return ((f.kind is F.ZONE and f.value == "on") or f.kind is F.ATTACHED) and f.target == _IT


def on_itself(e: m.Effect) -> bool:
    """Whether ``e`` is "<this card> gets +N <stat> for each ... on it" (see the module)."""
    a = e.amount
    if e.kind is not m.EffectKind.MODIFY_STAT or e.target != _THIS or a is None or a.per is None:
        return False
    return sum(1 for f in a.per.filters if f.target is not None) == 1 and any(_on_it(f) for f in a.per.filters)


def as_on_this_card(e: m.Effect) -> m.Effect:
    """``e`` counted "for each ... on this card" when it is the accepted shape; else ``e`` unchanged."""
    if not on_itself(e):
        return e
    per = e.amount.per
    filters = tuple(replace(f, target=_THIS) if _on_it(f) else f for f in per.filters)
    return replace(e, amount=replace(e.amount, per=replace(per, filters=filters)))


def on_itself_in_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why the accepted shape is not read in ``ability`` (None when it is, or for any other effect)."""
    if not on_itself(e) or ability is None:
        return None
    if ability.kind is not m.AbilityKind.CONSTANT or ability.trigger is not None:
        return "'for each ... on it' outside a constant ability: 'it' may name another card than this one"
    return None
