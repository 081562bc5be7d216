"""Activation — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Activation.md.
A scenario holds one activation (its event); the steps of an attack are in attack_enemy_activation.py.
Several activations at once (a situation's ``activations``) are ordered as items of kind ``villain_activation``
and ``minion_activation``, each controlled by the player it is against (`logic.situation.sequence`)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Activation", source="rules/Activation.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b6", "p1.b7", "p1.b8", "p1.b8.1", "p1.b8.2"],
)

ONE = ("a scenario holds one activation, its event; several activations at once are ordered only by p1.b1 and "
       "p1.b5 (a situation's 'activations'), activations started during another are not modelled")



@clause("mc.en.activation.villain_in_player_order", at="p1.b1",
        says="The villain activates once per player, in player order: its activation against a player nearer the "
             "first player (clockwise) resolves before its activation against a player further on.")
def villain_in_player_order(v):
    fp = v.first_player()
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "villain_activation"), v.kind_is(b, "villain_activation"), v.both(a, b),
              v.seats_from(fp, v.controller(a)) < v.seats_from(fp, v.controller(b))),
        v.before(a, b)), events=False)


@clause("mc.en.activation.villain_before_minions", at="p1.b5",
        says="Several enemies activating against one player at once: the villain's activation resolves first, "
             "then the minions' (in the order that player chooses).")
def villain_before_minions(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "villain_activation"), v.kind_is(b, "minion_activation"), v.both(a, b),
              v.controller(a) == v.controller(b)),
        v.before(a, b)), events=False)


@clause("mc.en.activation.minion_leaves_ends_activation", at="p1.b6",
        says="An activating minion that leaves play ends its activation at once: no further step resolves, so "
             "its attack deals no damage.")
def minion_leaves_ends_activation(v):
    return [v.policy("attack_needs_attacker")]


@clause("mc.en.activation.attack_scheme_is_activation", at="p1",
        says="An enemy attacking or scheming is activating: so an enemy that cannot activate neither attacks nor "
             "schemes.")
def attack_scheme_is_activation(v):
    return [v.policy("attack_scheme_is_activation")]


LEDGER = [
    not_encoded("p1.b2", "each engaged minion activating against its player: " + ONE),
    not_encoded("p1.b3", "giving the villain a boost card is no item: the Boost abilities it brings are "
                         "(Boost p3, Attack (Enemy Activation) p2.b3)"),
    not_encoded("p1.b4", "activations caused by card abilities are activations: nothing to order"),
    not_encoded("p1.b7", "the effect that initiates an activation counts as resolved after it: " + ONE),
    not_encoded("p1.b8", "an activation started during another resolves after it: " + ONE),
    not_encoded("p1.b8.1", "the first player orders activations started that way: " + ONE),
    not_encoded("p1.b8.2", "abilities triggered by the first activation resolve before later ones: " + ONE),
]
