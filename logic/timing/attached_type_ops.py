"""A target picked that must have a card of a type attached (issue 15 §5): "deal 3 damage to an enemy with an upgrade
attached".

An effect marked ``if_attached_type = T`` on a chosen slot (`logic.timing.target_ops`) may be applied only to a pick
that has, when the item resolves, at least one card of type ``T`` attached to it (a card of the scenario's places in
play whose ``attached_to`` is the pick and whose ``type`` is ``T``). The engine knows only the cards the scenario
places: the situation places every card of that type it states (`logic.situation.attached_with`).

Promises: `has_attached_type` is a function of the world alone, never changing it.
"""

from __future__ import annotations

__all__ = ["has_attached_type", "allowed"]


def has_attached_type(world, host: str, card_type: str) -> bool:
    """Whether a card of ``card_type`` is attached to ``host`` now (in play, attached to it)."""
    return any(s.zone == "play" and s.attached_to == host and s.type == card_type for s in world.spots.values())


def allowed(world, effect, pick: str) -> bool:
    """Whether ``effect`` may apply to ``pick`` by its ``if_attached_type`` (always, when it has none)."""
    t = getattr(effect, "if_attached_type", "")
    return not t or has_attached_type(world, pick, t)
