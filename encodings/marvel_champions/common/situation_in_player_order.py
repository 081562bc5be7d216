"""In Player Order, p1 — an ability each player resolves in player order, for the situation engine (English,
RRG v1.8), rules/In Player Order.md.

Shared by every language version. How items flagged ``in_player_order`` are ordered is in ``en/in_player_order.py``
(topic ``timing``); this paragraph, with Simultaneous Resolution "Each Player" p1 (each player told to resolve an
effect resolves it, one after the other: ``seat_each_player.py``), says how the situation engine resolves "each
player must resolve The Hood's 'Foul Play' ability in player order" inside the one ability that says so
(`logic.situation.resolve_in_order`).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="In Player Order", shared=True, source="rules/In Player Order.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p1"],
)


@clause("mc.common.situation_in_player_order.each_in_turn", at="p1",
        says="An ability each player is told to resolve in player order is resolved once by every player, one "
             "after the other: the first player's resolution first, then each other player's going clockwise; each "
             "player resolves it as the player resolving it, so its 'you' is that player (with Simultaneous "
             "Resolution 'Each Player' p1 and You p1).")
def each_in_turn(v):
    return [v.each_in_player_order()]
