"""A count on "it" ("he", "she"), tested by the outcome engine (part of `logic.situation.conditions`): "After War
attacks you, if he has at least 1 hit point, discard an upgrade or support you control", "Place 1 pursuit counter on
Pursued by the Past. Then, if it has any counters on it, the villain schemes".

"It" names the card `logic.situation.activation_it.it_enemy` reads off the ability's structure (the nearest earlier
effect naming a card, else the trigger's subject when it is this card or a card named): the condition is then the
count of a card named, tested as the effect resolves like every "if" (the clause family of
`logic.situation.conditions`):

- the hit points left, damage or threat on it (`logic.situation.conditions_quantity`'s shapes, on that card);
- "it has any counters / N counters on it": the counters on it (any kind: the engine keeps one count per card,
  ``counters:<card>``), at least N ("any": 1); refused on a scheme (the engine keeps no counters on a scheme).

Accepted by the catalogue (`it_count_tested`): an "if" of one of those shapes, not negated, on a plain "it" (the
object, for counters, "it" or none); its ability must name the card (`it_count_why_in`). In a situation
(`it_count_state`), that card must be one the situation names once; else the effect is left unconverted.

Promises: `it_count_tested` is a function of the condition alone, `it_count_why_in` of the ability and effect;
`it_count_state` returns the engine's ``if_state`` and bounds, or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .activation_it import it_enemy
from .applicable_counts import printed_number
from .conditions_quantity import quantity_state, quantity_tested
from .counting import _card
from .structure import structures

__all__ = ["it_count_tested", "it_count_why_in", "it_count_state"]

N = m.Noun


def _it(t: m.Target | None) -> bool:
    return t is not None and t.noun is N.IT and not t.filters and not t.also and t.owner is None and t.count is None


def _as_named(c: m.Condition) -> m.Condition:
    """``c`` with its subject a card named (to ask `quantity_tested` of its shape)."""
    return replace(c, predicate=replace(c.predicate, subject=m.Target(N.NAMED_CARD, name="it")))


def _counters(c: m.Condition) -> bool:
    """Whether ``c`` is "if it has any / N counters on it" (any kind of counter)."""
    p = c.predicate
    return p.kind is m.PredicateKind.COUNT_AT_LEAST and p.counted is None and not p.counter \
        and (p.object is None or _it(p.object)) and p.amount is not None and p.amount.stat is None \
        and printed_number(p.amount, None, ("additional",)) is not None


def it_count_tested(c: m.Condition) -> bool:
    """Whether ``c`` is a count on a plain "it" of an accepted shape (see the module)."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.negated or not _it(p.subject):
        return False
    return _counters(c) or (p.object is None and quantity_tested(_as_named(c)))


def _named(ability, e: m.Effect) -> m.Target | None:
    return it_enemy(ability, e) if ability is not None else None


def it_count_why_in(ability, effect: m.Effect) -> str | None:
    """Why a count on "it" of ``effect`` is not tested in ``ability`` (None: it is, or it has none)."""
    if any(it_count_tested(c) for c in effect.conditions) and _named(ability, effect) is None:
        return "condition on 'it': the card it names is not named by the engine"
    return None


def it_count_state(b, card, sentence, c: m.Condition, e: m.Effect) -> dict | None:
    """The engine's ``if_state`` and bounds for count ``c`` on "it" of ``e`` in the situation of builder ``b``; None
    when the card is not one the situation names (or holds no count of that kind)."""
    ability = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
    target = _named(ability, e)
    held = _card(b, card, target) if target is not None else None
    if held is None:
        return None
    p = c.predicate
    if not _counters(c):   # damage, hit points, threat: as on a card named (`conditions_quantity`)
        return quantity_state(b, card, sentence, replace(c, predicate=replace(p, subject=target)))
    if held.id in b.schemes or held.card_type in ("main_scheme", "side_scheme"):
        return None   # the engine keeps no counters on a scheme
    if held.id not in b.characters:
        b.cards.setdefault(held.id, held.counters)
    return {"if_state": f"counters:{held.id}", "if_at_least": printed_number(p.amount, None, ("additional",))}
