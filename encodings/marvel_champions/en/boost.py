"""Boost — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Boost.md.
A Boost ability resolving during an activation is an item of kind ``boost`` waiting for the attack (the
scenario's event, whose place in an order is the attack's damage)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Boost", source="rules/Boost.md#boost_boost_icon",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p2", "p3", "p3.b1", "p3.b2", "p3.b3", "p3.b4", "p3.b5", "p3.b6", "p3.b6.1"],
)


@clause("mc.en.boost.after_defenders", at="p2",
        says="Boost cards are turned up during the activation, after any defender has been declared.")
def after_defenders(v):
    return v.each_pair(lambda d, b: v.implies(
        v.all(v.kind_is(d, "declare_defender"), v.kind_is(b, "boost"), v.same_trigger(d, b), v.both(d, b)),
        v.before(d, b)), events=False)


@clause("mc.en.boost.during_activation", at="p3",
        says="A Boost ability resolves when its card is turned up, during the activation: before the attack's "
             "damage.")
def during_activation(v):
    return v.each_pair(lambda b, x: v.implies(
        v.all(v.kind_is(b, "boost"), v.triggered_by(b, x), v.both(b, x)), v.before(b, x)))


LEDGER = [
    not_encoded("p1", "who is given boost cards and when: dealing a card is no item; the Boost abilities are"),
    not_encoded("p3.b1", "the star is not a boost icon: the interpreter adds only 'boost_icons' effects to ATK"),
    not_encoded("p3.b2", "only the boost text is active: the scenario gives a boost card only as its Boost item"),
    not_encoded("p3.b3", "boost damage is not the activation's damage: a boost item's damage produces the "
                         "condition damage:X, never attack_damage:X (see the Sonic Converter query)"),
    not_encoded("p3.b4", "several boost cards: one item each, all mandatory (Ability p1.b7)"),
    not_encoded("p3.b5", "discarding the boost card: no state the outcomes report"),
    not_encoded("p3.b6", "a boost card dealt outside its enemy's activation waits for it: a card, no item"),
    not_encoded("p3.b6.1", "another boost card still dealt at the activation: a card, no item"),
]
