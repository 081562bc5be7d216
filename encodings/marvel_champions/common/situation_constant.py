"""Ability, p2.b1 — a constant ability's condition, for the situation engine (English, RRG v1.8), rules/Ability.md
(the sub-section "Constant Abilities").

Shared by every language version. The timing rule base lists a constant ability only while it is in effect
(``en/ability.py`` ledger, p2.b1); this bullet says that a constant ability with an "if" / "while" condition seeks it
all along, which the situation engine turns into a condition kept over time: "If this stage is completed, the
players lose the game" on a main scheme, tested after every effect (`logic.situation.stage`,
`logic.timing.stage_ops`).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Ability", shared=True,
    source="rules/Ability.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p2.b1"],
)


@clause("mc.common.situation_constant.condition_kept", at="p2.b1",
        says="A constant ability whose text sets a condition ('if', 'while', 'during') looks for it all the time: its "
             "effect is active whenever the condition is met, not only when it is first read.")
def condition_kept(v):
    return [v.constant_condition_kept()]
