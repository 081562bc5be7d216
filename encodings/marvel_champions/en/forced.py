"""Forced — Marvel Champions Rules Reference glossary entry (English, RRG v1.8 text), rules/Forced.md."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Forced", source="rules/Forced.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b4", "p1.b5", "p1.b6"],
)

FORCED = ("forced_interrupt", "forced_response")


@clause("mc.en.forced.mandatory", at="p1",
        says="A Forced ability's initiation is mandatory: once its condition occurs (and it has a valid "
             "target), it resolves; it never resolves without its condition.")
def mandatory(v):
    return v.each(lambda a: v.implies(v.kind_is(a, *FORCED), v.all(
        v.implies(v.all(v.trigger_happens(a), v.flag(a, "targets_available"), v.flag(a, "in_play")), v.taken(a)),
        v.implies(v.taken(a), v.trigger_happens(a)))))


@clause("mc.en.forced.when_met", at="p1.b1",
        says="Forced Interrupts resolve when their condition is met, before it resolves; Forced Responses "
             "after it.")
def when_met(v):
    return v.each_pair(lambda a, x: v.implies(v.all(v.triggered_by(a, x), v.both(a, x)), v.all(
        v.implies(v.kind_is(a, "forced_interrupt"), v.before(a, x)),
        v.implies(v.kind_is(a, "forced_response"), v.before(x, a)))))


@clause("mc.en.forced.no_target", at="p1.b3",
        says="A Forced ability that needs a target and has no valid one does not initiate.")
def no_target(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *FORCED), v.taken(a)), v.flag(a, "targets_available")))


@clause("mc.en.forced.before_unforced", at="p1.b4",
        says="For one triggering condition, Forced Interrupts come before Interrupts and Forced Responses "
             "before Responses.")
def before_unforced(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.same_trigger(a, b), v.both(a, b),
               v.any(v.all(v.kind_is(a, "forced_interrupt"), v.kind_is(b, "interrupt")),
                     v.all(v.kind_is(a, "forced_response"), v.kind_is(b, "response")))),
        v.before(a, b)), events=False)


@clause("mc.en.forced.first_player_orders", at="p1.b5",
        says="When several Forced abilities would initiate at once, the first player orders them, whoever "
             "controls them.")
def first_player_orders(v):
    def one(a):
        siblings = v.any([v.all(v.kind_is(b, *FORCED), v.same_trigger(a, b)) for b in v.items if b != a]
                        )
        return v.implies(v.all(v.kind_is(a, *FORCED), siblings), v.orderer(a) == v.first_player())
    return v.each(one)


@clause("mc.en.forced.one_at_a_time", at="p1.b6",
        says="Each Forced ability resolves as fully as it can before the next one for the same condition "
             "initiates: nothing nested in the later one comes before the earlier one.")
def one_at_a_time(v):
    return v.each_triple(lambda a, b, c: v.implies(
        v.all(v.kind_is(a, *FORCED), v.kind_is(b, *FORCED), v.same_trigger(a, b), v.nested_under(c, b),
               v.both(a, b), v.taken(c), v.before(a, b)),
        v.before(a, c)))


LEDGER = [
    not_encoded("p1.b2", "Forced Action abilities belong to the player phase, not to one triggering condition"),
    not_encoded("p1.b3.1", "costs are not modelled in scenarios"),
]
