"""Every locator of every encoded entry is accounted for, and matches the text it cites."""

import json

import pytest

from logic.cli import main
from logic.registry import coverage, load_rule_base, rule_base_names
from logic.rules_files import file_claims, language_of

from conftest_shared import SHARED
from seed_structure import locators


def _entries():
    for name in rule_base_names():
        for entry in load_rule_base(name).entries:
            yield name, entry


@pytest.mark.parametrize("name,entry", list(_entries()), ids=lambda x: f"{x.title}-{x.topic}" if hasattr(x, "topic") else x)
def test_every_locator_is_encoded_or_ledgered(name, entry):
    rows = [r for r in coverage(load_rule_base(name)) if (r["entry"], r["topic"]) == (entry.title, entry.topic)]
    assert [r["locator"] for r in rows] == list(entry.locators)
    for r in rows:
        assert r["clauses"] or r["not_encoded"], r


SEEDED = [(n, e) for n, e in _entries() if e.source.startswith("seeds/") and e.topic == "you"]


@pytest.mark.skipif(not (SHARED / "seeds").exists(), reason="../shared/seeds is absent")
@pytest.mark.parametrize("name,entry", SEEDED, ids=lambda x: getattr(x, "title", x))
def test_locators_are_those_of_the_seed_text(name, entry):
    text = (SHARED / entry.source).read_text(encoding="utf-8")
    assert list(entry.locators) == locators(text)


def test_coverage_json_has_the_promised_fields(capsys):
    assert main(["coverage", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and {"rule_base", "locator", "clauses", "not_encoded"} <= set(rows[0])
    names = {r["rule_base"] for r in rows}
    assert {"marvel_champions/en", "marvel_champions/fr", "marvel_champions/de"} <= names


def test_coverage_text_names_each_bullet(capsys):
    assert main(["coverage", "--rules", "marvel_champions/en"]) == 0
    out = capsys.readouterr().out
    assert "p1.b7" in out and "mc.en.you.attacked_player" in out and "not encoded:" in out


# -- the files of ../shared/rules and the encodings that claim them ------------------------------------------

RULES = SHARED / "rules"
#: the German rule base encodes seed 002, an older text of this entry: the v1.7de file adds bullets (one
#: sentence, one seat; encounter cards; player side schemes) that no encoding states yet
@pytest.mark.skipif(not RULES.exists(), reason="../shared/rules is absent")
def test_every_english_french_and_german_rules_file_is_claimed_by_an_encoding():
    rows = file_claims(folder=RULES)
    files = {p.name for p in RULES.glob("*.md") if p.name != "README.md"}
    assert {r["file"] for r in rows} == files
    assert {r["language"] for r in rows} == {"en", "fr", "de"}
    unclaimed = sorted(r["file"] for r in rows if not r["claimed"])
    assert unclaimed == [], unclaimed


@pytest.mark.skipif(not RULES.exists(), reason="../shared/rules is absent")
def test_every_entry_of_every_rules_file_is_named_by_an_encoding():
    """What `ruling coverage --files` flags as 'named by no encoding': nothing, in any claimed file."""
    unnamed = {r["file"]: r["unnamed"] for r in file_claims(folder=RULES) if r["unnamed"]}
    assert unnamed == {}, unnamed


@pytest.mark.skipif(not RULES.exists(), reason="../shared/rules is absent")
def test_every_claim_names_an_entry_its_file_has():
    for row in file_claims(folder=RULES):
        for claim in row["claims"]:
            assert claim["known"], (row["file"], claim)


def test_a_file_is_claimed_by_source_or_by_same_text_as(tmp_path):
    (tmp_path / "README.md").write_text("# not an entry\n")
    (tmp_path / "Tough.md").write_text("## English — v1.8\n#### Tough  (id `tough`)\nx\n#### Toughness  (id `toughness`)\ny\n")
    (tmp_path / "Vous, votre (FR).md").write_text("## Français — 2022\n# Vous, votre\ntexte\n")
    (tmp_path / "Nowhere.md").write_text("## English — v1.8\n#### Nowhere  (id `nowhere`)\nz\n")
    rows = {r["file"]: r for r in file_claims(folder=tmp_path)}
    assert set(rows) == {"Tough.md", "Vous, votre (FR).md", "Nowhere.md"}
    assert rows["Tough.md"]["claimed"] and rows["Tough.md"]["unnamed"] == []
    assert [c["via"] for c in rows["Vous, votre (FR).md"]["claims"]] == ["same_text_as"]
    assert rows["Vous, votre (FR).md"]["language"] == language_of("Vous, votre (FR).md") == "fr"
    assert not rows["Nowhere.md"]["claimed"] and rows["Nowhere.md"]["unnamed"] == ["nowhere"]


def test_coverage_files_json_and_text_agree(tmp_path, capsys):
    (tmp_path / "Tough.md").write_text("## English — v1.8\n#### Tough  (id `tough`)\nx\n")
    (tmp_path / "Nowhere.md").write_text("## English — v1.8\n#### Nowhere  (id `nowhere`)\nz\n")
    assert main(["coverage", "--files", "--rules-dir", str(tmp_path), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["file"] for r in rows] == ["Nowhere.md", "Tough.md"]
    assert {"file", "language", "entries", "claims", "claimed", "unnamed"} <= set(rows[0])
    assert main(["coverage", "--files", "--rules-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Nowhere.md" in out and "NOT CLAIMED" in out and "encodings/marvel_champions/en/tough.py" in out


def test_coverage_files_without_a_rules_folder_is_bad_input(tmp_path, capsys):
    assert main(["coverage", "--files", "--rules-dir", str(tmp_path / "absent")]) == 2
    assert "absent" in capsys.readouterr().err
