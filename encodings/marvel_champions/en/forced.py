"""Forced — Marvel Champions Rules Reference glossary entry (English, RRG v1.8 text), rules/Forced.md."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Forced", source="rules/Forced.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b4", "p1.b5", "p1.b6"],
)

FORCED = ("forced_interrupt", "forced_response")

#: kinds that resolve before the condition they wait for (an interrupt's moment is its condition's initiation)
BEFORE_KINDS = ("forced_interrupt", "interrupt", "when_defeated")
#: kinds applying ahead of everything for their condition (Ability p4.b1): nothing can replace it before them
FIRST_KINDS = ("constant", "lasting")


def _moment(v, a):
    """The moment of a mandatory item has come: for a constant ability or lasting effect, its condition
    initiates; for an interrupt, its condition initiates and no replacement of higher priority (a status
    card's over others, a 'would' interrupt's over others) has replaced it; for anything else, its condition
    occurred and was not cancelled."""
    if v.kind(a) in FIRST_KINDS:
        return v.trigger_happens(a)
    if v.kind(a) not in BEFORE_KINDS:
        return v.trigger_live(a)
    pre = v.any([v.all(v.taken(c), v.flag(c, "cancels"), v.same_trigger(a, c), v.any(
        v.all(v.flag(c, "status_card"), v.neg(v.flag(a, "status_card"))),
        v.all(v.flag(c, "would"), v.neg(v.flag(a, "would"))))) for c in v.items if c != a])
    return v.all(v.trigger_happens(a), v.neg(pre))


@clause("mc.en.forced.mandatory", at="p1",
        says="A Forced ability's initiation is mandatory: once its condition occurs (and it has a valid "
             "target), it resolves; it never resolves without its condition. A Forced Interrupt's condition occurs "
             "when it initiates, unless a replacement of higher priority replaced it first; a Forced Response's "
             "when it has happened and was not cancelled.")
def mandatory(v):
    return v.each(lambda a: v.implies(v.kind_is(a, *FORCED), v.all(
        v.implies(v.all(_moment(v, a), v.flag(a, "targets_available"), v.flag(a, "in_play")), v.taken(a)),
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
