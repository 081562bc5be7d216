"""Valid Target — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Target, Valid
Target.md (the entry "Valid Target", which sends the reader to "Target", encoded in target.py)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Valid Target", source="rules/Target, Valid Target.md#valid_target",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "a cross-reference to the entry Target (target.py), which holds the rules: nothing of its own"),
]
