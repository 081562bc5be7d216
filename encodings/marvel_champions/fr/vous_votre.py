"""Vous, votre — Guide de Référence de Marvel Champions (français), seed 000_b0984877758b0da9.txt.

Four paragraphs: identity first (p1, five bullets; the worked example sits
inside p1.b5), the player as fallback (p2, four bullets), the extension
principle followed by the extension list (p3, three bullets), and the cards
that are not extensions (p4, two bullets). This text has no same-sentence
bullet and no attacked-player exception, and it names neither encounter cards
nor player side schemes.
"""

import z3

from logic.clause import authority, clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="fr", title="Vous, votre",
    source="seeds/000_b0984877758b0da9.txt", version="Guide de Référence, v1.4-era text (seed)", topic="you",
    same_text_as=["rules/Vous, votre (FR).md"],
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5",
              "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4",
              "p3", "p3.b1", "p3.b2", "p3.b3", "p4", "p4.b1", "p4.b2"],
    translates="You, Your",  # the English entry this one translates (ruling diff pairs them)
)

#: The worked example of the English v1.1 entry (the rules these texts translate): "That enemy
#: attacks you" means the identity, because an attack is made against a character.
TOE_TO_TOE = authority(
    "worked_example", "rules/You, Your.md, RRG v1.1, b2 (Toe to Toe)",
    """an attack against 'you' is against the identity card: a function both an identity and a player
    can undergo is resolved as the identity's.""")


def _when(v, o, *conditions):
    """This text has no exception to its p1 bullets: a bullet applies whenever its condition does."""
    return z3.And(*conditions)


FIGHTING = ("attack", "thwart", "defense", "action_ability", "triggered_ability")


@clause("mc.fr.you.identity_first", at="p1",
        says="When resolving a card ability, a 'vous' that can mean the player's identity must mean it.")
def identity_first(v):
    return v.each_occurrence(lambda o: z3.Implies(_when(v, o, v.can_refer_to_identity(o)), v.refers_to_identity(o)))


@clause("mc.fr.you.can_identity", at="p1",
        question="""Must a 'vous' be the identity wherever the identity could be meant, even where a
        player could be too (being attacked, defending)?""",
        says="""'Can be resolved as referring to the identity': it can wherever an identity can undergo or
        perform the game function.""",
        reading="can_means_must", literal=True, settled_by=TOE_TO_TOE,
        reading_says="""Wherever an identity can undergo the function, 'vous' can be the identity, and so must be,
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


@clause("mc.fr.you.damage", at="p1.b1",
        says="Damage dealt to 'vous', or that 'vous' suffer, goes on the resolving player's identity.")
def damage(v):
    return v.each_occurrence(lambda o: z3.Implies(_when(v, o, v.function_is(o, "take_damage")), v.refers_to_identity(o)))


@clause("mc.fr.you.indirect_damage", at="p1.b2",
        says="""Indirect damage dealt to 'vous' is dealt to the identity; its resolver assigns it among the
        characters they control.""")
def indirect_damage(v):
    return v.each_occurrence(lambda o: z3.Implies(_when(v, o, v.function_is(o, "take_indirect_damage")),
                                                  v.refers_to_identity(o)))


@clause("mc.fr.you.exhaust", at="p1.b3", says="An ability that exhausts 'vous' exhausts the resolver's identity.")
def exhaust(v):
    return v.each_occurrence(lambda o: z3.Implies(_when(v, o, v.function_is(o, "be_exhausted")), v.refers_to_identity(o)))


@clause("mc.fr.you.status", at="p1.b4", says="A status card placed on 'vous' goes on the resolver's identity.")
def status(v):
    return v.each_occurrence(lambda o: z3.Implies(_when(v, o, v.function_is(o, "receive_status")), v.refers_to_identity(o)))


@clause("mc.fr.you.trigger_performed", at="p1.b5",
        question="""Does 'si possible' give the identity a trigger on something a player does too
        (such as defending with an ally)?""",
        says="""An ability triggered by a game function 'vous' performed is resolved as if the identity
        performed it, when possible (an ally doing it does not count, as the bullet's example says).""",
        reading="identity_capable", literal=True,
        reading_says="""'si possible': whenever an identity can perform the function at all, the trigger is the
        identity's.""",
        argument="""'si possible' qualifies the identity: the identity is able to perform that game function.""")
def trigger_performed(v):
    return v.each_occurrence(lambda o: z3.Implies(
        _when(v, o, v.position_is(o, "after", "when"), v.function_performed_by_you(o), v.identity_can(o)),
        v.refers_to_identity(o)))


@trigger_performed.reading("identity_only",
                           says="""'si possible': the trigger is the identity's only for functions no one but an
                           identity performs; for functions a player performs too this bullet decides
                           nothing.""",
                           argument="""'si possible' read as 'if only the identity could have performed it'.""")
def trigger_performed_identity_only(v):
    return v.each_occurrence(lambda o: z3.Implies(
        _when(v, o, v.position_is(o, "after", "when"), v.function_performed_by_you(o), v.identity_can(o),
                      z3.Not(v.player_can(o))),
        v.refers_to_identity(o)))


@clause("mc.fr.you.player_fallback", at="p2", says="A 'vous' that cannot mean the identity means the player.")
def player_fallback(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.Not(v.can_refer_to_identity(o)), v.refers_to_player(o)))


@clause("mc.fr.you.cannot_identity", at="p2",
        says="""Reading of 'ne peut pas être résolu comme faisant référence à l'identité': it cannot wherever
        the game function is one only a player undergoes or performs.""")
def cannot_identity(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.Not(v.identity_can(o)),
                                                  z3.Not(v.can_refer_to_identity(o))))


@clause("mc.fr.you.discard_hand", at="p2.b1", says="Discarding from 'votre' hand is done by the resolving player.")
def discard_hand(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "discard_from_hand"), v.refers_to_player(o)))


@clause("mc.fr.you.search_deck", at="p2.b2", says="Searching 'votre' deck is done by the resolving player.")
def search_deck(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "search_deck"), v.refers_to_player(o)))


@clause("mc.fr.you.controlled_card", at="p2.b3",
        says="A game function done to a non-identity card 'vous' control is done by the resolving player.")
def controlled_card(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "control"), v.refers_to_player(o)))


@clause("mc.fr.you.trigger_personal", at="p2.b4",
        says="""An ability triggered by a game function 'vous' perform that cannot be read as the identity's
        is resolved by the player in person.""")
def trigger_personal(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.position_is(o, "after", "when"), v.function_performed_by_you(o),
               z3.Not(v.can_refer_to_identity(o))),
        v.refers_to_player(o)))


@clause("mc.fr.you.extension_principle", at="p3",
        says="""Whatever is resolved by a card type that is an extension of the identity counts as performed
        by that identity.""")
def extension_principle(v):
    return v.each_action(lambda a: z3.Implies(v.is_extension(v.card_of_action(a)), v.performed_by_identity(a)))


@clause("mc.fr.you.events", at="p3.b1",
        says="""Events are extensions: attacks, thwarts, defenses, actions and triggered abilities from
        playing one are the identity's.""")
def events(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "event"), v.is_extension(c))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "event"), v.kind_is(a, *FIGHTING)),
            v.performed_by_identity(a))))


@clause("mc.fr.you.resources", at="p3.b2",
        says="Resources are extensions: a resource a player spends counts as spent by their identity.")
def resources(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "resource"), v.is_extension(c))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "resource"), v.kind_is(a, "spend_resource")),
            v.performed_by_identity(a))))


@clause("mc.fr.you.upgrades", at="p3.b3",
        says="""An upgrade a player controls is an extension of their identity unless it is attached to a
        different character (friendly or not); what resolves from upgrades in play a player controls is
        that player's identity's, with no such exception.""")
def upgrades(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(
            v.card_type_is(c, "upgrade"),
            v.is_extension(c) == z3.Not(v.attachment_is(c, "other_friendly_character", "enemy_character")))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "upgrade"), v.kind_is(a, *FIGHTING)),
            v.performed_by_identity(a))))


@clause("mc.fr.you.allies", at="p4.b1",
        says="Allies are not extensions: what they attack, thwart, defend or trigger is not the identity's.")
def allies(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "ally"), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "ally"), v.kind_is(a, *FIGHTING)),
            z3.Not(v.performed_by_identity(a)))))


@clause("mc.fr.you.supports", at="p4.b2",
        says="Supports are not extensions: what resolves from them is not the identity's.")
def supports(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "support"), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "support"), v.kind_is(a, *FIGHTING)),
            z3.Not(v.performed_by_identity(a)))))


READINGS = {
    "mc.fr.you.can_identity": "can_means_must",
    "mc.fr.you.trigger_performed": "identity_capable",
}

LEDGER = [
    not_encoded("p4", "Introduces the list p4.b1-p4.b2; each item is its own clause."),
]
