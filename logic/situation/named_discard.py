"""Cards named on the card discarded together (issue 15 §5): "Discard M.U.S.I.C. from play.", "Discard Ganke Lee and
Jefferson Davis from play.", "Discard this obligation and Honey Badger." (the printed words: each card named leaves
play for its discard pile; Discard is a zone operation, `logic.timing.zone_ops`).

`named_cards` reads the shape off the ability structure (a function of the target alone): this card or a card named,
and the cards named after "and", each plain but for "from play" (on any of them: where they are, which is where a
situation's cards are); at least one card named, or "from play" said (a plain "this card" or "<Name>" alone is
`logic.situation.applicable.moved_card`'s). The situation discards each card it finds by that name (``discard_card``
on each); a card named that the situation does not list leaves the sentence unread (the card may be in play, it is
not known): never guessed.

Promises: `named_cards` is a function of the target; `named_discard_op` returns an engine effect or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["named_cards", "named_discard_op"]


def _plain(t: m.Target) -> bool:
    return t.noun in (m.Noun.THIS_CARD, m.Noun.NAMED_CARD) and not t.also and t.owner is None and t.count is None \
        and t.quantifier not in (m.Quantifier.A, m.Quantifier.ANY, m.Quantifier.EACH, m.Quantifier.ALL) \
        and all(f.kind is m.FilterKind.ZONE and f.value == "from play" and f.target is None for f in t.filters) \
        and (t.noun is m.Noun.THIS_CARD or bool(t.name))


def named_cards(t: m.Target | None) -> tuple[m.Target, ...] | None:
    """The cards (each a plain this card or card named) of "X [and Y ...] [from play]" (see the module), or None."""
    if t is None:
        return None
    parts = (replace(t, also=()),) + tuple(t.also)
    if not all(_plain(p) for p in parts):
        return None
    if len(parts) == 1 and not t.filters:
        return None   # one plain card: `moved_card`'s
    return tuple(replace(p, filters=()) for p in parts)


def named_discard_op(b, card, e: m.Effect) -> dict | None:
    """``discard_card`` on each card ``e`` names (builder ``b``), or None when one of them is not in the situation."""
    parts = named_cards(e.target)
    ids = [b.moved(card, p) for p in parts or ()]
    if not ids or None in ids or len(set(ids)) != len(ids):
        return None
    return {"op": "discard_card", "targets": ids}
