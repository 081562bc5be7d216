"""A condition on the minions engaged with a player, tested by the outcome engine (part of
`logic.situation.conditions`): "If you are not engaged with a minion, Master Mold schemes", "If you are engaged with
a Controlled minion, reveal this card", "if a MARAUDER minion is engaged with you".

The engine counts the minions of the group engaged with that player as the effect resolves
(``engaged_with:<identity>:<a>,<b>``, `logic.timing.engaged_count_ops`: the engagement as stated, then as
``engage`` effects changed it), at least 1 ("you are engaged with a minion"), at most 0 ("not engaged"), as every
"if" of the structure (the clause family of `logic.situation.conditions`).

Accepted (`engaged_tested`): an "if" IS_ENGAGED, negated or not, between "you" (plain) and "a minion" / "a <trait>
minion" (one trait filter at most, no owner, count, "another" or "also"), either way round. In a situation
(`engaged_state`): the minions are the situation's own (printing the trait, not dealt as a boost), as the group
conditions count the cards a situation names; none stated, or one whose engagement is not stated (a minion in play
is always engaged with a player), is not decided, and so is a "you" with no single player or no identity stated:
the effect is left unconverted, never guessed.

Promises: `engaged_tested` is a function of the condition alone; `engaged_state` returns the engine's ``if_state``
with its bounds, or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["engaged_tested", "engaged_state"]

N, F = m.Noun, m.FilterKind


def _you(t: m.Target | None) -> bool:
    return t is not None and t.noun is N.YOU and not t.filters and not t.also and t.owner is None and t.count is None


def _minions(t: m.Target | None) -> bool:
    """Whether ``t`` is "a minion" / "a <trait> minion"."""
    return t is not None and t.noun is N.MINION and t.quantifier in (m.Quantifier.A, m.Quantifier.ANY) \
        and not t.also and t.owner is None and t.count is None and not t.name \
        and len(t.filters) <= 1 and all(f.kind is F.TRAIT and f.target is None for f in t.filters)


def _sides(c: m.Condition) -> tuple[m.Target, m.Target] | None:
    """(you, the minions) of an accepted condition, either way round; None for any other."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.IS_ENGAGED or p.amount:
        return None
    if _you(p.subject) and _minions(p.object):
        return p.subject, p.object
    if _minions(p.subject) and _you(p.object):
        return p.object, p.subject
    return None


def engaged_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if you are (not) engaged with a (<trait>) minion" (see the module)."""
    return _sides(c) is not None


def _traits(card) -> list[str]:
    return [x.strip().lower() for x in str(card.record.get("traits") or "").split(".") if x.strip()]


def engaged_state(b, card, sentence, c: m.Condition, e: m.Effect) -> dict | None:
    """The engine's ``if_state`` and bounds for engagement condition ``c`` in the situation of builder ``b``; None
    when the situation does not tell (see the module)."""
    you, group = _sides(c)
    who = b.you_in(card, sentence, c.span[0], c.span[1])
    ident = b.sit.identity_of(who) if who else None
    if ident is None or ident.id not in b.characters:
        return None
    trait = next((f.value.lower() for f in group.filters), None)
    cards = [x for x in b.sit.cards.values() if x.card_type == "minion" and not x.dealt_as_boost
             and (trait is None or trait in _traits(x))]
    if not cards or any(x.engaged_with is None or x.id not in b.characters for x in cards):
        return None
    bounds = {"if_at_least": 0, "if_at_most": 0} if c.predicate.negated else {"if_at_least": 1}
    return {"if_state": f"engaged_with:{ident.id}:{','.join(x.id for x in cards)}", **bounds}
