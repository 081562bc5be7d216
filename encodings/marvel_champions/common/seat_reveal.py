"""Reveal, p1 and p2.b2.3 — who resolves a revealed card (English, RRG v1.8),
rules/When Revealed Abilities.md#reveal.

Shared by every language version. The timing of revealing is in ``en/reveal.py``; these bullets
decide a seat: the player who reveals an encounter card resolves it, and a minion engages them.
"""
import z3

from logic.clause import authority, clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Reveal", shared=True,
    source="rules/When Revealed Abilities.md#reveal",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="seat",
    locators=["p1", "p2.b2.3"],
)

#: Printed minions whose keyword reminders restate a rule about "the player it is engaged with"
#: with "you".
PRINTED_ENGAGED_MINIONS = authority(
    "printed_cards", "card 08028 (Hydra Mercenary), and the other guard and patrol minions",
    """the guard reminder printed on the minion ('while this minion is engaged with you, you cannot
    attack the villain') restates Keywords' guard ('engaged with a player, that player cannot attack
    the villain'): a minion's 'you' is the player it is engaged with.""")


@clause("mc.common.reveal.revealer_resolves", at="p1",
        says="""Each player reveals and resolves the encounter cards dealt to them: the 'you' of a When
        Revealed ability, and of any ability of a card while it is being revealed, is the revealing player.""")
def revealer_resolves(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.is_encounter_card(v.card_of(o)),
               z3.Or(v.seat_fact(o, "ability", "when_revealed"),
                     z3.And(v.seat_fact(o, "link", "revealed"), v.seat_fact(o, "ability", "forced", "constant"),
                            v.seat_fact(o, "trigger", "none", "you_perform"),
                            z3.Not(v.seat_fact(o, "host", "player_card"))))),
        v.seat_is(o, "revealing_player")))


@clause("mc.common.reveal.minion_engages", at="p2.b2.3",
        question="Is a revealed minion's 'you' the player it is engaged with?",
        says="""A revealed minion enters the revealing player's play area and engages that player: outside
        an attack, the 'you' of its mandatory abilities is the player it is engaged with.""",
        reading="engaged_player", settled_by=PRINTED_ENGAGED_MINIONS,
        reading_says="A minion's 'you' (outside an attack) is the player it is engaged with.",
        argument="""The bullet says only that the minion engages its revealer; the publisher's minions
        print 'engaged with you' for that player.""")
def minion_engages(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.card_type_is(v.card_of(o), "minion"), v.seat_fact(o, "link", "engaged"),
               v.seat_fact(o, "ability", "forced", "constant"), v.seat_fact(o, "attack", "none"),
               v.seat_fact(o, "trigger", "none")),
        v.seat_is(o, "engaged_player")))


@minion_engages.reading("silent", literal=True,
                        says="The bullet places and engages the minion and says nothing of its 'you'.",
                        argument="Its words are about play areas and engagement only.")
def minion_engages_silent(v):
    return []


READINGS = {"mc.common.reveal.minion_engages": "engaged_player"}
