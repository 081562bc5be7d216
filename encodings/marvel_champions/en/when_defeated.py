"""When Defeated Abilities — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/When Defeated Abilities.md. A When Defeated ability is an item of kind ``when_defeated`` waiting for
its card's defeat."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="When Defeated Abilities",
    source="rules/When Defeated Abilities.md", version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b2.1"],
)


@clause("mc.en.when_defeated.forced_interrupt", at="p1.b1",
        says="A When Defeated trigger is a Forced Interrupt to its card's defeat: it resolves before the defeat, "
             "in the forced interrupt row (before interrupts, after status cards' forced interrupts).")
def forced_interrupt(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, "when_defeated"), v.triggered_by(a, x), v.both(a, x)), v.before(a, x))) + \
        v.each_pair(lambda a, b: v.implies(
            v.all(v.kind_is(a, "when_defeated"), v.kind_is(b, "interrupt"), v.same_trigger(a, b), v.both(a, b)),
            v.before(a, b)), events=False)


LEDGER = [
    not_encoded("p1", "definition of the When Defeated trigger"),
    not_encoded("p1.b2", "every When Defeated ability of a defeated card resolves: mandatory, the rule of Ability "
                         "p1.b7 (mc.en.ability.mandatory)"),
    not_encoded("p1.b2.1", "the card leaves play after its When Defeated abilities: the interpreter removes a "
                           "defeated character; no further order question"),
]
