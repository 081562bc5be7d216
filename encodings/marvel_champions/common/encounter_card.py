"""Encounter Card — Marvel Champions Rules Reference glossary entry (English, RRG v1.8 text).

Shared by every language version: the English "You, Your" entry speaks of
"encounter cards", and this entry says which card types those are.
"""

import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Encounter Card", shared=True,
    source="rules/Encounter Card.md", version="RRG v1.8 (community transcription)", topic="you",
    locators=["p1", "p1.b1", "p1.b2"],
)

#: The eight types the entry names (it says there are eight, so the list is closed).
ENCOUNTER_TYPES = ("attachment", "environment", "minion", "main_scheme", "obligation",
                   "side_scheme", "treachery", "villain")


@clause("mc.common.encounter_card.types", at="p1",
        says="""Exactly eight card types are encounter cards: attachments, environments, minions, main
        schemes, obligations, side schemes, treacheries and villains. Other types are not.""")
def encounter_types(v):
    return v.each_card(lambda c: v.is_encounter_card(c) == v.card_type_is(c, *ENCOUNTER_TYPES))


LEDGER = [
    not_encoded("p1.b1", "Classifications of encounter cards (scenario, modular); no bearing on who 'you' is."),
    not_encoded("p1.b2", "Card back colour; no bearing on who 'you' is."),
]
