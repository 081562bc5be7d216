"""The cost to play a card changed (``play_cost``, `logic.timing.play_cost_ops`) against a plain-Python reference over
small worlds; and the catalogue's reading of "Reduce the cost to play this card by N" (`logic.situation.play_cost`)
against a reference over small structures. The situation queries cost_to_play_* read printed wordings into it.

The reference is written from `logic.timing.play_cost_ops`' docstring, not from its code: under the policy
``cost_modified`` the cost to pay is the printed cost plus every change applied (a change counted "for each"
counter: its unit times the counters as it resolves); a total below 0, after any change, is not decided (whether a
cost stops at 0 then would change what follows), and a final total below 0 is not listed; without the
policy nothing changes and the cost is not decided. The cards are invented.
"""

import pytest
from hypothesis import given, settings, strategies as st

from logic.abilities import model as m
from logic.situation.applicable import why_not, why_not_in
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _table(printed, changes, counters):
    """Alice plays Invented Zap (printed cost ``printed``, ``counters`` on it); each change is an item."""
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}],
            "cards": [{"name": "zap", "counters": counters}],
            "event": {"id": "event"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [dict({"op": "play_cost", "target": "zap", "amount": n, "printed": printed},
                                            **({"per": "counters:zap"} if per else {}))]}
                          for i, (n, per) in enumerate(changes)]}


def _reference(printed, changes, counters, policy):
    """The cost listed (None: none) and whether it is named as not decided."""
    if not policy:
        return None, True
    totals = [printed]
    for n, per in changes:
        totals.append(totals[-1] + n * (counters if per else 1))
    below = any(t < 0 for t in totals)   # the cost below 0 at any point: whether it stops at 0 then is not decided
    return (totals[-1] if totals[-1] >= 0 else None), below


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 4), st.lists(st.tuples(st.integers(-3, 1), st.booleans()), min_size=1, max_size=3),
       st.integers(0, 2), st.booleans())
def test_the_cost_to_play_equals_the_reference(printed, changes, counters, policy):
    sc = parse_scenario(_table(printed, changes, counters), "<random>")
    out = run_order(sc, ["event"] + [f"a{i}" for i in range(len(changes))], {"cost_modified": policy})
    cost, undecided = _reference(printed, changes, counters, policy)
    assert out.to_json().get("costs", {}).get("zap") == cost
    assert bool(out.undecided) == undecided


# --- the catalogue: the cost to play this card, in a constant ability, with no duration or maximum ---
def _cost(target=m.Target(m.Noun.THIS_CARD), duration=m.Duration.NONE, maximum=None, amount=m.Amount(value=-1)):
    return m.Effect(kind=m.EffectKind.MODIFY_STAT, amount=amount, target=target, stat=m.Stat.COST,
                    duration=duration, maximum=maximum)


_TECH = m.Target(m.Noun.CARD, filters=(m.Filter(m.FilterKind.TRAIT, "Tech"),
                                      m.Filter(m.FilterKind.CONTROLLER, "you control")))
_SHAPES = [  # (effect, ability kind, applied?)
    (_cost(), m.AbilityKind.CONSTANT, True),
    (_cost(amount=m.Amount(value=-1, per=_TECH)), m.AbilityKind.CONSTANT, True),   # "for each Tech card you control"
    (_cost(), m.AbilityKind.ACTION, False),
    (_cost(target=m.Target(m.Noun.CARD, quantifier=m.Quantifier.A)), m.AbilityKind.CONSTANT, False),
    (_cost(target=m.Target(m.Noun.IT)), m.AbilityKind.CONSTANT, False),
    (_cost(duration=m.Duration.THIS_PHASE), m.AbilityKind.CONSTANT, False),
    (_cost(maximum=m.Amount(value=2)), m.AbilityKind.CONSTANT, False),
    (_cost(amount=m.Amount(value=0)), m.AbilityKind.CONSTANT, False),
]


@pytest.mark.parametrize("effect,kind,applied", _SHAPES)
def test_the_catalogue_reads_the_cost_to_play_this_card(effect, kind, applied):
    ability = m.Ability(kind=kind, effects=(effect,))
    assert (why_not_in(effect, kind, ability) is None) == applied


def test_a_cost_reduction_in_an_action_is_not_applied():
    """An action's 'reduce the cost to play this card' is not applied (the engine applies a cost modifier as the card
    is played, from its constant ability)."""
    e = _cost()
    assert why_not_in(e, m.AbilityKind.ACTION, m.Ability(kind=m.AbilityKind.ACTION, effects=(e,))) is not None


def test_a_cost_reduction_in_a_constant_is_applied():
    """Control twin of test_a_cost_reduction_in_an_action_is_not_applied: in a constant ability it is applied."""
    e = _cost()
    assert why_not(e) is None
    assert why_not_in(e, m.AbilityKind.CONSTANT, m.Ability(kind=m.AbilityKind.CONSTANT, effects=(e,))) is None
