"""You — Marvel Champions Rules Reference v1.1 (Nov 2019), English.

Source: ``rules/You, Your.md``, section "English — RRG v1.1 (Nov 2019)"; the
entry is titled just "you". One framing paragraph (p1: the player is, in effect,
their identity card) and two bullets, each with a worked example: the player
first (b1: a "you" that can be read as the player is the player; b1.1 the
Interrogation Room example) and the identity where a specific character is
needed (b2: the identity card is that character; b2.1 the Toe to Toe example).

This version turns the later rule around: later versions put the identity first
and fall back on the player; v1.1 puts the player first and calls on the
identity only where a character is required. It says nothing of extensions of
the identity (events, resources, upgrades...), of the attacked player, or of
several "you" in one sentence: those questions are open under v1.1.

Both bullets need a word of reading, and each bullet's own worked example
settles it:

- "can be interpreted as referring to the player" (b1): Interrogation Room's
  "After you defeat a minion" fires whenever the player controlling the card
  defeats a minion, so in a trigger condition a function the player performs
  through any character they control can be read as the player's;
- b1 against b2: Toe to Toe's "That enemy attacks you" is the identity, although
  an enemy attack is also made against a player (the common table ``both``), so
  where a character is required b2 takes over from b1.

Shared facts (``common/``), written from v1.8: they hold for v1.1 in substance.
v1.1's Enemy Attacks entry resolves an attack against a target player, whose
hero or ally defends and takes the damage (the table's ``both``: the v1.8
sentence it cites is later); its Identity entry has the same first paragraph.
The table's ``characters`` says a player in person does not attack or defeat
enemies; b1.1 still reads "you defeat a minion" as the player, who does it with
any character they control: that is this entry's reading of b1, not a change of
the table. The v1.1 text has no Encounter Card entry; no v1.1 clause uses it.
"""

import z3

from logic.clause import authority, clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="You",
    source="rules/You, Your.md", version="RRG v1.1 (Nov 2019)", topic="you",
    locators=["p1", "b1", "b1.1", "b2", "b2.1"],
    translates="You, Your",  # titled "You" in v1.1, "You, Your" from v1.5 on: the same entry (ruling diff pairs them)
)

#: b1.1: "After you defeat a minion" (Interrogation Room) may be used any time the controlling player
#: defeats a minion.
INTERROGATION_ROOM = authority(
    "worked_example", "rules/You, Your.md, RRG v1.1, b1.1 (Interrogation Room)",
    """a trigger on a game function 'you' perform ('after you defeat a minion') is the player's: it
    fires whichever character the player controls performed it.""")

#: b2.1: "That enemy attacks you" (Toe to Toe) is an attack on the identity card, because attacks are
#: made against characters.
TOE_TO_TOE = authority(
    "worked_example", "rules/You, Your.md, RRG v1.1, b2.1 (Toe to Toe)",
    """an attack against 'you' is against the identity card, although a player could be read: where a
    character is required, b2 decides over b1.""")


def _trigger_performed(v, o):
    """'you' performs the game function in an 'after' or 'when' trigger condition."""
    return z3.And(v.position_is(o, "after", "when"), v.function_performed_by_you(o))


def _character_required(v, o):
    """b2's 'a specific character is required': a character undergoes or performs the function, other
    than in a trigger on a function 'you' perform (which b1.1 shows any character of the player meets)."""
    return z3.And(v.identity_can(o), z3.Not(_trigger_performed(v, o)))


# -- b1: the player first ----------------------------------------------------

@clause("mc.en.v1_1.you.player_first", at="b1",
        question="""Where a 'you' reads as the player: only in person (a hand, a deck, being
        attacked), or also in a trigger on anything a player does""",
        says="""While interpreting card text, a 'you' that can be read as the player is the player: in person
        (a hand, a deck, being attacked), or, in a trigger condition, performing a game function through any
        character the player controls; unless b2 takes over.""",
        reading="player_acts", settled_by=INTERROGATION_ROOM,
        reading_says="""'You' can be read as the player wherever a player can undergo or perform the function
        in person, and in a trigger condition on any function 'you' perform (the player performs it with any
        character they control).""",
        argument="""The worked example b1.1 reads 'after you defeat a minion' as the player defeating a
        minion, a function only characters perform.""")
def player_first(v):
    return v.each_occurrence(lambda o: z3.Implies(
        z3.And(z3.Or(v.player_can(o), _trigger_performed(v, o)), z3.Not(v.excepted(o))),
        v.refers_to_player(o)))


@player_first.reading("in_person", literal=True,
                      says="""'You' can be read as the player only where a player in person can undergo or
                      perform the function (a hand, a deck, being attacked).""",
                      argument="""'can be interpreted as referring to the player', read against what a player
                      (not a character) does, as later versions read 'can' against what an identity does.""")
def player_first_in_person(v):
    return v.each_occurrence(lambda o: z3.Implies(z3.And(v.player_can(o), z3.Not(v.excepted(o))),
                                                  v.refers_to_player(o)))


# -- b2: the identity where a character is required --------------------------

@clause("mc.en.v1_1.you.character_required", at="b2", overrides=["mc.en.v1_1.you.player_first"],
        question="Is a 'you' that needs a character the identity even where it could read as the player?",
        says="""Where a specific character is required to interpret the 'you' (a character undergoes or
        performs the function, outside a trigger on a function 'you' perform), that character is the
        identity card, even where a player could be read too.""",
        reading="character_over_player", settled_by=TOE_TO_TOE,
        reading_says="""b2 decides over b1: where a character is required, 'you' is the identity, also for
        functions a player undergoes too (being attacked, defending).""",
        argument="""The worked example b2.1 makes 'That enemy attacks you' the identity card, although an
        attack is also made against a player; b2 is the narrower bullet and says 'must'.""")
def character_required(v):
    return v.each_occurrence(lambda o: z3.And(v.excepted(o) == _character_required(v, o),
                                              z3.Implies(v.excepted(o), v.refers_to_identity(o))))


@character_required.reading("side_by_side", literal=True,
                            says="""b1 and b2 stand side by side, neither above the other: where a character
                            is required 'you' is the identity, and b1 still applies.""",
                            argument="""Neither bullet says it takes precedence over the other.""")
def character_required_side_by_side(v):
    return v.each_occurrence(lambda o: z3.And(z3.Not(v.excepted(o)),
                                              z3.Implies(_character_required(v, o), v.refers_to_identity(o))))


READINGS = {
    "mc.en.v1_1.you.player_first": "player_acts",
    "mc.en.v1_1.you.character_required": "character_over_player",
}

LEDGER = [
    not_encoded("p1", """Framing: each player plays a hero, shown by the identity card, and 'is' that card while
                playing. It states no ruling of its own; b1 and b2 say which of the two a 'you' names."""),
    not_encoded("b1.1", """Worked example of b1 (Interrogation Room: 'after you defeat a minion' is the
                player's); it settles the reading of b1 and is checked as
                queries/marvel_champions/en@1.1/example_interrogation_room.toml."""),
    not_encoded("b2.1", """Worked example of b2 (Toe to Toe: 'that enemy attacks you' is the identity card); it
                settles the reading of b2 and is checked as queries/marvel_champions/en@1.1/example_toe_to_toe.toml."""),
]
