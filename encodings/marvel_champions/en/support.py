"""Support — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Support.md.

Its bullet about who performs what is written over the "you" vocabulary (`logic/you/vocab.py`).
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Support", source="rules/Support.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="you",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3"],
)

#: what the entry says a support resolves: attacks, thwarts, defenses, action and triggered abilities
RESOLVED = ("attack", "thwart", "defense", "action_ability", "triggered_ability")


@clause("mc.en.support.not_the_identity", at="p1.b3",
        says="""What a support in play resolves (attacks, thwarts, defenses, action and triggered abilities)
        is not done by the identity of the player controlling it.""")
def not_the_identity(v):
    return v.each_action(lambda a: z3.Implies(
        z3.And(v.card_type_is(v.card_of_action(a), "support"), v.kind_is(a, *RESOLVED)),
        z3.Not(v.performed_by_identity(a))))


LEDGER = [
    not_encoded("p1", "definition of the card type (locations, helpers behind the scenes): the 'you' vocabulary "
                      "has the type 'support'; not about who, when or order"),
    not_encoded("p1.b1", "supports enter play in the back row of their player's area: where a card lies, not "
                         "about who, when or order"),
    not_encoded("p1.b2", "a support is active while in play and stays until an ability removes it: the timing "
                         "scenario's in_play flag (Ability p1.b2's clause reads it); leaving play is zones"),
]
