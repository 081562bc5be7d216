"""Identity — Marvel Champions Rules Reference glossary entry (English, RRG v1.8 text).

Shared by every language version of the game: the "You, Your" entries speak of
"the player's identity" and of cards that are an extension of it, but none says
who performs what the identity card itself does. This entry does.
"""

import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Identity", shared=True,
    source="rules/Identity.md", version="RRG v1.8 (community transcription)", topic="you",
    locators=["p1", "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4"],
)


@clause("mc.common.identity.is_the_identity", at="p1",
        says="""The identity is the card type standing for the character the player plays, on either
        face (hero or alter-ego): what is resolved from the identity card is done by that identity.""")
def identity_card_acts_as_identity(v):
    return v.each_action(lambda a: z3.Implies(v.card_type_is(v.card_of_action(a), "hero", "alter_ego"),
                                              v.performed_by_identity(a)))


LEDGER = [
    not_encoded("p2", "Describes the two faces and form; the vocabulary already treats hero and alter_ego "
                      "as the two faces of one identity."),
    not_encoded("p2.b1", "Setup state (starting form); no bearing on who 'you' is."),
    not_encoded("p2.b2", "Reference by title; no bearing on who 'you' is."),
    not_encoded("p2.b3", "Identity cards cannot leave play by discard; no bearing on who 'you' is."),
    not_encoded("p2.b4", "Which face is in play; no bearing on who 'you' is."),
]
