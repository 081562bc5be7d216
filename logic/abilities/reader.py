"""Card text -> `Ability` structures: one reading of the text.

`read_text(text, name, lang)` splits the text into abilities and sentences with the card reader
(`logic.cards.wording.sentences_of`, which owns the markup and the label grammar), makes each
sentence canonical (`logic.abilities.tokens`) and parses it with the language's ability grammar
(`logic.abilities.grammar`). A sentence the grammar does not read whole is retried piece by piece
(pieces end at a comma, a semicolon or a colon; the longest run of pieces that reads wins), so
what is read is kept and the rest becomes `Unread` fragments with their spans.

Promises
--------
- Every word of every sentence is in a read span or in an unread fragment; `Reading.dropped_words`
  counts the words in neither (computed, never assumed: the audit of `logic.abilities.audit`).
- A sentence is FULLY read when it has no unread fragment, NOT read when nothing of it was read,
  PARTLY read otherwise.
- Each distinct canonical sentence is parsed once (the grammar's memo).
"""

from __future__ import annotations

import re
from dataclasses import replace

from logic.abilities import model as m
from logic.abilities.grammar import Grammar, ParseFailed, grammar, known_words
from logic.abilities.tokens import Tokens, tokenize
from logic.cards.wording import sentences_of

__all__ = ["read_text", "read_sentence", "ability_kind"]

_WORD = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*")
_BREAKS = {",", ";", ":"}
_BEFORE = {"and", "then", "&"}

#: canonical label -> (kind, form); a form prefix ("Hero", "Alter-Ego" ...) is taken off first
_FORMS = (("Alter-Ego ", "alter_ego"), ("Hero ", "hero"), ("First Player ", "first_player"), ("Mission ", "mission"))
_KINDS = {
    "Action": m.AbilityKind.ACTION, "Response": m.AbilityKind.RESPONSE, "Interrupt": m.AbilityKind.INTERRUPT,
    "Forced Response": m.AbilityKind.FORCED_RESPONSE, "Forced Interrupt": m.AbilityKind.FORCED_INTERRUPT,
    "Forced Action": m.AbilityKind.FORCED_ACTION, "When Revealed": m.AbilityKind.WHEN_REVEALED,
    "When Defeated": m.AbilityKind.WHEN_DEFEATED, "When Completed": m.AbilityKind.WHEN_COMPLETED,
    "When Revealed/Defeated": m.AbilityKind.WHEN_REVEALED, "Boost": m.AbilityKind.BOOST,
    "Setup": m.AbilityKind.SETUP, "Special": m.AbilityKind.SPECIAL, "Resource": m.AbilityKind.RESOURCE,
    "Preparation": m.AbilityKind.PREPARATION, "Contents": m.AbilityKind.CONTENTS,
    "Scenario Contents": m.AbilityKind.CONTENTS, "Resolution": m.AbilityKind.RESOLUTION,
    "Read Aloud": m.AbilityKind.STORY, "Narration": m.AbilityKind.STORY, "Story": m.AbilityKind.STORY,
    "Prologue": m.AbilityKind.STORY, "Epilogue": m.AbilityKind.STORY, "Interlude": m.AbilityKind.STORY,
}
#: an effect read in the cost segment (before the arrow) is a cost of that kind
_AS_COST = {m.EffectKind.EXHAUST: m.CostKind.EXHAUST, m.EffectKind.DISCARD: m.CostKind.DISCARD,
            m.EffectKind.REMOVE_COUNTERS: m.CostKind.REMOVE_COUNTERS, m.EffectKind.TAKE_DAMAGE: m.CostKind.TAKE_DAMAGE,
            m.EffectKind.RETURN_TO_HAND: m.CostKind.RETURN_TO_HAND,
            m.EffectKind.REMOVE_FROM_GAME: m.CostKind.REMOVE_FROM_GAME, m.EffectKind.DEFEAT: m.CostKind.DEFEAT,
            m.EffectKind.PLACE_THREAT: m.CostKind.PLACE_THREAT}


def ability_kind(label: str | None) -> tuple[m.AbilityKind, str] | None:
    """(kind, form) of a canonical label; None for a label no kind names (reported unread).

    >>> ability_kind("Hero Interrupt")
    (<AbilityKind.INTERRUPT: 'interrupt'>, 'hero')
    """
    if not label:
        return m.AbilityKind.CONSTANT, ""
    form = ""
    for prefix, f in _FORMS:
        if label.startswith(prefix) and label[len(prefix):] in _KINDS:
            label, form = label[len(prefix):], f
            break
    kind = _KINDS.get(label)
    return (kind, form) if kind else None


def _sub(tokens: Tokens, i: int, j: int) -> Tokens:
    words = tokens.canon.split(" ")[i:j]
    starts, at = [], 0
    for w in words:
        starts.append(at)
        at += len(w) + 1
    return Tokens(" ".join(words), tokens.spans[i:j], tuple(starts))


def _pieces(tokens: Tokens) -> list[tuple[int, int]]:
    """Token ranges that end at a comma, a semicolon or a colon (the break stays with its piece) or
    before "and" / "then" (which open the next piece), never inside parentheses."""
    words = tokens.canon.split(" ")
    out, start, depth = [], 0, 0
    balanced = words.count("(") == words.count(")")
    for k, w in enumerate(words):
        depth = max(0, depth + (w == "(") - (w == ")")) if balanced else 0
        if depth:  # no break inside parentheses: "(THW, ATK, or DEF)" is one piece with what it qualifies
            continue
        if w in _BEFORE and k > start:
            out.append((start, k))
            start = k
        if w in _BREAKS:
            out.append((start, k + 1))
            start = k + 1
    if start < len(words):
        out.append((start, len(words)))
    return out


def _words_outside(text: str, covered: list[m.Span]) -> int:
    """How many words of ``text`` touch no span of ``covered``."""
    n = 0
    for w in _WORD.finditer(text):
        if not any(s < w.end() and w.start() < e for s, e in covered):
            n += 1
    return n


def read_sentence(text: str, part: str = "effect", name: str = "", lang: str = "en") -> tuple[list, m.Reading]:
    """The items read from one sentence and its `Reading` (status, read spans, unread fragments).
    Kept per distinct (text, part, name, lang), in memory and on disk (`logic.abilities.cache`)."""
    key = (text, part, name, lang)
    hit = _MEMO.get(key)
    if hit is None:
        hit = _MEMO[key] = _read_sentence(text, part, name, lang)
    return list(hit[0]), hit[1]


#: (text, part, name, lang) -> (items, reading); filled from and saved to disk by `logic.abilities.cache`
_MEMO: dict[tuple[str, str, str, str], tuple[tuple, m.Reading]] = {}


def _read_sentence(text: str, part: str, name: str, lang: str) -> tuple[tuple, m.Reading]:
    g = grammar(lang)
    tokens = tokenize(text, name, known_words(lang))
    starts = ("start",)
    for start in starts:
        try:
            items, spans = g.parse(tokens, text, start)
            return tuple(items), _reading(text, part, spans, [])
        except ParseFailed:
            pass
    items, reading = _read_by_pieces(g, tokens, text, part)
    return tuple(items), reading


def _read_by_pieces(g: Grammar, tokens: Tokens, text: str, part: str) -> tuple[list, m.Reading]:
    pieces = _pieces(tokens)
    items, read, unread = [], [], []
    i = 0
    while i < len(pieces):
        for j in range(len(pieces), i, -1):
            lo, hi = pieces[i][0], pieces[j - 1][1]
            sub = _sub(tokens, lo, hi)
            try:
                got, spans = g.parse(sub, text, "clause")
            except ParseFailed:
                try:
                    got, spans = g.parse(sub, text, "clause")
                except ParseFailed:
                    continue
            items += got
            read += spans
            i = j
            break
        else:
            lo, hi = pieces[i]
            s, e = tokens.spans[lo][0], tokens.spans[hi - 1][1]
            if _WORD.search(text, s, e):  # a piece of punctuation alone holds no word to read
                unread.append(m.Unread(text[s:e], (s, e)))
            i += 1
    return items, _reading(text, part, read, unread)


def _reading(text: str, part: str, read: list[m.Span], unread: list[m.Unread]) -> m.Reading:
    read = [s for s in read if s[1] > s[0]]
    dropped = _words_outside(text, read + [u.span for u in unread])
    words = _WORD.search(text) is not None
    if not unread and read:
        status = m.ReadStatus.FULLY
    elif not read:
        status = m.ReadStatus.NOT if words else m.ReadStatus.FULLY
    else:
        status = m.ReadStatus.PARTLY
    return m.Reading(text, status, part, tuple(read), tuple(unread), dropped)


def read_text(text: str, name: str = "", lang: str = "en") -> list[m.Ability]:
    """Every ability of a card text, in printed order (see the module for the promises).
    Kept per distinct (text, name, lang), in memory and on disk (`logic.abilities.cache`)."""
    key = (text or "", name or "", lang)
    hit = TEXTS.get(key)
    if hit is None:
        hit = TEXTS[key] = _read_text(*key)
    return list(hit)


#: (text, name, lang) -> abilities; filled from and saved to disk by `logic.abilities.cache`
TEXTS: dict[tuple[str, str, str], tuple[m.Ability, ...]] = {}


def _read_text(text: str, name: str, lang: str) -> tuple[m.Ability, ...]:
    groups: dict[int, list] = {}
    for s in sentences_of(text):
        groups.setdefault(s.ability, []).append(s)
    return tuple(_ability(ss, name, lang) for _, ss in sorted(groups.items()))


def _ability(sentences: list, name: str, lang: str) -> m.Ability:
    first = sentences[0]
    kind_form = ability_kind(first.label)
    readings, keywords, conditions, costs, effects, limits = [], [], [], [], [], []
    trigger = None
    if kind_form is None:  # a printed label no kind names: read as a constant ability, the label reported
        kind_form = (m.AbilityKind.CONSTANT, "")
    for s in sentences:
        items, reading = read_sentence(s.text, s.part, name, lang)
        readings.append(reading)
        link, optional = (m.Link.OPTION if s.choice else m.Link.FIRST), False
        duration = m.Duration.NONE
        pending: list[m.Condition] = []  # the conditions read so far in this sentence govern its effects
        for it in items:
            if isinstance(it, m.Duration):
                duration = it
            elif isinstance(it, m.Link):
                link = it
            elif getattr(it, "what", None) == "may":
                optional = True
            elif getattr(it, "what", None) == "x_is":  # X defined: the last effect whose amount is X
                for k in range(len(effects) - 1, -1, -1):
                    a = effects[k].amount
                    if a is not None and a.variable == "X":
                        effects[k] = replace(effects[k], amount=replace(a, defined_as=it.value))
                        break
            elif isinstance(it, m.Keyword):
                keywords.append(it)
            elif isinstance(it, m.Trigger):
                trigger = trigger or it
            elif isinstance(it, m.Condition):
                conditions.append(it)
                pending.append(it)
                if it.kind is m.ConditionKind.OTHERWISE:
                    link = m.Link.OTHERWISE
            elif isinstance(it, m.Cost):
                costs.append(it)
            elif isinstance(it, m.Limit):
                limits.append(it)
            elif isinstance(it, m.Effect):
                if s.part == "cost" and it.kind in _AS_COST:
                    costs.append(m.Cost(_AS_COST[it.kind], it.amount, it.target, it.resources, it.counter, it.span))
                else:
                    effects.append(replace(it, link=link, optional=optional or it.optional, conditions=tuple(pending),
                                           duration=it.duration if it.duration is not m.Duration.NONE else duration))
                link, optional = m.Link.AND, False
    return m.Ability(kind=kind_form[0], label=first.label or "", form=kind_form[1], qualifier=first.qualifier,
                     section=first.section, keywords=tuple(keywords), trigger=trigger,
                     conditions=tuple(conditions), costs=tuple(costs), effects=tuple(effects),
                     limits=tuple(limits), sentences=tuple(readings))
