"""Activation — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Activation.md.
A scenario holds one activation (its event); the steps of an attack are in attack_enemy_activation.py."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Activation", source="rules/Activation.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b6", "p1.b7", "p1.b8", "p1.b8.1", "p1.b8.2"],
)

ONE = "a scenario holds one activation, its event; a sequence of activations would be several events, not modelled"

LEDGER = [
    not_encoded("p1", "definition: an attack or a scheme is an activation"),
    not_encoded("p1.b1", "the villain activating once per player in player order: " + ONE),
    not_encoded("p1.b2", "each engaged minion activating against its player: " + ONE),
    not_encoded("p1.b3", "giving the villain a boost card is no item: the Boost abilities it brings are "
                         "(Boost p3, Attack (Enemy Activation) p2.b3)"),
    not_encoded("p1.b4", "activations caused by card abilities are activations: nothing to order"),
    not_encoded("p1.b5", "several enemies activating at once, villain first: " + ONE),
    not_encoded("p1.b6", "an activating minion leaving play ends its activation: which steps happen is given by "
                         "the scenario's items, not tracked during an order"),
    not_encoded("p1.b7", "the effect that initiates an activation counts as resolved after it: " + ONE),
    not_encoded("p1.b8", "an activation started during another resolves after it: " + ONE),
    not_encoded("p1.b8.1", "the first player orders activations started that way: " + ONE),
    not_encoded("p1.b8.2", "abilities triggered by the first activation resolve before later ones: " + ONE),
]
