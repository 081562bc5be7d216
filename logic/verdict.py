"""Verdicts: what every analysis returns, and their JSON form.

A verdict's ``status`` is one of:

- ``holds``: the claim is proved (the solver found the negation unsatisfiable);
  ``clauses`` is the minimal set of clause ids that proves it;
- ``refuted``: a counterexample exists (``counterexample`` shows it);
- ``ambiguous``: two rulings both satisfy the rules (``rulings`` shows both);
- ``contradictory``: no ruling satisfies the rules (``clauses`` is the core);
- ``unknown``: the solver could not tell (``reason`` says why). Never a proof.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

__all__ = ["Verdict", "STATUSES", "AskResult"]

STATUSES = ("holds", "refuted", "ambiguous", "contradictory", "unknown")


@dataclass
class Verdict:
    """The answer to one question, with its justification."""

    question: str
    status: str
    answer: Any = None
    clauses: list[str] = field(default_factory=list)
    counterexample: dict | None = None
    rulings: list[dict] = field(default_factory=list)
    reason: str = ""
    scope: str = ""  # what the proof covers: "any number of players and cards", or "bounded to ..."
    details: dict = field(default_factory=dict)
    #: the readings under which the ruling would differ: clause, readings, settled, settled_by, other
    depends_on: list[dict] = field(default_factory=list)

    def __post_init__(self):
        if self.status not in STATUSES:
            raise ValueError(f"unknown verdict status {self.status!r}")

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class AskResult:
    """One query file run: its verdict and whether it matches the file's expectation.

    ``skipped`` names why the question could not be asked here (a situation naming a real card when
    no card pool is there); a skipped query is neither as expected nor a failure, and says so.
    """

    id: str
    file: str
    says: str
    verdict: Verdict
    expected: dict
    matches: bool
    mismatch: str = ""
    source: str = ""
    skipped: str = ""

    def to_json(self) -> dict:
        d = asdict(self)
        d["verdict"] = self.verdict.to_json()
        return d
