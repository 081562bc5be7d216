"""Second-person words the "You, Your" entry does not cover: found and named, never guessed.

The entry (You, Your, p1-p2) says whom one "you" or "your" of a card ability means:
the resolving player's identity, else that player. Three uses fall outside it. This
module finds each and names its kind and phrase (`not_covered`); the reader
(`logic.cards.occurrences`) then reads the word as "you" where a wording of the lexicon
fits it, keeping the kind as the word's ``reading`` with a note (``group``: whom it
addresses, `addressee_of`; ``yourself``; ``quoted``: as the text of the card that gets
it, `quote_recipient`), and reports it as ``not_covered`` where none fits or, for a
quotation, where the quoting text does not say which card gets it. The kinds:

- ``group``: "you" addressing the players together, not one resolving player:
  "each of you", "all of you", "one of you", "you all", "you and your teammates",
  "you and the other players", "you (as a group)", "as a group, you may decide".
  The entry's two answers (an identity, a player) are one player's; a shared
  decision has neither.
- ``yourself``: the reflexive. The entry speaks of "you" and "your" only; whether
  "deal yourself an encounter card" or "defend yourself" follows it is not said.
- ``quoted``: a word inside quoted rules text, i.e. an ability another ability
  grants (``this card gains: "Forced Response: After you ..."``). That "you" is
  resolved when the granted ability resolves, on whatever card it then sits, so
  the card being read does not give its case.
- ``narration``: a word of story text that fan-made campaign cards give a label
  of its own (``Read Aloud: You have been summoned to the Citadel.``; the labels
  are `NARRATION_LABELS`). The entry speaks "while resolving card abilities"; a
  passage read to the players is not an ability and is never resolved. (Unlabelled
  italic prose and quoted speech are flavour, left out before reading:
  `logic.cards.markup.split_flavour`.)

"your campaign log" is ``group`` too: a campaign has one log, kept by the players
together (the official campaigns say "the campaign log"), so that "your" is not
one resolving player's.

Decision on "your team", "your teammates", "your group", "each player on your
team": these stay the possessive of one player (game function ``team``); whether that
player's seat is the group is the seat clauses' question (an encounter card's constant
"your team" is every player's: Ability p2). The
team is the one of the player who resolves the ability ("your team reveals it",
competitive mode), so the entry's "your" is still one player's, and the clauses
decide it. Only a "you" that is itself the group (the subject of a shared
decision, or "you and your teammates" together) is ``group``.
"""

from __future__ import annotations

import re

__all__ = ["form_question", "group_words_after", "not_covered", "KINDS", "NARRATION_LABELS", "inside_quotes", "narration", "addressee_of",
           "quote_recipient", "quoted_label"]

KINDS = ("group", "yourself", "quoted", "narration")
#: Labels of story text (canonical spelling, `logic.cards.wording.parse_label`): its words are ``narration``.
NARRATION_LABELS = frozenset({"Read Aloud", "Narration", "Story", "Prologue", "Epilogue", "Interlude"})

_GROUP_BEFORE = re.compile(r"\b(?:each|all|both|any|none|one|either|neither|some|several|whichever|whoever)"
                           r" (?:one )?(?:of|among) $|\b(?:among|between) $|\bas a (?:group|team),? (?:\w+ ){0,2}$",
                           re.IGNORECASE)
_GROUP_AFTER = re.compile(r"^(?: all\b| both\b| two\b| together\b| collectively\b| jointly\b"
                          r"| and (?:your|the other|all other|each other|every other) (?:teammates?|team|fellow players?|"
                          r"other players?|companions|partners|players?)\b"
                          r"|,? (?:\()?as a (?:group|team)\b"
                          r"| (?:may|must|can|should|will)(?:,)? (?:\()?as a (?:group|team)\b"
                          r"| (?:may|must|can) (?:together|collectively|jointly)\b)", re.IGNORECASE)
_OPEN, _CLOSE = "“«„", "”»"


def inside_quotes(sentence: str, start: int) -> tuple[int, int] | None:
    """The span of the quotation holding ``start`` (quote marks included), or None.

    Straight quotes pair in order (an odd number before the word opens one);
    curly quotes and guillemets by their opening and closing marks. An unclosed
    quotation runs to the end of the sentence.
    """
    if sentence.count('"', 0, start) % 2:
        opened = sentence.rfind('"', 0, start)
    else:
        last_open = max(sentence.rfind(c, 0, start) for c in _OPEN)
        last_close = max(sentence.rfind(c, 0, start) for c in _CLOSE)
        opened = last_open if last_open > last_close else None
    if opened is None:
        return None
    ends = [k for k in (sentence.find(c, start) for c in '"' + _CLOSE) if k >= 0]
    return opened, (min(ends) + 1 if ends else len(sentence))


def narration(sentence: str, start: int, end: int, label: str | None) -> tuple[str, str] | None:
    """``("narration", phrase)`` when the sentence is story text (its label is one of
    `NARRATION_LABELS`), else None. The phrase is the sentence, lower-cased, cut at 120 characters."""
    if label not in NARRATION_LABELS:
        return None
    return "narration", " ".join(sentence.split())[:120].lower()


def not_covered(sentence: str, start: int, end: int) -> tuple[str, str] | None:
    """``(kind, phrase)`` when the word at ``sentence[start:end]`` is outside the entry, else None.

    Kinds in order of precedence: ``quoted``, ``yourself``, ``group`` (see the module).
    """
    word = sentence[start:end].lower()
    span = inside_quotes(sentence, start)
    if span is not None:
        return "quoted", " ".join(sentence[span[0] + 1:span[1]].strip("\"”» ").split())[:120].lower()
    if word == "yourself":
        left = sentence[max(0, start - 80):start].split()[-3:]
        right = sentence[end:end + 80].split()[:4]
        return "yourself", " ".join(left + ["yourself"] + right).strip().lower()
    before, after = sentence[max(0, start - 80):start], sentence[end:end + 80]
    mate = re.match(r"\s+(?:teammates?|team|fellow players?|companions|partners)\b", after, re.IGNORECASE)
    if word == "your" and mate and re.search(r"\byou and $", before, re.IGNORECASE):
        return "group", "you and your" + after[:mate.end()].lower()
    log = re.match(r"\s+(?:own\s+)?campaign(?:\s+log)?\b", after, re.IGNORECASE)
    if word == "your" and log:
        return "group", "your " + " ".join(after[:log.end()].split()).lower()
    if word == "you":
        mb, ma = _GROUP_BEFORE.search(before), _GROUP_AFTER.match(after)
        if mb or ma:
            left = before[mb.start():] if mb else ""
            right = after[:ma.end()] if ma else ""
            return "group", " ".join((left + "you" + right).split()).lower()
    return None


# -- reading what the entry does not cover, with a note ------------------------------------------
#: "each of you", "all of you", "you all", "both of you": every player, each in turn (Each Player).
_EACH = re.compile(r"^(?:each|all|both|every one) of you|^you (?:all|both)\b", re.IGNORECASE)


def addressee_of(kind: str | None, phrase: str) -> str:
    """Whom a second-person word addresses, for the seat question's ``addressee`` fact: ``each`` (each
    player in turn: "each of you", "all of you", "you all"), ``together`` (the players together: any
    other ``group`` phrase, "you and your teammates", "as a group, you", "one of you", "your campaign
    log"), else ``one``. A fact of the wording; which player that is, is the seat clauses' decision."""
    if kind != "group":
        return "one"
    return "each" if _EACH.search(phrase.strip()) else "together"


_SELF = re.compile(r"\b(?:this card|this (?:ally|support|upgrade|event|resource|attachment|minion|villain|scheme|"
                   r"environment|treachery|obligation))\b[^.\"“]*?\b(?:gains?|has|gets?)\b[^\"“]*$",
                   re.IGNORECASE)
_OTHER = re.compile(r"\b(?:each|every|all|an?|the|that|target|attached|engaged)\s+(?:\w+\s+){0,2}?"
                    r"(minions?|villains?|enem(?:y|ies)|allies|ally|heroes|hero|characters?|identit(?:y|ies)|"
                    r"upgrades?|supports?|events?|schemes?|treacher(?:y|ies)|attachments?)\b[^\"“]*"
                    r"\b(?:gains?|gets?|has|have)\b[^\"“]*$"
                    r"|\bgive\s+(?:each|every|an?|the|that|target)\s+(?:\w+\s+){0,2}?"
                    r"(minions?|villains?|enem(?:y|ies)|allies|ally|heroes|hero|characters?)\b[^\"“]*$",
                    re.IGNORECASE)
#: the card type a word of `_OTHER` names (a character of no one type is left open: None)
_TYPE_OF = {"minion": "minion", "villain": "villain", "ally": "ally", "allie": "ally", "hero": "hero",
            "upgrade": "upgrade", "support": "support", "event": "event", "scheme": "side_scheme",
            "treachery": "treachery", "treacherie": "treachery", "attachment": "attachment"}


def quote_recipient(before: str) -> tuple[str, str] | None:
    """Which card the quoted ability after ``before`` (the sentence up to the quotation) is on, as
    ``("self", words)`` (the quoting card itself: "this card gains:"), ``(card_type, words)`` (a card
    of that type: "each minion gains:", "give an ally ..."), or None when the quoting text does not say
    (or names a card of no one type: "an enemy", "a character")."""
    m = _SELF.search(before)
    if m:
        return "self", " ".join(m.group(0).split()).lower()
    m = _OTHER.search(before)
    if m:
        word = (m.group(1) or m.group(2) or "").lower()
        stem = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
        kind = _TYPE_OF.get(stem)
        return (kind, " ".join(m.group(0).split()).lower()) if kind else None
    return None


_QUOTED_LABEL = re.compile(r"^\s*[\"“«„]?\s*((?:(?:hero|alter-ego|forced)\s+)*(?:action|interrupt|response|resource|"
                           r"when revealed|when defeated|boost))\s*(?:\([^)]*\))?\s*:", re.IGNORECASE)


def quoted_label(quotation: str) -> str | None:
    """The label a quoted ability opens with ("Forced Response"), title-cased, or None."""
    m = _QUOTED_LABEL.match(quotation)
    return " ".join(w.capitalize() if "-" not in w else "Alter-Ego" for w in m.group(1).split()) if m else None


def group_words_after(sentence: str, end: int) -> int:
    """The length of the group words right after the "you" ending at ``end`` (" and your teammates",
    " all", ", as a group,"), or 0: what to leave out to read the rest as a plain "you"."""
    m = _GROUP_AFTER.match(sentence[end:end + 80])
    if not m or re.match(r"\s*(?:may|must|can|should|will)\b", m.group(0), re.IGNORECASE):
        return 0
    each = re.match(r"\s+each\b", sentence[end + m.end():])  # "you and your teammates each draw"
    return m.end() + (each.end() if each else 0)


_OTHER_FORM = {"hero": re.compile(r"\balter[- ]?ego\b", re.IGNORECASE),
               "alter-ego": re.compile(r"\bhero form\b|\b(?:change|flip)s?(?: \w+){0,2} to (?:your )?hero\b",
                                       re.IGNORECASE)}


def form_question(label: str | None, sentence: str, position: str) -> str | None:
    """A note when the word stands in the trigger or condition (``position`` after, when or if) of an
    ability that only one form may use (its label opens with "Hero" or "Alter-Ego": Ability p3.b3
    checks the form of the player who triggers it) and that condition names the other form ("Hero
    Response: After you change to alter-ego form, ..."): is the form read when the condition is met
    (the ability can be used) or when the ability is used (the identity is in the other form: it
    cannot)? None otherwise (an effect that changes form, "... you may change to alter-ego form", is
    plain)."""
    if not label or position not in ("after", "when", "if"):
        return None
    form = "hero" if label.lower().startswith("hero") else "alter-ego" if label.lower().startswith("alter-ego") \
        else None
    if form is None or not _OTHER_FORM[form].search(sentence):
        return None
    other = "alter-ego" if form == "hero" else "hero"
    article = "an" if label[0] in "AEIOU" else "a"
    return (f"{article} {label} ability may only be used in {form} form, and this 'you' is met in {other} form: "
            f"read the form when the condition is met (it can be used) or when it is used (it cannot)")
