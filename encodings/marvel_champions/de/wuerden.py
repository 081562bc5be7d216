"""„Würden“ — Marvel Champions, Referenzhandbuch v1.7de, rules/Unterbrechung (DE).md (the entry "WÜRDEN")."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Würden", source="rules/Unterbrechung (DE).md#„WÜRDEN“",
    version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing", locators=["p1", "p1.b1"],
    translates="Would",  # the English entry this one translates (ruling diff pairs them)
)

INTERRUPTS = ("interrupt", "forced_interrupt")


@clause("mc.de.wuerden.vorrang", at="p1",
        says="'Würden' gives an interrupt timing priority over interrupts to the same condition without it.")
def priority(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.flag(a, "would"),
              v.neg(v.flag(b, "would")), v.both(a, b)),
        v.before(a, b)), events=False)


@clause("mc.de.wuerden.ersatz", at="p1.b1",
        says="A 'würden' interrupt that changes its condition (a replacement) leaves no room for further "
             "interrupts to the original trigger: they all came before it. (Its example is the 'would be "
             "defeated' before 'is defeated' case.)")
def replacement_ends(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.flag(a, "would"),
              v.flag(a, "cancels"), v.both(a, b)),
        v.before(b, a)), events=False)


LEDGER = []
