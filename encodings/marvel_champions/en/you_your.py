"""You, Your — Marvel Champions Rules Reference (English), seed 001_704109330cea5646.txt.

Five paragraphs: identity first (p1, seven bullets and a worked example), the
player as fallback (p2, four bullets), the extension principle (p3), the card
types that are extensions (p4, three bullets) and those that are not (p5, four
bullets).
"""

import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="You, Your",
    source="seeds/001_704109330cea5646.txt", version="RRG v1.8 text (seed)", topic="you",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b6", "p1.b6.1", "p1.b7",
              "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4",
              "p3", "p4", "p4.b1", "p4.b2", "p4.b3", "p5", "p5.b1", "p5.b2", "p5.b3", "p5.b4"],
)

FIGHTING = ("attack", "thwart", "defense", "action_ability", "triggered_ability")


def _attacked_after(v, o):
    """The scope of the p1.b7 exception: 'after [enemy] attacks you'."""
    return z3.And(v.position_is(o, "after"), v.function_is(o, "be_attacked"))


# -- p1: identity first ------------------------------------------------------

@clause("mc.en.you.identity_first", at="p1",
        says="""When resolving a card ability, a 'you' that can mean the player's identity must mean it;
        the attacked-player exception (p1.b7) is carved out.""")
def identity_first(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.can_refer_to_identity(o), z3.Not(_attacked_after(v, o))), v.refers_to_identity(o)))


@clause("mc.en.you.can_identity", at="p1",
        says="""Reading of 'can be resolved as referring to the identity': it can wherever the game
        function is one only an identity undergoes or performs.""")
def can_identity(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_applies_only_to_identity(o),
                                                  v.can_refer_to_identity(o)))


@clause("mc.en.you.same_sentence", at="p1.b1",
        says="""All the 'you' and 'your' of one sentence mean the same thing: all the identity or all the
        player.""")
def same_sentence(v):
    return v.each_pair_in_a_sentence(lambda o1, o2: v.referent(o1) == v.referent(o2))


@clause("mc.en.you.damage", at="p1.b2",
        says="Damage a card deals to 'you', or that 'you' take, goes on the resolving player's identity.")
def damage(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "take_damage"), v.refers_to_identity(o)))


@clause("mc.en.you.indirect_damage", at="p1.b3",
        says="""Indirect damage dealt to 'you' is dealt to the identity, and its resolver may spread it
        over the characters they control.""")
def indirect_damage(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "take_indirect_damage"),
                                                  v.refers_to_identity(o)))


@clause("mc.en.you.exhaust", at="p1.b4", says="An ability that exhausts 'you' exhausts the resolver's identity.")
def exhaust(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "be_exhausted"), v.refers_to_identity(o)))


@clause("mc.en.you.status", at="p1.b5",
        says="A status card placed on 'you' (stunned, confused, tough) goes on the resolver's identity.")
def status(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "receive_status"), v.refers_to_identity(o)))


@clause("mc.en.you.trigger_performed", at="p1.b6",
        says="""An ability triggered by a game function 'you' perform is resolved as if the identity
        performed it, when the identity is able to: an ally doing it does not count.""")
def trigger_performed(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.position_is(o, "after", "when"), v.function_performed_by_you(o),
               z3.Not(v.function_applies_only_to_player(o))),  # "if able": an identity can perform it
        v.refers_to_identity(o)))


@clause("mc.en.you.attacked_player", at="p1.b7", overrides=["mc.en.you.identity_first"],
        says="""Exception: in an ability that triggers after an enemy attacks 'you', 'you' is the attacked
        player, even when an ally defended.""")
def attacked_player(v):
    return v.each_occurrence(lambda o: z3.Implies(_attacked_after(v, o), v.refers_to_player(o)))


# -- p2: the player as fallback ----------------------------------------------

@clause("mc.en.you.player_fallback", at="p2",
        says="A 'you' that cannot mean the identity means the player.")
def player_fallback(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.Not(v.can_refer_to_identity(o)), v.refers_to_player(o)))


@clause("mc.en.you.cannot_identity", at="p2",
        says="""Reading of 'cannot be resolved as referring to the identity': it cannot wherever the game
        function is one only a player undergoes or performs (a hand, a deck, control).""")
def cannot_identity(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_applies_only_to_player(o),
                                                  z3.Not(v.can_refer_to_identity(o))))


@clause("mc.en.you.discard_hand", at="p2.b1",
        says="Discarding from 'your' hand is done by the resolving player, from their hand.")
def discard_hand(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "discard_from_hand"), v.refers_to_player(o)))


@clause("mc.en.you.search_deck", at="p2.b2", says="Searching 'your' deck is done by the resolving player, in their deck.")
def search_deck(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "search_deck"), v.refers_to_player(o)))


@clause("mc.en.you.controlled_card", at="p2.b3",
        says="""A game function done to a non-identity card 'you' control is done by the resolving player
        to a card in their play area.""")
def controlled_card(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, "control"), v.refers_to_player(o)))


@clause("mc.en.you.trigger_personal", at="p2.b4",
        says="""An ability triggered by a game function 'you' perform that cannot be read as the identity's
        is resolved by the player in person.""")
def trigger_personal(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.position_is(o, "after", "when"), v.function_performed_by_you(o),
               z3.Not(v.can_refer_to_identity(o))),
        v.refers_to_player(o)))


# -- p3: the extension principle ---------------------------------------------

@clause("mc.en.you.extension_principle", at="p3",
        says="""Whatever is resolved on a card that is an extension of the identity counts as performed by
        that identity.""")
def extension_principle(v):
    return v.each_action(lambda a: z3.Implies(v.is_extension(v.card_of_action(a)), v.performed_by_identity(a)))


# -- p4: extensions ----------------------------------------------------------

@clause("mc.en.you.events", at="p4.b1",
        says="""Events are extensions: attacks, thwarts, defenses, actions and triggered abilities from
        playing one are the identity's.""")
def events(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "event"), v.is_extension(c))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "event"), v.kind_is(a, *FIGHTING)),
            v.performed_by_identity(a))))


@clause("mc.en.you.resources", at="p4.b2",
        says="""Resources are extensions: attacks, thwarts, defenses and triggered abilities from spending
        one are the identity's.""")
def resources(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "resource"), v.is_extension(c))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "resource"),
                   v.kind_is(a, "attack", "thwart", "defense", "triggered_ability")),
            v.performed_by_identity(a))))


@clause("mc.en.you.upgrades", at="p4.b3",
        says="""An upgrade is an extension of its controller's identity except when it is attached to a
        different friendly character; what resolves on such an extension upgrade is the identity's.""")
def upgrades(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(
            v.card_type_is(c, "upgrade"),
            v.is_extension(c) == z3.Not(v.attachment_is(c, "other_friendly_character")))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "upgrade"), v.is_extension(v.card_of_action(a)),
                   v.kind_is(a, *FIGHTING)),
            v.performed_by_identity(a))))


# -- p5: not extensions ------------------------------------------------------

@clause("mc.en.you.allies", at="p5.b1",
        says="""Allies are not extensions: their attacks, thwarts, defenses, actions and triggered abilities
        are not the identity's.""")
def allies(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "ally"), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "ally"), v.kind_is(a, *FIGHTING)),
            z3.Not(v.performed_by_identity(a)))))


@clause("mc.en.you.encounter_cards", at="p5.b2",
        says="""Encounter cards are not extensions: their triggered abilities, forced or optional, are not
        the identity's.""")
def encounter_cards(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.is_encounter_card(c), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.is_encounter_card(v.card_of_action(a)), v.kind_is(a, "triggered_ability")),
            z3.Not(v.performed_by_identity(a)))))


@clause("mc.en.you.player_side_schemes", at="p5.b3",
        says="Player side schemes are not extensions: their triggered abilities are not the identity's.")
def player_side_schemes(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "player_side_scheme"), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "player_side_scheme"), v.kind_is(a, "triggered_ability")),
            z3.Not(v.performed_by_identity(a)))))


@clause("mc.en.you.supports", at="p5.b4",
        says="""Supports are not extensions: their attacks, thwarts, defenses, actions and triggered
        abilities are not the identity's.""")
def supports(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(v.card_type_is(c, "support"), z3.Not(v.is_extension(c)))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "support"), v.kind_is(a, *FIGHTING)),
            z3.Not(v.performed_by_identity(a)))))


LEDGER = [
    not_encoded("p1.b6.1", """Worked example of p1.b6 (the minion defeated by the identity, not by an ally);
                checked as queries/marvel_champions/en_you_example_minion_*.toml, not a rule."""),
    not_encoded("p4", "Introduces the list p4.b1-p4.b3; each item is its own clause."),
    not_encoded("p5", "Introduces the list p5.b1-p5.b4; each item is its own clause."),
]
