"""A search of a situation's card as the outcome engine's ``search_for`` (`logic.timing.search_ops`).

The catalogue (`logic.situation.applicable_search`) says which searches apply, with the effect on the card found
right after them; here the search becomes one engine effect (the piles: the encounter's, or the identity's of the
"you" who searches; the type and trait sought; the cards of the name sought, among the situation's stated encounter
cards or the players' stated pile cards, each of which must state its name (else not converted: a card whose name
is not stated may be the one sought); what is done to the card found; ``by`` the first player when printed; one
per player, from the first player, for "each player searches ..."; the host of "attach it to this card / your
identity"), and the effect on the card found becomes nothing of its own (an empty list:
the search carries it). Nothing is converted when the catalogue refuses the search or the situation cannot name its
"you".

Promises: a function of the situation's builder, the card and the effect.
"""

from __future__ import annotations

from ..abilities import model as m
from ..timing.vocab import ENCOUNTER
from .applicable_search import FATES, SELF, by_each, by_first, claims, search_of, search_shape, search_why_in
from .applicable_shuffle import claims as shuffle_claims, searched_before, searched_deck, why_in as shuffle_why_in
from .structure import structures

__all__ = ["searched", "search_op", "reminded", "shuffle_op"]


def _ability(card, e: m.Effect) -> m.Ability | None:
    """The structure of ``card`` whose effects hold ``e``."""
    for _, st in structures(card):
        if st is not None and any(x is e for x in st.effects):
            return st
    for _, st in structures(card):
        if st is not None and any(x == e for x in st.effects):
            return st
    return None


def searched(card, e: m.Effect) -> bool:
    """Whether ``e`` is a search of ``card``, or the effect on the card a search found (`applicable_search`)."""
    return (e.kind is m.EffectKind.SEARCH or e.kind in FATES) and claims(_ability(card, e), e)


def search_op(b, card, sentence, e: m.Effect) -> dict | list | None:
    """The engine's ``search_for`` for search ``e`` (the builder ``b`` names its "you"), ``[]`` for the effect on
    the card found (the search carries it), None when not applied."""
    st = _ability(card, e)
    if st is not None and e.kind is m.EffectKind.SEARCH:   # the deck it looks through, for a "(Shuffle.)" after it
        _remember(b, card, sentence, e)
    if st is None or search_why_in(st, e) is not None:
        return None
    if e.kind is not m.EffectKind.SEARCH:
        return []   # the card found: done by the search right before it
    whose, piles, kind, trait, name, top = search_shape(e)
    i = next(j for j, x in enumerate(st.effects) if x is e or x == e)
    fate = FATES[st.effects[i + 1].kind]
    if whose == "encounter":
        target = ENCOUNTER
    else:
        player = b.you_in(card, sentence, e.span[0], e.span[1])
        if player is None:
            return None
        target = b.identity(player)
    op = {"op": "search_for", "target": target, "piles": list(piles), "found": fate}
    if fate == "attach":   # "attach it to this minion" / "to your identity": the host (`search_ops`)
        host = _host(b, card, sentence, st.effects[i + 1])
        if host is None:
            return None
        op["host"] = host
    if by_first(e):   # "the first player searches ...": that player reveals the card found (`search_ops`)
        op["by"] = b.sit.first
    if top:   # only the top N cards of the deck (`search_ops`: their order must be known)
        op["top"] = top
    if kind:
        op["card"] = kind
    if trait:
        op["trait"] = trait
    if name.startswith(SELF):   # "Thanos's Helmet" on Thanos: this card's name (`applicable_search.SELF`)
        name = card.name + name[len(SELF):]
    if name:   # the stated cards of that printed name (none: nothing of that name is stated)
        enc = b.sit.encounter
        piles = [enc] if whose == "encounter" else [z for p, z in b.sit.zones.items()]
        stated = [c for z in piles for c in z.get("cards", []) + z.get("deck_cards", []) + z.get("discard_cards", [])]
        if any("name" not in c for c in stated):
            return None   # a card whose name is not stated may be the one sought: not converted, never guessed
        op["names"] = [c["id"] for c in stated if c["name"] == name] or [name]
    if by_each(e):   # "each player searches ...": one search each, in player order from the first player
        order = list(b.sit.players)
        k = order.index(b.sit.first) if b.sit.first in order else 0
        return [dict(op, by=p) for p in order[k:] + order[:k]]
    return b.conditioned(op, card, sentence, e) if e.conditions else op   # "if Klaw is not in play": ``if_state``


def _host(b, card, sentence, f: m.Effect) -> str | None:
    """The situation's card or character the card found is attached to by "attach it to <host>" ``f``: this card,
    or the identity of the "you" of its sentence; None when that "you" has no single player."""
    if f.target.noun is m.Noun.THIS_CARD:
        return b.moved(card, f.target)
    player = b.you_in(card, sentence, f.span[0], f.span[1])
    return b.identity(player) if player is not None else None


# --- "(Shuffle.)" after a search (`applicable_shuffle`): the deck that search looked through --------------------------
def _remember(b, card, sentence, s: m.Effect) -> None:
    """Keep, on the builder ``b``, the engine's deck that search ``s`` of ``card`` looks through (the encounter deck,
    or the identity of the "you" of its sentence: its player's deck); nothing when it is neither, or that "you" has
    no single player."""
    deck = searched_deck(s)
    target = ENCOUNTER if deck == "encounter" else None
    if deck == "you":
        player = b.you_in(card, sentence, s.span[0], s.span[1])
        target = b.identity(player) if player is not None else None
    searched_decks = b.__dict__.setdefault("_searched_decks", {})
    searched_decks[id(s)] = (s, target)


def reminded(card, e: m.Effect) -> bool:
    """Whether ``e`` is "(Shuffle.)" in an ability of ``card`` (`applicable_shuffle`)."""
    return e.kind is m.EffectKind.SHUFFLE and shuffle_claims(_ability(card, e), e)


def shuffle_op(b, card, e: m.Effect) -> dict | None:
    """The engine's shuffle of the deck the search before "(Shuffle.)" ``e`` looked through (``shuffle_deck`` of the
    encounter deck, ``shuffle_player_deck`` of the searching player's), the search converted before it in this
    ability; None when not applied (the catalogue refuses it, or that search's deck was not named)."""
    st = _ability(card, e)
    if st is None or shuffle_why_in(st, e) is not None:
        return None
    s = searched_before(st, e)
    got = getattr(b, "_searched_decks", {}).get(id(s))
    if got is None or got[0] is not s or got[1] is None:
        return None
    return {"op": "shuffle_deck", "target": ENCOUNTER} if got[1] == ENCOUNTER else \
        {"op": "shuffle_player_deck", "target": got[1]}
