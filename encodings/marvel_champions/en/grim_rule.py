"""The Grim Rule — Marvel Champions Rules Reference (English, RRG v1.5, May 2023), rules/Golden Rules.md.
The v1.7/v1.8 transcriptions have no glossary entry for it: v1.5 is the newest English text available."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="The Grim Rule", source="rules/Golden Rules.md#THE GRIM RULE",
    version="RRG v1.5 (May 2023)", topic="timing", locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "an unresolved rules or timing conflict is settled the worst way for the players: a choice "
                      "among the outcomes `ruling orders` lists (by the players' judgement of 'worst'), not a "
                      "constraint on which orders are legal"),
]
