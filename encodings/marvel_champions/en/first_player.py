"""First Player — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/First Player.md.

Locators: p1..p5 the paragraphs; p4.bN and p5.bN the bullets under "decides the following" and
"timing priority".
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="First Player", source="rules/First Player.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p2", "p3", "p4", "p4.b1", "p4.b2", "p4.b3", "p5", "p5.b1", "p5.b2"],
)

MANDATORY = ("constant", "forced_interrupt", "forced_response", "when_revealed", "boost", "setup")


@clause("mc.en.first_player.orders_simultaneous", at="p4.b3",
        says="When two or more effects would resolve at the same moment, the first player orders them "
             "(read here as mandatory abilities waiting for the same condition; optional ones are used at "
             "their controllers' opportunities).")
def orders_simultaneous(v):
    def one(a):
        siblings = v.any([v.all(v.same_trigger(a, b), v.kind_is(b, *MANDATORY)) for b in v.items if b != a]
                        )
        return v.implies(v.all(v.kind_is(a, *MANDATORY), siblings), v.orderer(a) == v.first_player())
    return v.each(one)


LEDGER = [
    not_encoded("p1", "choosing the first player at the start of the game: scenarios name it"),
    not_encoded("p2", "the first player token passing each round: one event at a time here"),
    not_encoded("p3", "elimination of the first player: not modelled"),
    not_encoded("p4", "introduces the decisions p4.b1..p4.b3"),
    not_encoded("p4.b1", "choosing among eligible targets of an encounter card: who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p4.b2", "the player who acts for an encounter card naming none: who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p5", "introduces p5.b1 and p5.b2"),
    not_encoded("p5.b1", "the first player has the first interrupt opportunity; opportunities then go round in "
                         "player order until everyone passes (In Player Order), so any order of optional "
                         "interrupts can result: no constraint on the order itself"),
    not_encoded("p5.b2", "same as p5.b1 for responses"),
]
