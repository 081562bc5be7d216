"""Attachment — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Attachment.md.

Shared by every language version (no French or German text of it is at hand). Its one bullet on
"you" decides a seat: which player an attachment's "you" is when it is attached to a player card.
Locators: p1 the definition, its bullets p1.b1..p1.b5 (p1.b2's sub-points are p1.b3 and p1.b4 in
the v1.8 layout).
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Attachment", shared=True,
    source="rules/Attachment.md", version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)",
    topic="seat", locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5"],
)


@clause("mc.common.attachment.you_is_host_controller", at="p1.b5",
        says="""An attachment attached to a player card says 'you' of the controller of that player card
        (and only that controller may trigger its abilities or pay its costs), save an optional ability whose
        own text lets any player trigger it: the card's text over the rules (The Golden Rules p2).""")
def you_is_host_controller(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.card_type_is(v.card_of(o), "attachment"), v.seat_fact(o, "host", "player_card"),
               z3.Not(z3.And(v.seat_fact(o, "may_trigger", "any_player"), v.seat_fact(o, "ability", "optional")))),
        v.seat_is(o, "host_controller")))


NOT_WHO = "changes a character's ATK, SCH or THW: not about who, when or in which order"
LEDGER = [
    not_encoded("p1", "attachment is an encounter card type: the Encounter Card entry's list "
                      "(mc.common.encounter_card.types) says it"),
    not_encoded("p1.b1", "an attachment attaches when it enters play: where it sits is a fact of the situation "
                         "(the seat's host feature), not a rule on who"),
    not_encoded("p1.b2", NOT_WHO),
    not_encoded("p1.b3", NOT_WHO + " (which stat a SCH/THW modifier changes)"),
    not_encoded("p1.b4", NOT_WHO + " (a modifier of a stat the character lacks is ignored)"),
]
