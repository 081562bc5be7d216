"""A character picked that has an upgrade attached (issue 15 §5): "Deal 3 damage to an enemy with an upgrade
attached".

The catalogue side (`with_upgrade`): the filter "with an upgrade attached" on one character the player picks
(`logic.situation.chosen.single`), for any kind a pick applies to but "attach".

The situation side (`mark`): the chosen op gets the engine's ``if_attached_type = "upgrade"``: the engine tests, when
the item resolves, that the pick has an upgrade attached (`logic.timing.attached_type_ops`), each valid pick a branch
(Target p1.b2.2: a target must meet what its effect names when it resolves). The engine knows only the cards placed,
so every upgrade of the situation is placed where the situation states it; an upgrade stated attached to a card the
engine does not hold leaves the effect unread (never guessed). An upgrade with no ``attached_to`` is not attached.

Promises: `with_upgrade` is a function of the filter; `mark` returns the op given, marked, or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["with_upgrade", "mark"]


def with_upgrade(f: m.Filter) -> bool:
    """Whether ``f`` is "with an upgrade attached" (a plain upgrade, no other filter)."""
    t = f.target
    return f.kind is m.FilterKind.HAS_ATTACHED and t is not None and t.noun is m.Noun.UPGRADE and not t.filters \
        and not t.also and t.owner is None and t.count is None and not t.name


def mark(b, t: m.Target | None, op: dict | None) -> dict | None:
    """``op`` (a chosen op, `logic.situation.scenario`; builder ``b``) with ``if_attached_type`` for the filter of
    ``t``, every upgrade of the situation placed; ``op`` unchanged when ``t`` has no such filter; None when the op is
    no chosen one, an "attach", or an upgrade is attached to a card the engine does not hold."""
    if t is None or op is None or not any(with_upgrade(f) for f in t.filters):
        return op
    if op.get("op") == "attach" or not op.get("chosen"):
        return None
    ups = [c for c in b.sit.cards.values() if c.card_type == "upgrade"]
    if any(c.attached_to and c.attached_to not in b.characters for c in ups):
        return None   # attached to a card the engine does not hold: whether it has one is not told
    for c in ups:
        who = c.controller or ""
        b.places.setdefault(c.id, {"name": c.id, "zone": "play", "type": c.card_type, "owner": c.owner or who,
                                   "controller": who, **({"attached_to": c.attached_to} if c.attached_to else {})})
    return dict(op, if_attached_type="upgrade")


__all__ += ["attach_why"]


def attach_why(ability, e: m.Effect) -> str | None:
    """Why an "attach" to a character picked "with an upgrade attached" is not applied (None: ``e`` is none): the
    engine's test is a chosen effect's other than an attach's (`logic.timing.attached_type_ops`)."""
    for t in (e.source, e.target) if e.kind is m.EffectKind.ATTACH else ():
        if t is not None and any(with_upgrade(f) for f in t.filters):
            return "an attachment to a character with an upgrade attached: not applied"
    return None
