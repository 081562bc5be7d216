"""Villainous' reminder (issue 15 §5): "Villainous. (When this minion activates, give it a boost card.)".

`reminder` reads the shape off the ability structure: a constant ability printing the Villainous keyword whose one
effect gives "it" (this card: the minion the trigger names) a boost card, no amount, when this card activates. Its
game function is the keyword's (Keywords p2.b28, `mc.common.situation_keywords.villainous`: the rule base's
``keyword_boost("villainous")``): the minion is given one boost card for each of its activations. In a situation
whose event is that minion's attack, the card the situation states as dealt as its boost is that boost card: its
icons go on the attack (the boost item of `logic.situation.scenario`), which is the reminder applied
(`reminder_parts`); with no card stated as dealt, what it was given is not known (not read: never guessed).

Promises: `reminder` is a function of the structure; `reminder_parts` returns the ledger's parts for one card, or
None when the reminder is not the ability's, or the event is not that minion's attack.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["reminder", "reminder_parts", "villainous_clauses"]


def reminder(ability: m.Ability | None, e: m.Effect | None = None) -> bool:
    """Whether ``ability`` is Villainous' reminder (and ``e``, when given, its one effect)."""
    if ability is None or ability.kind is not m.AbilityKind.CONSTANT or len(ability.effects) != 1 \
            or not any(k.name is m.KeywordName.VILLAINOUS for k in ability.keywords) or ability.conditions:
        return False
    x = ability.effects[0]
    if e is not None and x is not e:
        return False
    tr, t = ability.trigger, x.target
    return tr is not None and tr.event is m.EventKind.ACTIVATES and tr.timing is m.Timing.WHEN and not tr.also \
        and tr.subject is not None and tr.subject.noun is m.Noun.THIS_CARD and not tr.subject.filters \
        and tr.object is None and tr.source is None and tr.joined is None \
        and x.kind is m.EffectKind.GIVE_BOOST and x.amount is None and x.duration is m.Duration.NONE \
        and not x.conditions and x.given is None and t is not None and t.noun in (m.Noun.IT, m.Noun.THIS_CARD) \
        and not t.filters and not t.also and t.owner is None and t.count is None


def reminder_parts(sit, card, a: m.Ability, what: str, applied: dict, facts, part) -> list | None:
    """The ledger's parts of Villainous' reminder ``a`` on ``card`` (``part``: the ledger's `Part`): applied by the
    boost item of the card dealt as its boost when the event is its attack and the rule base gives it that card;
    not read when no card is stated as dealt; None when ``a`` is no reminder or the event is not its attack."""
    ev = sit.event
    if not reminder(a) or ev.kind != "attack" or ev.attacker != card.id \
            or not facts.holds("keyword_boost", "villainous"):
        return None
    dealt = [c for c in sit.cards.values() if c.dealt_as_boost]
    if not dealt:
        return [part(what, "not read", "Villainous: the boost card it is given is not stated (dealt_as_boost)")]
    if not dealt[0].stat("boost", 0):
        return [part(what, "inert", f"Villainous: {dealt[0].id}, dealt as its boost card, has no boost icon")]
    item = applied.get((dealt[0].id, "boost_icons"))
    return [part(what, "applied", f"Villainous: {dealt[0].id}, dealt as its boost card", item)] if item else None


def villainous_clauses(sit, rules: str) -> set[str]:
    """The clauses the ledger's Villainous reminder rests on, when the situation's event is the attack of a minion
    printing it and a card is dealt as its boost (the timing scenario's citations); empty otherwise."""
    from .rules import situation_facts
    from .structure import structures
    ev = sit.event
    if ev.kind != "attack" or ev.attacker not in sit.cards or not any(c.dealt_as_boost for c in sit.cards.values()):
        return set()
    if not any(reminder(st) for _, st in structures(sit.card(ev.attacker))):
        return set()
    return set(situation_facts(rules).because("keyword_boost", "villainous"))
