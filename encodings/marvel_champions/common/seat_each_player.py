"""Simultaneous Resolution, "Each Player" p1 — an effect each player is told to resolve (English,
RRG v1.8), rules/Simultaneous Resolution.md#each_player.

Shared by every language version. The order in which the players resolve it (p1.b1) is a timing
matter; this paragraph decides a seat: the "you" of "each of you" is every player, each in turn.
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="\u201cEach Player\u201d", shared=True,
    source="rules/Simultaneous Resolution.md#each_player",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="seat",
    locators=["p1", "p1.b1", "p1.b2"],
)


@clause("mc.common.each_player.every_player", at="p1",
        says="""An effect each player is told to resolve is resolved by each of them, one after the other: a
        'you' addressed to each player ('each of you', 'all of you') is every player, not one of them.""")
def every_player(v):
    return v.each_occurrence(lambda o: z3.Implies(v.seat_fact(o, "addressee", "each"), v.seat_is_group(o)))


LEDGER = [
    not_encoded("p1.b1", "the order the players resolve it in (the first player decides): a timing matter, "
                         "not whose 'you' it is"),
    not_encoded("p1.b2", "a player who cannot fully resolve it resolves as much as they can: not a seat"),
]
