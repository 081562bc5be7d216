"""A card put into play "under your control" (`logic.situation.applicable`'s catalogue and the situation's op).

"Rookie Partner enters play under your control.", "Put Stray Cat into play under your control.": the card is put
into play (the engine's ``put_into_play``) under the control of the player the "you" names (the op's ``card``). A
card enters play under its owner's control; an ability that says otherwise sets its control explicitly (Rules
Reference, Ownership and Control, p1.b2 and p1.b3: their ledger in
``encodings/marvel_champions/common/ownership_and_control.py``), so the card is that player's whoever owns it.

Accepted: the controller "you" ("your control"), "the first player" ("under the first player's control": the
situation's first player) or "its owner" ("put Limbo into play under its owner's control": the owner the situation
states for that card; none stated: not converted, never guessed), on a put-into-play the catalogue otherwise
accepts, with no condition. Not accepted: any other controller ("any player's control": a pick the engine has no
branch for here, "their control" after a choice).

Promises: `controller_why` is a function of the effect alone; `controlled_ops` returns the op with its controller, or None
when the situation cannot name the player.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["controller_why", "controlled_ops"]


def _by_you(e: m.Effect) -> bool:
    c = e.controller
    return c is not None and c.noun is m.Noun.YOU and not c.filters and c.owner is None and not c.also


def _by_first(e: m.Effect) -> bool:
    c = e.controller
    return c is not None and c.noun is m.Noun.FIRST_PLAYER and not c.filters and c.owner is None and not c.also


def _by_owner(e: m.Effect) -> bool:
    """Whether the controller of ``e`` is "its owner" (a player owned by "it": the card put into play)."""
    c = e.controller
    o = c.owner if c is not None else None
    return c is not None and c.noun is m.Noun.PLAYER and c.quantifier is not m.Quantifier.ANY and not c.filters \
        and not c.also and c.count is None and o is not None and o.noun is m.Noun.IT and o.is_a is None \
        and not o.filters and not o.also and o.owner is None


def controller_why(e: m.Effect) -> str | None:
    """Why the engine cannot apply the controller of put-into-play ``e`` (None when it has none or can)."""
    if e.controller is None:
        return None
    if e.kind is m.EffectKind.PUT_INTO_PLAY and (_by_first(e) or _by_owner(e)):
        return "controller: a card put into play under a player's control on a condition: not applied" \
            if e.conditions else None
    if e.kind is not m.EffectKind.PUT_INTO_PLAY or not _by_you(e):
        return "controller: only 'under your control' on a card put into play is applied"
    if e.conditions:
        return "controller: a card put into play under your control on a condition: not applied"
    return None


def controlled_ops(b, card, sentence, e: m.Effect, op: dict | None) -> dict | None:
    """``op`` (the put into play of ``e``, as the situation of builder ``b`` converted it) with the player of "your
    control" (the first player, the card's stated owner) as the one it enters play under (the engine's ``card``); ``op`` itself when ``e`` names no controller;
    None when the player cannot be named."""
    if e.controller is None or op is None:
        return op
    if _by_first(e):   # the situation's first player
        return dict(op, card=b.sit.first) if b.sit.first else None
    if _by_owner(e):   # the owner the situation states for the card put into play (none: not converted)
        c = b.sit.cards.get(op["target"])
        return dict(op, card=c.owner) if c is not None and c.owner else None
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    return dict(op, card=who) if who else None
