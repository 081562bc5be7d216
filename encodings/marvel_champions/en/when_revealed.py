"""When Revealed Abilities — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/When Revealed Abilities.md (the entry "When Revealed Abilities"; "Reveal" is in reveal.py)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="When Revealed Abilities",
    source="rules/When Revealed Abilities.md#when_revealed_abilities", version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p2", "p2.b1", "p2.b2", "p2.b3"],
)

LEDGER = [
    not_encoded("p1", "definition of the When Revealed trigger"),
    not_encoded("p2", "every When Revealed ability of a revealed card resolves: mandatory, the rule of Ability "
                      "p1.b7 (mc.en.ability.mandatory); its row is Ability p4.b3"),
    not_encoded("p2.b1", "during setup, in the setup step: setup steps are not modelled"),
    not_encoded("p2.b2", "put into play without being revealed, it does not trigger: no reveal event, so nothing "
                         "produces what it waits for"),
    not_encoded("p2.b3", "When Revealed on villain and main scheme cannot be cancelled: scenarios do not say which "
                         "card an item is on; a scenario simply gives no cancel for them"),
]
