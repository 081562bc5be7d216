"""The card pool the page picks cards from: read once, searched by code or name.

The pool is MarvelCDB JSON (`logic.cards.read_pool`); its problems (bad files or
records) are counted and shown, never dropped silently.
"""

from __future__ import annotations

import threading
from pathlib import Path

from ..cards.occurrences import attachment_of
from ..registry import project_root

__all__ = ["CardPool", "default_pool_path"]


def default_pool_path() -> Path | None:
    """``../shared/corpus/marvelsdb`` beside the project root, when it exists."""
    p = project_root().parent / "shared" / "corpus" / "marvelsdb"
    return p if p.is_dir() else None


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
    text lines of ``ruling abilities`` and the structure as JSON; the sentences keep their readings."""
    from logic.abilities.grammar import written
    from logic.abilities.reader import read_text
    from logic.abilities.summary import ability_lines, to_json
    lang = f.lang if written(f.lang) else "en"
    return [{"kind": a.kind.value, "lines": ability_lines(a), "structure": to_json(a)}
            for a in read_text(f.text, f.name, lang)]
