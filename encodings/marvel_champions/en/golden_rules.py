"""The Golden Rules — Marvel Champions Rules Reference (English, RRG v1.5, May 2023), rules/Golden Rules.md.
The v1.7/v1.8 transcriptions have no glossary entry for it: v1.5 is the newest English text available."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="The Golden Rules", source="rules/Golden Rules.md#THE GOLDEN RULES",
    version="RRG v1.5 (May 2023)", topic="timing", locators=["p1", "p2"],
)

LEDGER = [
    not_encoded("p1", "the Rules Reference over the Learn to Play book: precedence between documents; a rule base "
                      "holds one document, so there is nothing to rank"),
]


@clause("mc.en.golden_rules.lose_game", at="p2",
        says="Card text takes precedence over the rules, and no rules entry says what losing the game does: an "
             "effect saying the players lose the game (the villain wins) is its own rule, and ends the game: "
             "nothing resolves after it. (A card's own timing is given by its scenario item; other precedence "
             "between a card and the clauses is not checked here.)")
def lose_game(v):
    return [v.policy("lose_game_ends_game")]


@clause("mc.en.golden_rules.win_game", at="p2",
        says="Card text takes precedence over the rules, and no rules entry says what winning the game does: an "
             "effect saying the players win the game (a main scheme's last threat removed, a villain defeated) is "
             "its own rule, and ends the game won: nothing resolves after it.")
def win_game(v):
    return [v.policy("win_game_ends_game")]


@clause("mc.en.golden_rules.uncancelable", at="p2",
        says="A card that says its effect cannot be canceled overrides the Cancel entry: a cancel effect aimed at that "
             "effect does nothing.")
def uncancelable(v):
    return [v.policy("uncancelable_not_canceled")]


@clause("mc.en.golden_rules.options_picked", at="p2",
        says="Card text takes precedence over the rules, and no rules entry says how a choice between printed options "
             "('choose one:', 'choose to either ... or ...') resolves: the card's words are the rule. The player "
             "resolving the ability picks one option; that option resolves and the others do not. Who resolves is "
             "the 'you' entries' answer (the Ultron example of Attack (Enemy Activation) p1.b1: the attacked player "
             "makes the choice); no entry restricts a pick to an option that changes the game state, so every "
             "printed option is a pick, each a branch of the outcome.")
def options_picked(v):
    return [v.policy("options_picked")]


@clause("mc.en.golden_rules.counters_maximum", at="p2",
        says="Card text takes precedence over the rules, and no rules entry limits how many counters a card holds: "
             "a placement printed with its own cap ('place 2 counters on X (to a maximum of 10)') is the card's rule. "
             "It places as many of its counters as keep X's count at most the cap, none once X holds that many; "
             "counters already on X stay.")
def counters_maximum(v):
    return [v.policy("counters_capped_by_maximum")]
