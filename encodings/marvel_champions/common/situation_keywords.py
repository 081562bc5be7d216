"""Keywords, bullets p2.b4-p2.b28 — when a keyword can act in a situation (English, RRG v1.8), rules/Keywords.md.

Shared by every language version. The timing of the keywords that wait for an event (Quickstrike, Retaliate,
Surge, Teamwork, Toughness) is in ``en/keywords.py`` (topic ``timing``); these bullets say, for the situation
engine's ledger (`logic.situation.ledger`), which keywords act only at a moment no event between cards already
in play is (entering play, being played or defeated, building a deck), and which forbid the players an enemy is
engaged with an attack or a thwart, and which gives its enemy a boost card for each activation. A keyword none of these clauses names is applied or named as not read.
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Keywords", shared=True, source="rules/Keywords.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p2.b4", "p2.b6", "p2.b9", "p2.b11", "p2.b16", "p2.b17", "p2.b18", "p2.b22", "p2.b25", "p2.b26", "p2.b27",
              "p2.b28"],
)


@clause("mc.common.situation_keywords.guard", at="p2.b4",
        says="Guard: while a guard minion is engaged with a player, that player may not attack the villain; it "
             "bears on a player's attack, not on a thwart.")
def guard(v):
    return [v.keyword_bars("guard", "attack")]


@clause("mc.common.situation_keywords.patrol", at="p2.b9",
        says="Patrol: while a patrol minion is engaged with a player, that player may not thwart the main scheme; "
             "it bears on a player's thwart, not on an attack.")
def patrol(v):
    return [v.keyword_bars("patrol", "thwart")]


@clause("mc.common.situation_keywords.permanent", at="p2.b11",
        says="Permanent: the card never leaves play; nothing an event between cards in play does is changed by it "
             "until something would make it leave play (which a situation's events do not).")
def permanent(v):
    return [v.keyword_outside("permanent")]


@clause("mc.common.situation_keywords.restricted", at="p2.b16",
        says="Restricted: a player controls at most two restricted cards: a limit on what is in play, not an act "
             "inside an event.")
def restricted(v):
    return [v.keyword_outside("restricted")]


@clause("mc.common.situation_keywords.setup", at="p2.b18",
        says="Setup: the card starts the game in play: it acts at setup only.")
def setup(v):
    return [v.keyword_outside("setup")]


@clause("mc.common.situation_keywords.team_up", at="p2.b22",
        says="Team-Up: the card can be played only while both characters it names are in play: a condition of "
             "playing it.")
def team_up(v):
    return [v.keyword_outside("team_up")]


@clause("mc.common.situation_keywords.toughness", at="p2.b25",
        says="Toughness: its character gets a tough status card when it enters play; the tough card itself is a "
             "status of the situation, acting on its own.")
def toughness(v):
    return [v.keyword_outside("toughness")]


@clause("mc.common.situation_keywords.uses", at="p2.b26",
        says="Uses: counters are placed on the card when it enters play, and spent by its own abilities.")
def uses(v):
    return [v.keyword_outside("uses")]


@clause("mc.common.situation_keywords.victory", at="p2.b27",
        says="Victory X: once the card is defeated it goes to the victory display: where it goes, not what an "
             "event does.")
def victory(v):
    return [v.keyword_outside("victory")]


@clause("mc.common.situation_keywords.villainous", at="p2.b28",
        says="Villainous: each time a minion with villainous activates, it is given one boost card (its reminder "
             "text says the same); the card dealt as its boost is that card.")
def villainous(v):
    return [v.keyword_boost("villainous")]


@clause("mc.common.situation_keywords.incite", at="p2.b6",
        says="Incite X: the player who reveals a card with incite X places X threat on the main scheme, as the card "
             "is revealed (an incite an effect gave counts as a printed one).")
def incite(v):
    return [v.reveal_places_threat("incite", "main_scheme")]


@clause("mc.common.situation_keywords.toughness_entry", at="p2.b25",
        says="Toughness: a character with toughness that enters play is given a tough status card then (a toughness "
             "an effect gave counts as a printed one; one gained in play gives nothing).")
def toughness_entry(v):
    return [v.entry_gives_status("toughness", "tough")]


@clause("mc.common.situation_keywords.retaliate_reminder", at="p2.b17",
        says="Retaliate X: the parenthesised sentence a card prints after its Retaliate X, 'after this character is "
             "attacked, deal X damage to the attacking character', says in full what the keyword does (the bullet's "
             "own meaning, same X): it is the keyword's ability, not a second one, so the attacker is dealt X once. "
             "The Rules Reference has no entry on reminder text; this reads the sentence by its match with p2.b17.")
def retaliate_reminder(v):
    return [v.keyword_reminder("retaliate")]
