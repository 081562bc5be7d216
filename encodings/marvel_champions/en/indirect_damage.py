"""Indirect Damage — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Indirect Damage.md."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Indirect Damage", source="rules/Indirect Damage.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b3.2", "p1.b4", "p1.b4.1", "p1.b5", "p1.b5.1",
              "p1.b6"],
)

WHO = "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"

LEDGER = [
    not_encoded("p1", "definition of indirect damage"),
    not_encoded("p1.b1", "dividing it among a player's characters as that player chooses: " + WHO),
    not_encoded("p1.b2", "a group dividing it: " + WHO),
    not_encoded("p1.b3", "assigned first, then dealt at once: the scenario gives the assignment as the damage "
                         "effects of one item, applied together at that item's place"),
    not_encoded("p1.b3.1", "no more than would defeat a character: how much goes where, not when"),
    not_encoded("p1.b3.2", "a tough character may be assigned up to its hit points: how much goes where"),
    not_encoded("p1.b4", "characters that cannot take damage get none: how much goes where"),
    not_encoded("p1.b4.1", "damage that cannot be assigned is ignored: the scenario gives no such effect"),
    not_encoded("p1.b5", "an attack's indirect damage is dealt in its damage step, after defenders: it is part of "
                         "the attack item's effects, placed after the declare_defender items by Attack (Enemy "
                         "Activation) p2.b2"),
    not_encoded("p1.b5.1", "which character counts as attacked: given by the scenario's triggers"),
    not_encoded("p1.b6", "worked example of assigning indirect damage (how much to whom): no order to check"),
]
