"""Simultaneous Resolution — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Simultaneous Resolution.md (the entry itself; "Each Player", printed beside it, is another entry)."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Simultaneous Resolution",
    source="rules/Simultaneous Resolution.md", version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)


@clause("mc.en.simultaneous_resolution.first_player", at="p1",
        says="Effects with the same bold timing trigger resolving at the same moment are ordered by the "
             "first player.")
def first_player_orders(v):
    def one(a):
        siblings = v.any([v.all(v.same_trigger(a, b), v.kind_is(b, v.kind(a))) for b in v.items if b != a]
                        )
        return v.implies(siblings, v.orderer(a) == v.first_player())
    return v.each(one)


LEDGER = []
