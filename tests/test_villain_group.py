"""The villain cards in play as a group ("if no other villain is in play", "for each villain in play"): the catalogue
counts them (`applicable_counts.counted`) and the situation names them (`counting._group`), against a plain-Python
reference over small invented worlds: every villain card the situation lists that is not dealt as a boost, less this
card for "other". The situation queries threat_instead_if_no_other_villain (and its control twin) run it end to end.
"""

from types import SimpleNamespace

from hypothesis import given, settings, strategies as st

from logic.abilities import model as m
from logic.situation.applicable_counts import counted
from logic.situation.conditions import state_tested
from logic.situation.counting import _group

OTHER = m.Filter(m.FilterKind.OTHER, "other")


def _no_other_villain() -> m.Condition:
    return m.Condition(m.ConditionKind.IF, predicate=m.Predicate(
        m.PredicateKind.COUNT_AT_MOST, subject=m.Target(m.Noun.VILLAIN, filters=(OTHER,))))


def test_no_other_villain_is_a_tested_condition():
    assert state_tested(_no_other_villain())


def test_a_villain_group_is_counted():
    a = m.Amount(variable="number_of", per=m.Target(m.Noun.VILLAIN, m.Quantifier.EACH))
    assert counted(a)[1] == "group"


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["villain", "minion", "support"]), st.booleans()), min_size=1, max_size=5),
       st.integers(0, 4), st.booleans())
def test_the_villains_named_equal_the_reference(kinds, me, other):
    cards = {f"c{i}": SimpleNamespace(id=f"c{i}", card_type=t, dealt_as_boost=boost, record={})
             for i, (t, boost) in enumerate(kinds)}
    card = cards[f"c{me % len(cards)}"]
    b = SimpleNamespace(sit=SimpleNamespace(cards=cards), characters={k: {} for k in cards}, schemes={},
                        moved=lambda *a: None)
    t = m.Target(m.Noun.VILLAIN, m.Quantifier.EACH, filters=(OTHER,) if other else ())
    got = _group(b, card, None, m.Effect(m.EffectKind.PLACE_THREAT, span=(0, 0)), t)
    if other and card.card_type != "villain":
        assert got is None   # "other villain" said by a card that is no villain: not named
        return
    want = [k for k, c in cards.items() if c.card_type == "villain" and not c.dealt_as_boost
            and not (other and k == card.id)]
    assert got == want
