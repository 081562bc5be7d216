"""An attacker's ATK bonus while it is attacking, if its attack is undefended (issue 15, s12-mstat2): "While Wrecker
is attacking, he gets +2 ATK if the attack is undefended." (a constant ability of the attacker).

"While <this card> is attacking" holds through the attack under way when this card is its attacker: in a situation
whose event is this card's attack, the constant ability applies to that attack (as every constant ability of the
attacker does, `logic.situation.scenario`), and to nothing after it. "If the attack is undefended" is judged as the
damage is dealt: the engine's ``undefended_bonus`` (`logic.timing.undefended_ops`) adds the bonus to the attack's
damage only if no character was declared its defender, or the one declared has left play before the damage (policy
``undefended_no_defender``, ``mc.en.defend.undefended``, Defend p1.b6; the attack steps, Attack (Enemy Activation)
p1: damage is calculated after the defender is declared and the boost cards resolved).

Accepted (`undefended_shape`, a function of the effect alone): a MODIFY_STAT of ATK by a printed positive number
with no duration, on this card or "it" / "he" (the card the condition names), whose conditions are exactly "while /
as long as this card is attacking" (plain, not negated) and "if the attack is undefended" (plain, not negated); the
rest of the effect is judged by the catalogue as the same modifier without those two conditions (`as_judged`).
In an ability (`undefended_in_why`): a constant ability only (elsewhere, how long the bonus lasts is not told).

In a situation (`undefended_op`): the event is an attack whose attacker is this card (else not decided, the effect
left unconverted: the condition "while attacking" is not known to hold).

Promises: `undefended_shape`, `as_judged` and `undefended_in_why` are functions of their arguments;
`undefended_op` returns the engine's ``undefended_bonus`` effect or None, never a guess.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["undefended_shape", "as_judged", "undefended_in_why", "undefended_op"]

N, P, C = m.Noun, m.PredicateKind, m.ConditionKind
_KEPT = (C.WHILE, C.AS_LONG_AS)
_ATTACKING = m.Predicate(P.IS_ATTACKING, subject=m.Target(N.THIS_CARD))
_UNDEFENDED = m.Predicate(P.UNDEFENDED, subject=m.Target(N.ATTACK))


def _printed(a: m.Amount | None) -> int | None:
    """The printed positive number of ``a`` (None for any other amount)."""
    if a is None or a != m.Amount(value=a.value) or not isinstance(a.value, int) or a.value <= 0:
        return None
    return a.value


def undefended_shape(e: m.Effect) -> bool:
    """Whether ``e`` is "while this card is attacking, it gets +N ATK if the attack is undefended" (see the
    module)."""
    if e.kind is not m.EffectKind.MODIFY_STAT or e.stat is not m.Stat.ATK or e.duration is not m.Duration.NONE \
            or _printed(e.amount) is None or e.maximum is not None:
        return False
    if e.target not in (m.Target(N.THIS_CARD), m.Target(N.IT)) or len(e.conditions) != 2:
        return False
    kept = [c for c in e.conditions if c.kind in _KEPT and c.predicate == _ATTACKING]
    undefended = [c for c in e.conditions if c.kind is C.IF and c.predicate == _UNDEFENDED]
    return len(kept) == 1 and len(undefended) == 1


def as_judged(e: m.Effect) -> m.Effect:
    """``e`` as the catalogue judges it: for the accepted shape, the same modifier on this card without its two
    conditions; any other effect unchanged (a shape of `logic.situation.applicable._AS_JUDGED`)."""
    return replace(e, conditions=(), target=m.Target(N.THIS_CARD)) if undefended_shape(e) else e


def undefended_in_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why the accepted shape is not applied in ``ability`` (None when it is, or for any other effect)."""
    if not undefended_shape(e) or ability is None or ability.kind is m.AbilityKind.CONSTANT:
        return None
    return "an ATK bonus while this card is attacking, if the attack is undefended, outside a constant ability: " \
           "not applied"


def undefended_op(b, card, e: m.Effect) -> dict | None:
    """The engine's ``undefended_bonus`` for ``e`` (the accepted shape) in the situation of builder ``b``: the bonus
    recorded on the event's attack when ``card`` is its attacker; None otherwise (not decided)."""
    ev = b.sit.event
    if ev.kind != "attack" or not ev.attacker or ev.attacker != card.id or card.id not in b.characters:
        return None
    return {"op": "undefended_bonus", "target": ev.attacker, "amount": _printed(e.amount)}
