"""A keyword a constant ability gives while an identity is in a form, or while a character has a trait: "While in
hero form, Nebula gains retaliate 1.", "While Nebula is in hero form, her attacks gain piercing and overkill.", "While
you have the RESTRAINED trait, you gain steady." (part of the catalogue of `logic.situation.applicable`, and of the
situation's conversion).

A constant ability whose text seeks a condition ("if", "while") has its effect at any time that condition holds
(Rules Reference, Ability p2.b1, ``mc.en.ability.constant_while_condition``): the keyword is had while the identity
is in that form (the character has that trait), lost when that changes, had again when it changes back. The engine
keeps it so: the ``keyword`` op lasting ``in_play`` with ``kept`` and ``if_form`` / ``if_form_of`` (or an
``if_state`` ``trait:<character>:<trait>``) (`logic.timing.keyword_ops`, under the policy
``keyword_kept_while_condition``), given whatever holds as its item resolves, in effect only while that holds; the
situation converts it so when its rule base's situation clauses say a constant ability seeks its condition all along
(``constant_condition_kept``, ``mc.common.situation_constant.condition_kept``).

Accepted (`as_judged`): a GAIN_KEYWORD with no duration whose one condition is "if / while (you are / <a card named>
is) (not) in hero / alter-ego form" (no named form: those are a face, `logic.situation.conditions_form`) or "if /
while (you / <a card named>) ha(s/ve) the <trait> trait" (one trait, `kept_trait`; its ``if_state`` made by
`logic.situation.conditions.state_op`, kept when `kept_state` says so), judged as
the same keyword with that condition set aside (the keyword, its target, its amount); with no duration, the
catalogue applies it in a constant ability only. In a situation
(`kept_op`): whose form it is, the identity of its card's controller ("in hero form"), of the sentence's "you" ("you
are in hero form") or the named card when it is an identity of the situation; else not decided (None: the effect is
left unread).

Promises: `kept_form`, `kept_keyword` and `as_judged` are functions of the condition / effect alone; `kept_op`
returns the op with its kept form, or None. No import of
`logic.situation.applicable` (which imports this module).
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from ..timing.keyword_ops import KEYWORDS
from .rules import situation_facts

__all__ = ["kept_form", "kept_trait", "kept_keyword", "as_judged", "kept_op", "kept_state"]

N = m.Noun
_FORMS = ("hero", "alter_ego")


def _plain(t: m.Target) -> bool:
    return not t.filters and not t.also and t.owner is None and t.count is None


def kept_form(c: m.Condition) -> bool:
    """Whether ``c`` is "if / while (you are / <named card> is) (not) in hero / alter-ego form"."""
    p = c.predicate
    if c.kind not in (m.ConditionKind.IF, m.ConditionKind.WHILE) or p is None or p.kind is not m.PredicateKind.IN_FORM:
        return False
    s = p.subject
    return p.form in _FORMS and not p.form_name and (s is None or (s.noun in (N.YOU, N.NAMED_CARD) and _plain(s)))


def kept_trait(c: m.Condition) -> bool:
    """Whether ``c`` is "if / while (you / <named card> / this card / the villain) (not) ha(s/ve) the <trait> trait"
    (one trait): the engine's ``trait:<character>:<trait>`` (`logic.situation.conditions`)."""
    p = c.predicate
    if c.kind not in (m.ConditionKind.IF, m.ConditionKind.WHILE) or p is None \
            or p.kind is not m.PredicateKind.HAS_TRAIT:
        return False
    s = p.subject
    return s is not None and s.noun in (N.YOU, N.NAMED_CARD, N.THIS_CARD, N.VILLAIN) and _plain(s) and bool(p.trait) \
        and " or " not in p.trait.lower() and "," not in p.trait


def kept_state(b, op: dict, c: m.Condition) -> bool:
    """Whether the situation of builder ``b`` keeps condition ``c`` of constant keyword ``op`` over time as its
    ``if_state`` (`logic.situation.conditions.state_op`): a `kept_trait`, when the situation clauses say a constant
    ability seeks its condition all along (the clause then cited)."""
    if op.get("op") != "keyword" or op.get("duration") != "in_play" or not kept_trait(c):
        return False
    facts = situation_facts(b.rules)
    if not facts.holds("constant_condition_kept"):
        return False
    b.clauses |= set(facts.because("constant_condition_kept"))
    return True


def _constant_target(t: m.Target | None) -> bool:
    """Whether ``t`` is no attack under way ("this / that attack": the attack's, not a constant keyword)."""
    return t is not None and not (t.owner is None and (t.noun is N.ATTACK or (t.noun is N.IT
                                                                              and t.is_a is N.ATTACK)))


def kept_keyword(e: m.Effect) -> bool:
    """Whether ``e`` is a keyword the engine keeps on a character (`logic.timing.keyword_ops.KEYWORDS`: not surge,
    not one that acts as its card enters play or is revealed) given with no duration, to no attack under way, under
    exactly one `kept_form` or `kept_trait` condition."""
    return e.kind is m.EffectKind.GAIN_KEYWORD and e.keyword is not None and e.keyword.value in KEYWORDS \
        and e.duration is m.Duration.NONE and _constant_target(e.target) and len(e.conditions) == 1 \
        and (kept_form(e.conditions[0]) or kept_trait(e.conditions[0]))


def as_judged(e: m.Effect) -> m.Effect:
    """A `kept_keyword` judged as the same keyword with no condition (the engine keeps its condition, `kept_op`); any
    other effect unchanged. Outside a constant ability the catalogue still refuses a keyword given with no duration
    (`logic.situation.applicable_given`)."""
    return replace(e, conditions=()) if kept_keyword(e) else e


def kept_op(b, op: dict, card, sentence, c: m.Condition) -> dict | None:
    """``op`` (a constant ``keyword``) kept while the identity ``c`` names is in its form: ``kept``, ``if_form`` and
    ``if_form_of``; None when the situation of builder ``b`` does not name that identity."""
    from .counting import _card
    p = c.predicate
    s = p.subject
    if s is None or s.noun is N.YOU:   # "while in hero form": its card's controller; "you": the sentence's
        who = card.controller if s is None else b.you_in(card, sentence, c.span[0], c.span[1])
        held = b.sit.identity_of(who) if who else None
        ident = held.id if held is not None and held.id in b.characters else None
    else:   # a card named: an identity of the situation
        held = _card(b, card, s)
        ident = held.id if held is not None and held.card_type in _FORMS and held.id in b.characters else None
    if not ident:
        return None
    facts = situation_facts(b.rules)   # a constant ability seeks its condition all along (Ability p2.b1), when the
    if not facts.holds("constant_condition_kept"):   # rule base's situation clauses say so
        return None
    b.clauses |= set(facts.because("constant_condition_kept"))
    form = {"hero": "alter_ego", "alter_ego": "hero"}[p.form] if p.negated else p.form
    return dict(op, kept=True, if_form=form, if_form_of=ident)
