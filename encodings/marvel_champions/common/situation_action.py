"""Action, p1 and p1.b2.1 — when an action ability can be used, for the situation engine (English, RRG v1.8),
rules/Action.md.

Shared by every language version. ``en/action.py`` (topic ``timing``) ledgers these bullets for the timing
scenarios; here they say that an action ability waits for a moment of its own (its controller's turn, or a
request), which no event between cards in play is: the situation ledger names it inert unless the event is its
card being used (`logic.situation.ledger`).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Action", shared=True, source="rules/Action.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p1", "p1.b2.1"],
)


@clause("mc.common.situation_action.own_moment", at="p1",
        says="An action ability is triggered by a player during their turn, or by request during another "
             "player's: at a moment of its own, not in answer to an event.")
def own_moment(v):
    return [v.own_moment("action")]


@clause("mc.common.situation_action.forced_own_moment", at="p1.b2.1",
        says="A forced action can be triggered whenever a non-forced action could: the same moment of its own.")
def forced_own_moment(v):
    return [v.own_moment("forced_action")]
