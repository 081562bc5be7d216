"""A condition on the resource icon printed on the card an earlier effect of the same ability discarded from the top
of a deck, tested by the outcome engine (part of `logic.situation.conditions`): "After Hulk attacks, discard the top
card of your deck. If that card's printed resource has: [physical] - Deal 2 damage to an enemy. [energy] - ...".

The engine records which cards an item discarded from the top of the resolving player's deck or of the encounter
deck (`logic.timing.discarded_ops`) and counts the resource icons of one type printed on them
(``discarded:resource_<type>``); the condition holds when that count is at least 1 as its effect resolves, as every
"if" of the structure (the clause family of `logic.situation.conditions`). What the world does not hold is never
guessed: a deck not stated card by card (or whose order a shuffle lost) makes the count *not decided*
(`discarded_ops.count` names it), and the effect then applies nothing in that undecided outcome.

Which icon a card "has" is the printed words' own: a [wild] icon is no printed [energy] icon (the cards that mean a
wild one say so, "[wild] - All of the above"); no Rules Reference entry in ../shared/rules speaks of it, so no
clause of ``encodings/`` decides it (`logic.timing.discarded_ops` reads it the same way).

Accepted by the catalogue (`resource_tested`): an "if" HAS_RESOURCE of exactly one resource type (energy, mental,
physical, wild), not negated, on "it" / "that card" (no filter, owner, count or "also"), with no object or amount.
Its ability must discard, before it, exactly one card from the top of a deck: one effect "discard the top card of
your deck" / "of the encounter deck", and no other discard from a deck before it, and every sentence of the ability
before the effect's must be read whole (`resource_why_in`: "For each resource counted this way, if it is a:", unread,
would repeat the option per icon): "that card" is the card it took. In a situation (`resource_state`), that discard must have become exactly one engine discard
off the top of a deck (``discard_deck`` / ``discard_encounter``) of the same item; else the effect is left
unconverted.

Not accepted: a card discarded from a hand ("Discard a resource card from your hand ... If that card has a printed
[physical] icon": which card is chosen is the player's), a card paid with or tucked, "the top card of your deck"
read without discarding it, two icons at once ("a [mental] or [wild] resource icon").

Promises: `resource_tested` is a function of the condition alone, `resource_why_in` of the ability and effect;
`resource_state` returns the engine's ``if_state`` and bounds, or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_discarded import from_the_encounter_deck, from_your_deck

__all__ = ["resource_tested", "resource_why_in", "resource_state", "TYPES"]

#: the resource types a "that card has [type]" condition may name (`logic.timing.discarded_ops.WHAT`)
TYPES = ("energy", "mental", "physical", "wild")
#: the engine ops that discard cards off the top of a deck and record them (`logic.timing.discarded_ops.record`)
_DECK_OPS = ("discard_deck", "discard_encounter")


def resource_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if that card('s printed resource) has [type]", one type (see the module)."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.HAS_RESOURCE or p.negated:
        return False
    s = p.subject
    return len(p.resources) == 1 and p.resources[0] in TYPES and s is not None and s.noun is m.Noun.IT \
        and s.is_a in (None, m.Noun.CARD) and not s.filters and not s.also and s.owner is None and s.count is None \
        and p.object is None and p.amount is None


def _one_card(x: m.Effect) -> bool:
    """Whether discard ``x`` takes one card ("the top card", no count above 1)."""
    t = x.target
    return x.amount is None and (t is None or t.count is None or t.count.value == 1)


def _deck_discards(effects: list, effect: m.Effect) -> list[m.Effect] | None:
    """The discards from a deck before ``effect`` in ``effects`` (a discard until, too); None when ``effect`` is not
    one of them."""
    at = next((i for i, x in enumerate(effects) if x is effect), None)
    if at is None:
        return None
    return [x for x in effects[:at] if x.kind is m.EffectKind.DISCARD_UNTIL
            or (x.kind is m.EffectKind.DISCARD and (from_your_deck(x) or from_the_encounter_deck(x)))]


def resource_why_in(ability, effect: m.Effect) -> str | None:
    """Why a "that card has [type]" condition of ``effect`` is not tested in ``ability`` (None: it is, or it has
    none): its ability must discard exactly one card from the top of a deck before it."""
    if not any(resource_tested(c) for c in effect.conditions):
        return None
    found = _deck_discards(list(ability.effects) if ability is not None else [], effect)
    if not found or len(found) != 1 or found[0].kind is not m.EffectKind.DISCARD or not _one_card(found[0]):
        return "condition has_resource on 'that card': not the one card its ability discarded from the top of a " \
            "deck before it"
    if not _read_before(ability, effect):
        return "condition has_resource on 'that card': a sentence before it the grammar did not read whole"
    return None


def _read_before(ability, effect: m.Effect) -> bool:
    """Whether every sentence of ``ability`` before the one of ``effect`` was read whole (what they say of the card,
    "for each resource counted this way", is then known)."""
    at = next((i for i, x in enumerate(ability.effects) if x is effect), None)
    marks = tuple(getattr(ability, "effect_sentences", ()) or ())
    if at is None or at >= len(marks):
        return False
    return all(r.status is m.ReadStatus.FULLY for r in tuple(ability.sentences)[:marks[at]])


def resource_state(b, card, sentence, c: m.Condition, e: m.Effect) -> dict | None:
    """The engine's ``if_state`` and bounds for condition ``c`` of ``e`` in the situation of builder ``b`` (the ops
    made so far for its ability: ``b._made_ops``); None when they hold not exactly one discard off a deck."""
    made = getattr(b, "_made_ops", None) or []
    if any("option" in op for op in made) or sum(1 for op in made if op.get("op") in _DECK_OPS) != 1:
        return None
    return {"if_state": f"discarded:resource_{c.predicate.resources[0]}", "if_at_least": 1}
