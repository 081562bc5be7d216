"""Triggering Condition — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Triggering Condition.md, read for the loops of the pool's trigger graph (topic ``loops``)."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Triggering Condition", source="rules/Triggering Condition.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="loops",
    locators=["p1", "p1.b1", "p1.b1.1", "p1.b2"],
)


@clause("mc.en.loops.triggering_condition.once_per_occurrence", at="p1.b1",
        says="An Interrupt or Response triggers at most once per occurrence of its condition: a step resolves "
             "in a turn only if the step before it resolved in that turn (its own occurrence), so each turn of "
             "a cycle needs a new occurrence.")
def once_per_occurrence(v):
    return v.each_step(lambda t, i: z3.Implies(v.fires(t, i), v.occurs(t, i)))


LEDGER = [
    not_encoded("p1", "definition of a triggering condition: the trigger the reader read"),
    not_encoded("p1.b1.1", "copies of a card each trigger: a cycle is over printed abilities, one step each"),
    not_encoded("p1.b2", "one window for several conditions of one occurrence: the order, not whether a cycle "
                         "repeats"),
]
