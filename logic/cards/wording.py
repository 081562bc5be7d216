"""Abilities and sentences of a card text, parsed with the grammar in ``grammar.lark``.

A text is read line by line (`logic.cards.markup.lines`); each line is parsed
into an optional ability name, an optional label with its qualifier, and the
segments between arrows (cost → effect); each segment is parsed into sentences.
A ``•`` option line belongs to the ability above it. Lines after ``<hr />`` are
the boost section.

Example
-------
>>> [ (s.label, s.part, s.text) for s in sentences_of("<b>Hero Action</b>: Exhaust your hero → draw 1 card. Heal 1 damage.") ]
[('Hero Action', 'cost', 'Exhaust your hero'), ('Hero Action', 'effect', 'draw 1 card.'), ('Hero Action', 'effect', 'Heal 1 damage.')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from lark import Lark, Tree
from lark.exceptions import LarkError

from logic.cards import lexicon_de, lexicon_fr
from logic.cards.markup import lines

__all__ = ["Sentence", "sentences_of", "parse_label", "LABELS"]

#: The labels the reader knows, in their canonical spelling (qualifiers apart).
LABELS: tuple[str, ...] = (
    "When Revealed", "Hero Action", "Forced Response", "Boost", "Forced Interrupt", "Response",
    "When Defeated", "Action", "Hero Response", "Hero Interrupt", "Alter-Ego Action", "Interrupt",
    "Setup", "Special", "Resource", "Hero Resource", "Preparation", "First Player Action",
    "When Completed", "Forced Action", "Alter-Ego Response", "Alter-Ego Interrupt", "Alter-Ego Resource",
    "Mission Response", "First Player Interrupt", "Contents", "Scenario Contents", "When Revealed/Defeated",
    # fan-made campaign cards: story read to the players (see logic.cards.uncovered.NARRATION_LABELS)
    # and the resolution of a scenario
    "Read Aloud", "Narration", "Story", "Prologue", "Epilogue", "Interlude", "Resolution",
)
_CANON = {lab.lower(): lab for lab in LABELS}


def _label_key(name: str) -> str:
    return re.sub(r"[\s\-—–]+", " ", name.lower().replace("’", "'")).strip()


#: French and German labels -> canonical English label (see the lexicon of each language).
_TRANSLATED_LABELS = {_label_key(k): v for k, v in {**lexicon_fr.LABELS, **lexicon_de.LABELS}.items()}
_MISSPELT = {"reponse": "response", "reveled": "revealed", "alter_ego": "alter-ego", "actions": "action"}


@dataclass(frozen=True)
class Sentence:
    """One sentence of a face, markup stripped, with the ability it belongs to.

    ``label`` is the canonical ability label ("Forced Response") or None for a
    sentence outside any labelled ability; ``qualifier`` the bracketed word after
    the label ("attack", "Hero") or ""; ``part`` is "cost" (before →) or "effect";
    ``section`` "main" or "boost"; ``choice`` True for a ``•`` option.
    """

    index: int
    text: str
    label: str | None = None
    qualifier: str = ""
    part: str = "effect"
    section: str = "main"
    choice: bool = False


@lru_cache(maxsize=1)
def _parser() -> Lark:
    grammar = (Path(__file__).with_name("grammar.lark")).read_text(encoding="utf-8")
    return Lark(grammar, start=["line", "sentences"], parser="lalr")


def parse_label(raw: str) -> tuple[str, str]:
    """The canonical label and qualifier of a printed label.

    >>> parse_label("hero reponse (thwart)")
    ('Hero Response', 'thwart')
    """
    m = re.match(r"\s*(.*?)\s*(?:\(([^()]*)\))?\s*$", raw)
    name, qual = m.group(1), (m.group(2) or "").strip()
    if _label_key(name) in _TRANSLATED_LABELS:  # a French or German label
        return _TRANSLATED_LABELS[_label_key(name)], qual
    words = [_MISSPELT.get(w.lower(), w.lower()) for w in re.split(r"\s+", name) if w]
    key = " ".join(words).replace("alter ego", "alter-ego")
    if key in _CANON:
        return _CANON[key], qual
    return " ".join(w if "-" not in w else "-".join(p.capitalize() for p in w.split("-"))
                    for w in (x.capitalize() for x in words)), qual


def split_sentences(segment: str) -> list[str]:
    """The sentences of one segment, stripped, in order (never raises)."""
    segment = segment.strip()
    if not segment:
        return []
    try:
        tree = _parser().parse(segment, start="sentences")
    except LarkError:
        return [segment]
    return ["".join(str(t) for t in sub.children).strip() for sub in tree.children
            if isinstance(sub, Tree) and "".join(str(t) for t in sub.children).strip()]


def _parse_line(text: str) -> tuple[str | None, str, list[str]]:
    """(label, qualifier, segments) of one line; unparsable lines are one segment."""
    try:
        tree = _parser().parse(text, start="line")
    except LarkError:
        return None, "", [text]
    label, qual, segments = None, "", []
    for child in tree.children:
        if isinstance(child, Tree) and child.data == "label":
            label, qual = parse_label(str(child.children[0]))
        elif isinstance(child, Tree) and child.data == "body":
            segments = ["".join(str(t) for t in seg.children) for seg in child.children
                        if isinstance(seg, Tree)]
    return label, qual, segments


def sentences_of(text: str) -> list[Sentence]:
    """Every sentence of a card text, in reading order, indexed from 0.

    A line without a label continues the label of the line above only when it is
    a ``•`` option; otherwise it has no label (keywords, constant abilities).
    """
    out: list[Sentence] = []
    label, qual = None, ""
    for line in lines(text):
        new_label, new_qual, segments = _parse_line(line.text)
        if new_label is not None:
            label, qual = new_label, new_qual
        elif not line.bullet:
            label, qual = None, ""
        for k, seg in enumerate(segments):
            part = "cost" if k == 0 and len(segments) > 1 else "effect"
            for s in split_sentences(seg):
                out.append(Sentence(len(out), s, label, qual, part, line.section, line.bullet))
    return out
