"""Status Cards, bullets p3.b1-p3.b3 — what each status card acts on (English, RRG v1.8), rules/Status Cards.md.

Shared by every language version. How a status card's ability is ordered is in ``en/status_cards.py``,
``en/stun.py``, ``en/confuse.py``, ``en/tough.py`` (topic ``timing``); these bullets say which act of its
character each status card waits for, which the situation engine turns into its item
(`logic.situation.scenario.status_items`) or, when that act does not happen, names as inert.
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Status Cards", shared=True, source="rules/Status Cards.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p3.b1", "p3.b2", "p3.b3"],
)


@clause("mc.common.situation_status_cards.confused", at="p3.b1",
        says="Confused: the card cancels its character's next scheme or thwart.")
def confused(v):
    return [v.status_acts_on("confused", "scheme"), v.status_acts_on("confused", "thwart")]


@clause("mc.common.situation_status_cards.stunned", at="p3.b2",
        says="Stunned: the card cancels its character's next attack.")
def stunned(v):
    return [v.status_acts_on("stunned", "attack")]


@clause("mc.common.situation_status_cards.tough", at="p3.b3",
        says="Tough: the card prevents damage to its character (its next instance of damage).")
def tough(v):
    return [v.status_acts_on("tough", "damage")]
