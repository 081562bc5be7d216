"""Ability, bullets p1.b8-p1.b8.2 — who uses an ability (English, RRG v1.8), rules/Ability.md.

Shared by every language version. The order rules of the same entry are in ``en/ability.py``
(topic ``timing``); these three bullets decide a seat: the player who may use an optional ability,
and so the player its "you" is.
"""
import z3

from logic.clause import authority, clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Ability", shared=True, source="rules/Ability.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="seat",
    locators=["p1.b8", "p1.b8.1", "p1.b8.2", "p2"],
)

#: Printed encounter cards whose constant "you" a judge reads as every player.
PRINTED_CONSTANT_ENCOUNTER_CARDS = authority(
    "printed_cards", "cards 01108 (Crowd Control), 27133 (Volunteer Work)",
    """side schemes whose constant ability forbids 'you' to remove threat or to thwart: the restriction
    holds for every player while the scheme is in play, not for the first player alone.""")

#: Printed player cards whose mandatory abilities say "you" of their controller alone.
PRINTED_FORCED_PLAYER_CARDS = authority(
    "printed_cards", "cards 10009 (Boundless Rage), 10012 (Sentry)",
    """forced responses on an upgrade ('after you change form') and an ally ('after ... enters play
    under your control, deal yourself ...') whose 'you' can only be the card's controller: the
    publisher reads a player card's 'you' as its controller whatever the kind of ability.""")


def _player_card(v, o, *abilities):
    # "any player may" speaks only of triggering an optional ability (card_text_lets_any_player)
    cond = [v.is_player_card(o), z3.Not(z3.And(v.seat_fact(o, "may_trigger", "any_player"),
                                               v.seat_fact(o, "ability", "optional")))]
    if abilities:
        cond.append(v.seat_fact(o, "ability", *abilities))
    return z3.And(*cond)


@clause("mc.common.ability.controller_uses", at="p1.b8",
        question="""Is the 'you' of a mandatory ability on a player card its controller, as an
        optional ability's is?""",
        says="""The player who controls a card decides whether to use its optional abilities: on a player
        card the 'you' of any of its abilities is its controller.""",
        reading="every_ability", settled_by=PRINTED_FORCED_PLAYER_CARDS,
        reading_says="""The controller is the 'you' of every ability of a player card, mandatory or not.""",
        argument="""The bullet names optional abilities only, but the publisher's forced abilities on
        player cards use 'you' for the controller alone.""")
def controller_uses(v):
    return v.each_occurrence(lambda o: z3.Implies(_player_card(v, o), v.seat_is(o, "controller")))


@controller_uses.reading("optional_only", literal=True,
                         says="Only an optional ability's 'you' is the controller; the bullet says nothing "
                              "of mandatory abilities.",
                         argument="The bullet speaks of optional abilities (Action, Interrupt, Response, Resource).")
def controller_uses_optional_only(v):
    return v.each_occurrence(lambda o: z3.Implies(_player_card(v, o, "optional"), v.seat_is(o, "controller")))


@clause("mc.common.ability.any_player_on_encounter", at="p1.b8",
        says="""Any player may use an optional ability on an encounter card: its 'you' is the player who
        triggers it (save the two exceptions p1.b8.1 and p1.b8.2).""")
def any_player_on_encounter(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.is_encounter_card(v.card_of(o)), v.seat_fact(o, "ability", "optional"),
               z3.Not(z3.And(v.card_type_is(v.card_of(o), "attachment"), v.seat_fact(o, "host", "player_card"))),
               z3.Not(v.card_type_is(v.card_of(o), "obligation"))),
        v.seat_is(o, "triggering_player")))


@clause("mc.common.ability.attachment_holder", at="p1.b8.1",
        says="""Only the controller of the player card an attachment (the encounter card type) is attached to may trigger its
        abilities: their 'you' is that controller (unless the card's own text lets any player trigger it:
        the card over the rules, The Golden Rules p2).""")
def attachment_holder(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.card_type_is(v.card_of(o), "attachment"), v.seat_fact(o, "host", "player_card"),
               v.seat_fact(o, "ability", "optional"), v.seat_fact(o, "may_trigger", "by_the_rules")),
        v.seat_is(o, "host_controller")))


@clause("mc.common.ability.obligation_holder", at="p1.b8.2",
        says="""Only the player with an obligation in their play area may trigger its abilities: the player
        who revealed it (Reveal: an obligation enters the revealing player's play area).""")
def obligation_holder(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.card_type_is(v.card_of(o), "obligation"), v.seat_fact(o, "ability", "optional")),
        v.seat_is(o, "revealing_player")))


@clause("mc.common.ability.card_text_lets_any_player", at="p1.b8",
        says="""An ability whose own text lets any player trigger it is used by whoever triggers it (the
        card's text over the rule of this bullet): its 'you' is the triggering player.""")
def card_text_lets_any_player(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.seat_fact(o, "may_trigger", "any_player"), v.seat_fact(o, "ability", "optional")),
        v.seat_is(o, "triggering_player")))


def _unlinked_encounter_constant(v, o):
    """The condition of `constant_every_player` (written the same in ``seat_you_your.py``)."""
    return z3.And(v.is_encounter_card(v.card_of(o)), v.seat_fact(o, "ability", "constant"),
                  v.seat_fact(o, "link", "none"), v.seat_fact(o, "host", "none", "encounter_card"),
                  v.seat_fact(o, "attack", "none"), v.seat_fact(o, "trigger", "none"))


@clause("mc.common.ability.constant_every_player", at="p2",
        says="""A constant ability is active for as long as its card is in play; no player resolves it. On an
        encounter card no player revealed, is engaged with or holds, outside an attack and any trigger, its
        'you' applies to each player: the seat is every player.""",
        reading="every_player", settled_by=PRINTED_CONSTANT_ENCOUNTER_CARDS,
        reading_says="The 'you' of such a constant ability is every player.",
        question="""Whom does the 'you' of an encounter card's constant ability mean, when no player revealed
        it, is engaged with it or holds it: every player, or the first player?""",
        argument="""The paragraph makes a constant ability a standing state of the game, not something one player
        resolves; the publisher's side schemes ('you cannot thwart this scheme') bind every player.""")
def constant_every_player(v):
    return v.each_occurrence(lambda o: z3.Implies(_unlinked_encounter_constant(v, o), v.seat_is_group(o)))


@constant_every_player.reading("first_player", literal=True,
                               says="First Player p4.b2 read on constant abilities too: the first player is "
                                    "their 'you'.",
                               argument="p4.b2 gives the first player whatever an encounter card asks of no "
                                        "named player.")
def constant_first_player(v):
    # a wording addressed to each player or to the players together is not p4.b2's "no player named"
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(_unlinked_encounter_constant(v, o), v.seat_fact(o, "addressee", "one")),
        v.seat_is_role(o, "first_player")))


READINGS = {"mc.common.ability.controller_uses": "every_ability",
            "mc.common.ability.constant_every_player": "every_player"}
