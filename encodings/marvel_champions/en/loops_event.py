"""Event — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Event.md, read for the
loops of the pool's trigger graph (topic ``loops``: a cycle run turn by turn, `logic.pool_graph.vocab`). The
locators are those of event.py (topic ``timing``)."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Event", source="rules/Event.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="loops",
    locators=["p1", "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4", "p2.b5", "p2.b5.1"],
)


@clause("mc.en.loops.event.discarded", at="p2",
        says="A player plays an event card from their hand, resolves its effects, then puts the card in its "
             "owner's discard pile: an event's step resolves only while a copy of it is in its player's hand, "
             "and each time it resolves one copy leaves the hand.")
def discarded(v):
    return [c for t in v.turns for i in v.steps if v.is_event(i)
            for c in [z3.Implies(v.fires(t, i), v.in_hand(t, i)), *v.copies_played(t, i)]]


LEDGER = [
    not_encoded("p1", "definition of the event card type"),
    not_encoded("p2.b1", "choosing one of an event's triggered abilities: each is its own step"),
    not_encoded("p2.b2", "a cancelled event still counts as played: the graph follows what resolves"),
    not_encoded("p2.b3", "an event needing a target needs a valid one: Ability p1.b3 (loops_ability.py)"),
    not_encoded("p2.b4", "who performs what an event resolves: the seat of its 'you', decided on the edges"),
    not_encoded("p2.b5", "modifiers to an event's damage: amounts, not whether a cycle repeats"),
    not_encoded("p2.b5.1", "a modifier to 'an attack' applies to the first attack only: amounts"),
]
