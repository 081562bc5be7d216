"""What the card reader made of each face, kept on disk: a second lint of the same pool reads no text.

`read_face` is a function of the face's type, language, text and other side's text (its code, name
and side are only copied into what it gives) and of the reader's code. `ReadCache` keeps its answer
by a hash of those and of every module and grammar of ``logic`` (an edit to the reader, its lexicons, the vocabulary or the bounds gives new
keys; the old entries are no longer asked for and leave the store as it is trimmed), in the keyed
store ``reader.sqlite`` of the cache folder (`logic.store.KeyedStore`, `logic.you.table.cache_dir`):
a lint reads only the entries of its own faces, and the store is trimmed, least recently used
first, past its bound.

An entry is proportional to what the reader found: each sentence's text once, and per word only
what is its own (where it starts, its phrase, its case), never the sentence again. What every
occurrence shares with its face (code, name, side) is not kept: it is the face's, given back by
the face asked for (and two cards printed with the same text share one entry). A face whose reading raised (a reader bug, a sentence past
`logic.bounds.MAX_YOU_PER_SENTENCE`) is not kept: it is read again next time, and the bound
check costs one pass over the sentence.
"""

from __future__ import annotations

import hashlib
import json

from logic.cards.markup import split_flavour
from logic.cards.occurrences import Occurrence, SentenceGroup, YouCase, read_face
from logic.cards.pool import Face
from logic.store import KeyedStore

__all__ = ["ReadCache", "read_faces", "entry_json", "encode_entry", "groups_of_entry", "face_key"]


def face_key(face: Face) -> str:
    """A hash of what `read_face` reads of a face: its type, language, text and other side's text
    (its code, name and side are given back from the face asked for, `groups_of_entry`)."""
    return hashlib.sha1("\x00".join((face.card_type, face.lang, face.text, face.other_side)).encode(),
                        usedforsecurity=False).hexdigest()[:24]


def entry_json(groups: list[SentenceGroup], flavour: int) -> list:
    """The stored form of one face's reading: ``[flavour, [[index, sentence, label, [occurrence, ...]], ...]]``,
    an occurrence as ``[section, word, start, phrase, case, unclassified, proposed, not_covered, card_type,
    label, reading, addressee, note, ability, source]`` (a quoted word's card type and label are the quoted card's,
    so they are kept per word)."""
    return [flavour, [[g.sentence_index, g.sentence, g.label,
                       [[o.section, o.word, o.start, o.phrase,
                         None if o.case is None else [o.case.card_type, o.case.attachment, o.case.function,
                                                      o.case.position, list(o.case.also)],
                         o.unclassified, o.proposed, o.not_covered, o.card_type, o.label, o.reading,
                         o.addressee, o.note, o.ability, o.source] for o in g.occurrences]] for g in groups]]


def encode_entry(groups: list[SentenceGroup], flavour: int) -> bytes:
    """`entry_json` as the bytes the store keeps (compact JSON, UTF-8)."""
    return json.dumps(entry_json(groups, flavour), separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def groups_of_entry(face: Face, entry: list) -> tuple[list[SentenceGroup], int]:
    """`entry_json`'s inverse for ``face``: the sentence groups and the flavour count."""
    flavour, stored = entry
    groups = []
    for index, sentence, label, occurrences in stored:
        occ = tuple(Occurrence(face.code, face.name, face.face, card_type, word_label, section, index, sentence,
                               word, start, phrase,
                               None if case is None else YouCase(*case[:4], tuple(case[4])),
                               unclassified, proposed, not_covered, reading, addressee, note, ability, source)
                    for (section, word, start, phrase, case, unclassified, proposed, not_covered, card_type,
                         word_label, reading, addressee, note, ability, source) in occurrences)
        groups.append(SentenceGroup(face.code, face.name, face.face, face.card_type, index, sentence, label, occ))
    return groups, int(flavour)


class ReadCache:
    """The sentence groups of faces read before, and how many flavour passages each face's text has
    (`logic.cards.markup.split_flavour`), by face (see the module docstring)."""

    def __init__(self, folder, store: KeyedStore | None = None):
        from logic.you.table import _code_key
        self.store = store or KeyedStore(folder, "reader")
        self.path = self.store.path
        self._prefix = _code_key()[:20] + ":"
        self._fetched: dict[str, bytes] = {}
        self.added = 0

    def key(self, face: Face) -> str:
        """The store key of ``face``'s reading."""
        return self._prefix + face_key(face)

    def prefetch(self, keys) -> None:
        """Read the entries of ``keys`` (`key`) at once (a few queries rather than one per face); the
        keys fetched before are not asked again."""
        self._fetched.update(self.store.get_many([k for k in keys if k not in self._fetched]))

    def has(self, key: str) -> bool:
        """Whether the entry of ``key`` was fetched (`prefetch`) or put since the last save."""
        return key in self._fetched

    def get(self, face: Face, key: str | None = None) -> tuple[list[SentenceGroup], int] | None:
        """What the reader made of ``face`` (whose `key` is ``key``) before, or None (never read,
        trimmed, or unreadable)."""
        key = key or self.key(face)
        raw = self._fetched.get(key) or self.store.get(key)
        if raw is None:
            return None
        try:
            return groups_of_entry(face, json.loads(raw))
        except (TypeError, IndexError, ValueError):  # an entry of another shape: read the face again
            return None

    def put(self, face: Face, groups: list[SentenceGroup], flavour: int, key: str | None = None) -> None:
        """Keep what the reader made of ``face`` (written by `save`)."""
        self.put_entry(key or self.key(face), encode_entry(groups, flavour))

    def put_entry(self, key: str, data: bytes) -> None:
        """Keep the stored form ``data`` (`encode_entry`) of the reading of the face whose `key` is ``key``."""
        if self.store.put(key, data):
            self.added += 1

    def save(self) -> None:
        """Write the entries put since the last save and trim the store past its bound."""
        self.store.flush()
        self._fetched.clear()
        self.added = 0
        for old in self.path.parent.glob("reader-*.json"):  # the whole-file cache of earlier versions
            old.unlink(missing_ok=True)


def read_faces(faces, cache: ReadCache | None | bool = True, save: bool = True, ahead=None) -> list[tuple]:
    """`read_face` of each face, in order: its sentence groups (or the exception it raised) and the
    number of flavour passages of its text. Answers come from the read cache when the cache folder
    is on (`logic.you.table.cache_dir`), or from ``cache`` when one is given (``save``: write it after),
    then from ``ahead`` (a `logic.cards.readahead.ReadAhead`: the faces another process read) when given."""
    if cache is True:
        from logic.you.table import cache_dir
        folder = cache_dir()
        cache = ReadCache(folder) if folder is not None else None
    out = []
    keys = [cache.key(f) for f in faces] if cache else [None] * len(faces)
    if cache:
        cache.prefetch(keys)
    for face, key in zip(faces, keys):
        got = cache.get(face, key) if cache else None
        if got is None and ahead is not None:
            raw = ahead.entry(face)
            if raw is not None:
                got = groups_of_entry(face, json.loads(raw))
                if cache:
                    cache.put_entry(key, raw)
        if got is None:
            flavour = len(split_flavour(face.text)[1])
            try:
                got = (read_face(face), flavour)
            except Exception as e:  # reported by the caller
                out.append((e, flavour))
                continue
            if cache:
                cache.put(face, *got, key=key)
        out.append(got)
    if cache and save:
        cache.save()
    return out
