""""This effect cannot be canceled." in a triggered ability (a When Revealed, most often): the catalogue's shape
(`uncancel_effect`, `uncancel_why`) and the mark it puts on its ability's item (`uncancelable_in`).

The sentence is no effect of its own: it says the item of its ability is not canceled by a cancel effect aimed at
it. The situation's item of that ability gets ``uncancelable`` (`logic.timing.uncancel_ops`: a ``cancel`` of it
does nothing, under the policy the Golden Rules p2 clause entails: the card's words over the Cancel entry). Not
applied: "this card ... cannot be canceled" on another ability, "treacheries cannot be canceled" (a group of
items), a duration, a condition, a source, or the sentence in a constant ability (no item of its own).

Promises: functions of the effect, the card and its ability structure alone.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["uncancel_effect", "uncancel_why", "uncancelable_in"]


def uncancel_effect(e: m.Effect) -> bool:
    """Whether ``e`` is "this effect cannot be canceled" (a CANNOT forbidding CANCELED on "this effect")."""
    t = e.target
    return e.kind is m.EffectKind.CANNOT and e.forbids is m.EventKind.CANCELED and t is not None \
        and t.noun is m.Noun.EFFECT and t.quantifier is m.Quantifier.THIS and not t.filters and not t.also \
        and t.owner is None and t.count is None


def uncancel_why(e: m.Effect) -> str | None:
    """Why "... cannot be canceled" ``e`` is not applied (None when it is "this effect cannot be canceled", plain)."""
    if not uncancel_effect(e) or e.source is not None or e.amount is not None or e.conditions \
            or e.duration is not m.Duration.NONE:
        return "cannot be canceled said of anything but this effect, or with a condition or a duration: not applied"
    return None


def uncancelable_in(card, a) -> bool:
    """Whether printed ability ``a`` of situation card ``card`` says "this effect cannot be canceled" (read whole)."""
    from .structure import structures
    st = next((x for i, x in structures(card) if i.index == a.index), None)
    return st is not None and st.kind is not m.AbilityKind.CONSTANT and any(
        uncancel_effect(e) and uncancel_why(e) is None for e in st.effects)
