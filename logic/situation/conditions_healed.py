""""If no damage was healed this way, this card gains surge": a condition on how much damage an earlier heal of the
same ability removed, tested by the outcome engine (part of `logic.situation.conditions`, beside the other "this
way" conditions of `logic.situation.conditions_done`).

The engine records, as an item resolves, how many hit points each of its ``heal`` effects restored on its targets
(`logic.timing.done_ops`: ``healed:<k>``, the k-th effect of the item). Healing damage is one of the effects an
ability has on its target (Rules Reference, Target p1.b3.1); a character with no damage on it has nothing to heal,
so a heal on it removes no damage and "no damage was healed this way" holds. The condition reads that record for
the one heal of the ability before it, when its effect resolves, as every "if" of `logic.situation.conditions`.

Accepted (`healed_tested`): an "if" HEALED ("damage was healed this way", negated by "no"), with no subject, object,
amount or event of its own; its ability must hold exactly one earlier heal (`healed_why_in`). In a situation
(`healed_state`), that heal must have become exactly one engine ``heal`` of the same item, outside a choice; else it
is not decided: the effect is left unconverted, never guessed.

Promises: `healed_tested` is a function of the condition alone, `healed_why_in` of the ability and effect;
`healed_state` returns the engine's ``if_state`` and bounds, or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["healed_tested", "healed_why_in", "healed_state"]


def healed_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if (no) damage was healed this way" (see the module)."""
    p = c.predicate
    return c.kind is m.ConditionKind.IF and p is not None and p.kind is m.PredicateKind.HEALED \
        and p.subject is None and p.object is None and p.amount is None and p.event is None


def _heals_before(ability: m.Ability | None, effect: m.Effect) -> int:
    """How many heals come before ``effect`` in ``ability`` (0 when it is not one of its effects)."""
    effects = list(ability.effects) if ability is not None else []
    at = next((i for i, x in enumerate(effects) if x is effect), None)
    return 0 if at is None else sum(1 for x in effects[:at] if x.kind is m.EffectKind.HEAL)


def healed_why_in(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """Why a "healed this way" condition of ``effect`` is not tested in ``ability`` (None: it is, or it has none):
    its ability must hold exactly one heal before it."""
    if any(healed_tested(c) for c in effect.conditions) and _heals_before(ability, effect) != 1:
        return "condition 'healed this way': not one earlier heal of its ability"
    return None


def healed_state(b, card, sentence, c: m.Condition, e: m.Effect) -> dict | None:
    """The engine's ``if_state`` and bounds for condition ``c`` of ``e`` in the situation of builder ``b`` (the ops
    made so far for its ability: ``b._made_ops``); None when not decided (see the module)."""
    made = getattr(b, "_made_ops", None)
    if not made or any("option" in op for op in made):
        return None
    found = [k for k, op in enumerate(made, 1) if op.get("op") == "heal"]
    if len(found) != 1:
        return None
    if c.predicate.negated:   # "if no damage was healed this way": none healed
        return {"if_state": f"healed:{found[0]}", "if_at_least": 0, "if_at_most": 0}
    return {"if_state": f"healed:{found[0]}", "if_at_least": 1}
