"""The verdict table (logic/you/table.py) against the solver: every entry it holds is what a fresh
solve with no table gives, and an edit to an encoding gives a new table."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from logic.cards import read_pool
from logic.cards.lint import lint_pool
from logic.you import analyses
from logic.you.table import VerdictTable, content_key, question_key

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "tests" / "fixtures" / "cards"


def _fresh(rule_base, key):
    """The verdicts of a table key, solved now with no table."""
    data = json.loads(key)
    if data[0] == "seat":  # a seat verdict lint kept: ["seat", facts, readings]
        from logic.you import seat
        seat._rule_cached.cache_clear()
        facts = dict(data[1])
        return [seat.rule_seat(rule_base, facts.pop("card_type"), readings=dict(data[2]), **facts)]
    rows = tuple((r[0][0], r[0][1], r[1] if isinstance(r[1], str) else tuple(r[1]), r[2]) for r in data[:-2])
    resolver, readings = data[-2], dict(data[-1])
    return analyses._rule_and_depend(rule_base, rows, resolver,
                                     analyses.load_rule_base(rule_base).with_readings(readings), readings)


def test_every_table_entry_is_what_the_solver_says(tmp_path, monkeypatch):
    monkeypatch.setenv("RULING_CACHE", str(tmp_path))
    analyses._TABLES.clear()
    cold = lint_pool(read_pool(FIX / "pool"), "marvel_champions/en").to_json()
    table = VerdictTable("marvel_champions/en")
    assert table.path.is_file() and table.entries
    assert any(k.startswith('["seat"') for k in table.entries)  # the seat verdicts are kept too
    for key, stored in table.entries.items():
        assert [v.to_json() for v in _fresh("marvel_champions/en", key)] == stored, key
    # and a second lint, answered from the table, is the same report
    analyses._TABLES.clear()
    assert lint_pool(read_pool(FIX / "pool"), "marvel_champions/en").to_json() == cold


def test_rule_sentence_answers_from_the_table_and_the_key_covers_readings(tmp_path, monkeypatch):
    monkeypatch.setenv("RULING_CACHE", str(tmp_path))
    analyses._TABLES.clear()
    rows = [("minion", "unattached", "be_attacked", "when")]
    first = analyses.rule_sentence("marvel_champions/en", rows)
    literal = analyses.rule_sentence("marvel_champions/en", rows, readings={"mc.en.you.attacked_player": "after_only"})
    assert (first[0].answer, literal[0].answer) == ("player", "identity")
    table = analyses.table_of("marvel_champions/en")
    assert table.get(question_key(analyses.sentence_rows(rows), None, {}))[0].answer == "player"
    assert table.get(question_key(analyses.sentence_rows(rows), None,
                                  {"mc.en.you.attacked_player": "after_only"}))[0].answer == "identity"


def test_an_edited_encoding_gets_a_new_key(tmp_path, monkeypatch):
    home = tmp_path / "home"
    shutil.copytree(ROOT / "encodings", home / "encodings")
    shutil.copytree(ROOT / "expectations", home / "expectations")
    monkeypatch.setenv("RULING_HOME", str(home))
    from logic import registry
    registry._load.cache_clear()
    content_key.cache_clear()
    try:
        before = content_key("marvel_champions/en")
        f = home / "encodings" / "marvel_champions" / "en" / "you_your.py"
        f.write_text(f.read_text() + "\n# an edit\n")
        registry._load.cache_clear()
        content_key.cache_clear()
        assert content_key("marvel_champions/en") != before
    finally:
        monkeypatch.delenv("RULING_HOME")
        registry._load.cache_clear()
        content_key.cache_clear()


def test_a_corrupt_table_is_no_table(tmp_path, monkeypatch):
    monkeypatch.setenv("RULING_CACHE", str(tmp_path))
    t = VerdictTable("marvel_champions/en")
    t.path.parent.mkdir(parents=True, exist_ok=True)
    t.path.write_text("{not json")
    assert VerdictTable("marvel_champions/en").entries == {}


def test_cache_off_keeps_no_table(monkeypatch):
    monkeypatch.setenv("RULING_CACHE", "off")
    assert analyses.table_of("marvel_champions/fr") is None
