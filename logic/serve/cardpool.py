"""The card pool the page picks cards from: read once, searched by code or name.

The pool is MarvelCDB JSON (`logic.cards.read_pool`); its problems (bad files or
records) are counted and shown, never dropped silently.
"""

from __future__ import annotations

import threading
from pathlib import Path

from ..cards.occurrences import attachment_of
from ..registry import card_pool_dir

__all__ = ["CardPool", "default_pool_path"]


def default_pool_path() -> Path | None:
    """The default card pool (`logic.registry.card_pool_dir`: ``$RULING_POOL``, else
    ``../shared/corpus/marvelsdb`` beside the project root when it is there), or None."""
    return card_pool_dir()


class CardPool:
    """The faces of a pool at ``path`` (None: no pool), read on first use."""

    def __init__(self, path: str | Path | None):
        self.path = Path(path) if path else None
        self._lock = threading.Lock()
        self._pool = None

    def _load(self):
        from ..cards import read_pool
        with self._lock:
            if self._pool is None:
                self._pool = read_pool(self.path)
            return self._pool

    def info(self) -> dict:
        """``{"path", "available"}``, and once read ``faces`` and ``problems`` (counts)."""
        out = {"path": str(self.path) if self.path else None, "available": self.path is not None}
        if self._pool is not None:
            out.update(faces=len(self._pool.faces), problems=len(self._pool.problems))
        return out

    @staticmethod
    def _face_json(f, full: bool) -> dict:
        d = {"code": f.code, "name": f.name, "face": f.face, "card_type": f.card_type}
        if full:
            attachment = attachment_of(f.text)
            if attachment == "unattached" and f.other_side:
                attachment = attachment_of(f.other_side)
            d.update(text=f.text, traits=f.traits, attachment=attachment, file=Path(f.file).name,
                     abilities=_abilities_json(f))
        return d

    def search(self, q: str, limit: int = 30) -> list[dict]:
        """Faces whose code starts with ``q`` or whose name contains it (case-insensitive), with
        second-person wording first; at most ``limit``."""
        q = q.strip().lower()
        if not q:
            return []
        hits = [f for f in self._load().faces
                if f.code.lower().startswith(q) or q in f.name.lower()]
        hits.sort(key=lambda f: ("you" not in f.text.lower(), f.name.lower(), f.code, f.face))
        return [self._face_json(f, False) for f in hits[:limit]]

    def card(self, code: str) -> list[dict]:
        """Every face of card ``code`` (front, then back), with text and attachment; [] when unknown."""
        return [self._face_json(f, True) for f in self._load().faces if f.code == code]


def _abilities_json(f) -> list[dict]:
    """The face's abilities read into their structure (`logic.abilities`): for each, its kind, the
    text lines of ``ruling abilities``, the structure as JSON, and ``sentences``: each sentence with
    its reading (``status`` fully / partly / not, ``part``), its text cut into ``segments`` (``unread``
    true on the fragments the grammar did not read) and the ``items`` read from it, one line each
    (trigger, conditions, costs, effects, keywords, limits): what the card view shows under it."""
    from logic.abilities.grammar import written
    from logic.abilities.reader import by_sentence, read_text
    from logic.abilities.summary import ability_lines, describe, to_json
    lang = f.lang if written(f.lang) else "en"
    out = []
    for a, rows in zip(read_text(f.text, f.name, lang), by_sentence(f.text, f.name, lang)):
        head = ability_lines(a)[0]
        out.append({"kind": a.kind.value, "label": a.label, "head": head, "lines": ability_lines(a),
                    "structure": to_json(a),
                    "sentences": [{"text": r.text, "status": r.status.value, "part": r.part,
                                   "segments": _segments(r), "items": [describe(i) for i in items]}
                                  for r, items in rows]})
    return out


def _segments(reading) -> list[dict]:
    """The sentence's text in order, cut at its unread fragments: ``{"text", "unread"}`` pieces whose
    texts join to the sentence."""
    text, out, at = reading.text, [], 0
    for u in sorted(reading.unread, key=lambda u: u.span):
        s, e = max(u.span[0], at), u.span[1]
        if s >= e:
            continue
        if s > at:
            out.append({"text": text[at:s], "unread": False})
        out.append({"text": text[s:e], "unread": True})
        at = e
    if at < len(text) or not out:
        out.append({"text": text[at:], "unread": False})
    return out
