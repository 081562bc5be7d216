"""Du, Dein — Referenzhandbuch von Marvel Champions (deutsch), seed 002_2ed553de9cf3b2a9.txt.

Six paragraphs: identity first (p1, six bullets, a worked example under p1.b5),
the player as fallback (p2, four bullets), the extension principle (p3), the
extensions (p4, three bullets), the non-extensions (p5, two bullets) and the
see-also line (p6). This text has the attacked-player exception but no
same-sentence bullet, and names neither encounter cards nor player side schemes.
"""

import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Du, Dein",
    source="seeds/002_2ed553de9cf3b2a9.txt", version="Referenzhandbuch text (seed)", topic="you",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b5.1", "p1.b6",
              "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4",
              "p3", "p4", "p4.b1", "p4.b2", "p4.b3", "p5", "p5.b1", "p5.b2", "p6"],
)

FIGHTING = ("attack", "thwart", "defense", "action_ability", "triggered_ability")


def _attacked_after(v, o):
    """The scope of the p1.b6 exception: 'nachdem [ein Gegner] dich angegriffen hat'."""
    return z3.And(v.position_is(o, "after"), v.function_is(o, "be_attacked"))


@clause("mc.de.you.identity_first", at="p1",
        says="""A 'du'/'dein' that can mean the player's identity must mean it; the attacked-player
        exception (p1.b6) is carved out.""")
def identity_first(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.can_refer_to_identity(o), z3.Not(_attacked_after(v, o))), v.refers_to_identity(o)))


@clause("mc.de.you.can_identity", at="p1",
        says="""Reading of 'so abgehandelt werden kann, dass es sich auf die Identität bezieht': it can
        wherever the game function is one only an identity undergoes or performs.""")
def can_identity(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_applies_only_to_identity(o),
                                                  v.can_refer_to_identity(o)))


@clause("mc.de.you.damage", at="p1.b1", says="Damage dealt to 'dir', or taken by 'du', goes on the identity.")
def damage(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "take_damage"), v.refers_to_identity(o)))


@clause("mc.de.you.indirect_damage", at="p1.b2",
        says="Indirect damage dealt to 'dir' is the identity's; its resolver may spread it over their characters.")
def indirect_damage(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "take_indirect_damage"),
                                                  v.refers_to_identity(o)))


@clause("mc.de.you.exhaust", at="p1.b3", says="An ability that exhausts 'dich' exhausts the identity.")
def exhaust(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "be_exhausted"), v.refers_to_identity(o)))


@clause("mc.de.you.status", at="p1.b4",
        says="A status card laid on or given to 'dich'/'dir' goes on the identity.")
def status(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "receive_status"), v.refers_to_identity(o)))


@clause("mc.de.you.trigger_performed", at="p1.b5",
        says="""An ability triggered by a game function 'du' perform is resolved as if the identity performed
        it, if possible.""")
def trigger_performed(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.position_is(o, "after", "when"), v.function_performed_by_you(o),
               z3.Not(v.function_applies_only_to_player(o))),  # "if able": an identity can perform it
        v.refers_to_identity(o)))


@clause("mc.de.you.attacked_player", at="p1.b6", overrides=["mc.de.you.identity_first"],
        says="""Exception: in an ability that triggers after an enemy has attacked 'dich', it is the attacked
        player, even when an ally defended.""")
def attacked_player(v):
    return v.each_occurrence(lambda o: z3.Implies(_attacked_after(v, o), v.refers_to_player(o)))


@clause("mc.de.you.player_fallback", at="p2", says="A 'du'/'dein' that cannot mean the identity means the player.")
def player_fallback(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.Not(v.can_refer_to_identity(o)), v.refers_to_player(o)))


@clause("mc.de.you.cannot_identity", at="p2",
        says="""Reading of 'nicht so abgehandelt werden kann': it cannot wherever the game function is one
        only a player undergoes or performs.""")
def cannot_identity(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_applies_only_to_player(o),
                                                  z3.Not(v.can_refer_to_identity(o))))


@clause("mc.de.you.discard_hand", at="p2.b1", says="Discarding from 'deiner' hand is done by the resolving player.")
def discard_hand(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "discard_from_hand"), v.refers_to_player(o)))


@clause("mc.de.you.search_deck", at="p2.b2", says="Searching 'dein' deck is done by the resolving player.")
def search_deck(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "search_deck"), v.refers_to_player(o)))


@clause("mc.de.you.controlled_card", at="p2.b3",
        says="A game function against a non-identity card 'du' control is done by the resolving player.")
def controlled_card(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "control"), v.refers_to_player(o)))


@clause("mc.de.you.trigger_personal", at="p2.b4",
        says="""An ability triggered by a game function 'du' perform that cannot be read as the identity's is
        resolved by the player in person.""")
def trigger_personal(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.position_is(o, "after", "when"), v.function_performed_by_you(o),
               z3.Not(v.can_refer_to_identity(o))),
        v.refers_to_player(o)))


@clause("mc.de.you.extension_principle", at="p3",
        says="What is resolved by a card type that extends the identity counts as done by the identity.")
def extension_principle(v):
    return v.each_action(lambda a: z3.Implies(v.is_extension(v.card_of_action(a)), v.performed_by_identity(a)))


@clause("mc.de.you.events", at="p4.b1",
        says="""Events extend the identity: basic powers, actions and triggered abilities resolved by the
        player playing one are the identity's.""")
def events(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "event"), v.is_extension(c))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "event"), v.kind_is(a, *FIGHTING)),
            v.performed_by_identity(a))))


@clause("mc.de.you.resources", at="p4.b2",
        says="Resources extend the identity: resources a player spends count as spent by their identity.")
def resources(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "resource"), v.is_extension(c))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "resource"), v.kind_is(a, "spend_resource")),
            v.performed_by_identity(a))))


@clause("mc.de.you.upgrades", at="p4.b3",
        says="""Upgrades extend their controller's identity, except those attached to other friendly
        characters; what resolves on such upgrades is the identity's.""")
def upgrades(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(
            v.card_type_is(c, "upgrade"),
            v.is_extension(c) == z3.Not(v.attachment_is(c, "other_friendly_character")))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "upgrade"), v.is_extension(v.card_of_action(a)),
                   v.kind_is(a, *FIGHTING)),
            v.performed_by_identity(a))))


@clause("mc.de.you.allies", at="p5.b1",
        says="Allies do not extend the identity: what they resolve is not the identity's.")
def allies(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "ally"), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "ally"), v.kind_is(a, *FIGHTING)),
            z3.Not(v.performed_by_identity(a)))))


@clause("mc.de.you.supports", at="p5.b2",
        says="Supports ('Vorteile') do not extend the identity: what they resolve is not the identity's.")
def supports(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "support"), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "support"), v.kind_is(a, *FIGHTING)),
            z3.Not(v.performed_by_identity(a)))))


LEDGER = [
    not_encoded("p1.b5.1", """Worked example of p1.b5 (a minion defeated by the identity, not by an ally);
                checked as a query, not a rule."""),
    not_encoded("p4", "Introduces the list p4.b1-p4.b3; each item is its own clause."),
    not_encoded("p5", "Introduces the list p5.b1-p5.b2; each item is its own clause."),
    not_encoded("p6", "Cross-references to other entries; no rule."),
]
