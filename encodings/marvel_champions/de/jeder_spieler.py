"""„Jeder Spieler“ — Marvel Champions, Referenzhandbuch v1.7de, rules/Gleichzeitige Abhandlung (DE).md (the
entry "„JEDER SPIELER“", printed after STARTSPIELER). Locators: p1 the rule, p1.b1 and p1.b2 its bullets,
the worked example printed in p1.b2 and the see-also line have no locator of their own."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Jeder Spieler",
    source="rules/Gleichzeitige Abhandlung (DE).md#„JEDER SPIELER“", version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2"],
    translates="Each Player",  # the English entry this one translates (ruling diff pairs them)
)

LEDGER = [
    not_encoded("p1", "each player resolves the effect one after another: in a scenario each player's part is its "
                      "own item, and one item never overlaps another, so nothing is left to constrain"),
    not_encoded("p1.b1", "the first player picks the order of the players' parts when the effect names none: the "
                         "timing vocabulary has no mark tying several items together as the parts of one 'each "
                         "player' effect, so no orderer can be set for them (as for the English entry, "
                         "en/each_player.py)"),
    not_encoded("p1.b2", "a player who cannot finish resolves as much as they can: how much an item does, not "
                         "who or when"),
]
