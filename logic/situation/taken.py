""""An equal amount" of the damage taken, in a situation: the engine's counted amount ``taken``.

An effect whose amount is "an equal amount" / "that much" (`logic.situation.applicable.taken_amount`) in an ability
that waits for a character taking damage ("After Radioactive Man is dealt any amount of damage, place an equal
amount of threat here": `applicable.after_damage_taken`) is converted with the amount 1 times the engine's count
``taken:<character>`` (`logic.timing.amount_ops`): the damage the character the situation's event hits took from that
event (the attack's target or its defender: the character the trigger met, ``b.hit``), read when the effect
resolves, after prevention. No character met (another trigger, or the situation cannot tell): not converted.

Promises: `taken_op` returns an engine effect or None; a function of the situation, the card and the effect.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .applicable import after_damage_taken, taken_amount
from .structure import structures

__all__ = ["taken_op"]


def taken_op(b, card, sentence, e) -> dict | None:
    """The engine effect of ``e`` ("an equal amount", the catalogue accepts it) read on ``card``: ``e`` with amount 1
    as the translation converts it, counted by ``taken`` of the character the ability's trigger met; None when its
    ability does not wait for damage taken or no character was met."""
    if not taken_amount(e):
        return None
    st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
    hit = getattr(b, "hit", None)
    if not after_damage_taken(st) or not hit or hit not in b.characters:
        return None
    op = b.effect_op(card, sentence, replace(e, amount=m.Amount(value=1)))
    if not isinstance(op, dict) or op.get("per") or op.get("amount") != 1:
        return None
    return dict(op, per=f"taken:{hit}")
