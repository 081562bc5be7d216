"""Looks (`logic.situation.applicable_look`): the catalogue applies "look at the top (N) card(s) of the encounter deck
/ your deck" (the engine's ``look``: the cards are seen, none moves; `tests/test_timing_look.py` checks the engine),
against a plain-Python reference over small structures (hypothesis); printed wordings are read into it by the
situation queries look_moves_nothing (and its control twin). The cards are invented."""

from hypothesis import given, settings, strategies as st

from logic.abilities import model as m
from logic.situation.applicable import why_not

N = m.Noun
_DECKS = {"encounter": m.Target(noun=N.ENCOUNTER_DECK), "yours": m.Target(noun=N.DECK, owner=m.Target(noun=N.YOU)),
          "any": m.Target(noun=N.DECK, quantifier=m.Quantifier.ANY),
          "villain's": m.Target(noun=N.DECK, owner=m.Target(noun=N.VILLAIN))}
_COUNTS = {"none": None, "3": m.Amount(value=3), "0": m.Amount(value=0), "X": m.Amount(variable="X"),
           "2 per player": m.Amount(value=2, per_player=True), "up to 2": m.Amount(value=2, up_to=True)}


def _reference(deck: str, count: str, position: str, link: m.Link, optional: bool, conditioned: bool) -> bool:
    """Applied: the top card(s) of the encounter deck or yours, a printed number (per player or not), "may" or not,
    no condition, linked by first or "and" (the module's docstring)."""
    return deck in ("encounter", "yours") and count in ("none", "3", "2 per player") and position == "top" \
        and link in (m.Link.FIRST, m.Link.AND) and not conditioned


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(sorted(_DECKS)), st.sampled_from(sorted(_COUNTS)), st.sampled_from(["top", "bottom"]),
       st.sampled_from([m.Link.FIRST, m.Link.AND, m.Link.THEN, m.Link.OTHERWISE, m.Link.OR]), st.booleans(),
       st.booleans())
def test_a_look_is_applied_as_the_reference_says(deck, count, position, link, optional, conditioned):
    t = m.Target(noun=N.CARD, count=_COUNTS[count], filters=(
        m.Filter(m.FilterKind.POSITION, position), m.Filter(m.FilterKind.ZONE, "of", target=_DECKS[deck])))
    cond = (m.Condition(kind=m.ConditionKind.IF, predicate=m.Predicate(kind=m.PredicateKind.IN_FORM, form="hero")),)
    e = m.Effect(kind=m.EffectKind.LOOK, target=t, link=link, optional=optional, conditions=cond if conditioned else ())
    assert (why_not(e) is None) == _reference(deck, count, position, link, optional, conditioned), why_not(e)

