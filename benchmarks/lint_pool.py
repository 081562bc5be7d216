"""Benchmark: read and lint the real Marvel Champions pool (../shared/corpus/marvelsdb).

Prints: records, reprints, unique faces and whether every one is accounted for
(read, or reported as a problem); occurrences of "you"/"your"/"yours"/"yourself";
the share classified (and the share that would be with the game functions
`logic.cards.lexicon.PROPOSED` adds); the counts by status; the ten most frequent
unclassified phrases; the wall time of the whole lint (median of --runs runs,
caches cleared before each) beside the time of solving every sentence from
scratch (no deduplication, no cache), and their ratio.

Usage: python benchmarks/lint_pool.py [--rules RB] [--jobs N] [--runs 5] [--json] [--no-scratch]
Skips (exit 0, with a message) when the corpus is absent.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "marvelsdb"


def _clear_caches(analyses) -> None:
    for name in ("_rule_sentence_cached", "problem_for"):
        fn = getattr(analyses, name, None)
        if hasattr(fn, "cache_clear"):
            fn.cache_clear()


def _solve_uncached(analyses, rule_base, cases):
    """One sentence solved with no cache (the solver side's cache bypassed)."""
    cached = getattr(analyses, "_rule_sentence_cached", None)
    if hasattr(cached, "__wrapped__") and hasattr(analyses, "_as_row"):
        return cached.__wrapped__(rule_base, tuple(analyses._as_row(c) for c in cases))
    if hasattr(cached, "cache_clear"):
        cached.cache_clear()
    return analyses.rule_sentence(rule_base, cases)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", default="marvel_champions/en")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-scratch", action="store_true", help="skip the (slow) from-scratch solving")
    a = ap.parse_args(argv)
    if not CORPUS.is_dir():
        print(f"skipped: no corpus at {CORPUS}")
        return 0
    from logic.you import analyses
    from logic.cards.lexicon import PROPOSED
    from logic.cards.lint import lint_pool
    from logic.cards.occurrences import read_face
    from logic.cards.pool import read_pool

    t0 = time.perf_counter()
    pool = read_pool(CORPUS)
    groups = [g for f in pool.faces for g in read_face(f)]
    read_s = time.perf_counter() - t0
    occ = [o for g in groups for o in g.occurrences]
    read_codes = {f.code for f in pool.faces}
    problem_keys = {(p.file, p.code) for p in pool.problems}
    accounted = pool.unique_records == len(read_codes) + len(problem_keys)
    classified = sum(1 for o in occ if o.case)
    proposed = sum(1 for o in occ if o.proposed in PROPOSED)

    times, report = [], None
    for _ in range(a.runs):
        _clear_caches(analyses)
        t = time.perf_counter()
        report = lint_pool(read_pool(CORPUS), a.rules, jobs=a.jobs)
        times.append(time.perf_counter() - t)
    lint_s = statistics.median(times)
    distinct = len({g.cases for g in groups if g.cases})
    scratch_s = None
    if not a.no_scratch:
        _clear_caches(analyses)
        analyses.problem_for(a.rules)  # the rule base loaded once, as in the lint
        t = time.perf_counter()
        for g in groups:
            if g.cases:
                _solve_uncached(analyses, a.rules, g.cases)
        scratch_s = time.perf_counter() - t
    s = report.summary
    result = {
        "records": pool.records, "reprints": len(pool.reprints), "unique_records": pool.unique_records,
        "faces": len(pool.faces), "problems": len(pool.problems), "every_face_accounted_for": accounted,
        "faces_with_you": len({(o.code, o.face) for o in occ}), "occurrences": len(occ),
        "classified": classified, "classified_pct": round(100 * classified / max(len(occ), 1), 2),
        "classified_with_proposed_functions_pct": round(100 * (classified + proposed) / max(len(occ), 1), 2),
        "by_status": {k: s[k] for k in ("holds", "ambiguous", "contradictory", "unknown", "unclassified")},
        "proposed_functions": s["proposed_functions"],
        "top_unclassified": Counter(o.phrase for o in occ if not o.case).most_common(10),
        "sentences_with_cases": sum(1 for g in groups if g.cases), "distinct_questions": distinct,
        "read_s": round(read_s, 3), "lint_runs_s": [round(x, 3) for x in times], "lint_median_s": round(lint_s, 3),
        "jobs": a.jobs, "scratch_s": None if scratch_s is None else round(scratch_s, 3),
        "scratch_over_lint": None if scratch_s is None else round(scratch_s / lint_s, 1),
    }
    if a.json:
        print(json.dumps(result, indent=1))
        return 0
    r = result
    print(f"records {r['records']}, reprints {r['reprints']} (counted once), unique records {r['unique_records']}, "
          f"faces read {r['faces']}, problems {r['problems']}, every face accounted for: {r['every_face_accounted_for']}")
    print(f"faces with you/your: {r['faces_with_you']}, occurrences {r['occurrences']}, classified {r['classified']} "
          f"({r['classified_pct']}%; {r['classified_with_proposed_functions_pct']}% with the proposed functions)")
    print("by status: " + ", ".join(f"{k} {v}" for k, v in r["by_status"].items()))
    print("proposed functions: " + ", ".join(f"{k} {v}" for k, v in r["proposed_functions"].items()))
    print("top unclassified phrases:")
    for phrase, n in r["top_unclassified"]:
        print(f"  {n:>4}  {phrase}")
    print(f"{r['sentences_with_cases']} sentences, {r['distinct_questions']} distinct questions")
    scratch = "skipped" if scratch_s is None else f"{r['scratch_s']} s, ratio {r['scratch_over_lint']}x"
    print(f"whole-pool lint (--jobs {a.jobs}): median {r['lint_median_s']} s of {r['lint_runs_s']}; "
          f"every sentence from scratch (1 process, no cache): {scratch}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
