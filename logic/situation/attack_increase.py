"""An attack's damage increased by another ability, in a situation: the engine's ``attack_increase``.

An effect "this / that attack deals N additional damage" (`logic.situation.applicable.attack_increase`) read in an
ability other than the attack's own becomes the outcome engine's ``attack_increase`` (`logic.timing.attack_ops`),
whose item waits for the attack: only when the situation's event is a player's attack ability (an action event
whose card's labelled ability is an attack: its item is labelled ``attack``), since that is the attack the
ability's "this attack" names. What the increase does to the attack's instances of damage is the rule base's
(the policy ``attack_increase_each_instance``, from Attack (Player Ability Type) p1.b2.2).

Not converted (the situation leaves the sentence unread): an increase on an enemy's attack (no rules entry of the
pool says how it adds to an enemy attack's damage), on a basic attack (its item carries no label), and the
"additional" damage an attack ability prints for itself ("If you do, this attack deals 2 additional damage": part
of that ability's own damage, Alteration Effect p1.b1, which the situation does not merge).

Promises: `increase_op` returns an engine effect or None; a function of the situation, the card and the effect.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable import attack_increase

__all__ = ["increase_op"]


def increase_op(b, card, sentence, e) -> dict | None:
    """The engine effect of the "this attack deals N additional damage" ``e`` read on ``card`` (the catalogue accepts
    it): ``attack_increase`` by N on the attack ability of the situation's action event, named by its performer;
    None when the event is no attack ability, or ``card`` is the card of that ability (its own damage)."""
    ev = b.sit.event
    if not attack_increase(e) or e.amount is None or e.amount.value is None or e.amount.per is not None:
        return None
    if ev.kind != "action" or ev.does not in ("use", "play") or m.EventKind.ATTACK not in (b.counts or set()) \
            or not ev.card or ev.card == card.id or not b.actor:
        return None
    n = e.amount.value * len(b.sit.players) if e.amount.per_player else e.amount.value
    return {"op": "attack_increase", "target": b.actor, "amount": n}
