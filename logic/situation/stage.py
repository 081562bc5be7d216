""""If this stage is completed, the players lose the game" (a STAGE_COMPLETED condition on LOSE_GAME), in the
catalogue and in a situation: the engine's kept ``lose_game`` on ``stage:<scheme>:<N>`` (`logic.timing.stage_ops`).

The rules entries quoted in ../shared/rules do not say when a stage is completed, so the engine never decides it:
the situation states it, on the scheme card (``completed_at``: the threat at which its stage is completed). Then:

- the catalogue accepts the condition on "the players lose the game" only (`stage_tested`);
- the situation converts it (`stage_op`) on the scheme whose ability it is (a scheme of the situation), as the
  engine's ``if_state`` ``stage:<scheme>:<N>``; in a constant ability, ``kept`` (tested after every effect from then
  on: a constant ability seeks its condition all along, Ability p2.b1, ``mc.common.situation_constant``),
  elsewhere tested when it resolves; not stated, the effect is left unread (never guessed);
- `stage_items` puts the constant ability of each scheme whose stage's completion is stated into the scenario (an
  item of kind ``constant``, which the timing clauses resolve first); when it is not stated and something in the
  situation places threat (a scheme, an effect placing threat), the ability is listed as not read: whether the
  stage is completed is then not decided, and the answer says so.

Promises: `stage_tested` is a function of the condition; the others of the situation, the card and the effect.
"""

from __future__ import annotations

from ..abilities import model as m
from .rules import situation_facts
from .structure import structures

__all__ = ["stage_tested", "stage_op", "stage_items"]

#: the engine ops that place threat (on the scheme they name, or the main scheme)
_PLACES_THREAT = ("threat", "enemy_scheme", "activate")


def stage_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if this stage is completed" (no subject: the stage of the card whose ability it is) or "if
    this scheme is completed" (the card whose ability it is, a scheme: its stage)."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.negated or p.object is not None:
        return False
    if p.kind is m.PredicateKind.STAGE_COMPLETED:
        return p.subject is None
    t = p.subject
    return p.kind is m.PredicateKind.DID and p.event is m.EventKind.COMPLETED and t is not None \
        and t.noun is m.Noun.THIS_CARD and not t.filters and not t.also and t.owner is None and t.count is None


def _ability(card, e: m.Effect) -> m.Ability | None:
    return next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)


def stage_op(b, op: dict, card, e: m.Effect) -> dict | None:
    """``op`` with the engine's ``if_state`` for the stage of ``card`` (``kept`` in a constant ability); None when
    ``card`` is no scheme of builder ``b`` or its stage's completion is not stated."""
    if card.completed_at is None or card.id not in b.schemes:
        return None
    st = _ability(card, e)
    kept = st is not None and st.kind is m.AbilityKind.CONSTANT
    if kept:   # a constant ability's condition is sought all along (Ability p2.b1), when the rule base says so
        facts = situation_facts(b.rules)
        if not facts.holds("constant_condition_kept"):
            return None
        b.clauses |= set(facts.because("constant_condition_kept"))
    return dict(op, if_state=f"stage:{card.id}:{card.completed_at}", if_at_least=1, **({"kept": True} if kept else {}))


def _stage_abilities(card):
    """The constant abilities of ``card`` with an effect on "if this stage is completed"."""
    for a, st in structures(card):
        if st is not None and st.kind is m.AbilityKind.CONSTANT and a.label is None and any(
                stage_tested(c) for e in st.effects for c in e.conditions):
            yield a


def stage_items(sit, b, items: list[dict], event: dict, add) -> None:
    """Add to the scenario the constant stage abilities of the situation's schemes (``add``, the builder's), or list
    them as not read when their stage's completion is not stated and threat is placed in the situation."""
    placed = any(e.get("op") in _PLACES_THREAT for it in [event, *items] for e in it.get("effects", []))
    for card in sit.cards.values():
        if card.id not in b.schemes:
            continue
        for a in _stage_abilities(card):
            if card.completed_at is None:
                if placed:
                    b.unread.append({"card": card.id, "ability": a.index, "sentence": a.text})
                continue
            mark = len(b.unread)
            b.resolver = b.controller_of(card, a)
            effects, _ = b.effects(card, a)
            if len(b.unread) == mark and effects:
                add(card, a, "constant", effects)
