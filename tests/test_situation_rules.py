"""The situation engine's rule facts (topic ``situation``) and the initiation they compute.

- `situation_facts` reads, through the solver, what the clauses of ``encodings/marvel_champions/common/
  situation_*.py`` entail, each fact with the clauses that entail it; a rule base without them entails nothing,
  and the ledger then names keywords and status cards as not read instead of inert (never the reverse).
- `mark_initiation` is sound against the outcome engine over small random worlds: an item it marks as unable to
  be initiated changes nothing, wherever it resolves in the order (the plain check: run it and compare).
"""

from itertools import permutations

from hypothesis import given, settings, strategies as st

from logic.situation.initiation import mark_initiation
from logic.situation.rules import SituationFacts, SituationView, situation_facts
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

EN = "marvel_champions/en"


def test_keywords_status_cards_limits_and_targets_come_from_their_clauses():
    f = situation_facts(EN)
    assert f.outside_keywords() == {"permanent", "restricted", "setup", "team_up", "toughness", "uses", "victory"}
    assert f.because("keyword_outside", "victory") == ("mc.common.situation_keywords.victory",)
    assert f.holds("keyword_bars", "guard", "attack") and not f.holds("keyword_bars", "guard", "thwart")
    assert f.status_for("attack") == "stunned" and f.status_for("thwart") == f.status_for("scheme") == "confused"
    assert f.status_for("damage") == "tough"
    assert f.holds("period_spans_phase", "round") and f.holds("period_ends_with_event", "attack")
    assert not f.holds("period_spans_phase", "player") and not f.holds("period_ends_with_event", "player")
    assert f.holds("can_affect", "heal", "damaged") and not f.holds("can_affect", "heal", "in_play")
    assert f.because("needs_valid_target") == ("mc.common.situation_target.needs_valid",)
    assert {k for (n, (k,)) in ((n, a) for n, a in f.facts if n == "own_moment")} == {
        "action", "forced_action", "special", "resource", "setup"}   # campaign kinds: no entry, not read


def test_every_language_loads_the_shared_facts():
    assert situation_facts("marvel_champions/fr").facts == situation_facts(EN).facts


def test_a_vocabulary_name_it_does_not_know_is_an_error():
    v = SituationView()
    for bad in (lambda: v.keyword_outside("sneaky"), lambda: v.status_acts_on("sleepy", "attack"),
                lambda: v.can_affect("heal", "sad")):
        try:
            bad()
        except ValueError as exc:
            assert "unknown" in str(exc)
        else:
            raise AssertionError("accepted an unknown name")


def test_without_facts_nothing_is_marked():
    table = _table(0, 0, [{"op": "heal", "target": "hero", "amount": 1}])
    assert mark_initiation(table, SituationFacts("none")) == {}
    assert mark_initiation(table, situation_facts(EN))   # the same table, with the facts: marked


def _table(damage, threat, effects, event=None):
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 5, "damage": damage},
                           {"name": "villain", "controller": "p2", "hit_points": 6}],
            "schemes": [{"name": "plot", "threat": threat}],
            "event": {"id": "event", "effects": event or []},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]} for i, e in enumerate(effects)]}


_EFFECT = st.one_of(
    st.fixed_dictionaries({"op": st.sampled_from(["heal", "damage"]), "target": st.sampled_from(["hero", "villain"]),
                           "amount": st.integers(1, 2)}),
    st.fixed_dictionaries({"op": st.sampled_from(["threat", "remove_threat"]), "target": st.just("plot"),
                           "amount": st.integers(1, 2)}))


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2), st.integers(0, 2), st.lists(_EFFECT, min_size=1, max_size=3),
       st.lists(_EFFECT, max_size=1))
def test_an_item_marked_unable_to_initiate_changes_nothing_wherever_it_resolves(damage, threat, effects, event):
    table = _table(damage, threat, effects, event)
    marked = mark_initiation(table, situation_facts(EN))
    sc = parse_scenario(table, "<random>")
    ids = [it.id for it in sc.items]
    for x in marked:
        others = [i for i in ids if i != x]
        for order in permutations(others):
            if order[0] != "event":
                continue
            without = run_order(sc, order, {})
            for k in range(1, len(order) + 1):
                assert run_order(sc, [*order[:k], x, *order[k:]], {}) == without, (x, order, k)


def test_activation_and_boost_facts_come_from_their_clauses():
    """Activation p1.b1-p1.b4 and Boost p3.b4 (common/situation_activation.py, situation_boost.py): the procedure an
    activation runs by form, that an effect's attack or scheme is an activation, the villain's boost card, and
    additional boost cards' icons adding up."""
    f = situation_facts(EN)
    for enemy in ("villain", "minion"):
        assert f.holds("activation_in_form", enemy, "hero", "attack")
        assert f.holds("activation_in_form", enemy, "alter_ego", "scheme")
        assert not f.holds("activation_in_form", enemy, "hero", "scheme")
    assert f.because("effect_activation") == ("mc.common.situation_activation.effect_activation",)
    assert f.holds("activation_boost", "villain") and not f.holds("activation_boost", "minion")
    assert f.because("boost_cumulative") == ("mc.common.situation_boost.cumulative",)
    assert f.because("boost_icons_add") == ("mc.common.situation_boost.icons_add",)
    assert f.because("additional_joins") == ("mc.common.situation_alteration.additional_joins",)
