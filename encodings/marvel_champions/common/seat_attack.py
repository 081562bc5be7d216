"""Attack (Enemy Activation), p1.b1 — whom an attack's "you" names (English, RRG v1.8),
rules/Attack (Enemy Activation).md.

Shared by every language version. The steps of an attack are in ``en/attack_enemy_activation.py``.
"""
import z3

from logic.clause import authority, clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Attack (Enemy Activation)", shared=True,
    source="rules/Attack (Enemy Activation).md#attack_enemy_activation",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="seat",
    locators=["p1.b1"],
)

#: The v1.8 Defend entry's worked example: "when [enemy] attacks you" names the player the attack
#: was initiated against, "after [enemy] attacks you" the player whose character defended.
DEFEND_EXAMPLE = authority(
    "worked_example", "rules/Defend, Defense.md, RRG v1.8, p1.b5.1 (its example)",
    """'the attacked player' of an attack trigger is the target of the attack when the ability resolves:
    the original player for 'when', the defending player for 'after' once another player defended.""")


def _attack_trigger(v, o):
    """A triggered ability (not a constant or boost one) on an enemy attacking 'you'."""
    return z3.And(v.seat_fact(o, "trigger", "when_attacks_you", "after_attacks_you"),
                  v.seat_fact(o, "ability", "optional", "forced", "when_revealed"))


@clause("mc.common.attack.attacked_player", at="p1.b1",
        question="Who is the 'you' of an attack once another player has defended?",
        says="""An ability that triggers when or after an enemy attacks 'you' resolves against the attacked
        player, whichever of their characters was attacked: the target player when it resolves.""",
        reading="target_when_resolved", settled_by=DEFEND_EXAMPLE,
        reading_says="""'The attacked player' is the attack's target player when the ability resolves:
        the defending player once another player has defended.""",
        argument="""The Defend entry of the same version says so, with an example of both words.""")
def attacked_player(v):
    return v.each_occurrence(lambda o: z3.Implies(_attack_trigger(v, o), z3.If(
        v.seat_fact(o, "attack", "redirected_after"), v.seat_is(o, "defending_player"),
        v.seat_is(o, "attacked_player"))))


@attacked_player.reading("initially_attacked", literal=True,
                         says="'The attacked player' is the player the attack was initiated against, "
                              "whoever defended it.",
                         argument="The bullet says 'the attacked player' and names no change of target.")
def attacked_player_initially(v):
    return v.each_occurrence(lambda o: z3.Implies(_attack_trigger(v, o), v.seat_is(o, "attacked_player")))


READINGS = {"mc.common.attack.attacked_player": "target_when_resolved"}
