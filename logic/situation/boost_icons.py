"""Boost icons a boost card gains, in a situation: the engine's ``boost_icons`` on the attack.

An effect "this card gains [boost][boost]" / "this card gets +2 boost icons for this activation" (GAIN_BOOST_ICONS,
accepted by `logic.situation.applicable` in a Boost ability only) read on the card dealt as the attacking enemy's own
boost card (the first card the situation states as dealt as boost: the one whose icons the attack counts) becomes
``boost_icons`` by that many on the attack of the situation's event, when the rule base says every boost icon on a
boost card adds to the activation (``boost_icons_add``, `logic.situation.rules`, from Boost p2: an icon the card
gained is on it).

Not converted (left unread): a card other than the attack's own boost card (an additional one's icons are
`logic.situation.activation.give_boost_op`'s), an event other than an enemy attack, a target other than this card.

Promises: `gained_icons_op` returns an engine effect or None, and adds to ``b.clauses`` the clauses its fact rests
on; a function of the situation, the card and the effect.
"""

from __future__ import annotations

from ..abilities import model as m
from .rules import situation_facts

__all__ = ["gained_icons_op"]


def gained_icons_op(b, card, sentence, e) -> dict | None:
    """The engine effect of the GIVE_BOOST_ICONS ``e`` read on ``card`` (the catalogue accepts it): ``boost_icons``
    by its amount (as `b.amount` reads it: printed, or the unit of a count) on the attacker of the situation's attack
    event; None when ``card`` is not the attack's own boost card, or the fact does not hold."""
    ev = b.sit.event
    if ev.kind != "attack" or e.target is None or e.target.noun is not m.Noun.THIS_CARD:
        return None
    dealt = [c for c in b.sit.cards.values() if c.dealt_as_boost]
    if not dealt or dealt[0].id != card.id:
        return None
    facts = situation_facts(b.rules)
    n = b.amount(e)
    if n is None or not facts.holds("boost_icons_add"):
        return None
    b.clauses |= set(facts.because("boost_icons_add"))
    return {"op": "boost_icons", "target": ev.attacker, "amount": n}
