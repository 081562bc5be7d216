"""Every bound of `logic.bounds` at its edge: just past it, the command line prints one line
``file:place: error: ...`` naming the bound and exits 2, without a traceback; at it, the input is read.

The lint runs here use a fake sentence ruler (the bounds are the reader's business, not the solver's);
every input is an invented card or file."""

import json
import re
from pathlib import Path

import pytest

import logic.you.analyses
from logic import bounds
from logic.cli import main
from logic.verdict import Verdict

ROOT = Path(__file__).resolve().parents[1]


def fake_rule_sentence(rule_base, rows, *args, **kwargs):
    return [Verdict("sentence", "holds", "player", ["mc.en.you.player_fallback"]) for _ in rows]


@pytest.fixture
def fake(monkeypatch, tmp_path):
    monkeypatch.setattr(logic.you.analyses, "rule_sentence", fake_rule_sentence)
    monkeypatch.setenv("RULING_CACHE", str(tmp_path / "cache"))


def run(argv, capsys) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def error_lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if ": error: " in line or line.startswith("error: ")]


def card(code="99001", text="You draw 1 card.", **fields):
    return {"code": code, "name": f"Invented {code}", "type_code": "event", "text": text, **fields}


def pack(tmp_path, records, name="pack.json") -> Path:
    p = tmp_path / name
    p.write_text(json.dumps(records), encoding="utf-8")
    return p


# -- card text -------------------------------------------------------------------------------------

def test_a_text_field_past_the_bound_is_one_line_exit_2_and_the_rest_is_linted(fake, tmp_path, capsys):
    p = pack(tmp_path, [card("99001", "You draw. " * (bounds.MAX_FIELD_CHARS // 10 + 1)), card("99002")])
    code, out, err = run(["lint", p, "--json"], capsys)
    assert code == 2
    lines = error_lines(err)
    assert lines == [f"{p}:99001: error: 'text' has {bounds.MAX_FIELD_CHARS + 10:,} characters; the bound is "
                     f"{bounds.MAX_FIELD_CHARS:,} (card not read)"]
    report = json.loads(out)
    assert [c["code"] for c in report["cards"]] == ["99002"] and report["summary"]["past_bounds"] == 1


def test_a_text_field_at_the_bound_is_read(fake, tmp_path, capsys):
    text = ("You draw. " * (bounds.MAX_FIELD_CHARS // 10))[:bounds.MAX_FIELD_CHARS]
    code, out, err = run(["lint", pack(tmp_path, [card(text=text)]), "--json"], capsys)
    assert code == 0 and not error_lines(err)
    assert json.loads(out)["summary"]["occurrences"] == bounds.MAX_FIELD_CHARS // 10


def test_a_card_past_the_bound_in_all_is_not_read(fake, tmp_path, capsys):
    third = "x" * (bounds.MAX_CARD_CHARS // 3 + 1)  # each field within its own bound
    record = card(text=third, back_text=third, back_name="B", flavor=third)
    total = sum(len(v) for v in record.values())
    p = pack(tmp_path, [record])
    code, _, err = run(["lint", p], capsys)
    assert code == 2
    assert error_lines(err) == [f"{p}:99001: error: the card's text fields have {total:,} characters; the bound is "
                                f"{bounds.MAX_CARD_CHARS:,} (card not read)"]


@pytest.mark.parametrize("words, exit_code", [(bounds.MAX_YOU_PER_SENTENCE, 0), (bounds.MAX_YOU_PER_SENTENCE + 1, 2)])
def test_you_per_sentence(fake, tmp_path, capsys, words, exit_code):
    text = "Draw 1 card. Then " + " and ".join(["you"] * words) + " draw 1 card."
    p = pack(tmp_path, [card(text=text), card("99002")])
    code, out, err = run(["lint", p, "--json"], capsys)
    assert code == exit_code
    report = json.loads(out)
    if exit_code:
        assert error_lines(err) == [f"{p}:99001: error: sentence 2 has {words} second-person words; the bound is "
                                    f"{bounds.MAX_YOU_PER_SENTENCE} (card not read)"]
        assert [c["code"] for c in report["cards"]] == ["99002"]
    else:
        assert report["summary"]["occurrences"] == words + 1


# -- files and pools ---------------------------------------------------------------------------------

def test_a_pack_file_past_the_bound_is_not_read(fake, tmp_path, capsys):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:  # its size is all that is looked at: a sparse file
        f.truncate(bounds.MAX_PACK_FILE_BYTES + 1)
    pack(tmp_path, [card("99002")], "small.json")
    code, out, err = run(["lint", tmp_path, "--json"], capsys)
    assert code == 2
    assert error_lines(err) == [f"{big}: error: the file has {bounds.MAX_PACK_FILE_BYTES + 1:,} bytes; the bound is "
                                f"{bounds.MAX_PACK_FILE_BYTES:,} (not read)"]
    assert [c["code"] for c in json.loads(out)["cards"]] == ["99002"]


def test_a_pool_past_the_bound_in_bytes_is_refused(fake, tmp_path, capsys):
    n = bounds.MAX_POOL_BYTES // bounds.MAX_PACK_FILE_BYTES + 1
    for i in range(n):
        with open(tmp_path / f"p{i}.json", "wb") as f:
            f.truncate(bounds.MAX_PACK_FILE_BYTES)
    code, out, err = run(["lint", tmp_path], capsys)
    assert code == 2 and out == ""
    assert error_lines(err) == [f"{tmp_path}: error: the pool has {n * bounds.MAX_PACK_FILE_BYTES:,} bytes of pack "
                                f"files; the bound is {bounds.MAX_POOL_BYTES:,}"]


def test_a_pool_past_the_bound_in_records_is_refused(fake, tmp_path, capsys):
    p = tmp_path / "many.json"
    p.write_text("[" + ",".join(['{"code":"x"}'] * (bounds.MAX_POOL_RECORDS + 1)) + "]")
    code, out, err = run(["lint", p], capsys)
    assert code == 2 and out == ""
    assert error_lines(err) == [f"{p}: error: the pool has {bounds.MAX_POOL_RECORDS + 1:,} card records; the bound is "
                                f"{bounds.MAX_POOL_RECORDS:,}"]


@pytest.mark.parametrize("depth", [bounds.MAX_JSON_DEPTH + 1, 200_000])
def test_json_nested_past_the_bound_is_not_read(fake, tmp_path, capsys, depth):
    p = tmp_path / "deep.json"
    inner = depth - 2  # the list of records, the record, then the nested value
    p.write_text('[{"code": "99001", "name": "Deep", "type_code": "event", "x": ' + "[" * inner + "]" * inner + "}]")
    pack(tmp_path, [card("99002")], "ok.json")
    code, out, err = run(["lint", tmp_path], capsys)
    assert code == 2
    assert error_lines(err) == [f"{p}: error: JSON nested more than {bounds.MAX_JSON_DEPTH} levels deep, the bound "
                                "(not read)"]


def test_json_nested_at_the_bound_is_read(fake, tmp_path, capsys):
    inner = bounds.MAX_JSON_DEPTH - 2
    p = tmp_path / "deep.json"
    p.write_text('[{"code": "99001", "name": "Deep", "type_code": "event", "text": "You draw.", "x": '
                 + "[" * inner + "]" * inner + "}]")
    code, _, err = run(["lint", p], capsys)
    assert code == 0 and not error_lines(err)


# -- TOML files, scenarios, situations ----------------------------------------------------------------

def test_a_toml_file_past_the_bound_is_refused(tmp_path, capsys):
    q = tmp_path / "q.toml"
    q.write_text("# " + "x" * bounds.MAX_TOML_BYTES + "\n")
    for argv in (["ask", q], ["orders", q]):
        code, out, err = run(argv, capsys)
        assert code == 2 and out == ""
        assert error_lines(err) == [f"{q}: error: the file has {bounds.MAX_TOML_BYTES + 3:,} bytes; the bound is "
                                    f"{bounds.MAX_TOML_BYTES:,}"]


def _scenario(instances: int) -> str:
    text = (ROOT / "scenarios" / "mc_one_occurrence.toml").read_text(encoding="utf-8")
    return text.replace('id = "gloat"', f'id = "gloat"\ninstances = {instances}', 1)


def test_abilities_per_scenario(tmp_path, capsys):
    s = tmp_path / "s.toml"
    base = _scenario(1).count("[[abilities]]")
    s.write_text(_scenario(bounds.MAX_ABILITIES_PER_SCENARIO - base + 2))  # one past the bound, at the last ability
    code, out, err = run(["orders", s], capsys)
    assert code == 2 and out == ""
    assert error_lines(err) == [f"{s}:abilities[{base - 1}]: error: the scenario has "
                                f"{bounds.MAX_ABILITIES_PER_SCENARIO + 1} abilities (instances counted); the bound is "
                                f"{bounds.MAX_ABILITIES_PER_SCENARIO}"]
    s.write_text(_scenario(10**12))  # never a list of a trillion instances
    code, _, err = run(["orders", s], capsys)
    assert code == 2 and f"{s}:abilities[0]: error: the scenario has {10**12:,} abilities" in err
    s.write_text(_scenario(bounds.MAX_ABILITIES_PER_SCENARIO - base + 1))  # at the bound: read
    from logic.timing.scenario import load_scenario
    assert len(load_scenario(s).items) == bounds.MAX_ABILITIES_PER_SCENARIO + 1  # and the event


def _situation(cards: int, text: str = "You draw 1 card.") -> str:
    head = ('id = "t.bound"\ngame = "marvel_champions"\nrules = "marvel_champions/en"\nquestion = "situation"\n'
            'says = "bounds"\n[situation.players]\norder = ["alice"]\n[expect]\nverdict = "holds"\n')
    one = ('[[situation.cards]]\nid = "c{i}"\ncode = "9{i:05}"\nname = "Invented {i}"\ntype_code = "event"\n'
           'controller = "alice"\ntext = {text}\n')
    return head + "".join(one.format(i=i, text=json.dumps(text)) for i in range(cards))


def test_cards_per_situation(tmp_path, capsys):
    q = tmp_path / "q.toml"
    q.write_text(_situation(bounds.MAX_SITUATION_CARDS + 1))
    code, out, err = run(["ask", q], capsys)
    assert code == 2 and out == ""
    assert error_lines(err) == [f"{q}:situation.cards: error: 'situation.cards' has {bounds.MAX_SITUATION_CARDS + 1} "
                                f"cards; the bound is {bounds.MAX_SITUATION_CARDS}"]


def test_situation_card_text_past_the_bound(tmp_path, capsys):
    q = tmp_path / "q.toml"
    q.write_text(_situation(1, "x" * (bounds.MAX_FIELD_CHARS + 1)))
    code, _, err = run(["ask", q], capsys)
    assert code == 2
    assert error_lines(err) == [f"{q}:situation.cards[0].text: error: 'situation.cards[0].text' has "
                                f"{bounds.MAX_FIELD_CHARS + 1:,} characters; the bound is {bounds.MAX_FIELD_CHARS:,}"]


# -- options -------------------------------------------------------------------------------------------

def test_you_text_past_the_bound(capsys):
    code, out, err = run(["you", "--card-type", "event", "--text", "x" * (bounds.MAX_TEXT_ARG_CHARS + 1)], capsys)
    assert code == 2 and out == ""
    assert error_lines(err) == [f"error: --text has {bounds.MAX_TEXT_ARG_CHARS + 1:,} characters; the bound is "
                                f"{bounds.MAX_TEXT_ARG_CHARS:,}"]


def test_you_text_with_too_many_you_in_a_sentence(capsys):
    text = " and ".join(["you"] * (bounds.MAX_YOU_PER_SENTENCE + 1)) + " draw."
    code, out, err = run(["you", "--card-type", "event", "--text", text], capsys)
    assert code == 2 and out == ""
    assert error_lines(err) == [f"(text): error: sentence 1 has {bounds.MAX_YOU_PER_SENTENCE + 1} second-person words; "
                                f"the bound is {bounds.MAX_YOU_PER_SENTENCE}"]


def test_lint_jobs_past_the_bound(fake, tmp_path, capsys):
    code, out, err = run(["lint", pack(tmp_path, [card()]), "--jobs", bounds.MAX_JOBS + 1], capsys)
    assert code == 2 and out == ""
    assert error_lines(err) == [f"error: --jobs {bounds.MAX_JOBS + 1}: the bound is {bounds.MAX_JOBS} processes"]


# -- the documentation ---------------------------------------------------------------------------------

def test_every_bound_is_documented_with_its_value():
    doc = (ROOT / "docs" / "bounds.md").read_text(encoding="utf-8").split("## What happens past a bound")[0]
    table = re.findall(r"^\| [^|]+ \| ([\d,]+)[^|]* \| `(MAX_\w+)` \|", doc, re.M)
    documented = {name: int(value.replace(",", "")) for value, name in table}
    assert documented == bounds.BOUNDS


def test_a_pool_past_the_bound_in_you_words_is_refused(fake, tmp_path, capsys):
    per_card = 4 * bounds.MAX_YOU_PER_SENTENCE  # four sentences, each at the sentence bound
    text = " ".join(" and ".join(["you"] * bounds.MAX_YOU_PER_SENTENCE) + " draw." for _ in range(4))
    cards = bounds.MAX_POOL_YOU_WORDS // per_card + 1
    p = pack(tmp_path, [card(f"9{i:05}", text) for i in range(cards)])
    code, out, err = run(["lint", p], capsys)
    assert code == 2 and out == ""
    assert error_lines(err) == [f"{p}: error: the pool has {cards * per_card:,} second-person words; the bound is "
                                f"{bounds.MAX_POOL_YOU_WORDS:,}"]


@pytest.mark.parametrize("extra, exit_code", [(0, 0), (1, 2)])
def test_a_sentence_holding_you_past_the_bound_in_characters(fake, tmp_path, capsys, extra, exit_code):
    head = "Then you draw 1 card "
    sentence = head + "x" * (bounds.MAX_SENTENCE_CHARS - len(head) - 1 + extra) + "."
    assert len(sentence) == bounds.MAX_SENTENCE_CHARS + extra
    p = pack(tmp_path, [card(text="Draw 1 card. " + sentence), card("99002", "x" * 5000 + ".")])
    code, out, err = run(["lint", p], capsys)
    assert code == exit_code
    assert error_lines(err) == ([f"{p}:99001: error: sentence 2 has {bounds.MAX_SENTENCE_CHARS + 1:,} characters; "
                                 f"the bound is {bounds.MAX_SENTENCE_CHARS:,} (card not read)"] if extra else [])


def test_the_json_report_written_piece_by_piece_is_the_same_text():
    import io
    from logic.cards.commands import dumps_indented
    obj = {"cards": [{"code": f"9{i}", "findings": [{"sentence": "You draw.", "n": i, "x": [None, True, 1.5]}] * 3}
                     for i in range(3000)], "é": "ü"}
    stream = io.StringIO()
    assert dumps_indented(obj, stream) == ""
    assert stream.getvalue() == dumps_indented(obj) == json.dumps(obj, indent=1, ensure_ascii=False)


@pytest.mark.parametrize("nesting", ["[" * (bounds.MAX_TOML_DEPTH) + "]" * (bounds.MAX_TOML_DEPTH),
                                     "[" * 50_000 + "]" * 50_000, "{b = " * 3000 + "1" + "}" * 3000])
def test_toml_nested_past_the_bound(tmp_path, capsys, nesting):
    q = tmp_path / "q.toml"
    q.write_text("a = " + nesting + "\n")
    code, out, err = run(["ask", q], capsys)
    assert code == 2 and out == ""
    assert error_lines(err) == [f"{q}: error: TOML nested more than {bounds.MAX_TOML_DEPTH} levels deep, the bound"]


def test_toml_nested_at_the_bound_is_read(tmp_path):
    from logic.registry import read_toml
    q = tmp_path / "q.toml"
    inner = bounds.MAX_TOML_DEPTH - 1  # the file's own table is a level
    q.write_text("a = " + "[" * inner + "]" * inner + "\n")
    assert bounds.json_depth(read_toml(q)) == bounds.MAX_TOML_DEPTH


def test_check_pool_says_what_it_could_not_read(monkeypatch, tmp_path):
    """``ruling check --pool``: the problems of the pool's lint (a card past a bound) are collected to be
    said on stderr, once each, however many rule bases read the pool (the lint itself is faked here)."""
    from logic import cli
    from logic.cards import lint as lint_module
    from logic.cards.lint import LintReport
    from logic.cards.pool import Problem
    bad = Problem("p.json", "99001", "sentence 2 has 41 second-person words; the bound is 40 (card not read)", "bound")
    monkeypatch.setattr(lint_module, "lint_pool", lambda pool, name, **kw: LintReport(name, [], [bad], {"by_reading": []}))
    (tmp_path / "pack").mkdir()
    pack(tmp_path / "pack", [card()])
    for lang in ("fr", "de"):
        (tmp_path / "translations" / lang / "pack").mkdir(parents=True)
    problems = []
    cli._reading_evidence(str(tmp_path), {}, problems)
    assert problems == [bad]


def test_a_json_null_is_not_said_to_be_too_deep(fake, tmp_path, capsys):
    p = tmp_path / "null.json"
    p.write_text("null")
    code, _, err = run(["lint", p], capsys)
    assert code == 2 and error_lines(err) == [f"{p}: error: expected a list of card records, found NoneType"]


def _unreadable(tmp_path: Path, kind: str) -> tuple[Path, str]:
    """An input nothing of which can be read, and the one error line it gives."""
    p = tmp_path / f"{kind}.json"
    if kind == "malformed":
        p.write_text('[{"code": "99001", "name": ', encoding="utf-8")
        return p, f"{p}:line 1: error: malformed JSON: Expecting value"
    if kind == "missing":
        return p, f"{p}: error: no such file or folder"
    text = "You draw. " * 600_000  # a 6 MB card text
    pack(tmp_path, [card(text=text)], p.name)
    return p, (f"{p}:99001: error: 'text' has {len(text):,} characters; the bound is "
               f"{bounds.MAX_FIELD_CHARS:,} (card not read)")


@pytest.mark.parametrize("command", ["lint", "abilities"])
@pytest.mark.parametrize("kind", ["malformed", "missing", "6 MB text"])
def test_an_input_nothing_of_which_is_read_gives_its_error_line_alone(fake, tmp_path, capsys, command, kind):
    """Nothing read (a malformed file, a missing one, a card past a bound alone): the one error line and
    exit 2, no report of nothing (which would say 0 faces, "100.0%" read) before it."""
    p, line = _unreadable(tmp_path, kind.split()[0])
    for extra in ([], ["--json"]):
        code, out, err = run([command, p, *extra], capsys)
        assert (code, out, err.splitlines()) == (2, "", [line])
