"""A card put into play "under your control" (`logic.situation.applicable`'s catalogue and the situation's op).

"Rookie Partner enters play under your control.", "Put Stray Cat into play under your control.": the card is put
into play (the engine's ``put_into_play``) under the control of the player the "you" names (the op's ``card``). A
card enters play under its owner's control; an ability that says otherwise sets its control explicitly (Rules
Reference, Ownership and Control, p1.b2 and p1.b3: their ledger in
``encodings/marvel_champions/common/ownership_and_control.py``), so the card is that player's whoever owns it.

Accepted: the controller "you" ("your control"), on a put-into-play the catalogue otherwise accepts, with no
condition. Not accepted: any other
controller ("its owner's control", "the first player's control").

Promises: `controller_why` is a function of the effect alone; `controlled_ops` returns the op with its controller, or None
when the situation cannot name the player.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["controller_why", "controlled_ops"]


def _by_you(e: m.Effect) -> bool:
    c = e.controller
    return c is not None and c.noun is m.Noun.YOU and not c.filters and c.owner is None and not c.also


def controller_why(e: m.Effect) -> str | None:
    """Why the engine cannot apply the controller of put-into-play ``e`` (None when it has none or can)."""
    if e.controller is None:
        return None
    if e.kind is not m.EffectKind.PUT_INTO_PLAY or not _by_you(e):
        return "controller: only 'under your control' on a card put into play is applied"
    if e.conditions:
        return "controller: a card put into play under your control on a condition: not applied"
    return None


def controlled_ops(b, card, sentence, e: m.Effect, op: dict | None) -> dict | None:
    """``op`` (the put into play of ``e``, as the situation of builder ``b`` converted it) with the player of "your
    control" as the one it enters play under (the engine's ``card``); ``op`` itself when ``e`` names no controller;
    None when the player cannot be named."""
    if e.controller is None or op is None:
        return op
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    return dict(op, card=who) if who else None
