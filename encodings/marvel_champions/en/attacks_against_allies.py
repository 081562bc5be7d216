"""Attacks Against Allies — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Attacks Against Allies.md."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Attacks Against Allies", source="rules/Attacks Against Allies.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1", "p1.b1", "p1.b1.1", "p1.b1.2", "p1.b2", "p1.b3"],
)

WHO = "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"

LEDGER = [
    not_encoded("p1", "undefended damage of an attack on an ally goes on that ally: the interpreter's attack effect "
                      "damages its target; the timing is that of any attack (Attack (Enemy Activation))"),
    not_encoded("p1.b1", WHO),
    not_encoded("p1.b1.1", WHO),
    not_encoded("p1.b1.2", WHO),
    not_encoded("p1.b2", "defending such an attack as normal: the clauses of Defend, Defense and Attack (Enemy "
                         "Activation) apply to any attack item, whatever its target"),
    not_encoded("p1.b3", "overkill's excess damage to the identity: amounts (no overkill modelled), not timing"),
]
