"""Fähigkeit, Kartenfähigkeit — Marvel Champions, Referenzhandbuch v1.7de, rules/Fähigkeit (DE).md
(the entry "FÄHIGKEIT, KARTENFÄHIGKEIT"). Locators: p1 and its bullets p1.b1..p1.b10, p2 "Ausgelöste
Fähigkeit" and its bullets, p3 "Gleichzeitiger Timing-Vorrang" and its eight numbered rows p3.b1..p3.b8."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Fähigkeit, Kartenfähigkeit",
    source="rules/Fähigkeit (DE).md#FÄHIGKEIT, KARTENFÄHIGKEIT", version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing",
    locators=["p1"] + [f"p1.b{i}" for i in range(1, 11)] + ["p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4", "p3"]
             + [f"p3.b{i}" for i in range(1, 9)],
    translates="Ability",  # the English entry this one translates (ruling diff pairs them)
)

MANDATORY = ("constant", "setup", "when_revealed", "when_defeated", "forced_interrupt", "forced_response", "boost")
ABILITY_KINDS = ("constant", "forced_interrupt", "interrupt", "forced_response", "response", "when_revealed",
                 "boost", "setup", "when_defeated")


def _row(v, a, k):
    """Row k (1..8) of the priority list p3 holds item a."""
    status = v.flag(a, "status_card")
    rows = {
        1: v.kind_is(a, "constant", "delayed", "lasting"),
        2: status,
        3: v.all(v.kind_is(a, "forced_interrupt"), v.neg(status)),
        4: v.all(v.kind_is(a, "interrupt"), v.neg(status)),
        5: v.kind_is(a, "boost", "when_defeated", "when_revealed"),
        6: v.kind_is(a, "forced_response"),
        7: v.kind_is(a, "response"),
        8: v.kind_is(a, "consequential_damage"),
    }
    return rows[k]


def _rank(v, k):
    """Row k before every later row, for one triggering condition (rows are facts of the scenario)."""
    row = {a: [j for j in range(1, 9) if _row(v, a, j) is v.TRUE] for a in v.items}
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.TRUE if k in row[a] and k not in row[b] and any(j > k for j in row[b]) else v.FALSE,
              v.same_trigger(a, b), v.both(a, b)),
        lambda: v.before(a, b)), events=False)


@clause("mc.de.faehigkeit.im_spiel", at="p1.b2",
        says="Abilities on hero, alter-ego, ally, upgrade and support cards are used only while the card is in play.")
def in_play(v):
    return v.each(lambda a: v.implies(v.all(v.is_ability(a), v.taken(a)), v.flag(a, "in_play")))


@clause("mc.de.faehigkeit.gueltiges_ziel", at="p1.b3",
        says="An ability naming targets can be initiated only with at least one valid target.")
def valid_target(v):
    return v.each(lambda a: v.implies(v.all(v.is_ability(a), v.taken(a)), v.flag(a, "targets_available")))


@clause("mc.de.faehigkeit.ausgeloest_konstant", at="p1.b5",
        says="An ability is triggered (bold trigger and colon) or constant: every ability has one of those kinds.")
def triggered_or_constant(v):
    return v.each(lambda a: v.implies(v.is_ability(a), v.kind_is(a, *ABILITY_KINDS)))


@clause("mc.de.faehigkeit.spielaufbau", at="p1.b6",
        says="Card abilities do not resolve during setup unless they start with the Setup trigger.")
def setup(v):
    return v.each(lambda a: v.implies(v.all(v.during_setup(), v.taken(a)), v.kind_is(a, "setup")))


@clause("mc.de.faehigkeit.verpflichtend", at="p1.b7",
        says="Constant, Setup, When Revealed, When Defeated, Forced and Boost abilities and keywords must be "
             "resolved when their moment comes, and only then; what follows a form of 'dürfen' is optional.")
def mandatory(v):
    return v.each(lambda a: v.implies(v.kind_is(a, *MANDATORY), v.all(
        v.implies(v.all(v.neg(v.flag(a, "may")), v.trigger_happens(a), v.flag(a, "in_play"),
                        v.flag(a, "targets_available")), v.taken(a)),
        v.implies(v.taken(a), v.trigger_happens(a)))))


@clause("mc.de.faehigkeit.freiwillig", at="p1.b8",
        says="Action, Response, Resource and Interrupt abilities are optional: used (or not) at their moment.")
def optional(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, "interrupt", "response"), v.taken(a)),
                                       v.trigger_happens(a)))


@clause("mc.de.faehigkeit.reaktionen_freiwillig", at="p2.b1",
        says="Unless marked Forced, actions and responses are optional (the German text names actions and "
             "responses here, not interrupts).")
def responses_optional(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, "response"), v.taken(a)), v.trigger_happens(a)))


@clause("mc.de.faehigkeit.vorrang_1", at="p3.b1",
        says="For one triggering condition, first: constant abilities, delayed and lasting effects (keywords and "
             "the icons are listed here too; a scenario gives a keyword's ability with the kind it resolves as).")
def priority_1(v):
    return _rank(v, 1)


@clause("mc.de.faehigkeit.vorrang_2", at="p3.b2", says="Then status cards.")
def priority_2(v):
    return _rank(v, 2)


@clause("mc.de.faehigkeit.vorrang_3", at="p3.b3", says="Then Forced Interrupts.")
def priority_3(v):
    return _rank(v, 3)


@clause("mc.de.faehigkeit.vorrang_4", at="p3.b4", says="Then Interrupts.")
def priority_4(v):
    return _rank(v, 4)


@clause("mc.de.faehigkeit.vorrang_5", at="p3.b5",
        says="Then Boost, When Defeated and When Revealed abilities (When Defeated sits here, after the interrupts).")
def priority_5(v):
    return _rank(v, 5)


@clause("mc.de.faehigkeit.vorrang_6", at="p3.b6", says="Then Forced Responses.")
def priority_6(v):
    return _rank(v, 6)


@clause("mc.de.faehigkeit.vorrang_7", at="p3.b7", says="Then Responses, before consequential damage.")
def priority_7(v):
    return _rank(v, 7)


LEDGER = [
    not_encoded("p1", "definition; the appendix examples are not rules"),
    not_encoded("p1.b1", "interaction with out-of-play zones: scenarios hold only cards in play"),
    not_encoded("p1.b4", "read whole, resolve sentence by sentence: the interpreter applies effects in order"),
    not_encoded("p1.b9", "constant abilities with a condition: scenarios list them only when in effect"),
    not_encoded("p1.b10", "each instance of a constant ability applies: distinct items, nothing to constrain"),
    not_encoded("p2", "definition of a triggered ability"),
    not_encoded("p2.b2", "Forced, When Revealed, When Defeated abilities are triggered by the game: mandatory by p1.b7"),
    not_encoded("p2.b3", "Hero / Alter-Ego triggers need the form: forms are not modelled"),
    not_encoded("p2.b4", "quoted triggers refer to other abilities: card syntax"),
    not_encoded("p3", "introduces the eight rows p3.b1..p3.b8 (for one triggering condition)"),
    not_encoded("p3.b8", "consequential damage is the last row: placed after the others by p3.b1..p3.b7"),
]
