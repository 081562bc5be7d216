"""A card put into play engaged with the first player (issue 15 §5): part of the catalogue of
`logic.situation.applicable` (its `_target` asks `engaged_first`), and the situation's op.

"Put The Sleeper into play engaged with the first player.", "Mettez en jeu ce sbire, engagé avec le premier joueur.":
the card (this card, or a card named) enters play, not revealed, and is engaged with the first player: the engine's
zone operation ``put_into_play`` with ``engaged`` (`logic.timing.zone_ops`; the engagement kept in
`logic.timing.engage_ops`' world and listed in the outcome). What the printed words say (Ownership and Control and
the rules reference's engagement entries decide nothing more here): the player named is the situation's first player
(none stated: not converted, never guessed).

Accepted: "put <this card | a card named> into play engaged with the first player" (the reader keeps the first
player as the effect's source), plainly: no amount, controller, side, "as a" card, zone, other filter. Not accepted:
"each Inheritor minion discarded this way", "1 set-aside copy of X" (cards this module does not name).

"Put this card into play engaged with you." (the reader keeps "you" as the effect's source, which the catalogue
already accepts, `applicable._source_ok`): the same op, engaged with the player the "you" names (`engaged_you_op`;
no single player: not converted). A card found by a search and put into play engaged with you is
`applicable_search`'s (its engagement is not read there).

Promises: `engaged_first` and `engaged_you` are functions of the effect alone; `engaged_first_op` and
`engaged_you_op` return an engine effect or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["engaged_first", "engaged_first_op", "engaged_you", "engaged_you_op"]

N = m.Noun


def engaged_first(e: m.Effect) -> bool:
    """Whether ``e`` puts this card (or a card named) into play engaged with the first player (see the module)."""
    return _engaged_with(e, N.FIRST_PLAYER)


def engaged_first_op(b, card, e: m.Effect) -> dict | None:
    """The engine's ``put_into_play`` of the card ``e`` names (placed by builder ``b``'s `moved`), engaged with the
    situation's first player; None when ``e`` is no such effect, the card is not there or no first player is stated."""
    if not engaged_first(e) or not b.sit.first:
        return None
    moved = b.moved(card, e.target)
    return {"op": "put_into_play", "target": moved, "engaged": b.sit.first} if moved else None


def engaged_you(e: m.Effect) -> bool:
    """Whether ``e`` puts this card (or a card named) into play engaged with you (the plain "you" as its source)."""
    return _engaged_with(e, N.YOU)


def engaged_you_op(b, card, sentence, e: m.Effect) -> dict | None:
    """The engine's ``put_into_play`` of the card ``e`` names (placed by builder ``b``'s `moved`), engaged with the
    player the "you" of ``e`` names; None when ``e`` is no such effect, the card is not there or the "you" has no
    single player."""
    if not engaged_you(e):
        return None
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    moved = b.moved(card, e.target) if who else None
    return {"op": "put_into_play", "target": moved, "engaged": who} if moved else None


def _engaged_with(e: m.Effect, who: m.Noun) -> bool:
    """Whether ``e`` is a plain put into play of this card (or a card named) whose source, plain, is ``who``."""
    t, s = e.target, e.source
    return e.kind is m.EffectKind.PUT_INTO_PLAY and e.amount is None and e.controller is None and not e.side \
        and e.as_card is None and e.zone is None and t is not None and t.noun in (N.THIS_CARD, N.NAMED_CARD) \
        and not t.filters and not t.also and t.count is None and t.owner is None and s is not None \
        and s.noun is who and not s.filters and not s.also and s.owner is None and s.count is None
