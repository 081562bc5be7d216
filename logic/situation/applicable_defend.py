"""The catalogue's entry for a character a card ability makes the defender of an attack (DEFEND: "When an enemy would
attack you, Rooftop Lookout defends instead.", "this card defends"): the engine's ``defend`` (the effect the
scenario's declared defender has, `logic.timing.effects`), and its translation in a situation.

Rules: Defend, Defense p1.b2.1 / p1.b3.2 (a card ability that says a character is declared the defender: a hero makes
a basic defense, its DEF reducing the damage; an ally becomes the defender, the attack's damage going to it),
encodings/marvel_champions/en/defend.py (its ledger for p1.b2.1 and p1.b3.2; the damage to an ally defender is the
policy of ``mc.en.defend.ally_target``).

Accepted: this card or a card named defending (the ability's own card, or one it names), with no amount, duration,
condition, link or other field ("defends for you": the "you" attacked, as the ability's trigger names; "if able": the
engine applies what it can); in an ability that waits for an attack, when or before it is made (its trigger an attack:
the attack the defender is declared for, before its damage, `defend_why_in`). Refused, with the reason: "a character you control defends" (a pick the
engine is not told), a defense outside an attack.

`defend_op` (the situation's part) names the defender (a character of the situation) when the situation's event is an
attack: ``defend`` of that attack, its amount the defender's DEF for a hero, 0 for any other character; None when it
cannot (never guessed).

Promises: `defend_why` is a function of the effect alone, `defend_why_in` of the effect and its ability;
`defend_op` returns an engine effect or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .field_checks import kept_fields_why, unread_fields

__all__ = ["defend_why", "defend_why_in", "defend_op"]

#: the fields a DEFEND does not read (each one set is a reason)
_FIELDS = unread_fields("source")


def defend_why(e: m.Effect) -> str | None:
    """None when the engine applies DEFEND ``e`` whole (see the module); else why not, in a few words."""
    why = kept_fields_why(e, "defend", _FIELDS)
    if why:
        return why
    if e.optional or e.link is not m.Link.FIRST or any(
            c.kind is not m.ConditionKind.IF or c.predicate is None or c.predicate.kind is not m.PredicateKind.ABLE
            or c.predicate.negated for c in e.conditions):
        return "an optional, linked or conditioned defense: not applied"
    s = e.source
    if s is not None and (s.noun is not m.Noun.YOU or s.filters or s.also or s.owner is not None or s.count is not None):
        return "a defense for anyone but 'you': not applied"
    t = e.target
    if t is None or t.noun not in (m.Noun.THIS_CARD, m.Noun.NAMED_CARD) or t.filters or t.also \
            or t.count is not None or t.owner is not None:
        return "a defender other than this card or a card named: not applied"
    return None


def defend_why_in(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why DEFEND ``e`` is not applied in ``ability`` (None: it is): the ability must wait for an attack (the one the
    defender is declared for)."""
    trig = getattr(ability, "trigger", None)
    if trig is None or trig.event is not m.EventKind.ATTACK:
        return "a defense outside an ability waiting for an attack: not applied"
    if trig.timing not in (m.Timing.WHEN, m.Timing.WOULD):   # a defender is declared before the attack's damage
        return "a defense after the attack it would defend: not applied"
    return None


def defend_op(b, card, sentence, e) -> dict | None:
    """The engine effect of DEFEND ``e`` read on ``card`` (the catalogue accepts it): ``defend`` of the situation's
    attack by the character the target names, DEF for a hero (a basic defense), 0 for any other; None when the
    situation's event is not an attack or the target names no single character of it."""
    if b.sit.event.kind != "attack":
        return None
    who = b.targets(e.target, card, sentence, e.span)
    if not who or len(who) != 1 or who[0] not in b.characters or who[0] not in b.sit.cards:
        return None
    d = b.sit.card(who[0])
    if d.card_type not in ("hero", "ally"):
        return None   # a defender is a hero or an ally (Defend p1.b2, p1.b3)
    return {"op": "defend", "target": d.id, "amount": d.stat("defense", 0) if d.card_type == "hero" else 0}
