"""A card picked by its printed trait that is not a character (issue 15 §5): "Remove 1 secret counter from a Board
Member environment", "Place 1 secret counter on the Board Member environment with the fewest secret counters".

The engine tests the trait of a pick when the item resolves (``if_trait``, `logic.timing.keyword_ops.has_trait`):
a card that is not a character has the traits its place states. `placed` gives each candidate card of a chosen op
with a trait (a support, an upgrade, an environment) its place in play with the traits its situation card prints, so
that the test reads them (none printed: none).

Promises: `placed` returns the op given; it only adds places for candidates that are situation cards, not
characters or schemes, not placed already.
"""

from __future__ import annotations

__all__ = ["placed"]


def _traits(c) -> list[str]:
    return [x.strip() for x in str(c.record.get("traits") or "").split(".") if x.strip()]


def placed(b, op: dict | None) -> dict | None:
    """``op``, its candidate cards placed with their printed traits (builder ``b``) when it is chosen with a trait."""
    if not isinstance(op, dict) or not op.get("chosen") or not op.get("if_trait"):
        return op
    for x in op.get("targets", ()):
        c = b.sit.cards.get(x)
        if c is None or x in b.characters or x in b.schemes or x in b.places:
            continue
        who = c.controller or ""
        b.places[x] = {"name": x, "zone": "play", "type": c.card_type, "owner": c.owner or who, "controller": who,
                       "traits": _traits(c)}
    return op
