""""If no <trait> minion activated this way" (`logic.situation.conditions_done` with one printed trait on its
subject): the catalogue, a situation's answer and its control twin, and "not decided" when a card the earlier effect
acts on lacks the trait. Cards are invented."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.conditions_done import done_state
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import scenario_table
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

_TEXT = ("<b>When Revealed</b>: Each Puddle minion in play activates against the player it is engaged with. "
         "If no Puddle minion activated this way, this card gains surge.")


def test_the_catalogue_reads_a_trait_on_the_subject():
    a = read_text(_TEXT, "Downpour")[0]
    assert ap.why_not_in(a.effects[1], a.kind, a) is None
    b = read_text("<b>When Revealed</b>: If no Puddle or Gutter minion activated this way, this card gains surge.",
                  "Downpour")[0]
    assert ap.why_not_in(b.effects[-1], b.kind, b) is not None


def _generated(traits: str = "Puddle."):
    cards = {"plan": SituationCard("plan", "x3", "Flood the City", "main_scheme", "", {}),
             "storm": SituationCard("storm", "x5", "Downpour", "treachery", _TEXT, {}),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "villain": SituationCard("villain", "x2", "Doctor Drizzle", "villain", "",
                                      {"health": 14, "attack": 1, "scheme": 1}),
             "crook": SituationCard("crook", "x4", "Puddle Crook", "minion", "",
                                    {"health": 3, "attack": 2, "scheme": 1, "traits": traits}, engaged_with="alice")}
    sit = replace(GameSituation("invented", ["alice"], "alice", cards, Event("reveal", card="storm", by="alice")),
                  encounter={"deck": 2, "discard": 0, "cards": [{"id": "drip", "type": "treachery", "traits": []},
                                                                {"id": "drop", "type": "treachery", "traits": []}]})
    return sit, scenario_table(sit, {}, {}, "marvel_champions/en")


def _run(gen) -> dict:
    sc = parse_scenario(gen.table, "invented")
    return run_order(sc, [sc.items[0].id] + gen.triggers, {}).to_json()


def _ops(gen) -> list:
    return next(a["effects"] for a in gen.table["abilities"] if a["id"] == "storm.when_revealed")


def test_a_puddle_minion_activated_this_way_no_surge():
    """Puddle Crook activates (an attack on the hero in hero form, ATK 2): no card more revealed."""
    _, gen = _generated()
    out = _run(gen)
    assert _ops(gen)[1]["if_state"] == "done:1" and out["characters"]["hero"]["health"] == 8 \
        and out["encounter"]["deck"] == 2


def test_control_twin_of_a_puddle_minion_activated_no_activation_done_surges():
    """Control twin of test_a_puddle_minion_activated_this_way_no_surge: the same engine effects with the activation
    not done (a condition of its own that fails): the card gains surge, one more card revealed."""
    _, gen = _generated()
    ops = _ops(gen)
    ops[0].update(if_state="players", if_at_least=5)   # (one player: never 5) the activation is not done
    out = _run(gen)
    assert out["characters"]["hero"]["health"] == 10 and out["encounter"]["deck"] == 1


def test_a_card_acted_on_without_the_trait_is_not_decided():
    """The one activation made acts on a minion that does not print Puddle: "no Puddle minion activated" is not
    "nothing done", so the condition is not converted."""
    sit, _ = _generated("Crook.")
    a = read_text(_TEXT, "Downpour")[0]
    b = SimpleNamespace(sit=sit, _made_ops=[{"op": "activate", "target": "hero", "card": "crook"}])
    assert done_state(b, a.effects[1], a.effects[1].conditions[0]) is None
    sit2, _ = _generated()
    assert done_state(SimpleNamespace(sit=sit2, _made_ops=b._made_ops), a.effects[1],
                      a.effects[1].conditions[0])["if_state"] == "done:1"
