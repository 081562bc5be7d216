"""Replacement Effect — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Replacement Effect, Instead.md (the entry "Replacement Effect"; "Instead" only refers to it)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Replacement Effect",
    source="rules/Replacement Effect, Instead.md#replacement_effect",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1"],
)

INTERRUPTS = ("interrupt", "forced_interrupt", "when_defeated")


@clause("mc.en.replacement_effect.no_further_interrupts", at="p1.b1",
        says="Once an effect is replaced it is no longer imminent: every other interrupt to it came before the "
             "replacement.")
def no_further_interrupts(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.flag(a, "cancels"), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.both(a, b)),
        v.before(b, a)), events=False)


@clause("mc.en.replacement_effect.no_responses", at="p1.b1",
        says="Once an effect is replaced, no response to it can be triggered.")
def no_responses(v):
    return v.each(lambda b: v.implies(v.all(v.kind_is(b, "response", "forced_response"), v.taken(b)),
                                       v.trigger_live(b)))


LEDGER = [
    not_encoded("p1", "definition; most replacements are 'would ... instead' interrupts: the scenario marks them "
                      "would = true and cancels = true, and Would and Interrupt encode their timing"),
]
