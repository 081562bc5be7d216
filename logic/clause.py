"""Clauses: one cited rule sentence each, and the ledger of what is not encoded.

An encoding file (see ``encodings/README.md``) declares one `Entry` (the rules
text it encodes, with every locator that text has), then one `@clause` per rule
sentence or bullet, in the text's order, and a ``LEDGER`` of the locators it
deliberately leaves unencoded, each with its reason. The registry fills in the
entry of each clause when it loads the file.

A clause's ``build`` takes a vocabulary view and returns z3 constraints; it does
no solving, no I/O and keeps no state.

Readings. A rule sentence can admit more than one reading. Such a clause names
the reading its own ``build`` encodes (``@clause(..., reading="same_kind",
argument=...)``) and adds the others with ``@that_clause.reading(name, ...)``;
each `Reading` carries its argument from the text, whether it is the literal
reading, and the `Authority` that settles it, if one does. The encoding file
declares the rule base's default reading of each such clause in ``READINGS``:
the settled reading where an authority settles it, else the literal one (the
registry checks this).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

__all__ = ["Entry", "Citation", "Clause", "NotEncoded", "Reading", "Authority", "clause", "entry",
           "not_encoded", "authority"]

_ID = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")


@dataclass(frozen=True)
class Entry:
    """The rules text one encoding file encodes.

    ``source`` is the document the text comes from (a seed file name or a
    rules-reference file), ``locators`` every bullet and paragraph it has, in order.
    ``topic`` names the vocabulary its clauses are written over (``you``, ``timing``...).
    ``same_text_as`` names other documents printing the same entry (the rules-reference file of a seed), so
    that `ruling coverage --files` counts them as claimed too.
    ``translates`` is, for an entry of a translated text, the title of the English entry it
    translates, and for an older version whose title changed, the latest title (``ruling diff``
    pairs entries by it); None when the entry's own title says it.
    """

    game: str
    language: str
    title: str
    source: str
    version: str
    topic: str
    locators: tuple[str, ...]
    shared: bool = False  # facts shared by every language of the game
    same_text_as: tuple[str, ...] = ()
    translates: str | None = None


@dataclass(frozen=True)
class Citation:
    """Where a clause comes from: document, entry and locator (``p1.b3``, ``704.2c``)."""

    source: str
    entry: str
    locator: str
    version: str

    def __str__(self) -> str:
        return f"{self.entry} {self.locator} ({self.source}, {self.version})"


@dataclass(frozen=True)
class Authority:
    """What settles a reading: a later version of the entry, a worked example, an
    official FAQ, or the publisher's printed cards; ``cites`` says where, ``shows``
    what it shows (in our words)."""

    kind: str
    cites: str
    shows: str

    KINDS = ("later_version", "worked_example", "faq", "printed_cards")

    def __str__(self) -> str:
        return f"{self.kind.replace('_', ' ')}: {self.cites}"


@dataclass(frozen=True)
class Reading:
    """One way to read a clause's sentence: ``build`` encodes it, ``argument`` says
    why the text admits it, ``literal`` marks the reading of the words as they
    stand, ``settled_by`` the authority that settles the question for it."""

    name: str
    says: str
    argument: str
    build: Callable
    literal: bool = False
    settled_by: Authority | None = None


@dataclass
class Clause:
    """One encoded rule sentence.

    ``id`` is stable and dotted (``mc.en.you.damage``); ``at`` the locator in the
    entry; ``says`` a paraphrase in our own words; ``overrides`` the ids of the
    clauses this one is an explicit exception to; ``build(view)`` the constraints;
    ``question`` (clauses with readings) what the readings answer differently, in a
    card designer's words (the playground labels the choice with it).
    """

    id: str
    at: str
    says: str
    build: Callable
    overrides: tuple[str, ...] = ()
    entry: Entry | None = None
    file: str = ""
    readings: tuple[Reading, ...] = ()
    question: str = ""

    def reading(self, name: str, *, says: str, argument: str, literal: bool = False,
                settled_by: Authority | None = None) -> Callable:
        """Decorator: add another reading of this clause, encoded by the decorated build."""
        def wrap(build: Callable) -> Reading:
            if any(r.name == name for r in self.readings):
                raise ValueError(f"clause {self.id} already has a reading {name!r}")
            r = Reading(name, " ".join(says.split()), " ".join(argument.split()), build, literal, settled_by)
            self.readings = (*self.readings, r)
            return r
        return wrap

    def reading_named(self, name: str) -> Reading:
        for r in self.readings:
            if r.name == name:
                return r
        known = ", ".join(r.name for r in self.readings) or "none"
        raise KeyError(f"clause {self.id} has no reading {name!r} (readings: {known})")

    def build_under(self, reading: str | None) -> Callable:
        """The build of reading ``reading`` (the clause's own build when it has no readings)."""
        return self.build if reading is None else self.reading_named(reading).build

    @property
    def settled_by(self) -> Authority | None:
        """The authority that settles how this clause is read, if any."""
        return next((r.settled_by for r in self.readings if r.settled_by), None)

    @property
    def citation(self) -> Citation:
        e = self.entry
        return Citation(e.source, e.title, self.at, e.version)


@dataclass(frozen=True)
class NotEncoded:
    """A ledger line: a locator of the entry that no clause encodes, and why."""

    at: str
    why: str


def clause(id: str, *, at: str, says: str, overrides: tuple[str, ...] | list[str] = (),
           reading: str | None = None, reading_says: str = "", argument: str = "", literal: bool = False,
           settled_by: "Authority | None" = None, question: str = "") -> Callable:
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
        c = Clause(id=id, at=at, says=" ".join(says.split()), build=build, overrides=tuple(overrides),
                   question=" ".join(question.split()))
        if reading is not None:
            c.reading(reading, says=reading_says or says, argument=argument, literal=literal,
                      settled_by=settled_by)(build)
        return c

    return wrap


def entry(**fields) -> Entry:
    """Declare the entry an encoding file encodes (see `Entry`)."""
    fields["locators"] = tuple(fields["locators"])
    fields["same_text_as"] = tuple(fields.get("same_text_as", ()))
    return Entry(**fields)


def not_encoded(at: str, why: str) -> NotEncoded:
    """A ledger line for ``LEDGER``: locator ``at`` is deliberately not encoded, because ``why``."""
    return NotEncoded(at, " ".join(why.split()))


def authority(kind: str, cites: str, shows: str) -> Authority:
    """An `Authority` that settles a reading (``kind`` one of `Authority.KINDS`)."""
    if kind not in Authority.KINDS:
        raise ValueError(f"authority kind {kind!r}; known: {', '.join(Authority.KINDS)}")
    return Authority(kind, " ".join(cites.split()), " ".join(shows.split()))
