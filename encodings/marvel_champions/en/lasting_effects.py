"""Lasting Effects — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Lasting Effects.md.
A lasting effect that applies at a triggering condition is an item of kind ``lasting``."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Lasting Effects", source="rules/Lasting Effects.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b6"],
)


@clause("mc.en.lasting_effects.constant_priority", at="p1.b2",
        says="While it lasts a lasting effect is treated as a constant ability, with its timing priority: it "
             "applies before every ability (and consequential damage) of a later row waiting for the same condition, and "
             "it applies whenever that condition occurs.")
def constant_priority(v):
    later = ("forced_interrupt", "interrupt", "boost", "when_revealed", "when_defeated", "forced_response",
             "response", "consequential_damage")
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "lasting"), v.kind_is(b, *later), v.same_trigger(a, b), v.both(a, b)),
        v.before(a, b)), events=False) + v.each(lambda a: v.implies(
            v.kind_is(a, "lasting"), v.all(v.implies(v.trigger_live(a), v.taken(a)),
                                           v.implies(v.taken(a), v.trigger_happens(a)))))



@clause("mc.en.lasting_effects.updates", at="p1.b3",
        says="A lasting effect follows the game state as it changes: one giving '+1 ATK for each minion in play' "
             "until the end of the phase changes whenever a minion enters or leaves play (its count is made again "
             "whenever it is read, not once when it is created).")
def updates(v):
    return [v.policy("lasting_counts_update")]


LEDGER = [
    not_encoded("p1", "definition: effects that last for a stated time"),
    not_encoded("p1.b1", "a lasting effect applies whether or not its card is in play: the in-play rule (Ability "
                         "p1.b2) binds abilities only, so a lasting item needs no card in play; nothing more"),
    not_encoded("p1.b4", "cards entering play later are affected too: whom it affects, not when"),
    not_encoded("p1.b5", "expiring at its end point, before 'at the end of' abilities: ends of phases and rounds "
                         "are not events of a scenario"),
    not_encoded("p1.b6", "initiated only during its time period: periods are not modelled"),
]
