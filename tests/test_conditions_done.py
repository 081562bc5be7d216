"""What an earlier effect of the same item did, "this way" (`logic.timing.done_ops`, `logic.situation.conditions_done`):
a plain Python reference over small worlds (hypothesis), bad input, the catalogue, and a situation's answer with
its control twin and "not decided". Scenarios and cards are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from logic.abilities.reader import read_text
from logic.errors import InputError
from logic.situation import applicable as ap
from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


@st.composite
def _effects(draw):
    """An item's effects: counters placed on the gadget, 1 damage to the villain if the gadget has N counters, and
    1 damage to the hero if an earlier (or later) effect was done (or not)."""
    out = []
    for _ in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(["count", "hit", "this_way"]))
        if kind == "count":
            out.append({"op": "place_counters", "target": "gadget", "amount": 1})
        elif kind == "hit":
            out.append({"op": "damage", "target": "villain", "amount": 1, "if_state": "counters:gadget",
                        "if_at_least": draw(st.integers(0, 3))})
        else:
            e = {"op": "damage", "target": "hero", "amount": 1, "if_state": f"done:{draw(st.integers(1, 5))}"}
            if draw(st.booleans()):
                e.update(if_at_least=0, if_at_most=0)   # "if nothing was done this way"
            out.append(e)
    return out


def _table(gadget: int, effects: list[dict]) -> dict:
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                           {"name": "villain", "controller": "p2", "hit_points": 30}],
            "cards": [{"name": "gadget", "counters": gadget}], "event": {"id": "event"},
            "abilities": [{"id": "a", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": effects}]}


def _reference(gadget: int, effects: list[dict]) -> tuple[int, int]:
    """(hero, villain) health: each effect done or not in turn; a "this way" one reads what the k-th did (an effect
    not yet resolved: nothing)."""
    done: dict[int, int] = {}
    hero, villain = 10, 30
    for k, e in enumerate(effects, 1):
        if e["op"] == "place_counters":
            gadget += 1
            done[k] = 1
        elif e["target"] == "villain":
            done[k] = int(gadget >= e["if_at_least"])
            villain -= done[k]
        else:
            n = done.get(int(e["if_state"].partition(":")[2]), 0)
            done[k] = int(n >= e.get("if_at_least", 1) and n <= e.get("if_at_most", 1))
            hero -= done[k]
    return hero, villain


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2), _effects())
def test_this_way_equals_the_reference(gadget, effects):
    out = run_order(parse_scenario(_table(gadget, effects), "hyp"), ["event", "a"], {}).to_json()["characters"]
    assert (out["hero"]["health"], out["villain"]["health"]) == _reference(gadget, effects)


@pytest.mark.parametrize("state", ["done:", "done:0", "attacked:x"])
def test_a_bad_this_way_state_is_bad_input(state):
    with pytest.raises(InputError, match="if_state"):
        parse_scenario(_table(0, [{"op": "damage", "target": "villain", "amount": 1, "if_state": state}]), "t")


_TEXT = ("<b>When Revealed</b>: Doctor Drizzle activates against you. If no attack was made this way, take 2 "
         "damage.")


def test_the_catalogue_asks_for_one_earlier_effect_that_does_it():
    a = read_text(_TEXT, "Thunderclap")[0]
    assert ap.why_not_in(a.effects[1], a.kind, a) is None
    b = read_text("<b>When Revealed</b>: If no attack was made this way, take 2 damage.", "Thunderclap")[0]
    assert "not one earlier effect" in ap.why_not_in(b.effects[0], b.kind, b)


def _outcome(form: str, villain: bool = True):
    cards = {"plan": SituationCard("plan", "x3", "Flood the City", "main_scheme", "", {"threat": 3}),
             "storm": SituationCard("storm", "x5", "Thunderclap", "treachery", _TEXT, {}),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", form, "", {"health": 10}, controller="alice")}
    if villain:
        cards["villain"] = SituationCard("villain", "x2", "Doctor Drizzle", "villain", "",
                                         {"health": 14, "attack": 2, "scheme": 1})
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card="storm", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "storm_revealed"
    b.you_in = lambda *_: "alice"   # the "you" of the sentence is alice (the seat clauses' business)
    ops = b.effects(cards["storm"], abilities_of(cards["storm"])[0])[0]
    if not villain:
        return ops, None
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": list(b.characters.values()),
             "schemes": [{"name": n, "threat": t} for n, t in b.schemes.items()], "event": {"id": "go"},
             "abilities": [{"id": "a", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": ops}]}
    return ops, run_order(parse_scenario(table, "t"), ["go", "a"], {}).to_json()


def test_an_attack_made_this_way_the_hero_takes_only_the_attack():
    ops, out = _outcome("hero")
    assert ops[1]["if_state"] == "attacked:1" and out["characters"]["hero"]["health"] == 8 \
        and out["threat"]["plan"] == 3   # Drizzle attacks (ATK 2); no scheme, no 2 damage more


def test_control_twin_of_an_attack_made_this_way_a_scheme_made_the_hero_takes_2():
    ops, out = _outcome("alter_ego")
    assert ops[1]["if_state"] == "attacked:1" and out["characters"]["hero"]["health"] == 8 \
        and out["threat"]["plan"] == 4   # Drizzle schemes (SCH 1); no attack: 2 damage taken


def test_no_earlier_effect_made_is_not_decided():
    ops, _ = _outcome("hero", villain=False)
    assert all("if_state" not in op for op in ops)


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 3), st.lists(st.tuples(st.booleans(), st.integers(1, 2), st.integers(1, 3)), min_size=1,
                                   max_size=4))
def test_defeated_this_way_equals_the_reference(hp, steps):
    """Damage to an ally of ``hp`` hit points, or 1 damage to the villain if the k-th effect defeated its target
    (brought it from above 0 to 0 or fewer): the reference tracks the ally's remaining hit points."""
    effects = [{"op": "damage", "target": "ally", "amount": n} if hurt else
               {"op": "damage", "target": "villain", "amount": 1, "if_state": f"defeated:{k}"}
               for hurt, n, k in steps]
    table = _table(0, effects)
    table["characters"].append({"name": "ally", "controller": "p1", "hit_points": hp})
    out = run_order(parse_scenario(table, "hyp"), ["event", "a"], {}).to_json()["characters"]
    left, villain, defeated = hp, 30, {}
    for k, e in enumerate(effects, 1):
        if e["target"] == "ally":
            defeated[k], left = int(left > 0 >= left - e["amount"]), left - e["amount"]
        elif defeated.get(int(e["if_state"].partition(":")[2]), 0) >= 1:
            villain -= 1
    assert out["villain"]["health"] == villain
