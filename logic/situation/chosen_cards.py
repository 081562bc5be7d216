"""Cards an effect's resolving player chooses among (issue 15 §3): "discard an upgrade you control", "discard an ally
or support you control", "choose and discard a <Trait> upgrade you control".

`chosen_types` reads the target's shape off the ability structure (a function of the target alone): one card ("a"),
N cards ("2 <Trait> upgrades") or the highest- / lowest-cost one ("the highest-cost card"), of one or more of the
card types a zone operation moves from play (`TYPES`; "card" with a superlative: a card of those types, and not
decided when a card of another type with a printed cost is there, an event being played aside), the
controller's filter "you control" (on the target, or on the last of its "or" alternatives, which it shares) and at
most one printed trait; no owner, zone or other filter.

`candidates` lists, in one situation, the candidates: the situation's cards of those types (and that trait, printed on
the card) controlled by the player the "you" of the effect names, or those tied for the superlative, and how many
one pick takes (N). The engine does not guess the pick: the effect is a chosen target of the engine
(`logic.timing.target_ops`, ``chosen`` with ``together = N``, Target p1.b2.2, ``targets_chosen``), each pick a branch
(every N of them, all of them when no more than N fit); with none, the situation cannot say (None).

`every_types` reads "each <type> [you control] [in play]" (each / every / all, one type among `EVERY`, at most one
printed trait, "other": not this card): every card of the situation that fits (`everyone`), all of them discarded
(no choice). "Each other X" is read (English and French alike) as each X with the filter other: every one but this
card; "another X" (one card) is not accepted here.

Promises: `chosen_types` and `every_types` are functions of the target; `candidates` returns card ids and N,
`everyone` card ids, in the situation's order, or None when the "you" names no player or no card fits.
"""

from __future__ import annotations

from math import comb

from ..abilities import model as m

__all__ = ["TYPES", "EVERY", "chosen_types", "candidates", "every_types", "everyone"]

#: the card types (nouns) a chosen card may be, each a card in play a zone operation moves
TYPES: dict[m.Noun, str] = {m.Noun.UPGRADE: "upgrade", m.Noun.SUPPORT: "support", m.Noun.ALLY: "ally"}


#: at most this many options for one chosen card (more: the situation leaves the effect unread)
MAX_OPTIONS = 10
_SUPERLATIVES = ("highest cost", "lowest cost")


def chosen_types(t: m.Target | None) -> tuple[tuple[str, ...], str, int, str] | None:
    """The card types, the trait ("" for none), how many cards and the superlative ("" for none) of "a <type> [or
    <type>] you control", "N <Trait> <type>s you control", "the highest-cost (lowest-cost) <type> [or <type>] / card
    you control" (None for another shape; "card": every card with a printed cost, `_costed`)."""
    if t is None or t.owner is not None or t.name:
        return None
    alts = (t,) + tuple(t.also)
    if any(a.noun not in TYPES or a.owner is not None or a.count is not None or a.name or a.also for a in alts[1:]):
        return None
    if t.noun not in TYPES and not (t.noun is m.Noun.CARD and not t.also):
        return None
    first, last = [f for f in t.filters if f.kind is m.FilterKind.SUPERLATIVE], alts[-1]
    most = first[0].value if len(first) == 1 and first[0].target is None else ""
    if first and most not in _SUPERLATIVES:
        return None
    if most:
        if t.quantifier is not m.Quantifier.THE or t.count is not None:
            return None
        k = 1
    elif t.quantifier is m.Quantifier.A and t.count is None and t.noun is not m.Noun.CARD:
        k = 1
    elif t.quantifier is m.Quantifier.NUMBER and t.count is not None and t.noun is not m.Noun.CARD \
            and t.count.value and not (t.count.variable or t.count.per is not None or t.count.per_player
                                       or t.count.up_to or t.count.additional or t.count.at_least):
        k = t.count.value
    else:
        return None
    trait = ""
    rest = [f for f in last.filters if f.kind is not m.FilterKind.SUPERLATIVE or last is not t]
    kinds = [f.kind for f in rest]
    if kinds.count(m.FilterKind.CONTROLLER) != 1 or kinds.count(m.FilterKind.TRAIT) > 1 \
            or any(x not in (m.FilterKind.CONTROLLER, m.FilterKind.TRAIT) for x in kinds):
        return None
    for f in rest:
        if f.target is not None or (f.kind is m.FilterKind.CONTROLLER and f.value != "you control"):
            return None
        if f.kind is m.FilterKind.TRAIT:
            if not f.value or " or " in f.value or "," in f.value or len(alts) > 1:
                return None
            trait = f.value
    if any(f.kind is not m.FilterKind.SUPERLATIVE for a in alts[:-1] for f in a.filters) \
            or any(a.filters for a in alts[1:-1]):
        return None
    types = ("card",) if t.noun is m.Noun.CARD else tuple(dict.fromkeys(TYPES[a.noun] for a in alts))
    return types, trait, k, most


def _traits(c) -> list[str]:
    return [x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()]


def _cost(c) -> int | None:
    v = c.record.get("cost")
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def candidates(b, card, sentence, e: m.Effect) -> tuple[list[str], int] | None:
    """The cards ``e``'s chosen cards are picked among (builder ``b``, `logic.situation.scenario`) and how many one
    pick takes (N; a superlative: each card tied for it, one); None when the "you" names no player, when no card
    fits, or when there are more than `MAX_OPTIONS` picks (every N of them, `logic.timing.target_ops.choices`)."""
    shape = chosen_types(e.target)
    if shape is None:
        return None
    types, trait, k, most = shape
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    if not who:
        return None
    mine = [c for c in b.sit.cards.values() if c.controller == who and (not trait or trait.lower() in _traits(c))]
    if types == ("card",):   # any card in play with a printed cost: one of a type not in `TYPES` is not decided
        if any(_cost(c) is not None and c.card_type not in TYPES.values() and c.card_type != "event" for c in mine):
            return None
        types = tuple(TYPES.values())
    got = [c for c in mine if c.card_type in types]
    if most:   # the highest (lowest) printed cost among them: each card tied for it is a pick
        got = [c for c in got if _cost(c) is not None]
        best = (max if most == "highest cost" else min)((_cost(c) for c in got), default=None)
        got, k = [c for c in got if _cost(c) == best], 1
    ids = [c.id for c in got]
    return (ids, k) if ids and (1 if len(ids) <= k else comb(len(ids), k)) <= MAX_OPTIONS else None


#: the card types (nouns) "each <type>" may discard: cards in play a zone operation moves
EVERY: dict[m.Noun, str] = {**TYPES, m.Noun.ENVIRONMENT: "environment",
                            m.Noun.ATTACHMENT: "attachment"}
_EACH = (m.Quantifier.EACH, m.Quantifier.ALL)


def every_types(t: m.Target | None) -> tuple[str, str, bool, bool] | None:
    """The card type, the trait ("" for none), whether "you control" and whether "other" of "each [other] [<Trait>]
    <type> [you control] [in play]" (None for another shape)."""
    if t is None or t.quantifier not in _EACH or t.noun not in EVERY or t.also or t.owner is not None \
            or t.count is not None or t.name:
        return None
    trait, mine, other = "", False, False
    kinds = [f.kind for f in t.filters]
    if len(kinds) != len(set(kinds)):
        return None
    for f in t.filters:
        if f.target is not None:
            return None
        if f.kind is m.FilterKind.TRAIT and f.value and " or " not in f.value and "," not in f.value:
            trait = f.value
        elif f.kind is m.FilterKind.CONTROLLER and f.value == "you control":
            mine = True
        elif f.kind is m.FilterKind.OTHER:
            other = True
        elif not (f.kind is m.FilterKind.ZONE and f.value == "in play"):
            return None
    return EVERY[t.noun], trait, mine, other


def everyone(b, card, sentence, e: m.Effect) -> list[str] | None:
    """The ids of the situation's cards "each <type> ..." of ``e`` names (builder ``b``); None when its "you" names
    no player, or when no card fits (the situation does not say there is none in play)."""
    shape = every_types(e.target)
    if shape is None:
        return None
    kind, trait, mine, other = shape
    if other and card.card_type != kind:   # "other" than a card of another kind: not this card (`each_other`)
        return None
    who = b.you_in(card, sentence, e.span[0], e.span[1]) if mine else ""
    if mine and not who:
        return None
    got = [c.id for c in b.sit.cards.values() if c.card_type == kind and (not mine or c.controller == who)
           and (not trait or trait.lower() in _traits(c)) and not (other and c.id == card.id)]
    return got or None
