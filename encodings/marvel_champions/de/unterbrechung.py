"""Unterbrechung — Marvel Champions, Referenzhandbuch v1.7de, rules/Unterbrechung (DE).md (the entry
"UNTERBRECHUNG"; "Würden", printed beside it, is in wuerden.py)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Unterbrechung", source="rules/Unterbrechung (DE).md#UNTERBRECHUNG",
    version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing", locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5"],
    translates="Interrupt",  # the English entry this one translates (ruling diff pairs them)
)

INTERRUPTS = ("interrupt", "forced_interrupt")


@clause("mc.de.unterbrechung.unmittelbar_vor", at="p1",
        says="An interrupt interrupts its condition and resolves immediately before it: nothing not part of that "
             "condition's interrupts (or nested in them) comes between; optional ones need the condition.")
def immediately_before(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.triggered_by(a, x), v.both(a, x)), v.before(a, x))) + \
        v.each_triple(lambda a, x, c: v.implies(
            v.all(v.kind_is(a, *INTERRUPTS), v.triggered_by(a, x), v.neg(v.nested_under(c, x)), v.both(a, x),
                  v.taken(c)),
            lambda: v.neg(v.all(v.before(a, c), v.before(c, x))))) + \
        v.each(lambda a: v.implies(v.all(v.kind_is(a, "interrupt"), v.taken(a)), v.trigger_happens(a)))


@clause("mc.de.unterbrechung.wuerden_zuerst", at="p1.b3",
        says="Interrupts worded with 'würden' resolve before their condition initiates, so before the other "
             "interrupts to it.")
def would_first(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.flag(a, "would"),
              v.neg(v.flag(b, "would")), v.both(a, b)),
        v.before(a, b)), events=False)


@clause("mc.de.unterbrechung.aufheben", at="p1.b4",
        says="Once an interrupt changes (by a replacement) or cancels the imminent condition, no further interrupt "
             "to the original condition: every other one came before it.")
def cancel_ends_window(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.flag(a, "cancels"),
              v.both(a, b)),
        v.before(b, a)), events=False)


LEDGER = [
    not_encoded("p1.b1", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p1.b2", "once per occurrence: one item per triggering (instances); nothing to constrain"),
    not_encoded("p1.b5", "the window closes when everyone passes: a finished order needs nothing more"),
]
