"""First Player, p4.b2 — who acts for an encounter card that names nobody (English, RRG v1.8),
rules/First Player.md.

Shared by every language version. The rest of the entry is in ``en/first_player.py``.
"""
import z3

from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="First Player", shared=True, source="rules/First Player.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="seat",
    locators=["p4.b2"],
)


@clause("mc.common.first_player.acts_for_encounter", at="p4.b2",
        says="""When an encounter card's ability is to be resolved and nothing says which player acts, the first
        player does: the 'you' of a forced ability of an encounter card that no player revealed, is engaged
        with, holds or is attacked by, outside any trigger on what a player does, is the first player. (A
        constant ability is not resolved by anyone: Ability p2, ``seat_ability.constant_every_player``.)""")
def acts_for_encounter(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.is_encounter_card(v.card_of(o)), v.seat_fact(o, "ability", "forced"),
               v.seat_fact(o, "link", "none"), v.seat_fact(o, "host", "none", "encounter_card"),
               v.seat_fact(o, "attack", "none"), v.seat_fact(o, "trigger", "none")),
        v.seat_is(o, "first_player")))
