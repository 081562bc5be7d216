"""One sentence as grammar tokens: words with their spans, names replaced by placeholders.

The grammar (`logic.abilities.grammar`) reads a *canonical* text: the sentence's tokens
lower-cased and joined by single spaces, where

- the card's own name becomes ``@self``;
- a run of capitalised words the grammar does not know (a card or trait name: "White Wolf",
  "Avatar of Loki") becomes ``@name``; inner "of", "the" and "de"/"der" join such a run;
- a quotation (an ability name: ``"Charge Up"``) becomes ``@quote``;
- a possessive ``'s`` is a token of its own, and so is each punctuation mark;
- icon tokens stay as they are (``[per_hero]``, ``[energy]``);
- an "and" followed by a noun phrase's first word joins two targets and becomes ``&`` (the grammar
  is LALR(1): it could not tell "exhaust X and Y" from "exhaust X and draw" at the "and"), unless a verb
  of the language's ``clause_verbs`` follows that noun phrase ("and your team reveals it": a clause);
- a contraction ("you're", "can't") stands for its words ("you are", "cannot"), each with its span;
- an "or" followed by an effect's verb joins two effects (a choice) and becomes ``@or``, and so does
  ", or" after an "either" ("either place 1 threat here, or he gets +2 ATK");
- in French, an elided article or pronoun is a token of its own (``l'ennemi`` is ``l'`` ``ennemi``).

What differs between languages (the "and" word, the words that open a noun phrase or join a name,
the elisions) is in `logic.abilities.languages`.

Every token keeps the span of the original text it stands for, so spans of what the grammar
read map back to the sentence (`Tokens.span`). Nothing is dropped: every character that is not
white space belongs to exactly one token.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from logic.abilities.languages import language

__all__ = ["Tokens", "tokenize", "WORD_RE", "pieces", "sub_tokens"]

#: a quotation, an icon, a number (with sign), a word (letters, digits, inner hyphens and
#: apostrophes, dots inside abbreviations such as S.H.I.E.L.D.), a possessive, a punctuation mark
_TOKEN = re.compile(r"""
    (?P<quote>"[^"]*"|“[^”]*”|«[^»]*»|„[^“”]*[“”])
  | (?P<icon>\[[a-z_]+\])
  | (?P<num>[+\-–]?\d+|[+\-–]X\b)
  | (?P<word>(?:[^\W\d_]\.){2,}|[^\W\d_][\w'’\-/\u0300-\u036f]*[\w\u0300-\u036f]|[^\W\d_][\u0300-\u036f]*)
  | (?P<poss>['’]s?)
  | (?P<punct>[^\w\s])
""", re.X)
WORD_RE = re.compile(r"[A-Za-zÀ-ÿ0-9]")
#: verbs that open an effect: an "or" before one joins two effects (a choice) and becomes "@or"
_EFFECT_VERBS = {"take", "be", "deal", "discard", "place", "draw", "remove", "spend", "exhaust", "heal", "give",
                 "return", "shuffle", "search", "put", "reveal", "stun", "confuse", "attach", "flip", "gain", "lose"}
#: contractions read as the words they stand for, each word keeping the contraction's span
_CONTRACTIONS = {"you're": ("you", "are"), "you've": ("you", "have"), "you'll": ("you", "will"),
                 "you'd": ("you", "would"), "can't": ("cannot",), "don't": ("do", "not"), "doesn't": ("does", "not"),
                 "it's": ("it", "is"), "that's": ("that", "is"), "isn't": ("is", "not"), "won't": ("will", "not")}


@dataclass(frozen=True, slots=True)
class Tokens:
    """The canonical text of a sentence and, per token, its span in the sentence."""
    canon: str
    spans: tuple[tuple[int, int], ...]
    starts: tuple[int, ...]      # start of each token in ``canon``

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The sentence span covered by the canonical characters ``start:end``."""
        if not self.spans:
            return (0, 0)
        i = max(0, bisect_right(self.starts, start) - 1)
        j = max(0, bisect_right(self.starts, max(start, end - 1)) - 1)
        return (self.spans[i][0], self.spans[j][1])


#: words the grammar knows that are also printed trait or card names ("TEAM" cards, "Team Assembled"):
#: capitalised after the first word of a sentence, they are names
_ALSO_NAMES = {"team", "advance", "order", "pouvoir", "mis",  # French: "la Pierre du Pouvoir", "sous Mis Hors d'État
               #                                                   de Nuire" (Routed)
               "up", "time", "power", "patrol", "guard"}  # "Tangled Up", "Portal Through Time", "Super Absorbing
#                                                           Power", "Hydra Patrol", "Imperial Guard"


def _name_word(word: str, known: frozenset[str], first: bool = False) -> bool:
    """A capitalised word the grammar does not know (or one of `_ALSO_NAMES` not at the start): part of a name."""
    return word[:1].isupper() and (word.lower() not in known or (not first and word.lower() in _ALSO_NAMES))


def _title_word(word: str) -> bool:
    """A word printed in title case ("Vie"): its first letter a capital, the next ones not all capitals."""
    return word[:1].isupper() and len(word) > 1 and not word.isupper()


def _article_name(piece: str, raw: list, i: int, text: str, known: frozenset[str], L, words: list[str]) -> bool:
    """Whether the word ``piece`` at ``raw[i]`` is a capitalised article of ``L.name_articles`` that opens a name: not
    the sentence's first word, and a name word right after it ("révélez Le Moule Initial")."""
    return (bool(words) and piece in L.name_articles and i + 1 < len(raw) and raw[i + 1][0] == "word"
            and _name_word(text[raw[i + 1][1]:raw[i + 1][2]], known))


def tokenize(text: str, own_name: str, known: frozenset[str], lang: str = "en") -> Tokens:
    """The `Tokens` of ``text``; ``own_name`` is the card's name, ``known`` the grammar's words,
    ``lang`` the language whose cutting rules apply (`logic.abilities.languages`)."""
    L = language(lang)
    raw: list[tuple[str, int, int]] = []  # (kind, start, end)
    own = own_name.strip()
    own_spans: list[tuple[int, int]] = []
    if own and len(own) > 1:
        at = text.find(own)
        while at >= 0:
            end = at + len(own)
            if (at == 0 or not text[at - 1].isalnum()) and (end == len(text) or not text[end].isalnum()):
                own_spans.append((at, end))
            at = text.find(own, end)
        if L.own_lower:
            own_spans = sorted(own_spans + _own_lower_spans(text, own, own_spans))
        if L.own_longer:
            own_spans = [sp for sp in own_spans if not _longer_name(text, sp, known)]
    pos = 0
    for s, e in own_spans + [(len(text), len(text))]:
        for m in _TOKEN.finditer(text, pos, s):
            kind = m.lastgroup
            if (kind == "poss" and L.elision is not None and m.end() - m.start() == 1 and raw
                    and raw[-1][0] == "word" and raw[-1][2] == m.start()):
                em = L.elision.match(text[raw[-1][1]:m.end()] + "x")
                if em and em.end() == m.end() - raw[-1][1]:  # "l'" right before the card's own name
                    raw[-1] = ("word", raw[-1][1], m.end())
                    continue
            if kind == "word" and (L.elision is not None or L.clitic is not None):
                s0, e0 = m.start(), m.end()
                em = L.elision.match(m.group()) if L.elision is not None else None
                if em:  # "l'ennemi": "l'" then "ennemi"
                    raw.append(("word", s0, s0 + em.end()))
                    s0 += em.end()
                cm = L.clitic.search(text, s0, e0) if L.clitic is not None else None
                if cm and cm.start() > s0:  # "attachez-la": "attachez" then "-la"
                    raw += [("word", s0, cm.start()), ("word", cm.start(), e0)]
                    continue
                if em:
                    raw.append(("word", s0, e0))
                    continue
            if kind == "word":
                w = m.group()  # a word ending in "'s" (not a contraction): the word, then the possessive
                if len(w) > 2 and w[-2:] in ("'s", "’s") and w.lower().replace("’", "'") not in _CONTRACTIONS:
                    cut = m.end() - 2
                    raw += [("word", m.start(), cut), ("poss", cut, m.end())]
                    continue
            raw.append((kind, m.start(), m.end()))
        if s < len(text):
            raw.append(("self", s, e))
        pos = e
    words: list[str] = []
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(raw):
        kind, s, e = raw[i]
        piece = text[s:e]
        expanded = _CONTRACTIONS.get(piece.lower().replace("’", "'")) if kind == "word" else None
        if expanded:
            words += expanded
            spans += [(s, e)] * len(expanded)
            i += 1
            continue
        if kind == "word" and piece in L.lower_traits and i + 1 < len(raw) and raw[i + 1][0] == "word" \
                and text[raw[i + 1][1]:raw[i + 1][2]] in L.trait_heads:   # "a guardian ally": a trait, printed lower
            words.append("@name")
            spans.append((s, e))
            i += 1
            continue
        if kind == "word" and (_name_word(piece, known, first=not words)
                               or _article_name(piece, raw, i, text, known, L, words)):
            j = i + 1
            while j < len(raw):
                k2, s2, e2 = raw[j]
                w2 = text[s2:e2]
                if k2 == "word" and _name_word(w2, known):
                    j += 1
                elif (k2 == "word" and (w2.replace("’", "'") in L.joiners or w2 in L.name_articles) and j + 1 < len(raw)
                      and raw[j + 1][0] == "word"
                      and (_name_word(text[raw[j + 1][1]:raw[j + 1][2]], known)
                           or (L.title_after_joiner and _title_word(text[raw[j + 1][1]:raw[j + 1][2]])))):
                    j += 2
                elif (k2 == "word" and j + 2 < len(raw) and raw[j + 1][0] == "word" and raw[j + 2][0] == "word"
                      and (w2.lower(), text[raw[j + 1][1]:raw[j + 1][2]]) in L.joiner_pairs
                      and _name_word(text[raw[j + 2][1]:raw[j + 2][2]], known)):  # "Pursued by the Past"
                    j += 3
                else:
                    break
            if (j < len(raw) and raw[j][0] == "punct" and text[raw[j][1]:raw[j][2]] == "!"
                    and raw[j][1] == raw[j - 1][2]):  # "Bamf!", "Trap!": the exclamation mark is the name's
                j += 1
            words.append("@name")
            spans.append((s, raw[j - 1][2]))
            i = j
            continue
        if kind == "self":
            words.append("@self")
        elif kind == "quote":
            words.append("@quote")
        elif kind == "poss":
            words.append("'s")
        elif kind == "num":
            words.append(piece.replace("–", "-").lower())
        else:
            words.append(piece.lower().replace("’", "'"))
        spans.append((s, e))
        i += 1
    if L.fuse:  # two words the grammar reads as one ("de boost")
        k = 0
        while k < len(words) - 1:
            one = L.fused(words[k], words[k + 1])
            if one is not None and L.clitic is not None and k + 2 < len(words) and L.clitic.match(words[k + 2]) \
                    and words[k + 1] in L.before_clitic_apart:
                one = None   # "et désorienté-le" (a misprint of "désorientez-le"): a verb and its object, apart
            if one is not None:
                words[k:k + 2] = [one]
                spans[k:k + 2] = [(spans[k][0], spans[k + 1][1])]
                k = max(k - 1, 0)  # the token made may fuse with the one before it ("sous" "votre-contrôle")
                continue
            k += 1
    for k in range(len(words) - 1):  # "the set-aside Titania ally" on Titania: another card of that name, a name
        if words[k] == "@self" and words[k + 1] in L.trait_heads:
            words[k] = "@name"
    for k in range(len(words) - 1):  # "and" before a noun phrase joins two targets: "&"
        if words[k] in L.and_words and (words[k + 1] in L.np_start or words[k + 1][:1].isdigit()
                                  or words[k + 1:k + 3] == ["discard", "pile"]) \
                and not (words[k + 1] in L.object_pronouns and words[k + 2:k + 3] and words[k + 2] in L.object_verbs) \
                and not (words[k + 1] in L.np_start and _subject_of_clause(words, k + 1, L.clause_verbs)):
            words[k] = "&"
    if L.objective:  # "ready her.": a pronoun that is also a possessive, with no noun after it, is the object
        for k, w in enumerate(words):
            if w in L.objective and (k + 1 == len(words) or words[k + 1] in L.object_next
                                     or words[k + 1][:1].isdigit()):
                words[k] = L.objective[w]
    for k in range(len(words) - 1):  # "or" before an effect's verb joins two effects: "@or"
        if words[k] == "or" and words[k + 1] in _EFFECT_VERBS and words[k + 2:k + 3] != ["pile"]:
            words[k] = "@or"
        elif words[k] == "or" and k and words[k - 1] == "," and "either" in words[:k]:  # "either X, or he gets +2 ATK"
            words[k] = "@or"
    starts, at = [], 0
    for w in words:
        starts.append(at)
        at += len(w) + 1
    return Tokens(" ".join(words), tuple(spans), tuple(starts))


def _subject_of_clause(words: list[str], start: int, verbs: frozenset[str]) -> bool:
    """Whether the noun phrase at ``start`` is followed, within its next three words and before any
    punctuation or other "and", by one of ``verbs``: the subject of a clause of its own ("and your team
    reveals it"), not a second target ("the villain and each minion engaged with you attacks you": too far)."""
    for w in words[start + 1:start + 4]:
        if w in verbs:
            return True
        if not w[:1].isalnum() and w[:1] not in "@[" and w != "'s" or w in ("and", "then", "&", "@or", "or"):
            return False
    return False


#: where a sentence the grammar does not read whole is cut into pieces (`pieces`)
_BREAKS = {",", ";", ":"}


#: an article before a name printed with its first letter in lower case ("inclinez la soute" on the card "Soute")
_ARTICLE_BEFORE = re.compile(r"(?:^|[^\w])(?:le|la|les|du|au|aux|de|l['’])\s*$")
#: a name that begins with its own article ("La Guêpe", "L'Abomination"): mid-sentence, French prints it lower case
_OWN_ARTICLE = re.compile(r"^(?:le|la|les|l['’])(?=[\s\w])", re.I)


def _own_lower_spans(text: str, own: str, found: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans of the card's own name printed with its first letter in lower case (French prints "le Bouffon
    Vert", "la soute" mid-sentence for the cards "Le Bouffon Vert" and "Soute"): only where the name itself begins
    with an article or an article comes right before it, and not inside a span already found."""
    lower = own[0].lower() + own[1:]
    if lower == own:
        return []
    out, at = [], text.find(lower)
    while at >= 0:
        end = at + len(lower)
        if ((at == 0 or not text[at - 1].isalnum()) and (end == len(text) or not text[end].isalnum())
                and (_OWN_ARTICLE.match(own) or _ARTICLE_BEFORE.search(text, 0, at))
                and not any(s < end and at < e for s, e in found)):
            out.append((at, end))
        at = text.find(lower, end)
    return out


def _longer_name(text: str, span: tuple[int, int], known: frozenset[str]) -> bool:
    """Whether the card's own name at ``span`` begins a longer name: a capitalised word the grammar does not know
    follows it ("Juggernaut Exposed", "Ultron Drones" printed on Juggernaut, Ultron: another card's name)."""
    m = re.match(r" ([^\W\d_][\w'\-]*)", text[span[1]:])
    return m is not None and _name_word(m.group(1), known) and m.group(1) not in ("I", "II", "III", "IV")


def sub_tokens(tokens: Tokens, i: int, j: int) -> Tokens:
    """The tokens ``i:j`` of ``tokens`` as a sentence of their own (their spans still in the sentence)."""
    words = tokens.canon.split(" ")[i:j]
    starts, at = [], 0
    for w in words:
        starts.append(at)
        at += len(w) + 1
    return Tokens(" ".join(words), tokens.spans[i:j], tuple(starts))


def pieces(tokens: Tokens, lang: str = "en") -> list[tuple[int, int]]:
    """Token ranges that end at a comma, a semicolon or a colon (the break stays with its piece) or
    before "and" / "then" (in the language's words: "et" / "puis"; they open the next piece) or an
    opening parenthesis that says something of its own about the effect before ("(2 damage instead
    if ...)", "(to a maximum of 10)": a number or a word of the language's ``paren_cut`` after it; a
    parenthesis that qualifies a noun, "(THW, ATK, or DEF)", stays with it), never inside balanced
    parentheses, and after a parenthesized sentence followed by more ("(Shuffle.) Otherwise, ..."). The reader
    tries the longest runs first, so a parenthesis is read with what it follows whenever the two read together."""
    before = language(lang).before
    words = tokens.canon.split(" ")
    out, start, depth = [], 0, 0
    balanced = words.count("(") == words.count(")")
    for k, w in enumerate(words):
        nxt = words[k + 1] if k + 1 < len(words) else ""
        opens = (w == "(" and depth == 0 and balanced  # "(2 damage instead if ...)" may read alone
                 and (nxt.lstrip("+-")[:1].isdigit() or nxt in language(lang).paren_cut))
        depth = max(0, depth + (w == "(") - (w == ")")) if balanced else 0
        if depth and not opens:
            continue
        if (w in before or opens) and k > start:
            out.append((start, k))
            start = k
        if w in _BREAKS or (w == ")" and not depth and k and words[k - 1] == "." and k + 1 < len(words)):
            out.append((start, k + 1))   # "(Shuffle.) Otherwise, ...": a parenthesized sentence is a piece
            start = k + 1
    if start < len(words):
        out.append((start, len(words)))
    return out
