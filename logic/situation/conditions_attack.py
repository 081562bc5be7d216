""""If that attack damages you, ..." after an effect of the same ability that starts an enemy attack against you ("The
villain attacks you. If that attack damages you, you are stunned."): a condition the engine tests when its effect
resolves (``if_state`` ``attack_taken:<your identity>`` at least 1, `logic.timing.attack_taken_ops`), as every "if"
of the structure is tested when its effect resolves (Rules Reference "If", the clause family of
`logic.situation.conditions`).

"Damages you": your identity took damage from that attack (damage dealt and not prevented; an ally that defended took
it instead: Defend, Defense p1.b3, the attack does not damage you then).

Accepted (`attack_damaged`): IF, DID, its event "deals damage", not negated, its subject "that attack" / "this attack"
(an "it" that is an attack), its object the plain "you"; in an ability where exactly one effect before it starts an
attack against you (`damaged_why_in`: "that attack" names that one). Refused elsewhere, with the reason.

Promises: `attack_damaged` is a function of the condition alone, `damaged_why_in` of the ability and the effect,
`damaged_op` of the op, the builder and the condition.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["attack_damaged", "damaged_why_in", "damaged_op"]


def _plain(t: m.Target | None) -> bool:
    return t is not None and not t.filters and not t.also and t.owner is None and t.count is None


def attack_damaged(c: m.Condition) -> bool:
    """Whether ``c`` is "if that / this attack damages you"."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.DID or p.negated \
            or p.event is not m.EventKind.DEALS_DAMAGE:
        return False
    s, o = p.subject, p.object
    attack = _plain(s) and ((s.noun is m.Noun.IT and s.is_a is m.Noun.ATTACK) or (
        s.noun is m.Noun.ATTACK and s.quantifier in (m.Quantifier.THIS, m.Quantifier.THAT)))
    return attack and _plain(o) and o.noun is m.Noun.YOU


def _attack_on_you(e: m.Effect) -> bool:
    s = e.source
    return e.kind is m.EffectKind.ACTIVATE and e.procedure is m.EventKind.ATTACK and _plain(s) and s.noun is m.Noun.YOU


def damaged_why_in(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why the "if that attack damages you" of ``e`` is not applied in ``ability`` (None: it is, or ``e`` has none)."""
    if not any(attack_damaged(c) for c in e.conditions):
        return None
    effects = list(ability.effects) if ability is not None else []
    i = next((k for k, x in enumerate(effects) if x is e), None)
    if i is None or sum(1 for x in effects[:i] if _attack_on_you(x)) != 1 \
            or any(x.kind is m.EffectKind.ACTIVATE and not _attack_on_you(x) for x in effects[:i]):
        return "'if that attack damages you' with no one attack against you before it in its ability: not applied"
    return None


def damaged_op(b, op: dict, card, sentence, c: m.Condition) -> dict | None:
    """``op`` with the engine's ``if_state`` for accepted condition ``c`` (the identity of its "you"); None when that
    "you" is not named or ``op`` already has a condition on the world."""
    who = b.you_in(card, sentence, c.span[0], c.span[1])
    if not who or "if_state" in op:
        return None
    return dict(op, if_state=f"attack_taken:{b.identity(who)}", if_at_least=1)
