"""Cancel — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Cancel.md.

A scenario marks an item that cancels (or replaces) what it waits for with ``cancels = true``;
``v.cancelled(x)`` says such an item is taken, ``v.trigger_live(b)`` that something ``b`` waits for
happened and was not cancelled.
"""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Cancel", source="rules/Cancel.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b4.1"],
)

#: kinds that resolve before what they wait for (interrupts; constant abilities and lasting effects, first in the
#: chart): their moment is the initiation, before anything cancels it
BEFORE_KINDS = ("forced_interrupt", "interrupt", "when_defeated", "constant", "lasting")


@clause("mc.en.cancel.interrupts", at="p1.b1",
        says="A cancel ability interrupts the initiation of what it cancels: it resolves before it.")
def interrupts(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.flag(a, "cancels"), v.triggered_by(a, x), v.both(a, x)), v.before(a, x)))


@clause("mc.en.cancel.no_dependents", at="p1.b4.1",
        says="Nothing that depends on a cancelled effect can trigger: an item that waits for something to "
             "happen (not an interrupt to its initiation) is used only if what it waits for was not cancelled.")
def no_dependents(v):
    return v.each(lambda b: v.implies(v.all(v.neg(v.kind_is(b, *BEFORE_KINDS)), v.taken(b)),
                                       v.trigger_live(b)))


LEDGER = [
    not_encoded("p1", "definition: some abilities cancel effects; the scenario flag 'cancels' says which"),
    not_encoded("p1.b2", "a cancelled ability still counts as initiated and its costs stay paid: costs are not "
                         "modelled; the cancelled item stays in the order and only its effects are skipped"),
    not_encoded("p1.b3", "a cancelled event still counts as played and is discarded: not an ordering question"),
    not_encoded("p1.b4", "a cancelled treachery still counts as revealed; cancelling is a replacement with no "
                         "effect: the interpreter's 'cancel' effect skips the effects and nothing replaces them"),
]
