"""An option's cost and resources spent (`logic.situation.applicable_option_cost`): the catalogue applies an exhaust,
counters removed or placed, or a spend read before a "•" option's arrow, and "spend N resources" / "spend [r][r] resources" by
the resolving player (the engine's ``cost`` and ``spend``: `tests/test_timing_option_cost.py` checks the engine),
against a plain-Python reference over small structures (hypothesis); printed wordings are read into it by the
situation queries option_cost_* and spend_resources_* (each with its control twin). The cards are invented."""

from hypothesis import given, settings, strategies as st

from logic.abilities import model as m
from logic.situation.applicable import choice_why, why_not

K = m.EffectKind
_AMOUNTS = {"none": None, "2": m.Amount(value=2), "X": m.Amount(variable="X"), "up to 2": m.Amount(value=2, up_to=True)}
_RESOURCES = {"none": (), "mental": ("mental",), "energy x2": ("energy", "energy"), "odd": ("star",)}


def _spend_reference(amount: str, resources: str, link: m.Link, conditioned: bool, from_hand: bool) -> bool:
    """Applied: printed icons and no amount, or a printed number and no icon; by the resolving player (no target);
    no condition; plainly, "and", or an option (the module's docstring)."""
    shape = (resources in ("mental", "energy x2") and amount == "none") or (resources == "none" and amount == "2")
    return shape and not conditioned and not from_hand and link in (m.Link.FIRST, m.Link.AND, m.Link.OPTION, m.Link.OR)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(_AMOUNTS)), st.sampled_from(sorted(_RESOURCES)),
       st.sampled_from([m.Link.FIRST, m.Link.AND, m.Link.OPTION, m.Link.THEN, m.Link.INSTEAD]), st.booleans(),
       st.booleans(), st.booleans())
def test_a_spend_is_applied_as_the_reference_says(amount, resources, link, conditioned, from_hand, option_cost):
    cond = (m.Condition(kind=m.ConditionKind.IF, predicate=m.Predicate(kind=m.PredicateKind.IN_FORM, form="hero")),)
    e = m.Effect(kind=K.SPEND, amount=_AMOUNTS[amount], resources=_RESOURCES[resources], link=link,
                 conditions=cond if conditioned else (), option_cost=option_cost,
                 target=m.Target(noun=m.Noun.HAND, owner=m.Target(noun=m.Noun.YOU)) if from_hand else None)
    assert (why_not(e) is None) == _spend_reference(amount, resources, link, conditioned, from_hand), why_not(e)


def _option(kind: K, cost: bool) -> m.Effect:
    t = m.Target(noun=m.Noun.NAMED_CARD, name="Captain Invented")
    extra = {K.REMOVE_COUNTERS: {"amount": m.Amount(value=1), "counter": "power"}, K.TAKE_DAMAGE: {"amount": m.Amount(value=1)},
             K.PLACE_COUNTERS: {"amount": m.Amount(value=1), "counter": "power"}}.get(kind, {})
    return m.Effect(kind=kind, target=t, link=m.Link.OPTION, option_cost=cost, **extra)


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([K.EXHAUST, K.REMOVE_COUNTERS, K.PLACE_COUNTERS, K.TAKE_DAMAGE]), st.booleans())
def test_an_option_cost_is_applied_for_the_kinds_the_engine_pays(kind, cost):
    """'Choose: • <cost> → place 1 threat on the main scheme. • Take 1 damage.': the choice is applied whole when the
    cost is an exhaust or counters removed or placed (the kinds `option_cost_ops` checks), and with no cost mark at
    all; a cost of damage taken is refused, and with it the whole choice."""
    effects = [m.Effect(kind=K.CHOOSE), _option(kind, cost),
               m.Effect(kind=K.PLACE_THREAT, amount=m.Amount(value=1), target=m.Target(noun=m.Noun.MAIN_SCHEME),
                        link=m.Link.AND),
               m.Effect(kind=K.TAKE_DAMAGE, amount=m.Amount(value=1), link=m.Link.OPTION)]
    applied = not cost or kind in (K.EXHAUST, K.REMOVE_COUNTERS, K.PLACE_COUNTERS)
    assert (why_not(effects[1]) is None) == applied
    assert all(w is None for w in choice_why(effects)) == applied
