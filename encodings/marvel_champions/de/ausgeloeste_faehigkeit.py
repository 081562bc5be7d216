"""Ausgelöste Fähigkeit — Marvel Champions, Referenzhandbuch v1.7de, rules/Fähigkeit (DE).md (the entry
"AUSGELÖSTE FÄHIGKEIT", printed as its own glossary entry after FÄHIGKEIT, KARTENFÄHIGKEIT).
Locators: p1 the definition, p2 the see-also line."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Ausgelöste Fähigkeit",
    source="rules/Fähigkeit (DE).md#AUSGELÖSTE FÄHIGKEIT", version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing",
    locators=["p1"],
    translates="Triggered Ability",  # the English entry this one translates (ruling diff pairs them)
)

LEDGER = [
    not_encoded("p1", "definition of a triggered ability (bold timing trigger, colon, then the text): which kind "
                      "an item is is given by the scenario; the same definition is Fähigkeit p2, ledgered in "
                      "de/faehigkeit.py"),
]
