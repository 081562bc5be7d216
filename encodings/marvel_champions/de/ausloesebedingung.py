"""Auslösebedingung — Marvel Champions, Referenzhandbuch v1.7de, rules/Reaktion (DE).md (the entry
"AUSLÖSEBEDINGUNG", printed after REAKTION). Locators: p1 the definition, p1.b1 and p1.b2 its bullets,
p2 the see-also line. One occurrence creating several conditions is one item that produces several
names (or whose effects derive them), as for the English entry."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Auslösebedingung",
    source="rules/Reaktion (DE).md#AUSLÖSEBEDINGUNG", version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2"],
    translates="Triggering Condition",  # the English entry this one translates (ruling diff pairs them)
)


@clause("mc.de.ausloesebedingung.ein_fenster", at="p1.b2",
        says="The conditions one game occurrence creates are handled in a single interrupt window and a single "
             "response window: every interrupt to any of them comes before every response to any of them.")
def one_window(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "interrupt", "forced_interrupt"), v.kind_is(b, "response", "forced_response"),
              v.same_occurrence(a, b), v.both(a, b)),
        v.before(a, b)), events=False)


LEDGER = [
    not_encoded("p1", "definition of a triggering condition (what 'trigger' names in a scenario)"),
    not_encoded("p1.b1", "each interrupt or response once per occurrence, copies each: a scenario lists one item "
                         "per triggering, nothing left to constrain"),
]
