"""What the card reader made of each face, kept on disk: a second lint of the same pool reads no text.

`read_face` is a function of the face (code, name, side, type, text, other side, language...) and
of the reader's code. `ReadCache` keeps its answer (the sentence groups, as JSON) by a hash of the
face, in one file named by a hash of every module and grammar of ``logic``
(``reader-<code key>.json`` in the cache folder, `logic.you.table.cache_dir`): an edit to the
reader, its lexicons or the vocabulary gives a new file, and the old one is removed when the new one
is written. A face whose reading raised is not kept (it is read again, and fails again, next time).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile

from logic.cards.markup import split_flavour
from logic.cards.occurrences import Occurrence, SentenceGroup, YouCase, read_face
from logic.cards.pool import Face

__all__ = ["ReadCache", "read_faces"]


def _face_key(face: Face) -> str:
    return hashlib.sha1(repr(face).encode()).hexdigest()[:24]


def _group_json(g: SentenceGroup) -> list:
    return [g.code, g.name, g.face, g.card_type, g.sentence_index, g.sentence, g.label,
            [[o.code, o.name, o.face, o.card_type, o.label, o.section, o.sentence_index, o.sentence, o.word,
              o.start, o.phrase,
              None if o.case is None else [o.case.card_type, o.case.attachment, o.case.function,
                                           o.case.position, list(o.case.also)],
              o.unclassified, o.proposed, o.not_covered, o.reading, o.addressee, o.note, o.ability]
             for o in g.occurrences]]


def _group(d: list) -> SentenceGroup:
    occ = []
    for o in d[7]:
        case = None if o[11] is None else YouCase(*o[11][:4], tuple(o[11][4]))
        occ.append(Occurrence(*o[:11], case, *o[12:]))
    return SentenceGroup(*d[:7], tuple(occ))


class ReadCache:
    """The sentence groups of faces read before, and how many flavour passages each face's text has
    (`logic.cards.markup.split_flavour`), by face (see the module docstring)."""

    def __init__(self, folder):
        from logic.you.table import _code_key
        self.path = folder / f"reader-{_code_key()[:20]}.json"
        self.entries: dict[str, list] = {}
        self.added = 0
        if self.path.is_file():
            try:
                self.entries = json.loads(self.path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                self.entries = {}

    def get(self, face: Face) -> tuple[list[SentenceGroup], int] | None:
        got = self.entries.get(_face_key(face))
        if got is None:
            return None
        try:
            return [_group(g) for g in got[1]], int(got[0])
        except (TypeError, IndexError, ValueError):  # a file of another shape: read the face again
            return None

    def put(self, face: Face, groups: list[SentenceGroup], flavour: int) -> None:
        self.entries[_face_key(face)] = [flavour, [_group_json(g) for g in groups]]
        self.added += 1

    def save(self) -> None:
        if not self.added:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(self.entries, f, separators=(",", ":"))
            os.replace(tmp, self.path)
            for old in self.path.parent.glob("reader-*.json"):
                if old != self.path:
                    old.unlink(missing_ok=True)
            self.added = 0
        except (OSError, TypeError, ValueError):
            pass


def read_faces(faces, cache: ReadCache | None | bool = True, save: bool = True) -> list[tuple]:
    """`read_face` of each face, in order: its sentence groups (or the exception it raised) and the
    number of flavour passages of its text. Answers come from the read cache when the cache folder
    is on (`logic.you.table.cache_dir`), or from ``cache`` when one is given (``save``: write it after)."""
    if cache is True:
        from logic.you.table import cache_dir
        folder = cache_dir()
        cache = ReadCache(folder) if folder is not None else None
    out = []
    for face in faces:
        got = cache.get(face) if cache else None
        if got is None:
            flavour = len(split_flavour(face.text)[1])
            try:
                got = (read_face(face), flavour)
            except Exception as e:  # reported by the caller
                out.append((e, flavour))
                continue
            if cache:
                cache.put(face, *got)
        out.append(got)
    if cache and save:
        cache.save()
    return out
