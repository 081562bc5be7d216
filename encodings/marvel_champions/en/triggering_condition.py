"""Triggering Condition — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Triggering Condition.md. One occurrence creating several conditions is one item that ``produces``
several names (or whose effects derive them)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Triggering Condition", source="rules/Triggering Condition.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1", "p1.b1", "p1.b1.1", "p1.b2"],
)


@clause("mc.en.triggering_condition.one_window", at="p1.b2",
        says="The conditions one occurrence creates share one interrupt window and one response window: every "
             "interrupt to any of them comes before every response to any of them.")
def one_window(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "interrupt", "forced_interrupt"), v.kind_is(b, "response", "forced_response"),
              v.same_occurrence(a, b), v.both(a, b)),
        v.before(a, b)), events=False)


LEDGER = [
    not_encoded("p1", "definition of a triggering condition (what 'trigger' names in a scenario)"),
    not_encoded("p1.b1", "once per occurrence: a scenario lists one item per triggering (instances = "
                         "occurrences), nothing left to constrain"),
    not_encoded("p1.b1.1", "copies of a card are distinct items; nothing to constrain"),
]
