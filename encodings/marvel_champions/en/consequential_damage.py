"""Consequential Damage — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Consequential Damage.md. The scenario gives consequential damage as an item of kind
``consequential_damage`` waiting for the ally's attack or thwart."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Consequential Damage", source="rules/Consequential Damage.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2"],
)


@clause("mc.en.consequential_damage.after", at="p1",
        says="After an ally attacks or thwarts it takes its consequential damage: always, and after the attack "
             "or thwart.")
def after(v):
    return v.each_pair(lambda a, x: v.implies(v.all(v.kind_is(a, "consequential_damage"), v.triggered_by(a, x)), lambda: v.all(
        v.implies(v.all(v.trigger_live(a), v.flag(a, "in_play")), v.taken(a)),
        v.implies(v.taken(a), v.trigger_happens(a)),
        v.implies(v.both(a, x), v.before(x, a)))))


@clause("mc.en.consequential_damage.last", at="p1.b1",
        says="Consequential damage is dealt after every ability triggered, directly or not, by that attack or "
             "thwart has resolved.")
def last(v):
    return v.each_triple(lambda a, x, c: v.implies(
        v.all(v.kind_is(a, "consequential_damage"), v.triggered_by(a, x), v.nested_under(c, x),
              v.neg(v.nested_under(c, a)), v.both(a, c)),
        v.before(c, a)))


LEDGER = [
    not_encoded("p1.b2", "the target of the basic power leaving play before the ally's damage: whether the "
                         "attack completed is given by the scenario (no consequential_damage item then)"),
]
