"""What `ruling check` expects of each rule base and each diff, read from ``expectations/``.

``expectations/<game>/<language>.toml`` lists the findings the text is known to
produce (``[[expect]]``: question, status, ``where`` features, ``core_includes``,
``why``); ``expectations/<game>/diffs.toml`` the expected relation of each pair
of rule bases per question. Both are written from reading the texts.
"""

from __future__ import annotations

from pathlib import Path

from .errors import InputError
from .registry import project_root, read_toml

__all__ = ["Expectation", "load_expectations", "load_diff_expectations", "expectations_dir"]


def expectations_dir() -> Path:
    return project_root() / "expectations"


class Expectation:
    """One expected finding; `matches` says whether a found case is one of it."""

    def __init__(self, table: dict, path: str, index: int):
        where = f"expect[{index}]"
        for key in ("question", "status", "why"):
            if key not in table:
                raise InputError(f"missing key '{where}.{key}'", path)
        self.question, self.status, self.why = table["question"], table["status"], table["why"]
        self.where = {k: (v if isinstance(v, list) else [v]) for k, v in table.get("where", {}).items()}
        self.core_includes = list(table.get("core_includes", []))
        self.index = index

    def matches(self, question: str, status: str, case: dict, core: list[str] | None = None) -> bool:
        if question != self.question or status != self.status:
            return False
        if any(case.get(k) not in vs for k, vs in self.where.items()):
            return False
        return all(c in (core or []) for c in self.core_includes)

    def to_json(self) -> dict:
        return {"question": self.question, "status": self.status, "where": self.where,
                "core_includes": self.core_includes, "why": " ".join(self.why.split())}


def load_expectations(rule_base: str) -> list[Expectation]:
    """The expected findings of ``rule_base`` (none when it has no file)."""
    path = expectations_dir() / f"{rule_base}.toml"
    if not path.exists():
        return []
    table = read_toml(path)
    return [Expectation(t, str(path), i) for i, t in enumerate(table.get("expect", []))]


def load_diff_expectations(game: str) -> list[dict]:
    """The expected relations of the pairwise diffs of ``game``'s rule bases."""
    path = expectations_dir() / game / "diffs.toml"
    if not path.exists():
        return []
    rows = read_toml(path).get("diff", [])
    for i, row in enumerate(rows):
        for key in ("a", "b", "why"):
            if key not in row:
                raise InputError(f"missing key 'diff[{i}].{key}'", str(path))
    return rows
