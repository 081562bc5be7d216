"""Every "you", "your", "yours" and "yourself" of a card, with the case the rules see.

For each sentence of a face (`logic.cards.wording.sentences_of`) the reader finds
the second-person words and, for each, the game function it is the subject,
object or possessor of: its role in the ability structure (`logic.abilities.roles`, the same parse
`ruling abilities` shows) where the structure reads the word in a role that names a function, else
the wording lexicon's guess (`logic.cards.lexicon`; ``Occurrence.source`` says which), the position of the word (in an
"after"/"when" trigger condition, an "if" condition, or the effect), and the
card's attachment (from its "Attach to ..." wording). Together with the card
type these make a `YouCase`, the object `logic.you.analyses.rule_sentence` rules on.

A word no lexicon entry fits is *unclassified*, with its phrase and the reason;
it is never given a function by default. A word the "You, Your" entry does not
cover (the players as a group, "yourself", quoted granted text, story text under
a narration label: see `logic.cards.uncovered`) is *not covered*, with its kind
and phrase. A word
shared by coordinated verbs carries each verb's function (``YouCase.also``).

Example
-------
>>> [ (o.word, o.case.function if o.case else o.unclassified) for g in occurrences_from_text(
...     "<b>Forced Response</b>: After the villain attacks you, you are stunned.", "treachery") for o in g.occurrences]
[('you', 'be_attacked'), ('you', 'receive_status')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from functools import lru_cache

from logic import bounds
from logic.abilities.roles import roles_of_you
from logic.cards.english import _ENCOUNTER_TYPES, YOU_WORD, attachment_of, position_of
from logic.cards.languages import reader_for
from logic.cards.lexicon import PROPOSED, coordinated_functions, match_word
from logic.cards.markup import strip_markup
from logic.cards.uncovered import addressee_of, form_question, group_words_after, inside_quotes, narration, not_covered, quote_recipient, quoted_label
from logic.cards.pool import Face
from logic.cards.wording import Sentence, sentences_of
from logic.you.vocab import CARD_TYPES, GAME_FUNCTIONS

__all__ = ["YouCase", "Occurrence", "SentenceGroup", "read_face", "occurrences_from_text", "you_words", "may_hold_english_you",
           "attachment_of", "position_of", "YOU_WORD"]


@dataclass(frozen=True)
class YouCase:
    """What the rules see of one "you": card type, attachment, game function, position."""

    card_type: str
    attachment: str
    function: str
    position: str
    also: tuple[str, ...] = ()  # further game functions of the same word ("attacks and damages you")

    @property
    def functions(self) -> tuple[str, ...]:
        """Every game function of the word, ``function`` first."""
        return (self.function, *self.also)

    def key(self, card_type: str | None = None) -> tuple:
        """The row `logic.you.analyses.rule_sentence` takes: ``(card_type, attachment, f, position)``,
        ``f`` the function, or the tuple of all functions when ``also`` is not empty.
        ``card_type`` replaces the card's own (to rule on a card of an unknown type)."""
        f = self.functions if self.also else self.function
        return (card_type or self.card_type, self.attachment, f, self.position)


@dataclass(frozen=True)
class Occurrence:
    """One second-person word of a card, located and classified (or not).

    Exactly one of ``case``, ``unclassified`` and ``not_covered`` (the kind: group,
    yourself, quoted, narration) is set. ``phrase`` is the text the classification rests on
    (for an unclassified word: the words around it).
    ``proposed`` names the game function the wording would need when the
    vocabulary lacks it.

    A word the entry does not name but that reads as "you" has a case *and* a ``reading``: ``group``
    (it addresses the players together or each of them: ``addressee`` says which), ``yourself`` (the
    reflexive, read as "you"), ``quoted`` (inside a quoted ability, read as the text of the card the
    quoting card gives it to: ``card_type`` is that card's, ``label`` the quoted label). ``note``
    says, in words, what was read and why. ``ability`` overrides the kind of ability the label
    gives (``when_revealed`` for an encounter card's unlabelled instruction). ``source`` says where
    the game function comes from: ``structure`` (the word's role in the ability structure,
    `logic.abilities.roles`), ``lexicon`` (the structure does not read the word, or reads it in a role
    that names no function: the wording lexicon's guess), or "" (no function).
    """

    code: str
    name: str
    face: str
    card_type: str
    label: str | None
    section: str
    sentence_index: int
    sentence: str
    word: str
    start: int
    phrase: str
    case: YouCase | None = None
    unclassified: str | None = None
    proposed: str | None = None
    not_covered: str | None = None
    reading: str | None = None
    addressee: str = "one"
    note: str = ""
    ability: str | None = None
    source: str = ""

    def case_json(self) -> dict | None:
        """The case as JSON: card type, attachment, function, position, and every function."""
        c = self.case
        if c is None:
            return None
        return {"card_type": c.card_type, "attachment": c.attachment, "function": c.function,
                "position": c.position, "functions": list(c.functions)}

    def to_json(self) -> dict:
        """Every field, in order, the case as `case_json` (built by hand: `dataclasses.asdict`
        deep-copies, and a pool's report has tens of thousands of occurrences)."""
        d = {name: getattr(self, name) for name in _OCCURRENCE_FIELDS}
        d["case"] = self.case_json()
        return d


_OCCURRENCE_FIELDS = tuple(f.name for f in fields(Occurrence))


@dataclass(frozen=True)
class SentenceGroup:
    """The occurrences of one sentence, in the sentence's order (the rules relate them)."""

    code: str
    name: str
    face: str
    card_type: str
    sentence_index: int
    sentence: str
    label: str | None
    occurrences: tuple[Occurrence, ...]

    @property
    def cases(self) -> tuple[YouCase, ...]:
        """The cases of the classified occurrences, in order."""
        return tuple(o.case for o in self.occurrences if o.case is not None)


# -- reading ------------------------------------------------------------------------
def _context(lowered: str, start: int, end: int) -> str:
    """The word with up to three words on either side, as written (a contraction stays whole:
    "you're dealt 2")."""
    left = re.search(r"(?:^|(?<=\s))(?:\S+\s+){0,3}\S*$", lowered[max(0, start - 80):start]).group(0)
    right = re.match(r"(?:\s*\S+){0,3}", lowered[end:end + 80]).group(0)
    return " ".join((left + lowered[start:end] + right).split())


@lru_cache(maxsize=1 << 16)
def _read_sentence(text: str, lang: str) -> tuple[tuple, ...]:
    """What a sentence says of each of its second-person words, whatever card it is on: one
    ``(word, start, end, result)`` per word in reading order, ``result`` being

    - ``("outside", kind, phrase)``: a use the entry does not cover (`logic.cards.uncovered`) that no
      wording reads as "you" either;
    - ``("none", phrase)``: no known wording fits;
    - ``("found", function, phrase, position, coordinated, reading, addressee, quoted, source)``: the
      function of the word's role in the ability structure (`logic.abilities.roles`, read with the grammar
      of the sentence's language: English and French words; ``source`` "structure") where the structure
      reads the word in a role that names one, else the
      lexicon's (``source`` "lexicon"); the position; the functions of the word (the role's, else those
      of coordinated verbs, `logic.cards.lexicon.coordinated_functions`, English only); ``reading`` is
      None for a word the entry names, else the kind of use it does not name, read as "you" (``group``, ``yourself``, ``quoted``); ``addressee`` whom the word addresses
      (`logic.cards.uncovered.addressee_of`); ``quoted`` for a word in a quoted ability
      ``(recipient, recipient words, quoted label)`` (`logic.cards.uncovered.quote_recipient`), else None.

    Pure and cached per distinct (sentence, language): a pool repeats its sentences (a fan-made pool
    of 7,500 cards has about one distinct sentence in six), and this is where reading spends its
    time. Which functions the vocabulary has is not decided here (`_occurrences_of` does), nor
    anything of the card (type, attachment, label)."""
    reader = None
    if lang != "en":
        reader = reader_for(lang)
    you_word, match, position_at = ((reader.you_word, reader.match_word, reader.position_of) if reader
                                    else (YOU_WORD, match_word, position_of))
    lowered = text.lower()
    found_words = [(m, match, position_at) for m in you_word.finditer(text)]
    if reader is not None:  # English words left in a translation are read as English
        found_words = sorted(found_words + [(m, match_word, position_of) for m in YOU_WORD.finditer(text)],
                             key=lambda t: t[0].start())
    roles = {r.span[0]: r for r in roles_of_you(text, lang=lang)}  # the sentence's language: its own words
    out = []
    for m, match, position_at in found_words:
        start, end = m.start(), m.end()
        english = match is match_word  # uses of "you" outside the entry, and coordinated verbs: English wordings
        outside = not_covered(text, start, end) if english else None
        found, reading, quoted, variant, vend = None, None, None, text, end
        if outside is None:
            found = match(text, start, end)
        elif outside[0] in ("group", "yourself", "quoted"):
            reading = outside[0]
            found = match(text, start, end)  # a wording of the lexicon itself ("deal yourself ...")
            if found is None and m.group(0).lower() == "yourself":  # the reflexive read as "you"
                variant, vend = text[:start] + "you" + text[end:], start + 3
                found = match(variant, start, vend)
            elif found is None and reading == "group":  # "you and your teammates may": "you may"
                cut = group_words_after(text, end)
                if cut:
                    variant = text[:end] + text[end + cut:]
                    found = match(variant, start, end)
            if reading == "quoted":
                span = inside_quotes(text, start)
                quoted = (*(quote_recipient(text[:span[0]]) or (None, "")), quoted_label(text[span[0]:span[1]]))
        role = roles.get(start)
        structure = (role is not None and bool(role.functions)
                     and (outside is None or reading in ("group", "yourself")))
        if found is None and not structure and outside is not None:
            result = ("outside", outside[0], outside[1])
        elif found is None and not structure:
            result = ("none", _context(lowered, start, end))
        else:
            phrase = found[1] if found is not None else role.phrase.lower()
            addressee = addressee_of(outside[0], outside[1]) if outside is not None else "one"
            if structure:
                function, coordinated, source = role.functions[0], role.functions, "structure"
            else:
                function, source = found[0].function, "lexicon"
                coordinated = coordinated_functions(variant, start, vend) if english else ()
            result = ("found", function, outside[1] if reading == "group" else phrase,
                      position_at(variant, start), coordinated, reading, addressee, quoted, source)
        out.append((m.group(0).lower(), start, end, result))
    return tuple(out)


#: What each reading kind's note says (the word is read as "you"; the entry does not name this use).
_NOTES = {
    "group": "addresses more than one player ({addressee}); the You, Your entry speaks of one player",
    "yourself": "'yourself' is not a form the You, Your entry names: read as 'you'",
    "quoted": "inside quoted text: read as an ability of {whose}, not of the quoting card",
}


def _occurrences_of(face: Face, s: Sentence, attachment: str, reader=None, ability: str | None = None
                    ) -> list[Occurrence]:
    out = []
    # the fields every occurrence of the sentence shares, in Occurrence's order (positional: a pool
    # makes tens of thousands of these)
    base = (face.code, face.name, face.face, face.card_type, s.label, s.section, s.index, s.text)
    for word, start, end, result in _read_sentence(s.text, reader.lang if reader else "en"):
        story = narration(s.text, start, end, s.label)  # story text: any language
        if story is not None:
            out.append(Occurrence(*base, word, start, story[1], None, None, None, story[0]))
        elif result[0] == "outside":
            out.append(Occurrence(*base, word, start, result[2], None, None, None, result[1], ability=ability))
        elif result[0] == "none":
            out.append(Occurrence(*base, word, start, result[1], None, "no known wording fits", ability=ability))
        else:
            _, function, phrase, position, coordinated, reading, addressee, quoted, source = result
            if function not in GAME_FUNCTIONS:
                out.append(Occurrence(*base, word, start, phrase, None,
                                      f"needs game function {function!r}, not in logic.you.vocab", function,
                                      ability=ability, source=source))
                continue
            functions = [f for f in coordinated if f in GAME_FUNCTIONS]
            if function not in functions:
                functions = [function]
            card_type, label, note, attach, kind = face.card_type, s.label, "", attachment, ability
            if reading == "quoted":
                recipient, words, qlabel = quoted
                if recipient is None:  # the quoting card does not say whose the quoted ability is
                    out.append(Occurrence(*base, word, start, phrase, None, None, None, "quoted",
                                          reading="quoted", note="inside quoted text, and the quoting card does not "
                                          "say which card the quoted ability is on"))
                    continue
                card_type = face.card_type if recipient == "self" else recipient
                whose = "this card" if recipient == "self" else f"the {recipient.replace('_', ' ')} ('{words}')"
                label, kind = qlabel, None
                attach = attachment if recipient == "self" else "unattached"
                note = _NOTES["quoted"].format(whose=whose)
            elif reading is not None:
                note = _NOTES[reading].format(addressee="each player in turn" if addressee == "each"
                                              else "the players together")
            form = form_question(label, s.text, position)
            if form is not None:  # the hero and alter-ego forms: an open reading
                reading, note = reading or "form", "; ".join(n for n in (note, form) if n)
            d = dict(zip(("code", "name", "face", "card_type", "label"), base))
            d.update(card_type=card_type, label=label)
            out.append(Occurrence(d["code"], d["name"], d["face"], card_type, label, *base[5:], word, start, phrase,
                                  YouCase(card_type, attach, functions[0], position, tuple(functions[1:])),
                                  reading=reading, addressee=addressee, note=note, ability=kind, source=source))
    return _one_addressee(out)


def _one_addressee(words: list[Occurrence]) -> list[Occurrence]:
    """The words of a sentence in which one word addresses more than one player ("each of you ... your
    hand") all address them so: the words of one sentence are one seat (You, Your p1.b1)."""
    group = next((o.addressee for o in words if o.addressee != "one" and o.reading != "quoted"), None)
    if group is None:
        return words
    note = f"in a sentence addressed to {'each player' if group == 'each' else 'the players together'} (You, Your p1.b1)"
    return [o if o.addressee != "one" or o.case is None or o.reading == "quoted"
            else replace(o, addressee=group, note="; ".join(n for n in (o.note, note) if n)) for o in words]


#: The encounter card types (an unlabelled instruction on one of them is resolved when it is revealed).
_INSTRUCTION = re.compile(r"^(?:(?:if [^,.]*,|otherwise,)\s*)?(?:attach(?: this card| it)? to|attack to your\b)"
                          r"|^if you (?:cannot|can't|can not|do)\b", re.IGNORECASE)


def implicit_reveal(sentences: list[Sentence], card_type: str) -> set[int]:
    """The indexes of the sentences of an encounter card that are an instruction with no label: an
    unlabelled ability (a printed line of the main section) that opens with "Attach to ..." or "If you
    cannot, ...". Such an instruction is what happens when the card is revealed (When Revealed
    Abilities p2.b2.x: an attachment enters play attached to what its "attach to" text names), not a
    constant ability; every sentence of that line is part of it."""
    if card_type not in _ENCOUNTER_TYPES:
        return set()
    lines: dict[int, list[Sentence]] = {}
    for s in sentences:
        lines.setdefault(s.ability, []).append(s)
    out: set[int] = set()
    for line in lines.values():
        first = line[0]
        if first.label is None and first.section == "main" and _INSTRUCTION.match(first.text):
            out |= {s.index for s in line}
    return out


@lru_cache(maxsize=8)
def _you_pattern(lang: str | None) -> re.Pattern:
    """The second-person words `read_face` looks for in a text of ``lang`` (a translation's, and English)."""
    if lang in (None, "en"):
        return YOU_WORD
    return re.compile(f"{reader_for(lang).you_word.pattern}|{YOU_WORD.pattern}", re.IGNORECASE)


#: the letters every English second-person word spells (`YOU_WORD`), matched as `YOU_WORD` matches them
_YOU_LETTERS = re.compile("you", re.IGNORECASE)


def may_hold_english_you(text: str) -> bool:
    """Whether a sentence of ``text`` (`logic.cards.wording.sentences_of`) can hold an English
    second-person word (`YOU_WORD`); False only when none can, so a face whose text gives False holds
    no such word and need not be split into sentences (most of the reading of a face with none).

    Every such word spells "you"; a sentence is a run of one line of the text's parts with their
    markup stripped, the way `strip_markup` strips the whole text here (tags dropped or made line
    breaks, ``[[ ]]`` dropped, entities decoded), with only flavour, a label, an icon, a bullet or
    white space cut away: nothing joins two letters that are not side by side in ``strip_markup(text)``,
    whose three letters "you" are therefore the test."""
    return _YOU_LETTERS.search(strip_markup(text or "")) is not None


def you_words(face: Face) -> int:
    """How many second-person words `read_face` will find in ``face`` (one pass over its text)."""
    return sum(1 for _ in _you_pattern(face.lang).finditer(face.text))


def read_face(face: Face, lang: str | None = None,
              max_you: int | None = bounds.MAX_YOU_PER_SENTENCE) -> list[SentenceGroup]:
    """The sentence groups of one face that hold at least one second-person word.

    The attachment is read from the face's own text, else from the other side of
    a card printed with ``back_text`` (one physical card, attached once).
    The face is read in its own language (``face.lang``) unless ``lang`` ("en",
    "fr", "de") says otherwise: that picks the reader of the language's words,
    lexicon, positions and attachment (`logic.cards.languages`). English
    second-person words left untranslated in a translated text are found too and
    read with the English lexicon (never dropped).

    Raises `logic.bounds.BoundExceeded` (naming the face's file, its code and the sentence) when a
    sentence holds more than ``max_you`` second-person words (`logic.bounds.MAX_YOU_PER_SENTENCE`;
    None: no bound on words nor on length), or holds one and more than `logic.bounds.MAX_SENTENCE_CHARS`
    characters: such a face is not read at all.
    """
    reader = None
    lang = lang or face.lang
    if lang not in (None, "en"):
        reader = reader_for(lang)
    elif not may_hold_english_you(face.text):  # no sentence to read: the same empty answer, sooner
        return []
    attach = reader.attachment_of if reader else attachment_of
    you_word = _you_pattern(lang)  # a translation may keep English sentences: their words are found too
    attachment = attach(face.text) if reader else attach(face.text, face.card_type)
    if attachment == "unattached" and face.other_side:
        attachment = attach(face.other_side) if reader else attach(face.other_side, face.card_type)
    groups = []
    sentences = sentences_of(face.text)
    revealed = implicit_reveal(sentences, face.card_type)
    for s in sentences:
        if not you_word.search(s.text):
            continue
        if max_you is not None:
            place = ":".join(p for p in (face.code, "back" if face.face == "back" else "") if p)
            n = sum(1 for _ in you_word.finditer(s.text))
            bounds.check_at_most(n, max_you, f"sentence {s.index + 1}", face.file or None, place,
                                 unit=" second-person words")
            bounds.check_at_most(len(s.text), bounds.MAX_SENTENCE_CHARS, f"sentence {s.index + 1}",
                                 face.file or None, place, unit=" characters")
        occ = _occurrences_of(face, s, attachment, reader, "when_revealed" if s.index in revealed else None)
        groups.append(SentenceGroup(face.code, face.name, face.face, face.card_type, s.index, s.text,
                                    s.label, tuple(occ)))
    return groups


def occurrences_from_text(text: str, card_type: str, name: str = "(draft)") -> list[SentenceGroup]:
    """The sentence groups of a wording not (yet) on a card, for ``ruling you --text``.

    Raises ValueError when ``card_type`` is not one of `logic.you.vocab.CARD_TYPES`.
    """
    if card_type not in CARD_TYPES:
        raise ValueError(f"unknown card type {card_type!r}; known: {', '.join(CARD_TYPES)}")
    return read_face(Face("(text)", name, "front", card_type, text))


# re-exported for the benchmark and reports
PROPOSED_FUNCTIONS = PROPOSED
