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


def _status_cards_on_one_labeled_ability(v, a, b):
    """Labeled Ability p1.b6.2 (mc.en.labeled_ability.each_status_removed) is the exception to this clause: two
    status cards cancelling one labeled ability (waiting for it itself) are both used."""
    return v.any([v.all(v.label_is(x), v.neg(v.flag(x, "basic_power")), v.waits_for(a, x), v.waits_for(b, x),
                        v.flag(a, "status_card"), v.flag(b, "status_card"), v.flag(a, "cancels"), v.flag(b, "cancels"))
                  for x in v.items])


@clause("mc.en.replacement_effect.no_further_interrupts", at="p1.b1",
        says="Once an effect is replaced it is no longer imminent: every other interrupt to it came before the "
             "replacement.")
def no_further_interrupts(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.flag(a, "cancels"), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b),
              v.neg(_status_cards_on_one_labeled_ability(v, a, b)), v.both(a, b)),
        v.before(b, a)), events=False)


@clause("mc.en.replacement_effect.no_responses", at="p1.b1",
        says="Once an effect is replaced, no response to it can be triggered.")
def no_responses(v):
    return v.each(lambda b: v.implies(v.all(v.kind_is(b, "response", "forced_response"), v.taken(b)),
                                       v.trigger_live(b)))


@clause("mc.en.replacement_effect.instead_replaces", at="p1",
        says="A replacement puts a different effect in the place of a specified one: an effect printed as 'N instead "
             "if ...' right after another resolves in its place when its condition holds (the other then does not "
             "resolve), and does nothing when it does not. (The 'would ... instead' interrupts are marked would = "
             "true and cancels = true; Would and Interrupt encode their timing.)")
def instead_replaces(v):
    return [v.policy("instead_replaces")]


LEDGER = []
