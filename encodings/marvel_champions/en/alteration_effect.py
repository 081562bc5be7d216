"""Alteration Effect — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Each Time, Alteration Effect.md (the entry "Alteration Effect"; "Each Time", "Additional" and "Already"
only refer to it). An "each time" part that interrupts a resolving ability is an item of kind ``each_time``
waiting for that ability, with ``at_effect`` the effect of it that triggers the interruption."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Alteration Effect",
    source="rules/Each Time, Alteration Effect.md#alteration_effect",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b4.1"],
)


@clause("mc.en.alteration_effect.each_time_halts", at="p1.b3",
        says="An 'each time' effect interrupts the ability resolving: it follows that ability's start and nothing "
             "else comes between them; it resolves whole before the ability goes on.")
def each_time_halts(v):
    def pair(e, x):
        return v.implies(v.all(v.kind_is(e, "each_time"), v.triggered_by(e, x)), lambda: v.all(
            v.implies(v.trigger_live(e), v.taken(e)),
            v.implies(v.taken(e), v.trigger_happens(e)),
            v.implies(v.both(e, x), v.before(x, e))))

    def between(e, x, c):
        return v.implies(
            v.all(v.kind_is(e, "each_time"), v.triggered_by(e, x), v.neg(v.all(v.kind_is(c, "each_time"),
                                                                                v.triggered_by(c, x))),
                  v.both(e, x), v.taken(c)),
            lambda: v.neg(v.all(v.before(x, c), v.before(c, e))))
    return v.each_pair(pair) + v.each_triple(between)


@clause("mc.en.alteration_effect.each_time_inside", at="p1.b3",
        says="What the 'each time' effect does happens inside the interrupted ability, right after the effect "
             "that met its condition, before that ability's later effects.")
def each_time_inside(v):
    return [v.policy("each_time_inside")]


@clause("mc.en.alteration_effect.already_before", at="p1.b2",
        says="An 'already' condition is checked on the game as it was before the ability it follows began to "
             "resolve (whether the hero was stunned before the ability gave it a stunned status card).")
def already_before(v):
    return [v.policy("already_read_before")]


LEDGER = [
    not_encoded("p1", "definition: an alteration effect changes how the ability before it resolves"),
    not_encoded("p1.b1", "'additional' resolves together with what it modifies: part of that item's effects, no "
                         "item of its own, nothing to order"),
    not_encoded("p1.b4", "'this/that attack' modifiers change an attack's values, not when anything resolves"),
    not_encoded("p1.b4.1", "what is not an alteration effect: no order question"),
]
