"""Loads rule bases from ``encodings/`` and query files from ``queries/``, and validates them.

``encodings/`` is not a Python package (the standard library owns the name
``encodings``), so each file is loaded by path into a private module namespace.
A rule base is a folder ``encodings/<game>/<language>/`` plus the game's
``common/`` folder of facts every language shares. An older version of a text is
a rule base of its own, in a folder ``encodings/<game>/<language>@<version>/``
(``marvel_champions/en@1.5``); the folder without ``@`` holds the latest.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .clause import Clause, Entry, NotEncoded
from .errors import EncodingError, InputError

__all__ = ["RuleBase", "project_root", "card_pool_dir", "encodings_dir", "queries_dir", "rule_base_names",
           "load_rule_base", "split_version", "read_toml", "coverage", "parse_reading_options"]


def project_root() -> Path:
    """The folder holding ``encodings/`` and ``queries/`` (``RULING_HOME`` overrides)."""
    home = os.environ.get("RULING_HOME")
    return Path(home) if home else Path(__file__).resolve().parent.parent


def card_pool_dir() -> Path | None:
    """The card pool situation queries and the playground read real cards from, or None when there is none.

    ``$RULING_POOL`` when set (a MarvelCDB folder holding ``pack/``; a folder without one is bad input),
    else ``../shared/corpus/marvelsdb`` beside the project folder when it holds ``pack/``. Nothing else in
    the tool needs a pool: `ruling lint` and `ruling check --pool` take the path they read.
    """
    where = os.environ.get("RULING_POOL")
    if where:
        if not (Path(where) / "pack").is_dir():
            raise InputError(f"RULING_POOL={where}: not a MarvelCDB card pool (no pack/ folder there)")
        return Path(where)
    p = project_root().parent / "shared" / "corpus" / "marvelsdb"
    return p if (p / "pack").is_dir() else None


def encodings_dir() -> Path:
    return project_root() / "encodings"


def queries_dir() -> Path:
    return project_root() / "queries"


@dataclass
class RuleBase:
    """The clauses of one rule base, with the entries they encode and the ledger."""

    name: str
    entries: list[Entry] = field(default_factory=list)
    clauses: list[Clause] = field(default_factory=list)
    ledger: dict[tuple[str, str], NotEncoded] = field(default_factory=dict)
    #: the default reading of every clause that has readings: clause id -> reading name
    default_readings: dict[str, str] = field(default_factory=dict)
    #: the encoding file of each entry, in ``entries`` order
    entry_files: list[str] = field(default_factory=list)

    @property
    def game(self) -> str:
        return self.name.split("/")[0]

    @property
    def language(self) -> str:
        """The language of the texts (``en`` for ``marvel_champions/en@1.5``)."""
        return self.name.split("/")[1].partition("@")[0]

    @property
    def version(self) -> str | None:
        """The version of the texts (``1.5`` for ``marvel_champions/en@1.5``), None for the latest."""
        return split_version(self.name)[1]

    def for_topic(self, topic: str) -> list[Clause]:
        """The clauses written over vocabulary ``topic``, in the order of their texts."""
        return [c for c in self.clauses if c.entry.topic == topic]

    def clause(self, clause_id: str) -> Clause:
        for c in self.clauses:
            if c.id == clause_id:
                return c
        raise InputError(f"no clause {clause_id!r} in rule base {self.name}")

    def topics(self) -> list[str]:
        return sorted({e.topic for e in self.entries})

    def with_readings(self, chosen: dict[str, str] | None = None) -> tuple[tuple[str, str], ...]:
        """The reading of every clause with readings: the defaults, with ``chosen`` put over them.

        Returns a sorted tuple of (clause id, reading name), usable as a cache key.
        Raises `InputError` for a clause this rule base does not have, a clause without
        readings, or a reading the clause does not have.
        """
        out = dict(self.default_readings)
        for cid, name in (chosen or {}).items():
            c = self.clause(cid)
            if not c.readings:
                raise InputError(f"clause {cid} of {self.name} has no readings to choose from")
            try:
                c.reading_named(name)
            except KeyError as exc:
                raise InputError(str(exc.args[0])) from None
            out[cid] = name
        return tuple(sorted(out.items()))

    def own_readings(self, chosen: dict[str, str] | None) -> dict[str, str]:
        """The entries of ``chosen`` (clause id -> reading name) whose clause is in this rule base."""
        ids = {c.id for c in self.clauses}
        return {c: r for c, r in (chosen or {}).items() if c in ids}

    def clauses_with_readings(self, topic: str | None = None) -> list[Clause]:
        return [c for c in self.clauses if c.readings and (topic is None or c.entry.topic == topic)]


def split_version(name: str) -> tuple[str, str | None]:
    """``marvel_champions/en@1.5`` -> (``marvel_champions/en``, ``1.5``); no ``@`` -> (name, None)."""
    base, at, version = name.partition("@")
    return base, (version if at else None)


def rule_base_names() -> list[str]:
    """Every built-in rule base, ``<game>/<language>`` or ``<game>/<language>@<version>``, sorted."""
    root = encodings_dir()
    names = []
    for game in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))):
        for lang in sorted(p for p in game.iterdir() if p.is_dir() and p.name != "common"
                           and not p.name.startswith((".", "_"))):
            if any(lang.glob("*.py")):
                names.append(f"{game.name}/{lang.name}")
    return names


def load_rule_base(name: str) -> RuleBase:
    """Load and validate rule base ``name`` (``marvel_champions/en``).

    Raises `InputError` for an unknown name and `EncodingError` for a file that
    breaks the conventions (missing ENTRY, a locator the entry does not have, a
    locator neither encoded nor in the ledger, a duplicate id, an unknown override).
    """
    return _load(name)


@lru_cache(maxsize=None)
def _load(name: str) -> RuleBase:
    known = rule_base_names()
    if name not in known:
        raise InputError(f"unknown rule base {name!r}; known: {', '.join(known)}")
    game, lang = name.split("/")
    folder = encodings_dir() / game
    files = sorted((folder / "common").glob("*.py")) + sorted((folder / lang).glob("*.py"))
    rb = RuleBase(name)
    seen: dict[str, str] = {}
    for path in files:
        module = _load_file(path)
        ent = getattr(module, "ENTRY", None)
        if not isinstance(ent, Entry):
            raise EncodingError("no ENTRY = entry(...) declared", str(path))
        if ent.translates is not None and not (isinstance(ent.translates, str) and ent.translates.strip()):
            raise EncodingError("ENTRY's translates= must be the title of the English entry it translates", str(path))
        rb.entries.append(ent)
        rb.entry_files.append(str(path))
        clauses = [v for v in vars(module).values() if isinstance(v, Clause)]
        ledger = list(getattr(module, "LEDGER", []))
        covered = set()
        for c in clauses:
            c.entry, c.file = ent, str(path)
            if c.at not in ent.locators:
                raise EncodingError(f"clause {c.id} cites {c.at!r}, which {ent.title} does not have", str(path))
            if c.id in seen:
                raise EncodingError(f"clause id {c.id} also defined in {seen[c.id]}", str(path))
            seen[c.id] = str(path)
            covered.add(c.at)
            rb.clauses.append(c)
        for line in ledger:
            if not isinstance(line, NotEncoded) or line.at not in ent.locators:
                raise EncodingError(f"ledger line {line!r} names no locator of {ent.title}", str(path))
            rb.ledger[(ent.title, ent.topic, line.at)] = line
            covered.add(line.at)
        _take_readings(rb, module, clauses, path)
        missing = [loc for loc in ent.locators if loc not in covered]
        if missing:
            raise EncodingError(f"{ent.title}: locators neither encoded nor in the ledger: {missing}", str(path))
    ids = {c.id for c in rb.clauses}
    for c in rb.clauses:
        for target in c.overrides:
            if target not in ids:
                raise EncodingError(f"clause {c.id} overrides unknown clause {target}", c.file)
    return rb


def _take_readings(rb: RuleBase, module, clauses: list[Clause], path: Path) -> None:
    """Record the file's ``READINGS`` (the default reading of each clause with readings).

    Every clause with readings needs a default; the default must be the reading an
    authority settles when there is one, else the literal reading.
    """
    declared = dict(getattr(module, "READINGS", {}))
    by_id = {c.id: c for c in clauses}
    for cid, name in declared.items():
        c = by_id.get(cid)
        if c is None or not c.readings:
            raise EncodingError(f"READINGS names {cid}, not a clause with readings in this file", str(path))
        try:
            chosen = c.reading_named(name)
        except KeyError as exc:
            raise EncodingError(str(exc.args[0]), str(path)) from None
        settled = [r for r in c.readings if r.settled_by]
        literal = [r for r in c.readings if r.literal]
        if settled and chosen not in settled:
            raise EncodingError(f"default reading of {cid} must be the settled one ({settled[0].name})", str(path))
        if not settled and chosen not in literal:
            raise EncodingError(f"default reading of {cid} is open, so it must be the literal one", str(path))
        rb.default_readings[cid] = name
    for c in clauses:
        if c.readings and c.id not in declared:
            raise EncodingError(f"clause {c.id} has readings but no default in READINGS", str(path))


def parse_reading_options(values: list[str] | None) -> dict[str, str]:
    """``["CLAUSE=NAME", ...]`` (the ``--reading`` options) as a dict; a malformed one raises `InputError`."""
    out: dict[str, str] = {}
    for v in values or []:
        cid, sep, name = v.partition("=")
        if not sep or not cid.strip() or not name.strip():
            raise InputError(f"--reading {v!r}: expected CLAUSE=NAME, e.g. mc.en.you.same_sentence=same_kind")
        out[cid.strip()] = name.strip()
    return out


def _load_file(path: Path):
    mod_name = "_ruling_encodings." + ".".join(path.with_suffix("").parts[-3:])
    spec = importlib.util.spec_from_file_location(mod_name, path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # an encoding that does not even load
        raise EncodingError(f"cannot load encoding: {type(exc).__name__}: {exc}", str(path)) from exc
    sys.modules.setdefault(mod_name, module)
    return module


def read_toml(path: str | Path) -> dict:
    """Parse a TOML file; a missing or malformed file raises `InputError` naming it, a file of more
    than `logic.bounds.MAX_TOML_BYTES` bytes (it is not read) or nested more than
    `logic.bounds.MAX_TOML_DEPTH` levels deep `logic.bounds.BoundExceeded`."""
    from .bounds import MAX_TOML_BYTES, check_at_most
    p = Path(path)
    try:
        if p.is_file():
            check_at_most(p.stat().st_size, MAX_TOML_BYTES, "the file", str(path), unit=" bytes")
        raw = p.read_bytes()
    except FileNotFoundError:
        raise InputError("no such file", str(path)) from None
    except IsADirectoryError:
        raise InputError("is a directory, expected a TOML file", str(path)) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", str(path)) from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start})", str(path)) from None
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"malformed TOML: {exc}", str(path)) from None
    except RecursionError:
        data = None
    from .bounds import MAX_TOML_DEPTH, BoundExceeded, json_depth
    if data is None or json_depth(data, MAX_TOML_DEPTH) > MAX_TOML_DEPTH:
        raise BoundExceeded(f"TOML nested more than {MAX_TOML_DEPTH} levels deep, the bound", str(path))
    return data


def coverage(rb: RuleBase) -> list[dict]:
    """Every locator of every entry of ``rb``: the clause ids encoding it, or why it is not encoded."""
    rows = []
    for ent in rb.entries:
        for loc in ent.locators:
            ids = [c.id for c in rb.clauses if c.entry is ent and c.at == loc]
            why = rb.ledger.get((ent.title, ent.topic, loc))
            readings = [{"clause": c.id, "name": r.name, "default": rb.default_readings.get(c.id) == r.name,
                         "literal": r.literal, "says": r.says, "argument": r.argument,
                         "settled_by": str(r.settled_by) if r.settled_by else None}
                        for c in rb.clauses if c.entry is ent and c.at == loc for r in c.readings]
            rows.append({"rule_base": rb.name, "entry": ent.title, "topic": ent.topic, "shared": ent.shared,
                         "source": ent.source,
                         "version": ent.version, "locator": loc, "clauses": ids,
                         "not_encoded": why.why if why else None, "readings": readings})
    return rows
