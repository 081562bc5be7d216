"""`ruling check`: every built-in rule base, the diffs (languages, versions) and every query, against expectations.

For each rule base with clauses about "you": every question over every case
(`logic.you.analyses.survey`), the contradictions grouped by their minimal core, the
ambiguous cases grouped into patterns, each matched against
``expectations/<rule base>.toml``; then the diffs (`diff_pairs`: the latest texts
of every two languages, and each version of a language against the next) against
``expectations/<game>/diffs.toml``; then every query file. ``ok`` is true when
every result is what is expected of it.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from itertools import combinations

from . import ask as ask_module
from .you.analyses import (QUESTIONS_CHECKED, compress, diff_readings, diff_rule_bases, find_contradictions,
                           problem_for, prove_unambiguous, survey)
from .expectations import load_diff_expectations, load_expectations
from .registry import load_rule_base, rule_base_names, split_version
from .errors import RulingError

__all__ = ["run_check", "check_rule_base", "diff_pairs"]


def check_rule_base(name: str, readings: dict[str, str] | None = None) -> dict:
    """Consistency and unambiguity of every question of rule base ``name``, with expectations
    (written for the default readings; ``readings`` puts other readings over them)."""
    rb = load_rule_base(name)
    out = {"rule_base": name, "clauses": len(rb.clauses), "questions": {}, "ok": True,
           "unexpected": [], "unmatched_expectations": []}
    if not rb.for_topic("you"):
        return out
    p = problem_for(name, readings=tuple(sorted(rb.own_readings(readings).items())))
    out["readings"] = dict(p.readings)
    expectations = load_expectations(name)
    used = set()
    surveys = {}
    for q in QUESTIONS_CHECKED:
        s = survey(p, q)
        surveys[q] = s
        entry = {"cases": 0, "counts": {}, "scope": s.scope, "checks": s.checks, "contradictions": [],
                 "ambiguities": []}
        if not s.complete:
            entry["status"] = "unknown"
            out["ok"] = False
            out["questions"][q] = entry
            continue
        unambiguity = prove_unambiguous(p, s, witnesses=False)
        entry["counts"] = {st: n for st, n in unambiguity["counts"].items() if n}
        entry["cases"] = unambiguity["cases"]
        amb = unambiguity["ambiguous_cases"]
        for group in find_contradictions(p, s):
            members = group.pop("members")
            hits = [e for e in expectations if all(e.matches(q, "contradictory", c, group["core"]) for c in members)]
            used.update(e.index for e in hits)
            group["expected"] = bool(hits)
            group["why"] = hits[0].to_json()["why"] if hits else ""
            if not hits:
                out["unexpected"].append({"question": q, "status": "contradictory", "core": group["core"],
                                          "patterns": group["patterns"]})
            entry["contradictions"].append(group)
        unexpected_amb = []
        for c in amb:
            hits = [e for e in expectations if e.matches(q, "ambiguous", c)]
            used.update(e.index for e in hits)
            if not hits:
                unexpected_amb.append(c)
        entry["ambiguities"] = unambiguity["patterns"]
        if unexpected_amb:
            out["unexpected"].append({"question": q, "status": "ambiguous",
                                      "patterns": compress(unexpected_amb, s.situation.features)})
        entry["status"] = "consistent" if not entry["contradictions"] else "contradictions found"
        entry["unambiguous"] = not amb
        out["questions"][q] = entry
    if rb.for_topic("seat"):
        out["questions"]["seat"] = _seat_entry(name, rb, readings, expectations, used, out)
    out["unmatched_expectations"] = [e.to_json() for e in expectations if e.index not in used]
    out["ok"] = out["ok"] and not out["unexpected"] and not out["unmatched_expectations"]
    out["_surveys"] = surveys
    return out


def _seat_entry(name: str, rb, readings, expectations, used: set, out: dict) -> dict:
    """The seat question of rule base ``name``: its counts, contradictions and ambiguities, each
    matched against the expectations (``question = "seat"``)."""
    from .you.seat import prove_seat_unambiguous, seat_contradictions, seat_problem, seat_survey
    p = seat_problem(name, tuple(sorted(rb.own_readings(readings).items())))
    s = seat_survey(p)
    entry = {"cases": 0, "counts": {}, "scope": s.scope, "checks": s.checks, "contradictions": [],
             "ambiguities": []}
    if not s.complete:
        entry["status"] = "unknown"
        out["ok"] = False
        return entry
    unambiguity = prove_seat_unambiguous(p, s, witnesses=False)
    entry["counts"] = {st: n for st, n in unambiguity["counts"].items() if n}
    entry["cases"] = unambiguity["cases"]
    for group in seat_contradictions(p, s):
        members = s.cases_of(_members_mask(s, group))
        hits = [e for e in expectations if all(e.matches("seat", "contradictory", c, group["core"]) for c in members)]
        used.update(e.index for e in hits)
        group["expected"] = bool(hits)
        group["why"] = hits[0].to_json()["why"] if hits else ""
        if not hits:
            out["unexpected"].append({"question": "seat", "status": "contradictory", "core": group["core"],
                                      "patterns": group["patterns"]})
        entry["contradictions"].append(group)
    amb = s.cases_of(s.mask("ambiguous"))
    unexpected_amb = []
    for c in amb:
        hits = [e for e in expectations if e.matches("seat", "ambiguous", c)]
        used.update(e.index for e in hits)
        if not hits:
            unexpected_amb.append(c)
    entry["ambiguities"] = unambiguity["patterns"]
    if unexpected_amb:
        out["unexpected"].append({"question": "seat", "status": "ambiguous",
                                  "patterns": compress(unexpected_amb, s.situation.features)})
    entry["status"] = "consistent" if not entry["contradictions"] else "contradictions found"
    entry["unambiguous"] = not amb
    return entry


def _members_mask(s, group: dict) -> int:
    return group.pop("mask")


def _version_key(version: str | None) -> tuple:
    """Order of versions: numerically (``1.5`` before ``1.10``), the latest (None) last."""
    if version is None:
        return (1, ())
    return (0, tuple(int(p) if p.isdigit() else p for p in version.split(".")))


def diff_pairs(names: list[str]) -> list[tuple[str, str]]:
    """The pairs of rule bases `ruling check` diffs, each (A, B).

    Every two latest texts (no ``@version``) of different languages, in name order;
    then, per language, each version against the next one (A the older), the
    latest last: ``en@1.1``-``en@1.5``, ``en@1.5``-``en@1.7``, ``en@1.7``-``en``.
    """
    latest = [n for n in names if split_version(n)[1] is None]
    pairs = list(combinations(latest, 2))
    by_text: dict[str, list[str]] = {}
    for n in names:
        by_text.setdefault(split_version(n)[0], []).append(n)
    for base in sorted(by_text):
        chain = sorted(by_text[base], key=lambda n: _version_key(split_version(n)[1]))
        pairs += list(zip(chain, chain[1:]))
    return pairs


def _you_part(names: list[str], readings: dict | None = None) -> tuple[list[dict], list[dict]]:
    """Every rule base's entry, then the pairwise diffs of each game's "you" rule bases."""
    entries, diffs, surveys = [], [], {}
    for name in names:
        entry = check_rule_base(name, readings)
        for q, s in entry.pop("_surveys", {}).items():
            surveys[(name, q)] = s
        entries.append(entry)
    for game in sorted({n.split("/")[0] for n in names}):
        you_bases = [n for n in names if n.startswith(game + "/") and load_rule_base(n).for_topic("you")]
        expected = {(d["a"], d["b"]): d for d in load_diff_expectations(game)}
        for a, b in diff_pairs(you_bases):
            exp = expected.get((a, b))
            if exp is None and (b, a) in expected:
                a, b = b, a
                exp = expected[(a, b)]
            ra, rb_ = (load_rule_base(n).own_readings(readings) for n in (a, b))
            d = diff_rule_bases(a, b, surveys=surveys if not (ra or rb_) else None,
                                readings_a=tuple(sorted(ra.items())), readings_b=tuple(sorted(rb_.items())))
            row = {"a": a, "b": b, "questions": d["questions"], "differences": len(d["differences"]),
                   "expected": {q: exp.get(q) for q in d["questions"]} if exp else None}
            row["ok"] = bool(exp) and all(exp.get(q) == rel for q, rel in d["questions"].items())
            diffs.append(row)
    return entries, diffs


def _query_row(path: str) -> dict:
    try:
        result = ask_module.run_query_file(path)
        return {"file": str(path), "id": result.id, "verdict": result.verdict.status,
                "answer": result.verdict.answer, "ok": result.matches, "mismatch": result.mismatch,
                "skipped": result.skipped}
    except RulingError as exc:
        return {"file": str(path), "id": None, "verdict": "error", "answer": None, "ok": False, "mismatch": str(exc),
                "skipped": ""}


def _timing_rows(name: str) -> list[dict]:
    try:
        from .timing.checks import timing_checks
    except ImportError:  # the timing part is not installed
        return []
    rows = []
    for v in timing_checks(name):
        ok = v.status not in ("unknown", "contradictory") and v.details.get("ok", True)
        rows.append({"rule_base": name, "question": v.question, "status": v.status, "clauses": v.clauses,
                     "ok": bool(ok)})
    return rows


def readings_section(name: str) -> list[dict]:
    """For each clause of ``name`` with readings and each reading other than the default: how many
    cases of each question depend on the choice, the patterns and one witness (`diff_readings`)."""
    rows = []
    for r in diff_readings(name):
        diffs = r.pop("differences")
        r["witnesses"] = [{"question": d["question"], "cases": d["cases"], "patterns": d["patterns"][:3],
                           "default_allows": d["a_allows"], "reading_allows": d["b_allows"],
                           "witness": d["witness"]} for d in diffs[:4]]
        rows.append({"rule_base": name, **r})
    return rows


_READINGS: dict = {}  # the readings chosen for this run (set before the workers fork)
_NAMES_KEY: list = []  # `rule_base_names_key` of this run, once (set before the workers fork)


def _run_task(task):
    kind, arg = task
    from .you.table import memo, relative_name
    chosen = tuple(sorted(_READINGS.items()))
    if kind == "you":
        names = tuple(n for n in arg if load_rule_base(n).for_topic("you"))
        entries, diffs = memo("check-you", names, (arg, chosen), lambda: list(_you_part(arg, _READINGS)))
        return kind, arg, (entries, diffs)
    if kind == "readings":
        return kind, arg, memo("check-readings", (arg,), (), lambda: readings_section(arg))
    if kind == "timing":
        return kind, arg, memo("check-timing", (arg,), _scenario_bytes(), lambda: _timing_rows(arg))
    raw = _file_bytes(arg)
    row = memo("check-query", (), (relative_name(arg), raw, _NAMES_KEY[0] if _NAMES_KEY else rule_base_names_key(),
                                   _pool_part(arg, raw)),
               lambda: _query_row(arg))
    return kind, arg, {**row, "file": str(arg)}  # the row kept names the file where it was computed


def _pool_part(path: str, raw_hex: str):
    """What a query's answer takes from the card pool (a situation query may name real cards by code):
    `logic.situation.model.corpus_records_named` of the file, None for a file that names none (one
    whose bytes, ``raw_hex``, never say "situation" is not read again)."""
    if b"situation".hex() not in raw_hex:
        return None
    from .registry import read_toml
    from .situation.model import corpus_records_named
    try:
        return corpus_records_named(read_toml(path))
    except RulingError:
        return None  # a file that does not read: its row is the error, whatever the pool


def _file_bytes(path: str) -> str:
    from pathlib import Path
    try:
        return Path(path).read_bytes().hex()
    except OSError:
        return ""


def _scenario_bytes() -> tuple:
    from .registry import project_root
    from .you.table import relative_name
    return tuple((relative_name(p), p.read_bytes().hex()) for p in sorted((project_root() / "scenarios").glob("*.toml")))


def rule_base_names_key() -> tuple:
    """Every rule base with its content key (a query may name any of them)."""
    from .you.table import content_key
    return tuple((n, content_key(n)) for n in rule_base_names())



def run_check(progress=None, jobs: int | None = None, readings: dict[str, str] | None = None) -> dict:
    """Everything `ruling check` does; returns the report (``ok`` plus one entry per part).
    ``progress(done, total)``, when given, is called as the parts are checked.

    The parts are independent, so they run in ``jobs`` processes (default: one per
    core, forked after loading the rule bases); the report is the same either way.
    """
    started = time.perf_counter()
    say = progress or (lambda done, total: None)
    _READINGS.clear()
    _READINGS.update(readings or {})
    names = rule_base_names()
    for name in names:  # load (and validate) every encoding before any work
        load_rule_base(name)
    ask_module._load_handlers()  # import the question kinds once, before the workers fork
    from .situation.model import corpus_path
    corpus_path()  # a wrong $RULING_POOL is bad input, said once here rather than in each worker
    _NAMES_KEY[:] = [rule_base_names_key()]  # every query's key holds it: computed once, not per query
    tasks = [("you", tuple(names))] + [("timing", n) for n in names]
    tasks += [("readings", n) for n in names if load_rule_base(n).clauses_with_readings("you")]
    tasks += [("query", str(p)) for p in ask_module.query_files()]
    jobs = jobs or min(2, os.cpu_count() or 1)
    results = []
    try:
        if jobs > 1 and "fork" in multiprocessing.get_all_start_methods():
            with multiprocessing.get_context("fork").Pool(jobs) as pool:
                for i, res in enumerate(pool.imap_unordered(_run_task, tasks), 1):
                    say(i, len(tasks))
                    results.append(res)
        else:
            for i, task in enumerate(tasks, 1):
                say(i, len(tasks))
                results.append(_run_task(task))
    finally:
        _NAMES_KEY.clear()  # this run's: a later call computes its own
    report = {"ok": True, "rule_bases": [], "diffs": [], "readings": [], "queries": [], "timing": []}
    for kind, arg, value in sorted(results, key=lambda r: (r[0], str(r[1]))):
        if kind == "you":
            report["rule_bases"], report["diffs"] = value
        elif kind == "readings":
            report["readings"] += value
        elif kind == "timing":
            report["timing"] += value
        else:
            report["queries"].append(value)
    for part in ("rule_bases", "diffs", "queries", "timing"):
        report["ok"] &= all(x["ok"] for x in report[part])
    report["seconds"] = round(time.perf_counter() - started, 3)
    return report
