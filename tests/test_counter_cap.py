"""Counters placed "to a maximum of N" (``place_counters`` with ``maximum``, `logic.timing.counter_cap_ops`) against a
plain-Python reference over small worlds; the catalogue's shape (`logic.situation.counter_cap`) over small structures.
The situation queries counters_placed_to_a_maximum (and its control twin) read a printed wording into it.

The reference is written from `logic.timing.counter_cap_ops`' docstring, not from its code: under the policy a
placement with a maximum adds as many counters as keep the card's count at most the maximum (none when it holds that
many or more, nothing taken off); without the policy, or with no maximum, all of them. The cards are invented.
"""

import pytest
from hypothesis import example, given, settings, strategies as st

from logic.abilities import model as m
from logic.errors import InputError
from logic.situation.applicable import why_not, why_not_in
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

CARDS = ["boss", "gadget"]
POLICY = "counters_capped_by_maximum"


def _table(start, effects):
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                           {"name": "boss", "controller": "p1", "hit_points": 9, "counters": start["boss"]}],
            "cards": [{"name": "gadget", "counters": start["gadget"]}],
            "event": {"id": "event"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]} for i, e in enumerate(effects)]}


def _reference(start, effects, capped):
    held = dict(start)
    for e in effects:
        t, n, cap = e["target"], e["amount"], e.get("maximum")
        if capped and cap is not None:
            n = 0 if held[t] >= cap else min(n, cap - held[t])
        held[t] += n
    return held


@st.composite
def effect(draw):
    e = {"op": "place_counters", "target": draw(st.sampled_from(CARDS)), "amount": draw(st.integers(1, 3))}
    cap = draw(st.one_of(st.none(), st.integers(0, 4)))
    return e if cap is None else dict(e, maximum=cap)


@settings(max_examples=20, deadline=None)
@given(st.fixed_dictionaries({k: st.integers(0, 4) for k in CARDS}), st.lists(effect(), min_size=1, max_size=3),
       st.booleans())
@example({"boss": 3, "gadget": 0}, [{"op": "place_counters", "target": "boss", "amount": 2, "maximum": 4}], True)
@example({"boss": 4, "gadget": 4}, [{"op": "place_counters", "target": "gadget", "amount": 1, "maximum": 2}], True)
@example({"boss": 3, "gadget": 0}, [{"op": "place_counters", "target": "boss", "amount": 2, "maximum": 4}], False)
def test_capped_placement_equals_the_reference(start, effects, capped):
    out = run_order(parse_scenario(_table(start, effects), "<random>"),
                    ["event"] + [f"a{i}" for i in range(len(effects))], {POLICY: capped})
    got = out.to_json().get("counters", {})
    want = _reference(start, effects, capped)
    assert {k: v for k, v in got.items() if v} == {k: v for k, v in want.items() if v}


@pytest.mark.parametrize("effect", [{"op": "threat", "target": "boss", "amount": 1, "maximum": 3},
                                    {"op": "place_counters", "target": "boss", "amount": 1, "maximum": -1}])
def test_a_maximum_belongs_to_a_counter_placement(effect):
    with pytest.raises(InputError, match="maximum"):
        parse_scenario(_table({"boss": 0, "gadget": 0}, [effect]), "<t>")


def _placement(maximum):
    return m.Effect(m.EffectKind.PLACE_COUNTERS, amount=m.Amount(value=2), target=m.Target(m.Noun.THIS_CARD),
                    maximum=maximum)


@pytest.mark.parametrize("maximum, applied", [
    (m.Amount(value=10), True), (m.Amount(value=1, per_player=True), True),
    (m.Amount(value=1, additional=True), False), (None, True)])
def test_the_catalogue_reads_a_printed_maximum(maximum, applied):
    """A printed cap (or one per player) is applied by the engine; any other maximum stays a reason."""
    assert (why_not(_placement(maximum)) is None) is applied


def test_a_maximum_on_another_kind_is_not_applied():
    """Control twin of test_the_catalogue_reads_a_printed_maximum: the same maximum on a heal is not applied."""
    e = m.Effect(m.EffectKind.HEAL, amount=m.Amount(value=2), target=m.Target(m.Noun.THIS_CARD),
                 maximum=m.Amount(value=10))
    assert "maximum" in (why_not(e) or "")


def _drawing(link=m.Link.FIRST, conditions=()):
    return m.Effect(m.EffectKind.DRAW, amount=m.Amount(value=1), link=link, conditions=conditions)


@pytest.mark.parametrize("after", [
    _drawing(m.Link.OTHERWISE), _drawing(m.Link.THEN),
    _drawing(conditions=(m.Condition(m.ConditionKind.IF, predicate=m.Predicate(m.PredicateKind.CANNOT)),))])
def test_a_capped_placement_whose_being_done_is_asked_is_not_applied(after):
    """"Place 1 counter here (to a maximum of 3). If you cannot, draw 1 card.": not decided."""
    e = _placement(m.Amount(value=3))
    ab = m.Ability(m.AbilityKind.ACTION, effects=(e, after))
    assert "not decided" in (why_not_in(e, ab.kind, ab) or "")


def test_a_capped_placement_and_a_draw_is_applied():
    """Control twin of test_a_capped_placement_whose_being_done_is_asked_is_not_applied: the draw after it is plain
    ("and draw 1 card"), so nothing asks whether the placement was done."""
    e = _placement(m.Amount(value=3))
    ab = m.Ability(m.AbilityKind.ACTION, effects=(e, _drawing(m.Link.AND)))
    assert why_not_in(e, ab.kind, ab) is None
