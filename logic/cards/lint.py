"""Linting a pool: the rule base's verdict on every "you" of every card, and a summary.

The reader (`logic.cards.occurrences`) turns each sentence into a tuple of
`YouCase`; the solver side (`logic.you.analyses.rule_sentence`) rules on one tuple
at a time. Identical tuples are solved once: the pool's tuples are deduplicated
before any solving, and spread over ``jobs`` processes when asked.

Statuses of a finding: ``holds`` (the referent is proved), ``ambiguous`` (two
rulings disagree), ``contradictory`` (no ruling satisfies the rules),
``unknown`` (the solver could not tell), ``unclassified`` (the reader could
not give the word a game function; the phrase says where), ``not_covered`` (the
"You, Your" entry does not speak of this use and no wording reads it as "you":
``kind`` is group, yourself or quoted, see `logic.cards.uncovered`) and ``unknown_card_type`` (the card's type
is not in the vocabulary: the sentence is ruled for every known card type; when
all give the same ruling, it holds whatever the type and ``answer`` says it,
else the finding stays open and ``by_card_type`` shows the rulings that differ).

A word whose referent holds but whose seat (which player) is ambiguous or contradictory takes the
seat's status (`_with_seat`). A word the entry does not name but the reader reads as "you" (its
``reading``: group, yourself, quoted, form) is ruled like any other, with a note; the summary's
``sections`` count them (`sections`, `SECTIONS`).

A word shared by coordinated verbs is passed to the solver side with all its
functions: the key of such a case is ``(card_type, attachment, (f1, f2, ...),
position)`` (`logic.cards.occurrences.YouCase.key`).

Exit code (`LintReport.exit_code`): 2 when a file could not be read at all, or a file or a card
is past a bound of `logic.bounds` (it is reported and not read; the rest is linted); else 1 when
a finding needs a look (ambiguous, contradictory, not_covered, unknown_card_type, or a bad
record); else 0.
"""

from __future__ import annotations

import gc
import importlib
import json
import sys
from collections import Counter
from contextlib import contextmanager
from functools import lru_cache
from dataclasses import dataclass, field

from logic.cards.markup import split_flavour
from logic.cards.occurrences import YOU_WORD, Occurrence, SentenceGroup, you_words
from logic.cards.pool import Pool, Problem
from logic.cards import pipeline
from logic.cards.readcache import read_faces
from logic import bounds
from logic.bounds import BoundExceeded
from logic.errors import RulingError
from logic.verdict import Verdict
from logic.you.vocab import CARD_TYPES
from .seat_facts import seat_facts

__all__ = ["Finding", "CardReport", "LintReport", "lint_pool", "lint_groups", "solve_all", "STATUSES",
           "FINDING_STATUSES", "collector", "sections", "SECTIONS", "EVIDENCE_MIN_CARDS"]

STATUSES = ("holds", "ambiguous", "contradictory", "unknown", "unclassified", "not_covered", "unknown_card_type")
#: The statuses that make the exit code 1.
FINDING_STATUSES = ("ambiguous", "contradictory", "not_covered", "unknown_card_type")


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
    by_card_type: list[dict] = field(default_factory=list)  # unknown_card_type: {ruling, card_types}
    #: which player the word is: status, player (the roles proved), clauses, the facts asked with
    seat: dict | None = None

    def to_json(self) -> dict:
        o = self.occurrence
        out = {"sentence_index": o.sentence_index, "sentence": o.sentence, "label": o.label,
               "section": o.section, "word": o.word, "start": o.start, "phrase": o.phrase,
               "case": o.case_json(), "status": self.status, "answer": self.answer,
               "clauses": self.clauses, "rulings": self.rulings, "reason": self.reason,
               "depends_on": self.depends_on, "note": self.note, "proposed_function": o.proposed,
               "player": (self.seat or {}).get("player"), "seat": self.seat}
        if o.source:
            out["source"] = o.source  # where the game function comes from: structure or lexicon
        if o.not_covered:
            out["kind"] = o.not_covered
        if o.reading:
            out["reading"] = o.reading
            out["addressee"] = o.addressee
        if self.status == "unknown_card_type":
            out["card_type"] = o.card_type
            out["by_card_type"] = self.by_card_type
        return out


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
    skipped_files: list[str] = field(default_factory=list)

    @property
    def exit_code(self) -> int:
        """2 when a file could not be read at all or something was past a bound (`logic.bounds`);
        else 1 when a finding needs a look (see `FINDING_STATUSES`) or a record was bad; else 0."""
        if any(p.level in ("file", "bound") for p in self.problems):
            return 2
        return 1 if self.problems or any(self.summary[s] for s in FINDING_STATUSES) else 0

    def to_json(self) -> dict:
        return {"rule_base": self.rule_base, "summary": self.summary,
                "problems": [{"file": p.file, "code": p.code, "message": p.message, "level": p.level}
                             for p in self.problems],
                "skipped_files": self.skipped_files,
                "cards": [c.to_json() for c in self.cards]}


@contextmanager
def collector(enabled: bool, freeze: bool = False):
    """Run a block with Python's cyclic garbage collector on or off, then put it back as it was.

    Reading a pool and writing its report make hundreds of thousands of small objects and no
    cycles; with the collector on, its passes over them cost about a quarter of a warm lint of a
    7,500-card pool (`benchmarks/lint_fanmade.py`). `lint_pool` reads and writes with it off and
    solves with it on (z3's objects are freed by it). Reference counting frees everything else as
    usual. With ``freeze``, the objects alive when the block ends are moved out of the collector's
    sight (`gc.freeze`) before it is put back on: its first pass would otherwise look at every one the
    block made (a tenth of a cold lint of the official pool); for a block whose objects live until the
    process ends (`logic.cards.commands.run_lint`'s report)."""
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        yield
    finally:
        if freeze and was and not gc.isenabled():
            gc.freeze()
        (gc.enable if was else gc.disable)()


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
        return [Verdict("sentence", "unknown", reason=str(e).split("; known:")[0]) for _ in key]


def _solve_chunk(args):
    rule_base, keys = args
    answers = [(k, _solve_one(rule_base, k)) for k in keys]
    from logic.you import compiled
    table = compiled._COMPONENT_TABLES.get(rule_base)  # none when the ruler kept none (a test's fake)
    added = {}
    if table is not None:
        added, table.added = table.added, {}
    return answers, added  # the components a worker solved go back to the table kept on disk


def solve_all(rule_base: str, keys: list[tuple], jobs: int = 1, progress=None) -> dict[tuple, list[Verdict]]:
    """The verdicts of every distinct case tuple in ``keys``, each solved once.

    With ``jobs > 1`` the distinct tuples are spread over that many processes.
    ``progress(done, total)`` is called as answers arrive.
    """
    distinct = list(dict.fromkeys(keys))
    if not distinct:
        return {}
    with collector(True):
        return _solve_distinct(rule_base, distinct, jobs, progress)


def _solve_distinct(rule_base: str, distinct: list[tuple], jobs: int, progress) -> dict[tuple, list[Verdict]]:
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
        from logic.you.compiled import component_table
        for fut in as_completed(futures):
            answers, components = fut.result()
            for k, v in answers:
                out[k] = v
            if components:
                component_table(rule_base).merge(components)
            if progress:
                progress(len(out), total)
    return out


def _keys(g: SentenceGroup) -> list[tuple]:
    """The questions one sentence asks: one, or one per known card type when the card's is unknown."""
    cases = g.cases
    if not cases:
        return []
    if g.card_type in CARD_TYPES:
        return [tuple(c.key() for c in cases)]
    return [tuple(c.key(t) for c in cases) for t in CARD_TYPES]


def _ruling_of(v: Verdict) -> str:
    """A verdict as one comparable line: ``holds identity``, ``ambiguous``, ``contradictory``..."""
    if v.status == "holds":
        return f"holds {v.answer}"
    return v.status if v.status in STATUSES else "unknown"


def _across_types(o: Occurrence, verdicts: dict[str, Verdict]) -> Finding:
    """The finding of a word on a card of unknown type, from its verdict under every known type."""
    by: dict[str, list[str]] = {}
    for t, v in verdicts.items():
        by.setdefault(_ruling_of(v), []).append(t)
    rows = [{"ruling": r, "card_types": ts} for r, ts in by.items()]
    where = f"card type {o.card_type!r} is not in the vocabulary"
    if set(by) == {"unknown"}:
        reason = next(iter(verdicts.values())).reason
        return Finding(o, "unknown_card_type", None, [], [],
                       f"{where}; no known card type gives a ruling: {reason}", by_card_type=rows)
    if len(by) == 1:
        ruling = next(iter(by))
        clauses = sorted({c for v in verdicts.values() for c in v.clauses})
        return Finding(o, "unknown_card_type", ruling, clauses, [],
                       f"{where}; all {len(verdicts)} known card types give '{ruling}': "
                       "the ruling holds whatever the type", by_card_type=rows)
    return Finding(o, "unknown_card_type", None, [], [],
                   f"{where}; the ruling depends on the type: " + "; ".join(
                       f"{r['ruling']} for {len(r['card_types'])} type(s)" for r in rows), by_card_type=rows)


def _genuine() -> bool:
    """Whether the sentence ruler is the solver's (a test may put a fake ruler in). Before
    `logic.you.analyses` is imported nobody can have replaced its ruler: it is not imported to ask
    (a lint whose every question is in the verdict tables never imports the solver)."""
    if "logic.you.analyses" not in sys.modules:
        return True
    return getattr(_ruler(), "__module__", "") == "logic.you.analyses"


def _table(rule_base: str):
    """The verdict table of ``rule_base``, or None (the cache is off, or a test put a fake ruler in)."""
    from logic.you.verdict_tables import table_of
    return table_of(rule_base) if _genuine() else None


def _from_table(table, key: tuple):
    from logic.you.table import question_key
    from logic.you.verdict_tables import sentence_rows
    try:
        return table.get(question_key(sentence_rows(key), None, _READINGS))
    except RulingError:
        return None


def lint_groups(groups: list[SentenceGroup], rule_base: str, jobs: int = 1, progress=None,
                solved: dict | None = None, known: dict | None = None) -> list[Finding]:
    """The findings of the occurrences of ``groups``, in order (see the module's statuses).
    ``solved`` holds verdicts of questions ruled already, ``known`` those read from the verdict table
    already (`logic.cards.pipeline`)."""
    keys_of = [_keys(g) for g in groups]
    keys = [k for ks in keys_of for k in ks]
    from logic.you.table import question_key
    from logic.you.verdict_tables import sentence_rows
    table = _table(rule_base)
    genuine = _genuine()
    known = dict(known or {})
    if table is not None:
        for k in dict.fromkeys(keys):
            if k in known or k in (solved or {}):
                continue
            got = _from_table(table, k)
            if got is not None:
                known[k] = got
    solved = {k: v for k, v in (solved or {}).items() if k not in known}
    answers = solve_all(rule_base, [k for k in keys if k not in known and k not in solved], jobs, progress)
    answers.update(solved)
    if table is not None:
        for k, v in answers.items():
            try:
                table.put(question_key(sentence_rows(k), None, _READINGS), v)
            except RulingError:
                pass
    answers.update(known)
    findings = []
    for g, keys in zip(groups, keys_of):
        known = g.card_type in CARD_TYPES
        j = 0
        for o in g.occurrences:
            if o.not_covered is not None:
                findings.append(Finding(o, "not_covered", reason=f"the You, Your entry does not cover "
                                                                   f"this use ({o.not_covered})", note=o.note))
                continue
            if o.case is None:
                findings.append(Finding(o, "unclassified", reason=o.unclassified or ""))
                continue
            if not known:
                finding = _across_types(o, {k[0][0]: answers[k][j] for k in keys})
                finding.note = o.note
                findings.append(finding)
                j += 1
                continue
            v = answers[keys[0]][j]
            j += 1
            status = v.status if v.status in STATUSES[:4] else "unknown"
            note = "; ".join(n for n in ((getattr(v, "details", None) or {}).get("note", ""), o.note) if n)
            finding = Finding(o, status, v.answer if status == "holds" else None, list(v.clauses),
                              list(v.rulings), v.reason, list(getattr(v, "depends_on", []) or []), note,
                              seat=seat_of(o, rule_base, g.occurrences) if genuine else None)
            findings.append(_with_seat(finding))
    if table is not None:
        table.save()  # once: the sentence verdicts and the seat verdicts found meanwhile
    return findings


def _with_seat(f: Finding) -> Finding:
    """A finding whose referent holds but whose seat (which player) does not: the seat's status, with
    its rulings (both players) and clauses. A word is read only when both questions are answered."""
    seat = f.seat or {}
    if f.status != "holds" or seat.get("status") not in ("ambiguous", "contradictory"):
        return f
    f.status = seat["status"]
    f.rulings = [{"seat": r} for r in seat.get("rulings", [])] or f.rulings
    f.clauses = sorted(set(f.clauses) | set(seat.get("clauses", [])))
    f.answer = None
    return f


def seat_of(o: Occurrence, rule_base: str, sentence: tuple = ()) -> dict | None:
    """Which player the word of ``o`` is (`logic.you.seat.rule_seat` on its `seat_facts`), as JSON:
    ``status``, ``player`` (the roles proved, or both rulings), ``clauses``, ``facts``, ``note``."""
    key = seat_key(o, sentence)
    return None if key is None else _seat_json(rule_base, key, tuple(sorted(_READINGS.items())))


def seat_key(o: Occurrence, sentence: tuple = ()) -> tuple | None:
    """The seat facts of ``o`` (in a sentence of the words ``sentence``) as a sorted tuple, or None
    when the word has no seat question (not classified, or an unknown card type)."""
    if o.case is None or o.card_type not in CARD_TYPES:
        return None
    return tuple(sorted(seat_facts(o, siblings=tuple(x for x in sentence if x is not o)).items()))


def seat_keys(groups: list[SentenceGroup]) -> list[tuple]:
    """The distinct seat facts of every word of ``groups``, in order."""
    keys = (seat_key(o, g.occurrences) for g in groups for o in g.occurrences)
    return list(dict.fromkeys(k for k in keys if k is not None))


def _seat_table_key(facts: tuple) -> str:
    """The verdict table key of the seat question ``facts`` under this lint's readings."""
    return json.dumps(["seat", facts, sorted(_READINGS.items())], separators=(",", ":"))


def seat_known(rule_base: str, facts: tuple) -> Verdict | None:
    """The seat verdict of ``facts`` from the rule base's verdict table, or None."""
    table = _table(rule_base)
    got = table.get(_seat_table_key(facts)) if table is not None else None
    return got[0] if got else None


def solve_seat(rule_base: str, facts: tuple) -> Verdict:
    """The solver's seat verdict of ``facts`` under this lint's readings (`logic.you.seat.rule_seat`)."""
    from logic.you.seat import rule_seat
    f = dict(facts)
    return rule_seat(rule_base, f.pop("card_type"), readings=dict(_READINGS), **f)


#: seat verdicts solved by the lint pipeline's two processes (`logic.cards.pipeline`), by facts
_SEATS_SOLVED: dict[tuple, Verdict] = {}


@lru_cache(maxsize=4096)
def _seat_json(rule_base: str, facts: tuple, readings: tuple) -> dict | None:
    """The seat JSON of ``facts`` (``readings``: this lint's, `_READINGS`, a part of the cache's key)."""
    from logic.registry import load_rule_base
    if not load_rule_base(rule_base).for_topic("seat"):
        return None
    v = seat_known(rule_base, facts)
    if v is None:
        v = _SEATS_SOLVED.pop(facts, None) or solve_seat(rule_base, facts)
        table = _table(rule_base)
        if table is not None:  # the solver's verdict, kept under the rule base's content (`VerdictTable`)
            table.put(_seat_table_key(facts), [v])
    return {"status": v.status, "player": v.answer, "clauses": list(v.clauses), "facts": dict(facts),
            "note": v.details.get("note", ""), "rulings": list(v.rulings),
            "depends_on": list(getattr(v, "depends_on", None) or [])}


def lint_pool(pool: Pool, rule_base: str, jobs: int = 1, progress=None,
              readings: dict[str, str] | None = None) -> LintReport:
    """Read every face of ``pool``, rule on every occurrence, and summarise.

    ``readings`` (clause id -> reading name) are put over the rule base's defaults. The garbage
    collector is off while reading and counting, on while solving (`collector`). A pool with more
    second-person words than `logic.bounds.MAX_POOL_YOU_WORDS` is refused (`logic.bounds.BoundExceeded`)
    before anything is read."""
    words = sum(you_words(f) for f in pool.faces)
    bounds.check_at_most(words, bounds.MAX_POOL_YOU_WORDS, "the pool", pool.path or None,
                         unit=" second-person words")  # a lint's memory grows with them: refused before reading
    saved = dict(_READINGS)
    try:
        with collector(False):
            return _lint_pool(pool, rule_base, jobs, progress, readings)
    finally:  # the readings are this lint's: a later lint_groups in this process is not under them
        _READINGS.clear()
        _READINGS.update(saved)


def _lint_pool(pool: Pool, rule_base: str, jobs: int, progress, readings: dict[str, str] | None) -> LintReport:
    _READINGS.clear()
    _READINGS.update(readings or {})
    _SEATS_SOLVED.clear()
    problems = list(pool.problems)
    reports, groups_of = [], []
    solved = known = None
    if jobs <= 1 and pipeline.worth_it(pool.faces):  # read the cards while another process rules
        tables: list = []  # the verdict table, found at the first question: after the second reading process
        #                    is forked, so loading the rule base (its key) is not on the way to the fork

        def from_table(key):
            if not tables:
                tables.append(_table(rule_base))
            return _from_table(tables[0], key) if tables[0] is not None else None
        read, solved, known, seats = pipeline.read_and_rule(
            pool.faces, rule_base, lambda groups: [k for g in groups for k in _keys(g)],
            from_table, _solve_one, solve_seat,
            seat_keys if _genuine() else None, lambda facts: seat_known(rule_base, facts))
        _SEATS_SOLVED.update(seats)
    else:
        read = read_faces(pool.faces)
    for face, (groups, _) in zip(pool.faces, read):
        if isinstance(groups, BoundExceeded):  # past a bound: reported, not read, exit code 2
            problems.append(Problem(face.file, groups.place or face.code,
                                    f"{groups.message} (card not read)", "bound"))
            continue
        if isinstance(groups, Exception):  # a reader bug must not lose the rest of the pool
            e = groups
            problems.append(Problem(face.file, face.code, f"could not read the text: {type(e).__name__}: {e}"))
            continue
        reports.append(CardReport(face.code, face.name, face.face, face.card_type, face.file))
        groups_of.append(groups)
    findings = lint_groups([g for gs in groups_of for g in gs], rule_base, jobs, progress, solved, known)
    it = iter(findings)
    for report, groups in zip(reports, groups_of):
        report.findings = [next(it) for g in groups for _ in g.occurrences]
    pieces = [p for f in pool.faces for p in split_flavour(f.text)[1]]
    summary = summarise(reports, problems, pool)
    summary["flavour_skipped"] = len(pieces)
    summary["flavour_you_words"] = sum(len(YOU_WORD.findall(p)) for p in pieces)
    summary["seats"] = dict(sorted(Counter(f.seat["status"] for r in reports for f in r.findings if f.seat).items()))
    summary["sections"] = sections(reports)
    return LintReport(rule_base, reports, problems, summary, list(pool.skipped_files))


def summarise(reports: list[CardReport], problems: list[Problem], pool: Pool | None = None) -> dict:
    """Counts by status and by card type; ``classified`` counts the occurrences the reader gave a game
    function; ``function_source`` how many words took their function (or the function they would need)
    from the ability structure and how many from the wording lexicon; ``read_pct`` the share (percent) of occurrences given a game function or a ``not_covered``
    kind (the rest are unclassified, listed by phrase in ``top_unclassified``)."""
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
        "bad_files": sum(1 for p in problems if p.level == "file"),
        "bad_records": sum(1 for p in problems if p.level == "record"),
        "past_bounds": sum(1 for p in problems if p.level == "bound"),
        "skipped_files": len(pool.skipped_files) if pool else 0,
        "flavour_skipped": 0,
        "flavour_you_words": 0,
        "unknown_card_types": dict(sorted(Counter(r.card_type for r in reports
                                                  if r.card_type not in CARD_TYPES).items())),
        "occurrences": len(findings),
        "classified": sum(1 for f in findings if f.status not in ("unclassified", "not_covered")),
        "read_pct": round(100 * sum(1 for f in findings if f.status != "unclassified") / len(findings), 2)
        if findings else None,
        "not_covered_by_kind": dict(sorted(Counter(f.occurrence.not_covered for f in findings
                                                   if f.status == "not_covered").items())),
        # where the game functions came from: the ability structure or the wording lexicon
        "function_source": dict(sorted(Counter(f.occurrence.source for f in findings
                                               if f.occurrence.source).items())),
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


# -- the open questions, by section ------------------------------------------------------------------
#: The sections of the open questions a lint reports, each with what it holds.
SECTIONS = {
    "groups": "words that address more than one player (each player, the players together), and every "
              "'you' whose seat is the group (every player)",
    "quoted": "words inside quoted text, read as the text of the card that gets it",
    "uncovered_forms": "forms the You, Your entry does not name ('yourself'), read as 'you'",
    "open_readings": "words the rules leave open: ambiguous or contradictory, or ruled by an open reading of "
                     "a clause (the words ruled by a settled reading are counted apart, as notes)",
}
#: A wording printed on at least this many cards, ruled the same way on each, is shown as the
#: publisher's evidence: a note, not an alarm.
EVIDENCE_MIN_CARDS = 3


def _section_of(f: Finding) -> list[str]:
    o = f.occurrence
    out = []
    if o.reading == "group" or o.not_covered == "group" or (f.seat or {}).get("player") == "every_player":
        out.append("groups")
    if o.reading == "quoted" or o.not_covered == "quoted":
        out.append("quoted")
    if o.reading == "yourself" or o.not_covered == "yourself":
        out.append("uncovered_forms")
    if f.status in ("ambiguous", "contradictory") or any(not d["settled"] for d in f.depends_on) \
            or o.reading == "form":
        out.append("open_readings")
    return out


def _settled_only(f: Finding) -> bool:
    """The word's ruling turns on a reading of a clause, and every such reading is settled (printed
    cards, a worked example): a note, not an alarm."""
    seat_note = (f.seat or {}).get("note", "")
    return f.status == "holds" and ((f.depends_on and all(d["settled"] for d in f.depends_on))
                                    or "settled reading" in seat_note)


def _ruled(f: Finding) -> str:
    """How a finding is played, as one comparable line: its status and answer (the identity or the
    player). The seat is left out: the same wording names the controller on a player card and the
    revealing player on a treachery, and is played the same way on both."""
    return f"{f.status} {f.answer or ''}".strip()


def sections(reports: list[CardReport]) -> dict:
    """Per section (`SECTIONS`): ``count`` of words, ``cards``, ``alarms`` (words that need a look:
    ambiguous, contradictory, not covered), one ``example`` (the first card that needs a look, else the
    first card, with its sentence and what was read), and ``evidence``: the wordings (phrases) printed
    on at least `EVIDENCE_MIN_CARDS` cards and ruled the same way on every one (the publisher's cards
    settle them: a note, not an alarm). ``open_readings`` also counts ``settled_notes``: the words
    ruled only through a settled reading (its evidence is among them)."""
    out = {}
    for name, says in SECTIONS.items():
        rows = [(r, f) for r in reports for f in r.findings if name in _section_of(f)]
        settled = [(r, f) for r in reports for f in r.findings if _settled_only(f)] if name == "open_readings" \
            else []
        alarms = [(r, f) for r, f in rows if (f.status in ("ambiguous", "contradictory", "not_covered")
                                              or f.occurrence.reading == "form")
                  and not (f.depends_on and all(d["settled"] for d in f.depends_on) and f.status == "holds")]
        example = None
        pick = alarms[0] if alarms else rows[0] if rows else None
        if pick:
            r, f = pick
            example = {"code": r.code, "name": r.name, "card_type": r.card_type, "sentence": f.occurrence.sentence,
                       "word": f.occurrence.word, "phrase": f.occurrence.phrase, "status": f.status,
                       "player": (f.seat or {}).get("player"), "note": f.note or (f.seat or {}).get("note", "")}
        by_phrase: dict[str, list] = {}
        for r, f in rows + settled:
            by_phrase.setdefault(f.occurrence.phrase, []).append((r, f))
        evidence = []
        for phrase, hits in by_phrase.items():
            cards = sorted({r.code for r, _ in hits})
            ruled = {_ruled(f) for _, f in hits}
            if len(cards) >= EVIDENCE_MIN_CARDS and len(ruled) == 1:
                evidence.append({"phrase": phrase, "cards": len(cards), "ruled": next(iter(ruled)),
                                 "examples": [f"{r.code} {r.name}" for r, _ in hits[:2]]})
        evidence.sort(key=lambda e: (-e["cards"], e["phrase"]))
        out[name] = {"says": says, "count": len(rows), "cards": len({(r.code, r.face) for r, _ in rows}),
                     "alarms": len(alarms), "example": example, "evidence": evidence[:5]}
        if name == "open_readings":
            out[name]["settled_notes"] = len(settled)
    return out
