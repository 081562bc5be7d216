"""Interruption — Marvel Champions, Guide de Référence (français, ère v1.4), rules/Interruption (FR).md."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="fr", title="Interruption", source="rules/Interruption (FR).md",
    version="Guide de Référence FR, ère v1.4 (site de 2022, github.com/Dabigne/MarvelChampionsReference)", topic="timing", locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4"],
    translates="Interrupt",  # the English entry this one translates (ruling diff pairs them)
)

INTERRUPTS = ("interrupt", "forced_interrupt")


@clause("mc.fr.interruption.avant", at="p1",
        says="An interrupt interrupts its triggering condition and resolves immediately before it: nothing that "
             "is not itself part of that condition's interrupts (or nested in them) comes between.")
def immediately_before(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.triggered_by(a, x), v.both(a, x)), v.before(a, x))) + \
        v.each_triple(lambda a, x, c: v.implies(
            v.all(v.kind_is(a, *INTERRUPTS), v.triggered_by(a, x), v.neg(v.nested_under(c, x)), v.both(a, x),
                  v.taken(c)),
            lambda: v.neg(v.all(v.before(a, c), v.before(c, x)))))


@clause("mc.fr.interruption.imminente", at="p1.b2",
        says="An interrupt is used when its condition becomes imminent, before it resolves: only if that "
             "condition happens.")
def when_imminent(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, "interrupt"), v.taken(a)), v.trigger_happens(a)))


@clause("mc.fr.interruption.annulation", at="p1.b4",
        says="Once an interrupt changes (by a replacement) or cancels the imminent condition, no further interrupt "
             "to the original condition can be triggered: every other one came before it.")
def cancel_ends_window(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.flag(a, "cancels"),
              v.both(a, b)),
        v.before(b, a)), events=False)


LEDGER = [
    not_encoded("p1.b1", "several interrupts to one condition: distinct items, nothing to constrain"),
    not_encoded("p1.b3", "the window closes once every player has passed in a row: a finished order already has "
                         "each taken interrupt before its condition (p1)"),
]
