"""The words of each language that the role walk of `logic.abilities.roles` reads.

The walk reads a second-person word's role off the parse tree of the language's ability grammar; the
rule names are those of en.lark in every language (fr.lark says so), so the walk is one. What differs
is the words: which tokens are second-person words, and the few literal words whose meaning the walk
reads (an "and" before a second verb, a passive "is", "indirect", the verb after "cannot"). A
`RoleWords` gathers them for one language; English is the walk's own spelling (`RoleWords.canon` empty).

Nothing here reads a sentence, and nothing here is a rule of the game: it only says how a language
spells what the walk looks for.

Promises
--------
- `RoleWords.english` maps every literal the walk reads to its English spelling (unknown words are
  kept as they are: the walk's tests are on English words, so a word it does not name is never read).
- A token of `RoleWords.you` is a second-person word; its value is the English word it stands for
  ("you", "your", "yourself"), which is what the walk's tables are written against.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

__all__ = ["RoleWords", "FRENCH", "GERMAN", "words_of"]


@dataclass(frozen=True)
class RoleWords:
    """The words of one language the role walk reads (see the module)."""

    lang: str
    you: Mapping[str, str]                 # token -> "you" | "your" | "yourself"
    word: re.Pattern | None = None         # the second-person word inside a token ("soit-vous": "vous")
    canon: Mapping[str, str] = field(default_factory=dict)  # literal -> its English spelling for the walk
    cannot: Mapping[tuple[str, ...], str] = field(default_factory=dict)  # words after the negation -> function
    negation: frozenset[str] = frozenset()  # the words of "cannot" before the verb it forbids ("ne", "pas")
    # a token that is a second-person word and a role of its own (a fused "votre contrôle"): (item, kind, slot, function)
    fused: Mapping[str, tuple[str, str, str, str]] = field(default_factory=dict)
    # a possessive printed inside an event's own words ("vous effectuez votre attaque"): event kind -> function
    own_event: Mapping[str, str] = field(default_factory=dict)

    def english(self, word: str) -> str:
        """``word`` as the walk spells it (itself when the language has no other spelling for it)."""
        return self.canon.get(word, word)


def _forms(stem_forms: dict[str, str]) -> dict[str, str]:
    """Every spelling of each key (space-separated) -> the key's English word."""
    return {w: en for forms, en in stem_forms.items() for w in forms.split()}


#: French. Object pronouns stand before the verb ("le méchant vous attaque"): the grammar builds such a
#: "vous" as a bare noun phrase of the event or effect (``vous_np``), which the walk reads as its object.
FRENCH = RoleWords(
    lang="fr",
    you=MappingProxyType({"vous": "you", "-vous": "you", "soit-vous": "you", "votre": "your", "vos": "your",
                          "votre-contrôle": "your", "votre-choix": "your", "sous-votre-contrôle": "your"}),
    word=re.compile(r"vous|votre|vos", re.IGNORECASE),
    canon=MappingProxyType(_forms({
        "et": "and", "ou": "or", "indirect indirects": "indirect",
        "blessé blessée blesse blessent": "damages", "vaincu vaincue vainc": "defeats",
        "attaque attaquent": "attacks", "attaqué attaquée attaqués attaquées": "attacked",
        "engagé engagée engagés engagées": "engaged", "main mains": "hand", "vie": "hit", "identité": "identity",
        # the auxiliary of the passive ("vous êtes incliné", "vous avez été attaqué"); "avez", "a" make the
        # active past ("vous avez incliné X")
        "êtes est sont été": "is",
        "doit doivent devez": "must",
    })),
    cannot=MappingProxyType({
        **{("attaquer",): "attack", ("contrer",): "thwart", ("défendre",): "defend", ("jouer",): "play_card",
           ("subir",): "take_damage", ("se", "redresser"): "be_readied"},
        **{("être", w): "be_attacked" for w in ("attaqué", "attaquée")},
        **{("être", w): "be_defeated" for w in ("vaincu", "vaincue", "vaincus")},
        **{("être", w): "be_healed" for w in ("soigné", "soignée")},
        **{("être", w): "receive_status" for w in ("sonné", "sonnée", "désorienté", "désorientée")},
        **{("être", w): "be_readied" for w in ("redressé", "redressée")},
        **{("être", w): "be_exhausted" for w in ("incliné", "inclinée")},
        **{("être", w): "be_engaged_with" for w in ("engagé", "engagée")},
    }),
    negation=frozenset({"ne", "n'", "pouvez", "peut", "peuvent", "pas", "plus"}),
    fused=MappingProxyType({
        # "sous votre contrôle" (under your control): as English "under your control", a controller filter
        "votre-contrôle": ("target", "controller", "controller", "control"),
        "sous-votre-contrôle": ("target", "controller", "controller", "control"),  # s8: "entrée en jeu sous votre contrôle"
        # "de votre choix" (of your choice): you choose
        "votre-choix": ("effect", "choice", "chooser", "choose"),
    }),
    own_event=MappingProxyType({"basic_power": "use_basic_power", "attack": "attack", "thwart": "thwart",
                                "defend": "defend", "recover": "recover"}),
)

#: German. A subordinate clause puts its verb last ("nachdem der Schurke dich angegriffen hat"): an object
#: pronoun ("dich", "dir") before that verb is built as a bare noun phrase of the event, read as its object.
GERMAN = RoleWords(
    lang="de",
    you=MappingProxyType({"du": "you", "dich": "you", "dir": "you",
                          **{w: "your" for w in ("dein", "deine", "deinen", "deinem", "deiner", "deines")}}),
    canon=MappingProxyType(_forms({
        "und": "and", "oder": "or", "indirekten": "indirect", "angegriffen": "attacked",
        # the auxiliary of the passive ("nachdem du angegriffen wurdest"); "hast", "hat" make the active past
        "wurde wurdest wird wirst werden worden": "is", "musst muss": "must", "identität": "identity",
        "kartenhand": "hand",
    })),
)

_BY_LANG = {"fr": FRENCH, "de": GERMAN}


def words_of(lang: str, english: RoleWords) -> RoleWords:
    """The `RoleWords` of ``lang``: ``english`` for English; for a language with none of its own, words
    that name no second-person token (the walk then finds no word: no role, never an English guess)."""
    if lang == "en":
        return english
    return _BY_LANG.get(lang) or RoleWords(lang, MappingProxyType({}))
