"""Defend, Defense, p1.b5-p1.b5.2 — whom "you" names once another player defends (English,
RRG v1.8), rules/Defend, Defense.md.

Shared by every language version. The rest of the entry (who may defend, when) is in
``en/defend.py``.
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Defend, Defense", shared=True,
    source="rules/Defend, Defense.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="seat",
    locators=["p1.b5", "p1.b5.1", "p1.b5.2"],
)


@clause("mc.common.defend.triggered_follow_target", at="p1.b5.1",
        says="""In an attack, a triggered ability's 'you' is the player who was the attack's target when the
        ability resolved: the attacked player before another player defended, the defending player after.""")
def triggered_follow_target(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.seat_fact(o, "ability", "optional", "forced", "when_revealed"),
               z3.Not(v.seat_fact(o, "attack", "none"))),
        z3.If(v.seat_fact(o, "attack", "redirected_after"), v.seat_is(o, "defending_player"),
              v.seat_is(o, "attacked_player"))))


@clause("mc.common.defend.constant_boost_follow_defender", at="p1.b5.2",
        says="In an attack, the 'you' of a constant or boost ability is the defending player.")
def constant_boost_follow_defender(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.seat_fact(o, "ability", "constant", "boost"), z3.Not(v.seat_fact(o, "attack", "none"))),
        v.seat_is(o, "defending_player")))


LEDGER = [
    not_encoded("p1.b5", "a player defending an attack on another player becomes its target: the situation's "
                         "attack feature states it (redirected: the defending player is not the attacked one)"),
]
