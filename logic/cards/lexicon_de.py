"""The German wordings the reader knows: which game function a "du"/"dein" stands in.

The same approach as `logic.cards.lexicon` (English): each entry is a wording with
the word's place marked ``@du``, ``@dich``, ``@dir``, ``@dein`` (dein, deine,
deinen, deinem, deiner, deines) or ``@any``, read as two regular expressions over
the sentence (what comes right before the word, what comes right after it); the
first entry that fits classifies the word, and the text matched is the phrase the
classification rests on. A word no entry fits is unclassified, never guessed.

Every entry was read in context in the publisher's German texts (MarvelCDB
``translations/de``). What German word order asks of the table:

- in a subordinate clause the verb comes last: "nachdem du ein Ereignis
  gespielt hast", "falls du für diese Karte [energy] ausgegeben hast": the
  entry allows up to eight words (``{G}``) between "du" and the participle;
- in a main clause the verb comes second, so it may stand *before* "du":
  "ziehst du 1 Karte", "erhältst du": entries read the verb on the left;
- the case of the pronoun tells subject from object: "du" is the subject
  ("du wirst betäubt": receive_status), "dich" the accusative object ("der
  Schurke greift dich an": be_attacked), "dir" the dative ("füge dir 1 Schaden
  zu": take_damage; "mit dir im Kampf": be_engaged_with);
- separable verbs split: "greift dich ... an", "lege 1 Karte von deiner Hand ab".

Capitalisation does not matter ("Du", "Deine").

Also here: the trigger positions of German (`position_of`), the attachment
wording "Hänge diese Karte an ... an" (`attachment_of`) and the labels (`LABELS`,
German -> canonical English label of `logic.cards.wording.LABELS`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from logic.cards.lexicon import Entry, compile_table, match_in

__all__ = ["YOU_WORD", "LEXICON", "LABELS", "match_word", "position_of", "attachment_of"]

#: The second-person words of German card text.
YOU_WORD = re.compile(r"\b(?:du|dich|dir|dein(?:e|en|em|er|es)?)\b", re.IGNORECASE)

_D = r"dein(?:e|en|em|er|es)?"
_WORDS = {"du": "du", "dich": "dich", "dir": "dir", "dein": _D, "any": r"du|dich|dir|" + _D}
_MACROS = {
    "{N}": r"(?:\d+|x|eine?n?|einem|einer|den|die|das|dem|der|alle|jede[nmrs]?|bis zu \d+|\+\d+|-\d+)",
    "{NP}": r"(?:[\w'’\[\]+/„“\"-]+,? ){0,6}?",
    # the middle field of a subordinate clause, up to the final verb
    "{G}": r"(?:[\w'’\[\]+/„“\"().-]+,? ){0,8}?",
    "{S}": r"(?:betäubt|verwirrt|zäh)",
    "{HELD}": r"(?:identität|heldengestalt|helden|heldin|held|alter-ego|alter ego)",
}

#: The table, most specific wordings first. (function, wording)
_TABLE: list[tuple[str, str]] = [
    # -- engaged: "jedem Gegner im Kampf mit dir 5 Schaden": the enemy is engaged with you, the damage is its
    ("be_engaged_with", r"mit @dir (?:im kampf|kämpf)"),
    ("be_engaged_with", r"(?:im kampf|kämpft|kämpfen) mit @dir\b"),
    # -- encounter cards dealt, revealed ---------------------------------------------------
    ("control", r"vor @dir\b"),
    ("be_dealt_encounter_card", r"(?:teile|teilt|gib|gibt)(?: sie| es| ihn)? @dir (?:selbst )?{NP}(?:begegnungskarten?|verdeckte)"),
    ("be_dealt_encounter_card", r"@dir (?:selbst )?{NP}(?:als )?(?:verdeckte )?begegnungskarten?"),
    ("be_dealt_encounter_card", r"(?:teile|teilt) @dir"),
    ("be_dealt_encounter_card", r"@dir (?:zugeteilt|zugeteilte)"),
    ("reveal_encounter_card", r"@du {G}(?:aufdeckst|aufgedeckt hast|aufdecken würdest)\b"),
    ("reveal_encounter_card", r"(?:deckst|decke) @du"),
    # -- damage ---------------------------------------------------------------------------
    ("take_indirect_damage", r"@dir {N} ?(?:\d+ )?indirekten? schaden"),
    ("take_indirect_damage", r"@du {G}indirekten? schaden (?:erleidest|erleiden würdest|nimmst)"),
    ("take_damage", r"(?:füge|fügt|fügen|zufügen|zugefügt)(?: sie| er| es)? @dir\b"),
    ("take_damage", r"@dir {G}schaden (?:zu|zufügen|zugefügt|zufügt|zufügen würde)"),
    ("take_damage", r"@dir {N} ?(?:\d+ )?schaden"),
    ("take_damage", r"(?:erleidest|nimmst|erhältst|nähmest) @du {NP}schaden"),
    ("take_damage", r"schaden,? (?:den|die) @du {G}(?:erlitten|genommen|erleidest|erhalten)"),
    ("take_damage", r"@du {G}(?:schaden )?(?:erleidest|erleiden würdest|erlitten hast|erlitten|nimmst|genommen hast|nehmen würdest|nehmen würde)\b"),
    ("take_damage", r"@du {G}schaden (?:erhältst|erhalten würdest|erhalten hast)"),
    ("take_damage", r"@du nimmst\b"),
    ("take_damage", r"@dich (?:beschädigt|verletzt)"),
    ("deal_damage", r"schaden,? (?:den|die) @du {G}(?:zufügst|zugefügt|verursachst|verursacht)"),
    ("deal_damage", r"@du {G}(?:schaden )?(?:zufügst|zugefügt hast|zufügen würdest|verursachst)\b"),
    # -- statuses, exhaust, ready, heal, stats ------------------------------------------------
    ("receive_status", r"@du (?:wirst|wurdest|bist|warst|würdest|bist bereits|warst bereits|bist nicht) (?:bereits |schon )?{S}"),
    ("receive_status", r"(?:bist|wirst|warst|wurdest) @du (?:bereits |schon )?{S}"),
    ("receive_status", r"@du {G}(?:bereits |schon )?{S} (?:bist|warst|wirst|würdest|wurdest)"),
    ("receive_status", r"(?:betäube|betäubt|verwirre|verwirrt) @dich\b"),
    ("receive_status", r"statuskarten? {NP}(?:auf|an) @dich"),
    ("receive_status", r"@du (?:erhältst|bekommst) eine {S}-statuskarte"),
    ("receive_status", r"(?:erhältst|bekommst) @du eine {S}-statuskarte"),
    ("be_exhausted", r"(?:erschöpft|erschöpfen) @dich\b"),
    ("be_exhausted", r"@du (?:bist|warst|wirst) (?:bereits )?erschöpft"),
    ("be_readied", r"@du (?:wirst|wurdest) spielbereit"),
    ("be_healed", r"@du {G}(?:heilst|geheilt hast|heilen würdest|geheilt wirst|geheilt)\b"),
    ("be_healed", r"(?:heile|heilt) @dich"),
    ("be_defeated", r"@du {G}besiegt (?:wirst|wurdest|würdest|worden bist|bist|werden würdest)"),
    ("be_defeated", r"@du (?:wirst|wurdest|würdest|bist) besiegt"),
    ("be_defeated", r"(?:besiegt|besiegen) @dich\b"),
    ("gain_stat", r"@du (?:bekommst|erhältst|hast) (?:[+-](?:\d|x)|\+|ein zusätzliche)"),
    ("gain_stat", r"(?:bekommst|erhältst) @du (?:[+-](?:\d|x)|\+)"),
    ("gain_stat", r"@du (?:bekommst|bekommt|erhältst) (?:für|bis zum|bis) {G}[+-](?:\d|x)"),
    ("gain_stat", r"(?:bekommst|erhältst) @du (?:für|bis zum|bis) {NP}[+-](?:\d|x)"),
    ("gain_stat", r"@du bekommt [+-](?:\d|x)"),
    ("stat", r"@dein (?:ang|wid|ver|erh|lebenspunkte|verbleibenden lebenspunkte|aufgedruckte[nrs]? (?:ang|wid|ver|erh))\b"),
    ("stat", r"@dein (?:ang|wid|ver|erh)-wert"),
    ("stat", r"@dein (?:heldenwerte|werte)"),
    # -- form -----------------------------------------------------------------------------
    ("change_form", r"@du {G}(?:gestalt )?(?:gewechselt hast|gewechselt bist|wechselst|wechseln würdest|gewechselt)\b"),
    ("change_form", r"(?:wechsle|wechselst|wechseln|wechselt) (?:in |zu )?@dein"),
    ("change_form", r"in @dein [\w-]*gestalt {NP}(?:gewechselt|wechselst|wechseln)"),
    ("change_form", r"auf @dein (?:alter-ego|helden|andere)[\w-]*(?:seite|gestalt)? {NP}(?:umdrehen|umdrehst|umgedreht)"),
    ("change_form", r"@du {G}(?:umdrehst|umgedreht hast|umdrehen würdest)\b"),
    ("be_in_form", r"@du (?:bist|warst|bist nicht|bist bereits) in (?:der |deiner |einer )?[\w-]*gestalt"),
    ("be_in_form", r"@du in (?:der |deiner |einer )?[\w-]*gestalt (?:bist|warst)"),
    ("be_in_form", r"@du {G}[\w-]*gestalt (?:bist|warst)"),
    ("be_in_form", r"@dein (?:andere[nr]? |aktuelle[nr]? )?[\w-]*gestalt"),
    ("be_in_form", r"in @dein [\w-]*gestalt"),
    ("be_in_form", r"in der @du (?:dich )?(?:jetzt )?befindest"),
    ("be_in_form", r"in der du @dich (?:jetzt )?befindest"),
    # -- attacks and enemies ----------------------------------------------------------------
    ("be_activated_against", r"gegen @dich (?:aktiviert|aktivieren|aktivierst|plant|planen|intrigiert|intrigieren)"),
    ("be_activated_against", r"(?:aktiviert|aktivieren|aktivierte|aktiviert hat|plant|planen|intrigiert) (?:sich )?(?:\w+ ){0,3}gegen @dich"),
    ("be_activated_against", r"aktivierungen? gegen @dich"),
    ("be_attacked", r"angriff(?:e|en|s|es)? gegen @dich"),
    ("be_attacked", r"(?:greift|greifen|griff|griffen|angegriffen) (?:\w+ ){0,3}?@dich"),
    ("be_attacked", r"@dich {G}(?:an|angreift|angreifen würde|angegriffen hat|angreifen|angegriffen)\b"),
    ("be_attacked", r"@du {G}(?:angegriffen wirst|angegriffen wurdest|angegriffen würdest|angegriffen worden bist)"),
    ("be_engaged_with", r"@du {G}im kampf (?:bist|warst)"),
    ("be_engaged_with", r"@du {G}in einen kampf (?:verwickelt hast|verwickelst)"),
    ("nemesis", r"@dein (?:[\w-]+ )?[\w-]*erzfeind"),
    ("attack", r"@du {G}(?:einen |deinen |den )?(?:basisangriff|angriff) {G}(?:durchführst|durchgeführt hast|durchführen würdest|ausführst|ausgeführt hast)"),
    ("thwart", r"@du {G}(?:einen |deinen |den )?(?:basiswiderstand|widerstand) (?:durchführst|durchgeführt hast|durchführen würdest|leistest|geleistet hast)"),
    ("defend", r"@du {G}(?:eine |deine |die )?(?:basisverteidigung|verteidigung) (?:durchführst|durchgeführt hast|durchführen würdest)"),
    ("recover", r"@du {G}(?:basiskraft )?erholung {NP}(?:verwendest|verwendet hast|durchführst|einsetzt)"),
    ("recover", r"@dein basiskraft erholung"),
    ("use_basic_power", r"@du {G}(?:eine |deine )?basiskraft (?:verwendest|verwendet hast|einsetzt|eingesetzt hast|verwenden würdest)"),
    ("use_basic_power", r"@dein basiskr[aä]ft"),
    ("use_basic_power", r"@du {G}basiskraft {NP}(?:verwendest|verwenden würdest|verwendet hast|einsetzt|einsetzen würdest)"),
    ("resolve_card", r"@du {G}-?fähigkeit (?:verwendest|verwenden würdest|verwendet hast|einsetzt|abhandelst|auslöst|auslösen würdest)"),
    ("resolve_card", r"@dein (?:[„\"][^„\"“”]+[“\"”]-?fähigkeit|[\w-]*fähigkeit)"),
    ("attack", r"@du {G}(?:angegriffen hast|angreifst|angreifen würdest|angegriffen und)\b"),
    ("attack", r"(?:greifst) @du"),
    ("attack", r"@dein (?:basis)?angriff"),
    ("attack", r"@du {NP}nicht angreifen"),
    ("thwart", r"@du {G}(?:widerstand (?:leistest|geleistet hast)|bedrohung entfernst|entfernst|entfernt hast)\b"),
    ("thwart", r"@du widerstand (?:geleistet|leistest)\b"),
    ("defend", r"@du {G}(?:verteidigst|verteidigt hast|verteidigen würdest)\b"),
    ("defend", r"@du gegen einen angriff"),
    ("defeat_enemy", r"@du {G}(?:besiegst|besiegt hast|besiegen würdest)\b"),
    # -- hand, deck, cards -----------------------------------------------------------------
    ("discard_from_deck", r"bis @du {G}(?:ablegst|abgelegt hast)"),
    ("discard_from_hand", r"(?:lege|legt|legen|legst) {NP}(?:von|aus) @dein hand {NP}ab\b"),
    ("discard_from_hand", r"(?:von|aus) @dein hand (?:ab|abgelegt|abwerfen|ablegen)\b"),
    ("discard_from_hand", r"@du {G}(?:von|aus) deiner hand (?:ablegst|abgelegt hast|ablegen würdest)"),
    ("discard_from_deck", r"@du {G}(?:von|aus) (?:deinem deck|dem begegnungsdeck) (?:ablegst|abgelegt hast)"),
    ("discard_from_hand", r"@du (?!{G}(?:unter deiner kontrolle|[\w-]*statuskarte)){G}(?:ablegst|abgelegt hast|ablegen würdest|abwirfst)\b"),
    ("discard_from_hand", r"(?:legst) @du {NP}ab\b"),
    ("hand", r"@dein (?:aufgedruckten? |maximale )?(?:hand|handkarten|handlimit|handgröße)"),
    ("hand", r"@du {G}(?:karten? )?(?:auf der|in der|auf deiner) hand (?:hast|hältst)"),
    ("hand", r"(?:hast) @du {NP}(?:karten? )?auf (?:der|deiner) hand"),
    ("search_deck", r"(?:durchsuche|durchsuchst|durchsucht|durchsuchen) (?:\w+ ){0,3}?@dein (?:deck|ablagestapel)"),
    ("search_deck", r"@du {G}(?:durchsuchst|durchsucht hast|ansiehst|angesehen hast)\b"),
    ("search_deck", r"(?:sieh dir|schau dir|decke) {NP}@dein decks? {NP}an\b"),
    ("search_deck", r"(?:sieh|siehst|schau|sehe|seht) @dir {NP}(?:deines decks|deinem deck|dein deck)"),
    ("deck", r"@dein (?:deck|decks|ablagestapel|ablagestapels|eigenes deck|spielerdeck)"),
    ("draw", r"@du {G}(?:ziehst|gezogen hast|ziehen würdest)\b"),
    ("draw", r"(?:ziehst) @du"),
    ("play_card", r"@du {G}(?:spielst|gespielt hast|spielen würdest|ins spiel bringst|ins spiel gebracht hast)\b"),
    ("play_card", r"(?:spielst) @du"),
    ("play_card", r"@du {NP}nicht spielen"),
    ("spend_resource", r"@du {G}(?:ausgibst|ausgegeben hast|ausgeben würdest|bezahlst|bezahlt hast|zahlst|gezahlt hast|erzeugst|erzeugt hast|verwendet hast|benutzt hast)\b"),
    ("spend_resource", r"(?:gibst|zahlst|bezahlst) @du"),
    ("control", r"@du {G}(?:kontrollierst|kontrolliert hast|kontrollieren würdest|besitzt)\b"),
    ("control", r"(?:kontrollierst) @du"),
    ("ally_limit", r"@dein verbündetenlimits?"),
    ("control", r"unter @dein kontrolle"),
    ("control", r"@dein (?:spielbereich|spielfläche)"),
    ("control", r"@du {G}(?:erschöpfst|erschöpft hast|erschöpfen würdest)\b"),
    ("control", r"@dein spielzone"),
    ("control", r"@du {G}(?:angehängt hast|anhängst|anhängen würdest)\b"),
    # -- identity ------------------------------------------------------------------------------
    ("own_identity", r"an @dich an\b"),
    ("own_identity", r"@dein {HELD}"),
    ("own_identity", r"@dein anderen identitäten"),
    ("own_identity", r"@dein (?:[\w'\[\]-]+ )?(?:identität|held|helden)\b"),
    ("own_identity", r"@dein [\w-]+-?(?:identität|held|helden)\b"),
    ("own_identity", r"falls @du (?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)? bist"),
    ("be_in_form", r"(?:falls|wenn) @du\s*(?:dann\s*)?:"),
    # -- players -------------------------------------------------------------------------------
    ("be_first_player", r"@du {G}(?:der )?startspieler (?:bist|warst)"),
    ("be_first_player", r"@du bist (?:nicht )?(?:der )?startspieler"),
    ("team", r"@dein (?:team|gruppe|mitspieler)"),
    ("turn", r"@dein (?:zug|zuges|zugs|nächsten zuges|nächster zug|eigenen zuges|phase)"),
    ("resolve_card", r"@du {G}(?:abhandelst|abgehandelt hast|abhandeln würdest|ausgelöst hast|auslöst)\b"),
    ("resolve_card", r"(?:helfen|unterstützen) @dir"),
    ("resolve_card", r"@dir (?:nicht )?(?:helfen|unterstützen)"),
    ("have_trait", r"@du {G}(?:merkmal|merkmale) {NP}(?:hast|besitzt)"),
    ("have_trait", r"@du (?:hast|besitzt) (?:das|die|kein) merkmale?"),
    ("have_trait", r"(?:erhältst|bekommst) @du (?:das|jedes|die) merkmale?"),
    ("have_trait", r"@du (?:erhältst|bekommst) (?:das|jedes|die) merkmale?"),
    ("have_trait", r"@du (?:erhältst|bekommst) {NP}(?:das|jedes|die) merkmale?"),
    ("own_leader", r"@dein (?:[\w'-]+ ){0,2}(?:anführer|leader)"),
    ("win_game", r"@du {G}(?:das spiel )?(?:gewinnst|gewonnen hast|verlierst|verloren hast)\b"),
    ("gain_keyword", r"(?:erhältst|bekommst) @du {NP}(?:vergeltung|standhaft|durchschlagend|fernkampf|überwältigen|wache|patrouille)"),
    ("gain_keyword", r"@du (?:erhältst|bekommst|hast) (?:vergeltung|standhaft|durchschlagend|fernkampf|überwältigen|schneller schlag|wache|teamwork|patrouille)"),
    ("game_area", r"@dein (?:eigenen? )?spielbereichs?"),
    ("resolve_instruction", r"(?:falls|wenn) @du (?:das|dies|es) nicht (?:kannst|tun kannst|tust)"),
    ("resolve_instruction", r"(?:falls|wenn) @du {NP}nicht (?:kannst|tun kannst)"),
    ("choose", r"(?:falls|wenn) @du (?:das|dies|es) tust"),
    ("control", r"@dein (?:[\w'\[\]-]+ ){0,2}(?:charaktere?n?|verbündeten?|upgrades?|unterstützungen?|karten?)\b"),
    ("control", r"@dein [\w-]*(?:charaktere?n?|verbündeten?|upgrades?|unterstützungen?|karten?)\b"),
    ("choose", r"@du (?:darfst|kannst|musst|wählst|entscheidest|möchtest|willst)\b"),
    ("choose", r"(?:darfst|kannst|musst|wählst|möchtest|kann|muss) @du\b"),
    ("choose", r"@dein wahl"),
    ("choose", r"@du {G}(?:wählst|gewählt hast|darfst|kannst|musst)\b"),
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
    """The first German entry that fits the word at ``sentence[start:end]``, and its phrase (or None)."""
    return match_in(_lexicon(), sentence, start, end)


# -- position ----------------------------------------------------------------------------------
_CONDITION = re.compile(r"\b(als ob|als wäre|nachdem|nach- dem|achdem|immer wenn|wenn|sobald|sobal|falls|solange|"
                        r"es sei denn|außer wenn|nur wenn|nur falls|selbst wenn|sellst wenn|auch wenn)\b",
                        re.IGNORECASE)
_POSITION_OF = {"als ob": "effect", "als wäre": "effect", "nachdem": "after", "immer wenn": "when", "wenn": "when",
                "sobald": "when", "falls": "if", "solange": "if", "es sei denn": "if", "außer wenn": "if",
                "nur wenn": "if", "nur falls": "if", "selbst wenn": "if", "auch wenn": "if",
                # misspellings of the publisher's texts
                "nach- dem": "after", "achdem": "after", "sobal": "when", "sellst wenn": "if"}


def position_of(sentence: str, start: int) -> str:
    """Where the word at ``start`` stands: "after", "when", "if" or "effect".

    As in English: the last condition word before the word in its clause (the
    clause ends at a comma, a colon, a semicolon or a dash) decides. The
    publisher's German templates: "Nachdem ..." (after), "Sobald ..." and "Wenn
    ..." (when; "sobald ... würde" is the interrupt's "when ... would"), "Falls
    ..." (if), "solange" (while: if); "als ob" is not a condition.

    >>> position_of("Reaktion: Nachdem der Schurke dich angegriffen hat, ziehe 1 Karte.", 31)
    'after'
    >>> position_of("Ziehe 1 Karte, falls du betäubt bist.", 21)
    'if'
    """
    clause_start = max(sentence.rfind(c, 0, start) for c in ",:;—")
    clause = sentence[clause_start + 1:start]
    words = list(_CONDITION.finditer(clause))
    if not words:
        return "effect"
    return _POSITION_OF[re.sub(r"\s+", " ", words[-1].group(1).lower())]


# -- attachment -----------------------------------------------------------------------------------
_ATTACH = re.compile(r"\bhänge (?:diese karte|diese verpflichtung|sie|es|ihn|das upgrade|diese[ns]? [\w-]+)"
                     r"(?: verdeckt)? an (.{1,60}?) an\b", re.IGNORECASE)


def attachment_of(text: str) -> str:
    """The attachment of a card, read from its first "Hänge diese Karte an ... an" wording.

    "deine Identität/deinen Helden", "dich" -> own_identity; an ally or a friendly
    character -> other_friendly_character; a minion, the villain, an enemy, "ihn"
    (the enemy just named) -> enemy_character; a scheme or other non-character ->
    non_character; no such wording -> unattached.

    >>> attachment_of("Hänge diese Karte an einen Schergen an.")
    'enemy_character'
    >>> attachment_of("Hänge diese Karte an deine Identität an.")
    'own_identity'
    """
    m = _ATTACH.search(text or "")
    if not m:
        return "unattached"
    target = m.group(1).lower()
    if re.search(r"\b(?:dein\w*|dich)\b", target) and re.search(r"\b(?:identität|held\w*|alter-ego|dich)\b", target):
        return "own_identity"
    if re.search(r"\b(?:scherge\w*|schurke\w*|gegner\w*|anführer|ihn|sie)\b", target):
        return "enemy_character"
    if re.search(r"\b(?:verbündete\w*|charakter\w*|held\w*|identität)\b", target):
        return "other_friendly_character"
    if re.search(r"\b(?:plan|plans|umgebung|unterstützung|upgrade|karte)\b", target):
        return "non_character"
    if re.match(r"(?-i:[A-Z])", m.group(1)):  # a named card: in the pool, the villains and minions are named so
        return "enemy_character"
    return "unattached"


# -- labels ------------------------------------------------------------------------------------------
#: German labels (lower case, spaces and dashes normalised) -> the canonical English label.
LABELS: dict[str, str] = {
    "sobald aufgedeckt": "When Revealed", "wsobald aufgedeckt": "When Revealed",
    "sobald besiegt": "When Defeated", "wsobald besiegt": "When Defeated", "sobald vollendet": "When Completed",
    "aktion": "Action", "held aktion": "Hero Action", "heldenaktion": "Hero Action", "hero aktion": "Hero Action",
    "alter ego aktion": "Alter-Ego Action", "alter-ego aktion": "Alter-Ego Action",
    "reaktion": "Response", "held reaktion": "Hero Response", "alter ego reaktion": "Alter-Ego Response",
    "alter-ego reaktion": "Alter-Ego Response", "erzwungene reaktion": "Forced Response",
    "erzwungenen reaktion": "Forced Response", "forced reaktion": "Forced Response",
    "unterbrechung": "Interrupt", "held unterbrechung": "Hero Interrupt", "hero unterbrechung": "Hero Interrupt",
    "alter ego unterbrechung": "Alter-Ego Interrupt", "alter-ego unterbrechung": "Alter-Ego Interrupt",
    "erzwungene unterbrechung": "Forced Interrupt", "erzwungene aktion": "Forced Action",
    "ressource": "Resource", "held ressource": "Hero Resource", "alter-ego ressource": "Alter-Ego Resource",
    "alter ego ressource": "Alter-Ego Resource",
    "spezial": "Special", "spielaufbau": "Setup", "inhalt": "Contents", "vorbereitung": "Preparation",
}
