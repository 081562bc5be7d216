""""Discard cards from the encounter deck until X is discarded, and reveal it" as one engine effect: the
``discard_until`` of `logic.timing.order_ops` with ``found = "reveal"`` (the card it stops at is revealed).

The catalogue (`logic.situation.applicable_order`: `until_of`, `found_why`) says when the reveal of "it" right after
the discard is applied; here the discard's engine effect carries it (`with_found`; "then add that card to your
hand" after a discard from your deck, as ``found = "return_to_hand"``) and the reveal becomes nothing of
its own (an empty list, `found_op`). Nothing is converted when the catalogue refuses it.

"Reveal this card" / "reveal <a card named>" (`applicable_order.card_reveal`) becomes the zone operation ``reveal``
of that card when the situation holds it out of play (a boost card dealt: set aside, facedown, until revealed) and
it prints no ability but the one revealing it (`card_reveal_op`): what a revealed card's other abilities would do
(its When Revealed, its keywords, its "attach to") is not run by the engine, so the reveal of any other card is not
converted (never guessed).

Promises: functions of the card, the effect and the engine effect already made.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable import why_not_in
from .applicable_order import until_of
from .defeater import activation_who, defeater_target
from .search_effects import _ability

__all__ = ["reveals_found", "found_op", "with_found", "found_engaged", "card_reveal_op"]


def reveals_found(card, e: m.Effect) -> bool:
    """Whether ``e`` reveals "it" (or adds it to your hand), the card the discard right before it in its ability
    stops at."""
    return e.kind in _FOUND and until_of(_ability(card, e), e) is not None


def found_op(card, e: m.Effect) -> list | None:
    """For the reveal of "it" after a discard: ``[]`` (the discard carries it) when the catalogue applies it; else
    None."""
    st = _ability(card, e)
    return [] if st is not None and why_not_in(e, st.kind, st) is None else None


_FOUND = {m.EffectKind.REVEAL: "reveal", m.EffectKind.RETURN_TO_HAND: "return_to_hand",
          m.EffectKind.PUT_INTO_PLAY: "put_into_play"}


def with_found(card, e: m.Effect, op: dict | None, yours=None, engaged=None) -> dict | None:
    """``op`` (the engine effect of DISCARD_UNTIL ``e``) with ``found = "reveal"`` / ``"return_to_hand"`` when the
    effect right after ``e`` in its ability reveals "it" / adds it to your hand and the catalogue applies that; a
    discard from your deck (target "") aimed at ``yours()`` (the identity of the "you" named; None: not converted);
    "put that minion into play engaged with you / the first player" carries ``engaged``, the player ``engaged(nxt)``
    names for that effect (None: not converted, never guessed); ``op`` unchanged otherwise."""
    if op is not None and op.get("target") == "":
        who = yours() if yours is not None else None
        op = dict(op, target=who) if who else None
    st = _ability(card, e) if op is not None and e.kind is m.EffectKind.DISCARD_UNTIL else None
    if st is None:
        return op
    i = next((j for j, x in enumerate(st.effects) if x is e or x == e), None)
    nxt = st.effects[i + 1] if i is not None and i + 1 < len(st.effects) else None
    if nxt is not None and until_of(st, nxt) is not None and why_not_in(nxt, st.kind, st) is None:
        if nxt.kind is m.EffectKind.PUT_INTO_PLAY and nxt.source is not None:   # "... engaged with <a player>"
            who = engaged(nxt) if engaged is not None else None
            return dict(op, found=_FOUND[nxt.kind], engaged=who) if who else None
        return dict(op, found=_FOUND[nxt.kind])
    return op


def found_engaged(b, card, sentence, e: m.Effect, nxt: m.Effect) -> str | None:
    """The player "put that minion into play engaged with you / the first player" (``nxt``, right after DISCARD_UNTIL
    ``e`` read in ``sentence``) names in situation ``b``: its first player, or the seat of the "you" in ``nxt``'s
    words (in ``sentence`` when ``nxt`` follows ``e`` there, else in the next sentence of the ability converted);
    None when the situation names none."""
    if nxt.source.noun is m.Noun.FIRST_PLAYER:
        return b.sit.first or None
    if defeater_target(nxt.source):   # "engaged with the player who defeated this scheme" (`defeater`)
        return activation_who(b, card, nxt)
    if nxt.span[0] <= e.span[0]:   # a sentence of its own: the one after the discard's
        sentences = list(getattr(b._ability, "sentences", None) or ())
        i = next((j for j, x in enumerate(sentences) if x.index == sentence.index), None)
        if i is None or i + 1 >= len(sentences):
            return None
        sentence = sentences[i + 1]
    return b.you_in(card, sentence, nxt.span[0], nxt.span[1])


def card_reveal_op(b, card, e: m.Effect) -> dict | None:
    """The zone operation ``reveal`` of the card "reveal this card / <a card named>" (``e``, of ``card``) names, placed
    set aside (out of play, facedown) in ``b``'s places; None when that card is not a boost card the situation deals,
    or prints an ability besides the one revealing it (see the module)."""
    from .structure import structures
    t = e.target
    c = card if t.noun is m.Noun.THIS_CARD else \
        next((x for x in b.sit.cards.values() if x.name.lower() == t.name.lower()), None)
    if c is None or not c.dealt_as_boost or c.id in b.characters or c.id in b.schemes:
        return None
    abilities = [st for _, st in structures(c)]
    if len(abilities) != 1 or abilities[0] is None or not any(x is e or x == e for x in abilities[0].effects):
        return None
    b.places.setdefault(c.id, {"name": c.id, "zone": "set_aside", "type": c.card_type, "owner": c.owner or "",
                               "controller": c.controller or ""})
    return {"op": "reveal", "target": c.id}
