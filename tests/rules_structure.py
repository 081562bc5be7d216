"""Locators of a Rules Reference entry file (``../shared/rules/*.md``), read from the text itself.

Independent of the encodings: the newest section of a language (files list versions newest first)
is split into its glossary entries (``#### Title  (id `x`)``, or ``# Title`` in the 2022 French site); in one entry a paragraph is a line
that is not a bullet (headings of fewer than five words without a full stop, "See:" lines and
transcriber's notes are skipped), a bullet is a line opening with "- " or a bold number ("**2.**"),
a deeper-indented bullet
is a sub-item ``pN.bM.K``, and an italic line opening "*For example" (or "*Par exemple", "*Beispiel")
is a worked example ``pN.exK`` of the paragraph before it. An entry that is only a "See:" line has
the one locator ``p1``.
"""

import re

_BULLET = re.compile(r"^(\s*)[-•*]\s+(.*)$")
_NUMBERED = re.compile(r"^\*\*\d+\.\*\*\s")
_EXAMPLE = re.compile(r"^\*(For example|Example|Par exemple|Exemple|Beispiel|Zum Beispiel)")
_SKIP = ("Source:", "*Transcriber", "See:", "See ", "Siehe", "Voir")
HEADINGS = {"en": "## English", "fr": "## Français", "de": "## Deutsch"}


def newest_section(text: str, language: str, version: str | None = None) -> str:
    """The text of the newest section of ``language`` (or the first whose heading holds ``version``)."""
    parts = re.split(r"^(## .*)$", text, flags=re.M)
    for head, body in zip(parts[1::2], parts[2::2]):
        if head.startswith(HEADINGS[language]) and (version is None or version in head):
            return body
    raise KeyError(f"no {language} section")


def entries(section: str) -> dict[str, list[str]]:
    """Entry id (or title) -> locators, for every glossary entry of a section."""
    out: dict[str, list[str]] = {}
    current = None
    p = b = sub = ex = 0
    indent = None
    for raw in section.splitlines():
        s = raw.strip()
        if s.startswith("####") or re.match(r"^# \S", s):
            m = re.search(r"\(id `([^`]+)`\)", s)
            current = m.group(1) if m else s.lstrip("# ").split("(PDF")[0].split("  (")[0].strip()
            out[current] = []
            p = b = sub = ex = 0
            indent = None
            continue
        if current is None or not s:
            continue
        if s.startswith(_SKIP):
            if s.startswith(("See", "Siehe", "Voir")) and not out[current]:
                out[current].append("p1")
                p = 1
            continue
        m = _BULLET.match(raw)
        if _EXAMPLE.match(s):
            ex += 1
            out[current].append(f"p{p}.ex{ex}")
        elif (m and not s.startswith("**")) or _NUMBERED.match(s):
            depth = len(raw) - len(raw.lstrip())
            if indent is not None and depth > indent and b:
                sub += 1
                out[current].append(f"p{p}.b{b}.{sub}")
            else:
                b, sub, indent = b + 1, 0, depth
                out[current].append(f"p{p}.b{b}")
        elif len(s.split()) >= 5 or s.endswith("."):
            p, b, sub, ex, indent = p + 1, 0, 0, 0, None
            out[current].append(f"p{p}")
    return out
