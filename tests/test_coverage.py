"""Every locator of every encoded entry is accounted for, and matches the text it cites."""

import json

import pytest

from logic.cli import main
from logic.registry import coverage, load_rule_base, rule_base_names

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
