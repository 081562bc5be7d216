"""Every timing query file (queries/wow_miniatures, queries/marvel_champions/timing) gives its expected answer."""

from pathlib import Path

import pytest

from logic.ask import run_query_file
from logic.registry import queries_dir, read_toml

ROOT = queries_dir()
FILES = sorted(list((ROOT / "wow_miniatures").rglob("*.toml")) + list((ROOT / "marvel_champions" / "timing").rglob("*.toml")))


def test_there_is_a_query_per_worked_example_of_chapter_7():
    names = {p.name for p in FILES}
    for stem in ("704_2c_ex1", "704_2c_ex2", "704_2c_ex3", "704_3b_ex1", "705_1b_ex1"):
        assert any(n.startswith(stem) for n in names), stem


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_timing_query_gives_its_expected_answer(path):
    result = run_query_file(path)
    assert result.matches, result.mismatch
    assert result.verdict.status in ("holds", "contradictory", "refuted")


def test_a_wrong_expectation_is_reported_as_a_mismatch(tmp_path):
    src = ROOT / "wow_miniatures" / "704_2c_ex1_familiar.toml"
    text = src.read_text().replace('verdict = "order matters"', 'verdict = "order does not matter"')
    bad = tmp_path / "bad.toml"
    bad.write_text(text)
    result = run_query_file(bad)
    assert not result.matches and "verdict" in result.mismatch


def test_ledgered_worked_examples_name_existing_queries():
    from logic.registry import load_rule_base
    for name in ("wow_miniatures/fr", "marvel_champions/en"):
        rb = load_rule_base(name)
        timing = {e.title for e in rb.entries if e.topic == "timing"}
        for (title, _topic, loc), line in rb.ledger.items():
            if title in timing and "queries/" in line.why:
                rel = line.why.split("queries/")[1].split()[0].rstrip(".,;")
                assert (ROOT / rel).exists(), (title, loc, rel)
