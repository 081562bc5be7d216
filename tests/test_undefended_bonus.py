"""An attacker's ATK bonus "if the attack is undefended" (``undefended_bonus``, `logic.timing.undefended_ops`) against a
plain-Python reference over small worlds; and the catalogue's reading of "While X is attacking, he gets +N ATK if the
attack is undefended" (`logic.situation.undefended_bonus`). The situation queries undefended_bonus_* read printed
wordings into it.

The reference is written from the docstrings and Defend, Defense p1.b6, not from the code: under the policy
``undefended_no_defender`` the bonus adds to the attack's damage when no character was declared the defender, or the
ally declared was defeated before the damage (its damage then goes to the hero attacked); a hero declared defender
reduces the damage by its DEF. Without the policy the bonus adds nothing. The cards are invented.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities import model as m
from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.undefended_bonus import undefended_shape
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _table(atk, bonus, who, dfn, kill):
    items = [{"id": "c", "kind": "constant", "controller": "p2", "trigger": "event",
              "effects": [{"op": "undefended_bonus", "target": "villain", "amount": bonus}]}]
    if who:
        items.append({"id": "d", "kind": "declare_defender", "controller": "p1", "trigger": "event",
                      "effects": [{"op": "defend", "target": who, "amount": dfn if who == "hero" else 0}]})
    if kill:   # an interrupt that defeats the ally before the damage (as a boost ability may)
        items.append({"id": "k", "kind": "forced_interrupt", "controller": "p2", "trigger": "event", "would": True,
                      "effects": [{"op": "damage", "target": "ally", "amount": 3}]})
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                           {"name": "ally", "controller": "p1", "hit_points": 3},
                           {"name": "villain", "controller": "p2", "hit_points": 12}],
            "event": {"id": "event", "source": "villain", "effects": [{"op": "attack", "target": "hero",
                                                                       "amount": atk}]},
            "abilities": items}


def _reference(atk, bonus, who, dfn, kill, policy):
    """(hero's health, ally's health or None when defeated)."""
    hero, ally = 10, 3 - (3 if kill else 0)
    defended = who == "hero" or (who == "ally" and ally > 0)
    n = atk + (bonus if policy and not defended else 0)
    if who == "hero":
        hero -= max(0, n - dfn)
    elif defended:
        ally -= n
    else:
        hero -= n
    return hero, (ally if ally > 0 else None)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 4), st.integers(1, 3), st.sampled_from(["hero", "ally", None]), st.integers(0, 2),
       st.booleans(), st.booleans())
def test_an_undefended_bonus_equals_the_reference(atk, bonus, who, dfn, kill, policy):
    order = ["c"] + (["d"] if who else []) + (["k"] if kill else []) + ["event"]
    out = run_order(parse_scenario(_table(atk, bonus, who, dfn, kill), "<t>"), order,
                    {"defender_takes_attack_damage": True, "undefended_no_defender": policy}).to_json()["characters"]
    assert (out["hero"]["health"], out["ally"]["health"]) == _reference(atk, bonus, who, dfn, kill, policy)


def test_no_bonus_when_defended():
    """Control twin of test_the_bonus_adds_when_undefended: the hero defends (DEF 0): the bonus adds nothing."""
    out = run_order(parse_scenario(_table(2, 2, "hero", 0, False), "<t>"), ["c", "d", "event"],
                    {"defender_takes_attack_damage": True, "undefended_no_defender": True}).to_json()["characters"]
    assert out["hero"]["health"] == 8


def test_the_bonus_adds_when_undefended():
    out = run_order(parse_scenario(_table(2, 2, None, 0, False), "<t>"), ["c", "event"],
                    {"defender_takes_attack_damage": True, "undefended_no_defender": True}).to_json()["characters"]
    assert out["hero"]["health"] == 6


# --- the catalogue: "while this card is attacking, he gets +N ATK if the attack is undefended" ---
_WRECKS = "While Invented Crusher is attacking, he gets +2 ATK if the attack is undefended."


@pytest.mark.parametrize("text,applied", [
    (_WRECKS, True),
    ("<b>Forced Response</b>: After Invented Crusher attacks, he gets +2 ATK if the attack is undefended.", False),
    ("While Invented Crusher is attacking, he gets +2 ATK.", False),   # (not this shape: 'while attacking' alone)
])
def test_the_catalogue_reads_the_undefended_bonus(text, applied):
    whys = [ap.why_not_in(e, a.kind, a) for a in read_text(text, "Invented Crusher") for e in a.effects]
    assert whys and all((w is None) == applied for w in whys), whys


def test_the_shape_needs_both_conditions_plain():
    """Control twin of test_the_catalogue_reads_the_undefended_bonus: the same bonus with the attacking condition
    negated, or on another card, is not the shape."""
    e = next(e for a in read_text(_WRECKS, "Invented Crusher") for e in a.effects)
    assert undefended_shape(e)
    c = e.conditions
    kept = next(x for x in c if x.kind is m.ConditionKind.WHILE)
    neg = tuple(x if x is not kept else m.Condition(x.kind, m.Predicate(m.PredicateKind.IS_ATTACKING, subject=m.Target(
        m.Noun.THIS_CARD), negated=True), span=x.span) for x in c)
    other = tuple(x if x is not kept else m.Condition(x.kind, m.Predicate(m.PredicateKind.IS_ATTACKING, subject=m.Target(
        m.Noun.VILLAIN)), span=x.span) for x in c)
    from dataclasses import replace
    assert not undefended_shape(replace(e, conditions=neg)) and not undefended_shape(replace(e, conditions=other))
    assert not undefended_shape(replace(e, stat=m.Stat.SCH))
