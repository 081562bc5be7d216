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
from dataclasses import dataclass, field
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
    #: the ability (printed line, with its ``•`` options) the sentence belongs to, from 0
    ability: int = field(default=0, compare=False, repr=False)
    #: the first sentence of its ``•`` option's line: the option opens there; the line's later sentences (and its
    #: effects after an arrow) are more of the same option
    opens: bool = field(default=False, compare=False, repr=False)


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
    return list(_split_sentences(segment))


# -- the grammar, read fast ---------------------------------------------------------------------
# Lark parses each line and each segment with its LALR parser and contextual lexer, building tokens
# and trees; for a pool of thousands of cards that is most of the reading. Both start rules are
# regular, so the same reading can be done with the grammar's own terminal regexes: in each state of
# the parser, lark's lexer tries the terminals that state accepts, in its order (priority, then
# width, then pattern length), the first that matches wins, and a text none matches is an error.
# `_LINE_STATES` and `_SENTENCE_STATES` are those states (tests check them against lark's lexer, and
# compare both readings on the official pool and on random text); the regexes come from the compiled
# grammar. Where the fast reading meets an error, lark reads the text (`_parse_line_lark`,
# `_split_sentences_lark`), so an error is always lark's.

#: line: ICON? (ability_name ICON?)? label? body; label: (LABEL | LABEL_I18N) ":"; body: segment (ARROW segment)*
_LINE_STATES: dict[str, tuple[str, ...]] = {
    "start": ("LABEL_I18N", "LABEL", "ICON", "ABILITY_NAME", "TEXT", "ARROW"),
    "icon": ("LABEL_I18N", "LABEL", "ABILITY_NAME", "TEXT", "ARROW"),
    "name": ("LABEL_I18N", "LABEL", "ICON", "TEXT", "ARROW"),
    "name_icon": ("LABEL_I18N", "LABEL", "TEXT", "ARROW"),
    "label": ("COLON",),
    "body": ("TEXT", "ARROW"),
    "text": ("ARROW",),
}
_LINE_NEXT = {"ICON": "icon", "ABILITY_NAME": "name", "LABEL": "label", "LABEL_I18N": "label", "COLON": "body",
              "TEXT": "text", "ARROW": "body"}
#: sentences: sentence* tail?; sentence: _piece+ STOP; tail: _piece+ (STOP only after a piece)
_SENTENCE_STATES: dict[str, tuple[str, ...]] = {
    "open": ("QUOTE", "PAREN", "WORDS", "LONE"),
    "piece": ("QUOTE", "PAREN", "WORDS", "STOP", "LONE"),
}


@lru_cache(maxsize=1)
def _scanners() -> tuple[dict[str, re.Pattern], dict[str, re.Pattern]]:
    """One alternation per state, built as lark's lexer builds its own: ``(?P<NAME>regex)|...``."""
    terminals = {t.name: t for t in _parser().terminals}

    def build(names: tuple[str, ...]) -> re.Pattern:
        return re.compile("|".join(f"(?P<{n}>{terminals[n].pattern.to_regexp()})" for n in names))
    return ({k: build(v) for k, v in _LINE_STATES.items()}, {k: build(v) for k, v in _SENTENCE_STATES.items()})


def _lex_line(text: str) -> tuple[str | None, tuple[str, ...]] | None:
    """(the printed label or None, the segments) of one line, or None where lark would meet an error."""
    scanners = _scanners()[0]
    state, pos, end = "start", 0, len(text)
    label, segments = None, [""]
    while pos < end:
        m = scanners[state].match(text, pos)
        if m is None or m.end() == pos:
            return None
        kind = m.lastgroup
        if kind == "LABEL" or kind == "LABEL_I18N":
            label = m.group(0)
        elif kind == "TEXT":
            segments[-1] = m.group(0)
        elif kind == "ARROW":
            segments.append("")
        pos, state = m.end(), ("name_icon" if kind == "ICON" and state == "name" else _LINE_NEXT[kind])
    if state == "label":  # a label without its colon
        return None
    return label, tuple(segments)


def _lex_sentences(segment: str) -> tuple[str, ...] | None:
    """The sentences of one (stripped, non-empty) segment, or None where lark would meet an error."""
    scanners = _scanners()[1]
    state, pos, end = "open", 0, len(segment)
    pieces: list[str] = []
    out: list[str] = []
    while pos < end:
        m = scanners[state].match(segment, pos)
        if m is None or m.end() == pos:
            return None
        pieces.append(m.group(0))
        pos = m.end()
        if m.lastgroup == "STOP":
            out.append("".join(pieces))
            pieces, state = [], "open"
        else:
            state = "piece"
    if pieces:
        out.append("".join(pieces))
    return tuple(s for s in (x.strip() for x in out) if s)


@lru_cache(maxsize=1 << 15)
def _split_sentences(segment: str) -> tuple[str, ...]:
    segment = segment.strip()
    if not segment:
        return ()
    fast = _lex_sentences(segment)
    return fast if fast is not None else _split_sentences_lark(segment)


def _split_sentences_lark(segment: str) -> tuple[str, ...]:
    """`split_sentences` of a stripped, non-empty segment, by lark (the reference)."""
    try:
        tree = _parser().parse(segment, start="sentences")
    except LarkError:
        return (segment,)
    return tuple("".join(str(t) for t in sub.children).strip() for sub in tree.children
                 if isinstance(sub, Tree) and "".join(str(t) for t in sub.children).strip())


@lru_cache(maxsize=1 << 15)
def _parse_line(text: str) -> tuple[str | None, str, tuple[str, ...]]:
    """(label, qualifier, segments) of one line; unparsable lines are one segment. Cached per
    distinct line: a pool repeats its lines ("Attach to your hero.", a label and its usual effect)."""
    fast = _lex_line(text)
    if fast is None:
        return _parse_line_lark(text)
    raw, segments = fast
    label, qual = parse_label(raw) if raw is not None else (None, "")
    return label, qual, segments


def _parse_line_lark(text: str) -> tuple[str | None, str, tuple[str, ...]]:
    """`_parse_line` by lark (the reference)."""
    try:
        tree = _parser().parse(text, start="line")
    except LarkError:
        return None, "", (text,)
    label, qual, segments = None, "", ()
    for child in tree.children:
        if isinstance(child, Tree) and child.data == "label":
            label, qual = parse_label(str(child.children[0]))
        elif isinstance(child, Tree) and child.data == "body":
            segments = tuple("".join(str(t) for t in seg.children) for seg in child.children
                             if isinstance(seg, Tree))
    return label, qual, segments


def sentences_of(text: str) -> list[Sentence]:
    """Every sentence of a card text, in reading order, indexed from 0.

    A line without a label continues the label of the line above only when it is
    a ``•`` option, or an option marked by a resource icon and a dash (``[mental] — ...``);
    otherwise it has no label (keywords, constant abilities).
    Cached per distinct text (the sentences are frozen; the list is a new one each call).
    """
    return list(_sentences_of(text))


#: A line that is an option of the ability above, marked by a resource icon and a dash rather than a
#: bullet ("[mental] — You are confused." after "If that card's resource has:").
_ICON_OPTION = re.compile(r"^\s*\[(?:energy|mental|physical|wild)\]\s*[—–-]\s")


@lru_cache(maxsize=1 << 14)
def _sentences_of(text: str) -> tuple[Sentence, ...]:
    out: list[Sentence] = []
    label, qual = None, ""
    ability = -1
    for line in lines(text):
        new_label, new_qual, segments = _parse_line(line.text)
        option = line.bullet or bool(_ICON_OPTION.match(line.text))
        if new_label is not None:
            label, qual = new_label, new_qual
        elif not option:
            label, qual = None, ""
        if new_label is not None or not option or ability < 0:
            ability += 1
        first = len(out)
        for k, seg in enumerate(segments):
            part = "cost" if k == 0 and len(segments) > 1 else "effect"
            for s in _split_sentences(seg):
                out.append(Sentence(len(out), s, label, qual, part, line.section, line.bullet, max(ability, 0),
                                    opens=line.bullet and len(out) == first))
    return tuple(out)
