"""Toughness given by an effect: the catalogue's whitelist (`toughness_why`) and its engine effect as a minion is
revealed (`toughness_op`; the item is made by `logic.situation.entry_keyword_items`).

Toughness (Keywords p2.b25, Toughness): when a character with toughness enters play, it is given a tough status
card. A character already in play that gains toughness gets nothing; so an effect that gives toughness acts on one
moment the situation engine models: the situation's ``reveal`` event of a minion it gives toughness to (a revealed
minion enters play, Reveal p2.b2.3). Applied shapes (anything else keeps its reason):

- "each minion gains toughness", "each <trait> minion gains toughness" (a card in play, or the minion revealed
  itself): when the minion revealed is one (its printed traits, case aside);
- "this card gains toughness", "<this card's name> gains toughness" (its own constant ability): when this card is
  the minion revealed;

no amount, no duration, conditions as the catalogue tests them ("In expert mode"). The engine effect is the outcome
engine's ``status`` giving the revealed minion a ``tough`` card, in an item with ``keyword = "toughness"`` (its
timing: ``mc.en.keywords.toughness``), when the rule base's situation clauses entail
``entry_gives_status("toughness", "tough")`` and ``reveal_enters_play("minion")``.

Promises: `toughness_why` is a function of the effect alone; `toughness_op` of the situation, the card and the
effect; none names a card the situation does not hold.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["toughness_why", "toughness_op", "FACTS"]

_WHY = "toughness given to anything but each (<trait>) minion, this card or its name, or with an amount or a " \
       "duration: it acts when its character enters play, and a character the engine holds is in play already"
#: the situation facts (`logic.situation.rules`) the engine effect rests on
FACTS = (("entry_gives_status", "toughness", "tough"), ("reveal_enters_play", "minion"))


def _shape(t: m.Target | None) -> tuple[str, str] | None:
    """("minion", trait or "") for "each (<trait>) minion", ("this", "") for this card, ("named", name); else None."""
    if t is None or t.also or t.count is not None or t.owner is not None:
        return None
    if t.noun is m.Noun.THIS_CARD and not t.filters:
        return "this", ""
    if t.noun is m.Noun.NAMED_CARD and not t.filters and t.name:
        return "named", t.name
    if t.noun is m.Noun.MINION and t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL):
        traits = [f for f in t.filters if f.kind is m.FilterKind.TRAIT and f.target is None]
        if len(traits) == len(t.filters) <= 1 and all(f.value and " or " not in f.value for f in traits):
            return "minion", traits[0].value if traits else ""
    return None


def toughness_why(e: m.Effect) -> str | None:
    """Why "X gains toughness" ``e`` is not applied (None when it is one of the module's shapes)."""
    if _shape(e.target) is None or e.amount is not None or e.duration is not m.Duration.NONE:
        return _WHY
    return None


def _traits(c) -> set[str]:
    return {x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()}


def toughness_op(b, card, e: m.Effect) -> dict | None:
    """The engine effect of toughness ``e`` (on ``card``) for builder ``b``: a tough status card for the minion the
    situation's event reveals, when ``e`` gives it toughness and the clauses say so; None otherwise."""
    ev = b.sit.event
    shape = _shape(e.target)
    if ev.kind != "reveal" or ev.card not in b.sit.cards or shape is None or ev.card not in b.characters:
        return None
    r = b.sit.card(ev.card)
    if r.card_type != "minion":
        return None
    kind, what = shape
    hit = (kind == "this" and r.id == card.id) or (kind == "named" and r.id == card.id
                                                   and r.name.lower() == what.lower()) \
        or (kind == "minion" and (not what or what.lower() in _traits(r)))
    if not hit:
        return None
    from .rules import situation_facts
    rules = getattr(b, "rules", None)
    facts = situation_facts(rules) if rules else None
    cites = [c for f in FACTS for c in facts.because(*f)] if facts else []
    if facts is None or not all(facts.holds(*f) for f in FACTS):
        return None   # no clause says what toughness given does here: not applied (the ledger's "not read")
    b.clauses |= set(cites)
    return {"op": "status", "target": r.id, "card": "tough"}
