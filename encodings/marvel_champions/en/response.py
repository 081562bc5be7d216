"""Response — Marvel Champions Rules Reference glossary entry (English, RRG v1.8 text), rules/Response.md.

The entry says responses resolve after their triggering condition, not that they resolve immediately after:
the encoding leaves open whether responses to a nested ability come before the next response to the outer
condition.
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Response", source="rules/Response.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b1.1", "p1.b2", "p1.b2.1", "p1.b3", "p1.b4"],
)

RESPONSES = ("response", "forced_response")


@clause("mc.en.response.after_trigger", at="p1",
        says="A response resolves after its triggering condition has occurred.")
def after_trigger(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, *RESPONSES), v.triggered_by(a, x), v.both(a, x)), v.before(x, a)))


@clause("mc.en.response.optional", at="p1",
        says="Response abilities may be resolved after their condition: optional, and only once it occurred.")
def optional(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, "response"), v.taken(a)), v.trigger_happens(a)))


@clause("mc.en.response.controller_triggers", at="p1.b1",
        says="A player triggers responses only on cards they control (or encounter cards): the controller decides.")
def controller_decides(v):
    return v.each(lambda a: v.implies(v.kind_is(a, "response"), v.decider(a) == v.controller(a)))


LEDGER = [
    not_encoded("p1.b1.1", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p1.b2", "once per occurrence: one item per triggering in a scenario; nothing to constrain"),
    not_encoded("p1.b2.1", "copies of a card are distinct items; nothing to constrain"),
    not_encoded("p1.b3", "responses to several conditions caused by one effect go in any order: no constraint, "
                         "which is what leaving them unordered means; its example is checked as query "
                         "queries/marvel_champions/timing/response_any_order.toml"),
    not_encoded("p1.b4", "the response window closes when everyone passes; a finished order needs nothing more"),
]
