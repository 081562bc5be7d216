"""Erzwungen — Marvel Champions, Referenzhandbuch v1.7de, rules/Erzwungen (DE).md."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Erzwungen", source="rules/Erzwungen (DE).md",
    version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing", locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b6"],
    translates="Forced",  # the English entry this one translates (ruling diff pairs them)
)

FORCED = ("forced_interrupt", "forced_response")


@clause("mc.de.erzwungen.verpflichtend", at="p1",
        says="Initiating an ability marked Forced is mandatory; it never resolves without its condition.")
def mandatory(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *FORCED), v.taken(a)), v.trigger_happens(a)))


@clause("mc.de.erzwungen.sobald_eintritt", at="p1.b1",
        says="Forced Interrupts and Forced Responses must be resolved as soon as their condition occurs: the "
             "interrupt before it, the response after it.")
def when_met(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *FORCED), v.trigger_happens(a), v.flag(a, "in_play"),
                                             v.flag(a, "targets_available")), v.taken(a))) + \
        v.each_pair(lambda a, x: v.implies(v.all(v.triggered_by(a, x), v.both(a, x)), v.all(
            v.implies(v.kind_is(a, "forced_interrupt"), v.before(a, x)),
            v.implies(v.kind_is(a, "forced_response"), v.before(x, a)))))


@clause("mc.de.erzwungen.kein_ziel", at="p1.b3",
        says="A Forced ability needing a target with no valid one is not initiated (its costs are not paid).")
def no_target(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *FORCED), v.taken(a)), v.flag(a, "targets_available")))


@clause("mc.de.erzwungen.vorrang", at="p1.b4",
        says="For each triggering condition, Forced Interrupts come before other interrupts and Forced Responses "
             "before other responses.")
def priority(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.any(v.all(v.kind_is(a, "forced_interrupt"), v.kind_is(b, "interrupt")),
                    v.all(v.kind_is(a, "forced_response"), v.kind_is(b, "response"))),
              v.same_trigger(a, b), v.both(a, b)),
        v.before(a, b)), events=False)


@clause("mc.de.erzwungen.startspieler", at="p1.b5",
        says="When several Forced abilities would initiate at the same moment, the first player orders them, "
             "whoever controls them.")
def first_player_orders(v):
    def one(a):
        siblings = v.any([v.all(v.kind_is(b, *FORCED), v.same_trigger(a, b)) for b in v.items if b != a])
        return v.implies(v.all(v.kind_is(a, *FORCED), siblings), v.orderer(a) == v.first_player())
    return v.each(one)


@clause("mc.de.erzwungen.nacheinander", at="p1.b6",
        says="Each Forced ability resolves as fully as possible before the next one for the same condition "
             "initiates: nothing nested in the later one comes before the earlier one.")
def one_at_a_time(v):
    return v.each_triple(lambda a, b, c: v.implies(
        v.all(v.kind_is(a, *FORCED), v.kind_is(b, *FORCED), v.same_trigger(a, b), v.nested_under(c, b),
              v.both(a, b), v.taken(c), v.before(a, b)),
        v.before(a, c)))


LEDGER = [
    not_encoded("p1.b2", "Forced Actions belong to the player phase, not to a triggering condition: not modelled"),
]
