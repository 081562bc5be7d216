"""A modifier's printed cap ("+2 ATK for each charge counter here (to a maximum of +6 ATK)": the ``maximum`` of a
``modify``, `logic.timing.cap_ops`) against a plain-Python reference over small worlds; and the catalogue's reading
of it (`logic.situation.applicable_cap`) against a reference over small structures. The situation queries
capped_modifier_* read a printed wording into it.

The reference is written from `logic.timing.cap_ops`' docstring, not from its code: a modifier counted once, as it
resolves, gives ``min(unit x count then, maximum)``; one counted whenever read (lasting ``in_play``) gives
``min(unit x count now, maximum)``; with no maximum, ``unit x count``. The cards are invented.
"""

import pytest
from hypothesis import given, settings, strategies as st

from logic.abilities import model as m
from logic.errors import InputError
from logic.situation.applicable import why_not, why_not_in
from logic.situation.applicable_cap import cap_key
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _table(counters, modify, later):
    """Brute (``counters`` on it) gets ``modify``; then ``later`` counters are placed on it."""
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                           {"name": "brute", "controller": "p1", "hit_points": 9, "counters": counters}],
            "cards": [{"name": "gadget"}],
            "event": {"id": "event"},
            "abilities": [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [modify]},
                          {"id": "a1", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [{"op": "place_counters", "target": "brute", "amount": later}]}]}


def _reference(counters, later, unit, cap, lasting):
    """What the modifier gives in the outcome (after both items)."""
    n = unit * (counters + later if lasting else counters)
    return n if cap is None else min(n, cap)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 4), st.integers(0, 3), st.integers(1, 3), st.one_of(st.none(), st.integers(1, 7)),
       st.booleans())
def test_a_capped_modifier_equals_the_reference(counters, later, unit, cap, lasting):
    modify = {"op": "modify", "target": "brute", "stat": "atk", "amount": unit, "per": "counters:brute",
              "duration": "in_play" if lasting else "round", **({"card": "gadget"} if lasting else {}),
              **({"maximum": cap} if cap is not None else {})}
    out = run_order(parse_scenario(_table(counters, modify, later), "<random>"), ["event", "a0", "a1"], {})
    got = {(x["target"], x["stat"]): x["amount"] for x in out.to_json().get("modifiers", [])}
    assert got.get(("brute", "atk"), 0) == _reference(counters, later, unit, cap, lasting)


@pytest.mark.parametrize("bad", [{"maximum": 0}, {"maximum": -2}, {"maximum": True}, {"amount": -1, "maximum": 3}])
def test_a_maximum_is_a_positive_cap_on_a_positive_modify(bad):
    modify = dict({"op": "modify", "target": "brute", "stat": "atk", "amount": 1, "duration": "round"}, **bad)
    with pytest.raises(InputError, match="maximum"):
        parse_scenario(_table(1, modify, 0), "<t>")


def test_a_maximum_belongs_to_a_modify():
    """(A ``place_counters``' maximum is the counter cap of `counter_cap_ops`; a damage has none.)"""
    place = {"op": "damage", "target": "brute", "amount": 2, "maximum": 1}
    with pytest.raises(InputError, match="maximum"):
        parse_scenario(_table(1, place, 0), "<t>")


# --- the catalogue: a printed number >= 1 on a positive modifier; a cap printed after two modifiers is not read ---
_BASE = m.Effect(kind=m.EffectKind.MODIFY_STAT, amount=m.Amount(value=2), target=m.Target(m.Noun.YOU),
                 stat=m.Stat.ATK, duration=m.Duration.THIS_ROUND)
_CAPS = [None, m.Amount(value=0), m.Amount(value=3), m.Amount(variable="X"), m.Amount(value=3, up_to=True)]
_UNITS = [m.Amount(value=2), m.Amount(value=-1)]


def _plain(cap, unit):
    """The reference: applied when no cap, or a cap that is a bare printed number >= 1 on a positive unit."""
    return cap is None or (cap == m.Amount(value=cap.value) and cap.value is not None and cap.value >= 1
                           and unit.value is not None and unit.value >= 1)


@pytest.mark.parametrize("cap", _CAPS)
@pytest.mark.parametrize("unit", _UNITS)
def test_the_catalogue_reads_a_plain_cap(cap, unit):
    e = m.Effect(kind=_BASE.kind, amount=unit, target=_BASE.target, stat=_BASE.stat, duration=_BASE.duration,
                 maximum=cap)
    base = why_not(m.Effect(kind=_BASE.kind, amount=unit, target=_BASE.target, stat=_BASE.stat,
                            duration=_BASE.duration))
    if base is not None:   # the modifier itself is refused: the cap adds nothing to read
        assert why_not(e) is not None
        return
    assert (why_not(e) is None) == _plain(cap, unit)
    assert (cap_key(e) is not None) == _plain(cap, unit)


def _ability(*effects):
    return m.Ability(kind=m.AbilityKind.CONSTANT, effects=tuple(effects))


def test_a_cap_printed_after_two_modifiers_is_not_read():
    """'+1 THW and +1 ATK for each token (to a maximum of +3 THW and +3 ATK)', the cap read on the last only: the
    capped one is not applied (the other would be applied uncapped)."""
    thw = m.Effect(kind=m.EffectKind.MODIFY_STAT, amount=m.Amount(value=2), target=m.Target(m.Noun.YOU),
                   stat=m.Stat.THW, duration=m.Duration.THIS_ROUND)
    atk = m.Effect(kind=m.EffectKind.MODIFY_STAT, amount=m.Amount(value=2), target=m.Target(m.Noun.YOU),
                   stat=m.Stat.ATK, duration=m.Duration.THIS_ROUND, maximum=m.Amount(value=3), link=m.Link.AND)
    assert why_not_in(atk, m.AbilityKind.ACTION, _ability(thw, atk)) == \
        "maximum: printed once after two modifiers, read on one only"


def test_a_cap_on_its_only_modifier_is_read():
    """Control twin of test_a_cap_printed_after_two_modifiers_is_not_read: the capped modifier alone in its ability
    is applied."""
    atk = m.Effect(kind=m.EffectKind.MODIFY_STAT, amount=m.Amount(value=2), target=m.Target(m.Noun.YOU),
                   stat=m.Stat.ATK, duration=m.Duration.THIS_ROUND, maximum=m.Amount(value=3))
    assert why_not(atk) is None
    assert why_not_in(atk, m.AbilityKind.ACTION, _ability(atk)) is None
