"""The entry "Additional" — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Each Time, Alteration Effect.md (the entry "Additional", a pointer to Alteration Effect)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title='"Additional"', source="rules/Each Time, Alteration Effect.md#additional",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "cross-reference to Alteration Effect; no rule of its own (the 'additional' bullet is Alteration Effect p1.b1, ledgered there in en/alteration_effect.py)"),
]
