"""Player Side Scheme Limit — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Player Side Scheme.md (the entry "Player Side Scheme Limit")."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Player Side Scheme Limit",
    source="rules/Player Side Scheme.md#player_side_scheme_limit",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3"],
)

LEDGER = [
    not_encoded("p1", "the number of player side schemes in play is bounded by a limit: a count of cards, not "
                      "about who, when or order"),
    not_encoded("p1.b1", "the limit is one for one or two starting players, two for three or four: a count, not "
                         "about who, when or order"),
    not_encoded("p1.b2", "over the limit, the first player chooses which to discard until it is met: a choice made "
                         "in a game step the timing engine has no item for (no kind for discarding over a limit), "
                         "so there is no decider to constrain; the first player's seat is the scenario's 'first'"),
    not_encoded("p1.b3", "one may be played at the limit, another then being discarded, and that one is not "
                         "defeated: playing cards is not modelled, and nothing waits for a defeat that did not "
                         "happen (the scenario lists no item on it)"),
]
