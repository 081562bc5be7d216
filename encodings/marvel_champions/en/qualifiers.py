"""Qualifiers — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Qualifiers.md."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Qualifiers", source="rules/Qualifiers.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "a qualifier before a list of terms applies to each term (its worked example: 'ready' in "
                      "'each ready character and attachment'): how card text is read, which decides what an "
                      "ability affects; a timing scenario states what each effect targets, and neither the "
                      "example nor the rule is about who, when or order"),
]
