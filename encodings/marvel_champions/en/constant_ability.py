"""Constant Ability — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Constant Ability.md."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Constant Ability", source="rules/Constant Ability.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)

LEDGER = [not_encoded("p1", "only a cross-reference to Ability, whose constant-ability rules ability.py encodes")]
