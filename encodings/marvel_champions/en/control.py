"""Control — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Ownership and Control.md (the entry "Control", a pointer to Ownership and Control)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Control", source="rules/Ownership and Control.md#control",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="seat", locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "cross-reference to Ownership and Control (common/ownership_and_control.py); no rule of its own"),
]
