"""You, Your, p1.b6 — the player who performed a triggering game function (English, RRG v1.8 text),
seeds/001_704109330cea5646.txt.

Shared by every language version (the French p1.b5 and German bullets say the same). Whether that
"you" is the identity or the player is the kind question, in each language's own entry.
"""
import z3

from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="You, Your", shared=True,
    source="seeds/001_704109330cea5646.txt", version="RRG v1.8 text (seed)", topic="seat",
    locators=["p1.b6"],
)


@clause("mc.common.you.performer_resolves", at="p1.b6",
        says="""An ability that triggers from a game function 'you' perform is resolved by the player who
        performed it: on an encounter card no player is revealing (outside an attack), the 'you' of its trigger is the player whose
        action met the triggering condition.""")
def performer_resolves(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.is_encounter_card(v.card_of(o)), v.seat_fact(o, "trigger", "you_perform"),
               v.seat_fact(o, "attack", "none"), z3.Not(v.seat_fact(o, "host", "player_card")),
               v.seat_fact(o, "link", "none", "engaged")),
        v.seat_is(o, "triggering_player")))
