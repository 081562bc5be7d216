"""Attacks Against Allies, p1.b1-p1.b1.2 — whom "you" names when an ally is attacked (English,
RRG v1.8), rules/Attacks Against Allies.md.

Shared by every language version. The damage rules of the entry are in ``en/attacks_against_allies.py``.
"""
import z3

from logic.clause import authority, clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Attacks Against Allies", shared=True,
    source="rules/Attacks Against Allies.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="seat",
    locators=["p1.b1", "p1.b1.1", "p1.b1.2"],
)


def _against_ally(v, o):
    return z3.And(v.seat_fact(o, "target", "ally"), z3.Not(v.seat_fact(o, "attack", "none")))


#: The v1.8 Defend entry's worked example (as for Attack (Enemy Activation) p1.b1).
DEFEND_EXAMPLE = authority(
    "worked_example", "rules/Defend, Defense.md, RRG v1.8, p1.b5.1 (its example)",
    """'the attacked player' of an attack trigger is the target of the attack when the ability resolves:
    the defending player for 'after' once another player defended.""")


def _attack_trigger(v, o):
    return z3.And(_against_ally(v, o), v.seat_fact(o, "trigger", "when_attacks_you", "after_attacks_you"))


@clause("mc.common.attacks_against_allies.attacks_you", at="p1.b1.1",
        question="Who is the 'you' of an attack on an ally once another player has defended?",
        says="""When an enemy attacks an ally, abilities that resolve while, when or after it 'attacks you'
        resolve against the attacked player (the ally's controller, or the target when they resolve).""",
        reading="target_when_resolved", settled_by=DEFEND_EXAMPLE,
        reading_says="'The attacked player' is the target player when the ability resolves.",
        argument="The Defend entry of the same version reads the words so, with an example.")
def attacks_you(v):
    return v.each_occurrence(lambda o: z3.Implies(_attack_trigger(v, o), z3.If(
        v.seat_fact(o, "attack", "redirected_after"), v.seat_is(o, "defending_player"),
        v.seat_is(o, "attacked_player"))))


@attacks_you.reading("initially_attacked", literal=True,
                     says="'The attacked player' is the controller of the ally the attack was made against.",
                     argument="The bullet names the attacked player and no change of target.")
def attacks_you_initially(v):
    return v.each_occurrence(lambda o: z3.Implies(_attack_trigger(v, o), v.seat_is(o, "attacked_player")))


@clause("mc.common.attacks_against_allies.boost_you", at="p1.b1.2",
        question="Whose are an attack's boost abilities when another player defends the attacked ally?",
        says="""When an enemy attacks an ally, the 'you' of its boost abilities is the player who controls the
        attacked ally, even if another player defended (the bullet makes no exception).""",
        reading="always", literal=True,
        reading_says="The bullet holds whoever defended.",
        argument="It states no exception for an attack another player defended.")
def boost_you(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(_against_ally(v, o), v.seat_fact(o, "ability", "boost")),
        v.seat_is(o, "attacked_player")))


@boost_you.reading("unless_another_player_defends",
                   says="""The bullet speaks of attacks no other player defended; where another player defends,
                   the Defend entry rules (boost abilities follow the defending player).""",
                   argument="""Read with Defend p1.b5.2 (boost abilities follow the defending player), the
                   special bullet would give way where another player takes the attack over.""")
def boost_you_unless(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(_against_ally(v, o), v.seat_fact(o, "ability", "boost"),
               v.seat_fact(o, "attack", "not_redirected")),
        v.seat_is(o, "attacked_player")))


READINGS = {"mc.common.attacks_against_allies.attacks_you": "target_when_resolved",
            "mc.common.attacks_against_allies.boost_you": "always"}


LEDGER = [
    not_encoded("p1.b1", "the controller of the attacked ally is the attacked player: the situation's "
                         "attacked_player role is that controller"),
]
