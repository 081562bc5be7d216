"""\u201cWould\u201d — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Would.md."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Would", source="rules/Would.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1", "p1.b1", "p1.ex1"],
)

INTERRUPTS = ("interrupt", "forced_interrupt")


def _status_cards_on_one_labeled_ability(v, a, b):
    """Labeled Ability p1.b6.2 (mc.en.labeled_ability.each_status_removed) is the exception to this clause: two
    status cards cancelling one labeled ability (waiting for it itself) are both used."""
    return v.any([v.all(v.label_is(x), v.neg(v.flag(x, "basic_power")), v.waits_for(a, x), v.waits_for(b, x),
                        v.flag(a, "status_card"), v.flag(b, "status_card"), v.flag(a, "cancels"), v.flag(b, "cancels"))
                  for x in v.items])


@clause("mc.en.would.priority", at="p1",
        says="Interrupts to a condition that 'would' occur have timing priority over interrupts to the same "
             "condition without 'would'.")
def would_priority(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.flag(a, "would"),
               v.neg(v.flag(b, "would")), v.both(a, b)),
        v.before(a, b)), events=False)


@clause("mc.en.would.replacement_ends", at="p1.b1",
        says="An interrupt that changes what was about to occur (a replacement) leaves no room for further "
             "interrupts to the original trigger: they all came before it.")
def replacement_ends(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.flag(a, "would"),
               v.flag(a, "cancels"), v.neg(_status_cards_on_one_labeled_ability(v, a, b)), v.both(a, b)),
        v.before(b, a)), events=False)


LEDGER = [not_encoded("p1.ex1", "worked example; checked as query queries/marvel_champions/timing/would_before_is.toml")]
