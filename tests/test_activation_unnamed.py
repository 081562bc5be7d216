"""An attack of each engaged minion that fits, naming nobody ("Each Drone minion engaged with your hero attacks",
`logic.situation.activation_unnamed`): against the player each is engaged with (Activation p1.b2 by analogy,
`mc.common.situation_activation.unnamed_attack_engaged`). The engine's outcome equals a plain-Python reference over
every small invented world of two minions. Cards are invented."""

from __future__ import annotations

import itertools

import pytest

from logic.situation.model import SituationCard
from logic.situation.rules import situation_facts

from test_enemies_named_by_structure import _Sentence, _builder, _effect, _run

#: each minion: (its traits, the player it is engaged with, its ATK)
_KINDS = [("Drone", "alice", 2), ("Drone", "bob", 1), ("Thug", "alice", 3)]
_WORLDS = [w for n in range(3) for w in itertools.combinations(_KINDS, n)]


def _world(minions) -> dict:
    extra = {f"m{i}": SituationCard(f"m{i}", "x9", f"Rotor {i}", "minion", "", {
        "health": 3, "attack": atk, "scheme": 1, "traits": f"{tr}."}, engaged_with=who)
        for i, (tr, who, atk) in enumerate(minions)}
    extra["bob_hero"] = SituationCard("bob_hero", "x8", "Madam Gale", "hero", "", {"health": 10}, controller="bob")
    return extra


@pytest.mark.parametrize("minions", _WORLDS)
@pytest.mark.parametrize("text, to_you", [("Each Drone minion engaged with your hero attacks.", True),
                                          ("Each Drone minion engaged with a player attacks.", False)])
def test_each_engaged_drone_attacks_the_player_it_is_engaged_with(minions, text, to_you):
    """Reference: the Drone minions engaged with alice ("your hero") or with any player; none: nothing attacks (every
    engagement stated); exactly one: it attacks the hero of the player it is engaged with (10 less its ATK);
    several: each its own activation in an order of the player's choice, not decided (None)."""
    b = _builder(_world(minions))
    for h in ("hero", "bob_hero"):
        b.characters[h]["form"] = "hero"
    fits = [(f"m{i}", who, atk) for i, (tr, who, atk) in enumerate(minions)
            if tr == "Drone" and (who == "alice" or not to_you)]
    op = b.effect_op(b.sit.cards["plan"], _Sentence(), _effect(text))
    if not fits:
        assert op == []
        return
    if len(fits) != 1:
        assert op is None
        return
    card, who, atk = fits[0]
    assert op is not None and op["card"] == card and op["op"] == "enemy_attack"
    out = _run(b, [op])
    hit = "hero" if who == "alice" else "bob_hero"
    assert out["characters"][hit]["health"] == 10 - atk
    assert "mc.common.situation_activation.unnamed_attack_engaged" in b.clauses


def test_the_rule_base_states_the_attack_of_an_engaged_minion_naming_nobody():
    facts = situation_facts("marvel_champions/en")
    assert facts.because("unnamed_attack_engaged") == ("mc.common.situation_activation.unnamed_attack_engaged",)


def test_an_enemy_not_limited_to_the_engaged_attacking_nobody_is_not_converted():
    """Control twin of test_each_engaged_drone_attacks_the_player_it_is_engaged_with: the Drone minions "in play"
    (not limited to those engaged with a player) attack nobody named: no player it is against, not converted."""
    b = _builder(_world([("Drone", "alice", 2)]))
    b.characters["hero"]["form"] = "hero"
    assert b.effect_op(b.sit.cards["plan"], _Sentence(), _effect("Each Drone minion in play attacks.")) is None
