"""Interrupt — Marvel Champions Rules Reference glossary entry (English, RRG v1.8 text), rules/Interrupt.md.

Locators: ``p1`` the paragraph, ``p1.bN`` its bullets, ``p1.bN.1`` their sub-bullets.
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Interrupt", source="rules/Interrupt.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b1.1", "p1.b2", "p1.b2.1", "p1.b3", "p1.b3.1", "p1.b4", "p1.b5"],
)

INTERRUPTS = ("interrupt", "forced_interrupt")


def _status_cards_on_one_labeled_ability(v, a, b):
    """Labeled Ability p1.b6.2 (mc.en.labeled_ability.each_status_removed) is the exception to this clause: two
    status cards cancelling one labeled ability (waiting for it itself) are both used."""
    return v.any([v.all(v.label_is(x), v.neg(v.flag(x, "basic_power")), v.waits_for(a, x), v.waits_for(b, x),
                        v.flag(a, "status_card"), v.flag(b, "status_card"), v.flag(a, "cancels"), v.flag(b, "cancels"))
                  for x in v.items])


@clause("mc.en.interrupt.before_trigger", at="p1",
        says="An interrupt resolves before the triggering condition it interrupts resolves.")
def before_trigger(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.triggered_by(a, x), v.both(a, x)), v.before(a, x)))


@clause("mc.en.interrupt.immediately", at="p1",
        says="It resolves immediately before its triggering condition: nothing that is not itself part of "
             "that condition's interrupts (or nested in them) comes between the interrupt and the condition.")
def immediately_before(v):
    return v.each_triple(lambda a, x, c: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.triggered_by(a, x), v.neg(v.nested_under(c, x)),
               v.both(a, x), v.taken(c)),
        lambda: v.neg(v.all(v.before(a, c), v.before(c, x)))))


@clause("mc.en.interrupt.optional", at="p1",
        says="Interrupt abilities may be resolved when their triggering condition occurs: they are optional "
             "and need it to occur.")
def optional(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, "interrupt"), v.taken(a)), v.trigger_happens(a)))


@clause("mc.en.interrupt.controller_triggers", at="p1.b1",
        says="A player triggers interrupts only on cards they control (or encounter cards): the controller "
             "decides whether to use it.")
def controller_decides(v):
    return v.each(lambda a: v.implies(v.kind_is(a, "interrupt"), v.decider(a) == v.controller(a)))


@clause("mc.en.interrupt.would_first", at="p1.b3.1",
        says="Interrupts worded with 'would' resolve before the triggering condition initiates, so before "
             "the other interrupts to it.")
def would_first(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.flag(a, "would"),
               v.neg(v.flag(b, "would")), v.both(a, b)),
        v.before(a, b)), events=False)


@clause("mc.en.interrupt.cancel_ends_window", at="p1.b4",
        says="Once an interrupt changes or cancels the imminent condition, no further interrupt to the original "
             "condition can be triggered: every other interrupt to it came before.")
def cancel_ends_window(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *INTERRUPTS), v.kind_is(b, *INTERRUPTS), v.same_trigger(a, b), v.flag(a, "cancels"),
               v.neg(_status_cards_on_one_labeled_ability(v, a, b)), v.both(a, b)),
        v.before(b, a)), events=False)


LEDGER = [
    not_encoded("p1.b1.1", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p1.b2", "once per occurrence: a scenario lists one item per triggering (instances = occurrences), "
                         "so there is nothing left to constrain"),
    not_encoded("p1.b2.1", "copies of a card are distinct items in a scenario; nothing to constrain"),
    not_encoded("p1.b3", "repeats p1 (resolved when the condition initiates, before it resolves)"),
    not_encoded("p1.b5", "the interrupt window closes when everyone passes; in a finished order every taken "
                         "interrupt already precedes its condition (p1)"),
]
