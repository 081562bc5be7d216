"""Event — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Event.md."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Event", source="rules/Event.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4", "p2.b5", "p2.b5.1"],
)

LEDGER = [
    not_encoded("p1", "definition of the event card type"),
    not_encoded("p2", "playing an event (place, pay, resolve unless cancelled, discard): an event played is a "
                      "scenario's event or an item; its effects are skipped when cancelled (Cancel p1.b4.1 and the "
                      "interpreter); costs and discarding are not modelled"),
    not_encoded("p2.b1", "choosing one of an event's triggered abilities: the scenario lists the one chosen"),
    not_encoded("p2.b2", "a cancelled event still counts as played: costs and discarding are not modelled"),
    not_encoded("p2.b3", "an event needing a target needs a valid one: the same rule as Ability p1.b3, encoded "
                         "there (mc.en.ability.valid_target) for every item"),
    not_encoded("p2.b4", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p2.b5", "modifiers to an event's damage apply to each instance: amounts, not timing"),
    not_encoded("p2.b5.1", "a modifier to 'an attack' applies to the first attack only: amounts, not timing"),
]
