"""Special, p1 — when a special ability resolves, for the situation engine (English, RRG v1.8), rules/Special.md.

Shared by every language version: a special ability waits for another ability's explicit instruction, which the
situation engine reads only as its card being used (`logic.situation.ledger`).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Special", shared=True, source="rules/Special.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p1"],
)


@clause("mc.common.situation_special.own_moment", at="p1",
        says="A special ability resolves only when another card ability explicitly says so: never in answer to an "
             "event by itself.")
def own_moment(v):
    return [v.own_moment("special")]
