"""Ability — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Ability.md.

Locators: p1 the definition and its bullets p1.b1..p1.b8 (sub-bullets p1.bN.M); p2 "Constant Abilities"
and its bullets; p3 "Triggered Abilities" and its bullets; p4 "Simultaneous Timing Priority" and its list
(p4.bN, nested items p4.bN.M). The chart orders abilities "with the same triggering condition".
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Ability", source="rules/Ability.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b4", "p1.b5", "p1.b6", "p1.b7", "p1.b7.1",
              "p1.b8", "p1.b8.1", "p1.b8.2",
              "p2", "p2.b1", "p2.b2",
              "p3", "p3.b1", "p3.b2", "p3.b3", "p3.b4",
              "p4", "p4.b1", "p4.b2", "p4.b2.1", "p4.b2.2", "p4.b2.3", "p4.b3", "p4.b4", "p4.b4.1", "p4.b4.2",
              "p4.b5"],
)

MANDATORY = ("constant", "setup", "when_revealed", "when_defeated", "forced_interrupt", "forced_response", "boost")
OPTIONAL = ("interrupt", "response")
#: the chart, top to bottom (same triggering condition); a status card's forced interrupt (flag status_card)
#: sits above the other forced interrupts (p4.b2.1). Delayed effects share the first row but resolve after
#: their timing point (Delayed Effect p1.b1): their place is encoded in delayed_effect.py.
CHART = (("constant", "lasting"), ("forced_interrupt",), ("interrupt",), ("boost", "when_revealed"),
         ("forced_response",), ("response",), ("consequential_damage",))



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


@clause("mc.en.ability.in_play", at="p1.b2",
        says="Abilities on hero, alter-ego, ally, upgrade and support cards are used only while the card is in play.")
def in_play(v):
    return v.each(lambda a: v.implies(v.all(v.is_ability(a), v.taken(a)), v.flag(a, "in_play")))


@clause("mc.en.ability.constant_while_in_play", at="p2",
        says="A constant ability is active from when its card enters play and stays active only while that card "
             "is in play: a constant modifier ends once its card is defeated or leaves play.")
def constant_while_in_play(v):
    return [v.policy("constant_while_in_play")]


@clause("mc.en.ability.constant_while_condition", at="p2.b1",
        says="A constant ability whose text asks for a condition ('while ...') has its effect only at the times that "
             "condition holds: a keyword a constant ability gives 'while' an identity is in a form (hero, alter-ego) "
             "or a character has a trait is had while that holds and not otherwise, however often it changes.")
def constant_while_condition(v):
    return [v.policy("keyword_kept_while_condition")]


@clause("mc.en.ability.constant_already_active", at="p2",
        says="A constant ability is active from the moment its card enters play: a card already in play when an "
             "event begins has its constant abilities in force during it, so the scenario's item for one comes "
             "before the event it is listed for.")
def constant_already_active(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, "constant"), v.triggered_by(a, x), v.kind_is(x, "event"), v.both(a, x)), v.before(a, x)))


@clause("mc.en.ability.valid_target", at="p1.b3",
        says="An ability that names targets can be initiated only if it has a valid target.")
def valid_target(v):
    return v.each(lambda a: v.implies(v.taken(a), v.flag(a, "targets_available")))


@clause("mc.en.ability.setup", at="p1.b6",
        says="Player card abilities do not resolve during setup unless they carry the Setup trigger.")
def setup(v):
    return v.each(lambda a: v.implies(v.all(v.during_setup(), v.taken(a)), v.kind_is(a, "setup")))


@clause("mc.en.ability.mandatory", at="p1.b7",
        says="Constant, Setup, When Revealed, When Defeated, Forced, Boost abilities and keywords must be "
             "resolved when their moment comes, and only then.")
def mandatory(v):
    # a Setup ability outside setup is the exception of Setup (Triggered Ability) p1
    # (mc.en.setup_ability.during_setup): its moment never comes
    return v.each(lambda a: v.implies(v.kind_is(a, *MANDATORY), v.all(
        v.implies(v.all(v.neg(v.flag(a, "may")), _moment(v, a), v.flag(a, "in_play"),
                          v.flag(a, "targets_available"),
                          v.neg(v.all(v.kind_is(a, "setup"), v.neg(v.during_setup())))), v.taken(a)),
        v.implies(v.taken(a), v.trigger_happens(a)))))


@clause("mc.en.ability.may", at="p1.b7.1", overrides=["mc.en.ability.mandatory"],
        says="In such an ability, what follows 'may' is optional.")
def may(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *MANDATORY), v.flag(a, "may"), v.taken(a)),
                                       v.trigger_happens(a)))


@clause("mc.en.ability.optional", at="p1.b8",
        says="Action, Interrupt, Response and Resource abilities are optional; the controller of the card "
             "decides whether to use one.")
def optional(v):
    return v.each(lambda a: v.implies(v.kind_is(a, *OPTIONAL), v.all(
        v.implies(v.taken(a), v.trigger_happens(a)), v.decider(a) == v.controller(a))))


@clause("mc.en.ability.unforced_optional", at="p3.b1",
        says="Interrupts and responses not prefaced by Forced are optional.")
def unforced_optional(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *OPTIONAL), v.taken(a)), v.trigger_happens(a)))


def _chart(v, k):
    earlier = CHART[k]
    later = tuple(x for row in CHART[k + 1:] for x in row)
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, *earlier), v.kind_is(b, *later), v.same_trigger(a, b), v.both(a, b)),
        v.before(a, b)), events=False)


@clause("mc.en.ability.priority_constant", at="p4.b1",
        says="For one triggering condition, constant abilities and lasting effects come first (delayed effects, "
             "which resolve after their timing point, are placed by Delayed Effect p1.b1.1).")
def priority_constant(v):
    return _chart(v, 0)


@clause("mc.en.ability.priority_status_card", at="p4.b2.1",
        says="Among forced interrupts to one triggering condition, those of status cards come first.")
def priority_status_card(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "forced_interrupt"), v.flag(a, "status_card"), v.kind_is(b, "forced_interrupt"),
              v.neg(v.flag(b, "status_card")), v.same_trigger(a, b), v.both(a, b)),
        v.before(a, b)), events=False)


@clause("mc.en.ability.priority_forced_interrupt", at="p4.b2.2",
        says="Then Forced Interrupts, before every later row of the chart.")
def priority_forced_interrupt(v):
    return _chart(v, 1)


@clause("mc.en.ability.priority_interrupt", at="p4.b2.3",
        says="Then Interrupts, before Boost, When Revealed and responses.")
def priority_interrupt(v):
    return _chart(v, 2)


@clause("mc.en.ability.priority_boost_revealed", at="p4.b3",
        says="Then Boost and When Revealed abilities, before responses.")
def priority_boost(v):
    return _chart(v, 3)


@clause("mc.en.ability.priority_forced_response", at="p4.b4.1",
        says="Then Forced Responses, before Responses.")
def priority_forced_response(v):
    return _chart(v, 4)


@clause("mc.en.ability.priority_response", at="p4.b4.2",
        says="Then Responses, before consequential damage.")
def priority_response(v):
    return _chart(v, 5)


LEDGER = [
    not_encoded("p1", "definition; the appendix examples are not rules"),
    not_encoded("p1.b1", "interaction with out-of-play areas: scenarios hold only cards in play"),
    not_encoded("p1.b3.1", "examples of targets; nothing to constrain"),
    not_encoded("p1.b4", "read whole, resolve sentence by sentence: the interpreter applies effects in listed "
                         "order; alteration effects are not modelled"),
    not_encoded("p1.b5", "definitions of triggered and constant; the scenario gives each kind"),
    not_encoded("p1.b8.1", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p1.b8.2", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p2.b1", "conditions like 'while' other than a keyword kept while in a form or a trait "
                         "(constant_while_condition): scenarios list constant abilities only when in effect"),
    not_encoded("p2.b2", "each instance of the same constant ability applies: distinct items, nothing to constrain"),
    not_encoded("p3", "definition of a triggered ability"),
    not_encoded("p3.b2", "who triggers Forced, When Revealed, When Defeated: the game; covered by p1.b7"),
    not_encoded("p3.b3", "Hero / Alter-Ego triggers need the form: forms are not modelled"),
    not_encoded("p3.b4", "quoted triggers refer to other abilities: card syntax"),
    not_encoded("p4", "introduces the chart p4.b1..p4.b5"),
    not_encoded("p4.b2", "heading of the interrupt rows p4.b2.1..p4.b2.3"),
    not_encoded("p4.b4", "heading of the response rows p4.b4.1..p4.b4.2"),
    not_encoded("p4.b5", "consequential damage is the last row: placed after every other row by p4.b4.2 and the "
                         "rows above; Consequential Damage p1.b1 places it after everything its attack triggers"),
]
