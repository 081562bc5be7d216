"""\u201cAfter\u201d — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/After.md."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="After", source="rules/After.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)


@clause("mc.en.after.concluded", at="p1",
        says="'After' names an occurrence that has just concluded: a response (forced or not) resolves after what "
             "it waits for, and only if that concluded (was not cancelled).")
def concluded(v):
    return v.each_pair(lambda a, x: v.implies(v.all(v.kind_is(a, "response", "forced_response"), v.triggered_by(a, x)),
                                              v.all(v.implies(v.both(a, x), v.before(x, a)),
                                                    v.implies(v.taken(a), v.trigger_live(a)))))


LEDGER = []
