"""Activation, p1.b1-p1.b4 — what an enemy's activation is, for the situation engine (English, RRG v1.8),
rules/Activation.md.

Shared by every language version. How activations are ordered is in ``en/activation.py`` (topic ``timing``);
these bullets say which procedure an activation runs (an attack or a scheme, by the form of the identity it is
against), that an effect making an enemy attack or scheme starts an activation, and that the villain is given a
boost card for each, which the situation engine turns into the ``activate`` / ``enemy_attack`` /
``enemy_scheme`` effect of the ability that starts it and the ``boost`` item waiting for that ability
(`logic.situation.activation`).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Activation", shared=True, source="rules/Activation.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p1.b1", "p1.b2", "p1.b3", "p1.b4"],
)


@clause("mc.common.situation_activation.villain_by_form", at="p1.b1",
        says="The villain activating against a player attacks that player's identity when it is in hero form, and "
             "schemes when it is in alter-ego form.")
def villain_by_form(v):
    return [v.activation_in_form("villain", "hero", "attack"), v.activation_in_form("villain", "alter_ego", "scheme")]


@clause("mc.common.situation_activation.minion_by_form", at="p1.b2",
        says="A minion activating against a player attacks that player's identity when it is in hero form, and "
             "schemes when it is in alter-ego form.")
def minion_by_form(v):
    return [v.activation_in_form("minion", "hero", "attack"), v.activation_in_form("minion", "alter_ego", "scheme")]


@clause("mc.common.situation_activation.villain_boost", at="p1.b3",
        says="Every time the villain activates it is given one boost card from the encounter deck for that "
             "activation.")
def villain_boost(v):
    return [v.activation_boost("villain")]


@clause("mc.common.situation_activation.effect_activation", at="p1.b4",
        says="An enemy that attacks or schemes because a card ability says so is activating too (with the steps "
             "and the boost card of an activation).")
def effect_activation(v):
    return [v.effect_activation()]


@clause("mc.common.situation_activation.unnamed_attack_engaged", at="p1.b2",
        says="By analogy with the villain phase, where a minion engaged with a player activates against that player: "
             "a card that makes minions engaged with a player attack without naming whom they attack (\"each Drone "
             "minion engaged with your hero attacks\") makes each attack the player it is engaged with (that "
             "player's identity, unless a defender is declared).")
def unnamed_attack_engaged(v):
    return [v.unnamed_attack_engaged()]
