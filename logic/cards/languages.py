"""Which reader reads a card text: the second-person words and lexicon of each language.

A `Reader` gathers what is language-specific in reading a "you": the pattern of
the second-person words, the lexicon that gives each its game function, the
trigger positions, and the attachment wording. Labels and sentences are read by
one grammar for every language (`logic.cards.wording`); the rest of the reading
(`logic.cards.occurrences`) is the same for all.

>>> reader_for("fr").you_word.findall("Après que le méchant vous a attaqué, piochez.")
['vous']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from logic.cards import english, lexicon, lexicon_de, lexicon_fr
from logic.errors import InputError

__all__ = ["Reader", "READERS", "reader_for", "DEFAULT_RULES"]


@dataclass(frozen=True)
class Reader:
    """The language-specific parts of reading "you" (see the module docstring)."""

    lang: str
    you_word: re.Pattern
    match_word: Callable[[str, int, int], tuple | None]
    position_of: Callable[[str, int], str]
    attachment_of: Callable[[str], str]


def _english() -> Reader:
    return Reader("en", english.YOU_WORD, lexicon.match_word, english.position_of, english.attachment_of)


READERS: dict[str, Callable[[], Reader]] = {
    "en": _english,
    "fr": lambda: Reader("fr", lexicon_fr.YOU_WORD, lexicon_fr.match_word, lexicon_fr.position_of,
                         lexicon_fr.attachment_of),
    "de": lambda: Reader("de", lexicon_de.YOU_WORD, lexicon_de.match_word, lexicon_de.position_of,
                         lexicon_de.attachment_of),
}

#: The rule base each language's card text is ruled with by default (its own "You, Your" text).
DEFAULT_RULES: dict[str, str] = {"en": "marvel_champions/en", "fr": "marvel_champions/fr",
                                 "de": "marvel_champions/de"}


def reader_for(lang: str | None) -> Reader:
    """The reader of ``lang`` (None means English). Raises InputError for a language without one."""
    key = (lang or "en").lower()
    if key not in READERS:
        raise InputError(f"no card reader for language {lang!r}; known: {', '.join(READERS)}", None, None)
    return READERS[key]()
