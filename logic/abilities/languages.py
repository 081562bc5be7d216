"""What is language-specific in reading ability text, apart from each language's grammar file.

One `Language` per grammar (``en.lark``, ``fr.lark``, ``de.lark``) gathers:

- how the tokeniser (`logic.abilities.tokens`) cuts words: French elisions (``l'``, ``d'``,
  ``qu'``, ``s'``, ``n'``, ``jusqu'`` ... are tokens of their own, so ``l'ennemi`` is ``l'``
  ``ennemi``), the words that join a capitalised name ("Pierre **du** Pouvoir"), the words that
  open a noun phrase (a "and"/"et"/"und" before one joins two targets and becomes ``&``);
- the words before which the clause-by-clause retry cuts a sentence (`logic.abilities.reader`);
- `CANON`: the few words whose *meaning* the tree walk of `logic.abilities.grammar` reads (an
  amount's "up to", a limit's "twice", "may" against "must", a filter's "top") in their English
  spelling, so the one walk builds the same structure from every language's grammar.

Nothing here reads a sentence: it only says how the words of a language are cut and named.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Language", "language"]


@dataclass(frozen=True)
class Language:
    """The tokenising facts of one language (see the module)."""
    code: str
    np_start: frozenset[str]          # words that open a noun phrase
    and_words: frozenset[str]         # the word "and", which becomes "&" before a noun phrase
    joiners: frozenset[str]           # lower-case words that join two capitalised words of a name
    before: frozenset[str]            # the clause-by-clause retry cuts before these words
    elision: re.Pattern | None        # a word that begins with an elided article or pronoun
    clitic: re.Pattern | None         # a word that ends with a hyphenated pronoun ("attachez-la")
    canon: dict[str, str]             # word -> its English spelling, for the walk (see the module)
    fuse: dict | None = None          # (word, word) -> one token, where LALR(1) would need to see two ahead
    objective: dict | None = None     # a pronoun that is also a possessive ("her") -> its object form ("him"),
                                      # taken when no noun follows it (the next token is one of ``object_next``)
    object_next: frozenset[str] = frozenset()
    paren_cut: frozenset[str] = frozenset()  # words after "(" where the clause-by-clause retry may cut (tokens.pieces)
    joined: dict | None = None        # a verb joined to an attack by "and" -> the event it names ("defeats"/"damages")
    object_verbs: frozenset[str] = frozenset()  # an "and" before a pronoun (`object_pronouns`) and one of these verbs
    object_pronouns: frozenset[str] = frozenset()  # stays "and": "et le met en jeu" (puts it into play)
    before_clitic_apart: frozenset = frozenset()  # words not fused with the word before them when a hyphenated
    #                                              pronoun follows (a verb and its object: "et désorienté-le")
    joiner_pairs: frozenset = frozenset()  # two lower-case words that join two capitalised words of a name
    #                                        ("Pursued by the Past")
    own_lower: bool = False  # the card's own name is also found printed with its first letter in lower case, after an
    #                          article or when the name begins with one ("la soute", "le Bouffon Vert": tokens.py)
    clause_verbs: frozenset[str] = frozenset()  # an "and" before a noun phrase that one of these verbs follows (before
    #                                             any punctuation) stays "and": the noun phrase is the subject of a
    #                                             clause of its own ("... and your team reveals it")

    lower_traits: frozenset[str] = frozenset()  # s10: traits printed in lower case before a card noun ("a guardian
    #                                              ally"): a name (the trait) there, as the capitalised one is
    trait_heads: frozenset[str] = frozenset()   # the card nouns after which ``lower_traits`` are traits (and the
    #                                             card's own name another card's: "the set-aside Titania ally")
    own_longer: bool = False   # s10: the card's own name followed by a capitalised word the grammar does not know is
    #                            part of another card's name ("Juggernaut Exposed" on Juggernaut; not in German, whose
    #                            nouns are all capitalised)
    name_articles: frozenset = frozenset()  # s11: capitalised articles that open a name when printed after the first
    #                                         word, before a name word ("la manigance annexe Le Crazy-Gang")
    title_after_joiner: bool = False  # s11: inside a name, a joiner then a title-case word the grammar knows goes on
    #                                   with the name ("l'attachement Drain de Vie"; not in German)

    def fused(self, first: str, second: str) -> str | None:
        """The one token that ``first second`` make (None when they stay two)."""
        return (self.fuse or {}).get((first, second))

    def canon_word(self, word: str) -> str:
        """The English spelling of ``word`` for the tree walk: English words are themselves; a word of
        another language that `canon` does not name is "" (it carries nothing the walk reads)."""
        if self.code == "en":
            return word
        return self.canon.get(word, "")


_EN = Language(
    code="en",
    np_start=frozenset({"a", "an", "the", "each", "another", "all", "your", "its", "their", "his", "her", "@name",
                        "@self", "this", "any", "up", "one", "every"}),
    and_words=frozenset({"and"}),
    joiners=frozenset({"of", "the", "de", "du", "der", "von", "des", "la", "le"}),
    before=frozenset({"and", "then", "&"}),
    elision=None,
    clitic=None,
    canon={},
    fuse={("while", "attached"): "while-attached",  # a duration, told from a trailing "while <condition>"
          ("campaign", "pool"): "campaign-pool",  # one noun: "pool" alone stays a name word ("Gene Pool")
          ("(", "without"): "(without",  # "(without looking)": after a target, "(" would open one of its filters
          ("in", "any"): "in-any",  # "... you control in any order": after a target, "in" would open a zone filter
          ("and", "confused"): "and-confused"},  # "you are stunned and confused": told from "stunned and discard ..."
    # "ready her", "give her a tough status card": "her" with no noun after it is the object pronoun, read as
    # "him" (LALR(1) could not tell it from the possessive "her hand" at "her")
    objective={"her": "him"},
    object_next=frozenset({".", ",", ";", ":", ")", "(", "!", "a", "an", "to", "into", "and", "&", "@or", "or",
                           "with", "from", "for", "under", "until", "if", "instead", "as", "on", "in", "up",
                           "faceup", "facedown", "this", "that", "equal", "by", "at", "over", "then", "unless",
                           "while", "engaged", "another"}),
    paren_cut=frozenset({"to", "ignoring", "the", "top"}),  # "(to a maximum of 10)", "(ignoring ...)", "(the players win
    #                                                        ...)", "(top 3 cards instead if ...)"
    joined={"defeats": "defeats", "defeat": "defeats", "damages": "damages", "damage": "damages"},
    joiner_pairs=frozenset({("by", "the")}),
    # (not "gain": "The villain and each Elite minion gain retaliate 1" has one plural subject)
    clause_verbs=frozenset({"gets", "gains", "reveals", "activates", "attacks", "deals", "takes", "heals",
                            "engages", "discards", "draws", "places", "puts", "readies", "exhausts", "loses"}),
    lower_traits=frozenset({"guardian", "symbiote", "avenger", "tech", "technique", "weapon", "undead", "champion",
                            "persona", "location"}),
    trait_heads=frozenset({"character", "characters", "ally", "allies", "minion", "minions", "upgrade", "upgrades",
                           "support", "supports", "event", "events", "environment", "environments", "attachment",
                           "attachments", "card", "cards", "villain", "villains", "enemy", "enemies", "hero", "heroes"}),
    own_longer=True,
)

#: French "ainsi <participle>" ("chaque carte ainsi défaussée"): the participle's English and "this way", one token
_FR_PARTICIPLES = {"retiré": "removed", "défaussé": "discarded", "placé": "placed", "révélé": "revealed",
                   "pioché": "drawn", "dépensé": "spent", "joué": "played", "renvoyé": "returned", "soigné": "healed",
                   "infligé": "dealt", "prévenu": "prevented", "vaincu": "defeated"}
_FR_THIS_WAY = {("ainsi", stem + end): f"ainsi-{stem}{end}" for stem in _FR_PARTICIPLES for end in ("", "e", "s", "es")}
_FR_THIS_WAY_CANON = {f"ainsi-{stem}{end}": f"{en} this way" for stem, en in _FR_PARTICIPLES.items()
                      for end in ("", "e", "s", "es")}

#: French: determiners and possessives open a noun phrase; "de", "du", "des", "la", "le", "d'", "l'"
#: join a name ("Tour des Avengers", "Folie d'Accès")
_FR = Language(
    code="fr",
    np_start=frozenset({"le", "la", "les", "l'", "un", "une", "chaque", "votre", "vos", "son", "sa", "ses", "leur",
                        "leurs", "cette", "ce", "cet", "ces", "tous", "toutes", "tout", "toute", "@name", "@self",
                        "des", "du", "au", "aux", "à", "n'importe", "jusqu'", "autant"}),
    and_words=frozenset({"et"}),
    joiners=frozenset({"of", "the", "de", "du", "des", "la", "le", "d'", "l'", "en", "von", "les"}),  # "le Mutant en Cavale"
    before_clitic_apart=frozenset({"désorienté", "désorientée", "désorientés", "désorientées"}),
    # s10: "Rues de la Ville", "Alerte à la Bombe", "Lucia von Bardas", "Secourir les Captifs" (one name each)
    joiner_pairs=frozenset({("de", "la"), ("à", "la"), ("de", "l'")}),
    name_articles=frozenset({"Le", "La", "Les", "L'", "L’"}),
    title_after_joiner=True,
    before=frozenset({"et", "puis", "ensuite", "&"}),
    elision=re.compile(r"^(l|d|qu|s|n|c|j|m|t|jusqu|lorsqu|puisqu|quoiqu)['’](?=\w)", re.I),
    clitic=re.compile(r"-(?:la|le|les|lui|leur|y|en|vous|les-y|la-y|le-y)$", re.I),
    # "carte de boost" against "carte de votre main", "carte d'état" against "carte d'un joueur"
    # "soignez-le de 2 dégâts": "soignez-le" one token (after "-le", "de" would start a zone: "-le de la partie")
    fuse={("de", "boost"): "de_boost", ("d'", "état"): "d'état", ("en", "utilisant"): "en-utilisant", **_FR_THIS_WAY,
          **{("soignez", it): f"soignez{it}" for it in ("-le", "-la", "-les", "-lui")}, ("de", "rencontre"): "de_rencontre",
          # "soit vous placez ...": the option's imperative, as "soit placez ..." ("vous" would open a target);
          # "par cet effet": this way (not "par" a target); "il n'y a": one token, so "il n' ..." stays a subject
          ("soit", "vous"): "soit-vous", ("par", "cet"): "par-cet", ("n'", "y"): "n'y",
          ("personnages", "solides"): "personnages-solides", ("à", "distance"): "à-distance",
          ("de", "mission"): "de-mission", ("en", "mission"): "en-mission",
          # "la réserve de campagne" (the campaign pool); "de la partie et de la réserve ...": "et de" joins two
          # zones; "(sans regarder)": after a target, "(" would open one of its filters
          ("réserve", "de"): "réserve-de", ("et", "de"): "et-de", ("(", "sans"): "(sans",
          # "dans l'ordre des joueurs", "dans l'ordre de votre choix" (an order; "Ordre" stays a name word)
          ("l'", "ordre"): "l'ordre", ("votre", "choix"): "votre-choix",
          # "sous votre contrôle", "sous le contrôle du premier joueur" (the grammar's under_control; after a target
          # LALR still shifts "sous" into a zone filter, so the wording after a target needs "sous" fused too)
          ("le", "contrôle"): "le-contrôle", ("votre", "contrôle"): "votre-contrôle",
          # s7: "sous votre contrôle", "sous le contrôle de X" one token each (after a target, "sous" alone would
          # open a zone filter: LALR shifts it there)
          ("sous", "votre-contrôle"): "sous-votre-contrôle", ("sous", "le-contrôle"): "sous-le-contrôle",
          # s8: "si la mission a été déjouée" (the mission; "MISSION" alone stays a name: "manigance annexe MISSION")
          ("la", "mission"): "la-mission",
          # "dans n'importe quel ordre" (in any order; "Ordre" alone stays a name: "L'Ordre Noir")
          ("quel", "ordre"): "quel-ordre",
          # s9: "en tant que" (as: after a pronoun or a target, "en" alone would open "en jeu"); "de base" (basic:
          # "vos attaques de base", after "attaques" "de" would open a zone); "moins élevé" (lowest: "le coût le moins
          # élevé", whose "élevé" alone reads "highest")
          ("en", "tant"): "en-tant", ("de", "base"): "de-base",
          # "X étant le nombre de ..." (after a comma, "x" alone would open a next effect's amount); "sous forme de"
          # (after a target, "sous" alone would open a zone filter: "faites passer Apocalypse sous forme de X")
          ("x", "étant"): "x-étant", ("sous", "forme"): "sous-forme",
          # s10: "sonné et désorienté" (stunned and confused; "et" alone would join a next effect)
          **{("et", "désorienté" + end): "et-désorienté" + end for end in ("", "e", "s", "es")},
          # ", engagé avec vous" after "mettez-le en jeu", ", hors jeu" after "mettez de côté X" (a comma alone would
          # join a next effect)
          **{(",", "engagé" + end): ",engagé" + end for end in ("", "e", "s", "es")},
          (",", "hors"): ",hors", (",hors", "jeu"): ",hors-jeu",
          **{("moins", "élevé" + end): "moins-élevé" + end for end in ("", "e", "s", "es")}},
    object_verbs=frozenset({"met", "mettent", "mettez", "révèle", "révèlent", "révélez", "ajoute", "ajoutent",
                            "ajoutez"}),
    object_pronouns=frozenset({"le", "la", "les", "l'"}),
    own_lower=True,
    # "gagne +2 ATQ et ses attaques gagnent Perçant": the noun phrase after "et" is the subject of a clause of its own
    clause_verbs=frozenset({"gagne", "gagnent", "révèle", "révèlent", "pioche", "piochent", "subit", "subissent",
                            "perd", "perdent", "engage", "engagent"}),  # not "défausse", "place": nouns too
    joined={"blessé": "damages", "blessée": "damages", "blesse": "damages", "vaincu": "defeats", "vaincue": "defeats",
            "vainc": "defeats"},
    canon={
        # amounts, limits, "may"
        "x": "x", "avec": "with", "vous": "you", "contrôlez": "control", "contrôle": "controls",
        "jusqu'": "up", "supplémentaire": "additional", "supplémentaires": "additional",
        "autant": "much", "quantité": "amount", "tous": "all", "toutes": "all", "deux": "twice",
        "pouvez": "may", "peut": "may", "peuvent": "may", "pouvoir": "may",
        "devez": "must", "doit": "must", "doivent": "must",
        "commence": "begins", "commencent": "begins", "début": "begins",
        # filters
        "dessus": "top", "dessous": "bottom", "prochain": "next", "prochaine": "next", "premier": "first",
        "première": "first", "dernier": "last", "dernière": "last",
        "ami": "friendly", "amis": "friendly", "amie": "friendly", "amies": "friendly",
        "aléatoire": "random", "hasard": "random", "imprimé": "printed", "imprimée": "printed", "imprimés": "printed",
        "némésis": "nemesis", "visible": "faceup", "cachée": "facedown", "caché": "facedown",
        "non": "", "défendue": "undefended", "défendu": "undefended", "inclinée": "exhausted", "incliné": "exhausted",
        "inclinés": "exhausted", "inclinées": "exhausted", "redressé": "ready", "redressée": "ready",
        "unique": "unique", "blessé": "damaged", "blessée": "damaged", "attaché": "attached", "attachée": "attached",
        "attachés": "attached", "attachées": "attached", "actif": "active", "active": "active",
        "attaquant": "attacking", "attaquante": "attacking", "défenseur": "defending", "engagé": "engaged",
        "engagée": "engaged", "autre": "other", "autres": "other", "mis": "set-aside", "mise": "set-aside",
        "mises": "set-aside",
        # card types (a "carte X" noun)
        "joueur": "player", "identité": "identity", "aspect": "aspect", "affinité": "aspect", "base": "basic", "ressource": "resource",
        "attachement": "attachment", "allié": "ally", "héros": "hero", "rencontre": "encounter",
        "traîtrise": "treachery", "traitrise": "treachery", "sbire": "minion", "amélioration": "upgrade", "soutien": "support",
        "événement": "event", "obligation": "obligation", "environnement": "environment", "méchant": "villain",
        # "le joueur qui a déjoué cette manigance" (a performed filter: "who thwarted")
        "qui": "who", "vaincu": "defeated", "attaqué": "attacked", "déjoué": "thwarted", "joué": "played",
        "révélé": "revealed", "défaussé": "discarded", "défaussée": "discarded", "défaussés": "discarded",
        "défaussées": "discarded", "sur": "on",
        # "un ennemi auquel est attachée une amélioration" ("with ... attached")
        "auquel": "with", "auxquels": "with", "auxquelles": "with",
        # "une attaque ennemie" (an enemy attack: its performer); "réduisez de 1 le coût" (a reduction)
        "ennemie": "enemy", "ennemies": "enemy", "réduisez": "reduce", "réduire": "reduce", "diminuez": "reduce",
        "diminuée": "reducing", "diminué": "reducing",
        # a superlative ("ayant la CTR la plus élevée": "with the highest THW"), read by the walk in English
        "élevé": "highest", "élevée": "highest", "élevés": "highest", "élevées": "highest", "faible": "lowest",
        "faibles": "lowest", "bas": "lowest", "basse": "lowest", "restants": "remaining", "restantes": "remaining",
        "imprimées": "printed", "moins": "fewest",
        "de_rencontre": "encounter",
        # "défaussée par cet effet" (discarded this way); "sonnez et désorientez" (stun and confuse)
        "par-cet": "this way", "placé": "placed", "placée": "placed", "placés": "placed", "placées": "placed",
        "retiré": "removed", "retirée": "removed", "retirés": "removed", "retirées": "removed",
        "infligé": "dealt", "infligés": "dealt", "soigné": "healed", "soignés": "healed", "révélée": "revealed",
        "sonnez": "stun", "désorientez": "confuse",
        **_FR_THIS_WAY_CANON,
        # s7: "retirez un total de 3 menaces parmi les manigances en jeu" (Effect.divided)
        "parmi": "among",
        # s8: "entrée en jeu sous votre contrôle" (the controller filter's English wording)
        "sous-votre-contrôle": "under your control",
        # s9: "en tant que" (as), "de base" (basic), "moins élevé" (lowest) one token each
        "en-tant": "as", "de-base": "basic", "x-étant": "x", "moins-élevé": "lowest", "moins-élevée": "lowest",
        "moins-élevés": "lowest", "moins-élevées": "lowest",
    },
)

_DE = Language(
    code="de",
    np_start=frozenset({"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "jeder",
                        "jede", "jedes", "jeden", "jedem", "dein", "deine", "deinen", "deinem", "deiner", "sein",
                        "seine", "seinen", "ihr", "ihre", "ihren", "diese", "dieser", "dieses", "diesen", "alle",
                        "allen", "@name", "@self", "bis"}),
    and_words=frozenset({"und"}),
    joiners=frozenset({"der", "die", "das", "des", "von", "vom", "de", "of", "the"}),
    before=frozenset({"und", "dann", "danach", "&"}),
    elision=None,
    clitic=None,
    canon={
        "x": "x", "mit": "with", "du": "you", "kontrollierst": "control", "bis": "up", "zusätzlichen": "additional", "zusätzliche": "additional", "zusätzlichen": "additional",
        "zusätzlichen": "additional", "zusätzlich": "additional", "zweimal": "twice",
        "darfst": "may", "kannst": "may", "darf": "may", "kann": "may", "dürfen": "may", "können": "may",
        "musst": "must", "muss": "must", "müssen": "must", "beginnt": "begins", "beginn": "begins",
        "obersten": "top", "oberste": "top", "unterste": "bottom", "untersten": "bottom", "nächsten": "next",
        "nächste": "next", "ersten": "first", "erste": "first", "letzte": "last", "letzten": "last",
        "befreundeten": "friendly", "befreundete": "friendly", "befreundeter": "friendly", "zufällig": "random",
        "zufällige": "random", "gedruckten": "printed", "aufgedruckten": "printed", "aufgedruckte": "printed",
        "erzfeind": "nemesis", "offen": "faceup", "verdeckt": "facedown", "verdeckte": "facedown",
        "erschöpften": "exhausted", "erschöpfte": "exhausted", "spielbereiten": "ready",
        "angehängten": "attached", "angehängte": "attached", "aktiven": "active", "aktive": "active",
        "angreifenden": "attacking", "andere": "other", "anderen": "other", "anderer": "other",
        "beiseitegelegten": "set-aside", "einzigartige": "unique",
        "spieler": "player", "identitäts": "identity", "verbündeten": "ally", "verbündete": "ally",
        "helden": "hero", "begegnungs": "encounter", "verrat": "treachery", "scherge": "minion",
        "schergen": "minion", "upgrade": "upgrade", "unterstützung": "support", "ereignis": "event",
        "verpflichtung": "obligation", "umgebung": "environment", "schurken": "villain", "schurke": "villain",
    },
)

_LANGUAGES = {"en": _EN, "fr": _FR, "de": _DE}


def language(code: str) -> Language:
    """The `Language` of ``code`` (English for a code without one)."""
    return _LANGUAGES.get(code, _EN)
