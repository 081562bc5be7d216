"""You, Your, p1.b6 — who "the player who defeated" a card is, for the situation engine (English, RRG v1.8),
seeds/001_704109330cea5646.txt (the entry's text, as the seat and "you" parts cite it); with When Defeated
Abilities p1.b2 (rules/When Defeated Abilities.md).

Shared by every language version. The Rules Reference has no entry of its own for "the player who defeated this
scheme / minion": the reading here is by analogy. You, Your p1.b6 treats a defeat as a game function a player
performs (its example trigger: a player attacks and defeats an enemy; the v1.1 text of the same entry: the player
whose card defeats a minion is the one who defeats it); When Defeated Abilities p1.b2 resolves a card's When
Defeated abilities as it is defeated. So the player who defeated a card is the player who performed the action (an
attack, a thwart, an ability) that defeated it, as the situation states that action
(`logic.situation.defeater`). A card defeated by no player's action names nobody: the engine leaves such a sentence
not decided.
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="You, Your", shared=True,
    source="seeds/001_704109330cea5646.txt", version="RRG v1.8 text (seed)", topic="situation",
    locators=["p1.b6"],
)


@clause("mc.common.situation_defeated.defeater_is_actor", at="p1.b6",
        says="By analogy: a defeat is a game function a player performs, so the player who defeated a card is the "
             "player who performed the action that defeated it; a card no player's action defeated has no such "
             "player.")
def defeater_is_actor(v):
    return [v.defeater_is_actor()]
