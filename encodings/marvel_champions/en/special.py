"""Special — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Special.md."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Special", source="rules/Special.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "a Special ability resolves only when another ability tells it to: a scenario gives it as "
                      "part of the effects of the instructing item, so it has no moment of its own to order"),
]
