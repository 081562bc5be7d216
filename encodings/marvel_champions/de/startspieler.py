"""Startspieler — Marvel Champions, Referenzhandbuch v1.7de, rules/Gleichzeitige Abhandlung (DE).md (the
entry "STARTSPIELER", printed after GLEICHZEITIGE ABHANDLUNG). Locators: p1 the opening paragraph (choosing
the first player, the token passing, elimination, the group agreeing, then what the first player decides
alone), p1.b1..p1.b3 those decisions, p2 the sentence on acting first, p2.b1 and p2.b2 its bullets (the see-also
line has no locator, as in the other entries)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Startspieler",
    source="rules/Gleichzeitige Abhandlung (DE).md#STARTSPIELER", version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p2", "p2.b1", "p2.b2"],
    translates="First Player",  # the English entry this one translates (ruling diff pairs them)
)

MANDATORY = ("constant", "forced_interrupt", "forced_response", "when_revealed", "boost", "setup")


@clause("mc.de.startspieler.reihenfolge", at="p1.b3",
        says="When two or more effects would resolve at the same moment, the first player decides their order "
             "(read, as for the English entry, as mandatory abilities waiting for the same condition; optional "
             "ones are used at their controllers' opportunities).")
def orders_simultaneous(v):
    def one(a):
        siblings = v.any([v.all(v.same_trigger(a, b), v.kind_is(b, *MANDATORY)) for b in v.items if b != a])
        return v.implies(v.all(v.kind_is(a, *MANDATORY), siblings), v.orderer(a) == v.first_player())
    return v.each(one)


LEDGER = [
    not_encoded("p1", "choosing the first player, the token passing each round, elimination and agreeing as a "
                      "group: scenarios name the first player, one event at a time; introduces p1.b1..p1.b3"),
    not_encoded("p1.b1", "choosing among valid targets of an encounter card: who, decided by the seat clauses "
                         "(common/seat_*.py), not a timing rule"),
    not_encoded("p1.b2", "the player who acts for an encounter card naming none: who, encoded for every language "
                         "by mc.common.first_player.acts_for_encounter (common/seat_first_player.py)"),
    not_encoded("p2", "introduces p2.b1 and p2.b2"),
    not_encoded("p2.b1", "the first player has the first interrupt opportunity, then the others in player order: "
                         "any order of optional interrupts can result, no constraint on the order itself"),
    not_encoded("p2.b2", "same as p2.b1 for responses"),
]
