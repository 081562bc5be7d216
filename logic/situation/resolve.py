"""Another printed ability resolved by an effect ("resolve this card's 'When Revealed' ability"), in a situation.

The effect names a card (`logic.situation.applicable.resolved_card`: this card, a card named, the main scheme,
"the <Trait> environment") and the printed label of one of its abilities. The situation finds that card (the one
card of the situation it names) and that ability (its bold label, the quotes left out), and puts the effects of
its structure, converted as any effect is (`logic.situation.scenario._Builder.effects`), in the place of the
effect: they resolve inside the item that resolves it, in their printed order. Nothing is guessed: when the card
or the ability is not found, when one of its sentences is not read whole or has an effect the engine cannot
apply, when it cancels, or when one of its "you" is not the player resolving the effect, the effect is not
applied (its sentence is not read). An ability that resolves abilities in turn is followed `MAX_RESOLVE_DEPTH`
deep at most (an ability resolving itself stops there).

`resolved_ops` promises: a list of engine effects or None; the builder's ``unread`` ledger is as before the call.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable import resolved_card
from .structure import structures

__all__ = ["resolved_ops", "MAX_RESOLVE_DEPTH"]

#: how many abilities deep an ability resolving another is followed
MAX_RESOLVE_DEPTH = 2


def _card_of(b, card, where: m.Target):
    """The situation card ``where`` names, read on ``card`` (None unless exactly one)."""
    cards = list(b.sit.cards.values())
    if where.noun is m.Noun.THIS_CARD:
        return card
    if where.noun is m.Noun.NAMED_CARD:
        found = [c for c in cards if c.name.lower() == where.name.lower()]
    elif where.noun is m.Noun.MAIN_SCHEME:
        found = [c for c in cards if c.card_type == "main_scheme"]
    else:   # "the <Trait> environment"
        trait = where.filters[0].value.lower()
        found = [c for c in cards if c.card_type == "environment"
                 and trait in [x.strip().lower() for x in str(c.record.get("traits") or "").split(".")]]
    return found[0] if len(found) == 1 else None


def resolved_ops(b, card, sentence, e) -> list[dict] | None:
    """The engine effects of the ability the RESOLVE_ABILITY ``e`` (read on ``card``) names, or None (see the
    module's docstring)."""
    where = resolved_card(e.target)
    depth = getattr(b, "resolve_depth", 0)
    if where is None or depth >= MAX_RESOLVE_DEPTH or any(
            c.predicate is not None and c.predicate.kind is m.PredicateKind.IN_FORM for c in e.conditions):
        return None   # (a form condition is carried by one engine effect, not by several)
    other = _card_of(b, card, where)
    if other is None:
        return None
    label = e.target.name.strip('"').strip().lower()
    found = [(a, st) for a, st in structures(other) if st is not None and (a.label or "").lower() == label]
    if len(found) != 1:
        return None
    a, st = found[0]
    seats = {b.seats.get(w.key) for w in b.words.get(other.id, []) if w.ability.index == a.index}
    if seats - {b.resolver}:
        return None   # a "you" of that ability names another player than the one resolving the effect
    mark = len(b.unread)
    b.resolve_depth = depth + 1
    try:
        ops, cancels = b.effects(other, a)
    finally:
        b.resolve_depth = depth
    read = len(b.unread) == mark
    del b.unread[mark:]
    if not read or cancels or not ops or any(s.status is not m.ReadStatus.FULLY for s in st.sentences):
        return None
    return ops
