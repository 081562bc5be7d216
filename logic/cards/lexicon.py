"""The wordings the reader knows: which game function a "you"/"your" stands in.

The fallback of `logic.cards.occurrences`: a word the ability structure reads in a role that names
a function takes it from there (`logic.abilities.roles`); this table guesses the function of the
others (a sentence or fragment the grammar does not read, a quoted ability, a contraction). Entries
the structure reads everywhere in the official pool are retired (tests/test_abilities_roles.py
compares the two on every occurrence; docs/you.md lists the differences).

Each entry is a wording with the word's place marked ``@you``, ``@your``,
``@yourself``, ``@yours`` (or ``@any`` for any of them), read as two regular
expressions over the lower-cased sentence: what must come right before the word
and what must come right after it. The first entry that fits an occurrence
classifies it, and the text the two parts matched is the phrase the
classification rests on. The function named by an entry is a key of
`logic.you.vocab.GAME_FUNCTIONS`, or a function the vocabulary lacks (listed in
`PROPOSED`): such an occurrence stays *unclassified*, with the phrase and the
name of the missing function, so that it is never mapped to a wrong one.

Wordings match regardless of case, except inside ``(?-i:...)`` ("if you are
(?-i:[A-Z])": "if you are Angel", your identity is named).

Macros: ``{N}`` a number word or X; ``{NP}`` up to six words of a noun phrase;
``{ENEMY}`` up to four words naming an enemy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

try:  # the regex parser, for the longest match of a wording's left part
    import re._parser as _sre_parser
except ImportError:  # Python < 3.11
    import sre_parse as _sre_parser  # type: ignore[no-redef]

__all__ = ["Entry", "LEXICON", "PROPOSED", "match_word", "compile_table", "match_in", "coordinated_functions"]

#: Functions some frequent wordings need and logic.you.vocab does not have yet:
#: name -> (applies_to, performed, what it covers).
PROPOSED: dict[str, tuple[str, bool, str]] = {
    "be_activated_against": ("either", False, "[enemy] activates/schemes against you, an activation against you"),
    "be_in_form": ("identity", False, "you are in hero/alter-ego form, your suit form"),
    "turn": ("player", False, "your turn, your next turn"),
    "team": ("player", False, "your team, your pod, your group, each player on your team"),
    "ally_limit": ("player", False, "your ally limit"),
    "nemesis": ("player", False, "your nemesis, your set-aside nemesis minion"),
    "be_dealt_encounter_card": ("player", False, "deal yourself an encounter card, deal it to you as an encounter card"),
    "reveal_encounter_card": ("player", True, "you reveal an encounter card"),
    "resolve_card": ("player", True, "you resolve a card or ability, while you are resolving, players cannot help you"),
    "stat": ("identity", False, "your ATK, your THW, your DEF, your hit points (reading a value)"),
    "resolve_instruction": ("either", True, "if you cannot (do what the sentence before says)"),
    "discard_from_deck": ("player", True, "discard cards from a deck until you discard a ..."),
    "recover": ("identity", True, "you make a basic recovery"),
    "use_basic_power": ("identity", True, "you use a basic power, one of your hero's basic powers"),
    "have_trait": ("identity", False, "if you have the [Trait] trait"),
    "own_leader": ("player", False, "your leader, your [Name] leader (competitive leader mode)"),
    "win_game": ("player", False, "you win the game"),
    "gain_keyword": ("identity", False, "you gain stalwart, you gain retaliate 1"),
    "deal_damage": ("identity", True, "damage you deal, when you would deal damage"),
    "game_area": ("player", False, "your game area, create your own game area"),
    # fan-made pools: wordings no function of logic.you.vocab stands in (they stay unclassified, named)
    "own_villain": ("player", False, "your villain, your team's scheme: a villain or scheme a fan mode gives "
                                     "one player or team (the rules have one villain for all players)"),
    "opponent": ("player", False, "your rival, your opponent, your rival's deck: a player of the other side "
                                  "(fan competitive modes)"),
    "complete_mission": ("player", True, "you complete a mission (fan-made mission cards)"),
}

_MACROS = {
    "{N}": r"(?:\d+|x|an?|one|two|three|four|five|six|that much|that|the|any|all|each|this|those|up to \d+|\+\d+|-\d+)",
    "{NP}": r"(?:[\w'’\[\]+/-]+,? ){0,6}?",
    "{ENEMY}": r"(?:[\w'’\[\]-]+ ){1,4}?",
}
_WORDS = {"you": "you", "your": "your", "yourself": "yourself", "yours": "yours", "any": r"you(?:rself|rs|r)?"}


@dataclass(frozen=True)
class Entry:
    """One known wording: the function it gives "you", the regexes on either side."""

    function: str
    wording: str
    before: re.Pattern
    word: re.Pattern
    after: re.Pattern


def _entry(function: str, wording: str, words: dict[str, str] = _WORDS,
           macros: dict[str, str] = _MACROS) -> Entry:
    slot = "|".join(sorted(words, key=len, reverse=True))
    m = re.search(r"@(" + slot + r")\b", wording)
    if not m:
        raise ValueError(f"lexicon wording without a word slot: {wording!r}")
    before, after = wording[:m.start()], wording[m.end():]
    for k, v in macros.items():
        before, after = before.replace(k, v), after.replace(k, v)
    i = re.IGNORECASE
    return Entry(function, wording, re.compile(r"(?:" + before + r")$", i) if before else re.compile(r"$"),
                 re.compile(r"(?:" + words[m.group(1)] + r")$", i),
                 re.compile(after + (r"\b" if after and after[-1].isalnum() else ""), i))


def compile_table(table: list[tuple[str, str]], words: dict[str, str], macros: dict[str, str]) -> tuple[Entry, ...]:
    """A lexicon for another language: ``(function, wording)`` rows whose word slots are
    the keys of ``words`` (``@vous`` -> ``words["vous"]``, a regex) and whose macros are
    ``macros``. Raises ValueError on a wording without a slot."""
    return tuple(_entry(f, w, words, macros) for f, w in table)


_S = r"(?:stunned|confused|tough)"
#: The table, most specific wordings first. (function, wording)
_TABLE: list[tuple[str, str]] = [
    # -- encounter cards dealt, revealed --------------------------------------------
    ("be_dealt_encounter_card", r"deal @yourself"),
    ("be_dealt_encounter_card", r"deals? (?:it|them|this card|that card|each of them) to @you(?:rself)?"),
    ("be_dealt_encounter_card", r"to @you(?:rself)? as (?:an? )?(?:facedown )?encounter card"),
    ("be_dealt_encounter_card", r"@yourself as (?:an? )?(?:facedown )?encounter card"),
    ("be_dealt_encounter_card", r"dealt to @you(?:rself)? as (?:an? )?(?:facedown )?encounter card"),
    # fan-made: "resolve it as if it were a treachery dealt to you": an encounter card (a treachery,
    # an obligation) dealt to a player, the function of "deal it to you as an encounter card"
    ("be_dealt_encounter_card", r"(?:treacher(?:y|ies)|obligations?|encounter cards?) (?:card )?dealt to @you\b"),
    ("reveal_encounter_card", r"@you (?:would )?reveal"),
    ("reveal_encounter_card", r"@you (?:have )?revealed"),
    # -- damage ------------------------------------------------------------------------
    ("take_indirect_damage", r"indirect damage to @you"),
    ("take_indirect_damage", r"@you (?:would )?(?:take|takes|took) {NP}indirect damage"),
    ("take_damage", r"damage (?:to|on) @you\b"),
    # fan-made: "deals damage equal to their ATK to you": damage dealt to you, the amount given first
    ("take_damage", r"damage equal to {NP}to @you\b"),
    # fan-made: "if you've been damaged this round": you took damage (the contraction is read as
    # "you have", see match_word)
    ("take_damage", r"@you (?:have been|had been|have already been|were|are|were already) (?:damaged|dealt damage)\b"),
    ("take_damage", r"damage (?:dealt|done) to @you\b"),
    ("take_damage", r"@you (?:have |had )?(?:sustained|suffered) "),
    ("deal_damage", r"damage @you (?:would )?(?:deal|dealt|deals)\b"),
    ("take_damage", r"damage @you (?:have |had |would have )?(?:sustained|taken|took|take|suffered)"),
    ("take_damage", r"(?:damages|damaged) @you\b"),
    ("take_damage", r"@you (?:would )?(?:take|takes|took|have taken|are dealt|were dealt|suffer)"),
    ("take_damage", r"damage (?:to|on) @yourself"),
    ("take_damage", r"deals? @you {N} damage"),
    # -- statuses, exhaust, ready, heal, stats -------------------------------------------
    ("receive_status", r"@you (?:are|were|become|would become|are already|were already|are not|were not|is|are still) " + _S),
    ("receive_status", r"@you (?:would be|could be|cannot be|can't be|can be|will be|would become) " + _S),
    ("receive_status", r"(?:stun|stuns|confuse|confuses|tough) @you\b"),
    ("receive_status", r"status cards? (?:on|to) @you\b"),
    ("receive_status", r"@you (?:have|has) an? " + _S + " status"),
    ("be_exhausted", r"exhausts? @you\b"),
    ("be_exhausted", r"@you (?:are|were) (?:already |not )?exhausted"),
    ("be_readied", r"readies @you\b"),
    ("be_readied", r"@you (?:ready|readied)"),
    ("be_healed", r"@you (?:heal|heals|healed|would heal|recover)"),
    ("be_healed", r"heal {NP}(?:damage )?(?:from|on) @you\b"),
    ("be_defeated", r"@you (?:are|were|would be|would be|have been) defeated"),
    ("be_defeated", r"defeats? @you\b"),
    ("gain_stat", r"@you (?:get|gets|gain|gains|have|has) [+-](?:\d|x)"),
    ("gain_stat", r"@you (?:get|gets|gain|gains) (?:an additional|\+)"),
    ("stat", r"@your (?:atk|thw|def|rec|hit points|remaining hit points|printed (?:atk|thw|def|rec))"),
    # -- form ---------------------------------------------------------------------------
    ("change_form", r"@you (?:would )?(?:change|changed|changes|flip|flipped|flips) (?:form|to|into|from|this card|back)"),
    ("change_form", r"@you (?:would )?(?:change|flip)\b"),
    ("change_form", r"(?:change|changes|flip|flips|changed|flipped) (?:to|into) @your [\w-]+ form"),
    ("change_form", r"(?:change|changes|flip|flips|changed|flipped) (?:to|into) @your (?:hero|alter-ego|alter ego)"),
    ("be_in_form", r"@you (?:are|were|are not|were not|are still|remain|were already|are already) in\b"),
    ("be_in_form", r"form @you are in"),
    ("be_in_form", r"@you are (?:in )?(?:hero|alter-ego) form"),
    ("be_in_form", r"if @you are:"),
    ("be_in_form", r"@your [\w-]+ form"),
    # -- attacks and enemies -----------------------------------------------------------
    ("be_activated_against", r"(?:activates?|activated|activating|schemes?|schemed|scheming) against @you\b"),
    ("be_activated_against", r"activations? against @you\b"),
    ("be_attacked", r"(?:attacks?|attacked|attacking|attack) (?:and (?:damages?|damaged) )?@you\b"),
    ("be_attacked", r"attacks? (?:against|on|targeting) @you\b"),
    ("be_attacked", r"(?:defend|defending|defends) against {NP}attacks? against @you"),
    ("be_engaged_with", r"engaged with @you\b"),
    ("be_engaged_with", r"(?:engages?|engaging|engaged) @you\b"),
    ("be_engaged_with", r"@you are (?:not |already )?engaged"),
    ("be_engaged_with", r"engage with @you\b"),
    ("be_engaged_with", r"@your engaged"),
    ("nemesis", r"@your (?:remaining )?(?:set-aside )?nemesis"),
    ("attack", r"@you (?:would )?(?:make|made|makes|use|used|are using|were using|are making|were making) (?:an?|your|a basic) (?:basic |ranged |melee )?attack"),
    ("attack", r"@your (?:basic |[\w-]+ )?attacks?\b"),
    ("attack", r"(?:use|using) @your basic attack"),
    ("thwart", r"(?:use|using) @your basic thwart"),
    ("use_basic_power", r"(?:use|using) @your basic (?:\w+ )?power"),
    ("use_basic_power", r"@you (?:would )?(?:use|used) your basic"),
    ("recover", r"@you (?:would )?(?:use|used) your rec\b"),
    ("resolve_card", r"@your \"[^\"]+\" ability"),
    ("resolve_card", r"@you (?:would )?(?:use|used|trigger|triggered) (?:your \"|the ability)"),
    ("attack", r"@you (?:would )?(?:attack|attacked|attacks)\b"),
    ("use_basic_power", r"@you (?:would )?(?:use|used) (?:a|one of) {NP}basic powers?"),
    ("deal_damage", r"@you (?:would )?(?:deal|dealt|deals)\b"),
    ("attack", r"@you (?:cannot|can't|can|could) (?:attack|make attacks?)"),
    ("thwart", r"@you (?:would )?(?:make|made|makes|use|used|are using|were using|are making|were making) (?:an?|your|a basic) (?:basic )?thwart"),
    ("thwart", r"@you (?:would )?(?:thwart|thwarted|thwarts|remove|removed)\b"),
    ("thwart", r"@you (?:cannot|can't) thwart"),
    ("defend", r"@you (?:would )?(?:make|made|makes|use|used|are using|were using|are making|were making) (?:an?|your|a basic) (?:basic )?(?:defense|defence)"),
    # fan-made: "Bribed Cop defends for you": you defend with that character (Defend, Defense: a
    # player defends with a character they control)
    ("defend", r"defends? (?:for|in place of) @you\b"),
    ("defend", r"@you (?:would )?(?:defend|defended|defends|are defending|block)\b"),
    ("defend", r"@you (?:cannot|can't) defend"),
    ("defend", r"(?:defend|defends|defended) @yourself"),
    ("defeat_enemy", r"@you (?:would )?(?:attack and )?(?:defeat|defeated|defeats|have defeated)\b"),
    # -- hand, deck, cards -------------------------------------------------------------
    ("discard_from_hand", r"discards? {NP}(?:from|in) @your hand"),
    ("discard_from_hand", r"@you (?:would )?(?:discard|discarded|discards) {NP}from (?:your|their) hand"),
    ("discard_from_deck", r"until @you discard"),
    ("discard_from_deck", r"@you (?:would )?(?:discard|discards|discarded) the top {NP}(?:cards? )?of (?:your|the encounter|a|the) deck"),
    ("discard_from_deck", r"@you (?:would )?(?:discard|discarded) {NP}from (?:the top of )?(?:the encounter deck|your deck|a deck)"),
    ("discard_from_hand", r"@you (?:would )?(?:discard|discarded|discards) (?:a|an|\d+|x|any|one|cards?|the last card|your last)\b(?! {NP}you control)"),
    ("hand", r"@your hand"),
    ("hand", r"(?:in|into|to|from) @your hands?"),
    ("hand", r"@you (?:have|hold) (?:no|\d+|x|any|an?|more|fewer|at least \d+) {NP}(?:cards? )?in (?:your )?hand"),
    ("search_deck", r"search @your (?:whole |entire )?deck"),
    ("search_deck", r"search @you deck"),
    ("be_engaged_with", r"@you (?:would )?(?:engage|engaged|engages)\b"),
    ("hand", r"@your (?:printed |maximum )?hand size"),
    ("search_deck", r"@you (?:would )?(?:search|searched|look at)\b"),
    ("search_deck", r"(?:look at|looks at|reveal|reveals) the top {NP}(?:cards? )?of @your deck"),
    ("deck", r"@your (?:deck|discard pile|discard|own deck|player deck)"),
    ("deck", r"@you discard pile"),
    ("draw", r"@you (?:would )?(?:draw|drew|draws)\b"),
    ("play_card", r"@you (?:would )?(?:play|played|plays|have played|are playing)\b"),
    ("play_card", r"@you (?:cannot|can't) play"),
    ("spend_resource", r"@you (?:would )?(?:paid|pay|pays|spend|spent|spends|overpaid|overpay|generate|generated|generates)\b"),
    ("spend_resource", r"(?:resources? )?@you (?:used|use) (?:to pay|{NP}resource)"),
    # fan-made: "if you use this card to pay for an ally": the card is used to pay a cost, the player
    # spending resources
    ("spend_resource", r"@you (?:would )?(?:use|used|discard|discarded) (?:this card|this resource|it|that card) to pay\b"),
    # fan-made: "you gain 2 resources", "you gain 1 [energy] resource", "you lose 1 resource": these pools
    # give or take resources in place of a card generating them ("Generate a resource" in FFG's
    # templating, which the entries above read as spend_resource): the resources a player generates
    # and spends to pay costs (Resource Ability: "the player ... generating resources to pay a cost")
    ("spend_resource", r"@you (?:would )?(?:gain|gains|gained|lose|loses|lost) (?:{N} )?(?:additional |more |extra )?(?:\[\w+\] )?resources?\b"),
    ("control", r"@you (?:control|controlled|controls|own)\b"),
    # fan-made: "Turncoat Goon is controlled by you": the same function as "a card you control"
    ("control", r"controlled by @you\b"),
    ("ally_limit", r"@your ally limit"),
    ("control", r"(?:under )?@your control"),
    ("control", r"@your play area"),
    ("control", r"@you (?:would )?(?:exhaust|exhausted)\b(?! your (?:hero|identity|alter-ego))"),
    ("control", r"@you (?:put|puts|attach|attached|attaches) "),
    ("control", r"in front of @you\b"),
    # -- identity -----------------------------------------------------------------------
    ("be_attacked", r"@you (?:were|are|have been) (?:not )?attacked"),
    # fan-made: "you can't be attacked by minions": the attack an enemy makes against you
    ("be_attacked", r"@you (?:cannot|can't|can|could|may not|will not|won't) be attacked"),
    # fan-made: "you are the target of every minion's attack": an attack against you
    ("be_attacked", r"@you (?:are|were|become|would be|remain) the (?:only |sole )?targets? of {NP}attacks?\b"),
    ("own_identity", r"attached to @you\b"),
    ("stat", r"@your hit point dial"),
    # fan-made: "if you have fewer than 5 hit points": reading the hit points of your identity, as
    # "your remaining hit points" (a character's value)
    ("stat", r"@you (?:have|has) (?:(?:fewer|less|more) than |at least |at most |exactly |no more than )?(?:{N} )?(?:or (?:fewer|less|more) )?(?:remaining )?hit points?\b"),
    ("own_identity", r"@your (?:hero|identity|identify|identiy|alter-ego|alter ego|alter-ego's|hero's|identity's)"),
    ("own_identity", r"(?:attach|attached|attaches) (?:it |this card )?to @yourself"),
    ("own_identity", r"@your (?:\[\[)?[\w'-]+(?:\]\])? (?:identity|hero)\b"),
    # -- players ----------------------------------------------------------------------------
    ("be_first_player", r"@you are (?:not )?the first player"),
    # fan-made: "you become the first player", "you take the first player token"
    ("be_first_player", r"@you (?:become|would become|take|takes|gain|gains) the first player(?: token| marker)?\b"),
    # fan-made: "if you are the active player": other games' name for the player taking their turn
    # (Marvel Champions' player phase is each player's turn in order): the function of "your turn"
    ("turn", r"@you are (?:not )?the active player"),
    ("team", r"@your (?:team|pod|group|teammates?)"),
    ("turn", r"@your (?:turn|next turn|own turn|phase|player phase)"),
    ("resolve_card", r"@you (?:would )?(?:resolve|resolved|resolves|are resolving|finish resolving)\b"),
    ("resolve_card", r"help @you\b"),
    ("resolve_card", r"(?:resolve|resolves|resolved|resolving) @your"),
    ("choose", r"if @you do\b"),
    ("have_trait", r"@you (?:have|has|do not have|don't have) the {NP}traits?"),
    ("receive_status", r"@you (?:gain|gains|get|gets) an? (?:tough|stunned|confused)\b"),
    ("own_leader", r"@your (?:[\w'-]+ ){0,2}leader"),
    ("gain_keyword", r"@you (?:gain|gains|get|have|has) (?:retaliate|stalwart|piercing|ranged|overkill|quickstrike|steady|guard|teamwork|patrol|toughness)"),
    ("game_area", r"@your (?:own )?game area"),
    # fan-made, functions the vocabulary lacks (PROPOSED): the word stays unclassified with the name
    ("own_villain", r"@your (?:own )?(?:villains?|villain's|main scheme)\b"),
    ("opponent", r"@your (?:rivals?|rival's|opponents?|opponent's|opposing (?:team|players?))\b"),
    ("complete_mission", r"@you (?:would )?(?:complete|completed|completes) (?:it|them|this mission|that mission|{NP}missions?)\b"),
    ("own_identity", r"if @you are (?:not )?(?:the )?(?-i:[A-Z])"),
    ("resolve_instruction", r"if @you (?:cannot|can't|do not|don't|are unable)\b"),
    ("control", r"@your (?:[a-z'\[\]-]+ ){0,2}(?:characters?|allies|ally|upgrades?|supports?|cards?|attachments?)\b"),
    # fan-made: "your minions get +1 ATK": these pools' player minions (card type player_minion) enter
    # play under a player's control, so "your minions" are cards you control (a minion engaged with
    # you is worded "engaged with you", read above)
    ("control", r"@your (?:[a-z'\[\]-]+ ){0,2}minions?\b"),
    # fan-made: "if you've got no allies in play": cards in play that you control (the contraction is
    # read as "you have got")
    ("control", r"@you (?:have|has|had) (?:got )?(?:no|\d+|x|any|an?|more|fewer|at least \d+|(?:\d+ )?or more) "
                r"(?:[\w'\[\]-]+ ){0,2}?(?:allies|ally|upgrades?|supports?|characters?|minions?|cards?) in play\b"),
    # fan-made: "(You may only have 1 relic in play.)": a limit on the cards a player has in play, not a
    # choice: the cards you control
    ("control", r"@you (?:may|can) only have {NP}in play\b"),
    # fan-made: "you may only spend them on Cosmic cards": a limit on spending resources, not a choice
    ("spend_resource", r"@you (?:may|can) only (?:spend|pay|use) (?:them|those resources|it|that resource|these resources)\b"),
    ("choose", r"@you (?:may|choose|chose|can|must|decide|wish)\b"),
    ("choose", r"of @your choice"),
    ("choose", r"@you (?:cannot|can't)\b"),
]

@lru_cache(maxsize=1)
def _lexicon() -> tuple[Entry, ...]:
    """The compiled table, compiled on first use (``ruling abilities`` imports this module through the
    French and German lexicons and never reads it)."""
    return tuple(_entry(f, w) for f, w in _TABLE)


def __getattr__(name: str):
    """``LEXICON``: the compiled table (`_lexicon`)."""
    if name == "LEXICON":
        return _lexicon()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def match_word(sentence: str, start: int, end: int) -> tuple[Entry, str] | None:
    """The first entry that fits the word at ``sentence[start:end]``, and the phrase it matched.

    ``sentence`` is the whole sentence, so that an entry can look at the words on
    either side. Entries match without regard to case, except where a wording asks
    for a capital (``(?-i:[A-Z])``, e.g. a name). The phrase is lower-cased.
    Returns None when no entry fits. "you must VERB" (and "you will VERB") is read as
    "you VERB" (an obligation is not a choice) when an entry reads the verb. A
    contraction is read as its two words ("you're stunned" as "you are stunned",
    "you've been", "you'll", "you'd"); the phrase keeps the contraction.
    """
    contracted = _CONTRACTION.match(sentence, end) if sentence[start:end].lower() == "you" else None
    if contracted:
        full = _EXPANDED[contracted.group(1).lower()]
        if full == "would" and re.match(r"\s+(?:been|already|had|not been)\b", sentence[contracted.end():], re.I):
            full = "had"
        variant = sentence[:end] + " " + full + sentence[contracted.end():]
        found = match_word(variant, start, end)
        if found is None:
            return None
        entry, phrase = found
        return entry, phrase.replace("you " + full, "you" + contracted.group(0).lower(), 1)
    must = _MUST.match(sentence, end) if sentence[start:end].lower() == "you" else None
    if must:  # "you must discard": an obligation, the word is the subject of the verb that follows
        variant = sentence[:end] + " " + sentence[must.end():]
        found = match_in(_lexicon(), variant, start, end)
        if found is not None and found[0].after.match(variant, end, end + _WINDOW).end() > end + 1:
            entry, phrase = found
            return entry, phrase.replace("you ", "you " + must.group(0).strip().lower() + " ", 1)
    return match_in(_lexicon(), sentence, start, end)


#: How far on either side of the word an entry may read (a wording is a few words; this bounds
#: the work on a huge sentence to linear).
_WINDOW = 300

_MUST = re.compile(r"\s+(?:must|have to|has to|will|shall)\s+(?:(?:first|then|also|immediately|instead|still)\s+)?"
                   r"(?!not\b)", re.IGNORECASE)
#: "you're", "you've", "you'll", "you'd" (straight or curly apostrophe), read as two words.
_CONTRACTION = re.compile(r"['’](re|ve|ll|d)\b", re.IGNORECASE)
_EXPANDED = {"re": "are", "ve": "have", "ll": "will", "d": "would"}


def _reach(entry: Entry) -> int:
    """How far before the word the ``before`` part of ``entry`` can reach: its longest match (plus one,
    for a ``$`` matching before a final newline), or `_WINDOW` when unbounded; 0 when it is empty."""
    if entry.before.pattern == "$":
        return 0
    try:
        width = _sre_parser.parse(entry.before.pattern, entry.before.flags).getwidth()[1]
    except Exception:  # an unparsable width: read the whole window, as without this bound
        return _WINDOW
    return min(width + 1, _WINDOW)


#: id(entries) -> (entries, {word: [(entry, reach)] for the entries whose word slot takes that word})
_BY_WORD: dict[int, tuple[tuple[Entry, ...], dict[str, list[tuple[Entry, int]]]]] = {}


def _candidates(entries: tuple[Entry, ...], word: str) -> list[tuple[Entry, int]]:
    """The entries of ``entries`` whose word slot takes ``word``, in order, each with its `_reach`."""
    table = _BY_WORD.get(id(entries))
    if table is None or table[0] is not entries:
        table = _BY_WORD[id(entries)] = (entries, {})
    by_word = table[1]
    found = by_word.get(word)
    if found is None:
        if len(by_word) > 1024:  # any text can be asked about: keep the index small
            by_word.clear()
        found = by_word[word] = [(e, _reach(e)) for e in entries if e.word.match(word)]
    return found


def match_in(entries: tuple[Entry, ...], sentence: str, start: int, end: int) -> tuple[Entry, str] | None:
    """`match_word` over the table ``entries`` (the first entry that fits, and its phrase).

    The same answer as trying every entry in order with its three regexes; faster: only the entries
    whose word slot takes the word are tried, the anchored ``after`` part first, and the ``before``
    part is searched no further back than it can reach (`_reach`)."""
    lowered = sentence.lower()
    word = lowered[start:end]
    for e, reach in _candidates(entries, word):
        ma = e.after.match(sentence, end, end + _WINDOW)
        if not ma:
            continue
        if reach == 0 and (start == 0 or sentence[start - 1] != "\n"):
            begin = start  # an empty ``before``: "$" matches right at the word
        else:
            mb = e.before.search(sentence, max(0, start - (reach or _WINDOW)), start)
            if not mb:
                continue
            begin = mb.start()
        return e, lowered[begin:ma.end()].strip()
    return None


_CONJ = re.compile(r"\s+(?:and/or|and then|and|or)\s+", re.IGNORECASE)
_OBJECT_PAIR = re.compile(r"\b([a-z]+)\s+(?:and|or)\s+([a-z]+)\s+((?:against|to|on)\s+)?$", re.IGNORECASE)
#: Functions a modal or a plain possessive gives: a coordinated verb after them is the modal's object,
#: not a second function of the word ("you may draw and discard": the choice is the player's).
_NOT_COORDINATED = {"choose", "resolve_instruction", "control", "be_in_form", "have_trait", "own_identity"}
#: What may stand right before a "you" that is the subject of a main or adverbial clause; after
#: anything else (a noun: "an upgrade you control and take 1 damage") it is a relative clause,
#: and a verb coordinated after it belongs to the sentence, not to the "you".
_SUBJECT_OPENERS = re.compile(r"(?:^|[,:;.!?→—(]|\b(?:after|when|whenever|if|then|and|or|unless|until|while|"
                              r"before|as|once|that|instead|so|but))\s*$", re.IGNORECASE)


def _function_at(sentence: str, start: int, end: int, consumed_after: bool) -> str | None:
    found = match_word(sentence, start, end)
    if found is None:
        return None
    entry, _ = found
    if consumed_after:  # the entry must read the verb right after the word, not only what precedes it
        ma = entry.after.match(sentence, end, end + _WINDOW)
        if not ma or ma.end() <= end + 1:
            return None
    return entry.function


def coordinated_functions(sentence: str, start: int, end: int) -> tuple[str, ...]:
    """Every game function the word at ``sentence[start:end]`` stands in, in reading order.

    One "you" shared by coordinated verbs carries each verb's function: as their
    subject ("you take damage or are stunned", "you attack and defeat a minion")
    or their object ("attacks and damages you"). Each verb is read alone, with the
    others left out ("you are stunned", "damages you"), by the same lexicon; a verb
    no entry reads adds nothing. Returns () when the word has no function, else a
    tuple whose first element is the function of the first verb (the word's own
    match when only one function is found).
    """
    found = match_word(sentence, start, end)
    if found is None:
        return ()
    first = found[0].function
    word = sentence[start:end]
    functions: list[str] = []
    if word.lower() != "you":
        return (first,)
    if first not in _NOT_COORDINATED and _SUBJECT_OPENERS.search(sentence, max(0, start - 20), start):
        after = sentence[end:]
        modal = re.match(r"\s+(?:(?:would|must|have to|has to)\s+)?", after)
        rest = after[modal.end():] if modal else ""
        clause = re.match(r"[^,.;:!?→()\"“”]{0,300}", rest).group(0)
        conjuncts = _CONJ.split(clause)
        if 1 < len(conjuncts) <= 4:
            lead = sentence[:end] + (" would " if modal and "would" in modal.group(0) else " ")
            for c in conjuncts:
                f = _function_at(lead + c + ".", start, end, True)
                if f is not None and f not in _NOT_COORDINATED and f not in functions:
                    functions.append(f)
    if not functions:
        before = sentence[max(0, start - 80):start]
        m = _OBJECT_PAIR.search(before)
        if m:
            head, tail = sentence[:max(0, start - 80)] + before[:m.start()], sentence[start:]
            prep = m.group(3) or ""
            for verb in (m.group(1), m.group(2)):
                variant = head + verb + " " + prep
                f = _function_at(variant + tail, len(variant), len(variant) + len(word), False)
                if f is not None and f not in functions:
                    functions.append(f)
    if len(functions) < 2:
        return (first,)
    return tuple(functions)
