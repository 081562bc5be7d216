"""Second-person words the "You, Your" entry does not cover: findings, not guesses.

The entry (You, Your, p1-p2) says whom one "you" or "your" of a card ability means:
the resolving player's identity, else that player. Three uses fall outside it,
and the reader reports each as ``not_covered`` with its kind and phrase instead
of giving it a game function:

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
team": these stay the possessive of one player (game function ``team``). The
team is the one of the player who resolves the ability ("your team reveals it",
competitive mode), so the entry's "your" is still one player's, and the clauses
decide it. Only a "you" that is itself the group (the subject of a shared
decision, or "you and your teammates" together) is ``group``.
"""

from __future__ import annotations

import re

__all__ = ["not_covered", "KINDS", "NARRATION_LABELS", "inside_quotes", "narration"]

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
