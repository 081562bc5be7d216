"""Du, Dein — Referenzhandbuch von Marvel Champions (deutsch), seed 002_2ed553de9cf3b2a9.txt.

Six paragraphs: identity first (p1, six bullets, a worked example under p1.b5),
the player as fallback (p2, four bullets), the extension principle (p3), the
extensions (p4, three bullets), the non-extensions (p5, two bullets) and the
see-also line (p6). This text has the attacked-player exception but no
same-sentence bullet, and names neither encounter cards nor player side schemes.
"""

import z3

from logic.clause import authority, clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Du, Dein",
    source="seeds/002_2ed553de9cf3b2a9.txt", version="Referenzhandbuch text (seed)", topic="you",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b5.1", "p1.b6",
              "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4",
              "p3", "p4", "p4.b1", "p4.b2", "p4.b3", "p5", "p5.b1", "p5.b2", "p6"],
    translates="You, Your",  # the English entry this one translates (ruling diff pairs them)
)

FIGHTING = ("attack", "thwart", "defense", "action_ability", "triggered_ability")

#: The worked example of the English v1.1 entry (the rules these texts translate): "That enemy
#: attacks you" means the identity, because an attack is made against a character.
TOE_TO_TOE = authority(
    "worked_example", "rules/You, Your.md, RRG v1.1, b2 (Toe to Toe)",
    """an attack against 'you' is against the identity card: a function both an identity and a player
    can undergo is resolved as the identity's.""")


def _not_excepted(v, o, *conditions):
    return z3.And(*conditions, z3.Not(v.excepted(o)))

#: The English v1.8 Attack (Enemy Activation) entry, of the rules this text translates.
ATTACK_ENTRY = authority(
    "later_version", "rules/Attack (Enemy Activation).md, RRG v1.8, p1.b1 (and its Ultron example)",
    """abilities that trigger 'when' or 'after' an enemy attacks you resolve against the attacked
    player, whichever character they control was attacked or defended.""")


def _attacked(v, o, *positions):
    """'[ein Gegner] dich angreift' in a trigger condition of the given positions."""
    return z3.And(v.position_is(o, *positions), v.function_is(o, "be_attacked"))


@clause("mc.de.you.identity_first", at="p1",
        says="""A 'du'/'dein' that can mean the player's identity must mean it; the attacked-player
        exception (p1.b6) is carved out.""")
def identity_first(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.can_refer_to_identity(o)),
                                                  v.refers_to_identity(o)))


@clause("mc.de.you.can_identity", at="p1",
        question="""Must a 'du' be the identity wherever the identity could be meant, even where a
        player could be too (being attacked, defending)?""",
        says="""'Can be resolved as referring to the identity': it can wherever an identity can undergo or
        perform the game function.""",
        reading="can_means_must", literal=True, settled_by=TOE_TO_TOE,
        reading_says="""Wherever an identity can undergo the function, 'du' can be the identity, and so must be,
        also for functions a player can undergo too (being attacked, defending).""",
        argument="""p1 asks only whether the word *can* be the identity; a function both can undergo passes.""")
def can_identity(v):
    return v.each_occurrence(lambda o: z3.Implies(v.identity_can(o), v.can_refer_to_identity(o)))


@can_identity.reading("only_identity_functions",
                      says="""The word can be the identity only where no one but an identity can undergo the
                      function; for functions both can undergo the text decides nothing.""",
                      argument="""'can' read as 'can only': the bullets list only functions of characters.""")
def can_identity_only(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.And(v.identity_can(o), z3.Not(v.player_can(o))),
                                                  v.can_refer_to_identity(o)))


@clause("mc.de.you.damage", at="p1.b1", says="Damage dealt to 'dir', or taken by 'du', goes on the identity.")
def damage(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.function_is(o, "take_damage")), v.refers_to_identity(o)))


@clause("mc.de.you.indirect_damage", at="p1.b2",
        says="Indirect damage dealt to 'dir' is the identity's; its resolver may spread it over their characters.")
def indirect_damage(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.function_is(o, "take_indirect_damage")),
                                                  v.refers_to_identity(o)))


@clause("mc.de.you.exhaust", at="p1.b3", says="An ability that exhausts 'dich' exhausts the identity.")
def exhaust(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.function_is(o, "be_exhausted")), v.refers_to_identity(o)))


@clause("mc.de.you.status", at="p1.b4",
        says="A status card laid on or given to 'dich'/'dir' goes on the identity.")
def status(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.function_is(o, "receive_status")), v.refers_to_identity(o)))


@clause("mc.de.you.trigger_performed", at="p1.b5",
        question="""Does 'falls möglich' give the identity a trigger on something a player does too
        (such as defending with an ally)?""",
        says="""An ability triggered by a game function 'du' perform is resolved as if the identity performed
        it, if possible.""",
        reading="identity_capable", literal=True,
        reading_says="""'falls möglich': whenever an identity can perform the function at all, the trigger is the
        identity's.""",
        argument="""'falls möglich' qualifies the identity: the identity is able to perform that game function.""")
def trigger_performed(v):
    return v.each_occurrence(lambda o: z3.Implies(
        _not_excepted(v, o, v.position_is(o, "after", "when"), v.function_performed_by_you(o), v.identity_can(o)),
        v.refers_to_identity(o)))


@trigger_performed.reading("identity_only",
                           says="""'falls möglich': the trigger is the identity's only for functions no one but an
                           identity performs; for functions a player performs too this bullet decides
                           nothing.""",
                           argument="""'falls möglich' read as 'if only the identity could have performed it'.""")
def trigger_performed_identity_only(v):
    return v.each_occurrence(lambda o: z3.Implies(
        _not_excepted(v, o, v.position_is(o, "after", "when"), v.function_performed_by_you(o), v.identity_can(o),
                      z3.Not(v.player_can(o))),
        v.refers_to_identity(o)))


@clause("mc.de.you.attacked_player", at="p1.b6",
        question="""Does the attacked-player exception cover abilities that trigger 'when' an enemy
        attacks 'dich', or only 'after'?""",
        overrides=["mc.de.you.identity_first", "mc.de.you.damage", "mc.de.you.trigger_performed"],
        says="""Exception: in an ability that triggers after (and, by its settled reading, when) an enemy
        has attacked 'dich', it is the attacked player, even when an ally defended.""",
        reading="after_and_when", settled_by=ATTACK_ENTRY,
        reading_says="The exception covers abilities that trigger after or when an enemy attacks 'dich'.",
        argument="The Attack (Enemy Activation) entry of the rules this text translates states both words.")
def attacked_player(v):
    return v.each_occurrence(lambda o: z3.And(v.excepted(o) == _attacked(v, o, "after", "when"),
                                              z3.Implies(v.excepted(o), v.refers_to_player(o))))


@attacked_player.reading("after_only", literal=True,
                         says="The exception covers only abilities that trigger after ('nachdem') an attack.",
                         argument="The bullet quotes 'nachdem [ein Gegner] dich angegriffen hat' only.")
def attacked_player_after_only(v):
    return v.each_occurrence(lambda o: z3.And(v.excepted(o) == _attacked(v, o, "after"),
                                              z3.Implies(v.excepted(o), v.refers_to_player(o))))


@clause("mc.de.you.player_fallback", at="p2", says="A 'du'/'dein' that cannot mean the identity means the player.")
def player_fallback(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.Not(v.can_refer_to_identity(o)), v.refers_to_player(o)))


@clause("mc.de.you.cannot_identity", at="p2",
        says="""Reading of 'nicht so abgehandelt werden kann': it cannot wherever the game function is one
        only a player undergoes or performs.""")
def cannot_identity(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.Not(v.identity_can(o)),
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


READINGS = {
    "mc.de.you.can_identity": "can_means_must",
    "mc.de.you.trigger_performed": "identity_capable",
    "mc.de.you.attacked_player": "after_and_when",
}

LEDGER = [
    not_encoded("p1.b5.1", """Worked example of p1.b5 (a minion defeated by the identity, not by an ally);
                checked as a query, not a rule."""),
    not_encoded("p4", "Introduces the list p4.b1-p4.b3; each item is its own clause."),
    not_encoded("p5", "Introduces the list p5.b1-p5.b2; each item is its own clause."),
    not_encoded("p6", "Cross-references to other entries; no rule."),
]
