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

Example
-------
>>> [ (l.section, l.bullet, l.text) for l in lines("<b>Action</b>: Draw.\\n<hr />\\n[star] <b>Boost</b>: You are stunned.")]
[('main', False, 'Action: Draw.'), ('boost', False, '[star] Boost: You are stunned.')]
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

__all__ = ["Line", "lines", "strip_markup", "ICONS"]

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


def lines(text: str) -> list[Line]:
    """The non-empty lines of a card text, in order, each with its section and bullet mark.

    Everything after an ``<hr />`` is in the ``boost`` section. A line starting with
    ``•`` is a choice option (``bullet=True``) and its text loses the bullet.
    Bold labels written ``<b>Action</b>:`` and ``<b>Action:</b>`` both become ``Action:``.
    """
    out: list[Line] = []
    parts = _HR.split(text or "")
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
