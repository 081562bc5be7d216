"""The Golden Rules — Marvel Champions Rules Reference (English, RRG v1.5, May 2023), rules/Golden Rules.md.
The v1.7/v1.8 transcriptions have no glossary entry for it: v1.5 is the newest English text available."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="The Golden Rules", source="rules/Golden Rules.md#THE GOLDEN RULES",
    version="RRG v1.5 (May 2023)", topic="timing", locators=["p1", "p2"],
)

LEDGER = [
    not_encoded("p1", "the Rules Reference over the Learn to Play book: precedence between documents; a rule base "
                      "holds one document, so there is nothing to rank"),
    not_encoded("p2", "card text over the rules: a card's own timing is given by its scenario item (its kind and "
                      "flags); precedence between a card and the clauses is not checked here"),
]
