"""Helpers the ability tests share: the independent word audit and "read one ability fully"."""

from __future__ import annotations

import re

from logic.abilities import model as m
from logic.abilities.reader import read_text


def uncovered(r: m.Reading) -> list[str]:
    """Words of a sentence outside every read span and unread fragment: a plain-Python audit,
    independent of the reader's own count."""
    spans = list(r.read) + [u.span for u in r.unread]
    return [w.group() for w in re.finditer(r"\w+", r.text) if not any(s <= w.start() < e for s, e in spans)]


def read_one(text: str, name: str = "Test Card", lang: str = "en") -> m.Ability:
    """The one ability of ``text``, every sentence fully read and no word outside the spans (fails
    naming what was not read)."""
    abilities = read_text(text, name, lang)
    assert len(abilities) == 1, abilities
    a = abilities[0]
    for r in a.sentences:
        assert r.status is m.ReadStatus.FULLY, (r.text, r.unread)
        assert r.dropped_words == 0 and not uncovered(r)
    return a
