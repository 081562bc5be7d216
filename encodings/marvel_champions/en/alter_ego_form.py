"""Alter-Ego, Alter-Ego Form — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Hero,
Alter-Ego, Form.md (the entry "Alter-Ego, Alter-Ego Form", which sends the reader to "Form, Change Form"
(form.py) and to "Identity" (common/identity.py))."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Alter-Ego, Alter-Ego Form",
    source="rules/Hero, Alter-Ego, Form.md#alter_ego_alter_ego_form",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="you",
    locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "a cross-reference to Form, Change Form (form.py) and Identity (common/identity.py), "
                      "which hold the rules: nothing of its own"),
]
