"""A situation query naming a card by code: an unknown code in a present card pool is an error (exit 2,
naming the file, the key and the code); with no card pool at all the query is skipped, and said to be
skipped, never "as expected". The card pools here are invented."""

import json
from pathlib import Path

import pytest

from logic.cli import main
from logic.situation import model

ROOT = Path(__file__).resolve().parents[1]
REAL = ROOT / "queries" / "marvel_champions" / "situations" / "spider_sense_real.toml"


@pytest.fixture
def invented_pool(monkeypatch, tmp_path):
    root = tmp_path / "marvelsdb"
    (root / "pack").mkdir(parents=True)
    (root / "pack" / "inv.json").write_text(json.dumps([
        {"code": "01001a", "name": "Invented Hero", "type_code": "hero", "text": "You draw 1 card.",
         "health": 10, "attack": 1, "defense": 1}]))
    monkeypatch.setattr(model, "corpus_path", lambda: root)
    return root


def test_an_unknown_code_in_a_present_pool_is_an_error(invented_pool, tmp_path, capsys):
    q = tmp_path / "q.toml"
    q.write_text(REAL.read_text(encoding="utf-8").replace('code = "01001a"', 'code = "99999zz"', 1))
    assert main(["ask", str(q)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (f"{q}:situation.cards[0].code: error: unknown card code '99999zz': not in the card pool "
                   f"{invented_pool}\n")


def test_a_known_code_is_read_from_the_pool(invented_pool):
    import tomllib
    sit = model.read_situation(tomllib.loads(REAL.read_text(encoding="utf-8")), str(REAL))
    assert sit.cards["spidey"].name == "Invented Hero" and sit.cards["spidey"].real


def test_with_no_pool_the_query_is_skipped_and_said_so(monkeypatch, capsys):
    monkeypatch.setattr(model, "corpus_path", lambda: None)
    assert main(["ask", str(REAL)]) == 0
    out, err = capsys.readouterr()
    first = out.splitlines()[0]
    assert first == f"{REAL}: mc.situation.spider_sense_real: SKIPPED, not asked here" and "as expected" not in out
    assert "skipped: card '01001a' is named by code and there is no card pool" in out and err == ""
    assert main(["ask", str(REAL), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)[0]
    assert got["verdict"]["details"]["skipped"] is True and got["verdict"]["status"] == "unknown"
