"""You, Your, p1 and p1.b6 — one player; the player who performed a triggering game function (English,
RRG v1.8 text), seeds/001_704109330cea5646.txt.

Shared by every language version (the French p1.b5 and German bullets say the same). Whether that
"you" is the identity or the player is the kind question, in each language's own entry.

p1 speaks of "the player" resolving an ability: one player. The one-player clauses of the seat
entries (``seat_*.py``) name that player, the word's *member* (`View.seat_is`); the clauses at p1 say
when the seat is that member. A wording that addresses the players together ("you and your
teammates", "as a group, you") is outside what the entry says: its seat is the group or the member,
and no clause decides which, so it is ruled ambiguous with both readings, never proved.
"""
import z3

from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="You, Your", shared=True,
    source="seeds/001_704109330cea5646.txt", version="RRG v1.8 text (seed)", topic="seat",
    locators=["p1", "p1.b6"],
)


def _unlinked_encounter_constant(v, o):
    """A constant ability of an encounter card no player revealed, is engaged with or holds, outside an
    attack and any trigger: the case Ability p2 gives every player (``seat_ability.constant_every_player``;
    the same condition, written there too)."""
    return z3.And(v.is_encounter_card(v.card_of(o)), v.seat_fact(o, "ability", "constant"),
                  v.seat_fact(o, "link", "none"), v.seat_fact(o, "host", "none", "encounter_card"),
                  v.seat_fact(o, "attack", "none"), v.seat_fact(o, "trigger", "none"))


@clause("mc.common.you.one_player", at="p1",
        says="""While an ability is resolved, 'you' is the resolving player's identity or that player: one
        player. A 'you' that addresses one player is the one player the other seat clauses name (save a
        constant ability of an encounter card no player is linked to, which no one resolves: Ability p2).""")
def one_player(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(v.seat_fact(o, "addressee", "one"), z3.Not(_unlinked_encounter_constant(v, o))),
        v.seat_is_member(o)))


@clause("mc.common.you.together_is_open", at="p1",
        says="""The entry speaks of one resolving player only. A 'you' addressing the players together ('you
        and your teammates', 'as a group, you') is either the group, or the one player the other clauses
        name: the text does not decide between them.""")
def together_is_open(v):
    return v.each_occurrence(lambda o: z3.Implies(
        v.seat_fact(o, "addressee", "together"), z3.Or(v.seat_is_group(o), v.seat_is_member(o))))


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
