"""Benchmark: how much of the translated official pool the French and German readers classify.

For each language (fr, de) the real pool (../shared/corpus/marvelsdb) is read with
its translation merged; the faces whose text the translation gives are read with
that language's reader (`logic.cards.languages`), and the script prints the
occurrences of the language's second-person words, the share classified (given a
game function by a lexicon entry), the faces left in English (a translation
missing, or identical to the English text), the English words left inside
translated faces (read with the English lexicon, counted apart), the read time,
and the most frequent unclassified phrases. No solving: this measures the reader.

Usage: python benchmarks/lint_translations.py [--top 10] [--json]
Skips (exit 0, with a message) when the corpus is absent.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "marvelsdb"
ENGLISH = {"you", "your", "yours", "yourself"}


def measure(lang: str, top: int = 10, corpus: Path = CORPUS) -> dict:
    """The reader's figures for one language on the translated pool (see the module docstring)."""
    from logic.cards.occurrences import read_face
    from logic.cards.pool import read_pool
    t = time.perf_counter()
    pool = read_pool(corpus, lang=lang)
    faces = [f for f in pool.faces if f.lang == lang]
    every = [o for f in faces for g in read_face(f) for o in g.occurrences]
    occ = [o for o in every if o.word not in ENGLISH]
    left = [o for o in every if o.word in ENGLISH]
    classified = sum(1 for o in occ if o.case is not None)
    return {
        "lang": lang, "faces_translated": len(faces), "faces_in_english": len(pool.faces) - len(faces),
        "occurrences": len(occ), "classified": classified,
        "english_words_left": len(left), "english_words_left_classified": sum(1 for o in left if o.case),
        "classified_pct": round(100 * classified / max(len(occ), 1), 2),
        "by_word": dict(Counter(o.word for o in occ).most_common()),
        "top_unclassified": Counter(o.phrase for o in occ if o.case is None).most_common(top),
        "read_s": round(time.perf_counter() - t, 3),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    if not CORPUS.is_dir():
        print(f"skipped: no corpus at {CORPUS}")
        return 0
    results = [measure(lang, a.top) for lang in ("fr", "de")]
    if a.json:
        print(json.dumps(results, indent=1, ensure_ascii=False))
        return 0
    for r in results:
        print(f"{r['lang']}: {r['faces_translated']} translated faces ({r['faces_in_english']} left in English), "
              f"{r['occurrences']} occurrences, {r['classified']} classified ({r['classified_pct']}%), "
              f"read in {r['read_s']} s")
        print(f"  English words left in translated faces (read with the English lexicon): "
              f"{r['english_words_left']}, {r['english_words_left_classified']} classified")
        print("  words: " + ", ".join(f"{w} {n}" for w, n in r["by_word"].items()))
        print("  top unclassified phrases:")
        for phrase, n in r["top_unclassified"]:
            print(f"    {n:>4}  {phrase}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
