"""You, Your — Marvel Champions Rules Reference v1.5 (May 2023), English.

Source: ``rules/You, Your.md``, section "English — RRG v1.5 (May 2023)". Five
paragraphs: identity first (p1, six bullets, a worked example p1.b5.1 inside the
trigger bullet), the player as fallback (p2, four bullets), the extension
principle (p3), the extensions (p4, three bullets) and the non-extensions (p5,
two bullets).

What this version does not have (compared with v1.8): the same-sentence bullet,
encounter cards and player side schemes among the non-extensions. What it says
otherwise: resources extend the identity only for spending ("if a player spends
a resource"), an upgrade is not an extension when attached to a different
character (v1.8: a different *friendly* character), and what resolves on every
upgrade a player controls is the identity's (v1.8: on extension upgrades).

Shared facts (``common/``), written from v1.8: they hold for v1.5. Its Attack
entry targets a player and calls the defending or undefended character attacked
(the table's ``both``; the sentence "always initiated against both a player and
a character" it cites arrives in v1.7); its Encounter Card entry names the same
eight types, which no v1.5 clause uses.
"""

import z3

from logic.clause import authority, clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="You, Your",
    source="rules/You, Your.md", version="RRG v1.5 (May 2023)", topic="you",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b5.1", "p1.b6",
              "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4",
              "p3", "p4", "p4.b1", "p4.b2", "p4.b3", "p5", "p5.b1", "p5.b2"],
)

FIGHTING = ("attack", "thwart", "defense", "action_ability", "triggered_ability")

#: The worked example of the v1.1 entry: "That enemy attacks you" on an event means the identity,
#: because an attack is made against a character.
TOE_TO_TOE = authority(
    "worked_example", "rules/You, Your.md, RRG v1.1, b2 (Toe to Toe)",
    """an attack against 'you' is against the identity card: a function both an identity and a player
    can undergo is resolved as the identity's.""")

#: The v1.8 Attack (Enemy Activation) entry: "When/After [enemy] attacks you" abilities resolve
#: when/after a player is attacked, whichever of their characters was attacked.
ATTACK_ENTRY = authority(
    "later_version", "rules/Attack (Enemy Activation).md, RRG v1.8, p1.b1 (and its Ultron example)",
    """abilities that trigger 'when' or 'after' an enemy attacks you resolve against the attacked
    player, whichever character they control was attacked or defended.""")


def _attacked(v, o, *positions):
    """'[enemy] attacks you' in a trigger condition of the given positions."""
    return z3.And(v.position_is(o, *positions), v.function_is(o, "be_attacked"))


def _not_excepted(v, o, *conditions):
    return z3.And(*conditions, z3.Not(v.excepted(o)))


# -- p1: identity first ------------------------------------------------------

@clause("mc.en.v1_5.you.identity_first", at="p1",
        says="""When resolving a card ability, a 'you' that can mean the player's identity must mean it,
        unless the explicit exception (p1.b6) applies.""")
def identity_first(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.can_refer_to_identity(o)),
                                                  v.refers_to_identity(o)))


@clause("mc.en.v1_5.you.can_identity", at="p1",
        question="""Must a 'you' be the identity wherever the identity could be meant, even where a
        player could be too (being attacked, defending)?""",
        says="""'Can be resolved as referring to the identity': it can wherever an identity can undergo or
        perform the game function.""",
        reading="can_means_must", literal=True, settled_by=TOE_TO_TOE,
        reading_says="""Wherever an identity can undergo the function, 'you' can be the identity, and so must
        be: also for functions a player can undergo too (being attacked, defending).""",
        argument="""p1 asks only whether 'you' *can* be the identity; a function both can undergo passes
        that test.""")
def can_identity(v):
    return v.each_occurrence(lambda o: z3.Implies(v.identity_can(o), v.can_refer_to_identity(o)))


@can_identity.reading("only_identity_functions",
                      says="""'You' can be the identity only where no one but an identity can undergo the
                      function; for functions both can undergo the text decides nothing.""",
                      argument="""'can be resolved' read as 'can only be resolved': the bullets p1.b1-b4 list
                      only functions of characters.""")
def can_identity_only(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.And(v.identity_can(o), z3.Not(v.player_can(o))),
                                                  v.can_refer_to_identity(o)))


@clause("mc.en.v1_5.you.damage", at="p1.b1",
        says="Damage a card deals to 'you', or that 'you' take, goes on the resolving player's identity.")
def damage(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.function_is(o, "take_damage")),
                                                  v.refers_to_identity(o)))


@clause("mc.en.v1_5.you.indirect_damage", at="p1.b2",
        says="""Indirect damage dealt to 'you' is dealt to the identity, and its resolver may spread it
        over the characters they control.""")
def indirect_damage(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.function_is(o, "take_indirect_damage")),
                                                  v.refers_to_identity(o)))


@clause("mc.en.v1_5.you.exhaust", at="p1.b3", says="An ability that exhausts 'you' exhausts the resolver's identity.")
def exhaust(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.function_is(o, "be_exhausted")),
                                                  v.refers_to_identity(o)))


@clause("mc.en.v1_5.you.status", at="p1.b4",
        says="A status card placed on 'you' (such as being stunned) goes on the resolver's identity.")
def status(v):
    return v.each_occurrence(lambda o: z3.Implies(_not_excepted(v, o, v.function_is(o, "receive_status")),
                                                  v.refers_to_identity(o)))


@clause("mc.en.v1_5.you.trigger_performed", at="p1.b5",
        question="""Does 'if able' give the identity a trigger on something a player does too (such
        as defending with an ally)?""",
        says="""An ability triggered by a game function 'you' perform is resolved as if the identity
        performed it, when the identity is able to: an ally doing it does not count.""",
        reading="identity_capable", literal=True,
        reading_says="""'If able': whenever an identity can perform the function at all, the trigger is
        the identity's.""",
        argument="""'if able' qualifies the identity: the identity is able to perform that game function.""")
def trigger_performed(v):
    return v.each_occurrence(lambda o: z3.Implies(
        _not_excepted(v, o, v.position_is(o, "after", "when"), v.function_performed_by_you(o), v.identity_can(o)),
        v.refers_to_identity(o)))


@trigger_performed.reading("identity_only",
                           says="""'If able': the trigger is the identity's only for functions no one but an
                           identity performs; for functions a player performs too (defending with an ally)
                           this bullet decides nothing.""",
                           argument="""'if able' read as 'if only the identity could have performed it'.""")
def trigger_performed_identity_only(v):
    return v.each_occurrence(lambda o: z3.Implies(
        _not_excepted(v, o, v.position_is(o, "after", "when"), v.function_performed_by_you(o), v.identity_can(o),
                      z3.Not(v.player_can(o))),
        v.refers_to_identity(o)))


@clause("mc.en.v1_5.you.attacked_player", at="p1.b6",
        question="""Does the attacked-player exception cover abilities that trigger 'when' an enemy
        attacks you, or only 'after'?""",
        overrides=["mc.en.v1_5.you.identity_first", "mc.en.v1_5.you.damage", "mc.en.v1_5.you.trigger_performed"],
        says="""Exception: in an ability that triggers after an enemy attacks 'you', 'you' is the attacked
        player, even when an ally defended.""",
        reading="after_and_when", settled_by=ATTACK_ENTRY,
        reading_says="""The exception covers abilities that trigger 'after' or 'when' an enemy attacks
        you.""",
        argument="""The Attack (Enemy Activation) entry of v1.8 states both words (the v1.5 Attack entry
        repeats 'after' only).""")
def attacked_player(v):
    return v.each_occurrence(lambda o: z3.And(v.excepted(o) == _attacked(v, o, "after", "when"),
                                              z3.Implies(v.excepted(o), v.refers_to_player(o))))


@attacked_player.reading("after_only", literal=True,
                         says="The exception covers only abilities that trigger 'after' an enemy attacks you.",
                         argument="The bullet quotes 'after [enemy] attacks you' and no other wording.")
def attacked_player_after_only(v):
    return v.each_occurrence(lambda o: z3.And(v.excepted(o) == _attacked(v, o, "after"),
                                              z3.Implies(v.excepted(o), v.refers_to_player(o))))


# -- p2: the player as fallback ----------------------------------------------

@clause("mc.en.v1_5.you.player_fallback", at="p2",
        says="A 'you' that cannot mean the identity means the player.")
def player_fallback(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.Not(v.can_refer_to_identity(o)), v.refers_to_player(o)))


@clause("mc.en.v1_5.you.cannot_identity", at="p2",
        says="""'Cannot be resolved as referring to the identity': it cannot wherever no identity can
        undergo or perform the game function (a hand, a deck, control).""")
def cannot_identity(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.Not(v.identity_can(o)), z3.Not(v.can_refer_to_identity(o))))


@clause("mc.en.v1_5.you.discard_hand", at="p2.b1",
        says="Discarding from 'your' hand is done by the resolving player, from their hand.")
def discard_hand(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "discard_from_hand"), v.refers_to_player(o)))


@clause("mc.en.v1_5.you.search_deck", at="p2.b2",
        says="Searching 'your' deck is done by the resolving player, in their deck.")
def search_deck(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "search_deck"), v.refers_to_player(o)))


@clause("mc.en.v1_5.you.controlled_card", at="p2.b3",
        says="""A game function done to a non-identity card 'you' control (exhausting, discarding, setting
        aside) is done by the resolving player to a card in their play area.""")
def controlled_card(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "control"), v.refers_to_player(o)))


@clause("mc.en.v1_5.you.trigger_personal", at="p2.b4",
        says="""An ability triggered by a game function 'you' perform that cannot be read as the identity's
        (discarding from your hand) is resolved by the player in person.""")
def trigger_personal(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.position_is(o, "after", "when"), v.function_performed_by_you(o),
               z3.Not(v.can_refer_to_identity(o))),
        v.refers_to_player(o)))


# -- p3: the extension principle ---------------------------------------------

@clause("mc.en.v1_5.you.extension_principle", at="p3",
        says="""Whatever is resolved by a card that is an extension of the identity counts as performed by
        that identity.""")
def extension_principle(v):
    return v.each_action(lambda a: z3.Implies(v.is_extension(v.card_of_action(a)), v.performed_by_identity(a)))


# -- p4: extensions ----------------------------------------------------------

@clause("mc.en.v1_5.you.events", at="p4.b1",
        says="""Events are extensions: attacks, thwarts, defenses, actions and triggered abilities from
        playing one are the identity's.""")
def events(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "event"), v.is_extension(c))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "event"), v.kind_is(a, *FIGHTING)),
            v.performed_by_identity(a))))


@clause("mc.en.v1_5.you.resources", at="p4.b2",
        says="""Resources are extensions: a resource a player spends counts as spent by their identity (the
        bullet names spending only).""")
def resources(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "resource"), v.is_extension(c))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "resource"), v.kind_is(a, "spend_resource")),
            v.performed_by_identity(a))))


@clause("mc.en.v1_5.you.upgrades", at="p4.b3",
        says="""An upgrade is an extension of its controller's identity unless it is attached to a
        different character (friendly or enemy); what resolves on any upgrade in play under a player's
        control is that player's identity's.""")
def upgrades(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(
            v.card_type_is(c, "upgrade"),
            v.is_extension(c) == z3.Not(v.attachment_is(c, "other_friendly_character", "enemy_character")))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "upgrade"), v.kind_is(a, *FIGHTING)),
            v.performed_by_identity(a))))


# -- p5: not extensions ------------------------------------------------------

@clause("mc.en.v1_5.you.allies", at="p5.b1",
        says="""Allies are not extensions: their attacks, thwarts, defenses, actions and triggered abilities
        are not the identity's.""")
def allies(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "ally"), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "ally"), v.kind_is(a, *FIGHTING)),
            z3.Not(v.performed_by_identity(a)))))


@clause("mc.en.v1_5.you.supports", at="p5.b2",
        says="""Supports are not extensions: their attacks, thwarts, defenses, actions and triggered
        abilities are not the identity's.""")
def supports(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "support"), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "support"), v.kind_is(a, *FIGHTING)),
            z3.Not(v.performed_by_identity(a)))))


READINGS = {
    "mc.en.v1_5.you.can_identity": "can_means_must",
    "mc.en.v1_5.you.trigger_performed": "identity_capable",
    "mc.en.v1_5.you.attacked_player": "after_and_when",
}

LEDGER = [
    not_encoded("p1.b5.1", """Worked example of p1.b5 (the minion defeated by the identity, not by an ally);
                checked as queries/marvel_champions/en@1.5/example_minion_*.toml, not a rule."""),
    not_encoded("p4", "Introduces the list p4.b1-p4.b3; each item is its own clause."),
    not_encoded("p5", "Introduces the list p5.b1-p5.b2; each item is its own clause."),
]
