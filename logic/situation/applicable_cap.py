"""The catalogue's reading of a modifier's printed cap: "you get +2 ATK for this attack for each charge counter here
(to a maximum of +6 ATK)", "Cable gets +1 ATK for each acceleration token (to a maximum of +3 ATK)" (the
``maximum`` of a MODIFY_STAT).

What the printed words say (no rules entry speaks of a maximum; the cap is the card's own text): the modifier gives
its unit times what it counts, never more than the maximum. The engine caps it (``maximum`` of its ``modify``,
`logic.timing.cap_ops`). Read:

- a maximum that is a printed number >= 1 on a modifier of a positive printed unit (`cap_why`); anything else ("to
  a maximum of X", a negative modifier) is not applied;
- in its ability, a maximum printed once after two modifiers ("+1 THW and +1 ATK for each token (to a maximum of +3
  THW and +3 ATK)") is attached by the reader to the last one only: the other one would be applied uncapped, so
  the effect is not applied (`cap_in_why`) until the reader gives each its own maximum.

Promises: functions of the effect (and its ability) only; `cap_key` gives the engine's key for exactly the caps
`cap_why` accepts.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["cap_why", "cap_in_why", "cap_key"]


def _plain_cap(e: m.Effect) -> int | None:
    """The printed number of ``e``'s maximum when it is a plain number >= 1 (None: another shape, or none)."""
    c = e.maximum
    if c is None or c.value is None or c.value < 1:
        return None
    return c.value if c == m.Amount(value=c.value) else None


def cap_why(e: m.Effect) -> str | None:
    """Why the engine cannot apply the maximum of modifier ``e`` (None when it has none, or one it caps)."""
    if e.maximum is None:
        return None
    if e.kind is not m.EffectKind.MODIFY_STAT:
        return f"maximum: not applied to {e.kind.value}"
    if _plain_cap(e) is None:
        return "maximum: only a printed number is applied to modify_stat"
    if e.amount is None or e.amount.value is None or e.amount.value < 1:
        return "maximum: applied to a positive printed modifier only"
    return None


def cap_in_why(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """Why a capped modifier is not applied in ``ability``: another modifier of the same amount there carries no
    maximum (a cap printed once after both, read on the last only); None otherwise."""
    if ability is None or effect.kind is not m.EffectKind.MODIFY_STAT:
        return None
    mine = effect.maximum is not None
    for other in ability.effects:
        if other is effect or other.kind is not m.EffectKind.MODIFY_STAT or other.amount != effect.amount:
            continue
        if (other.maximum is not None) != mine:
            return "maximum: printed once after two modifiers, read on one only"
    return None


def cap_key(e: m.Effect) -> dict | None:
    """The engine's ``maximum`` key for modifier ``e`` ({} when it has none; None when its maximum is one the engine
    does not apply)."""
    if e.maximum is None:
        return {}
    return {"maximum": _plain_cap(e)} if cap_why(e) is None else None

