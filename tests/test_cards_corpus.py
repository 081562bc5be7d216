"""The real pool, when present (../shared/corpus/marvelsdb): nothing lost, nothing crashes.

Skipped cleanly when the corpus is absent; no card text from it is kept in the project.
"""

from pathlib import Path

import pytest

from logic.cards import read_face, read_pool

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "marvelsdb"
pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")


def test_every_unique_face_is_accounted_for_and_most_words_are_read():
    pool = read_pool(CORPUS)
    assert len({f.code for f in pool.faces}) + len({(p.file, p.code) for p in pool.problems}) == pool.unique_records
    occ = [o for f in pool.faces for g in read_face(f) for o in g.occurrences]
    assert len(occ) > 3000
    read = sum(1 for o in occ if o.case or o.proposed or o.not_covered)
    assert read / len(occ) >= 0.98


def test_words_outside_the_entry_are_only_what_they_say():
    pool = read_pool(CORPUS)
    occ = [o for f in pool.faces for g in read_face(f) for o in g.occurrences if o.not_covered or o.reading]
    kind = lambda o: o.not_covered or o.reading  # noqa: E731 - read as "you" with a note, or not covered
    assert occ and all(o.word == "yourself" for o in occ if kind(o) == "yourself")
    for o in occ:
        if kind(o) == "quoted":  # granted abilities: 'gains: "Response: ..."'
            assert o.sentence[:o.start].rstrip().rsplit('"', 1)[0].rstrip().endswith(":"), o.sentence
        if kind(o) == "group":
            assert "each of your" not in o.phrase and "your team" not in o.phrase, o.phrase
