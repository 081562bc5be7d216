"""A condition on a status card, tested by the outcome engine (`logic.situation.conditions_status`), and "if the
villain is attacking" (`conditions_attacking`): the catalogue,
the conversion (read before the ability when an earlier effect gives that status: "already"), the engine's answer
with its control twin, and "not decided" when the situation does not state the character. Cards are invented."""

from __future__ import annotations

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.conditions_status import status_tested
from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

_TEXT = ("<b>When Revealed</b>: Give your hero a stunned status card. If you were already stunned, take 2 damage.")


def _builder(statuses=(), hero=True, villain=(), text=_TEXT):
    cards = {"villain": SituationCard("villain", "x2", "Doctor Drizzle", "villain", "", {"health": 14, "attack": 2},
                                      statuses=tuple(villain)),
             "storm": SituationCard("storm", "x5", "Thunderclap", "treachery", text, {})}
    if hero:
        cards["hero"] = SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice",
                                      statuses=tuple(statuses))
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card="storm", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "storm_revealed"
    b.you_in = lambda *_: "alice"   # the "you" of the sentence is alice (the seat clauses' business)
    return b, cards["storm"]


def test_the_catalogue_accepts_a_status_condition_on_you_and_on_they_after_a_status_given():
    e = [x for a in read_text(_TEXT, "Thunderclap") for x in a.effects][1]
    assert status_tested(e.conditions[0]) and ap.why_not(e) is None
    a = read_text("<b>When Revealed</b>: If they are already stunned, they take 3 damage.", "Gust")[0]
    assert "not one earlier effect" in ap.why_not_in(a.effects[0], a.kind, a)   # "they": given nothing before
    a = read_text("<b>When Revealed</b>: Give Doctor Drizzle a tough status card. If he already has a tough status "
                  "card, take 1 damage.", "Gust")[0]
    assert ap.why_not_in(a.effects[1], a.kind, a) is None   # "he": whom the tough status card was given to


def test_he_already_tough_reads_the_villain_given_the_card_before():
    text = ("<b>When Revealed</b>: Give Doctor Drizzle a tough status card. If he already has a tough status card, "
            "take 1 damage.")
    for held, health in ((("tough",), 9), ((), 10)):   # the control twin: not tough before, no damage
        b, card = _builder(villain=held, text=text)
        ops = b.effects(card, abilities_of(card)[0])[0]
        assert ops[1]["if_state"] == "before:status:villain:tough", ops
        table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                 "characters": list(b.characters.values()), "event": {"id": "go"},
                 "abilities": [{"id": "a", "kind": "forced_response", "controller": "alice", "trigger": "go",
                                "effects": ops}]}
        out = run_order(parse_scenario(table, "t"), ["go", "a"], {"already_read_before": True}).to_json()
        assert out["characters"]["hero"]["health"] == health


def _health(statuses) -> tuple[list[dict], int]:
    b, card = _builder(statuses)
    ops = b.effects(card, abilities_of(card)[0])[0]
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": list(b.characters.values()), "event": {"id": "go"},
             "abilities": [{"id": "a", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": ops}]}
    out = run_order(parse_scenario(table, "t"), ["go", "a"], {"already_read_before": True}).to_json()
    return ops, out["characters"]["hero"]["health"]


def test_already_stunned_takes_the_damage_read_before_the_stun_it_gives():
    ops, health = _health(("stunned",))
    assert ops[1]["if_state"] == "before:status:hero:stunned" and health == 8


def test_control_twin_of_already_stunned_a_hero_not_stunned_before_takes_none():
    ops, health = _health(())
    assert ops[1]["if_state"] == "before:status:hero:stunned" and health == 10


def test_a_character_the_situation_does_not_state_is_not_decided():
    b, card = _builder(hero=False)
    ops = b.effects(card, abilities_of(card)[0])[0]
    assert all("if_state" not in op for op in ops) and any("already" in u["sentence"] for u in b.unread)


# --- "if the villain is attacking": the situation's event decides it (`logic.situation.conditions_attacking`) ----

def _boost(attacker: str):
    from logic.situation.facts import abilities_of as _of
    text = "<b>Boost</b>: If the villain is attacking, this attack gains piercing."
    cards = {"villain": SituationCard("villain", "x2", "Doctor Drizzle", "villain", "", {"health": 14, "attack": 2}),
             "goon": SituationCard("goon", "x6", "Drip", "minion", "", {"health": 3, "attack": 1}),
             "spark": SituationCard("spark", "x7", "Spark", "treachery", text, {}, dealt_as_boost=True),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice")}
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("attack", attacker=attacker, target="hero"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "attack"
    return b, b.effects(cards["spark"], _of(cards["spark"])[0])[0]


def test_the_villain_attacking_gives_its_attack_piercing():
    b, ops = _boost("villain")
    assert ops == [{"op": "keyword", "targets": ["villain"], "keyword": "piercing", "duration": "attack"}]


def test_control_twin_of_the_villain_attacking_a_minion_attacking_is_left_unread():
    b, ops = _boost("goon")
    assert ops == [] and [u["sentence"] for u in b.unread] == [
        "If the villain is attacking, this attack gains piercing."]


# --- "if there is more than 1 player on your team": the engine's count of players (`conditions_players`) --------

def test_more_than_one_player_on_your_team_counts_the_players():
    text = "<b>When Revealed</b>: If there is more than 1 player on your team, take 2 damage."
    for players, health in ((["alice", "bob"], 8), (["alice"], 10)):   # the control twin: alone, no damage
        b, card = _builder(text=text)
        ops = b.effects(card, abilities_of(card)[0])[0]
        assert ops == [{"op": "damage", "targets": ["hero"], "amount": 2, "if_state": "players", "if_at_least": 2}]
        table = {"game": "marvel_champions", "players": {"order": players, "first": "alice"},
                 "characters": list(b.characters.values()), "event": {"id": "go"},
                 "abilities": [{"id": "a", "kind": "forced_response", "controller": "alice", "trigger": "go",
                                "effects": ops}]}
        out = run_order(parse_scenario(table, "t"), ["go", "a"], {}).to_json()
        assert out["characters"]["hero"]["health"] == health
