"""Stun, Stunned — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Stun, Stunned.md.
The stunned status card's ability is an item flagged ``status_card`` named "stunned", waiting for the attack it
replaces (``would`` and ``cancels``)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Stun, Stunned", source="rules/Stun, Stunned.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b4", "p1.b5", "p1.b5.1", "p1.b6", "p1.b7"],
)


@clause("mc.en.stun.forced_interrupt", at="p1.b1",
        says="A stunned status card resolves as a Forced Interrupt to its character's attack, which it replaces: "
             "it is used whenever that attack would happen (unless replaced first by something of higher priority), "
             "before it.")
def forced_interrupt(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.flag(a, "status_card"), v.name_is(a, "stunned"), v.triggered_by(a, x)), lambda: v.all(
            v.implies(v.all(v.trigger_happens(a), v.neg(v.any([v.all(v.taken(c), v.flag(c, "cancels"),
                                                                     v.flag(c, "status_card"), v.same_trigger(a, c))
                                                              for c in v.items if c != a]))), v.taken(a)),
            v.implies(v.taken(a), v.trigger_happens(a)),
            v.implies(v.both(a, x), v.before(a, x)))))


@clause("mc.en.stun.not_attacked", at="p1.b7",
        says="The attack was replaced by removing the status card, so the character is not considered to have "
             "attacked: nothing that waits for that attack having happened is used.")
def not_done(v):
    return v.each(lambda b: v.implies(v.all(v.kind_is(b, "response", "forced_response", "declare_defender",
                                                      "boost", "consequential_damage"), v.taken(b)),
                                       v.trigger_live(b)))


@clause("mc.en.stun.cannot_be_stunned", at="p1.b4",
        says="A character an ability says 'cannot be stunned' gets no stunned status card: the engine's prohibition "
             "'stunned' on it makes an effect giving it one not valid for it (the card is not placed).")
def cannot_be_stunned(v):
    return [v.policy("prohibitions_hold")]


LEDGER = [
    not_encoded("p1", "definition: the status cancels its character's next attack"),
    not_encoded("p1.b2", "giving the status card: the interpreter's 'status' effect"),
    not_encoded("p1.b3", "being stunned means holding the card: the scenario lists status cards in play"),
    not_encoded("p1.b3.1", "steady characters need two: no steady character modelled"),
    not_encoded("p1.b5", "a hero or ally attempting an attack discards the card instead, costs still paid: the same "
                         "replacement as p1.b1 (mc.en.stun.forced_interrupt); costs are not modelled"),
    not_encoded("p1.b5.1", "the attempt needs no valid target: the replacement is p1.b1's; targets of the attack "
                           "itself are not an order question"),
    not_encoded("p1.b6", "a stunned villain or minion: the same replacement as p1.b1 (mc.en.stun.forced_interrupt)"),
]
