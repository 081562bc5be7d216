"""Labeled Ability — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Attack (Player Ability Type), Labeled Ability.md (the entry "Labeled Ability"; "Attack (Player Ability
Type)", printed beside it, is encoded in attack_player_ability_type.py).

A labeled ability is an item with ``labels`` (``attack``, ``defense``, ``thwart``) that is not a
``basic_power`` (a basic attack counts as an attack too, but is no labeled ability). A status card on the
identity that cancels one of its types (stunned an attack, confused a thwart: Stun p1.b1, Confuse p1.b1) is an
item flagged ``status_card`` and ``cancels`` waiting for that item itself; its ``cancel`` effect names the part
of the ability it cancels (``part``) or the whole.
"""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Labeled Ability",
    source="rules/Attack (Player Ability Type), Labeled Ability.md#labeled_ability",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b4", "p1.b5", "p1.b6", "p1.b6.1", "p1.b6.2"],
)

#: what is no longer used once the labeled ability is cancelled: what waits for the attack, defense or thwart
#: having been made (responses, the steps of an attack, consequential damage)
DEPENDENTS = ("response", "forced_response", "declare_defender", "boost", "consequential_damage")


def _cancels_labeled(v, s, x):
    """``s`` is a status card's item cancelling ``x``, a labeled ability, and waits for ``x`` itself."""
    return v.all(v.label_is(x), v.neg(v.flag(x, "basic_power")), v.flag(s, "status_card"), v.flag(s, "cancels"),
                 v.waits_for(s, x))


@clause("mc.en.labeled_ability.whole_cancelled", at="p1.b6",
        says="When a status card on the identity cancels one of a labeled ability's types, the whole ability is "
             "cancelled (its costs stay paid), not only its labeled part.")
def whole_cancelled(v):
    return [v.policy("labeled_cancel_whole")]


@clause("mc.en.labeled_ability.not_performed", at="p1.b6.1",
        says="The identity is then not considered to have attacked, defended or thwarted: nothing that waits for "
             "that ability having been made is used.")
def not_performed(v):
    return v.each_triple(lambda b, x, s: v.implies(
        v.all(v.kind_is(b, *DEPENDENTS), v.triggered_by(b, x), _cancels_labeled(v, s, x), v.taken(s)),
        v.neg(v.taken(b))))


@clause("mc.en.labeled_ability.each_status_removed", at="p1.b6.2",
        overrides=["mc.en.interrupt.cancel_ends_window", "mc.en.would.replacement_ends",
                   "mc.en.replacement_effect.no_further_interrupts"],
        says="Every status card on the identity that cancels any of the ability's types is removed when it is "
             "cancelled: all of them are used, before the ability, even after the first has cancelled it.")
def each_status_removed(v):
    return v.each_pair(lambda s, x: v.implies(_cancels_labeled(v, s, x), lambda: v.all(
        v.implies(v.taken(x), v.taken(s)),
        v.implies(v.both(s, x), v.before(s, x)))))


SEAT = "who: the seat clauses of the 'you' rule base (common/ownership_and_control.py, common/attachment.py)"
WHO = "it is made by the identity of the player resolving it, and which player that is decides it: " + SEAT
LEDGER = [
    not_encoded("p1", "definition: a triggered ability whose parenthetical labels it attack, defense and/or "
                      "thwart; the scenario gives the item its labels"),
    not_encoded("p1.b1", "the identity performs the labeled effect from the moment the ability begins resolving, "
                         "after its costs: that moment is the item's own place in the order (interrupts to it "
                         "before, responses after, by the Interrupt and Response clauses); costs are not "
                         "modelled; " + WHO),
    not_encoded("p1.b2", "an attack-labelled ability is an attack made by the player's identity: " + WHO +
                         "; the timing clauses read the item's label (Attack (Player Ability Type) p1.b6)"),
    not_encoded("p1.b3", "a defense-labelled ability is a defense made by the player's identity: " + WHO),
    not_encoded("p1.b3.1", "initiated during an attack, it makes the identity the defender: the scenario gives "
                           "such an ability as the attack's declare_defender item, placed by Defend, Defense's "
                           "clauses; which identity: " + WHO),
    not_encoded("p1.b4", "a thwart-labelled ability is a thwart made by the player's identity: " + WHO),
    not_encoded("p1.b5", "an ability with several labels is each of those types, all by the player's identity: "
                         "the item carries every label; " + WHO),
]
