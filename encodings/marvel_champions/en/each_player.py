"""Each Player — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Simultaneous Resolution.md (the entry "Each Player", printed after Simultaneous Resolution).

Locators: p1 the rule (each player resolves the effect in turn), p1.b1 and p1.b2 its bullets (the
worked example printed under p1.b2 has no locator of its own: the structure reader counts none).
"""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Each Player", source="rules/Simultaneous Resolution.md#each_player",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2"],
)

LEDGER = [
    not_encoded("p1", "each player resolves the effect one after another: in a scenario each player's part is its "
                      "own item, and one item never overlaps another, so nothing is left to constrain"),
    not_encoded("p1.b1", "the first player picks the order of the players' parts when the effect names none: the "
                         "timing vocabulary has no mark tying several items together as the parts of one 'each "
                         "player' effect, so no orderer can be set for them (effects that name player order use "
                         "the in_player_order flag, In Player Order)"),
    not_encoded("p1.b2", "a player who cannot finish resolves as much as they can: how much an item does, not "
                         "who or when"),
]
