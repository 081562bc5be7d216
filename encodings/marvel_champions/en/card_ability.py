"""Card Ability — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Ability.md (the
entry "Card Ability", a one-line pointer printed after Ability)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Card Ability", source="rules/Ability.md#card_ability",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "cross-reference to Ability (en/ability.py); no rule of its own"),
]
