"""In Player Order — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/In Player Order.md.
Each player's part of a sequence performed in player order is an item flagged ``in_player_order``
(one per player, the same name, waiting for the same thing)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="In Player Order", source="rules/In Player Order.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1", "p1.b1", "p1.b2"],
)


@clause("mc.en.in_player_order.clockwise", at="p1",
        says="In a sequence performed in player order, the first player's part comes first, then the others "
             "clockwise.")
def clockwise(v):
    fp = v.first_player()
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.flag(a, "in_player_order"), v.flag(b, "in_player_order"), v.same_trigger(a, b), v.same_name(a, b),
              v.both(a, b), v.seats_from(fp, v.controller(a)) < v.seats_from(fp, v.controller(b))),
        v.before(a, b)), events=False)


LEDGER = [
    not_encoded("p1.b1", "a sequence going round more than once: each part performed is its own item, ordered by "
                         "p1 within a round; rounds of opportunities are not modelled"),
    not_encoded("p1.b2", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
]
