"""Cards named by their title and type, revealed, put into play or set aside (issue 15 §5): part of the catalogue of
`logic.situation.applicable` (its `_target` and `deck_why` ask `named_move`), and the situation's ops.

"Put the Criminal Enterprise environment into play.", "Reveal the Boarding Party side scheme.", "Put the set-aside
Future of Despair into play.", "Reveal Gnipahellir and Garm.", "Put the Badoon Ship environment and the Milano support
into play.", "Set the Orbital Decay side scheme aside.": each card named goes into play (the engine's zone operation
``put_into_play``, `logic.timing.zone_ops`: a card out of play enters play, not revealed), is revealed (``reveal``:
where its type sends it is the reveal policies', from the Reveal entry) or is set aside (``set_aside``: out of play).
What the printed words say (the rules reference the engine holds has no entry on these words): the card is the one
whose title the text prints, of the type printed after it.

Accepted, for each card named (the target and each of its other targets, "X and Y"): a card named by its title
(``named_card``), or "the <X> <type>" (the reader keeps X as the card's one printed trait: a type among environment,
side scheme, minion, attachment, upgrade, support, ally, treachery; "the", no "or"), perhaps "set-aside" (the engine's
``from = "set_aside"``: the operation applies only to a card in the set-aside area); no owner ("Wolverine's Claws",
"The Tyrant's Throne": read as an owner, not a title), count, other filter, amount, source, side, "as a" card,
controller or zone. A single card named by its title with no filter is `applicable.moved_card` /
`applicable_order.card_reveal`'s, not this module's.

`named_ids` names the cards in a situation: for each card named, the situation's one card of that type whose title is
X; none such: its one card of that type printing trait X ("the Enchantment card"); none, or two or more: not
converted (the situation does not say which, or the card is not there; never guessed).

Promises: `named_move` is a function of the effect alone; `named_ids` and `named_op` return card ids / engine effects
or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["NAMED_KINDS", "TYPES", "named_move", "named_ids", "named_op"]

N, K, F = m.Noun, m.EffectKind, m.FilterKind
#: the kinds this module applies -> the engine's zone operation
NAMED_KINDS: dict[m.EffectKind, str] = {K.PUT_INTO_PLAY: "put_into_play", K.REVEAL: "reveal", K.SET_ASIDE: "set_aside"}
#: the type nouns "the <X> <type>" may print -> the printed type the situation's card must have
TYPES: dict[m.Noun, str] = {N.ENVIRONMENT: "environment", N.SIDE_SCHEME: "side_scheme", N.MINION: "minion",
                            N.ATTACHMENT: "attachment", N.UPGRADE: "upgrade", N.SUPPORT: "support", N.ALLY: "ally",
                            N.TREACHERY: "treachery"}


def _one(t: m.Target) -> tuple[str, str, bool] | None:
    """(title, type "" any, set aside?) of one card named (see the module); None for another shape."""
    if t.owner is not None or t.count is not None or t.is_a is not None:
        return None
    aside = [f for f in t.filters if f.kind is F.SET_ASIDE]
    rest = [f for f in t.filters if f.kind is not F.SET_ASIDE]
    if len(aside) > 1 or any(f.target is not None for f in aside):
        return None
    if t.noun is N.NAMED_CARD:
        return (t.name, "", bool(aside)) if t.name.strip() and not rest else None
    if t.noun not in TYPES or t.quantifier is not m.Quantifier.THE or t.name or len(rest) != 1:
        return None
    f = rest[0]
    if f.kind is not F.TRAIT or not f.value.strip() or " or " in f.value or f.target is not None:
        return None
    return f.value, TYPES[t.noun], bool(aside)


def named_move(e: m.Effect) -> tuple[tuple[str, str, bool], ...] | None:
    """The cards (title, type, set aside?) effect ``e`` reveals or puts into play, when it is such an effect (see the
    module); None otherwise (and for a single card named by title alone, which the catalogue applies elsewhere)."""
    t = e.target
    if e.kind not in NAMED_KINDS or t is None or e.amount is not None or e.source is not None or e.side \
            or e.as_card is not None or e.controller is not None or e.zone is not None:
        return None
    got = [_one(x) for x in (t, *t.also)]
    if any(g is None for g in got) or any(x.also for x in t.also):
        return None
    if len(got) == 1 and t.noun is N.NAMED_CARD and not t.filters:
        return None   # "put Invented Fog into play": `moved_card` / `card_reveal`
    return tuple(got)


def _traits(c) -> set[str]:
    return {x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()}


def named_ids(cards, named: tuple[tuple[str, str, bool], ...]) -> list[str] | None:
    """The ids of the situation's ``cards`` (id -> card) the titles ``named`` name (see the module), in their order;
    None when one of them names no single card."""
    out = []
    for title, ctype, _ in named:
        kind = [c for c in cards.values() if not ctype or c.card_type == ctype]
        got = [c.id for c in kind if c.name.lower() == title.lower()] or \
              [c.id for c in kind if ctype and title.lower() in _traits(c)]
        if len(got) != 1:
            return None
        out.append(got[0])
    return out if len(set(out)) == len(out) else None


def named_op(b, e: m.Effect) -> dict | list[dict] | None:
    """The engine's zone operation on each card ``e`` names (builder ``b``; a list when it names several), each card
    placed as `_Builder.moved` places a card (a situation's cards are in play); None when `named_move` does not hold
    or the situation does not name each card."""
    named = named_move(e)
    ids = named_ids(b.sit.cards, named) if named is not None else None
    if ids is None:
        return None
    ops = []
    for (_, _, aside), x in zip(named, ids):
        c = b.sit.cards[x]
        if x not in b.characters and x not in b.schemes:
            who = c.controller or ""
            b.places.setdefault(x, {"name": x, "zone": "play", "type": c.card_type, "owner": c.owner or who,
                                    "controller": who})
        ops.append({"op": NAMED_KINDS[e.kind], "target": x, **({"from": "set_aside"} if aside else {})})
    return ops[0] if len(ops) == 1 else ops
