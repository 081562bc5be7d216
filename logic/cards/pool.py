"""Reading MarvelCDB's JSON layout: pack files, reprints, back faces, translations.

The layout is MarvelCDB's public one (``pack/*.json``: a list of card records;
``translations/<lang>/pack/*.json``: the translated fields of the same records,
keyed by ``code``). `read_pool` accepts a single pack file, a ``pack`` folder, or
the folder that holds ``pack/``.

Promises
--------
- Every record is accounted for: it becomes one or two `Face` objects (a
  ``back_text`` gives a second face), or it is a reprint (``duplicate_of``) that
  is filled from its original and counted once (listed in ``Pool.reprints``), or
  it is a `Problem` naming the file, the card code and what is wrong.
- A malformed file or record never stops the reading of the others. A file that
  cannot be read at all (not JSON, not a list) is a `Problem` of level ``file``;
  a bad record one of level ``record``; a file or a card past one of `logic.bounds`'s
  bounds (file size, nesting depth, characters of a text field or of a card) one of
  level ``bound``, and it is not read. A whole pool past its bounds (bytes of all its
  pack files, card records) is refused: `logic.bounds.BoundExceeded`.
- A card type the vocabulary does not know (fan-made pools have ``challenge``,
  ``narrative``, ``player_minion`` ...) is not a problem: the face is read with
  that type (`Face.known_type` is False) and the linter says what follows.
- In a MarvelCDB root only ``pack/*.json`` (and ``translations/<lang>/pack/*.json``)
  are packs; every other JSON file under the root (``packs.json``, ``rules/*.json``,
  ``campaigns.json``, ``schema/`` ...) is skipped and listed in `Pool.skipped_files`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from logic import bounds
from logic.errors import InputError

__all__ = ["Face", "Problem", "Pool", "read_pool", "pool_from_records"]

#: Fields a reprint takes from its original (everything except where it is printed).
_OWN_FIELDS = {"code", "pack_code", "position", "quantity", "duplicate_of", "octgn_id"}
#: Fields a translation may replace.
_TRANSLATED = {"name", "text", "back_text", "back_name", "subname", "traits", "flavor"}


@dataclass(frozen=True)
class Face:
    """One readable face of a card: its code, name, type and (markup) text."""

    code: str
    name: str
    face: str  # "front" or "back"
    card_type: str
    text: str
    file: str = ""
    traits: str = ""
    other_side: str = ""  # the other face's text, for a card printed with ``back_text``
    lang: str = "en"  # the language of ``text``: a translation's code when the translation gave it
    copies: int | None = None  # the copies a deck may hold: its printed deck limit (else its pack quantity)

    @property
    def known_type(self) -> bool:
        """Whether the card type is one of `logic.you.vocab.CARD_TYPES`."""
        from logic.you.vocab import CARD_TYPES  # here: reading a pool needs neither z3 nor the vocabulary
        return self.card_type in CARD_TYPES


@dataclass(frozen=True)
class Problem:
    """A record or file that could not be read as it should: reported, never fatal."""

    file: str
    code: str
    message: str
    level: str = "record"  # "file": the file could not be read at all; "record": one bad record;
    # "bound": a file or a card past a bound of `logic.bounds`, not read

    def __str__(self) -> str:
        where = ":".join(p for p in (self.file, self.code) if p)
        return f"{where}: {self.message}" if where else self.message


@dataclass
class Pool:
    """What was read: the faces, the reprints counted once, and the problems."""

    faces: list[Face] = field(default_factory=list)
    reprints: dict[str, str] = field(default_factory=dict)  # reprint code -> original code
    problems: list[Problem] = field(default_factory=list)
    records: int = 0  # records seen, reprints and bad ones included
    skipped_files: list[str] = field(default_factory=list)  # JSON files under the root that are not packs
    path: str = ""  # what was read (a pack file or a folder), for messages about the whole pool

    @property
    def unique_records(self) -> int:
        """Records that are not reprints (each is read or reported)."""
        return self.records - len(self.reprints)


_TOO_DEEP = object()


def _load_json(path: Path, problems: list[Problem]) -> list | None:
    """The list of records of one pack file, or None after reporting why not (a file past
    `logic.bounds.MAX_PACK_FILE_BYTES` is not read; one nested past `logic.bounds.MAX_JSON_DEPTH`
    is reported at level ``bound``)."""
    try:
        size = path.stat().st_size
        if size > bounds.MAX_PACK_FILE_BYTES:
            problems.append(Problem(str(path), "", f"the file has {size:,} bytes; the bound is "
                                                   f"{bounds.MAX_PACK_FILE_BYTES:,} (not read)", "bound"))
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        problems.append(Problem(str(path), "", f"cannot read file: {e}", "file"))
        return None
    except json.JSONDecodeError as e:
        problems.append(Problem(str(path), f"line {e.lineno}", f"malformed JSON: {e.msg}", "file"))
        return None
    except RecursionError:  # deeper than the parser recurses: past the bound too
        data = _TOO_DEEP
    if data is _TOO_DEEP or bounds.json_depth(data) > bounds.MAX_JSON_DEPTH:
        problems.append(Problem(str(path), "", f"JSON nested more than {bounds.MAX_JSON_DEPTH} levels deep, the bound "
                                               "(not read)", "bound"))
        return None
    if not isinstance(data, list):
        problems.append(Problem(str(path), "", f"expected a list of card records, found {type(data).__name__}",
                                "file"))
        return None
    return data


def _pack_files(path: Path) -> tuple[list[Path], Path | None]:
    """The pack files under ``path`` and the corpus root (for translations), if any."""
    if path.is_file():
        root = path.parent.parent if path.parent.name == "pack" else None
        return [path], root
    if (path / "pack").is_dir():
        return sorted((path / "pack").glob("*.json")), path
    if path.is_dir():
        root = path.parent if path.name == "pack" else None
        return sorted(path.glob("*.json")), root
    raise InputError("no such file or folder", str(path))


def read_pool(path: str | Path, lang: str | None = None) -> Pool:
    """Read a pack file or a folder of packs into a `Pool`.

    Parameters
    ----------
    path : a pack file, a ``pack`` folder, or a MarvelCDB root holding ``pack/``.
    lang : a translation to merge by ``code`` (``"fr"``, ``"de"``...), or None for English.

    Raises
    ------
    InputError
        only when ``path`` does not exist, holds no JSON file, or ``lang`` has no translation
        folder; bad files and records inside are reported in ``Pool.problems``.
    logic.bounds.BoundExceeded
        when the pack files (and translations) read hold more than `logic.bounds.MAX_POOL_BYTES`
        bytes or more than `logic.bounds.MAX_POOL_RECORDS` records.
    """
    path = Path(path)
    files, root = _pack_files(path)
    if not files:
        raise InputError("no pack file (*.json) found", str(path))
    skipped = _not_packs(path) if path.is_dir() and (path / "pack").is_dir() else []
    tdir = None
    if lang:
        tdir = (root / "translations" / lang / "pack") if root else None
        if tdir is None or not tdir.is_dir():
            raise InputError(f"no translation folder for language {lang!r}", str(tdir or path))
    _check_pool_size(path, files + ([tdir / f.name for f in files if (tdir / f.name).is_file()] if tdir else []))
    problems: list[Problem] = []
    records: list[tuple[str, object]] = []
    for f in files:
        data = _load_json(f, problems)
        if data is not None:
            records += [(str(f), r) for r in data]
            bounds.check_at_most(len(records), bounds.MAX_POOL_RECORDS, "the pool", str(path), unit=" card records"
                                 + (f" (counted up to {f.name})" if len(files) > 1 else ""))
    translations: dict[str, dict] = {}
    if tdir is not None:
        for f in files:
            tf = tdir / f.name
            if tf.is_file():
                for r in _load_json(tf, problems) or []:
                    if isinstance(r, dict) and isinstance(r.get("code"), str):
                        translations[r["code"]] = r
    originals = _sibling_originals(files, root, records, problems)
    pool = pool_from_records(records, translations, originals, lang)
    pool.problems[:0] = problems
    pool.skipped_files = skipped
    pool.path = str(path)
    return pool


def _check_pool_size(path: Path, files: list[Path]) -> None:
    """Refuse a pool whose files hold more than `logic.bounds.MAX_POOL_BYTES` bytes in all."""
    total = 0
    for f in files:
        try:
            total += f.stat().st_size
        except OSError:
            pass  # reported when the file is read
    bounds.check_at_most(total, bounds.MAX_POOL_BYTES, "the pool", str(path), unit=" bytes of pack files")


def _not_packs(root: Path) -> list[str]:
    """The JSON files under a MarvelCDB ``root`` that are not packs (skipped, counted):
    everything but ``pack/*.json`` and ``translations/<lang>/pack/*.json``."""
    out = []
    for f in sorted(root.rglob("*.json")):
        parts = f.relative_to(root).parts
        if len(parts) == 2 and parts[0] == "pack":
            continue
        if len(parts) == 4 and parts[0] == "translations" and parts[2] == "pack":
            continue
        out.append(str(f))
    return out


def _sibling_originals(files, root, records, problems) -> dict[str, tuple[str, dict]]:
    """Records outside ``files`` that reprints in ``files`` point to (same folder)."""
    wanted = {r.get("duplicate_of") for _, r in records if isinstance(r, dict) and isinstance(r.get("duplicate_of"), str)}
    have = {r.get("code") for _, r in records if isinstance(r, dict) and isinstance(r.get("code"), str)}
    missing = wanted - have
    if not missing or not files:
        return {}
    found: dict[str, tuple[str, dict]] = {}
    folder = files[0].parent
    for f in sorted(folder.glob("*.json")):
        if f in files:
            continue
        try:
            if f.stat().st_size > bounds.MAX_PACK_FILE_BYTES:
                continue  # past the bound: not a place to look for originals
            data = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            continue
        for r in data if isinstance(data, list) else []:
            if isinstance(r, dict) and r.get("code") in missing:
                found[r["code"]] = (str(f), r)
    return found


def pool_from_records(records, translations=None, originals=None, lang=None) -> Pool:
    """Turn ``(file, record)`` pairs into a `Pool` (see the module's promises).

    ``translations`` maps a code to its translated fields; ``originals`` maps a code to
    a ``(file, record)`` outside ``records`` that reprints may point to. A face whose
    text the translation gives is marked with ``lang``; the others stay "en".
    """
    translations = translations or {}
    pool = Pool(records=len(records))
    by_code: dict[str, dict] = {code: r for code, (_, r) in (originals or {}).items()}
    for _, r in records:
        if isinstance(r, dict) and isinstance(r.get("code"), str) and not r.get("duplicate_of"):
            by_code.setdefault(r["code"], r)
    index: dict[str, int] = {}
    for file, r in records:
        index[file] = n = index.get(file, 0) + 1
        if not isinstance(r, dict):
            pool.problems.append(Problem(file, f"record {n}", f"a card record must be an object, found {type(r).__name__}"))
            continue
        code = r.get("code")
        if not isinstance(code, str) or not code:
            pool.problems.append(Problem(file, f"record {n}", f"record without a code (name {r.get('name')!r})"))
            continue
        dup = r.get("duplicate_of")
        if dup:
            original = by_code.get(dup) if isinstance(dup, str) else None
            if original is None:
                pool.problems.append(Problem(file, code, f"reprint of {dup!r}, which is not in the pool"))
            else:
                pool.reprints[code] = dup
            continue
        merged = dict(r)
        for k, v in translations.get(code, {}).items():
            if k in _TRANSLATED:
                merged[k] = v
        pool.faces += _mark_translated(_faces_of(file, merged, pool.problems), translations.get(code), lang, r)
    return pool


def _mark_translated(faces: list[Face], translation: dict | None, lang: str | None, original: dict) -> list[Face]:
    """The faces, each marked with ``lang`` when ``translation`` gives its text (a text
    identical to the original's is the original, left untranslated: it stays "en")."""
    if not lang or not isinstance(translation, dict):
        return faces
    keys = ["text", "back_text"] if len(faces) == 2 else ["text"]
    return [replace(f, lang=lang) if isinstance(translation.get(k), str) and translation.get(k) != original.get(k)
            else f for f, k in zip(faces, keys)]


def _past_bounds(file: str, r: dict, problems: list[Problem]) -> bool:
    """Whether one record is past a text bound (reported in ``problems`` at level ``bound``)."""
    total = 0
    for key, value in r.items():
        if isinstance(value, str):
            total += len(value)
            if len(value) > bounds.MAX_FIELD_CHARS:
                problems.append(Problem(file, r["code"], f"'{key}' has {len(value):,} characters; the bound is "
                                                         f"{bounds.MAX_FIELD_CHARS:,} (card not read)", "bound"))
                return True
    if total > bounds.MAX_CARD_CHARS:
        problems.append(Problem(file, r["code"], f"the card's text fields have {total:,} characters; the bound is "
                                                 f"{bounds.MAX_CARD_CHARS:,} (card not read)", "bound"))
        return True
    return False


def _faces_of(file: str, r: dict, problems: list[Problem]) -> list[Face]:
    """The faces of one record, or [] after reporting what is wrong with it (a record whose text
    fields are past `logic.bounds.MAX_FIELD_CHARS` or `logic.bounds.MAX_CARD_CHARS` is not read)."""
    code = r["code"]
    if _past_bounds(file, r, problems):
        return []
    name, ctype = r.get("name"), r.get("type_code")
    if not isinstance(name, str) or not name.strip():
        problems.append(Problem(file, code, "missing or empty 'name'"))
        return []
    if not isinstance(ctype, str) or not ctype.strip():
        problems.append(Problem(file, code, f"missing 'type_code' (found {ctype!r})"))
        return []
    text = r.get("text")
    if text is None:
        text = ""
    if not isinstance(text, str):
        problems.append(Problem(file, code, f"'text' must be a string, found {type(text).__name__}"))
        return []
    traits = r.get("traits") if isinstance(r.get("traits"), str) else ""
    side = "back" if code.endswith("b") and r.get("back_link") else "front"
    copies = next((n for n in (r.get("deck_limit"), r.get("quantity"))
                   if isinstance(n, int) and not isinstance(n, bool) and n > 0), None)
    faces = [Face(code, name, side, ctype, text, file, traits, copies=copies)]
    back = r.get("back_text")
    if back is not None:
        if not isinstance(back, str):
            problems.append(Problem(file, code, f"'back_text' must be a string, found {type(back).__name__}"))
        else:
            bname = r.get("back_name") if isinstance(r.get("back_name"), str) else name
            faces = [Face(code, name, side, ctype, text, file, traits, back, copies=copies),
                     Face(code, bname, "back", ctype, back, file, traits, text, copies=copies)]
    return faces
