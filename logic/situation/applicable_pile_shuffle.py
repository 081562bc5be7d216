"""One card of a type or trait shuffled from your discard pile into your deck (issue 15 §3/§5): part of the catalogue
of `logic.situation.applicable` (its `deck_why`), and the situation's op.

"Shuffle 1 Spell card from your discard pile into your deck.", "shuffle an ally from your discard pile into your
deck", "shuffle a Colossus card from your discard pile into your deck": the player picks one card of their discard
pile that matches (a type, at most one printed trait) and shuffles it into their deck. What the printed words say
(the rules reference the engine holds has no entry on shuffling): the card leaves the pile and is in the deck, whose
order is then no longer known. The engine reads it as a search of that pile whose card found goes into the pile's
deck (``search_for`` with ``piles = ["discard"]`` and ``found = "shuffle_into"``, `logic.timing.search_ops`): each
matching card is a branch (the player's pick, never guessed); a pile the situation does not state card by card may
hold an unnamed card that matches, and the outcome is *not decided*; no match: nothing moves.

Accepted: "a / an / 1 <type> (card)" or "a / 1 <Trait> card" (no "up to", one card), "from / in your discard pile",
into "your deck"; no amount ("for each ..."), no other filter ("identity-specific", "topmost", "with a printed
[mental] resource"). Not accepted: two cards or more, each card of a kind (every match moves: not this op), a pile or
deck of another player.

"Shuffle her into her owner's deck" ("When Clea is defeated, shuffle her into her owner's deck", `owner_deck`): this
card or a card named goes into the deck of the player who owns it (Ownership and Control p1: the owner is the
player whose deck held the card at the start of setup), the engine's ``shuffle_into`` with that player; the owner
is the one the situation states for that card (none stated: not converted, never guessed).

"Each player shuffles their discard pile into their deck" (`each_pile`): every player's discard pile goes into that
player's deck (the engine's ``shuffle_in`` of all of it, on each player's identity: a deck stated in order lists
the cards of a pile stated card by card, its order then unknown, `logic.timing.player_deck_ops`).

Promises: `pile_shuffle`, `owner_deck` and `each_pile` are functions of the effect alone; `pile_shuffle_op` and `owner_deck_op`
return an engine effect or None when the situation cannot name the player.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_search import SOUGHT, SOUGHT_VALUES

__all__ = ["pile_shuffle", "pile_shuffle_op", "owner_deck", "owner_deck_op", "each_pile", "each_pile_op"]

N = m.Noun


def _bare(t: m.Target | None, noun: m.Noun) -> bool:
    """Whether ``t`` is the plain ``noun`` of "you" ("your deck", "your discard pile")."""
    o = t.owner if t is not None else None
    return t is not None and t.noun is noun and not t.filters and not t.also and t.count is None and t.is_a is None \
        and o is not None and o.noun is N.YOU and not o.filters and not o.also and o.owner is None


def _one(t: m.Target) -> bool:
    """Whether ``t`` names one card: "a / an" (no count), or "1" (a plain printed count of one)."""
    c = t.count
    if t.quantifier is m.Quantifier.A and c is None:
        return True
    return t.quantifier is m.Quantifier.NUMBER and c is not None and c.value == 1 and not c.variable \
        and c.per is None and not c.per_player and not c.up_to and not c.additional and not c.at_least


def pile_shuffle(e: m.Effect) -> tuple[str, str] | None:
    """(the printed type sought, "" any card; its trait, "" any) when ``e`` shuffles one such card from your discard
    pile into your deck (see the module); None otherwise."""
    t = e.target
    if e.kind is not m.EffectKind.SHUFFLE or e.amount is not None or not _bare(e.source, N.DECK) or t is None \
            or t.noun not in SOUGHT or t.also or t.owner is not None or t.is_a is not None or not _one(t):
        return None
    zones = [f for f in t.filters if f.kind is m.FilterKind.ZONE]
    if len(zones) != 1 or zones[0].value not in ("from", "in") or not _bare(zones[0].target, N.DISCARD_PILE):
        return None
    rest = [f for f in t.filters if f is not zones[0]]
    noun = t.noun
    typed = [f for f in rest if f.kind is m.FilterKind.CARD_TYPE]
    if noun is N.CARD and len(typed) == 1 and typed[0].value in SOUGHT_VALUES:   # "an event card"
        noun, rest = SOUGHT_VALUES[typed[0].value], [f for f in rest if f is not typed[0]]
    if len(rest) > 1 or any(f.kind is not m.FilterKind.TRAIT or not f.value or " or " in f.value for f in rest):
        return None
    return SOUGHT[noun], (rest[0].value if rest else "")


def pile_shuffle_op(b, card, sentence, e: m.Effect) -> dict | None:
    """The engine's ``search_for`` of the discard pile of the player the "you" of ``e`` names (builder ``b``), its card
    found shuffled into that player's deck; None when ``e`` is no such shuffle or the "you" has no single player."""
    got = pile_shuffle(e)
    if got is None:
        return None
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    if who is None:
        return None
    kind, trait = got
    return {"op": "search_for", "target": b.identity(who), "piles": ["discard"], "found": "shuffle_into",
            **({"card": kind} if kind else {}), **({"trait": trait} if trait else {})}


def _card(t: m.Target | None) -> bool:
    """Whether ``t`` is this card or a card named, plainly."""
    return t is not None and t.noun in (N.THIS_CARD, N.NAMED_CARD) and not t.filters and not t.also \
        and t.count is None and t.owner is None


def owner_deck(e: m.Effect) -> bool:
    """Whether ``e`` shuffles this card (or a card named) into its owner's deck ("into her owner's deck": a deck owned
    by a player owned by "it"), with no amount."""
    d = e.source
    p = d.owner if d is not None else None
    o = p.owner if p is not None else None
    return e.kind is m.EffectKind.SHUFFLE and e.amount is None and _card(e.target) and d is not None and d.noun is N.DECK \
        and not d.filters and not d.also and d.count is None and p.noun is N.PLAYER and not p.filters \
        and not p.also and p.count is None and p.quantifier is not m.Quantifier.ANY and o is not None \
        and o.noun is N.IT and o.is_a is None and not o.filters and not o.also and o.owner is None


def owner_deck_op(b, card, e: m.Effect) -> dict | None:
    """The engine's ``shuffle_into`` of the card ``e`` moves into the deck of the owner the situation states for it
    (builder ``b``); None when ``e`` is no such shuffle, the card is not there, or no owner is stated."""
    if not owner_deck(e):
        return None
    c = card if e.target.noun is N.THIS_CARD else \
        next((x for x in b.sit.cards.values() if x.name.lower() == e.target.name.lower()), None)
    if c is None or not c.owner:
        return None
    moved = b.moved(card, e.target)
    return {"op": "shuffle_into", "target": moved, "card": c.owner} if moved else None


def each_pile(e: m.Effect) -> bool:
    """Whether ``e`` is "each player shuffles their discard pile into their deck" (the players performing, each their
    own pile: a discard pile owned by "it", "that player"), with no amount or other part."""
    t, d = e.target, e.source
    o = d.owner if d is not None else None
    return e.kind is m.EffectKind.SHUFFLE and e.amount is None and t is not None and t.noun is N.PLAYER \
        and t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and not t.filters and not t.also \
        and t.count is None and t.owner is None and d.noun is N.DISCARD_PILE and not d.filters and not d.also \
        and d.count is None and o is not None and o.noun is N.IT and o.is_a in (None, N.PLAYER) and not o.filters \
        and not o.also and o.owner is None


def each_pile_op(b, e: m.Effect) -> dict | None:
    """The engine's ``shuffle_in`` of every player's whole discard pile into their deck (builder ``b``); None when
    ``e`` is no such shuffle."""
    return {"op": "shuffle_in", "targets": [b.identity(p) for p in b.sit.players], "amount": 0} if each_pile(e) \
        else None

