"""Cards an effect's resolving player chooses among (issue 15 §3): "discard an upgrade you control", "discard an ally
or support you control", "choose and discard a <Trait> upgrade you control".

`chosen_types` reads the target's shape off the ability structure (a function of the target alone): one card ("a"),
of one or more of the card types a zone operation moves from play (`TYPES`), the controller's filter "you control"
(on the target, or on the last of its "or" alternatives, which it shares) and at most one printed trait; no count,
owner, zone, superlative or other filter.

`candidates` lists, in one situation, the cards that fit: the situation's cards of those types (and that trait,
printed on the card) controlled by the player the "you" of the effect names. The engine does not guess the pick:
with more than one candidate each is an option of the item's choice (the player resolving the ability picks one,
Target p1.b2.2, ``options_picked``); with one, it is that card; with none, the situation cannot say (None).

`every_types` reads "each <type> [you control] [in play]" (each / every / all, one type among `EVERY`, at most one
printed trait, "other": not this card): every card of the situation that fits (`everyone`), all of them discarded
(no choice). "each other" read as "another" (one card, or each: the structure does not tell) is not accepted.

Promises: `chosen_types` and `every_types` are functions of the target; `candidates` and `everyone` return card ids
in the situation's order, or None when the "you" names no player or no card fits.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["TYPES", "EVERY", "chosen_types", "candidates", "every_types", "everyone"]

#: the card types (nouns) a chosen card may be, each a card in play a zone operation moves
TYPES: dict[m.Noun, str] = {m.Noun.UPGRADE: "upgrade", m.Noun.SUPPORT: "support", m.Noun.ALLY: "ally"}


def chosen_types(t: m.Target | None) -> tuple[tuple[str, ...], str] | None:
    """The card types and the trait ("" for none) of "a <type> [or <type>] you control" (None for another shape)."""
    if t is None or t.quantifier is not m.Quantifier.A or t.owner is not None or t.count is not None or t.name:
        return None
    alts = (t,) + tuple(t.also)
    if any(a.noun not in TYPES or a.owner is not None or a.count is not None or a.name for a in alts) \
            or any(a.also for a in alts[1:]):
        return None
    last, trait = alts[-1], ""
    kinds = [f.kind for f in last.filters]
    if kinds.count(m.FilterKind.CONTROLLER) != 1 or any(k not in (m.FilterKind.CONTROLLER, m.FilterKind.TRAIT)
                                                         for k in kinds) or kinds.count(m.FilterKind.TRAIT) > 1:
        return None
    for f in last.filters:
        if f.kind is m.FilterKind.CONTROLLER and (f.value != "you control" or f.target is not None):
            return None
        if f.kind is m.FilterKind.TRAIT:
            if not f.value or " or " in f.value or "," in f.value or len(alts) > 1:
                return None
            trait = f.value
    if any(a.filters for a in alts[:-1]):
        return None
    return tuple(dict.fromkeys(TYPES[a.noun] for a in alts)), trait


def _traits(c) -> list[str]:
    return [x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()]


def candidates(b, card, sentence, e: m.Effect) -> list[str] | None:
    """The ids of the situation's cards ``e``'s chosen card may be (builder ``b``, `logic.situation.scenario`);
    None when the "you" names no player, or when no card fits."""
    shape = chosen_types(e.target)
    if shape is None:
        return None
    types, trait = shape
    who = b.you_in(card, sentence, e.span[0], e.span[1])
    if not who:
        return None
    got = [c.id for c in b.sit.cards.values() if c.card_type in types and c.controller == who
           and (not trait or trait.lower() in _traits(c))]
    return got or None


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
    who = b.you_in(card, sentence, e.span[0], e.span[1]) if mine else ""
    if mine and not who:
        return None
    got = [c.id for c in b.sit.cards.values() if c.card_type == kind and (not mine or c.controller == who)
           and (not trait or trait.lower() in _traits(c)) and not (other and c.id == card.id)]
    return got or None
