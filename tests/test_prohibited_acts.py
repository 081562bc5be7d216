"""A player's attack or thwart that a prohibition forbids ("you cannot attack the villain", "you cannot thwart
(the main scheme)"): the outcome engine's `logic.timing.act_ops` against a plain-Python reference over every small
world of a table, and the catalogue entry of `logic.situation.applicable_prohibit` on invented cards."""

import itertools

import pytest

from logic.errors import InputError
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

PREFIX = {"attack": "attack_against:", "thwart": "thwart_against:"}
FORBIDS = ["attack", "thwart", "attack_against:villain", "attack_against:goon", "thwart_against:main",
           "thwart_against:side", "take_damage"]


def _table(performer, act, on, forbid_on, forbids, basic):
    chars = [{"name": "hero", "controller": "p1", "hit_points": 10},
             {"name": "ally", "controller": "p1", "hit_points": 3},
             {"name": "villain", "controller": "p2", "hit_points": 12},
             {"name": "goon", "controller": "p2", "hit_points": 4}]
    effect = ({"op": "damage", "target": on, "amount": 2} if act == "attack"
              else {"op": "remove_threat", "target": on, "amount": 2})
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]}, "characters": chars,
            "schemes": [{"name": "main", "threat": 5}, {"name": "side", "threat": 5}],
            "event": {"id": "event", "source": performer, "controller": "p1", "labels": [act], "basic_power": basic,
                      "effects": [effect]},
            "abilities": [{"id": "a0", "kind": "forced_response", "controller": "p2", "trigger": "event",
                           "effects": [{"op": "forbid", "target": forbid_on, "forbids": forbids}]}]}


def _reference(performer, act, on, forbid_on, forbids, hold):
    """Whether the act is made: not when the prohibitions are consulted (``hold``, both policies), the prohibition
    is on the performer, and it forbids that act, or that act against the target it is made against."""
    return not (hold and forbid_on == performer and forbids in (act, PREFIX[act] + on))


def test_a_forbidden_player_act_equals_the_reference():
    """Every world of the table: a hero's or ally's attack (2 damage to the villain or a minion) or thwart (2
    threat off the main or a side scheme), basic or labelled, under a prohibition on the hero or the ally; the act
    is made (its effect resolves) exactly when the reference says so."""
    for performer, act, forbid_on, forbids, hold, basic in itertools.product(
            ("hero", "ally"), ("attack", "thwart"), ("hero", "ally"), FORBIDS, (True, False), (True, False)):
        for on in (("villain", "goon") if act == "attack" else ("main", "side")):
            sc = parse_scenario(_table(performer, act, on, forbid_on, forbids, basic), "<t>")
            out = run_order(sc, ["a0", "event"], {"prohibitions_hold": hold,
                                                  "forbidden_attack_not_made": hold,
                                                  "forbidden_thwart_not_made": hold}).to_json()
            made = _reference(performer, act, on, forbid_on, forbids, hold)
            if act == "attack":
                full = {"villain": 12, "goon": 4}[on]
                took = not (hold and forbid_on == on)   # (a "take_damage" on the hero or ally: never the target)
                assert out["characters"][on]["health"] == full - (2 if made and took else 0), \
                    (performer, act, on, forbid_on, forbids, hold)
            else:
                assert out["threat"][on] == (3 if made else 5), (performer, act, on, forbid_on, forbids, hold)


def test_control_twin_of_a_forbidden_act_an_enemy_ability_is_not_an_act():
    """Control twin of test_a_forbidden_player_act_equals_the_reference: the same 2 damage to the villain by an
    item of the hero that is not labelled an attack is dealt although the hero cannot attack the villain."""
    table = _table("hero", "attack", "villain", "hero", "attack_against:villain", False)
    table["event"]["labels"] = []
    out = run_order(parse_scenario(table, "<t>"), ["a0", "event"],
                    {"prohibitions_hold": True, "forbidden_attack_not_made": True}).to_json()
    assert out["characters"]["villain"]["health"] == 10


def test_thwart_against_an_unknown_scheme_is_refused():
    """'thwart_against:' names a card of the scenario."""
    with pytest.raises(InputError):
        parse_scenario(_table("hero", "thwart", "main", "hero", "thwart_against:nowhere", False), "<t>")


CATALOGUE = [("While this minion is engaged with you, you cannot attack the villain.", None),
             ("You cannot attack Invented Tyrant.", None),
             ("You cannot thwart.", None),
             ("While this minion is engaged with you, you cannot thwart the main scheme.", None),
             ("You cannot thwart this scheme.", None)]
CATALOGUE_NOT = [("Invented Brute cannot attack minions.", "cannot attack against minion"),
                 ("You cannot thwart side schemes.", "cannot thwart against side_scheme")]


@pytest.mark.parametrize("text,why", CATALOGUE)
def test_a_forbidden_player_act_is_applied_by_the_catalogue(text, why):
    """Invented cards: a prohibition of a player's attack or thwart, against one card the situation names or
    none, is applied (`logic.situation.applicable_prohibit`)."""
    from logic.abilities.reader import read_text
    from logic.situation.applicable import why_not
    effects = [e for a in read_text(text, "Invented Sentry", "en") for e in a.effects]
    assert effects and all(why_not(e) is why for e in effects), [why_not(e) for e in effects]


@pytest.mark.parametrize("text,why", CATALOGUE_NOT)
def test_control_twin_of_a_forbidden_act_against_a_group_is_not_applied(text, why):
    """Control twin of test_a_forbidden_player_act_is_applied_by_the_catalogue: the same prohibition against a
    group of cards ("minions", "side schemes") is not applied: the engine's prohibition names one card."""
    from logic.abilities.reader import read_text
    from logic.situation.applicable import why_not
    effects = [e for a in read_text(text, "Invented Brute", "en") for e in a.effects]
    assert effects and any((why_not(e) or "").startswith(why) for e in effects), [why_not(e) for e in effects]


def _guard_table(performer, on, given_to, engaged_goon):
    chars = [{"name": "hero", "controller": "p1", "hit_points": 10, "role": "identity"},
             {"name": "ally", "controller": "p1", "hit_points": 3, "role": "ally"},
             {"name": "villain", "controller": "p2", "hit_points": 12, "role": "villain"},
             {"name": "goon", "controller": "p2", "hit_points": 4, "role": "minion", "engaged_with": engaged_goon},
             {"name": "brute", "controller": "p2", "hit_points": 4, "role": "minion"}]
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]}, "characters": chars,
            "schemes": [{"name": "main", "threat": 5}],
            "event": {"id": "event", "source": performer, "controller": "p1", "labels": ["attack"],
                      "basic_power": True, "effects": [{"op": "damage", "target": on, "amount": 2}]},
            "abilities": [{"id": "a0", "kind": "forced_response", "controller": "p2", "trigger": "event",
                           "effects": [{"op": "keyword", "target": given_to, "keyword": "guard",
                                        "duration": "phase"}]}]}


def test_guard_given_equals_the_reference():
    """Every world of the table: guard given to an engaged minion or to one engaged with no one, the hero or the
    ally attacking the villain or that minion; the attack is not made exactly when the policy holds, its target is
    the villain and the minion with guard is engaged with the attacker's player (Keywords p2.b4)."""
    for performer, on, given_to, engaged_goon, hold in itertools.product(
            ("hero", "ally"), ("villain", "goon"), ("goon", "brute"), ("p1", "p2", ""), (True, False)):
        sc = parse_scenario(_guard_table(performer, on, given_to, engaged_goon), "<t>")
        out = run_order(sc, ["a0", "event"], {"guard_forbids_attack_on_villain": hold}).to_json()
        made = not (hold and on == "villain" and given_to == "goon" and engaged_goon == "p1")
        full = {"villain": 12, "goon": 4}[on]
        assert out["characters"][on]["health"] == full - (2 if made else 0), (performer, on, given_to,
                                                                              engaged_goon, hold)


def _kept_hp_table(to_minder, to_boss):
    chars = [{"name": "hero", "controller": "p1", "hit_points": 10},
             {"name": "boss", "controller": "p2", "hit_points": 4},
             {"name": "minder", "controller": "p2", "hit_points": 2}]
    forbid = {"op": "forbid", "target": "boss", "forbids": "defeated", "if_state": "hit_points:minder",
              "if_at_least": 1, "kept": True}
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]}, "characters": chars,
            "event": {"id": "event"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]}
                          for i, e in enumerate([forbid, {"op": "damage", "target": "minder", "amount": to_minder},
                                                 {"op": "damage", "target": "boss", "amount": to_boss}])]}


def test_cannot_be_defeated_while_another_has_hit_points_equals_the_reference():
    """Every world of the table ("Invented Boss cannot be defeated while Invented Minder has any hit points
    remaining", `amount_ops.kept_holds` on ``hit_points:<character>``): the boss, dealt damage enough, is defeated
    exactly when the prohibition is not consulted or the minder has no hit points left when it is."""
    for to_minder, to_boss, hold in itertools.product((0, 1, 2, 3), (3, 4, 6), (True, False)):
        sc = parse_scenario(_kept_hp_table(to_minder, to_boss), "<t>")
        out = run_order(sc, ["event", "a0", "a1", "a2"], {"prohibitions_hold": hold}).to_json()
        minder_left = max(0, 2 - to_minder)
        defeated = to_boss >= 4 and not (hold and minder_left >= 1)
        assert out["characters"]["boss"]["destroyed"] is defeated, (to_minder, to_boss, hold)
