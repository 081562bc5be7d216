"""The translated official pool, when present: the French and German readers classify at least 95%.

Skipped cleanly when ../shared/corpus is absent; no card text from it is kept in the project.
"""

from collections import Counter
from pathlib import Path

import pytest

from logic.cards import read_face, read_pool

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "marvelsdb"
pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")


@pytest.mark.parametrize("lang,words", [("fr", {"vous", "votre", "vos"}),
                                        ("de", {"du", "dich", "dir", "dein", "deine", "deiner"})])
def test_translated_pool_is_read_at_95_percent(lang, words):
    pool = read_pool(CORPUS, lang=lang)
    faces = [f for f in pool.faces if f.lang == lang]
    assert len(faces) > 2000
    occ = [o for f in faces for g in read_face(f) for o in g.occurrences
           if o.word not in {"you", "your", "yours", "yourself"}]  # English left in a translation: counted apart
    assert len(occ) > 2000 and words <= set(Counter(o.word for o in occ))
    classified = sum(1 for o in occ if o.case is not None)
    assert classified / len(occ) >= 0.95, Counter(o.phrase for o in occ if o.case is None).most_common(10)
    assert all(o.unclassified for o in occ if o.case is None)
