"""Benchmark: read and lint the real Marvel Champions pool (../shared/corpus/marvelsdb).

Prints: records, reprints, unique faces and whether every one is accounted for (read, or reported as
a problem); occurrences of "you"/"your"/"yours"/"yourself"; the share classified (and the share that
would be with the game functions `logic.cards.lexicon.PROPOSED` adds); the counts by status; the ten
most frequent unclassified phrases; then the time of ``ruling lint POOL --json`` as a fresh process:
cold (an empty cache folder each run: every table is compiled, every face read) and warm (the cache
folder a cold run filled), median, min and max of --runs runs, wall and CPU seconds, each beside the
read-and-scan floor and its ratio to it. Two floors, each a fresh process:

- *read*: reading the pool's JSON and finding every second-person word (the regular expression only);
- *read+reader*: the same and the card reader on every face (`read_face`: sentences, the lark label
  reader, the lexicon), which is all a lint does before any solving.

Then the peak memory of one cold whole-pool lint (ru_maxrss of the process and its workers).

Usage: python benchmarks/lint_pool.py [--rules RB] [--jobs N] [--runs 5] [--json]
Skips (exit 0, with a message) when the corpus is absent.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "marvelsdb"

from _timing import cold_and_warm, peak_memory_mib, repeat  # noqa: E402

READ = """
import sys
from logic.cards.occurrences import YOU_WORD
from logic.cards.pool import read_pool
pool = read_pool(sys.argv[1])
print(sum(len(YOU_WORD.findall(f.text)) for f in pool.faces))
"""

READER = """
import sys
from logic.cards.occurrences import read_face
from logic.cards.pool import read_pool
pool = read_pool(sys.argv[1])
print(sum(len(g.occurrences) for f in pool.faces for g in read_face(f)))
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", default="marvel_champions/en")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    if not CORPUS.is_dir():
        print(f"skipped: no corpus at {CORPUS}")
        return 0
    from logic.cards.lexicon import PROPOSED
    from logic.cards.occurrences import read_face
    from logic.cards.pool import read_pool

    pool = read_pool(CORPUS)
    groups = [g for f in pool.faces for g in read_face(f)]
    occ = [o for g in groups for o in g.occurrences]
    read_codes = {f.code for f in pool.faces}
    problem_keys = {(p.file, p.code) for p in pool.problems}
    accounted = pool.unique_records == len(read_codes) + len(problem_keys)
    classified = sum(1 for o in occ if o.case)
    proposed = sum(1 for o in occ if o.proposed in PROPOSED)

    lint = [sys.executable, "-m", "logic", "lint", str(CORPUS), "--json", "--jobs", str(a.jobs), "--rules", a.rules]
    timed = cold_and_warm(lint, a.runs)
    report = json.loads(timed["stdout"])
    if json.loads(timed["warm_stdout"]) != report:
        raise SystemExit("a warm lint gave another report than a cold one")
    floors = {"read": repeat([sys.executable, "-c", READ, str(CORPUS)], a.runs),
              "read+reader": repeat([sys.executable, "-c", READER, str(CORPUS)], a.runs)}
    with tempfile.TemporaryDirectory() as tmp:
        memory = peak_memory_mib(lint, Path(tmp) / "cache")
    s = report["summary"]

    def ratios(t: dict) -> dict:
        return {f"{k}_{name}": round(t[k]["median"] / floors[name][k]["median"], 2)
                for name in floors for k in ("wall", "cpu")}

    result = {
        "records": pool.records, "reprints": len(pool.reprints), "unique_records": pool.unique_records,
        "faces": len(pool.faces), "problems": len(pool.problems), "every_face_accounted_for": accounted,
        "faces_with_you": len({(o.code, o.face) for o in occ}), "occurrences": len(occ),
        "classified": classified, "classified_pct": round(100 * classified / max(len(occ), 1), 2),
        "classified_with_proposed_functions_pct": round(100 * (classified + proposed) / max(len(occ), 1), 2),
        "by_status": {k: s[k] for k in ("holds", "ambiguous", "contradictory", "unknown", "unclassified")},
        "proposed_functions": s["proposed_functions"],
        "top_unclassified": Counter(o.phrase for o in occ if not o.case).most_common(10),
        "sentences_with_cases": sum(1 for g in groups if g.cases),
        "distinct_questions": len({g.cases for g in groups if g.cases}),
        "jobs": a.jobs, "runs": a.runs, "cold": timed["cold"], "warm": timed["warm"], "floors": floors,
        "cold_over_floor": ratios(timed["cold"]), "warm_over_floor": ratios(timed["warm"]),
        "peak_memory_mib_cold": memory,
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
    print(f"\nwhole-pool `ruling lint --json --jobs {a.jobs}`, fresh processes, {a.runs} runs each: "
          "median [min-max] seconds, and the median's ratio to each floor's (wall; cpu)")
    rows = [("cold (empty cache)", r["cold"], r["cold_over_floor"]), ("warm", r["warm"], r["warm_over_floor"])]
    rows += [(f"floor: {name}", t, None) for name, t in floors.items()]
    for name, t, ratio in rows:
        line = (f"  {name:<20} wall {t['wall']['median']:>6} [{t['wall']['min']}-{t['wall']['max']}]  "
                f"cpu {t['cpu']['median']:>6} [{t['cpu']['min']}-{t['cpu']['max']}]")
        if ratio:
            line += "  " + ", ".join(f"x{ratio['wall_' + n]} (x{ratio['cpu_' + n]}) over {n}" for n in floors)
        print(line)
    print(f"peak memory of one cold whole-pool lint: {r['peak_memory_mib_cold']} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
