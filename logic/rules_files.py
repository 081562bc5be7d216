"""The files of a rules-reference folder and the encodings that claim them (``ruling coverage --files``).

A rules folder (``../shared/rules`` beside the checkout, or ``$RULING_RULES``) holds one Markdown file per
glossary entry, or per group of entries printed together; a ``(FR)`` or ``(DE)`` suffix gives the
language, English otherwise. Each file gives the text per version, newest first, under ``## <Language>``
headings, and inside a section each glossary entry opens with ``#### Title  (id `key`)`` (or ``# Title``).

An encoding *claims* a file when its ``ENTRY.source``, or one of its ``ENTRY.same_text_as``, is
``rules/<file>`` (the file's first entry) or ``rules/<file>#<key>`` (the entry ``key``, an id or a title).
`file_claims` lists every file with the encodings claiming it and, inside it, the entries no encoding names.

>>> entry_keys("## English — v1.8\\n#### Tough  (id `tough`)\\ntext\\n#### Toughness  (id `toughness`)\\n", "en")
['tough', 'toughness']
>>> language_of("Capacité (FR).md"), language_of("Ability.md")
('fr', 'en')
"""

from __future__ import annotations

import os
import re
from pathlib import Path

__all__ = ["rules_dir", "language_of", "entry_keys", "file_claims"]

_HEADINGS = {"en": "## English", "fr": "## Français", "de": "## Deutsch"}


def rules_dir() -> Path:
    """The rules folder: ``$RULING_RULES`` when set, else ``shared/rules`` beside the project folder."""
    from .registry import project_root
    where = os.environ.get("RULING_RULES")
    return Path(where) if where else project_root().parent / "shared" / "rules"


def language_of(file_name: str) -> str:
    """``fr`` or ``de`` for a name ending in ``(FR)`` / ``(DE)``, else ``en``."""
    stem = Path(file_name).stem
    return "fr" if stem.endswith("(FR)") else "de" if stem.endswith("(DE)") else "en"


def entry_keys(text: str, language: str) -> list[str]:
    """The keys of the glossary entries in the newest section of ``language`` (the first such section): each
    entry's id when its heading gives one, else its title (without a trailing page note)."""
    parts = re.split(r"^(## .*)$", text, flags=re.M)
    body = next((b for h, b in zip(parts[1::2], parts[2::2]) if h.startswith(_HEADINGS[language])), "")
    keys = []
    for line in body.splitlines():
        s = line.strip()
        if s.startswith("####") or re.match(r"^# \S", s):
            m = re.search(r"\(id `([^`]+)`\)", s)
            keys.append(m.group(1) if m else s.lstrip("# ").split("(PDF")[0].split("  (")[0].strip())
    return keys


def _claims_by_file(names: list[str]) -> dict[str, list[dict]]:
    """For each ``rules/<file>`` named by an entry of the rule bases ``names``: the claims, one per encoding
    file and key, with the rule bases that load it."""
    from .registry import load_rule_base, project_root
    root = project_root()
    out: dict[str, dict[tuple[str, str], dict]] = {}
    for name in names:
        rb = load_rule_base(name)
        for ent, path in zip(rb.entries, rb.entry_files):
            for doc in (ent.source,) + tuple(ent.same_text_as):
                if not doc.startswith("rules/"):
                    continue
                file, _, key = doc[len("rules/"):].partition("#")
                try:
                    shown = str(Path(path).resolve().relative_to(root))
                except ValueError:
                    shown = path
                claim = out.setdefault(file, {}).setdefault((shown, key), {
                    "encoding": shown, "entry": ent.title, "key": key, "rule_bases": [],
                    "via": "source" if doc == ent.source else "same_text_as"})
                if name not in claim["rule_bases"]:
                    claim["rule_bases"].append(name)
    return {f: list(c.values()) for f, c in out.items()}


def file_claims(names: list[str] | None = None, folder: Path | None = None) -> list[dict]:
    """Every entry file of ``folder`` (default `rules_dir`; its README excluded), sorted by name, with:
    ``file``, ``language``, ``entries`` (the keys of its glossary entries), ``claims`` (each: ``encoding``,
    ``entry``, ``key``, ``rule_bases``, ``via`` (``source`` or ``same_text_as``) and ``known`` (its key is one
    of the file's entries)), ``claimed`` (some encoding claims it) and ``unnamed`` (its entries no claim
    names: a claim without a key names the first).

    Claims come from the rule bases ``names`` (default: every built-in one). Raises `InputError` when the
    folder does not exist.
    """
    from .errors import InputError
    from .registry import rule_base_names
    folder = Path(folder) if folder is not None else rules_dir()
    if not folder.is_dir():
        raise InputError("no rules folder here (set RULING_RULES, or put shared/rules beside the project)",
                         str(folder))
    claims = _claims_by_file(names if names is not None else rule_base_names())
    rows = []
    for path in sorted(p for p in folder.glob("*.md") if p.name != "README.md"):
        language = language_of(path.name)
        keys = entry_keys(path.read_text(encoding="utf-8"), language)
        mine = [dict(c, known=not c["key"] or c["key"] in keys) for c in claims.get(path.name, [])]
        mine.sort(key=lambda c: (keys.index(c["key"]) if c["key"] in keys else -1, c["encoding"]))
        named = {c["key"] or (keys[0] if keys else "") for c in mine}
        rows.append({"file": path.name, "language": language, "entries": keys, "claims": mine,
                     "claimed": bool(mine), "unnamed": [k for k in keys if k not in named]})
    return rows
