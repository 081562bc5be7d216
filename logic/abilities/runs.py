"""One sentence as the runs the ability grammar reads of it: the whole sentence, or runs of its pieces.

`parse_runs(text, name, lang)` makes the sentence canonical (`logic.abilities.tokens`) and parses it
with the language's ability grammar (`logic.abilities.grammar`) from its start rule. A sentence the
grammar does not read whole is retried piece by piece (pieces end at a comma, a semicolon or a colon;
the longest run of pieces that reads wins), so what is read is kept and the rest becomes `Unread`
fragments with their spans. Runs are tried longest first; once the parser stopped at a token, no
longer run that holds that token is tried (it would stop there too: `logic.abilities.fastparse.StoppedAt`).

Both readers of a sentence's structure start here: `logic.abilities.reader` takes each run's items
into an `Ability`, `logic.abilities.roles` walks each run's parse tree for the role of every "you".

Promises
--------
- Each run is read whole by the grammar and its items were built (a parse whose items cannot be
  built, `ParseFailed`, is not a run); runs and fragments do not overlap and come in sentence order.
- Each distinct (text, name where the text holds it, language) is parsed once per process
  (`_RUNS`), whatever asks; each run's tree stays in the grammar's memo (`Grammar.tree`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from logic.abilities import model as m
from logic.abilities.grammar import Grammar, ParseFailed, grammar, known_words
from logic.abilities.tokens import pieces as _pieces
from logic.abilities.tokens import sub_tokens as _sub
from logic.abilities.tokens import Tokens, tokenize

__all__ = ["Run", "parse_runs", "read_runs", "name_key", "WORD"]

#: a word of a sentence (a fragment that holds none is punctuation, not unread text)
WORD = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*")


def name_key(text: str, name: str) -> str:
    """The card's name as far as the reading of ``text`` depends on it: only where the text holds it."""
    own = name.strip()
    return name if len(own) > 1 and (own in text or own[0].lower() + own[1:] in text) else ""


@dataclass(frozen=True, slots=True)
class Run:
    """One part of a sentence the grammar read: the whole sentence (``start`` "start") or a run of its
    pieces (``start`` "clause"), its `Tokens` (spans in the sentence), the items built from it and the
    spans they read. Its parse tree is ``grammar(lang).tree(tokens.canon, start)`` (the grammar's memo)."""
    tokens: Tokens
    start: str
    items: tuple
    spans: tuple[m.Span, ...]


def read_runs(text: str, name: str = "", lang: str = "en") -> tuple[Run, ...]:
    """The `Run` of each part of the sentence ``text`` the grammar read, in order (see the module)."""
    return parse_runs(text, name, lang)[0]


#: (text, name where the text holds it, lang) -> (runs, unread fragments): each sentence parsed once,
#: whatever asks
_RUNS: dict[tuple[str, str, str], tuple[tuple[Run, ...], tuple[m.Unread, ...]]] = {}


def parse_runs(text: str, name: str = "", lang: str = "en") -> tuple[tuple[Run, ...], tuple[m.Unread, ...]]:
    """The `Run` of each part of the sentence ``text`` the grammar read, and the `Unread` fragments
    (the pieces no run holds that hold a word), each in order (see the module)."""
    key = (text, name_key(text, name), lang)
    hit = _RUNS.get(key)
    if hit is None:
        hit = _RUNS[key] = _read_runs(text, name, lang)
    return hit


def _read_runs(text: str, name: str, lang: str) -> tuple[tuple[Run, ...], tuple[m.Unread, ...]]:
    g = grammar(lang)
    tokens = tokenize(text, name, known_words(lang), lang)
    try:
        items, spans = g.parse(tokens, text, "start")
        return (Run(tokens, "start", tuple(items), tuple(spans)),), ()
    except ParseFailed:
        pass
    return _read_by_pieces(g, tokens, text, lang)


def _read_by_pieces(g: Grammar, tokens: Tokens, text: str, lang: str = "en") -> tuple[tuple[Run, ...], tuple[m.Unread, ...]]:
    pieces = _pieces(tokens, lang)
    runs, unread = [], []
    i = 0
    while i < len(pieces):
        stop = len(tokens.spans)  # a run of pieces holding the token at ``stop`` is known not to read
        for j in range(len(pieces), i, -1):
            lo, hi = pieces[i][0], pieces[j - 1][1]
            if hi > stop:
                continue
            sub = _sub(tokens, lo, hi)
            try:
                got, spans = g.parse(sub, text, "clause")
            except ParseFailed:
                at = g.stops.get(("clause", sub.canon))
                if at is not None:  # the parser stopped at this token: so does every longer run from piece i
                    stop = lo + bisect_right(sub.starts, at) - 1
                continue
            runs.append(Run(sub, "clause", tuple(got), tuple(spans)))
            i = j
            break
        else:
            lo, hi = pieces[i]
            s, e = tokens.spans[lo][0], tokens.spans[hi - 1][1]
            if WORD.search(text, s, e):  # a piece of punctuation alone holds no word to read
                unread.append(m.Unread(text[s:e], (s, e)))
            i += 1
    return tuple(runs), tuple(unread)
