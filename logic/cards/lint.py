"""Linting a pool: the rule base's verdict on every "you" of every card, and a summary.

The reader (`logic.cards.occurrences`) turns each sentence into a tuple of
`YouCase`; the solver side (`logic.you.analyses.rule_sentence`) rules on one tuple
at a time. Identical tuples are solved once: the pool's tuples are deduplicated
before any solving, and spread over ``jobs`` processes when asked.

Statuses of a finding: ``holds`` (the referent is proved), ``ambiguous`` (two
rulings disagree), ``contradictory`` (no ruling satisfies the rules),
``unknown`` (the solver could not tell) and ``unclassified`` (the reader could
not give the word a game function; the phrase says where).
"""

from __future__ import annotations

import importlib
import os
import sys
from collections import Counter
from dataclasses import dataclass, field

from logic.cards.occurrences import Occurrence, SentenceGroup, read_face
from logic.cards.pool import Pool, Problem
from logic.errors import RulingError
from logic.verdict import Verdict

__all__ = ["Finding", "CardReport", "LintReport", "lint_pool", "lint_groups", "solve_all", "STATUSES"]

STATUSES = ("holds", "ambiguous", "contradictory", "unknown", "unclassified")


@dataclass
class Finding:
    """One occurrence and what the rules say about it."""

    occurrence: Occurrence
    status: str
    answer: str | None = None
    clauses: list[str] = field(default_factory=list)
    rulings: list[dict] = field(default_factory=list)
    reason: str = ""
    depends_on: list[dict] = field(default_factory=list)
    note: str = ""

    def to_json(self) -> dict:
        o = self.occurrence
        return {"sentence_index": o.sentence_index, "sentence": o.sentence, "label": o.label,
                "section": o.section, "word": o.word, "start": o.start, "phrase": o.phrase,
                "case": o.to_json()["case"], "status": self.status, "answer": self.answer,
                "clauses": self.clauses, "rulings": self.rulings, "reason": self.reason,
                "depends_on": self.depends_on, "note": self.note, "proposed_function": o.proposed}


@dataclass
class CardReport:
    """The findings of one face, in reading order."""

    code: str
    name: str
    face: str
    card_type: str
    file: str
    findings: list[Finding] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"code": self.code, "name": self.name, "face": self.face, "card_type": self.card_type,
                "file": self.file, "findings": [f.to_json() for f in self.findings]}


@dataclass
class LintReport:
    """Every face's findings, the problems met while reading, and the summary."""

    rule_base: str
    cards: list[CardReport]
    problems: list[Problem]
    summary: dict

    @property
    def exit_code(self) -> int:
        """2 when input was bad, else 1 when something is ambiguous or contradictory, else 0."""
        if self.problems:
            return 2
        return 1 if self.summary["ambiguous"] or self.summary["contradictory"] else 0

    def to_json(self) -> dict:
        return {"rule_base": self.rule_base, "summary": self.summary,
                "problems": [{"file": p.file, "code": p.code, "message": p.message} for p in self.problems],
                "cards": [c.to_json() for c in self.cards]}


def _ruler():
    """`logic.you.analyses.rule_sentence`, looked up at call time (tests may replace it)."""
    return importlib.import_module("logic.you.analyses").rule_sentence


#: readings chosen for this lint (clause id -> reading name); set before workers fork
_READINGS: dict[str, str] = {}


def _solve_one(rule_base: str, key: tuple) -> list[Verdict]:
    try:
        verdicts = list(_ruler()(rule_base, key, readings=dict(_READINGS)) if _READINGS
                        else _ruler()(rule_base, key))
        if len(verdicts) != len(key):
            raise RulingError(f"rule_sentence returned {len(verdicts)} verdicts for {len(key)} cases")
        return verdicts
    except RulingError as e:
        return [Verdict("sentence", "unknown", reason=str(e)) for _ in key]


def _solve_chunk(args):
    rule_base, keys = args
    return [(k, _solve_one(rule_base, k)) for k in keys]


def solve_all(rule_base: str, keys: list[tuple], jobs: int = 1, progress=None) -> dict[tuple, list[Verdict]]:
    """The verdicts of every distinct case tuple in ``keys``, each solved once.

    With ``jobs > 1`` the distinct tuples are spread over that many processes.
    ``progress(done, total)`` is called as answers arrive.
    """
    distinct = list(dict.fromkeys(keys))
    out: dict[tuple, list[Verdict]] = {}
    total = len(distinct)
    if jobs <= 1 or total < 2:
        for i, k in enumerate(distinct):
            out[k] = _solve_one(rule_base, k)
            if progress:
                progress(i + 1, total)
        return out
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor, as_completed
    fork = "fork" in mp.get_all_start_methods()
    ctx = mp.get_context("fork" if fork else "spawn")
    if fork:  # solve one question first: forked workers inherit the loaded rule base
        out[distinct[0]] = _solve_one(rule_base, distinct[0])
        if progress:
            progress(1, total)
    rest = [k for k in distinct if k not in out]
    size = max(1, min(16, len(rest) // (jobs * 4) or 1))
    chunks = [rest[i:i + size] for i in range(0, len(rest), size)]
    with ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as ex:
        futures = [ex.submit(_solve_chunk, (rule_base, c)) for c in chunks]
        for fut in as_completed(futures):
            for k, v in fut.result():
                out[k] = v
            if progress:
                progress(len(out), total)
    return out


def lint_groups(groups: list[SentenceGroup], rule_base: str, jobs: int = 1, progress=None) -> list[Finding]:
    """The findings of the occurrences of ``groups``, in order (see the module's statuses)."""
    keys = [g.cases for g in groups if g.cases]
    from logic.you import analyses
    # a test may put a fake ruler in: keep no table then
    genuine = getattr(_ruler(), "__module__", "") == "logic.you.analyses"
    table = analyses.table_of(rule_base) if genuine else None
    known: dict[tuple, list[Verdict]] = {}
    if table is not None:
        for k in dict.fromkeys(keys):
            try:
                got = table.get(analyses.question_key(analyses.sentence_rows(k), None, _READINGS))
            except RulingError:
                got = None
            if got is not None:
                known[k] = got
    answers = solve_all(rule_base, [k for k in keys if k not in known], jobs, progress)
    if table is not None:
        for k, v in answers.items():
            try:
                table.put(analyses.question_key(analyses.sentence_rows(k), None, _READINGS), v)
            except RulingError:
                pass
        table.save()
    answers.update(known)
    findings = []
    for g in groups:
        verdicts = iter(answers.get(g.cases, []))
        for o in g.occurrences:
            if o.case is None:
                findings.append(Finding(o, "unclassified", reason=o.unclassified or ""))
                continue
            v = next(verdicts)
            status = v.status if v.status in STATUSES else "unknown"
            findings.append(Finding(o, status, v.answer if status == "holds" else None, list(v.clauses),
                                    list(v.rulings), v.reason, list(getattr(v, "depends_on", []) or []),
                                    (getattr(v, "details", None) or {}).get("note", "")))
    return findings


def lint_pool(pool: Pool, rule_base: str, jobs: int = 1, progress=None,
              readings: dict[str, str] | None = None) -> LintReport:
    """Read every face of ``pool``, rule on every occurrence, and summarise.

    ``readings`` (clause id -> reading name) are put over the rule base's defaults."""
    _READINGS.clear()
    _READINGS.update(readings or {})
    problems = list(pool.problems)
    reports, groups_of = [], []
    for face in pool.faces:
        try:
            groups = read_face(face)
        except Exception as e:  # a reader bug must not lose the rest of the pool
            problems.append(Problem(face.file, face.code, f"could not read the text: {type(e).__name__}: {e}"))
            continue
        reports.append(CardReport(face.code, face.name, face.face, face.card_type, face.file))
        groups_of.append(groups)
    findings = lint_groups([g for gs in groups_of for g in gs], rule_base, jobs, progress)
    it = iter(findings)
    for report, groups in zip(reports, groups_of):
        report.findings = [next(it) for g in groups for _ in g.occurrences]
    return LintReport(rule_base, reports, problems, summarise(reports, problems, pool))


def summarise(reports: list[CardReport], problems: list[Problem], pool: Pool | None = None) -> dict:
    """Counts by status and by card type; ``classified`` counts the occurrences the reader classified."""
    findings = [f for r in reports for f in r.findings]
    by_status = Counter(f.status for f in findings)
    by_type: dict[str, Counter] = {}
    for r in reports:
        c = by_type.setdefault(r.card_type, Counter())
        c["cards"] += 1
        for f in r.findings:
            c[f.status] += 1
    unclassified = Counter(f.occurrence.phrase for f in findings if f.status == "unclassified")
    return {
        "cards": len({(r.code, r.face) for r in reports}),
        "cards_with_you": sum(1 for r in reports if r.findings),
        "records": pool.records if pool else None,
        "reprints": len(pool.reprints) if pool else None,
        "problems": len(problems),
        "occurrences": len(findings),
        "classified": sum(1 for f in findings if f.status != "unclassified"),
        **{s: by_status.get(s, 0) for s in STATUSES},
        "by_card_type": {t: dict(c) for t, c in sorted(by_type.items())},
        "proposed_functions": dict(Counter(f.occurrence.proposed for f in findings
                                           if f.occurrence.proposed).most_common()),
        "top_unclassified": unclassified.most_common(10),
        "by_reading": by_reading(reports),
    }


def by_reading(reports: list[CardReport]) -> list[dict]:
    """For each other reading some occurrence's ruling turns on: how many occurrences and cards it
    changes, whether it is settled, and how many cards it would leave with no ruling (an occurrence
    contradictory under it) against how many the defaults leave."""
    rows: dict[tuple, dict] = {}
    default_broken = {(r.code, r.face) for r in reports for f in r.findings if f.status == "contradictory"}
    for r in reports:
        for f in r.findings:
            for d in f.depends_on:
                key = (d["clause"], d["readings"][1])
                row = rows.setdefault(key, {"clause": d["clause"], "default": d["readings"][0], "reading": key[1],
                                            "settled": d["settled"], "settled_by": d.get("settled_by"),
                                            "occurrences": 0, "cards": set(), "broken": set()})
                row["occurrences"] += 1
                row["cards"].add((r.code, r.face))
                if d["other"]["status"] == "contradictory":
                    row["broken"].add((r.code, r.face))
    out = []
    for key in sorted(rows):
        row = rows[key]
        cards, broken = row.pop("cards"), row.pop("broken")
        row["cards"] = len(cards)
        row["cards_without_ruling"] = len(broken | default_broken)
        row["default_cards_without_ruling"] = len(default_broken)
        out.append(row)
    return out


def progress_bar(stream=None):
    """A ``progress(done, total)`` callback drawing a bar on ``stream`` if it is a terminal, else None."""
    stream = stream or sys.stderr
    if not (hasattr(stream, "isatty") and stream.isatty()) or os.environ.get("TERM") == "dumb":
        return None

    def draw(done: int, total: int) -> None:
        width = 30
        filled = width * done // max(total, 1)
        stream.write(f"\r[{'#' * filled}{' ' * (width - filled)}] {done}/{total} questions")
        if done >= total:
            stream.write("\n")
        stream.flush()
    return draw
