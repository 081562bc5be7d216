"""Timing — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Timing.md."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Timing", source="rules/Timing.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)

LEDGER = [not_encoded("p1", "only cross-references to Ability, Interrupt, Response and Would, each encoded in its own file")]
