"""Playing Cards — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Initiating Abilities.md (the entry "Playing Cards", a pointer to Initiating Abilities)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Playing Cards", source="rules/Initiating Abilities.md#playing_cards",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "cross-reference to Initiating Abilities (en/initiating_abilities.py); no rule of its own"),
]
