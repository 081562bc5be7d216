"""The catalogue's "up to N" amounts (issue 15 §5): "heal up to 2 damage from X", "prevent up to 3 of that damage",
"remove up to 3 threat from here", "place up to 3 counters here": a printed N the engine applies as any amount from
0 to N, the resolving player's pick, each a branch (`logic.timing.up_to_ops`, the effect's ``up_to`` mark).

Applied (`up_to_why`) to the kinds whose engine operation applies its amount as a number of things (`UP_TO_KINDS`),
for a plain printed N (no "for each", no X, no "[per_hero]", no "additional"), one such effect per ability (the
engine branches once per item: `up_to_why_in`). "Draw up to your hand size" is no pick (`applicable_hand_room`).

Promises: functions of the structure alone.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["up_to_plain", "up_to_why", "up_to_why_in", "up_to_op", "UP_TO_KINDS"]

K = m.EffectKind
#: the effect kinds an "up to N" is applied to (each converted to an operation of `logic.timing.up_to_ops.OPS`)
UP_TO_KINDS = (K.HEAL, K.PREVENT, K.REMOVE_THREAT, K.PLACE_THREAT, K.PLACE_COUNTERS, K.REMOVE_COUNTERS,
               K.DEAL_DAMAGE, K.TAKE_DAMAGE, K.DRAW)


def up_to_plain(a: m.Amount | None) -> bool:
    """Whether ``a`` is "up to N", N a printed number of at least 1, nothing more."""
    return a is not None and a.up_to and a.value is not None and a.value >= 1 and a.variable is None \
        and a.per is None and a.defined_as is None and not (a.additional or a.at_least or a.per_player)


def up_to_why(e: m.Effect) -> str | None:
    """Why the engine does not apply ``e``'s "up to N" (None when it does)."""
    return None if e.kind in UP_TO_KINDS else f"'up to' amount: not applied to {e.kind.value}"


def up_to_why_in(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why ``e``'s "up to N" is not applied in ``ability`` (None when it is, or when ``e`` has none): a second
    "up to" in the same ability is not (the engine's one pick per item)."""
    if ability is None or e.amount is None or not up_to_plain(e.amount):
        return None
    first = next((x for x in ability.effects if x.amount is not None and up_to_plain(x.amount)), None)
    return None if first is e else "a second 'up to' amount in one ability: not applied (one pick per item)"


def up_to_op(b, e: m.Effect, convert) -> dict | None:
    """``convert()`` (the builder ``b``'s conversion of ``e``) with ``e``'s amount read as its printed N and the
    engine's ``up_to`` mark added; None when the conversion gives no single operation of
    `logic.timing.up_to_ops.OPS` with a printed amount, or when an operation made before it for the same ability
    already has one (the engine's one pick per item)."""
    from ..timing.up_to_ops import OPS
    if any(isinstance(x, dict) and x.get("up_to") for x in getattr(b, "_made_ops", None) or ()):
        return None
    b._counting = (e, e.amount.value)
    try:
        op = convert()
    finally:
        b._counting = None
    if not isinstance(op, dict) or op.get("op") not in OPS or op.get("per"):
        return None
    return dict(op, up_to=True)
