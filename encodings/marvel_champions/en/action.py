"""Action — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Action.md."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Action", source="rules/Action.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b1.1", "p1.b2", "p1.b2.1", "p1.b2.2"],
)

WHO = "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"

LEDGER = [
    not_encoded("p1", "action abilities are used during a player's turn at that player's choosing, not in answer "
                      "to a triggering condition: a scenario's items all wait for its event, so no action item "
                      "arises (their optionality is Ability p1.b8)"),
    not_encoded("p1.b1", WHO),
    not_encoded("p1.b1.1", WHO),
    not_encoded("p1.b2", "the end of the player phase is not an event of a scenario: phases are not modelled"),
    not_encoded("p1.b2.1", "when a forced action may be triggered: a moment of the player phase, not modelled"),
    not_encoded("p1.b2.2", "a forced action the phase may end without: phases and costs are not modelled"),
]
