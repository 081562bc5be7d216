"""An item that cannot be canceled ("This effect cannot be canceled."), in the effect interpreter: an item with
``uncancelable`` (`logic.timing.scenario.Item`) is not canceled by a ``cancel`` effect aimed at it (nor at its
origin) under the policy `POLICY` (the card's text over the Cancel entry: Golden Rules p2); the cancel does nothing.

Promises: `protected` reads the world only.
"""

from __future__ import annotations

__all__ = ["POLICY", "protected"]

#: the policy by which an uncancelable item is not canceled (its words: `logic.timing.vocab.POLICIES`)
POLICY = "uncancelable_not_canceled"


def protected(world, target: str) -> bool:
    """Whether a cancel of item ``target`` does nothing: the item (or an item whose origin it is) cannot be canceled
    and the policy holds."""
    if not world.policies.get(POLICY):
        return False
    return any(it.uncancelable and target in (it.id, it.origin) for it in world._scenario.items)
