"""The timing encodings: they load, every locator is accounted for, and the locators match the seeds."""

import re

import pytest

from logic.registry import coverage, load_rule_base

from conftest_shared import SHARED

TIMING_BASES = ["wow_miniatures/fr", "marvel_champions/en", "marvel_champions/fr", "marvel_champions/de"]


def _entry(name, title):
    return next(e for e in load_rule_base(name).entries if e.title == title)


@pytest.mark.parametrize("name", TIMING_BASES)
def test_every_timing_locator_is_encoded_or_ledgered(name):
    rb = load_rule_base(name)
    titles = {e.title for e in rb.entries if e.topic == "timing"}
    assert titles
    for row in coverage(rb):
        if row["entry"] in titles:
            assert row["clauses"] or row["not_encoded"], row


def test_every_timing_clause_cites_its_version():
    for name in TIMING_BASES:
        for c in load_rule_base(name).for_topic("timing"):
            assert c.entry.version and c.entry.source and c.says


def _seed(prefix):
    if not SHARED.exists():
        pytest.skip("../shared is not beside the repository")
    files = sorted((SHARED / "seeds").glob(prefix + "_*.txt"))
    if not files:
        pytest.skip(f"seed {prefix} absent")
    return files[0].read_text(encoding="utf-8")


def test_700_to_705_locators_match_seed_004():
    text = _seed("004")
    expected, current, bullets, examples = [], None, 0, 0
    for line in text.splitlines():
        line = line.strip()
        m = re.match(r"^(70[0-5]\.\d+[a-z]?)\s", line)
        if m:
            current, bullets, examples = m.group(1), 0, 0
            expected.append(current)
        elif current and line.startswith("•"):
            bullets += 1
            expected.append(f"{current}.b{bullets}")
        elif current and line.startswith("Exemple"):
            examples += 1
            expected.append(f"{current}.ex{examples}")
    entry = _entry("wow_miniatures/fr", "Chapitre 7 - Capacités et Effets")
    assert list(entry.locators) == expected


def test_capacite_locators_match_seed_003():
    text = _seed("003")
    bullets = [l for l in text.splitlines() if l.startswith("- ")]
    items = [l for l in text.splitlines() if re.match(r"^\d\. ", l)]
    expected = ["p1"] + [f"p1.b{i}" for i in range(1, len(bullets) + 1)] + ["p2"] + \
               [f"p2.b{i}" for i in range(1, len(items) + 1)]
    assert list(_entry("marvel_champions/fr", "Capacité").locators) == expected


@pytest.mark.parametrize("title,file", [("Interrupt", "Interrupt.md"), ("Response", "Response.md"),
                                        ("Forced", "Forced.md"), ("Would", "Would.md"), ("Then", "Then.md")])
def test_english_entries_bullets_match_the_v1_8_text(title, file):
    if not SHARED.exists():
        pytest.skip("../shared is not beside the repository")
    text = (SHARED / "rules" / file).read_text(encoding="utf-8")
    v18 = text.split("## English — RRG v1.8")[1].split("\n## ")[0]
    top = len(re.findall(r"^- ", v18, re.M))
    sub = len(re.findall(r"^  - ", v18, re.M))
    locs = _entry("marvel_champions/en", title).locators
    assert len([l for l in locs if re.fullmatch(r"p1\.b\d+", l)]) == top
    assert len([l for l in locs if re.fullmatch(r"p1\.b\d+\.\d+", l)]) == sub


def _rules_entries():
    for name in ("marvel_champions/en", "marvel_champions/fr", "marvel_champions/de"):
        for e in load_rule_base(name).entries:
            if e.source.startswith("rules/"):
                yield name, e


_VERSIONS = ("v1.8", "v1.7de", "v1.5", "v1.4")


@pytest.mark.parametrize("name,entry", list(_rules_entries()), ids=lambda x: getattr(x, "title", x))
def test_rules_entry_locators_are_those_of_its_text(name, entry):
    """Every locator an entry declares is one its text has, and the other way round (read by tests/rules_structure.py)."""
    from rules_structure import entries, newest_section
    if not SHARED.exists():
        pytest.skip("../shared is not beside the repository")
    file, _, key = entry.source[len("rules/"):].partition("#")
    text = (SHARED / "rules" / file).read_text(encoding="utf-8")
    version = next((v for v in _VERSIONS if v in entry.version), None)
    found = entries(newest_section(text, entry.language, version))
    locs = found[key] if key else next(iter(found.values()))
    if entry.shared and name != "marvel_champions/en":
        pytest.skip("a shared (common/) English entry: checked with marvel_champions/en, beside its other parts")
    parts = [e for e in load_rule_base(name).entries if e.source == entry.source]
    if len(parts) == 1:
        assert list(entry.locators) == locs
    else:  # an entry encoded in two vocabularies (e.g. timing, and the seat bullets): the parts make the text
        assert set(entry.locators) <= set(locs)
        assert set().union(*(p.locators for p in parts)) == set(locs)
