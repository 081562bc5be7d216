"""Timing rules, one test per rule: each checks what the clause forces and that without it the answer changes."""

from pathlib import Path

import pytest

from logic.ask import run_query_file
from logic.registry import queries_dir, read_toml
from logic.timing.ask import query_scenario
from logic.timing.compile import compile_scenario
from logic.timing.effects import run_order
from logic.timing.outcomes import legal_orders, outcome_groups, count_orders

Q = queries_dir()


def _scenario(rel):
    path = str(Q / rel)
    return query_scenario(read_toml(path), path)


def _orders(compiled):
    return {order for _, order in legal_orders(compiled)}


def test_704_2c_b2_wave_defers_destruction():
    sc = _scenario("wow_miniatures/704_2c_ex1_familiar.toml")
    c = compile_scenario(sc)
    assert c.policies["destruction_deferred_to_wave_end"]
    order = ("tick5", "corruption", "rejuvenation")
    waves = {"tick5": None, "corruption": 0, "rejuvenation": 0}
    assert run_order(sc, order, c.policies, waves).to_json()["characters"]["familiar"]["destroyed"] is False
    # without the clause, the familiar is destroyed between the two abilities
    c2 = compile_scenario(sc, without=("wow.fr.ch7.704_2c.b2",))
    assert not c2.policies["destruction_deferred_to_wave_end"]
    assert len(outcome_groups(c2)) == 1


def test_704_2b_triggered_reads_snapshot():
    sc = _scenario("wow_miniatures/704_2c_ex2_snapshot.toml")
    assert len(outcome_groups(compile_scenario(sc))) == 1
    without = compile_scenario(sc, without=("wow.fr.ch7.704_2b", "wow.fr.ch7.705_1c"))
    assert len(outcome_groups(without)) == 2


def test_704_2c_b1_same_name_affects_a_character_once():
    sc = _scenario("wow_miniatures/704_2c_ex3_harvest_golems.toml")
    assert all(len(o) == 2 for o in _orders(compile_scenario(sc)))
    without = compile_scenario(sc, without=("wow.fr.ch7.704_2c.b1.same_name",))
    assert 3 in {len(o) for o in _orders(without)}


def test_704_3b_same_named_ongoing_once():
    sc = _scenario("wow_miniatures/704_3b_ex1_hodoons.toml")
    groups = outcome_groups(compile_scenario(sc))
    assert [g.outcome.to_json()["characters"]["ruby"]["armor"] for g in groups] == [1]


def test_704_2a_critical_once_per_roll():
    sc = _scenario("wow_miniatures/705_1b_ex1_lotherin.toml")
    assert {len(o) for o in _orders(compile_scenario(sc))} == {2}
    without = compile_scenario(sc, without=("wow.fr.ch7.704_2a", "wow.fr.ch7.704_2c.b1.same_name"))
    assert 3 in {len(o) for o in _orders(without)}


def test_705_1b_partial_resolution_still_deals_damage():
    sc = _scenario("wow_miniatures/705_1b_ex1_lotherin.toml")
    c = compile_scenario(sc)
    order = ("attack_roll", "lotherin_critical#1")
    assert run_order(sc, order, c.policies).to_json()["characters"]["orc"]["health"] == 1
    off = dict(c.policies, partial_resolution=False)
    assert run_order(sc, order, off).to_json()["characters"]["orc"]["health"] == 3


def test_701_2_one_react_per_player_per_window_in_turn_order():
    sc = _scenario("wow_miniatures/701_react_windows.toml")
    orders = _orders(compile_scenario(sc))
    assert not any("sidestep" in o and "shield_wall" in o for o in orders)
    for o in orders:
        if "mend" in o and "sidestep" in o:
            assert o.index("mend") < o.index("sidestep")
    without = _orders(compile_scenario(sc, without=("wow.fr.ch7.701_2.one_per_player",)))
    assert any("sidestep" in o and "shield_wall" in o for o in without)


def test_701_3_nested_window_inside_its_react():
    sc = _scenario("wow_miniatures/701_react_windows.toml")
    orders = _orders(compile_scenario(sc))
    assert ("mend", "counterspell", "sidestep", "attack") in orders
    assert ("counterspell", "mend", "sidestep", "attack") not in orders
    without = _orders(compile_scenario(sc, without=("wow.fr.ch7.701_3",)))
    assert ("counterspell", "mend", "sidestep", "attack") in without


def test_mc_forced_p1_b5_first_player_orders_simultaneous_forced():
    sc = _scenario("marvel_champions/timing/first_player_orders_forced.toml")
    c = compile_scenario(sc)
    assert c.orderer["web_trap"] == c.orderer["regenerate"] == "bob"
    c2 = compile_scenario(sc, without=("mc.en.forced.first_player_orders", "mc.en.simultaneous_resolution.first_player",
                                       "mc.en.first_player.orders_simultaneous"))
    assert c2.orderer["web_trap"] is None


def test_mc_interrupt_p1_resolves_immediately_before_its_condition():
    sc = _scenario("marvel_champions/timing/nested_abilities.toml")
    c = compile_scenario(sc)
    assert count_orders(c) == 10
    assert ("attack", "patch_up", "advance", "retaliate") not in _orders(c)
    loose = compile_scenario(sc, without=("mc.en.interrupt.immediately",))
    assert ("patch_up", "attack", "retaliate", "advance") in _orders(loose)
    assert ("patch_up", "attack", "retaliate", "advance") not in _orders(c)


def test_mc_ability_p4_priority_chart():
    sc = _scenario("marvel_champions/timing/one_event_four_kinds.toml")
    c = compile_scenario(sc)
    for o in _orders(c):
        assert o.index("brace") < o.index("villain_attack")
        if "menace" in o:
            assert o.index("villain_attack") < o.index("menace")
        if "backflip" in o:
            assert o.index("brace") < o.index("backflip")


def test_mc_cancel_p1_b4_1_a_cancelled_attack_triggers_nothing():
    sc = _scenario("marvel_champions/timing/one_event_four_kinds.toml")
    orders = _orders(compile_scenario(sc))
    assert ("brace", "backflip", "villain_attack") in orders
    assert not any("backflip" in o and ("menace" in o or "swing_away" in o) for o in orders)
    # without the rules that say so, the forced response still follows a cancelled attack
    loose = compile_scenario(sc, without=("mc.en.cancel.no_dependents", "mc.en.after.concluded",
                                          "mc.en.replacement_effect.no_responses", "mc.en.tough.not_damaged",
                                          "mc.en.stun.not_attacked", "mc.en.confuse.not_schemed_or_thwarted"))
    assert any("backflip" in o and "swing_away" in o for o in _orders(loose))


def test_mc_fr_capacite_priority_list_has_no_same_trigger_condition():
    """The French list orders kinds without 'for the same trigger': a nested interrupt still comes after a
    Forced Interrupt to another condition; the English chart does not say so."""
    sc = _scenario("marvel_champions/timing/nested_abilities.toml")
    fr = compile_scenario(sc, "marvel_champions/fr")
    en = compile_scenario(sc, "marvel_champions/en")
    assert count_orders(fr) != count_orders(en)


def test_optional_abilities_are_taken_or_declined():
    sc = _scenario("marvel_champions/timing/would_before_is.toml")
    sizes = sorted(len(o) for o in _orders(compile_scenario(sc)))
    assert sizes == [1, 2, 2, 3]


def test_704_2c_b3_what_triggers_in_a_wave_resolves_in_the_next():
    from logic.timing.scenario import parse_scenario
    table = {"game": "wow_miniatures", "rules": "wow_miniatures/fr",
             "players": {"order": ["alice", "bob"], "active": "bob"},
             "characters": [{"name": "x", "controller": "alice", "health": 1, "max_health": 3},
                            {"name": "y", "controller": "bob", "health": 2}],
             "event": {"id": "tick10"},
             "abilities": [
                 {"id": "burn", "kind": "triggered", "controller": "bob", "trigger": "tick10",
                  "effects": [{"op": "damage", "target": "x", "amount": 1}], "produces": ["burned"]},
                 {"id": "mend", "kind": "triggered", "controller": "alice", "trigger": "tick10",
                  "effects": [{"op": "heal", "target": "x", "amount": 1}]},
                 {"id": "backlash", "kind": "triggered", "controller": "alice", "trigger": "burned",
                  "effects": [{"op": "damage", "target": "y", "amount": 2}]}]}
    c = compile_scenario(parse_scenario(table, "<waves>"))
    (choice,) = c.choices
    assert choice.waves == {"tick10": None, "burn": 0, "mend": 0, "backlash": 1}
    for o in _orders(c):
        assert o.index("backlash") > max(o.index("burn"), o.index("mend"))
    without = compile_scenario(parse_scenario(table, "<waves>"), without=("wow.fr.ch7.704_2c.b3",))
    assert any(o.index("backlash") < o.index("mend") for o in _orders(without))


def _file(rel):
    from logic.registry import project_root
    from logic.timing.scenario import load_scenario
    return load_scenario(project_root() / rel)


def test_mc_status_cards_p2_b2_status_card_before_other_forced_interrupts():
    sc = _file("scenarios/mc_stunned_villain.toml")
    assert _orders(compile_scenario(sc)) == {("frenzy", "stunned", "villain_attack")}
    loose = compile_scenario(sc, without=("mc.en.status_cards.priority", "mc.en.ability.priority_status_card"))
    assert ("frenzy", "battle_cry", "stunned", "villain_attack") in _orders(loose)


def test_mc_attack_p2_b2_1_the_defender_takes_the_damage():
    sc = _file("scenarios/mc_attack_steps.toml")
    c = compile_scenario(sc)
    assert c.policies["defender_takes_attack_damage"]
    order = ("war_cry", "jessica_defends", "overpower", "villain_attack", "gloat")
    assert run_order(sc, order, c.policies).to_json()["characters"]["jessica"]["destroyed"] is True
    off = dict(c.policies, defender_takes_attack_damage=False)
    hit = run_order(sc, order, off).to_json()["characters"]
    assert hit["jessica"]["health"] == 3 and hit["hero"]["health"] == 6


def test_mc_defend_p1_b1_one_defender_and_boost_after_it():
    orders = _orders(compile_scenario(_file("scenarios/mc_attack_steps.toml")))
    assert not any("block" in o and "jessica_defends" in o for o in orders)
    for o in orders:
        for d in ("block", "jessica_defends"):
            if d in o:
                assert o.index(d) < o.index("overpower") < o.index("villain_attack")


def test_mc_alteration_p1_b3_each_time_resolves_inside():
    sc = _file("scenarios/mc_each_time.toml")
    c = compile_scenario(sc)
    assert _orders(c) == {("double_tap", "regrowth"), ("double_tap", "regrowth", "follow_up")}
    order = ("double_tap", "regrowth")
    assert run_order(sc, order, c.policies).to_json()["characters"]["villain"]["health"] == 6
    assert run_order(sc, order, dict(c.policies, each_time_inside=False)).to_json()["characters"]["villain"]["health"] == 3
    loose = compile_scenario(sc, without=("mc.en.alteration_effect.each_time_halts",))
    assert ("double_tap", "follow_up", "regrowth") in _orders(loose)


def test_mc_consequential_damage_p1_b1_comes_last():
    sc = _file("scenarios/mc_consequential_damage.toml")
    for o in _orders(compile_scenario(sc)):
        assert o[-1] == "consequential"
    loose = compile_scenario(sc, without=("mc.en.consequential_damage.last", "mc.en.ability.priority_response"))
    assert any(o[-1] != "consequential" for o in _orders(loose))


def test_derived_conditions_link_triggered_abilities():
    sc = _file("scenarios/mc_derived_triggers.toml")
    parents = sc.parents()
    assert parents["spiked_armor"] == ["thorns", "fury"]
    assert set(parents["fury"]) == {"villain_attack", "spiked_armor"}


def test_mc_otherwise_p1_only_if_the_effect_before_did_nothing():
    from logic.timing.scenario import parse_scenario
    table = {"game": "marvel_champions", "rules": "marvel_champions/en", "players": {"order": ["alice"]},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 10, "damage": 5},
                            {"name": "villain", "controller": "alice", "hit_points": 9}],
             "event": {"id": "choice", "effects": [
                 {"op": "heal", "target": "hero", "amount": 2, "if_health_at_most": 3},
                 {"op": "damage", "target": "villain", "amount": 1, "otherwise": True}]}}
    sc = parse_scenario(table, "<otherwise>")
    c = compile_scenario(sc)
    assert c.policies["otherwise_needs_not_done"]
    got = run_order(sc, ("choice",), c.policies).to_json()["characters"]
    assert got["hero"]["health"] == 5 and got["villain"]["health"] == 8
    table["characters"][0]["damage"] = 8      # the heal applies now, so 'otherwise' does not
    sc = parse_scenario(table, "<otherwise>")
    got = run_order(sc, ("choice",), c.policies).to_json()["characters"]
    assert got["hero"]["health"] == 4 and got["villain"]["health"] == 9


# -- And, Labeled Ability, Attack (Player Ability Type), Setup, Target (issue 8) ---------------------------

def _health(sc, order, policies, name):
    return run_order(sc, order, policies).to_json()["characters"][name]


def test_mc_and_p1_effects_joined_by_and_read_the_game_before_them():
    sc = _scenario("marvel_champions/timing/and_simultaneous.toml")
    c = compile_scenario(sc)
    assert c.policies["and_simultaneous"]
    assert _health(sc, ("jolt",), c.policies, "minion")["statuses"] == []
    without = compile_scenario(sc, without=("mc.en.and.simultaneous",))
    assert not without.policies["and_simultaneous"]
    assert _health(sc, ("jolt",), without.policies, "minion")["statuses"] == ["stunned"]


def test_mc_and_p1_b1_one_effect_gone_does_not_stop_the_other():
    sc = _scenario("marvel_champions/timing/and_independent.toml")
    assert len(outcome_groups(compile_scenario(sc))) == 1
    without = compile_scenario(sc, without=("mc.en.and.independent",))
    assert len(outcome_groups(without)) == 2
    assert _health(sc, ("jab", "gamma_slam"), without.policies, "villain")["health"] == 10


def test_mc_and_p1_b2_preventing_one_effect_leaves_the_other():
    sc = _scenario("marvel_champions/timing/and_prevent_one.toml")
    order = ("tough", "treachery")
    c = compile_scenario(sc)
    assert run_order(sc, order, c.policies).to_json()["threat"]["main_scheme"] == 4
    without = compile_scenario(sc, without=("mc.en.and.cancel_separately",))
    assert run_order(sc, order, without.policies).to_json()["threat"]["main_scheme"] == 3


def test_mc_labeled_ability_p1_b6_2_every_status_card_is_removed():
    sc = _scenario("marvel_champions/timing/labeled_status_cards.toml")
    c = compile_scenario(sc)
    assert _orders(c) == {("stunned", "confused", "dual_strike"), ("confused", "stunned", "dual_strike")}
    # the stunned card a 'would' replacement, the confused one not: the replacement comes first, and only
    # p1.b6.2 still makes the confused card go (nothing else forces an interrupt after a replacement)
    from logic.timing.scenario import parse_scenario
    path = str(Q / "marvel_champions/timing/labeled_status_cards.toml")
    table = read_toml(path)["scenario"]
    table = dict(table, game="marvel_champions", rules="marvel_champions/en",
                 abilities=[dict(a, would=False) if a["id"] == "confused" else a for a in table["abilities"]])
    sc = parse_scenario(table, path)
    assert _orders(compile_scenario(sc)) == {("stunned", "confused", "dual_strike")}
    without = compile_scenario(sc, without=("mc.en.labeled_ability.each_status_removed",))
    assert ("stunned", "dual_strike") in _orders(without)


def test_mc_labeled_ability_p1_b6_the_whole_ability_is_cancelled():
    sc = _scenario("marvel_champions/timing/labeled_status_cards.toml")
    order = ("stunned", "confused", "dual_strike")
    c = compile_scenario(sc)
    assert _health(sc, order, c.policies, "hero")["health"] == 7
    without = compile_scenario(sc, without=("mc.en.labeled_ability.whole_cancelled",))
    assert _health(sc, order, without.policies, "hero")["health"] == 8     # the heal was not cancelled


def test_mc_labeled_ability_p1_b6_1_nothing_waits_for_a_cancelled_labeled_ability():
    sc = _scenario("marvel_champions/timing/labeled_status_cards.toml")
    # six other clauses say the same of what waits for a cancelled or replaced item
    dependents = ("mc.en.cancel.no_dependents", "mc.en.replacement_effect.no_responses", "mc.en.after.concluded",
                  "mc.en.stun.not_attacked", "mc.en.confuse.not_schemed_or_thwarted", "mc.en.tough.not_damaged")
    assert not any("follow_through" in o for o in _orders(compile_scenario(sc, without=dependents)))
    loose = compile_scenario(sc, without=dependents + ("mc.en.labeled_ability.not_performed",))
    assert any("follow_through" in o for o in _orders(loose))


def test_mc_attack_player_p1_b6_forced_then_optional_then_consequential_across_conditions():
    sc = _scenario("marvel_champions/timing/attack_trigger_order.toml")
    enemy = ("mc.en.attack_enemy_activation.forced_first",)
    own = compile_scenario(sc, without=enemy)
    assert ("jessica_attack", "grit", "retaliate", "consequential") not in _orders(own)
    loose = compile_scenario(sc, without=enemy + ("mc.en.attack_player.forced_first",))
    assert ("jessica_attack", "grit", "retaliate", "consequential") in _orders(loose)


def test_mc_setup_ability_p1_only_during_setup():
    sc = _scenario("marvel_champions/timing/setup_outside_setup.toml")
    assert _orders(compile_scenario(sc)) == {("villain_schemes",)}
    without = compile_scenario(sc, without=("mc.en.setup_ability.during_setup",))
    assert ("villain_schemes", "prepared") in _orders(without)


def test_mc_setup_ability_p1_b1_mandatory_during_setup():
    sc = _scenario("marvel_champions/timing/setup_mandatory.toml")
    assert _orders(compile_scenario(sc)) == {("setup_step", "prepared")}
    without = compile_scenario(sc, without=("mc.en.setup_ability.mandatory", "mc.en.ability.mandatory"))
    assert ("setup_step",) in _orders(without)


def test_mc_target_p1_b4_1_each_valid_target_still_affected():
    sc = _scenario("marvel_champions/timing/target_each_valid_only.toml")
    assert len(outcome_groups(compile_scenario(sc))) == 1
    without = compile_scenario(sc, without=("mc.en.target.valid_ones_only",))
    assert _health(sc, ("jab", "sweep"), without.policies, "brute")["health"] == 4


@pytest.mark.parametrize("effects,key", [
    ([{"op": "damage", "target": "hero", "amount": 1, "and": True}], "effects[0].and"),
    ([{"op": "damage", "target": "hero", "amount": 1},
      {"op": "heal", "target": "hero", "amount": 1, "and": True, "then": True}], "effects[1].and"),
    ([{"op": "damage", "target": "hero", "amount": 1, "part": 1}], "effects[0].part"),
])
def test_and_and_part_are_checked_where_they_are_written(effects, key):
    from logic.errors import InputError
    from logic.timing.scenario import parse_scenario
    table = {"game": "marvel_champions", "players": {"order": ["alice"]},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 5}],
             "event": {"id": "e", "effects": effects}}
    with pytest.raises(InputError) as err:
        parse_scenario(table, "<bad>")
    assert key in str(err.value)


def test_a_cancelled_part_must_be_an_effect_of_one_item_and_labels_are_known():
    from logic.errors import InputError
    from logic.timing.scenario import parse_scenario
    base = {"game": "marvel_champions", "players": {"order": ["alice"]},
            "characters": [{"name": "hero", "controller": "alice", "hit_points": 5}],
            "event": {"id": "e", "effects": [{"op": "damage", "target": "hero", "amount": 1}]}}
    bad_part = dict(base, abilities=[{"id": "x", "kind": "forced_interrupt", "controller": "alice", "trigger": "e",
                                      "effects": [{"op": "cancel", "target": "e", "part": 2}]}])
    with pytest.raises(InputError, match="part"):
        parse_scenario(bad_part, "<bad>")
    with pytest.raises(InputError, match="unknown label"):
        parse_scenario(dict(base, event=dict(base["event"], labels=["scheme"])), "<bad>")
