"""Clauses: one cited rule sentence each, and the ledger of what is not encoded.

An encoding file (see ``encodings/README.md``) declares one `Entry` (the rules
text it encodes, with every locator that text has), then one `@clause` per rule
sentence or bullet, in the text's order, and a ``LEDGER`` of the locators it
deliberately leaves unencoded, each with its reason. The registry fills in the
entry of each clause when it loads the file.

A clause's ``build`` takes a vocabulary view and returns z3 constraints; it does
no solving, no I/O and keeps no state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

__all__ = ["Entry", "Citation", "Clause", "NotEncoded", "clause", "entry", "not_encoded"]

_ID = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")


@dataclass(frozen=True)
class Entry:
    """The rules text one encoding file encodes.

    ``source`` is the document the text comes from (a seed file name or a
    rules-reference file), ``locators`` every bullet and paragraph it has, in order.
    ``topic`` names the vocabulary its clauses are written over (``you``, ``timing``...).
    """

    game: str
    language: str
    title: str
    source: str
    version: str
    topic: str
    locators: tuple[str, ...]
    shared: bool = False  # facts shared by every language of the game


@dataclass(frozen=True)
class Citation:
    """Where a clause comes from: document, entry and locator (``p1.b3``, ``704.2c``)."""

    source: str
    entry: str
    locator: str
    version: str

    def __str__(self) -> str:
        return f"{self.entry} {self.locator} ({self.source}, {self.version})"


@dataclass
class Clause:
    """One encoded rule sentence.

    ``id`` is stable and dotted (``mc.en.you.damage``); ``at`` the locator in the
    entry; ``says`` a paraphrase in our own words; ``overrides`` the ids of the
    clauses this one is an explicit exception to; ``build(view)`` the constraints.
    """

    id: str
    at: str
    says: str
    build: Callable
    overrides: tuple[str, ...] = ()
    entry: Entry | None = None
    file: str = ""

    @property
    def citation(self) -> Citation:
        e = self.entry
        return Citation(e.source, e.title, self.at, e.version)


@dataclass(frozen=True)
class NotEncoded:
    """A ledger line: a locator of the entry that no clause encodes, and why."""

    at: str
    why: str


def clause(id: str, *, at: str, says: str, overrides: tuple[str, ...] | list[str] = ()) -> Callable:
    """Decorator: turn ``build(view) -> constraints`` into a `Clause`.

    Examples
    --------
    >>> @clause("mc.xx.you.damage", at="p1.b2", says="Damage to 'you' goes to the identity.")
    ... def damage(v):
    ...     return []
    >>> damage.id, damage.at
    ('mc.xx.you.damage', 'p1.b2')
    """
    if not _ID.match(id):
        raise ValueError(f"clause id {id!r} must be dotted lower-case words")

    def wrap(build: Callable) -> Clause:
        return Clause(id=id, at=at, says=" ".join(says.split()), build=build, overrides=tuple(overrides))

    return wrap


def entry(**fields) -> Entry:
    """Declare the entry an encoding file encodes (see `Entry`)."""
    fields["locators"] = tuple(fields["locators"])
    return Entry(**fields)


def not_encoded(at: str, why: str) -> NotEncoded:
    """A ledger line for ``LEDGER``: locator ``at`` is deliberately not encoded, because ``why``."""
    return NotEncoded(at, " ".join(why.split()))
