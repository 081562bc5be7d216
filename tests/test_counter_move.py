"""Counters moved from one card to another (``move_counters``, `logic.timing.counter_move_ops`) against a
plain-Python reference over small worlds; and the catalogue's entry (`logic.situation.applicable_move`) against a
reference over small structures. The situation query counter_moves_to_least_threat reads a printed wording into it.

The reference is written from `logic.timing.counter_move_ops`' docstring, not from its code: ``amount`` counters
leave the source and go onto the target (the source itself: they stay) when the source holds them; when it holds fewer, nothing moves and the move
is named as not decided. The cards are invented.
"""

import pytest
from hypothesis import example, given, settings, strategies as st

from logic.abilities import model as m
from logic.errors import InputError
from logic.situation.applicable import why_not
from logic.situation.applicable_move import move_op
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

CARDS = ["boss", "twin", "plan", "gadget"]
SOURCES = ["boss", "twin", "plan", "gadget"]


def _table(start, effects):
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                           {"name": "boss", "controller": "p1", "hit_points": 9, "counters": start["boss"]},
                           {"name": "twin", "controller": "p1", "hit_points": 9, "counters": start["twin"]}],
            "schemes": [{"name": "plan", "threat": 3, "counters": start["plan"]}], "cards": [{"name": "gadget", "counters": start["gadget"]}],
            "event": {"id": "event"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]} for i, e in enumerate(effects)]}


def _reference(start, effects):
    """The counts after the effects and how many moves were not decided (one item at a time)."""
    held = {k: v for k, v in start.items()}
    undecided = 0
    for e in effects:
        src, dst, n = e["card"], e["target"], e["amount"]
        if held.get(src, 0) < n:
            undecided += 1
            continue
        held[src] -= n
        held[dst] = held.get(dst, 0) + n
    return held, undecided


@st.composite
def effect(draw):
    return {"op": "move_counters", "card": draw(st.sampled_from(SOURCES)),
            "target": draw(st.sampled_from(CARDS)), "amount": draw(st.integers(1, 2))}


@settings(max_examples=15, deadline=None)
@given(st.fixed_dictionaries({k: st.integers(0, 2) for k in SOURCES}),
       st.lists(effect(), min_size=1, max_size=3))
@example({"boss": 1, "twin": 0, "plan": 0, "gadget": 0},
         [{"op": "move_counters", "card": "boss", "target": "twin", "amount": 1},
                                               {"op": "move_counters", "card": "twin", "target": "plan", "amount": 1}])
@example({"boss": 0, "twin": 0, "plan": 1, "gadget": 1},
         [{"op": "move_counters", "card": "boss", "target": "twin", "amount": 1},
          {"op": "move_counters", "card": "plan", "target": "plan", "amount": 1}])
def test_moving_counters_equals_the_reference(start, effects):
    out = run_order(parse_scenario(_table(start, effects), "<random>"),
                    ["event"] + [f"a{i}" for i in range(len(effects))], {})
    held, undecided = _reference(start, effects)
    got = out.to_json().get("counters", {})
    assert {k: v for k, v in got.items() if v} == {k: v for k, v in held.items() if v}
    assert len(out.undecided) == undecided
    assert all("no rule says whether fewer move" in u for u in out.undecided)


def test_a_move_names_its_source():
    t = _table({"boss": 1, "twin": 0, "plan": 0, "gadget": 0}, [{"op": "move_counters", "target": "twin", "amount": 1}])
    with pytest.raises(InputError, match="move_counters"):
        parse_scenario(t, "<t>")


def test_a_move_of_up_to_two_moves_what_is_there():
    """'Move up to 2 counters' with 1 held: the amount 2 picked (``a0#up_to`` = 3) moves the 1 there, no undecided
    line; a plain move of 2 moves nothing and names itself as not decided (the control twin)."""
    for up_to, moved, undecided in ((True, 1, 0), (False, 0, 1)):
        e = {"op": "move_counters", "card": "boss", "target": "twin", "amount": 2, **({"up_to": True} if up_to else {})}
        sc = parse_scenario(_table({"boss": 1, "twin": 0, "plan": 0, "gadget": 0}, [e]), "<t>")
        out = run_order(sc, ["event", "a0"], {}, picks={"a0#up_to": 3} if up_to else None)
        assert out.to_json().get("counters", {}).get("twin", 0) == moved and len(out.undecided) == undecided


N, F = m.Noun, m.FilterKind
_TARGETS = {
    "main least": m.Target(N.MAIN_SCHEME, m.Quantifier.THE, filters=(m.Filter(F.SUPERLATIVE, "least threat"),)),
    "scheme most": m.Target(N.SCHEME, m.Quantifier.THE, filters=(m.Filter(F.SUPERLATIVE, "most threat"),)),
    "main plain": m.Target(N.MAIN_SCHEME, m.Quantifier.THE),
    "next villain": m.Target(N.VILLAIN, m.Quantifier.THE, filters=(m.Filter(F.POSITION, "next"),)),
    "next villain in order": m.Target(N.VILLAIN, m.Quantifier.THE, filters=(
        m.Filter(F.POSITION, "next"), m.Filter(F.POSITION, "in the activation order"))),
    "next minion": m.Target(N.MINION, m.Quantifier.THE, filters=(m.Filter(F.POSITION, "next"),)),
    "villain whose scheme": m.Target(N.VILLAIN, m.Quantifier.THE, filters=(
        m.Filter(F.SUPERLATIVE, "most threat", target=m.Target(N.SCHEME)),)),
    "it": m.Target(N.IT), "none": None}


def _catalogue_reference(target, link, optional, counter, counted):
    """Applied: one named counter to a scheme with the most or least threat or to the next villain (in the activation
    order), plain, "and" or "then", not "may"."""
    return target in ("main least", "scheme most", "next villain", "next villain in order") and link in (m.Link.FIRST, m.Link.AND, m.Link.THEN) \
        and not optional and counter and not counted


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(sorted(_TARGETS)), st.sampled_from([m.Link.FIRST, m.Link.AND, m.Link.THEN, m.Link.OR]),
       st.booleans(), st.booleans(), st.booleans())
@example("main least", m.Link.FIRST, False, True, False)
@example("next villain", m.Link.FIRST, False, True, False)
def test_the_catalogue_applies_a_move_as_the_reference_says(target, link, optional, counter, counted):
    e = m.Effect(kind=m.EffectKind.MOVE_COUNTERS, target=_TARGETS[target], link=link, optional=optional,
                 counter="wing" if counter else "", amount=m.Amount(value=2) if counted else None)
    assert (why_not(e) is None) == _catalogue_reference(target, link, optional, counter, counted), why_not(e)


def test_the_source_is_the_one_card_stating_that_counter():
    """The card whose ``counter`` is the printed name gives its counters; none stating it, or two: not converted."""
    e = m.Effect(kind=m.EffectKind.MOVE_COUNTERS, target=_TARGETS["main plain"], counter="wing")
    for named, want in (({"heist"}, "heist"), (set(), None), ({"heist", "road"}, None)):
        cards = {i: SituationCard(i, f"x{k}", i.title(), "main_scheme", "", {"threat": 2}, counters=1,
                                  counter="wing" if i in named else "") for k, i in enumerate(("heist", "road"))}
        cards["hero"] = SituationCard("hero", "x9", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice")
        b = _Builder(GameSituation("invented", ["alice"], "alice", cards, Event("none")), {}, {})
        got = move_op(b, cards["hero"], None, e)
        assert (got["card"] if got is not None else None) == want, got


@pytest.mark.parametrize("places, holder, want", [
    ({"ock": 1, "vult": 2, "rhino": 3}, "vult", ["rhino"]),
    ({"ock": 1, "vult": 2, "rhino": 3}, "rhino", None),     # the last: whether the order starts again is not decided
    ({"ock": 1, "vult": None, "rhino": 3}, "ock", None),   # the next place not stated
    ({"ock": None, "vult": 2, "rhino": 3}, "ock", None),   # the holder's place not stated
])
def test_the_next_villain_follows_the_holder_in_the_stated_activation_order(places, holder, want):
    e = m.Effect(kind=m.EffectKind.MOVE_COUNTERS, target=_TARGETS["next villain in order"], counter="active")
    cards = {i: SituationCard(i, f"x{k}", i.title(), "villain", "", {"health": 9}, counters=int(i == holder),
                              counter="active" if i == holder else "", activation_order=p)
             for k, (i, p) in enumerate(places.items())}
    b = _Builder(GameSituation("invented", ["alice"], "alice", cards, Event("none")), {}, {})
    got = move_op(b, cards[holder], None, e)
    assert (got["targets"] if got is not None else None) == want, got
    if want:
        out = run_order(parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"]},
                                        "characters": list(b.characters.values()), "event": {"id": "go"},
                                        "abilities": [{"id": "a", "kind": "forced_response", "controller": "alice",
                                                       "trigger": "go", "effects": [got]}]}, "<t>"), ["go", "a"], {})
        assert out.to_json()["counters"] == {holder: 0, want[0]: 1}
