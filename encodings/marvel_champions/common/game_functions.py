"""Who can undergo or perform a game function: an identity, a player in person, or both.

"If the word 'you' can be resolved as referring to the player's identity, it must be" (You, Your p1)
is read against this table. It is a rules decision, so it lives here as cited clauses rather than in
the vocabulary: characters (the identity among them) have hit points, stats, forms, status cards and
exhaust; players have hands, decks, turns and control cards; enemy attacks are made against both a
player and a character, and a player defends with a character they control.

Locators are the three lists this file states: ``characters`` (what only a character, and so the
identity, undergoes), ``players`` (what only a player does), ``both``.
"""

import z3

from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Who undergoes a game function",
    source="a table drawn from several entries: rules/Identity.md, rules/Hero, Alter-Ego, Form.md, "
           "rules/Status Cards.md, rules/Ownership and Control.md, rules/Attack (Enemy Activation).md, "
           "rules/Defend, Defense.md",
    version="RRG v1.8", topic="you", shared=True,
    locators=["characters", "players", "both"],
)

#: Only characters have hit points, stats, forms, traits and status cards, exhaust and ready, and
#: attack, thwart or defeat enemies (Identity p1; Hero, Alter-Ego, Form; Status Cards).
CHARACTER_FUNCTIONS = (
    "take_damage", "take_indirect_damage", "be_exhausted", "receive_status", "be_healed", "be_readied",
    "gain_stat", "be_defeated", "change_form", "attack", "thwart", "defeat_enemy", "be_in_form",
    "have_trait", "stat", "use_basic_power", "recover", "gain_keyword", "deal_damage",
)
#: Only players have a hand, a deck, a turn, a play area and cards under their control, draw, search,
#: spend resources, choose, are engaged with minions and dealt encounter cards (Ownership and Control).
PLAYER_FUNCTIONS = (
    "be_engaged_with", "draw", "discard_from_hand", "search_deck", "control", "play_card", "spend_resource",
    "choose", "hand", "deck", "own_identity", "be_first_player", "be_activated_against", "resolve_card",
    "own_leader", "be_dealt_encounter_card", "team", "ally_limit", "turn", "discard_from_deck", "nemesis",
    "reveal_encounter_card", "game_area", "win_game",
)
#: Both: an enemy attack is made against a player and a character (Attack (Enemy Activation) p1);
#: a player defends with a character they control (Defend, Defense p1); an instruction ("if you
#: cannot") was carried out by whoever the sentence before named.
BOTH = ("defend", "be_attacked", "resolve_instruction")


@clause("mc.common.undergo.characters", at="characters",
        says="""Hit points, damage, healing, stats, forms, traits, status cards, exhausting and readying,
        attacking, thwarting and defeating enemies belong to characters: an identity can undergo or
        perform these, a player in person cannot.""")
def characters(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, *CHARACTER_FUNCTIONS),
                                                 z3.And(v.identity_can(o), z3.Not(v.player_can(o)))))


@clause("mc.common.undergo.players", at="players",
        says="""Hands, decks, turns, play areas, control of cards, drawing, searching, spending, choosing,
        being engaged with or dealt encounter cards belong to players: a player can, an identity cannot.""")
def players(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, *PLAYER_FUNCTIONS),
                                                 z3.And(v.player_can(o), z3.Not(v.identity_can(o)))))


@clause("mc.common.undergo.both", at="both",
        says="""Being attacked (an enemy attack is against a player and a character), defending (a player
        defends with a character) and having carried out an instruction apply to both.""")
def both(v):
    return v.each_occurrence(lambda o: z3.Implies(v.function_is(o, *BOTH),
                                                 z3.And(v.identity_can(o), v.player_can(o))))
