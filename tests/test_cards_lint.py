"""The `ruling lint` wiring, with a fake solver side (the real one is tested at integration)."""

import argparse
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import logic.you.analyses
from logic.cards.commands import register
from logic.cards.lint import lint_pool, solve_all
from logic.cards.pool import read_pool
from logic.errors import InputError, RulingError
from logic.verdict import Verdict

FIX = Path(__file__).parent / "fixtures" / "cards"
CALLS: list[tuple] = []


def fake_rule_sentence(rule_base, cases):
    """identity for damage, ambiguous for attacks, contradictory for statuses, player otherwise."""
    CALLS.append(tuple(cases))
    out = []
    for c in cases:
        function = c[2] if isinstance(c, tuple) else c.function
        if isinstance(function, tuple):  # a word with several functions: ruled on by its first here
            function = function[0]
        if function == "take_damage":
            out.append(Verdict("sentence", "holds", "identity", ["mc.en.you.damage"]))
        elif function == "be_attacked":
            out.append(Verdict("sentence", "ambiguous", None, ["mc.en.you.identity_first"],
                               rulings=[{"o1": {"referent": "identity"}}, {"o1": {"referent": "player"}}]))
        elif function == "receive_status":
            out.append(Verdict("sentence", "contradictory", None, ["mc.en.you.status", "mc.en.you.same_sentence"]))
        elif function == "draw":
            raise RulingError("solver gave up")
        else:
            out.append(Verdict("sentence", "holds", "player", ["mc.en.you.player_fallback"]))
    return out


@pytest.fixture(autouse=True)
def fake_solver(monkeypatch):
    CALLS.clear()
    monkeypatch.setattr(logic.you.analyses, "rule_sentence", fake_rule_sentence)


def run(argv, capsys):
    parser = argparse.ArgumentParser(prog="ruling")
    register(parser.add_subparsers())
    args = parser.parse_args(argv)
    try:
        code = args.run(args)
    except InputError as e:  # what logic/cli.py does
        print(e, file=__import__("sys").stderr)
        code = 2
    out = capsys.readouterr()
    return code, out.out, out.err


def test_every_status_is_reported_and_exit_is_1(capsys):
    code, out, err = run(["lint", str(FIX / "pool"), "--json"], capsys)
    assert code == 1 and err == ""
    report = json.loads(out)
    s = report["summary"]
    for key in ("cards", "occurrences", "classified", "ambiguous", "contradictory", "unclassified"):
        assert isinstance(s[key], int)
    assert s["ambiguous"] and s["contradictory"] and s["unclassified"] and s["holds"] and s["unknown"]
    assert s["occurrences"] == s["classified"] + s["unclassified"] + s["not_covered"]
    assert s["classified"] == (s["holds"] + s["ambiguous"] + s["contradictory"] + s["unknown"]
                               + s["unknown_card_type"])
    assert s["reprints"] == 2 and s["problems"] == 0
    statuses = {f["status"] for c in report["cards"] for f in c["findings"]}
    # "not_covered" is no longer met here: the pool's one "yourself" is read as "you", with a note
    # (issue 17; a quotation whose card is not said stays not_covered: tests/test_cards_open_questions.py)
    assert statuses == {"holds", "ambiguous", "contradictory", "unknown", "unclassified"}
    yourself = [f for c in report["cards"] for f in c["findings"] if f["word"] == "yourself"]
    assert [f["reading"] for f in yourself] == ["yourself"] and "read as 'you'" in yourself[0]["note"]
    ambiguous = [f for c in report["cards"] for f in c["findings"] if f["status"] == "ambiguous"][0]
    assert len(ambiguous["rulings"]) == 2 and ambiguous["clauses"]
    assert set(s["by_card_type"]) >= {"event", "upgrade", "treachery", "hero", "alter_ego"}


def test_identical_questions_are_solved_once(capsys):
    run(["lint", str(FIX / "pool")], capsys)
    assert len(CALLS) == len(set(CALLS))


def test_readable_output_names_card_sentence_phrase_and_summary(capsys):
    code, out, _ = run(["lint", str(FIX / "pool" / "pack" / "labels.json")], capsys)
    assert "92005 Leech Hook (attachment)" in out
    assert "[Forced Response] After the villain attacks you, discard 1 card at random from your hand." in out
    assert "AMBIGUOUS" in out and "CONTRADICTORY" in out
    assert 'unclassified: "you blorp the grimble."' in out
    assert "by status:" in out and "by card type:" in out
    assert "most frequent unclassified phrases:" in out


def test_nothing_ambiguous_exits_0(capsys):
    code, out, _ = run(["lint", str(FIX / "pool" / "pack" / "reprints.json")], capsys)
    assert code == 0


def test_bad_records_are_reported_on_stderr_and_the_rest_is_linted(capsys):
    code, out, err = run(["lint", str(FIX / "bad"), "--json"], capsys)
    assert code == 2
    assert "broken.json:line 2: error: malformed JSON" in err
    assert "odd.json:94002: error: 'text' must be a string" in err
    report = json.loads(out)
    assert {c["code"] for c in report["cards"]} == {"90001", "94005"}
    assert report["summary"]["problems"] == len(report["problems"]) >= 7


def test_missing_path_and_bad_jobs_are_input_errors(capsys):
    code, _, err = run(["lint", str(FIX / "nowhere")], capsys)
    assert code == 2 and "error: no such file or folder" in err
    code, _, err = run(["lint", str(FIX / "pool"), "--jobs", "0"], capsys)
    assert code == 2 and "--jobs" in err


def test_lang_merges_translation(capsys):
    code, out, err = run(["lint", str(FIX / "pool" / "pack" / "invented.json"), "--lang", "fr", "--json"], capsys)
    cards = {c["code"]: c for c in json.loads(out)["cards"]}
    assert cards["90001"]["name"] == "Inventé Dégâts" and "have no fr text and are read in English" in err
    assert json.loads(out)["rule_base"] == "marvel_champions/fr"
    assert [f["case"]["function"] for f in cards["90001"]["findings"]] == ["take_damage"]


def test_jobs_spread_the_distinct_questions_over_processes():
    from logic.cards import YouCase
    keys = [(YouCase("event", "unattached", f, "effect").key(),) for f in ("hand", "take_damage", "deck", "hand")]
    got = solve_all("rb", keys, jobs=2)
    assert [got[k][0].answer for k in keys] == ["player", "identity", "player", "player"]
    assert len(got) == 3


def test_progress_is_reported():
    seen = []
    lint_pool(read_pool(FIX / "pool"), "rb", progress=lambda d, t: seen.append((d, t)))
    assert seen and seen[-1][0] == seen[-1][1]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(
    st.dictionaries(st.sampled_from(["code", "name", "type_code", "text", "back_text", "duplicate_of", "back_link"]),
                    st.one_of(st.text(max_size=30), st.integers(), st.none(), st.booleans(),
                              st.sampled_from(["event", "upgrade", "90001", "Deal 1 damage to you."]))),
    st.integers(), st.text(max_size=5)), max_size=8), st.text(max_size=40))
def test_any_json_never_gives_a_traceback(tmp_path_factory, records, junk):
    d = tmp_path_factory.mktemp("pool") / "pack"
    d.mkdir()
    (d / "a.json").write_text(json.dumps(records))
    (d / "b.json").write_text(junk)
    report = lint_pool(read_pool(d.parent), "rb")
    assert report.summary["cards"] == len({(c.code, c.face) for c in report.cards})
    assert report.exit_code in (0, 1, 2)
