"""Player Side Scheme — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Player Side
Scheme.md (the entry "Player Side Scheme"; "Player Side Scheme Limit", printed beside it, is encoded in
player_side_scheme_limit.py). A player side scheme is a scheme of the timing scenario (``[[schemes]]``)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Player Side Scheme",
    source="rules/Player Side Scheme.md#player_side_scheme",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b5.1", "p1.b5.2"],
)

LEDGER = [
    not_encoded("p1", "definition: missions of the heroes, the player-card counterpart of encounter side schemes; "
                      "not about who, when or order"),
    not_encoded("p1.b1", "it is placed next to the main scheme in the villain's area: where a card lies, not about "
                         "who, when or order"),
    not_encoded("p1.b2", "it enters play with its starting threat: an amount, the scenario's scheme threat; not "
                         "about who, when or order"),
    not_encoded("p1.b3", "how many may be in play is bounded by the limit: Player Side Scheme Limit "
                         "(player_side_scheme_limit.py)"),
    not_encoded("p1.b4", "it stays until it has no threat (defeated: discarded, or to the victory display) or is "
                         "discarded over the limit: zones and defeat of schemes, which the interpreter does not "
                         "model (a scheme at 0 threat stays listed); not an order of abilities"),
    not_encoded("p1.b5", "rules and cards about 'schemes' or 'side schemes' include player side schemes: which "
                         "cards a word covers, not about who, when or order"),
    not_encoded("p1.b5.1", "heroes and allies remove its threat with a basic thwart: the scenario's remove_threat "
                           "effect on it; not about who, when or order"),
    not_encoded("p1.b5.2", "abilities removing threat from 'a scheme' or 'a side scheme' may choose it: which "
                           "targets a word covers, not about who, when or order"),
]
