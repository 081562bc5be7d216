"""Konstante Fähigkeit — Marvel Champions, Referenzhandbuch v1.7de, rules/Fähigkeit (DE).md (the entry
"KONSTANTE FÄHIGKEIT": no text of its own, only a see-also line pointing at Fähigkeit)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Konstante Fähigkeit",
    source="rules/Fähigkeit (DE).md#KONSTANTE FÄHIGKEIT", version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing",
    locators=["p1"],
    translates="Constant Ability",  # the English entry this one translates (ruling diff pairs them)
)

LEDGER = [
    not_encoded("p1", "cross-reference to Fähigkeit (its constant-ability paragraph, de/faehigkeit.py); no rule "
                      "of its own"),
]
