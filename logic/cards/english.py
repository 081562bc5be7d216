"""The English readers of where a card's "you" stands: the second-person word, the attachment a card's
text names, and whether a word sits in a condition or in the effect.

They are the English half of `logic.cards.languages.Reader` (French and German have theirs in
`logic.cards.lexicon_fr` and `logic.cards.lexicon_de`); `logic.cards.occurrences` reads cards with them.
They live apart from `occurrences` so that `languages` can name them without importing the reader
that uses `languages` (no circle of imports).
"""

from __future__ import annotations

import re

__all__ = ["YOU_WORD", "attachment_of", "position_of"]

#: The second-person words, as a pattern over a sentence.
YOU_WORD = re.compile(r"\b(?:you(?:rself|rs|r)?)\b", re.IGNORECASE)

#: The encounter card types: an unlabelled instruction on one is read when it is revealed, and a
#: card it names in "Attach to NAME" is an enemy of its own set.
_ENCOUNTER_TYPES = frozenset({"attachment", "environment", "minion", "main_scheme", "obligation", "side_scheme",
                              "treachery", "villain", "leader"})


# -- attachment ------------------------------------------------------------------
_ATTACH = re.compile(r"\b(?:attach(?:ed)?(?: it| this card)?|attack(?= to your\b)) to ([^.;,→]*)", re.IGNORECASE)


def attachment_of(text: str, card_type: str | None = None) -> str:
    """The attachment of a card, read from its first "Attach to ..." wording.

    "your identity/hero/yourself" -> own_identity; an ally or a friendly character
    -> other_friendly_character; a minion, villain, enemy -> enemy_character; a
    scheme or other non-character -> non_character; no attach wording -> unattached.
    "Attack to your identity" (a misprint of the pool) is read as "attach".
    On an encounter card (``card_type``), a card named by its name ("Attach to Harpoon.")
    is an enemy: the encounter cards that attach to a named card attach to a villain or minion
    of their own set.

    >>> attachment_of("Attach to a minion. That minion gets +1 ATK.")
    'enemy_character'
    """
    m = _ATTACH.search(text or "")
    if not m:
        return "unattached"
    named = re.match(r"\s*(?-i:[A-Z][\w'’.-]*)(?:\s+(?:(?-i:[A-Z])[\w'’.-]*|of|the))*\s*(?:,|or\b|$)", m.group(1))
    target = m.group(1).lower()
    if re.search(r"\b(?:your|yourself)\b", target) and re.search(r"\b(?:hero|identity|identify|alter-ego|yourself)\b", target):
        return "own_identity"
    if re.search(r"\b(?:minions?|villains?|enemy|enemies|leader)\b", target):
        return "enemy_character"
    if re.search(r"\b(?:ally|allies|friendly|character|hero|identity)\b", target):
        return "other_friendly_character"
    if re.search(r"\b(?:scheme|schemes|environment|support|upgrade|attachment)\b", target):
        return "non_character"
    if re.search(r"\b(?:a|an|the|that|each|this)\b", target):
        return "non_character" if "card" in target else "unattached"
    if named and card_type in _ENCOUNTER_TYPES:  # "Attach to Harpoon.": an encounter card names an enemy
        return "enemy_character"
    return "unattached"


# -- position -----------------------------------------------------------------------
_CONDITION = re.compile(r"\b(as if|after|when|whenever|if|while|unless|as long as|only if)\b", re.IGNORECASE)
_POSITION_OF = {"as if": "effect", "after": "after", "when": "when", "whenever": "when", "if": "if", "while": "if",
                "unless": "if", "as long as": "if", "only if": "if"}


def position_of(sentence: str, start: int) -> str:
    """Where the word at ``start`` stands: "after", "when", "if" or "effect".

    The word is in a condition when a condition word (after, when, whenever; if,
    only if, while, unless, as long as) precedes it in the same clause, the clause
    ending at a comma, a colon or a dash. "as if" is not a condition.

    >>> position_of("After you attack, draw 1 card.", 6), position_of("Draw 1 card if you are stunned.", 15)
    ('after', 'if')
    """
    clause_start = max(sentence.rfind(c, 0, start) for c in ",:;—")
    clause = sentence[clause_start + 1:start]
    words = list(_CONDITION.finditer(clause))
    if not words:
        return "effect"
    return _POSITION_OF[words[-1].group(1).lower()]
