"""How much damage an earlier heal of the same item removed, "if no damage was healed this way"
(`logic.timing.done_ops`: ``healed:<k>``, `logic.situation.conditions_healed`): a plain Python reference over small
worlds (hypothesis), the catalogue, and a situation's answer with its control twin and "not decided". Cards are
invented."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings, strategies as st

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import scenario_table
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 4), st.lists(st.tuples(st.booleans(), st.integers(1, 3), st.integers(1, 4), st.booleans()),
                                   min_size=1, max_size=4))
def test_healed_this_way_equals_the_reference(damage, steps):
    """Heals of n on a patient of 6 hit points with ``damage`` on it, or 1 damage to the hero if the k-th effect
    healed some damage (or, negated, none): the reference tracks the patient's damage; a heal removes at most the
    damage there is, an effect not yet resolved has healed nothing."""
    effects = []
    for heal, n, k, none in steps:
        effects.append({"op": "heal", "target": "patient", "amount": n} if heal else
                       dict({"op": "damage", "target": "hero", "amount": 1, "if_state": f"healed:{k}"},
                            **({"if_at_least": 0, "if_at_most": 0} if none else {})))
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                            {"name": "patient", "controller": "p1", "hit_points": 6, "damage": damage}],
             "event": {"id": "event"},
             "abilities": [{"id": "a", "kind": "forced_response", "controller": "p1", "trigger": "event",
                            "effects": effects}]}
    out = run_order(parse_scenario(table, "hyp"), ["event", "a"], {}).to_json()["characters"]
    left, hero, healed = damage, 10, {}
    for k, (heal, n, j, none) in enumerate(steps, 1):
        if heal:
            healed[k] = min(n, left)
            left -= healed[k]
        elif (healed.get(j, 0) == 0) if none else (healed.get(j, 0) >= 1):
            hero -= 1
    assert (out["hero"]["health"], out["patient"]["health"]) == (hero, 6 - left)


_TEXT = ("<b>When Revealed</b>: Doctor Drizzle heals 3 damage. If no damage was healed this way, this card gains "
         "surge.")


def test_the_catalogue_asks_for_one_earlier_heal():
    a = read_text(_TEXT, "Patch Job")[0]
    assert ap.why_not_in(a.effects[1], a.kind, a) is None
    b = read_text("<b>When Revealed</b>: If no damage was healed this way, this card gains surge.", "Patch Job")[0]
    assert "not one earlier heal" in ap.why_not_in(b.effects[0], b.kind, b)


def _revealed(damage: int, villain: str = "Doctor Drizzle") -> tuple[list, dict]:
    """Alice reveals Patch Job (``_TEXT``) with ``damage`` on the villain named ``villain``; two cards left in the
    encounter deck. The ability's engine effects, and the outcome."""
    cards = {"plan": SituationCard("plan", "x3", "Flood the City", "main_scheme", "", {}),
             "patch": SituationCard("patch", "x5", "Patch Job", "treachery", _TEXT, {}),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "villain": SituationCard("villain", "x2", villain, "villain", "", {"health": 14, "attack": 1,
                                                                                 "scheme": 1}, damage=damage)}
    sit = replace(GameSituation("invented", ["alice"], "alice", cards, Event("reveal", card="patch", by="alice")),
                  encounter={"deck": 2, "discard": 0, "cards": [{"id": "drip", "type": "treachery", "traits": []},
                                                                {"id": "drop", "type": "treachery", "traits": []}]})
    gen = scenario_table(sit, {}, {}, "marvel_champions/en")
    sc = parse_scenario(gen.table, "invented")
    ops = next(a["effects"] for a in gen.table["abilities"] if a["id"] == "patch.when_revealed")
    return ops, run_order(sc, [sc.items[0].id] + gen.triggers, {}).to_json()


def test_nothing_to_heal_this_card_surges():
    """No damage on the villain: the heal removes none, so the card gains surge and one more card is revealed."""
    ops, out = _revealed(0)
    assert ops[1]["if_state"] == "healed:1" and out["encounter"]["deck"] == 1


def test_control_twin_of_nothing_to_heal_damage_healed_no_surge():
    """Control twin of test_nothing_to_heal_this_card_surges: 1 damage on the villain is healed, no card revealed."""
    ops, out = _revealed(1)
    assert ops[1]["if_state"] == "healed:1" and out["encounter"]["deck"] == 2 \
        and out["characters"]["villain"]["health"] == 14


def test_a_heal_not_made_is_not_decided():
    """The heal's target is not in the situation (no card of that name): no heal made, the surge is left unread."""
    ops, _ = _revealed(0, villain="Professor Puddle")
    assert all(op.get("op") != "reveal_top" for op in ops)
