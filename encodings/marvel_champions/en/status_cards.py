"""Status Cards — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Status Cards.md.
The ability of a status card (stunned, confused, tough) is an item flagged ``status_card``."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Status Cards", source="rules/Status Cards.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p2", "p2.b1", "p2.b1.1", "p2.b2", "p3", "p3.b1", "p3.b2", "p3.b3"],
)

TRIGGERED = ("forced_interrupt", "interrupt", "boost", "when_revealed", "when_defeated", "forced_response",
             "response")


@clause("mc.en.status_cards.priority", at="p2.b2",
        says="A status card's ability has timing priority over every other triggered ability waiting for the "
             "same condition.")
def priority(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.flag(a, "status_card"), v.kind_is(b, *TRIGGERED), v.neg(v.flag(b, "status_card")),
              v.same_trigger(a, b), v.both(a, b)),
        v.before(a, b)), events=False)


@clause("mc.en.status_cards.one_of_any_type_picked", at="p3",
        says="A status card is of one of the three types, so 'discard a status card from X' with no type named may "
             "take a card of any type X holds; the entry does not say which, and (by analogy with Target p1.b2.2, the "
             "resolving player selects the element an ability names) the player resolving it picks: each type X "
             "holds is an option of its own, each a branch of the outcome; X holding none, nothing is discarded.")
def one_of_any_type_picked(v):
    return [v.policy("options_picked")]


LEDGER = [
    not_encoded("p1", "definition of status cards"),
    not_encoded("p2", "giving a status card: the interpreter's 'status' effect"),
    not_encoded("p2.b1", "one card of each type at most: the interpreter's 'status' effect adds a type only once"),
    not_encoded("p2.b1.1", "steady characters may hold two: amounts, not timing (the outcome engine's policy "
                           "steady_two_statuses, entailed by mc.en.keywords.steady, Keywords p2.b20)"),
    not_encoded("p3.b1", "confused: see Confuse, Confused, encoded in its own file"),
    not_encoded("p3.b2", "stunned: see Stun, Stunned, encoded in its own file"),
    not_encoded("p3.b3", "tough: see Tough, encoded in its own file"),
]
