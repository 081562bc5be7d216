"""The tables shipped in the package (logic/shipped.py, built by `python3 -m logic.build_tables`):
current with the sources, consulted before the cache and never written to it, and each entry sampled
here is what the solver says now."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from logic import shipped
from logic.you import analyses
from logic.you.table import VerdictTable, content_key, memo

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "tests" / "fixtures" / "cards"
HOW = "run `python3 -m logic.build_tables` (a few minutes on 2 cores) and commit logic/tables/shipped.json.gz"


@pytest.fixture
def shipped_on(monkeypatch, tmp_path):
    """The shipped tables on, over an empty cache folder of this test's own."""
    monkeypatch.setenv("RULING_SHIPPED", "on")
    monkeypatch.setenv("RULING_CACHE", str(tmp_path / "cache"))
    analyses._TABLES.clear()
    yield tmp_path / "cache"
    analyses._TABLES.clear()


def test_the_shipped_tables_are_current():
    store = shipped.read_store()
    assert store["memo"], f"no shipped tables at {shipped.SHIPPED_FILE}: {HOW}"
    assert store["sources"] == shipped.sources_key(), (
        f"the shipped tables were built from other sources (logic/, encodings/, expectations/, queries/, "
        f"scenarios/ or the z3 version changed since): {HOW}")


def test_the_shipped_file_is_small():
    assert shipped.SHIPPED_FILE.stat().st_size < 2_000_000


def _fake_store(tmp_path, monkeypatch, store):
    path = tmp_path / "shipped.json.gz"
    shipped.write_store(store, path)
    monkeypatch.setattr(shipped, "_store", lambda: shipped.read_store(path))
    return path


def test_memo_answers_from_the_shipped_store_first_and_writes_nothing(shipped_on, tmp_path, monkeypatch):
    calls = []

    def compute():
        calls.append(1)
        return {"answer": 42}

    # the key memo computes for this question, found by asking it once with the shipped layer empty
    _fake_store(tmp_path, monkeypatch, {})
    assert memo("test-kind", (), ("x",), compute) == {"answer": 42} and calls == [1]
    written = sorted(shipped_on.glob("test-kind-*.json"))
    assert len(written) == 1
    stem = written[0].stem
    written[0].unlink()
    from logic.registry import project_root
    _fake_store(tmp_path, monkeypatch, {"memo": {stem: {"answer": 7, "file": str(project_root() / "q.toml")}}})
    got = memo("test-kind", (), ("x",), compute)
    assert got == {"answer": 7, "file": str(project_root() / "q.toml")} and calls == [1]
    assert not list(shipped_on.glob("test-kind-*.json"))  # a shipped answer is not copied to the cache
    monkeypatch.setenv("RULING_SHIPPED", "off")
    assert memo("test-kind", (), ("x",), compute) == {"answer": 42} and calls == [1, 1]


def test_the_stored_file_names_no_path_of_the_machine_that_built_it(tmp_path, monkeypatch):
    from logic.registry import project_root
    path = tmp_path / "s.json.gz"
    shipped.write_store({"memo": {"k": {"file": str(project_root() / "queries" / "a.toml")}}}, path)
    import gzip
    text = gzip.decompress(path.read_bytes()).decode()
    assert str(project_root()) not in text and shipped.ROOT_TOKEN in text
    assert shipped.read_store(path)["memo"]["k"]["file"] == str(project_root() / "queries" / "a.toml")


def test_an_unreadable_store_is_no_store(tmp_path):
    bad = tmp_path / "bad.json.gz"
    bad.write_bytes(b"not gzip")
    assert shipped.read_store(bad)["memo"] == {} and shipped.read_store(tmp_path / "absent.gz")["verdicts"] == {}


def test_a_verdict_table_reads_shipped_entries_only_under_their_content_key(shipped_on, tmp_path, monkeypatch):
    key = content_key("marvel_champions/fr")
    entry = [{"question": "sentence", "status": "holds", "answer": "player"}]
    _fake_store(tmp_path, monkeypatch, {"verdicts": {"marvel_champions/fr": {"content_key": key, "entries": {"q": entry}}}})
    assert VerdictTable("marvel_champions/fr").get("q")[0].answer == "player"
    _fake_store(tmp_path, monkeypatch, {"verdicts": {"marvel_champions/fr": {"content_key": "other", "entries": {"q": entry}}}})
    assert VerdictTable("marvel_champions/fr").get("q") is None


def test_the_content_key_does_not_depend_on_where_the_project_is(tmp_path, monkeypatch):
    """A key names files relative to the project root: a copy elsewhere has the same keys, so the
    tables built in one place serve an install in another."""
    from logic import registry
    before = content_key("marvel_champions/en")
    home = tmp_path / "elsewhere"
    shutil.copytree(ROOT / "encodings", home / "encodings")
    monkeypatch.setenv("RULING_HOME", str(home))
    registry._load.cache_clear()
    content_key.cache_clear()
    try:
        assert content_key("marvel_champions/en") == before
    finally:
        monkeypatch.delenv("RULING_HOME")
        registry._load.cache_clear()
        content_key.cache_clear()


# -- sampled: shipped entries against the solver now -------------------------------------------------

def _sample(items: list, n: int) -> list:
    step = max(1, len(items) // n)
    return items[::step][:n]


def test_sampled_shipped_verdicts_are_what_the_solver_says(shipped_on):
    from test_table import _fresh
    rb = "marvel_champions/en"
    entries = shipped.read_store()["verdicts"].get(rb)
    if not entries:
        pytest.skip("no verdicts shipped for the lint (built without a card pool)")
    assert entries["content_key"] == content_key(rb), HOW
    keys = sorted(entries["entries"])
    picked = _sample([k for k in keys if not k.startswith('["seat"')], 8) + _sample(
        [k for k in keys if k.startswith('["seat"')], 4)
    for key in picked:
        assert [v.to_json() for v in _fresh(rb, key)] == entries["entries"][key], key


def test_sampled_query_rows_come_from_the_shipped_store_and_match_the_solver(shipped_on, monkeypatch):
    from logic import ask, check
    hits = []
    real = shipped.memo_value
    monkeypatch.setattr(shipped, "memo_value", lambda name: hits.append(name) or real(name))
    files = _sample(sorted(str(p) for p in ask.query_files()), 6)
    for path in files:
        hits.clear()
        kind, arg, row = check._run_task(("query", path))
        # an answer that is not decided (unknown) is never kept by the caches, so never shipped; a query
        # that names a real card, where there is no card pool, is skipped before it is asked
        if row["verdict"] != "unknown" and not row["skipped"]:
            assert hits and real(hits[-1]) is not None, f"{path}: not in the shipped tables; {HOW}"
        assert row == check._query_row(path), path


def test_a_cold_check_with_the_shipped_tables_solves_nothing(shipped_on, monkeypatch):
    """Every part of `ruling check` is found in the shipped tables: nothing reaches the solver. (Where
    there is no card pool, the queries that name a real card are worked out again, to be skipped: the
    tables were built with the pool, and a query's key holds the records it names.)"""
    from logic import check
    from logic.timing import checks

    def solving(*a, **k):
        raise AssertionError(f"solved, not found in the shipped tables: {HOW}")
    real_query_row = check._query_row

    def query_row(path):  # a query that names a real card is not asked where there is no card pool
        row = real_query_row(path)
        assert row["skipped"], f"{path}: solved, not found in the shipped tables: {HOW}"
        return row
    for name in ("_you_part", "readings_section", "_timing_rows"):
        monkeypatch.setattr(check, name, solving)
    monkeypatch.setattr(check, "_query_row", query_row)
    monkeypatch.setattr(checks, "timing_checks", solving)
    report = check.run_check(jobs=1)
    assert report["ok"] and report["rule_bases"] and report["queries"]


def test_a_shipped_diff_is_the_solver_s_diff(shipped_on, monkeypatch):
    from logic import diff
    found = []
    real = shipped.memo_value
    monkeypatch.setattr(shipped, "memo_value", lambda name: found.append(real(name) is not None) or real(name))
    a, b = "marvel_champions/en@1.1", "marvel_champions/en@1.5"
    got = diff.diff_entries(a, b)
    assert found and all(found), HOW
    monkeypatch.setenv("RULING_SHIPPED", "off")
    assert json.loads(json.dumps(diff.diff_entries(a, b), default=str)) == json.loads(json.dumps(got, default=str))


def test_the_build_collects_each_family_and_leaves_the_card_reader_out(tmp_path):
    from logic.build_tables import collect, commands
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir()
    two.mkdir()
    (one / "check-query-abc.json").write_text(json.dumps({"ok": True}))
    (one / "reader-123.json").write_text(json.dumps({"faces": {"x": "card text"}}))
    (one / "mc__en-k1.json").write_text(json.dumps({"rule_base": "mc/en", "content_key": "k1", "verdicts": {"q": [1]}}))
    (two / "mc__en-k1.json").write_text(json.dumps({"rule_base": "mc/en", "content_key": "k1", "verdicts": {"r": [2]}}))
    (two / "mc__en-k1.components.json").write_text(json.dumps({"rule_base": "mc/en", "content_key": "k1",
                                                               "components": {"c": True}}))
    store = collect(two, collect(one))
    assert store["memo"] == {"check-query-abc": {"ok": True}}
    assert store["verdicts"] == {"mc/en": {"content_key": "k1", "entries": {"q": [1], "r": [2]}}}
    assert store["components"] == {"mc/en": {"content_key": "k1", "entries": {"c": True}}}
    cmds = commands([tmp_path])
    assert cmds[0] == ["check"] and ["diff", "marvel_champions/en", "marvel_champions/fr"] in cmds
    assert ["diff", "marvel_champions/fr", "marvel_champions/en"] in cmds and ["lint", str(tmp_path)] in cmds
    assert cmds[-1] == ["loops", str(tmp_path), "--jobs", "2"]  # its edge decisions: family poolgraph
    assert not any(c[0] == "diff" and "wow_miniatures/fr" in c for c in cmds)  # one rule base of that game


def test_the_build_command_says_when_the_tables_are_not_current(tmp_path, monkeypatch, capsys):
    from logic import build_tables
    monkeypatch.setattr(shipped, "SHIPPED_FILE", tmp_path / "absent.json.gz")
    monkeypatch.setattr(shipped, "read_store", lambda path=None: {"sources": "old"})
    assert build_tables.main(["--check", "--pool", str(tmp_path)]) == 1
    assert "run `python3 -m logic.build_tables`" in capsys.readouterr().out
    assert build_tables.main(["--pool", str(tmp_path / "nowhere")]) == 2


def test_a_key_names_a_file_relative_to_the_project_root(tmp_path):
    from logic.registry import project_root
    from logic.you.table import relative_name
    assert relative_name(project_root() / "queries" / "a b.toml") == "queries/a b.toml"
    assert relative_name(str(project_root() / "encodings" / "x.py")) == "encodings/x.py"
    assert relative_name(tmp_path / "x.toml") == str(tmp_path / "x.toml")  # outside: as given
