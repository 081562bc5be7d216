"""A card attached to a character picked that has no copy of it attached (issue 15 §5): "Attach to the ally with
the lowest THW without Possessed attached", "Attach to a Sentinel minion without Stun Beam attached", "... without
another copy of Pain Inhibitors attached".

The catalogue side (`without_copy`, `why`): the filter "without <this card> attached" / "without a copy of this card
attached" / "without another copy of this card attached" on a character picked (`logic.situation.chosen.single`),
for an "attach" only.

The situation side (`mark`): the chosen "attach" of the engine gets ``unless_attached``: the situation's cards of
this card's name (all of them; for "another copy", all but this card), each placed where the situation states it
(attached to its character); the engine tests, when the item resolves, that none of them is attached to the pick
(`logic.timing.target_ops`), each valid pick a branch. A copy the situation states attached to a card the engine
does not hold leaves the effect unread (never guessed).

Promises: `without_copy` and `why` are functions of the target; `mark` returns the op given, marked, or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["without_copy", "why", "mark"]

N = m.Noun


def _copy_of_this_card(t: m.Target | None) -> bool | None:
    """True for "this card" / "a copy of this card" (every copy), False for "another copy of this card" (all but
    this card), None for anything else."""
    if t is None or t.also or t.owner is not None or t.count is not None:
        return None
    if t.noun is N.THIS_CARD and not t.filters:
        return True
    kinds = sorted(f.kind.value for f in t.filters)
    of = next((f.target for f in t.filters if f.kind is m.FilterKind.ZONE and f.value == "of"), None)
    if t.noun is not N.CARD or kinds != ["card_type", "zone"] or of is None or of.noun is not N.THIS_CARD \
            or of.filters or not any(f.kind is m.FilterKind.CARD_TYPE and f.value == "copy" for f in t.filters):
        return None
    return {m.Quantifier.A: True, m.Quantifier.ANOTHER: False}.get(t.quantifier)


def without_copy(f: m.Filter) -> bool:
    """Whether ``f`` is "without (a copy of / another copy of) this card attached"."""
    return f.kind is m.FilterKind.NOT_ATTACHED and _copy_of_this_card(f.target) is not None


def why(t: m.Target | None, kind: m.EffectKind) -> str | None:
    """Why a target picked with the filter "without a copy of this card attached" is not applied for ``kind`` (None:
    it is, or ``t`` has no such filter): an "attach" only."""
    if t is None or not any(without_copy(f) for f in t.filters) or kind is m.EffectKind.ATTACH:
        return None
    return f"a target without a copy attached picked for {kind.value}: not applied"


def mark(b, card, t: m.Target | None, op: dict | None) -> dict | None:
    """``op`` (a chosen "attach", `logic.situation.scenario`) with ``unless_attached`` for the filter of ``t``, the
    copies placed as the situation states them (builder ``b``, ``card`` the card attached); ``op`` unchanged when
    ``t`` has no such filter; None when a copy is attached to a card the engine does not hold."""
    f = next((f for f in (t.filters if t is not None else ()) if without_copy(f)), None)
    if f is None or op is None:
        return op
    if op.get("op") != "attach" or not op.get("chosen"):
        return None
    every = _copy_of_this_card(f.target)
    copies = [c for c in b.sit.cards.values() if c.name.lower() == card.name.lower() and (every or c.id != card.id)]
    for c in copies:
        if c.id == card.id or not c.attached_to:
            continue
        if c.attached_to not in b.characters:
            return None   # attached to a card the engine does not hold: whether it counts is not told
        who = c.controller or ""
        b.places.setdefault(c.id, {"name": c.id, "zone": "play", "type": c.card_type, "owner": c.owner or who,
                                   "controller": who, "attached_to": c.attached_to})
    held = [c.id for c in copies if c.id in b.places or c.id == op.get("target")]
    return dict(op, unless_attached=held) if held else op
