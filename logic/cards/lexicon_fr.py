"""The French wordings the reader knows: which game function a "vous"/"votre" stands in.

The fallback of `logic.cards.occurrences`, as `logic.cards.lexicon` is for English: a word the
French grammar's structure reads in a role that names a function takes it from there
(`logic.abilities.roles`); entries the structure reads everywhere in the official pool, in every
form they name, are retired (tests/test_abilities_roles.py compares the two on every occurrence;
docs/you.md lists the differences and the retired entries).

The same approach as `logic.cards.lexicon` (English): each entry is a wording with
the word's place marked ``@vous``, ``@votre`` (votre, vos, vôtre, vôtres), ``@toi``
or ``@any``, read as two regular expressions over the sentence (what comes right
before the word, what comes right after it); the first entry that fits classifies
the word, and the text matched is the phrase the classification rests on. A word
no entry fits is unclassified, never given a function by default.

Every entry was read in context in the publisher's French texts (MarvelCDB
``translations/fr``). Three things the French wording does that English does not:

- the object pronoun comes before the verb, and the verb's person tells subject
  from object: "le méchant **vous attaque**" (be_attacked) but "**vous attaquez**"
  (attack); "X **vous inflige** 2 dégâts" (take_damage) but "**vous infligez**"
  (deal_damage). Entries therefore name the verb forms, not just the verb;
- "être censé" + infinitive is the English "would": "quand vous êtes censé
  subir des dégâts" (``{W}`` below);
- a reflexive "vous" ("vous vous défaussez") is a word of its own (as English
  "defend yourself" is), read as its subject is (`match_word`).

"Vous ne pouvez pas ..." (rules-text prohibitions) reads as English "you cannot":
``choose`` unless a more specific entry (jouer, attaquer, contrer) fits first.

Also here: the trigger positions of French (`position_of`), the attachment
wording "Attachez cette carte à ..." (`attachment_of`) and the ability labels
(`LABELS`, French -> the canonical English label of `logic.cards.wording.LABELS`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from logic.cards.lexicon import Entry, compile_table, match_in

__all__ = ["YOU_WORD", "LEXICON", "LABELS", "match_word", "position_of", "attachment_of"]

#: The second-person words of French card text.
YOU_WORD = re.compile(r"\b(?:vous|votre|vos|vôtres?|toi)\b", re.IGNORECASE)

_WORDS = {"vous": "vous", "votre": r"votre|vos|vôtres?", "toi": "toi", "any": r"vous|votre|vos|vôtres?|toi"}
_MACROS = {
    "{N}": r"(?:\d+|x|une?|des|les?|la|l'|l’|cette|ces|n'importe quelle quantité de|tous|toutes|chaque|jusqu'à \d+|\+\d+|-\d+)",
    "{NP}": r"(?:[\w'’\[\]+/-]+,? ){0,6}?",
    # "would": vous êtes censé(e)(s) + infinitive
    "{W}": r"(?:(?:êtes|étiez|êtiez|seriez) censée?s? )?(?:vous )?",
    "{S}": r"(?:sonnée?s?|désorientée?s?|tenaces?)",
}

#: The table, most specific wordings first. (function, wording)
_TABLE: list[tuple[str, str]] = [
    # -- encounter cards dealt, revealed -----------------------------------------------
    ("be_dealt_encounter_card", r"(?:attribuez|attribue|distribuez|donnez)(?:-la|-le|-les)?-? ?@vous"),
    ("be_dealt_encounter_card", r"@vous {N} ?(?:\d+ )?cartes? rencontre"),
    ("be_dealt_encounter_card", r"@vous {W}(?:attribuez|distribuez)\b"),
    ("be_dealt_encounter_card", r"(?:attribuée?s?|distribuée?s?) à @vous"),
    ("reveal_encounter_card", r"@vous {W}(?:révélez|révéliez|révéler|avez révélé)"),
    # -- damage --------------------------------------------------------------------------
    ("take_indirect_damage", r"dégâts? indirects? (?:à|a|sur) @vous"),
    ("take_indirect_damage", r"@vous {W}(?:subissez|subissiez|subir|avez subi) {NP}dégâts? indirects?"),
    ("take_damage", r"dégâts? (?:à|a|sur) @vous\b"),
    ("take_damage", r"dégâts? (?:que )?@vous (?:avez |aviez )?(?:subi|subis|subissez)\b"),
    ("take_damage", r"@vous {W}(?:subissez|subissiez|subir|avez subi|aviez subi|subiriez)\b"),
    ("take_damage", r"@vous ne (?:subissez|subissiez|subirez|subiriez|subissez) (?:aucun|pas)"),
    ("take_damage", r"@vous (?:inflige|infligent|infligera|a infligé|ont infligé|infligerait)\b"),
    ("take_damage", r"(?:infliger|infligez)(?:-lui)? {N} ?(?:\d+ )?dégâts? à @vous"),
    ("deal_damage", r"dégâts? que @vous (?:infligez|avez infligés?|infligeriez)"),
    ("deal_damage", r"@vous {W}(?:infligez|infligiez|infliger|avez infligé)\b"),
    ("deal_damage", r"@vous (?:lui|leur) {W}(?:infligez|infligiez|infliger|avez infligé)\b"),
    # -- statuses, exhaust, ready, heal, stats ---------------------------------------------
    ("receive_status", r"@vous (?:êtes|étiez|êtiez|serez|seriez|devenez|n'êtes pas|n'étiez pas|êtes censée? être) (?:déjà |encore )?{S}"),
    ("receive_status", r"@vous (?:sonne|sonnent|désoriente|désorientent|a sonné|a désorienté)\b"),
    ("receive_status", r"cartes? d'état {NP}(?:à|sur) @vous\b"),
    ("receive_status", r"@vous (?:avez|recevez|gagnez|obtenez) une carte d'état"),
    ("be_exhausted", r"@vous (?:incline|inclinent|a incliné)\b"),
    ("be_exhausted", r"@vous (?:êtes|étiez) (?:déjà )?inclinée?s?"),
    ("be_readied", r"@vous (?:redresse|redressent|a redressé)\b"),
    ("be_healed", r"@vous {W}(?:soignez|soigniez|soigner|avez soigné|récupérez)\b"),
    ("be_healed", r"@vous (?:soigne|soignent)\b"),
    ("be_defeated", r"@vous (?:êtes|étiez|seriez|avez été|êtes censée? être) vaincue?s?"),
    ("be_defeated", r"@vous (?:vainc|vainquent|a vaincu)\b"),
    ("gain_stat", r"@vous (?:gagnez|obtenez|avez|recevez) (?:[+-](?:\d|x)|\+)"),
    ("stat", r"@votre (?:atq|ctr|déf|rec|valeur d'|valeur de|nombre de points de vie|points de vie)"),
    # -- form -------------------------------------------------------------------------------
    ("change_form", r"@vous {W}(?:changez|changiez|changer|avez changé|passez|passiez|passer|êtes passée?s?|étiez passée?s?) (?:de forme|sous|en)"),
    ("change_form", r"@vous {W}(?:retournez|retourniez|retourner|avez retourné) (?:cette carte|votre identité)"),
    ("change_form", r"(?:passez|passer|passe|changez|changer) (?:sous|en) @votre"),
    ("be_in_form", r"@vous (?:êtes|étiez|êtiez|n'êtes pas|n'étiez pas|êtes déjà|étiez déjà|êtiez déjà|restez|êtes toujours) (?:sous|en|dans la) (?:forme|[\w-]+ forme)"),
    ("be_in_form", r"forme (?:sous laquelle|dans laquelle) @vous"),
    ("be_in_form", r"@votre (?:autre )?forme"),
    ("be_in_form", r"@vous êtes :"),
    # -- attacks and enemies ------------------------------------------------------------------
    ("be_activated_against", r"(?:s'active|s’active|s'activent|s'est activée?|s'était activée?|s'activate|s'activerait|activée?s?|active|activent|manigance|manigancent|a manigancé|manigancerait|activation|activations|s'activer) contre @vous\b"),
    ("be_attacked", r"attaques? (?:non défendues? )?(?:contre|sur|ciblant) @vous\b"),
    ("be_attacked", r"@vous (?:attaque|attaquent|a attaqué|ont attaqué|attaquera|attaquait|avait attaqué|attaquerait|attaqueraient|aurait attaqué)\b"),
    ("be_attacked", r"@vous (?:ataque|attacque)\b"),  # misspelt in the pool
    ("be_attacked", r"de @vous attaquer"),
    ("be_attacked", r"(?:censée?s? |va |vont )@vous attaquer"),
    ("be_attacked", r"@vous (?:êtes|étiez|avez été) attaquée?s?"),
    ("be_engaged_with", r"engagée?s? avec @vous\b"),
    ("be_engaged_with", r"@vous (?:engage|engagent|a engagé|ont engagé)\b"),
    ("be_engaged_with", r"@vous (?:êtes|étiez|n'êtes|n'étiez) (?:pas |déjà )?engagée?s?"),
    ("nemesis", r"@votre (?:sbire |manigance annexe |set |)(?:\w+ )?némésis"),
    ("attack", r"@vous {W}(?:effectuez|effectuiez|effectuer|avez effectué|utilisez|utilisiez|utiliser|avez utilisé) (?:une|votre|un) (?:attaque|pouvoir d'attaque)"),
    ("thwart", r"@vous {W}(?:effectuez|effectuiez|effectuer|avez effectué|utilisez|utilisiez|utiliser|avez utilisé) (?:une|votre|un) (?:contre|pouvoir de contre)"),
    ("defend", r"@vous {W}(?:effectuez|effectuiez|effectuer|avez effectué|utilisez|utilisiez|utiliser|avez utilisé) (?:une|votre|un) (?:défense|pouvoir de défense)"),
    ("recover", r"@vous {W}(?:effectuez|effectuiez|effectuer|avez effectué|utilisez|utilisiez|utiliser|avez utilisé) (?:une|votre|un) (?:récupération|pouvoir de récupération)"),
    ("use_basic_power", r"@vous {W}(?:utilisez|utilisiez|utiliser|avez utilisé) (?:un|votre) pouvoir"),
    ("use_basic_power", r"(?:l'un|un) de @votre pouvoirs de base"),
    ("use_basic_power", r"@vous {W}(?:utilisez|utilisiez|utiliser|avez utilisé) (?:un|l'un) (?:des|de vos) pouvoirs de base"),
    ("recover", r"@vous {W}(?:utilisez|utilisiez|utiliser|avez utilisé) votre rec\b"),
    ("attack", r"@votre (?:pouvoir (?:de base )?d'attaque|attaque)"),
    ("thwart", r"@votre pouvoir (?:de base )?de contre"),
    ("defend", r"@votre pouvoir (?:de base )?de défense"),
    ("recover", r"@votre pouvoir (?:de base )?de récupération"),
    ("resolve_card", r"@votre capacité"),
    ("attack", r"@vous ne (?:pouvez|pouviez) (?:pas|plus|ni) attaquer"),
    ("thwart", r"@vous {W}(?:contrez|contriez|contrer|avez contré|retirez|retiriez|retirer|avez retiré)\b"),
    ("thwart", r"@vous ne (?:pouvez|pouviez) (?:pas|plus|ni) contrer"),
    ("defend", r"@vous {W}(?:défendez|défendiez|défendre|avez défendu)\b"),
    ("defend", r"@vous ne (?:pouvez|pouviez) (?:pas|plus) défendre"),
    ("defeat_enemy", r"@vous {W}(?:vainquez|vainquiez|vaincre|avez vaincu|déjouez|avez déjoué)\b"),
    ("be_engaged_with", r"@vous {W}(?:engagez|engagiez|engager|avez engagé)\b"),
    # -- hand, deck, cards ---------------------------------------------------------------------
    ("discard_from_deck", r"jusqu'à ce que @vous (?:défaussiez|ayez défaussé)"),
    ("discard_from_hand", r"(?:défaussez|défausse|défaussent|défausser|défaussé|défaussée?s?) {NP}(?:de|dans) @votre main"),
    ("discard_from_hand", r"@vous {W}(?:défaussez|défaussiez|défausser|avez défaussé) {NP}de (?:votre|leur) main"),
    ("discard_from_deck", r"@vous {W}(?:défaussez|défaussiez|défausser|avez défaussé) {NP}du (?:dessus|deck)"),
    ("discard_from_hand", r"@vous {W}(?:défaussez|défaussiez|défausser|avez défaussé) (?:une?|\d+|x|des|la|les|cette|l'|n'importe|toutes?)\b(?! {NP}que vous contrôlez)"),
    ("hand", r"@votre main"),
    ("hand", r"@votre taille de main"),
    ("hand", r"@vous (?:avez|n'avez|avez en main) (?:aucune|pas de|\d+|x|une?|plus|moins|au moins \d+) {NP}(?:cartes? )?(?:en|dans votre) main"),
    ("hand", r"@vous (?:avez|n'avez) {NP}(?:en|dans votre) main"),
    ("search_deck", r"(?:cherchez|fouillez|recherchez|cherche|fouille) (?:dans )?@votre (?:deck|pile)"),
    ("search_deck", r"@vous {W}(?:cherchez|cherchiez|chercher|avez cherché|regardez|regarder)\b"),
    ("search_deck", r"(?:regardez|révélez|regarde|révèle) {NP}du dessus de @votre deck"),
    ("deck", r"@votre (?:deck|pile de défausse|défausse|propre deck|deck de joueur)"),
    ("draw", r"@vous {W}(?:piochez|piochiez|piocher|avez pioché)\b"),
    ("play_card", r"@vous {W}(?:jouez|jouiez|jouer|avez joué|mettez en jeu|avez mis en jeu)\b"),
    ("play_card", r"@vous ne (?:pouvez|pouviez) (?:pas|plus|ni) jouer"),
    ("spend_resource", r"@vous {W}(?:dépensez|dépensiez|dépenser|avez dépensé|payez|payiez|payer|avez payé|générez|générer|avez généré)\b"),
    ("spend_resource", r"@vous (?:avez|aviez|n'avez) (?:utilisé|utilisée?s?) {NP}(?:ressources?|pour payer)"),
    ("spend_resource", r"@vous n'avez utilisé que"),
    ("spend_resource", r"ressources? que @vous (?:avez |aviez )?(?:utilisée?s?|dépensée?s?)"),
    ("control", r"@vous (?:contrôlez|contrôliez|contrôlerez|contrôle|possédez)\b"),
    ("control", r"@vous ne (?:contrôlez|contrôliez) (?:aucune?|pas|plus)\b"),
    ("control", r"@vous {W}(?:inclinez|inclinier|incliner|avez incliné)\b(?! votre (?:héros|identité|alter))"),
    ("control", r"que @vous avez (?:ainsi )?inclinée?s?"),
    ("ally_limit", r"@votre limit[eé] d'alliés"),  # "limité": misspelt once in the pool
    ("control", r"sous @votre contrôle"),
    ("control", r"@votre zone de jeu"),
    ("control", r"(?:devant|en face de) @vous\b"),
    ("control", r"@vous (?:mettez|placez|attachez) (?!{NP}menaces?)"),
    # -- identity ----------------------------------------------------------------------------------
    ("own_identity", r"(?:attachez|attachée?s?|attacher|attache)(?: cette carte| la| le)? à @vous\b"),
    ("own_identity", r"@votre (?:identité|idendité|héros|alter[- ]ego|alter-égo)"),
    ("own_identity", r"@votre (?:[\w'-]+ )?(?:identité|héros)\b"),
    ("own_identity", r"(?:^|,|:|;|\.) ?@vous êtes (?-i:[A-Z])"),
    ("own_identity", r"si @vous (?:n')?êtes (?:pas )?(?-i:[A-Z])"),
    # -- players --------------------------------------------------------------------------------------
    ("be_first_player", r"@vous êtes (?:le )?premier joueur"),
    ("team", r"@votre (?:équipe|groupe|coéquipiers?)"),
    ("turn", r"@votre (?:tour|prochain tour|propre tour|phase)"),
    ("resolve_card", r"@vous {W}(?:résolvez|résolviez|résoudre|avez résolu|êtes en train de résoudre|terminez de résoudre)\b"),
    ("resolve_card", r"@vous aider"),
    ("resolve_card", r"(?:résolvez|résoudre|résolu|résolue) {NP}de @votre"),
    ("have_trait", r"@vous (?:avez|aviez|n'avez pas|possédez) (?:le|les) (?:traits?|\[)"),
    ("have_trait", r"@vous (?:gagnez|obtenez|recevez) (?:le|les|tous les) (?:\w+ )?traits?"),
    ("receive_status", r"@vous (?:gagnez|obtenez|recevez) une? (?:carte d'état )?(?:tenace|sonné|désorienté)"),
    ("own_leader", r"@votre (?:[\w'-]+ ){0,2}(?:meneur|leader)"),
    ("win_game", r"@vous (?:gagnez|remportez|avez gagné|perdez|avez perdu) la partie"),
    ("gain_keyword", r"@vous (?:gagnez|obtenez|avez) (?:riposte|inarrêtable|perçant|à distance|provocation|ténacité|coup puissant|garde|patrouille|surpuissance|solide|robuste|frappe rapide|travail d'équipe)"),
    ("game_area", r"@votre (?:propre )?aire de jeu"),
    ("resolve_instruction", r"si @vous ne (?:pouvez|pouviez) pas\b"),
    ("resolve_instruction", r"si @vous ne (?:le|la|les) (?:faites|pouvez) pas"),
    ("resolve_instruction", r"si @vous n'êtes pas en mesure"),
    ("choose", r"si @vous (?:le|la|les) faites"),
    ("control", r"@votre (?!collection)(?:[\w'\[\]-]+ ){0,2}(?:personnages?|alliés?|améliorations?|soutiens?|cartes?|attachements?)\b"),
    ("control", r"(?:chacun|chacune|aucun|aucune|l'un|l'une|un|une) de @votre (?:[\w'\[\]-]+ ){0,2}(?:personnages?|alliés?|améliorations?|soutiens?|cartes?)\b"),
    ("choose", r"@vous (?:pouvez|pourrez|pouviez|choisissez|choisissiez|avez choisi|devez|devrez|décidez|souhaitez)\b"),
    ("choose", r"de @votre choix"),
    ("choose", r"que @vous (?:voulez|souhaitez|désirez)\b"),
    ("choose", r"@vous ne (?:pouvez|pouviez|devez|pourrez) (?:pas|plus|ni)\b"),
    ("choose", r"@vous ne (?:pouvez|pouviez|devez|pourrez) [\w-]+ que\b"),  # "ne ... que": you can only
]

@lru_cache(maxsize=1)
def _lexicon() -> tuple[Entry, ...]:
    """The compiled table, compiled on first use (an English lint never reads it)."""
    return compile_table(_TABLE, _WORDS, _MACROS)


def __getattr__(name: str):
    """``LEXICON``: the compiled table (`_lexicon`)."""
    if name == "LEXICON":
        return _lexicon()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def match_word(sentence: str, start: int, end: int) -> tuple[Entry, str] | None:
    """The first French entry that fits the word at ``sentence[start:end]``, and its phrase (or None).

    A reflexive "vous" right after its subject ("vous vous défaussez") is read as
    its subject is: the same person, the same verb, the same function (``{W}``
    lets the subject's entries step over the reflexive pronoun).
    """
    if start >= 5 and sentence[start - 5:start].lower() == "vous " and sentence[start:end].lower() == "vous":
        return match_in(_lexicon(), sentence, start - 5, start - 1)
    return match_in(_lexicon(), sentence, start, end)


# -- position ---------------------------------------------------------------------------------
_CONDITION = re.compile(
    r"(?<![\w'’])(comme si|comme s['’]ils?|après que|après qu['’]|après avoir|après être|après|lorsque|"
    r"lorsqu['’]|quand|chaque fois que|chaque fois qu['’]|uniquement si|seulement si|même si|en tant que|"
    r"tant que|à moins que|à moins qu['’]|si|s['’]ils?)(?![\w])", re.IGNORECASE)


def _position_word(w: str) -> str:
    w = w.lower().replace("’", "'")
    if w.startswith("comme s") or w == "en tant que":  # "as if", "as": not conditions
        return "effect"
    if w.startswith("après"):
        return "after"
    if w.startswith(("lorsqu", "quand", "chaque fois")):
        return "when"
    return "if"  # si, s'il(s), même si, uniquement/seulement si, tant que, à moins que


def position_of(sentence: str, start: int) -> str:
    """Where the word at ``start`` stands: "after", "when", "if" or "effect".

    As in English: the last condition word before the word in its clause (the
    clause ends at a comma, a colon, a semicolon or a dash) decides. After:
    "après que/qu'", "après avoir/être"; when: "quand", "lorsque", "chaque fois
    que"; if: "si", "s'il", "tant que", "à moins que", "même si"; "comme si" is not
    a condition.

    >>> position_of("Réponse : après que le méchant vous a attaqué, piochez 1 carte.", 33)
    'after'
    >>> position_of("Piochez 1 carte si vous êtes sonné.", 19)
    'if'
    """
    clause_start = max(sentence.rfind(c, 0, start) for c in ",:;—")
    clause = sentence[clause_start + 1:start]
    words = list(_CONDITION.finditer(clause))
    if not words:
        return "effect"
    return _position_word(words[-1].group(1))


# -- attachment ---------------------------------------------------------------------------------
_ATTACH = re.compile(r"\battach(?:ez|er|e)(?:[- ](?:la|le|les))?(?: cette carte| ceci)? (?:à|au|aux) ([^.;,→]*)"
                     r"|\battachez-lui\b()", re.IGNORECASE)


def attachment_of(text: str) -> str:
    """The attachment of a card, read from its first "Attachez cette carte à ..." wording.

    "votre identité/héros/alter ego", "vous" -> own_identity; an ally, a friendly
    character or another hero -> other_friendly_character; a minion, villain,
    enemy ("au méchant", "à un sbire", "attachez-lui", said of an enemy engaged with
    you) -> enemy_character; a scheme or other non-character -> non_character;
    no such wording -> unattached.

    >>> attachment_of("Attachez cette carte à un sbire. Ce sbire gagne +1 ATQ.")
    'enemy_character'
    >>> attachment_of("Attachez cette carte à votre identité.")
    'own_identity'
    """
    m = _ATTACH.search(text or "")
    if not m:
        return "unattached"
    if m.group(1) is None:  # "attachez-lui cette carte": said of the enemy just put into play
        return "enemy_character"
    target = m.group(1).lower()
    head = " ".join(target.split()[:4])
    if re.search(r"\b(?:votre|vous)\b", head) and re.search(r"\b(?:héros|identité|alter[- ]ego|vous)\b", head):
        return "own_identity"
    if re.search(r"\b(?:sbires?|méchants?|ennemis?|ennemie|meneur)\b", head) or target.startswith("méchant"):
        return "enemy_character"
    if re.search(r"\b(?:alliée?s?|ami|amis|amie|personnage|personnages|héros|identité)\b", head):
        return "other_friendly_character"
    if re.search(r"\b(?:manigances?|environnements?|soutiens?|améliorations?|attachements?|carte)\b", head):
        return "non_character"
    return "unattached"


# -- labels --------------------------------------------------------------------------------------
#: French labels (lower case, spaces and dashes normalised) -> the canonical English label.
LABELS: dict[str, str] = {
    "une fois révélée": "When Revealed", "une fois révélé": "When Revealed", "une fois révelée": "When Revealed",
    "une fois révélées": "When Revealed", "une vois révélée": "When Revealed", "une fois rélélée": "When Revealed",
    "une fois vaincu": "When Defeated", "une fois vaincue": "When Defeated", "une fois vaincus": "When Defeated",
    "une fois déjouée": "When Defeated", "une fois achevé": "When Completed", "une fois achevée": "When Completed",
    "une fois complétée": "When Completed",
    "action de héros": "Hero Action", "action d'alter ego": "Alter-Ego Action", "action": "Action",
    "action forcée": "Forced Action", "action de premier joueur": "First Player Action",
    "réponse": "Response", "réponse forcée": "Forced Response", "réponse de héros": "Hero Response",
    "réponse d'alter ego": "Alter-Ego Response", "réponse de mission": "Mission Response",
    "interruption": "Interrupt", "interruption forcée": "Forced Interrupt", "interruption de héros": "Hero Interrupt",
    "interruption d'alter ego": "Alter-Ego Interrupt", "interruption de premier joueur": "First Player Interrupt",
    "ressource": "Resource", "ressource de héros": "Hero Resource", "ressource d'alter ego": "Alter-Ego Resource",
    "mise en place": "Setup", "spécial": "Special", "contenu": "Contents", "préparation": "Preparation",
    "hero réponse": "Hero Response", "forced réponse": "Forced Response",
}
