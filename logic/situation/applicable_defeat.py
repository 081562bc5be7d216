"""A character defeated by an effect (DEFEAT: "Defeat a non-Elite minion.", "Defeat Robert Kelly.", "defeat an ally you
control"): the engine's ``defeat`` (`logic.timing.defeat_ops`: defeated as at 0 hit points, unless it cannot be), and
its translation in a situation.

The catalogue judges a DEFEAT as it judges an exhaust: no amount, a target the engine names (a card named, this card,
or one character the player picks, `chosen`: each candidate a branch). `defeat_op` (the situation's part) names the
characters; None when a target is no character of the situation (never guessed).

Promises: `defeat_op` returns an engine effect or None, and reads the builder only.
"""

from __future__ import annotations

__all__ = ["defeat_op"]


def defeat_op(builder, card, sentence, e) -> dict | None:
    """The engine's ``defeat`` of the characters ``e``'s target names in the situation, or None."""
    ts = builder.targets(e.target, card, sentence, e.span)
    if not ts or any(x not in builder.characters for x in ts):
        return None
    return {"op": "defeat", "targets": ts}
