"""Ability — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Ability.md, read for
the loops of the pool's trigger graph (topic ``loops``: a cycle run turn by turn, `logic.pool_graph.vocab`).
The locators are those of ability.py (topic ``timing``), which encodes the same entry for scenarios."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Ability", source="rules/Ability.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="loops",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b4", "p1.b5", "p1.b6", "p1.b7", "p1.b7.1",
              "p1.b8", "p1.b8.1", "p1.b8.2",
              "p2", "p2.b1", "p2.b2",
              "p3", "p3.b1", "p3.b2", "p3.b3", "p3.b4",
              "p4", "p4.b1", "p4.b2", "p4.b2.1", "p4.b2.2", "p4.b2.3", "p4.b3", "p4.b4", "p4.b4.1", "p4.b4.2",
              "p4.b5"],
)

MANDATORY = ("constant", "setup", "when_revealed", "when_defeated", "forced_interrupt", "forced_response",
             "forced_action", "boost")


@clause("mc.en.loops.ability.in_play", at="p1.b2",
        says="A card's ability is used only while the card is in play: a step whose card has left play does "
             "not resolve again.")
def in_play(v):
    return v.each_step(lambda t, i: z3.Implies(v.fires(t, i), v.in_play(t, i)))


@clause("mc.en.loops.ability.valid_target", at="p1.b3",
        says="An ability that names a target needs one valid target to be initiated: a step whose target is "
             "gone (a character with no health left) does not resolve.")
def valid_target(v):
    return v.each_step(lambda t, i: z3.Implies(v.fires(t, i), v.valid_target(t, i)))


@clause("mc.en.loops.ability.mandatory", at="p1.b7",
        says="Constant, Setup, When Revealed, When Defeated, Forced and Boost abilities and keywords must "
             "resolve: a step of such a kind whose condition occurred and that can be initiated resolves.")
def mandatory(v):
    return v.each_step(lambda t, i: z3.Implies(
        z3.And(v.kind_is(i, *MANDATORY), z3.Not(v.may(i)), v.occurs(t, i), v.can_initiate(t, i)), v.fires(t, i)))


LEDGER = [
    not_encoded('p1.b8', 'optional abilities: nothing forces them, so no constraint; only the mandatory clauses force a step'),
    not_encoded('p1.b7.1', "'may' makes what follows optional: stated inside mc.en.loops.ability.mandatory (a step worded 'may' is not forced)"),
    not_encoded("p1", "definition; the appendix examples are not rules"),
    not_encoded("p1.b1", "interaction with out-of-play areas: the graph follows cards in play"),
    not_encoded("p1.b3.1", "examples of targets; nothing to constrain"),
    not_encoded("p1.b4", "sentence by sentence resolution: a step is one ability resolving whole"),
    not_encoded("p1.b5", "definitions of triggered and constant abilities: the reader gives each kind"),
    not_encoded("p1.b6", "setup abilities: outside play, never part of a loop"),
    not_encoded("p1.b8.1", "who uses an optional ability: the seat rule base, not a loop rule"),
    not_encoded("p1.b8.2", "who uses an optional ability: the seat rule base, not a loop rule"),
    not_encoded("p2", "a constant ability is active while its card is in play: a constant step resolves when "
                      "its condition occurs (p1.b7)"),
    not_encoded("p2.b1", "'while' conditions: read into the edge's conditions (logic.pool_graph.edges)"),
    not_encoded("p2.b2", "each instance of a constant ability applies: one step per printed ability"),
    not_encoded("p3", "definition of a triggered ability"),
    not_encoded("p3.b1", "unforced interrupts and responses are optional: covered by p1.b8"),
    not_encoded("p3.b2", "the game triggers Forced / When Revealed / When Defeated: covered by p1.b7"),
    not_encoded("p3.b3", "Hero / Alter-Ego triggers need the form: decided on the edges (the seat's form)"),
    not_encoded("p3.b4", "quoted triggers refer to other abilities: card syntax"),
    not_encoded("p4", "the order of simultaneous abilities does not change whether a cycle repeats"),
    not_encoded("p4.b1", "priority: the order within a window, not whether a cycle repeats"),
    not_encoded("p4.b2", "priority: the order within a window, not whether a cycle repeats"),
    not_encoded("p4.b2.1", "priority: the order within a window, not whether a cycle repeats"),
    not_encoded("p4.b2.2", "priority: the order within a window, not whether a cycle repeats"),
    not_encoded("p4.b2.3", "priority: the order within a window, not whether a cycle repeats"),
    not_encoded("p4.b3", "priority: the order within a window, not whether a cycle repeats"),
    not_encoded("p4.b4", "priority: the order within a window, not whether a cycle repeats"),
    not_encoded("p4.b4.1", "priority: the order within a window, not whether a cycle repeats"),
    not_encoded("p4.b4.2", "priority: the order within a window, not whether a cycle repeats"),
    not_encoded("p4.b5", "priority: the order within a window, not whether a cycle repeats"),
]
