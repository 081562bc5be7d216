"""Reveal, p2.b2.3 — what revealing a minion does to where it is, for the situation engine (English, RRG v1.8),
rules/When Revealed Abilities.md#reveal.

Shared by every language version. The timing of revealing is ``en/reveal.py``'s (topic ``timing``); this bullet
says, for `logic.situation.applicable_toughness`, that the minion a situation's event reveals enters play then (so a
toughness it has, printed or given, acts on that moment).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Reveal", shared=True,
    source="rules/When Revealed Abilities.md#reveal",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p2.b2.3"],
)


@clause("mc.common.situation_reveal.minion_enters_play", at="p2.b2.3",
        says="A minion a player reveals enters play, in that player's area, engaged with that player.")
def minion_enters_play(v):
    return [v.reveal_enters_play("minion")]
