"""Tough — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Tough.md (the entry
"Tough"; "Toughness" beside it is encoded in toughness.py). The tough status card's ability is an item
flagged ``status_card`` named "tough", waiting for the damage it prevents (``would``, ``cancels``)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Tough", source="rules/Tough.md#tough",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1", "p1.b1", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b3"],
)


@clause("mc.en.tough.forced_interrupt", at="p1.b1",
        says="A tough status card resolves as a Forced Interrupt to its character taking damage, which it "
             "replaces: used whenever that damage would be taken, before it.")
def forced_interrupt(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.flag(a, "status_card"), v.name_is(a, "tough"), v.triggered_by(a, x)), lambda: v.all(
            v.implies(v.all(v.trigger_happens(a), v.neg(v.any([v.all(v.taken(c), v.flag(c, "cancels"),
                                                                     v.flag(c, "status_card"), v.same_trigger(a, c))
                                                              for c in v.items if c != a]))), v.taken(a)),
            v.implies(v.taken(a), v.trigger_happens(a)),
            v.implies(v.both(a, x), v.before(a, x)))))


@clause("mc.en.tough.not_damaged", at="p1.b3",
        says="The damage being fully prevented, the character is not considered to have taken damage: nothing "
             "waiting for that damage having been taken is used.")
def not_damaged(v):
    return v.each(lambda b: v.implies(v.all(v.kind_is(b, "response", "forced_response"), v.taken(b)),
                                       v.trigger_live(b)))


LEDGER = [
    not_encoded("p1", "definition: the status prevents damage"),
    not_encoded("p1.b2", "all the damage prevented and one tough card discarded instead: the tough item cancels "
                         "the damage item and removes the card (its effects in the scenario)"),
    not_encoded("p1.b2.1", "one tough card per instance of damage: one item per instance (instances)"),
    not_encoded("p1.b2.2", "a defending hero's DEF reduces the damage first, and no tough card is lost at 0: the "
                           "scenario gives no tough item when no damage is left; amounts, not timing"),
]
