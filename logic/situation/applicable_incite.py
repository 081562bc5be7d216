"""Incite X given by an effect: the catalogue's whitelist (`incite_why`) and its engine effect on a reveal
(`incite_op`; the item is made by `logic.situation.entry_keyword_items`).

Incite X (Keywords p2 "Incite X"): when a player reveals a card with incite X, that player places X threat on the
main scheme. A constant ability that gives incite therefore acts on one moment the situation engine models: the
situation's ``reveal`` event of a card the ability gives it to. Applied shapes (anything else keeps its reason):

- "this card gains incite X" (its own constant ability: when this card is the card revealed);
- "each other encounter card gains incite X" (a card in play: when the card revealed is any other encounter card);

X a printed number (times the players for "[per_hero]"), no duration, conditions as the catalogue tests them
("In expert mode": `logic.situation.mode`). The engine effect is the outcome engine's ``threat`` of X on the main
scheme, in an item of the reveal (`logic.situation.entry_keyword_items`), when the rule base's situation clauses entail
``reveal_places_threat("incite", "main_scheme")`` (``encodings/marvel_champions/common/situation_keywords.py``,
Keywords p2.b6); nothing when the revealed card is not one it names, or no clause says so.

Promises: `incite_why` is a function of the effect alone; `incite_op` of the situation, the card and the effect; it
names no card the situation does not hold.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["incite_why", "incite_target", "incite_op"]

_WHY = "incite given to anything but this card or each other encounter card, or with no printed number or a " \
       "duration: not applied"


def incite_target(t: m.Target | None) -> str:
    """What "<t> gains incite X" gives it to: ``this`` (this card), ``other_encounter`` (each other encounter card),
    or "" (anything else)."""
    if t is None or t.also or t.count is not None or t.owner is not None:
        return ""
    if t.noun is m.Noun.THIS_CARD and not t.filters:
        return "this"
    kinds = sorted((f.kind.value, f.value) for f in t.filters if f.target is None)
    if t.noun is m.Noun.CARD and t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and len(kinds) == 2 \
            and kinds == sorted([(m.FilterKind.OTHER.value, "other"), (m.FilterKind.CARD_TYPE.value, "encounter")]):
        return "other_encounter"
    return ""


def incite_why(e: m.Effect) -> str | None:
    """Why "X gains incite N" ``e`` is not applied (None when it is one of the module's shapes)."""
    a = e.amount
    if not incite_target(e.target) or e.duration is not m.Duration.NONE or a is None or a.value is None \
            or a.variable or a.per is not None or a.up_to or a.additional or a.at_least:
        return _WHY
    return None


def incite_op(b, card, e: m.Effect) -> dict | None:
    """The engine effect of incite ``e`` (on ``card``) for builder ``b``: X threat on the main scheme when the
    situation's event is the reveal of a card ``e`` gives incite to; None otherwise (not this moment)."""
    ev = b.sit.event
    if ev.kind != "reveal" or ev.card not in b.sit.cards:
        return None
    shape = incite_target(e.target)
    revealed = b.sit.card(ev.card)
    if shape == "this":
        hit = ev.card == card.id
    else:
        hit = shape == "other_encounter" and ev.card != card.id and revealed.is_encounter
    n = b.amount(e)
    if not hit or n is None:
        return None
    from .rules import situation_facts
    rules = getattr(b, "rules", None)
    cites = situation_facts(rules).because("reveal_places_threat", "incite", "main_scheme") if rules else ()
    if not cites:
        return None   # no clause says what incite does: not applied (the ledger's "not read")
    if b.main not in b.schemes:
        b.schemes[b.main] = 0
    b.clauses |= set(cites)
    return {"op": "threat", "target": b.main, "amount": n}

