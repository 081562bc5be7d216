"""Reaktion — Marvel Champions, Referenzhandbuch v1.7de, rules/Reaktion (DE).md (the entry "REAKTION";
"Auslösebedingung", printed beside it, is not encoded here)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Reaktion", source="rules/Reaktion (DE).md#REAKTION",
    version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing", locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4"],
    translates="Response",  # the English entry this one translates (ruling diff pairs them)
)


@clause("mc.de.reaktion.nachdem", at="p1",
        says="A response may be resolved after its triggering condition has occurred, and only then.")
def after(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, "response", "forced_response"), v.triggered_by(a, x), v.both(a, x)), v.before(x, a))) + \
        v.each(lambda a: v.implies(v.all(v.kind_is(a, "response"), v.taken(a)), v.trigger_happens(a)))


LEDGER = [
    not_encoded("p1.b1", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p1.b2", "once per occurrence, copies each: one item per triggering; nothing to constrain"),
    not_encoded("p1.b3", "responses to several conditions of one effect go in any order: no constraint (its "
                         "example is the English query response_any_order.toml, same case)"),
    not_encoded("p1.b4", "the window closes when everyone passes: a finished order needs nothing more"),
]
