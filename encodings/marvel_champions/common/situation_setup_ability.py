"""Setup (Triggered Ability), p1 — when a setup ability resolves, for the situation engine (English, RRG v1.8),
rules/Setup.md#setup_triggered_ability.

Shared by every language version: a setup ability resolves during setup, which no situation's event is
(`logic.situation.ledger`); its timing within setup is ``en/setup_ability.py``'s (topic ``timing``).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Setup (Triggered Ability)", shared=True,
    source="rules/Setup.md#setup_triggered_ability",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p1"],
)


@clause("mc.common.situation_setup_ability.own_moment", at="p1",
        says="A setup ability is resolved during setup: a moment of its own.")
def own_moment(v):
    return [v.own_moment("setup")]
