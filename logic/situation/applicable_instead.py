"""A replacement in the catalogue of `logic.situation.applicable`: "remove 3 threat from a scheme (4 threat instead if
you paid for this card using a [mental] resource)".

The grammar reads such a sentence as two effects: the printed one, then the same kind of effect linked "instead"
with the condition that brings it in. The engine applies the pair as a replacement (`logic.timing.instead_ops`,
the op's ``instead`` mark): exactly one of the two resolves, the second when its condition holds as the first would.
The catalogue takes the pair only when the engine can apply it: the effect before is of the same kind, is neither
an option of a choice nor a replacement itself, has no condition of its own, and names the same target (the
target picked for the one is the other's; the number of cards of a "top N cards" may differ), and the replacement has a condition (a "would ... instead" with none is
an interrupt's, not this). Everything else about each of the two (its amount, its target, its condition) is the
ordinary catalogue's (`why_not`).

Promises: pure functions of the structure.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["instead_why"]


def instead_why(effects: list, i: int) -> str | None:
    """Why effect ``i`` of ``effects`` (one ability's), linked "instead", is not applied as a replacement of the
    effect before it (None when it is, or when it is not linked "instead")."""
    e = effects[i]
    if e.link is not m.Link.INSTEAD:
        return None
    if i == 0:
        return "a replacement ('instead') with no effect before it: not applied"
    before = effects[i - 1]
    if before.kind is not e.kind:
        return f"a replacement ('instead') of {before.kind.value} by {e.kind.value}: not applied"
    if before.link in (m.Link.INSTEAD, m.Link.OPTION, m.Link.OR) or before.conditions:
        return "a replacement ('instead') of an option, a replacement or a conditioned effect: not applied"
    if _uncounted(before.target) != _uncounted(e.target):
        return "a replacement ('instead') on another target: not applied"
    if not e.conditions:
        return "a replacement ('instead') with no condition: not applied"
    return None


def _uncounted(t: m.Target | None) -> m.Target | None:
    """``t`` without its count ("the top 2 cards": the replacement may change the number of cards, not which)."""
    return t if t is None or t.count is None else replace(t, count=None)
