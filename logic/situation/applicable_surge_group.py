"""Surge given to a group of encounter cards by a constant ability ("Each Criminal minion gains surge", "Each Tech
attachment gains surge", "Each copy of Creeping Willow gains surge"): the catalogue's shapes (`group_surge`) and the
engine effect as a card of the group is revealed (`surge_group_op`; the item is made by
`logic.situation.entry_keyword_items`).

Surge (Keywords p2.b21): after a player reveals a card with surge, that player reveals another encounter card. A
constant ability giving surge to a group acts on the situation's ``reveal`` event of a card of that group (its type,
its printed trait, case aside; or its name for "each copy of <name>"): the outcome engine's ``reveal_top`` of the
encounter deck, in an item with ``keyword = "surge"`` (its timing: ``mc.en.keywords.surge``, after the reveal; as a
forced response to it, after its When Revealed abilities, ``mc.en.reveal.responses_wait``). The card revealed need
not be in play; the card whose ability it is must be (a card of the situation), or be the card revealed.

Not applied (the catalogue's reason stays): "the first ... revealed each round" (which reveal is the first is no
part of the situation), an amount, a duration, more than one trait, any other filter.

Promises: `group_surge` is a function of the effect alone; `surge_group_op` of the situation, the card and the
effect; it names no card the situation does not hold.
"""

from __future__ import annotations

from ..abilities import model as m
from ..timing.vocab import ENCOUNTER

__all__ = ["group_surge", "surge_group_op", "GROUP_TYPES"]

#: the encounter card types a group given surge may be (the card type of a situation's card)
GROUP_TYPES = {m.Noun.MINION: "minion", m.Noun.ATTACHMENT: "attachment", m.Noun.TREACHERY: "treachery",
               m.Noun.ENVIRONMENT: "environment", m.Noun.SIDE_SCHEME: "side_scheme",
               m.Noun.OBLIGATION: "obligation"}


def _shape(t: m.Target | None) -> tuple[str, str, str] | None:
    """(card type or "", trait or "", name or "") of "each (<trait>) <type>" / "each copy of <name>"; else None."""
    if t is None or t.also or t.count is not None or t.owner is not None \
            or t.quantifier not in (m.Quantifier.EACH, m.Quantifier.ALL):
        return None
    if t.noun in GROUP_TYPES:
        traits = [f for f in t.filters if f.kind is m.FilterKind.TRAIT and f.target is None]
        if len(traits) == len(t.filters) <= 1 and all(f.value and " or " not in f.value for f in traits):
            return GROUP_TYPES[t.noun], traits[0].value if traits else "", ""
        return None
    if t.noun is m.Noun.CARD and len(t.filters) == 2:
        copy = [f for f in t.filters if f.kind is m.FilterKind.CARD_TYPE and f.value == "copy"]
        of = [f for f in t.filters if f.kind is m.FilterKind.ZONE and f.value == "of" and f.target is not None
              and f.target.noun is m.Noun.NAMED_CARD and f.target.name and not f.target.filters]
        if copy and of:
            return "", "", of[0].target.name
    return None


def group_surge(e: m.Effect) -> bool:
    """Whether ``e`` is surge given to a group of encounter cards the engine names (see the module), with no amount
    and no duration."""
    return e.kind is m.EffectKind.GAIN_KEYWORD and e.keyword is m.KeywordName.SURGE and e.amount is None \
        and e.duration is m.Duration.NONE and _shape(e.target) is not None


def _traits(c) -> set[str]:
    return {x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()}


def surge_group_op(b, card, e: m.Effect) -> dict | None:
    """The engine effect of ``e`` (`group_surge` holds) on ``card`` for builder ``b``: ``reveal_top`` of the
    encounter deck when the situation's event reveals a card of the group; None otherwise."""
    ev = b.sit.event
    shape = _shape(e.target)
    if ev.kind != "reveal" or ev.card not in b.sit.cards or shape is None:
        return None
    r = b.sit.card(ev.card)
    kind, trait, name = shape
    if name:
        hit = r.name.lower() == name.lower()
    else:
        hit = r.card_type == kind and (not trait or trait.lower() in _traits(r))
    if not hit:
        return None
    b.clauses.add("mc.en.keywords.surge")   # Keywords p2.b21: the revealing player reveals one more card
    return {"op": "reveal_top", "target": ENCOUNTER}
