"""Cards named by a printed trait (issue 15 §3/§5): "place 1 charm counter on the Enchantment card in your play area",
"place 3 shatter counters on the Avatar of Loki villain", "place 1 secret counter on each Board Member card".

`trait_cards` reads the shape off the structure: one trait (the target's only TRAIT filter, no "or"), a type (card,
environment, villain, attachment, upgrade, support, ally, minion, side scheme), "the" (one card: the only one of
that trait and type there is) or "each" / "all" (every one), and at most one place: "in play" or "in your play area"
(controlled by, or engaged with, the player the "you" names). The catalogue (`logic.situation.applicable`) accepts
it for counters placed or removed (the engine keeps one count of counters per card).

`trait_card_ids` names them in a situation: the situation's cards of that type printing that trait (and in that
play area). "The" with no such card, or with two or more, is not converted (None: the situation does not say which,
or there is none); "each" with none is not converted either (the situation does not say there is none in play).

Promises: `trait_cards` is a function of the target; `trait_card_ids` returns card ids in the situation's order, or
None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["trait_cards", "trait_card_ids", "TYPES"]

N = m.Noun
#: the types a card named by its trait may be, by noun (None: any card in play)
TYPES: dict[m.Noun, tuple[str, ...] | None] = {
    N.CARD: None, N.ENVIRONMENT: ("environment",), N.VILLAIN: ("villain",), N.ATTACHMENT: ("attachment",),
    N.UPGRADE: ("upgrade",), N.SUPPORT: ("support",), N.ALLY: ("ally",), N.MINION: ("minion",),
    N.SIDE_SCHEME: ("side_scheme",)}
_NOT_IN_PLAY = ("event", "treachery", "main_scheme")


def trait_cards(t: m.Target | None) -> tuple[str, m.Noun, bool, str] | None:
    """(trait, noun, every?, place) of "the / each <Trait> <type> [in play | in your play area]": place "" (none
    named), "play" or "yours"; None for another shape."""
    if t is None or t.noun not in TYPES or t.also or t.owner is not None or t.count is not None or t.name:
        return None
    if t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL):
        every = True
    elif t.quantifier is m.Quantifier.THE:
        every = False
    else:
        return None
    traits = [f for f in t.filters if f.kind is m.FilterKind.TRAIT]
    rest = [f for f in t.filters if f.kind is not m.FilterKind.TRAIT]
    if len(traits) != 1 or not traits[0].value or " or " in traits[0].value or traits[0].target is not None \
            or len(rest) > 1:
        return None
    place = ""
    if rest:
        f = rest[0]
        if f.kind is m.FilterKind.ZONE and f.value == "in play" and f.target is None:
            place = "play"
        elif f.kind is m.FilterKind.ZONE and f.value == "in" and _your_play_area(f.target):
            place = "yours"
        else:
            return None
    return traits[0].value, t.noun, every, place


def _your_play_area(a: m.Target | None) -> bool:
    return a is not None and a.noun is N.PLAY_AREA and not a.filters and not a.also and a.owner is not None \
        and a.owner.noun is N.YOU and not a.owner.filters


def _traits(c) -> set[str]:
    return {x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()}


def trait_card_ids(b, card, sentence, e, t: m.Target) -> list[str] | None:
    """The ids of the situation's cards ``t`` names (builder ``b``; `trait_cards` holds), or None (see the module)."""
    trait, noun, every, place = trait_cards(t)
    who = b.you_in(card, sentence, e.span[0], e.span[1]) if place == "yours" else ""
    if place == "yours" and not who:
        return None
    types = TYPES[noun]
    got = [c.id for c in b.sit.cards.values()
           if (c.card_type in types if types else c.card_type not in _NOT_IN_PLAY) and not c.dealt_as_boost
           and trait.lower() in _traits(c) and (place != "yours" or who in (c.controller, c.engaged_with))]
    if not got or (not every and len(got) != 1):
        return None
    return got
