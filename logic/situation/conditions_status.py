"""A condition on a status card a character holds, tested by the outcome engine (part of
`logic.situation.conditions`): "if you were already stunned", "if you are already confused", "if Rhino already has
a tough status card", "if the villain is not stunned".

The engine's ``status:<character>:<status>`` (`logic.timing.condition_ops`) counts 1 while that character holds
that status card. Where an earlier effect of the same ability gives that status card ("Give your hero a stunned
status card. If you were already stunned, take 2 damage"), the condition is an "already" one: the engine reads it
on the game as it was before the ability began to resolve (``before:``, `logic.timing.before_ops`, Rules
Reference "Alteration Effect", its "already" bullet: ``encodings/marvel_champions/en/alteration_effect.py``);
otherwise as the effect resolves, as every "if" (`logic.situation.conditions`).

Accepted (`status_tested`): an "if" HAS_STATUS of one status card (stunned, confused, tough), negated or not, on
"you" (your identity), this card, a named card or the villain (no filter, owner, count or "also"), or on "it" / "he"
/ "they": the character the one earlier effect of its ability giving that status card gave it to ("Give Ronan a
tough status card. If he already has a tough status card, ...": `status_why_in` asks for that effect). The
character must be one the situation states (its status cards are the ones it lists); a "you" with no single player, or a
player whose identity the situation does not state, is not decided: the effect is left unconverted, never guessed.

Promises: `status_tested` is a function of the condition alone; `status_state` returns the engine's ``if_state``
with its bounds, or None when the situation cannot name the character.
"""

from __future__ import annotations

from ..abilities import model as m
from .counting import _card
from .structure import structures

__all__ = ["status_tested", "status_state", "status_why_in"]

N = m.Noun
_SUBJECTS = (N.YOU, N.THIS_CARD, N.NAMED_CARD, N.VILLAIN, N.IT)


def status_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if <you / this card / a named card / the villain> (already) <has> a <status>"."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.HAS_STATUS:
        return False
    s = p.subject
    return p.status is not None and s is not None and s.noun in _SUBJECTS and not s.filters and not s.also \
        and s.owner is None and s.count is None and p.object is None and p.amount is None


def _given_before(card, a, e: m.Effect, status: m.Status) -> bool:
    """Whether an effect of ability ``a`` of ``card`` (its structure) before ``e`` gives a ``status`` card (any
    effect but ``e`` when ``e`` is not one of the ability's own)."""
    st = next((x for i, x in structures(card) if i.index == a.index), None) if a is not None else None
    effects = list(st.effects) if st is not None else []
    at = next((i for i, x in enumerate(effects) if x is e), len(effects))
    return any(x.kind is m.EffectKind.GIVE_STATUS and x.status is status for x in effects[:at] if x is not e)


def _gives(ability, e: m.Effect, status: m.Status) -> list[m.Effect]:
    """The effects of ``ability`` before ``e`` that give a ``status`` card."""
    effects = list(getattr(ability, "effects", ()) or ())
    at = next((i for i, x in enumerate(effects) if x is e), None)
    return [] if at is None else [x for x in effects[:at] if x.kind is m.EffectKind.GIVE_STATUS and x.status is status]


def status_why_in(ability, effect: m.Effect) -> str | None:
    """Why a status condition on "it" of ``effect`` is not tested in ``ability`` (None: it is, or it has none): the
    ability must give that status card once before it (to whom "it" names)."""
    for c in effect.conditions:
        if status_tested(c) and c.predicate.subject.noun is N.IT and len(_gives(ability, effect, c.predicate.status)) != 1:
            return "condition has_status on 'it': not one earlier effect of its ability gives that status card"
    return None


def _given_to(b, status: m.Status) -> str | None:
    """The one character the ops made so far for the ability (``b._made_ops``) gave a ``status`` card to."""
    made = [op for op in (getattr(b, "_made_ops", None) or []) if op.get("op") == "status"
            and op.get("card") == status.value]
    if len(made) != 1:
        return None
    targets = made[0].get("targets") or ([made[0]["target"]] if made[0].get("target") else [])
    return targets[0] if len(targets) == 1 and not made[0].get("chosen") else None


def status_state(b, card, sentence, c: m.Condition, e: m.Effect) -> dict | None:
    """The engine's ``if_state`` and bounds for status condition ``c`` of effect ``e`` in the situation of builder
    ``b``; None when the character is not one the situation states."""
    p = c.predicate
    if p.subject.noun is N.YOU:
        who = b.you_in(card, sentence, c.span[0], c.span[1])
        held = b.sit.identity_of(who) if who else None
    elif p.subject.noun is N.IT:   # whom the earlier effect gave that status card to
        name = _given_to(b, p.status)
        held = b.sit.cards.get(name) if name else None
    else:
        held = _card(b, card, p.subject)
    if held is None or held.id not in b.characters:
        return None
    state = f"status:{held.id}:{p.status.value}"
    if _given_before(card, getattr(b, "_ability", None), e, p.status):
        state = f"before:{state}"
    bounds = {"if_at_least": 0, "if_at_most": 0} if p.negated else {"if_at_least": 1}
    return {"if_state": state, **bounds}
