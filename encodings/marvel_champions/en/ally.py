"""Ally — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Ally.md.

Its one bullet about who performs what is written over the "you" vocabulary (`logic/you/vocab.py`): an
ally's attacks, thwarts, defenses, actions and triggered abilities are not its controller's identity's.
Its other sentences are about zones, costs, or timing that other entries' clauses already state.
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Ally", source="rules/Ally.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="you",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5"],
)

#: what the entry says an ally resolves: attacks, thwarts, defenses, action and triggered abilities
RESOLVED = ("attack", "thwart", "defense", "action_ability", "triggered_ability")


@clause("mc.en.ally.not_the_identity", at="p1.b5",
        says="""What an ally in play resolves (its attacks, thwarts, defenses, action and triggered abilities)
        is not done by the identity of the player controlling it. (The bullet's first sentences, who may
        defend with an ally and where the damage goes, are the seat clauses' and Defend p1.b3.1's.)""")
def not_the_identity(v):
    return v.each_action(lambda a: z3.Implies(
        z3.And(v.card_type_is(v.card_of_action(a), "ally"), v.kind_is(a, *RESOLVED)),
        z3.Not(v.performed_by_identity(a))))


LEDGER = [
    not_encoded("p1", "definition of the card type: the 'you' vocabulary has the type 'ally'; not about who, "
                      "when or order"),
    not_encoded("p1.b1", "an ally stays in play until something makes it leave: zones, not about who, when or order"),
    not_encoded("p1.b2", "an ally with no hit points left is defeated and discarded: the timing interpreter "
                         "removes a character at 0 health; not a 'you' question"),
    not_encoded("p1.b3", "during their turn a player may attack or thwart with any number of their allies, "
                         "exhausting each: turns and exhausting are not modelled; which allies are theirs is "
                         "who: the seat clauses of the 'you' rule base (common/ownership_and_control.py, "
                         "common/attachment.py)"),
    not_encoded("p1.b4", "consequential damage after an ally attacks or thwarts, none if it was stunned or "
                         "confused: a timing rule, stated over the timing vocabulary by Consequential Damage p1 "
                         "(mc.en.consequential_damage.after) and Stun p1.b7 / Confuse p1.b7; checked as "
                         "queries/marvel_champions/timing/ally_stunned_no_consequential.toml"),
]
