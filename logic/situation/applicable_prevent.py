"""Damage prevented from the attack an ability waits for: "When an enemy attacks you, prevent 3 damage from this
attack", "When Vision defends, prevent all damage from that attack".

The engine's ``prevent`` (`logic.timing.effects`) puts a prevention on one character: it takes off the next instance
of damage that character takes (all of it, amount 0, or its amount). Damage prevented "from this / that attack" is the
damage of the attack under way, which goes to its defender when one was declared and else to its target, so the
situation puts the prevention on that character (`attack_prevent_op`). The catalogue takes it only in an ability
whose trigger is the attack itself, its defence, or damage taken (the attack the "this attack" names), with no owner
("that enemy's attack": the same attack, but a shape the catalogue does not take yet).

Promises: pure functions of the structure and the situation.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["attack_prevented", "attack_prevent_why", "attack_prevent_op"]

#: the trigger events whose attack "this / that attack" names
_ATTACK_EVENTS = (m.EventKind.ATTACK, m.EventKind.DEFEND, m.EventKind.TAKES_DAMAGE)


def attack_prevented(e: m.Effect) -> bool:
    """Whether ``e`` prevents damage "from this / that attack" (the attack under way)."""
    t = e.target
    return e.kind is m.EffectKind.PREVENT and t is not None and t.owner is None and not t.filters and not t.also \
        and (t.noun is m.Noun.ATTACK or (t.noun is m.Noun.IT and t.is_a is m.Noun.ATTACK))


def attack_prevent_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why a prevention "from this attack" is not applied in ``ability`` (None when it is, or ``e`` is none): its
    ability waits for no attack."""
    if not attack_prevented(e):
        return None
    t = ability.trigger if ability is not None else None
    if t is None or not ({t.event, *t.also} & set(_ATTACK_EVENTS)):
        return "a prevention from an attack its ability does not wait for: not applied"
    return None


def attack_prevent_op(sit, n: int | None, e: m.Effect) -> dict | None:
    """The engine's ``prevent`` of the damage of ``sit``'s attack: on its defender, else its target (``n`` None:
    all of it); None when the event is no attack, or the amount is printed but not counted."""
    ev = sit.event
    if ev.kind != "attack" or (e.amount is not None and n is None):
        return None
    hit = ev.defender or ev.target
    if not hit:
        return None
    return {"op": "prevent", "target": hit, "amount": n or 0}
