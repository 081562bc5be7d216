"""The signature of an ability for the edge decision: its structure cut down to the fields the solver reads.

An edge decision (`logic.pool_graph.edges.edge_constraints` and `_decide_struct`) reads, of A's effect,
A's trigger and B's trigger, only: the effect's kind and target; each trigger's event, subject and object;
of a damage effect, whether its amount is "that" one; of a trigger, an attack as its source ("from an attack");
the ability's attack label (labelled "(attack)", not, or not all read); of a target, its noun, quantifier, filters (kind and value; of a zone filter, the noun and printed name of
the zone or card it names: "of your deck", "a copy of <Name>"), the noun an "it" keeps ("that enemy"), the owner's noun, the printed name of a
NAMED_CARD and the targets named with it; of each condition, its kind and, for the kinds it models, the
predicate's kind, form, negation and subject noun; the ability's form when it is hero or alter-ego.

`project_*` keep exactly those fields and set every other one to its default (amounts, counts, spans,
durations, sources, statuses, filter targets, trigger timing ...). So two abilities with equal signatures
give the solver the same constraints under the same labels, hence the same decision: equal signatures,
equal verdicts, by construction. ``tests/test_pool_graph_signature.py`` checks it on the official pool
(decisions of the full structures against those of their signatures).

Promises
--------
- Each ``project_*`` is idempotent and returns a value of the same model class as its argument.
- Everything the decision reads of its argument is kept unchanged.
"""

from __future__ import annotations

from logic.abilities import model as m
from logic.pool_graph.words import DAMAGE_EFFECTS, attack_label

__all__ = ["project_target", "project_effect", "project_trigger", "project_condition", "project_ability"]

#: condition kinds `edges._condition` models (others are listed as assumed, by kind alone)
_MODELLED = (m.ConditionKind.IF, m.ConditionKind.FORM_ONLY, m.ConditionKind.WHILE, m.ConditionKind.AS_LONG_AS)


def project_target(t: m.Target | None) -> m.Target | None:
    """Noun, quantifier, filters (kind, value; a zone filter's own target: noun and name), the noun an "it"
    keeps (``is_a``), owner's noun,
    the name of a named card, the targets named with it; nothing else."""
    if t is None:
        return None
    return m.Target(noun=t.noun, quantifier=t.quantifier,
                    filters=tuple(m.Filter(f.kind, f.value, _zone_target(f)) for f in t.filters),
                    owner=m.Target(t.owner.noun) if t.owner is not None else None,
                    name=t.name if t.noun is m.Noun.NAMED_CARD else "",
                    also=tuple(project_target(u) for u in t.also), is_a=t.is_a)


def _zone_target(f: m.Filter) -> m.Target | None:
    """What a zone filter names, cut to its noun and (for a named card) its printed name."""
    if f.kind is not m.FilterKind.ZONE or f.target is None:
        return None
    return m.Target(f.target.noun, name=f.target.name if f.target.noun is m.Noun.NAMED_CARD else "")


def project_effect(e: m.Effect) -> m.Effect:
    """Kind and target; of a damage effect whose amount is "that" one ("takes that damage"), that much."""
    that = (m.Amount(variable="that_amount") if e.kind in DAMAGE_EFFECTS and e.amount is not None
            and e.amount.variable == "that_amount" else None)
    return m.Effect(e.kind, amount=that, target=project_target(e.target))


def _attack(t: m.Target | None) -> m.Target | None:
    """An attack as the source of a trigger's occurrence ("from an attack"), cut to its noun; None else."""
    return m.Target(t.noun) if t is not None and t.noun is m.Noun.ATTACK else None


def project_trigger(t: m.Trigger | None) -> m.Trigger | None:
    """Event, subject and object; the timing is set to WHEN (the decision asks whether the occurrence meets
    the trigger, not when the ability resolves)."""
    if t is None:
        return None
    return m.Trigger(t.event, m.Timing.WHEN, False, project_target(t.subject), project_target(t.object),
                     source=_attack(t.source), not_source=_attack(t.not_source))


def project_condition(c: m.Condition) -> m.Condition:
    """Kind; for a modelled kind, the predicate's kind and, where read, form, negation, subject noun."""
    p = c.predicate
    if c.kind not in _MODELLED or p is None:
        return m.Condition(c.kind)
    if p.kind is m.PredicateKind.IN_FORM and p.form in ("hero", "alter_ego"):
        return m.Condition(c.kind, m.Predicate(p.kind, negated=p.negated, form=p.form))
    if p.kind is m.PredicateKind.IS_EXHAUSTED and p.subject is not None and p.subject.noun in (
            m.Noun.THIS_CARD, m.Noun.IT):
        return m.Condition(c.kind, m.Predicate(p.kind, subject=m.Target(p.subject.noun), negated=p.negated))
    return m.Condition(c.kind, m.Predicate(p.kind))


def project_ability(ab: m.Ability, effect: int | None) -> m.Ability:
    """A constant ability with ``ab``'s form (hero / alter-ego, else none), its attack label
    (`logic.pool_graph.words.attack_label`, as its qualifier, when ``effect`` is given), its conditions projected and, when ``effect``
    is given, that one effect projected (the ability's only effect)."""
    form = ab.form if ab.form in ("hero", "alter_ego") else ""
    effects = (project_effect(ab.effects[effect]),) if effect is not None else ()
    return m.Ability(m.AbilityKind.CONSTANT, form=form, qualifier=attack_label(ab) if effect is not None else "",
                     conditions=tuple(project_condition(c) for c in ab.conditions), effects=effects)
