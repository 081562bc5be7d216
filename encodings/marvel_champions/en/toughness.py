"""Toughness — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Tough.md (the entry
"Toughness")."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Toughness", source="rules/Tough.md#toughness",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1", "p1.b1"],
)


@clause("mc.en.toughness.forced_response", at="p1.b1",
        says="The toughness keyword acts as a Forced Response: after its character enters play it is given a tough "
             "status card, always, and after the entering.")
def forced_response(v):
    return v.each_pair(lambda a, x: v.implies(v.all(v.keyword_is(a, "toughness"), v.triggered_by(a, x)), lambda: v.all(
        v.implies(v.all(v.trigger_live(a), v.flag(a, "in_play")), v.taken(a)),
        v.implies(v.taken(a), v.trigger_happens(a)),
        v.implies(v.both(a, x), v.before(x, a)))))


LEDGER = [not_encoded("p1", "the keyword gives a tough card on entering play: its timing is p1.b1's clause")]
