"""Delayed Effect — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Delayed Effect.md.
A delayed effect waiting for its timing point is an item of kind ``delayed``."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Delayed Effect", source="rules/Delayed Effect.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b1.1", "p1.b2"],
)

AFTER_ROWS = ("forced_response", "response", "consequential_damage")


@clause("mc.en.delayed_effect.automatic", at="p1.b1",
        says="A delayed effect resolves by itself, right after its timing point occurs, and before any response "
             "to that point.")
def automatic(v):
    return v.each_pair(lambda a, x: v.implies(v.all(v.kind_is(a, "delayed"), v.triggered_by(a, x)), lambda: v.all(
        v.implies(v.trigger_live(a), v.taken(a)),
        v.implies(v.taken(a), v.trigger_happens(a)),
        v.implies(v.both(a, x), v.before(x, a)))))


@clause("mc.en.delayed_effect.constant_priority", at="p1.b1.1",
        says="A delayed effect has the timing priority of a constant ability: before the forced responses, "
             "responses and consequential damage that wait for the same point.")
def constant_priority(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "delayed"), v.kind_is(b, *AFTER_ROWS), v.same_trigger(a, b), v.both(a, b)),
        v.before(a, b)), events=False)


LEDGER = [
    not_encoded("p1", "definition: an ability can set up an effect for a later point; the scenario gives it as "
                      "a 'delayed' item waiting for that point"),
    not_encoded("p1.b2", "a delayed effect is not a new triggered ability: its kind is 'delayed', not an ability "
                         "kind, so the rules on triggered abilities (responses to it, once per occurrence) do "
                         "not reach it; nothing more to constrain"),
]
