"""The caches stay small: the keyed store (`logic.store`) is read per entry and trimmed past its bound,
the reader cache's entries grow with the text (never with its square), and one oversized input leaves
the next run as it was: the same entries read, the same bytes, about the same time."""

import json
import os
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import logic.you.analyses
from logic import bounds
from logic.cards.lint import lint_pool
from logic.cards.occurrences import read_face
from logic.cards.pool import Face, read_pool
from logic.cards.readcache import ReadCache, face_key, entry_json, groups_of_entry, read_faces
from logic.store import KeyedStore, trim_files
from logic.verdict import Verdict


# -- the keyed store ----------------------------------------------------------------------------------

def test_a_value_comes_back_and_a_missing_key_is_none(tmp_path):
    s = KeyedStore(tmp_path, "t")
    assert s.put("a", b"alpha" * 100)
    s.flush()
    t = KeyedStore(tmp_path, "t")
    assert t.get("a") == b"alpha" * 100 and t.get("b") is None


def test_an_entry_past_its_bound_is_not_kept(tmp_path):
    s = KeyedStore(tmp_path, "t", max_entry=1000)
    assert not s.put("big", os.urandom(5000))  # random bytes do not compress
    s.flush()
    assert KeyedStore(tmp_path, "t").get("big") is None


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.sampled_from("put get".split()), st.integers(0, 11)), max_size=40))
def test_the_store_stays_under_its_bound_and_never_gives_a_wrong_value(tmp_path_factory, ops):
    """Against a plain dict of what was last put: a value read is that one (or None, trimmed), and
    after every flush the store holds at most its bound."""
    folder = tmp_path_factory.mktemp("store")
    bound = 3000
    s = KeyedStore(folder, "t", max_bytes=bound, max_entry=bound)
    last: dict[str, bytes] = {}
    for i, (op, k) in enumerate(ops):
        key = f"k{k}"
        if op == "put":
            value = os.urandom(400 + 37 * k)
            if s.put(key, value):
                last[key] = value
        else:
            got = s.get(key)
            assert got is None or got == last.get(key)
        if i % 3 == 2:
            s.flush()
            assert s.total_bytes() <= bound
    s.close()


def test_the_entries_used_longest_ago_go_first(tmp_path, monkeypatch):
    from logic import store
    monkeypatch.setattr(store, "TOUCH_AFTER", 0.0)  # every read marks (by default: to the minute)
    s = KeyedStore(tmp_path, "t", max_bytes=4000, max_entry=4000)
    for k in range(3):
        s.put(f"k{k}", os.urandom(1000))
        s.flush()
        time.sleep(0.01)
    assert s.get("k0") is not None  # k0 is now the most recently used
    s.flush()
    time.sleep(0.01)
    s.put("k3", os.urandom(1500))  # past the bound: trimmed to three quarters of it
    s.flush()
    kept = {k for k in ("k0", "k1", "k2", "k3") if KeyedStore(tmp_path, "t").get(k) is not None}
    assert kept == {"k0", "k3"}


def test_a_damaged_store_is_an_empty_one(tmp_path):
    (tmp_path / "t.sqlite").write_bytes(b"not a database" * 100)
    s = KeyedStore(tmp_path, "t")
    assert s.get("a") is None
    s.put("a", b"x")
    s.flush()  # nothing raised


def test_memo_files_are_trimmed_oldest_first(tmp_path):
    for k in range(6):
        p = tmp_path / f"diff-{k}.json"
        p.write_bytes(b"x" * 1000)
        os.utime(p, (k, k))
    (tmp_path / "marvel_champions__en-abc.json").write_bytes(b"x" * 5000)  # a verdict table: not a memo file
    assert trim_files(tmp_path, max_bytes=4000) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == ["diff-3.json", "diff-4.json", "diff-5.json",
                                                          "marvel_champions__en-abc.json"]


# -- the reader cache -----------------------------------------------------------------------------------

_words = st.sampled_from(["you", "your", "yourself", "After", "When", "attacks", "damage", "take 1 damage",
                          "draw 1 card", ",", ".", ":", "<b>Response</b>:", "each player", "\n", "<i>", "</i>",
                          "Attach to a minion.", '"', "é"])


@settings(max_examples=60, deadline=None)
@given(st.lists(_words, max_size=50).map(" ".join), st.sampled_from(["event", "ally", "gizmo"]))
def test_a_stored_reading_is_the_reading(text, card_type):
    """What the cache gives back is what the reader gives (the reader run again is the reference)."""
    face = Face("99001", "Invented", "front", card_type, text, "f.json")
    try:
        groups = read_face(face)
    except bounds.BoundExceeded:
        return
    entry = json.loads(json.dumps(entry_json(groups, 2)))
    assert groups_of_entry(face, entry) == (groups, 2)
    other = Face("99002", "Another name", "back", card_type, text, "g.json")  # the same key: one entry
    assert face_key(other) == face_key(face) and groups_of_entry(other, entry) == (read_face(other), 2)


def _largest_card(i: int) -> str:
    """A text at the bounds: sentences of MAX_SENTENCE_CHARS characters, each with MAX_YOU_PER_SENTENCE
    words, up to MAX_FIELD_CHARS characters."""
    n = bounds.MAX_YOU_PER_SENTENCE
    words = " and ".join(["you"] * n) + " draw"
    sentence = f"Then {i} " + words
    sentence += " " + "x" * (bounds.MAX_SENTENCE_CHARS - len(sentence) - 2) + "."
    assert len(sentence) == bounds.MAX_SENTENCE_CHARS
    text = " ".join([sentence] * (bounds.MAX_FIELD_CHARS // (bounds.MAX_SENTENCE_CHARS + 1)))
    assert len(text) <= bounds.MAX_FIELD_CHARS
    return text


def test_an_entry_grows_with_the_text_not_with_its_square(tmp_path):
    """The largest card the bounds let in: a field of MAX_FIELD_CHARS characters, sentences of
    MAX_SENTENCE_CHARS each with MAX_YOU_PER_SENTENCE words. Its entry holds each sentence once (the
    earlier format held it once per word: 40 times)."""
    text = _largest_card(0)
    n = bounds.MAX_YOU_PER_SENTENCE * (bounds.MAX_FIELD_CHARS // (bounds.MAX_SENTENCE_CHARS + 1))
    face = Face("99001", "Invented", "front", "event", text, "f.json")
    cache = ReadCache(tmp_path)
    read_faces([face], cache=cache)
    raw = KeyedStore(tmp_path, "reader").get(cache._prefix + face_key(face))
    assert raw is not None
    assert len(raw) < len(text) + 200 * n
    assert cache.store.total_bytes() < 4000  # compressed


def fake_rule_sentence(rule_base, rows, *args, **kwargs):
    return [Verdict("sentence", "holds", "player", ["mc.en.you.player_fallback"]) for _ in rows]


def test_an_oversized_input_leaves_the_next_run_unchanged(monkeypatch, tmp_path):
    """Lint a small pool twice (warm), then the largest pools the bounds let through and some past them,
    then the small pool again: it reads the same entries, the same bytes, in about the same time, and
    the store stays small. A whole-file cache left by an earlier version is removed, never read."""
    monkeypatch.setattr(logic.you.analyses, "rule_sentence", fake_rule_sentence)
    monkeypatch.setenv("RULING_CACHE", str(tmp_path / "cache"))
    small = tmp_path / "small.json"
    small.write_text(json.dumps([{"code": f"9900{i}", "name": f"Invented {i}", "type_code": "event",
                                  "text": f"After you play this card, you draw {i} card."} for i in range(3)]))
    n = bounds.MAX_YOU_PER_SENTENCE
    big = tmp_path / "big.json"
    big.write_text(json.dumps([{"code": f"9910{i}", "name": f"Big {i}", "type_code": "event",
                                "text": _largest_card(i)} for i in range(60)]
                              + [{"code": "99198", "name": "Past", "type_code": "event",
                                  "text": " and ".join(["you"] * (n + 1)) + " draw."},
                                 {"code": "99199", "name": "Far past", "type_code": "event",
                                  "text": " and ".join(["you"] * 5000) + " draw."}]))
    old = tmp_path / "cache" / "reader-0123456789abcdef0123.json"
    old.parent.mkdir()
    with open(old, "wb") as f:
        f.truncate(300 * 2**20)  # an earlier version's 300 MB file (sparse here)

    read_bytes = []
    original_get = KeyedStore.get

    def counting_get(self, key):
        got = original_get(self, key)
        read_bytes.append(len(got) if got else 0)
        return got

    monkeypatch.setattr(KeyedStore, "get", counting_get)

    def lint(path) -> tuple[float, int, int]:
        read_bytes.clear()
        started = time.perf_counter()
        report = lint_pool(read_pool(path), "marvel_champions/en")
        return time.perf_counter() - started, sum(read_bytes), report.exit_code

    lint(small)
    before = min(lint(small)[0] for _ in range(3))
    _, bytes_before, _ = lint(small)
    assert not old.exists()
    _, _, code = lint(big)
    assert code == 2  # the card past the bound
    lint(big)
    after = min(lint(small)[0] for _ in range(3))
    _, bytes_after, _ = lint(small)
    assert bytes_after == bytes_before
    assert after < 2 * before + 0.05, (before, after)
    assert KeyedStore(tmp_path / "cache", "reader").total_bytes() < 60 * 4000


# -- the tables kept as one JSON file -------------------------------------------------------------------

def test_a_verdict_table_past_its_bound_keeps_the_entries_used_last(monkeypatch, tmp_path):
    from logic import store
    from logic.you.table import VerdictTable
    monkeypatch.setenv("RULING_CACHE", str(tmp_path))
    monkeypatch.setattr(store, "MAX_TABLE_BYTES", 20_000)
    t = VerdictTable("marvel_champions/en")
    for i in range(200):
        t.put(f"q{i:03}", [Verdict("sentence", "holds", "player", [f"mc.en.you.clause_{i}"])])
    assert t.get("q000") is not None  # used: now the most recent
    t.save()
    assert t.path.stat().st_size <= 20_000
    kept = VerdictTable("marvel_champions/en").entries
    assert "q000" in kept and "q199" in kept and "q001" not in kept
    assert all(VerdictTable("marvel_champions/en").get(k)[0].clauses == [f"mc.en.you.clause_{int(k[1:])}"]
               for k in kept)


def test_faces_read_by_a_second_process_read_as_in_one(monkeypatch, tmp_path):
    """`logic.cards.readahead`: the later faces read by a forked process come back in the read cache's
    stored form and give what reading them here gives; a face whose reading raised there is read here
    again (its exception is the caller's to report), and the cache keeps the other process's entries."""
    from logic.cards import readahead
    if not readahead.worth_it(10**6):
        pytest.skip("a second reading process needs fork and two processors")
    monkeypatch.setattr(readahead, "PARALLEL_FROM", 1)
    texts = ["You draw 1 card.", "After you attack, deal 1 damage to your hero.", "Your allies get +1 ATK.",
             "Then " + " and ".join(["you"] * (bounds.MAX_YOU_PER_SENTENCE + 1)) + " draw 1 card.",
             "When Revealed: you must discard a card from your hand.", "Each player draws 1 card."]
    faces = [Face(f"9900{i}", f"Invented {i}", "front", "event", t, "f.json") for i, t in enumerate(texts)]
    plain = read_faces(faces, cache=None)
    ahead = readahead.ReadAhead.start(faces)
    assert ahead is not None and ahead._theirs  # the later faces went to the other process
    cache = ReadCache(tmp_path)
    both = read_faces(faces, cache=cache, ahead=ahead)
    ahead.close()
    shown = [(type(g).__name__, str(g)) if isinstance(g, Exception) else (g, n) for g, n in plain]
    assert [(type(g).__name__, str(g)) if isinstance(g, Exception) else (g, n) for g, n in both] == shown
    assert isinstance(both[3][0], bounds.BoundExceeded)
    kept = ReadCache(tmp_path)  # every entry kept, this process's and the other's, and none for the face that raised
    assert [kept.get(f) for f in faces] == [None if isinstance(s[0], str) else s for s in shown]
