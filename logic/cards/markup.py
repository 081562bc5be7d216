"""MarvelCDB card-text markup: tags, icons, traits, sections and lines.

The ``text`` field of a record uses a small markup: ``<b>`` (ability labels and
keywords), ``<i>`` (reminder and flavour text), ``<hr />`` before the boost
section, ``[[Trait]]``, icon tokens such as ``[star]`` or ``[energy]``, ``\\n``
between abilities, ``→`` between a cost and its effect, and ``•`` before the
options of a choice list.

`lines` turns a text into `Line` objects whose ``text`` holds no tag and no
``[[ ]]``; icon tokens stay as ``[name]`` (they are words of the card, e.g.
"spend a [energy] resource"). Nothing here decides what a line means: that is
the grammar's job (`logic.cards.wording`).

Flavour (`split_flavour`) is left out of the lines: quoted speech closing a line
after a finished sentence (``Deal 1 damage to you. "Run, before I crush you!"``),
a line that is only an attribution (``— Red Skull``), and an italic line that is
quoted, attributed, or prose naming nothing of the game (no game word, digit,
bracket or colon: ``<i>The streets remember you.</i>``; ``<i>Give to the X
player.</i>`` stays). Quotes that are rules text stay: a quoted ability
(``gains: "Forced Response: ..."``, a quote opening with an ability label), an
ability name (``your "Optic Blast" ability``, ``<i>"Like, totally!"</i> — <b>Resource</b>``).

Example
-------
>>> [ (l.section, l.bullet, l.text) for l in lines("<b>Action</b>: Draw.\\n<hr />\\n[star] <b>Boost</b>: You are stunned.")]
[('main', False, 'Action: Draw.'), ('boost', False, '[star] Boost: You are stunned.')]
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["Line", "lines", "strip_markup", "split_flavour", "ICONS"]

#: Icon tokens seen in the pool; any other ``[word]`` is kept as it is.
ICONS = ("star", "per_hero", "per_group", "energy", "mental", "physical", "wild", "boost", "crisis",
         "acceleration", "amplify", "cost", "hazard", "unique")

_HR = re.compile(r"<hr\s*/?>", re.I)
_BR = re.compile(r"<br\s*/?>|</?p>", re.I)
_TAG = re.compile(r"</?[a-zA-Z][^<>]*/?>")
_TRAIT = re.compile(r"\[\[([^\[\]]*)\]\]")
_SPACES = re.compile(r"[ \t\u00a0]+")
_BULLET = re.compile(r"^\s*[•·]\s*")


@dataclass(frozen=True)
class Line:
    """One line of card text: markup stripped, its section, and whether it is a choice option."""

    text: str
    section: str = "main"  # "main", or "boost" after <hr />
    bullet: bool = False


def strip_markup(text: str) -> str:
    """The text without tags, entities or ``[[ ]]``, with spaces normalised (lines kept)."""
    text = _BR.sub("\n", text)
    text = _HR.sub("\n", text)
    text = _TAG.sub("", text)
    text = _TRAIT.sub(r"\1", text)
    text = html.unescape(text).replace("\r", "")
    text = text.replace("->", "→")
    return "\n".join(_SPACES.sub(" ", ln).strip() for ln in text.split("\n"))


_OPEN, _CLOSE = "\"“«„", "\"”»“"
#: An attributed name: capitalised words ("Red Skull", "Nick Fury, Director of S.H.I.E.L.D.").
_NAME = r"(?:[Tt]he\s+)?[A-Z][\w'’.-]*(?:,?\s+(?:[A-Z][\w'’.-]*|of|the|and|&)){0,6}"
_DASH = r"(?:[—–―]|--?)"
#: Quoted speech closing a line: after the line's start (a tilde may open it: ~ "Got a price.") or a finished sentence, a full quotation
#: (a sentence: it ends with . ! ? or …), optionally attributed.
_SPEECH = re.compile(r"(?:^\s*~?|(?<=[.!?…)]))\s*[" + _OPEN + r"](?P<body>[^" + _OPEN + _CLOSE + r"\n]*[.!?…,])\s*["
                     + _CLOSE + r"]\s*(?:" + _DASH + r"\s*" + _NAME + r")?\s*$")
_ATTRIBUTION = re.compile(r"\s*(?:[—–―]|--)\s*" + _NAME + r"\s*")  # a whole line: no single hyphen (a list)
_ITALIC_LINE = re.compile(r"\s*<i>(?P<inner>(?:(?!</?i>).)*)</i>\s*", re.S)
_ITALIC_TAG = re.compile(r"</?i>", re.I)
_LABEL_START = re.compile(r"\s*(?:<[^<>]*>)*\s*[A-Z][\w' /-]{1,40}(?:\s*\([^()]*\))?\s*(?:</[^<>]*>)?\s*:")


#: An italic line of prose: capitalised, one or two sentences, no brackets, digits, colons or arrows.
_PROSE = re.compile(r"[A-Z][^()\[\]{}:→\d\n]{2,200}[.!?…]")
#: Words of the game: an italic line holding one is rules, setup or a reminder, never dropped.
_GAME_WORD = re.compile(r"\b(?:damage|threat|card|cards|deck|hand|play|plays|played|player|players|hero|heroes|"
                        r"identity|alter-ego|villain|minion|minions|scheme|schemes|ally|allies|attack|attacks|"
                        r"thwart|defend|resource|resources|exhaust|ready|discard|draw|search|reveal|setup|"
                        r"stunned|confused|tough|boost|encounter|give|set aside|remove|heal|phase|round|"
                        # "place" is the verb (place 1 threat, place it), not the noun ("Nobody knows this place.")
                        r"place(?=\s+(?:\d+|x|an?|it|them|this|that|those|the|each|all|one|two|three|up to)\b)|"
                        r"turn|trait|keyword|token|counter|attach|attached|upgrade|support|event|obligation|"
                        r"treachery|environment|nemesis)\b", re.IGNORECASE)


def _is_quoted_ability(body: str) -> bool:
    """A quotation that opens with an ability label ("Forced Response: ...") is rules text."""
    return bool(_LABEL_START.match(body))


def split_flavour(text: str) -> tuple[str, list[str]]:
    """The text without its flavour, and the flavour pieces (markup kept), line by line.

    Only what is clearly flavour goes (see the module): a line that is only an
    attribution; an italic line whose content is a quotation or ends with an
    attribution; a quotation that closes a line after a finished sentence (or is
    the whole line), is a sentence itself (ends with . ! ? … or ,), and does not open
    with an ability label. Everything else is kept as it is.

    >>> split_flavour('Deal 1 damage to you. "Run, before I crush you!"')
    ('Deal 1 damage to you.', ['"Run, before I crush you!"'])
    >>> split_flavour('This card gains: "Forced Response: After you attack, draw 1 card."')[1]
    []
    """
    kept, pieces = _split_flavour(text or "")
    return kept, list(pieces)


@lru_cache(maxsize=1 << 14)
def _split_flavour(text: str) -> tuple[str, tuple[str, ...]]:
    """`split_flavour`, cached per distinct text (lint reads each text twice: for its lines and for
    the flavour count)."""
    kept, pieces = [], []
    for line in text.split("\n"):
        m = _ITALIC_LINE.fullmatch(line)
        plain = _TAG.sub("", line)
        if plain.strip() and _ATTRIBUTION.fullmatch(plain) and not re.search(r"\w\s*:", plain):
            pieces.append(line.strip())
            continue
        if m:
            inner = _TAG.sub("", m.group("inner")).strip()
            quoted = inner[:1] in _OPEN and _SPEECH.fullmatch(inner) and not _is_quoted_ability(inner[1:])
            attributed = re.search(r"[.!?…" + _CLOSE + r"]\s*" + _DASH + r"\s*" + _NAME + r"\s*$", inner)
            if quoted or attributed or _PROSE.fullmatch(inner) and not _GAME_WORD.search(inner):
                pieces.append(line.strip())
                continue
        bare = _ITALIC_TAG.sub("", line)
        s = _SPEECH.search(bare)
        if s and not _is_quoted_ability(s.group("body")):
            rest = bare[:s.start()].rstrip()
            if not rest.endswith(":"):
                pieces.append(bare[s.start():].strip())
                if rest.strip():
                    kept.append(rest)
                continue
        kept.append(line)
    return "\n".join(kept), tuple(pieces)


def lines(text: str) -> list[Line]:
    """The non-empty lines of a card text, in order, each with its section and bullet mark.

    Flavour is left out (`split_flavour`). Everything after an ``<hr />`` is in the ``boost`` section. A line starting with
    ``•`` is a choice option (``bullet=True``) and its text loses the bullet.
    Bold labels written ``<b>Action</b>:`` and ``<b>Action:</b>`` both become ``Action:``.
    """
    out: list[Line] = []
    parts = _HR.split(split_flavour(text or "")[0])
    for i, part in enumerate(parts):
        section = "main" if i == 0 else "boost"
        for raw in strip_markup(part).split("\n"):
            raw = raw.strip()
            if not raw:
                continue
            bullet = bool(_BULLET.match(raw))
            body = _BULLET.sub("", raw).strip()
            # several bullets written on one line: split them
            pieces = [p.strip() for p in re.split(r"\s+[•]\s+", body) if p.strip()]
            for j, p in enumerate(pieces):
                out.append(Line(p, section, bullet or j > 0))
    return out
