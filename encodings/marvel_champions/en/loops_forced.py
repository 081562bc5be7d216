"""Forced — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Forced.md, read for the
loops of the pool's trigger graph (topic ``loops``). The entry says a Forced ability must initiate; it says
nothing about a chain of Forced abilities that never ends (no rule of the Rules Reference does)."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Forced", source="rules/Forced.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="loops",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b4", "p1.b5", "p1.b6"],
)

FORCED = ("forced_interrupt", "forced_response")


@clause("mc.en.loops.forced.mandatory", at="p1",
        says="A Forced ability's initiation is mandatory: a Forced step whose condition occurred and that can "
             "be initiated resolves; no player can let it pass.")
def mandatory(v):
    return v.each_step(lambda t, i: z3.Implies(
        z3.And(v.kind_is(i, *FORCED), z3.Not(v.may(i)), v.occurs(t, i), v.can_initiate(t, i)), v.fires(t, i)))


@clause("mc.en.loops.forced.no_target", at="p1.b3",
        says="A Forced ability with no valid target does not initiate: a forced chain stops when its target "
             "is gone.")
def no_target(v):
    return v.each_step(lambda t, i: z3.Implies(z3.And(v.kind_is(i, *FORCED), v.fires(t, i)), v.valid_target(t, i)))


LEDGER = [
    not_encoded('p1.b1', "resolved when the condition is met: each turn's occurrence is a new one (Triggering Condition p1.b1)"),
    not_encoded("p1.b2", "Forced Actions belong to the player phase, not to a triggering condition"),
    not_encoded("p1.b3.1", "costs not paid when it does not initiate: nothing resolves, nothing changes"),
    not_encoded("p1.b4", "priority within one window: the order, not whether a cycle repeats"),
    not_encoded("p1.b5", "who orders simultaneous forced abilities: the order, not whether a cycle repeats"),
    not_encoded("p1.b6", "one forced ability resolves fully before the next: a step is one ability resolving whole"),
]
