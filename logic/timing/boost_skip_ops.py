"""An activation given no boost card ("Do not give Master Mold a boost card for this activation."), in the effect
interpreter.

Op (`OPS`): ``no_boost`` names the activation given no boost card: the item's own (``card`` ""), the activation an
effect of that item starts (`logic.timing.activation_ops`), or the item it waits for (``card`` = ``trigger``: "When
Master Mold schemes against you, ... do not give him a boost card for this activation"). Its target is the enemy
activating (read by nothing else: the effect applies whatever it is).

Game function: no boost card is given to that activation, so none of its boost items (items of kind ``boost``
waiting for it: the card dealt as its boost) resolves, nor adds its boost icons. Which activations are given none is
read off the order before it runs (`skipped`: every item of the order with a ``no_boost`` effect), since a boost card
is dealt before the activation's damage (Attack (Enemy Activation) p2.b3) while the effect may be printed after the
effect that starts it.

Promises: `skipped` is a function of the scenario and the order; `blocked` reads the world only.
"""

from __future__ import annotations

__all__ = ["OPS", "skipped", "blocked"]

OPS: tuple[str, ...] = ("no_boost",)


def skipped(scenario, order) -> set[str]:
    """The activations (item ids) the items of ``order`` give no boost card (see the module)."""
    out: set[str] = set()
    for x in order:
        item = scenario.item(x)
        for e in item.effects:
            if e.op in OPS:
                out.add(item.trigger if e.card == "trigger" and item.trigger else item.id)
    return out


def blocked(world, item) -> bool:
    """Whether ``item`` is a boost item of an activation given no boost card (it does not resolve)."""
    return item.kind == "boost" and item.trigger in world.__dict__.get("no_boost", ())
