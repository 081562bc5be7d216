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

The card may be one the player picks ("on 1 Black Panther upgrade you control": `logic.situation.picked_ability`):
each card that fits is a candidate, and the effects of the ability of each (read as above, every one of them, else
none is applied) are marked as the engine's chosen slot ``of_pick`` (`logic.timing.target_ops`): each pick a branch,
the effects of the card picked resolve and those of the others do not. The candidates are `MAX_PICKED` at most.

`resolved_ops` promises: a list of engine effects or None; the builder's ``unread`` ledger, and its targets chosen
so far (one more when a card is picked), are as before the call.
"""

from __future__ import annotations

from ..abilities import model as m
from dataclasses import replace

from . import chosen as _chosen
from .applicable import resolved_card
from .chosen_cards import candidates as _cards_chosen, chosen_types
from .picked_ability import picked_host
from .resolve_its import its_effect, with_its_card
from .resolve_each import each_host, each_host_ids
from .structure import structures

__all__ = ["resolved_ops", "MAX_RESOLVE_DEPTH", "MAX_PICKED"]

#: how many abilities deep an ability resolving another is followed
MAX_RESOLVE_DEPTH = 2
#: at most this many cards picked among, whose ability resolves
MAX_PICKED = 6


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
    if its_effect(e):   # "resolve its 'X' ability": the card the ability named before (`resolve_its`)
        st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
        e = with_its_card(st, e)
        if e is None:
            return None
    if each_host(e.target) is not None:   # the ability of each card that fits: the one there is (`resolve_each`)
        ids = each_host_ids(b, card, sentence, e)
        if not ids or len(ids) != 1 or getattr(b, "resolve_depth", 0) >= MAX_RESOLVE_DEPTH or any(
                c.predicate is not None and c.predicate.kind is m.PredicateKind.IN_FORM for c in e.conditions):
            return None
        return _ability_ops(b, b.sit.card(ids[0]), e.target.name.strip('"').strip().lower())
    where = resolved_card(e.target)
    depth = getattr(b, "resolve_depth", 0)
    if (where is None and picked_host(e.target) is None) or depth >= MAX_RESOLVE_DEPTH or any(
            c.predicate is not None and c.predicate.kind is m.PredicateKind.IN_FORM for c in e.conditions):
        return None   # (a form condition is carried by one engine effect, not by several)
    if where is None:
        return _picked_ops(b, card, sentence, e)
    other = _card_of(b, card, where)
    if other is None:
        return None
    return _ability_ops(b, other, e.target.name.strip('"').strip().lower())


def _picked_ops(b, card, sentence, e) -> list[dict] | None:
    """The effects of the ability of each card ``e`` picks (`picked_ability`), each marked ``chosen`` (a new slot)
    with ``of_pick`` its card; None when no card fits, more than `MAX_PICKED` do, or one of them is not read."""
    host = picked_host(e.target)
    if chosen_types(host) is not None:
        got = _cards_chosen(b, card, sentence, replace(e, target=host))
        ids = got[0] if got and got[1] == 1 else None
    else:
        who = b.you_in(card, sentence, e.span[0], e.span[1]) if _chosen.needs_you(host) else None
        ids = _chosen.candidates(b, host, who, card.id)
    if not ids or len(ids) > MAX_PICKED:
        return None
    saved, slot = list(getattr(b, "_choice", [])), getattr(b, "_slot", 0)   # (`b.effects` resets them)
    try:
        each = [_ability_ops(b, b.sit.card(x), e.target.name.strip('"').strip().lower()) for x in ids]
    finally:
        b._choice, b._slot = saved, slot
    if any(ops is None or any(k in op for op in ops for k in ("chosen", "option", "of_pick")) for ops in each):
        return None   # (a pick or a choice inside the ability picked: not applied)
    b._choice.append((host.noun, list(ids), "", ""))
    b._place_chosen(ids)
    return [dict(op, chosen=len(b._choice), of_pick=x) for x, ops in zip(ids, each) for op in ops]


def _ability_ops(b, other, label: str) -> list[dict] | None:
    """The engine effects of ``other``'s ability labelled ``label`` (see the module), or None."""
    depth = getattr(b, "resolve_depth", 0)
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
