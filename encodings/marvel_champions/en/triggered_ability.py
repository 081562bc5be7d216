"""Triggered Ability — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Triggered Ability.md."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Triggered Ability", source="rules/Triggered Ability.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)


@clause("mc.en.triggered_ability.kinds", at="p1",
        says="A triggered ability is one with a bold timing trigger and a colon: every non-constant ability "
             "of a scenario has one of the bold-trigger kinds.")
def kinds(v):
    return v.each(lambda a: v.implies(v.is_ability(a), v.kind_is(
        a, "constant", "forced_interrupt", "interrupt", "forced_response", "response", "when_revealed", "boost",
        "setup", "when_defeated")))


LEDGER = []
