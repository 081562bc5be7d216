"""The entry "Instead" — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Replacement Effect, Instead.md (the entry "Instead", a pointer to Replacement Effect)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title='"Instead"', source="rules/Replacement Effect, Instead.md#instead",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "cross-reference to Replacement Effect (en/replacement_effect.py); no rule of its own"),
]
