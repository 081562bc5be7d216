"""Cards of a player's hand told apart by what they are (issue 15 §5): "discard each event from your hand", "discard
each [energy] resource from your hand", "discard this card and each resource card from your hand", "discard an event
from your hand", "choose and discard 2 events from your hand", "discard the highest-cost card from your hand".

`hand_shape` reads the target's shape off the ability structure (a function of the target alone): the cards of the
"you"'s hand (the one filter "from your hand"), of one card type (an event, an upgrade, ... "card" for any; "N <type>
cards" reads as the type) or with one printed resource icon ("each [energy] resource", "each card with a printed
[mental] resource"), at most one of them; and how many: each of them (``each``), one or N the player picks, or the
highest- / lowest-cost one (tied cards: each a pick). "This card and each X from your hand" discards this card too.
No trait, owner, random or other filter.

`hand_cards` lists, in one situation, the cards that fit: the situation's hand must be stated card by card
(``hand_cards`` of the player's ``zones``, `logic.situation.model`); a hand stated as a number only does not say what
its cards are, and the situation then cannot say (None: the sentence is unread, never guessed). Each picked card is a
branch of the engine (``chosen``, `logic.timing.target_ops`); every card of "each" is discarded (no choice).

Promises: `hand_shape` is a function of the target; `hand_cards` returns card ids in the hand's stated order, and how
many one pick takes, or None.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from ..abilities import model as m

__all__ = ["HandShape", "hand_shape", "hand_cards", "MAX_OPTIONS"]

#: the card types a hand card may be named by (nouns), each its MarvelCDB type code
_TYPES: dict[m.Noun, str] = {m.Noun.EVENT: "event", m.Noun.UPGRADE: "upgrade", m.Noun.SUPPORT: "support",
                             m.Noun.ALLY: "ally"}
#: the card types "N <type> cards" names (``card_type`` filter values)
_TYPE_WORDS = ("event", "upgrade", "support", "ally", "resource")
_RESOURCES = ("energy", "mental", "physical", "wild")
_SUPERLATIVES = ("highest cost", "lowest cost")
#: at most this many picks for one effect (more: the situation leaves the effect unread)
MAX_OPTIONS = 10


@dataclass(frozen=True)
class HandShape:
    """What a discard from the hand names: ``kind`` (a type code, "" any card), ``icon`` (a printed resource, ""
    none), ``each`` (every match), ``k`` (cards one pick takes), ``most`` (a superlative, "" none), ``this_too``."""

    kind: str
    icon: str
    each: bool
    k: int
    most: str
    this_too: bool


def _your_hand(t: m.Target | None) -> str | None:
    """Whether ``t`` is "your hand": "" for it, its superlative for "your hand with the highest cost" (the reading of
    "a card from your hand with the highest cost"), None for another target."""
    if t is None or t.noun is not m.Noun.HAND or t.also or t.owner is None or t.owner.noun is not m.Noun.YOU \
            or t.owner.filters or t.owner.also:
        return None
    if not t.filters:
        return ""
    f = t.filters[0]
    ok = len(t.filters) == 1 and f.kind is m.FilterKind.SUPERLATIVE and f.value in _SUPERLATIVES and f.target is None
    return f.value if ok else None


def hand_shape(t: m.Target | None) -> HandShape | None:
    """The shape of a discard's target from "your hand" (see the module), None for another shape."""
    if t is None:
        return None
    this_too = t.noun is m.Noun.THIS_CARD and not t.filters and len(t.also) == 1 and t.count is None
    if this_too:
        t = t.also[0]
    if t.also or t.owner is not None or t.name or (t.noun is not m.Noun.CARD and t.noun not in _TYPES
                                                   and t.noun is not m.Noun.RESOURCE):
        return None
    kind, icon, most, zone = _TYPES.get(t.noun, ""), "", "", 0
    for f in t.filters:
        if f.kind is m.FilterKind.ZONE and f.value == "from" and _your_hand(f.target) is not None:
            zone += 1
            if _your_hand(f.target):
                if most:
                    return None
                most = _your_hand(f.target)
        elif f.kind is m.FilterKind.CARD_TYPE and f.value in _TYPE_WORDS and t.noun is m.Noun.CARD and not kind \
                and f.target is None:
            kind = f.value
        elif f.kind is m.FilterKind.RESOURCE and f.value in _RESOURCES and not icon and f.target is None:
            icon = f.value
        elif f.kind is m.FilterKind.SUPERLATIVE and f.value in _SUPERLATIVES and not most and f.target is None:
            most = f.value
        else:
            return None
    if zone != 1 or (kind and icon) or (t.noun is m.Noun.RESOURCE and not icon):
        return None
    if t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and t.count is None and not most:
        return HandShape(kind, icon, True, 0, "", this_too)
    if this_too:
        return None
    if most:   # "the highest-cost card", "a card ... with the highest cost", "1 event ... with the lowest cost"
        ok = (t.quantifier in (m.Quantifier.THE, m.Quantifier.A) and t.count is None) or (
            t.quantifier is m.Quantifier.NUMBER and t.count is not None and t.count.value == 1)
        return HandShape(kind, icon, False, 1, most, False) if ok else None
    if t.quantifier is m.Quantifier.A and t.count is None and (kind or icon):
        return HandShape(kind, icon, False, 1, "", False)
    c = t.count
    if t.quantifier is m.Quantifier.NUMBER and c is not None and (kind or icon) and c.value and not (
            c.variable or c.per is not None or c.per_player or c.up_to or c.additional or c.at_least):
        return HandShape(kind, icon, False, c.value, "", False)
    return None


def _fits(c: dict, s: HandShape) -> bool:
    return (not s.kind or c["type"] == s.kind) and (not s.icon or s.icon in c.get("resources", []))


def hand_cards(b, card, sentence, e: m.Effect) -> tuple[list[str], int] | None:
    """The ids of the hand cards ``e`` discards or picks among (builder ``b``) and how many one pick takes (0 for
    "each": all of them); None when its "you" names no player, when that hand is not stated card by card, when a
    pick has no card to pick or more than `MAX_OPTIONS` picks, or when a superlative meets a card of no printed
    cost."""
    s = hand_shape(e.target)
    if s is None:
        return None
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    z = b.sit.zones.get(who) if who else None
    if z is None or "hand_cards" not in z:
        return None
    got = [c for c in z["hand_cards"] if _fits(c, s)]
    if s.each:
        return [c["id"] for c in got], 0
    if s.most:
        if any("cost" not in c for c in got):
            return None
        best = (max if s.most == "highest cost" else min)((c["cost"] for c in got), default=None)
        got = [c for c in got if c["cost"] == best]
    ids = [c["id"] for c in got]
    k = 1 if s.most else s.k
    return (ids, k) if ids and (1 if len(ids) <= k else comb(len(ids), k)) <= MAX_OPTIONS else None



def hand_picked(t: m.Target | None) -> bool:
    """Whether ``t`` is a discard from the hand the player picks (one or N cards, or the highest- / lowest-cost one):
    the ability's chosen target slot (`logic.situation.scenario`) holds its candidates."""
    s = hand_shape(t)
    return s is not None and not s.each


def hand_op(b, card, sentence, e: m.Effect) -> dict | None:
    """The engine effect of a discard from the hand (builder ``b``): ``discard_card`` on every card of "each X" (and
    this card, for "this card and each X"), or on the candidates of the pick (its chosen slot, marked ``chosen`` by
    the builder); [] (no effect) when nothing of a hand stated card by card fits "each X"; None when the situation
    cannot name them (`hand_cards`) or a pick has no candidate."""
    s = hand_shape(e.target)
    if not s.each:
        slot = getattr(b, "_slot", 0)
        got = b._choice[slot - 1][1] if slot > 0 else None
        return {"op": "discard_card", "targets": list(got)} if got else None
    got = hand_cards(b, card, sentence, e)
    if got is None:
        return None
    ids = got[0]
    if s.this_too:
        moved = b.moved(card, m.Target(m.Noun.THIS_CARD))
        if moved is None:
            return None
        ids = [moved] + ids
    return {"op": "discard_card", "targets": ids} if ids else []   # (no card fits a hand stated whole: nothing)


def hand_owners(t: m.Target | None) -> str | None:
    """Whose hand "N cards (at random) from each player's / the first player's hand" takes from: "each" or "first"
    (None for another target). The engine's ``discard`` takes that many from each such hand's count; a hand stated
    card by card then says which cards went is not known (`logic.timing.player_deck_ops.moved`)."""
    if t is None or t.noun is not m.Noun.HAND or t.filters or t.also or t.count is not None or t.owner is None:
        return None
    o = t.owner
    if o.filters or o.also or o.owner is not None or o.count is not None:
        return None
    if o.noun is m.Noun.PLAYER and o.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL):
        return "each"
    return "first" if o.noun is m.Noun.FIRST_PLAYER else None


def hand_owners_op(b, e: m.Effect, n: int | None) -> dict | None:
    """``discard`` of ``n`` cards from each named player's hand (builder ``b``), or None."""
    who = hand_owners(e.target)
    if who is None or not n:
        return None
    players = list(b.sit.players) if who == "each" else [b.sit.first]
    return {"op": "discard", "targets": [b.identity(p) for p in players], "amount": n}
