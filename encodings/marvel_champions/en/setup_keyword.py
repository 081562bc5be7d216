"""Setup (Keyword) — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Setup.md (the
entry "Setup (Keyword)"; "Setup (Triggered Ability)", printed beside it, is encoded in setup_ability.py)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Setup (Keyword)", source="rules/Setup.md#setup_keyword",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1"],
)

LEDGER = [
    not_encoded("p1", "a card with the setup keyword starts the game in play: where a card is when the game "
                      "begins, no ability resolving; not about who, when or order of abilities"),
    not_encoded("p1.b1", "such cards enter play in the 'Put Setup Cards Into Play' step: the steps of setup are "
                         "not modelled (a scenario is one moment, 'during_setup' or not), and entering play this "
                         "way resolves no ability"),
]
