"""Alteration Effect, p1.b1 — "additional", for the situation engine (English, RRG v1.8), rules/Each Time, Alteration
Effect.md (the entry "Alteration Effect").

Shared by every language version. How an "each time" part is ordered is in ``en/alteration_effect.py`` (topic
``timing``); this bullet says that an "additional" amount resolves together with what it modifies, which the
situation engine turns into threat placed "additional" converted as placed (`logic.situation.additional`).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Alteration Effect", shared=True,
    source="rules/Each Time, Alteration Effect.md#alteration_effect",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p1.b1"],
)


@clause("mc.common.situation_alteration.additional_joins", at="p1.b1",
        says="An 'additional' amount is a modifier: it resolves at the same time as the ability or game state it "
             "modifies, under the same conditions.")
def additional_joins(v):
    return [v.additional_joins()]
