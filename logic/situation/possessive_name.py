"""A card whose name is a possessive (issue 15 §5): "Place 1 evasion counter on Nebula's Ship".

The grammar reads "Nebula's Ship" as the card "Ship" owned by the card "Nebula"; a card named "<X>'s <Y>" is one card
with that whole name. `whole` rebuilds the name; `as_named` judges the effect with the card named so (the catalogue
accepts a card named); `card_ids` names it in a situation: the situation's cards with that whole name (any card in
play, a character or not: counters are kept on any card), None when it holds none (never guessed).

Promises: `whole` and `as_named` are functions of the target / effect; `card_ids` returns card ids in the
situation's order, or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["whole", "as_named", "card_ids"]

N = m.Noun


def whole(t: m.Target | None) -> str | None:
    """The whole name of "<X>'s <Y>" read as card Y owned by card X ("Nebula's Ship"); None for another target."""
    o = t.owner if t is not None else None
    if t is None or o is None or t.noun is not N.NAMED_CARD or o.noun is not N.NAMED_CARD or not t.name \
            or not o.name or t.filters or t.also or t.count is not None or o.filters or o.also or o.owner is not None \
            or o.count is not None:
        return None
    return f"{o.name}'s {t.name}"


def as_named(e: m.Effect) -> m.Effect:
    """``e`` with its target "<X>'s <Y>" the card named so; any other effect unchanged."""
    name = whole(e.target)
    return e if name is None else replace(e, target=replace(e.target, owner=None, name=name))


def _plain(name: str) -> str:
    return name.lower().replace("\u2019", "'")


def card_ids(b, t: m.Target) -> list[str] | None:
    """The ids of the situation's cards named as ``t`` (a card named, its whole name), None when there is none."""
    if t.noun is not N.NAMED_CARD or not t.name or t.owner is not None:
        return None
    got = [c.id for c in b.sit.cards.values() if _plain(c.name) == _plain(t.name) and not c.dealt_as_boost
           and c.card_type not in ("event", "treachery")]
    return got or None
