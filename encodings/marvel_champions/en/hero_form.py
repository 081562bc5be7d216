"""Hero, Hero Form — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Hero,
Alter-Ego, Form.md (the entry "Hero, Hero Form", which sends the reader to "Form, Change Form" (form.py) and to
"Identity" (common/identity.py))."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Hero, Hero Form",
    source="rules/Hero, Alter-Ego, Form.md#hero_hero_form",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="you",
    locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "a cross-reference to Form, Change Form (form.py) and Identity (common/identity.py), "
                      "which hold the rules: nothing of its own"),
]
