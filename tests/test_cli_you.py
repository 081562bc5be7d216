"""The command line on "you": output, exit codes, and bad input (one line, exit 2, no traceback)."""

import json
import subprocess
import sys

import pytest

from logic.cli import main


def run(args, capsys):
    code = main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_you_proves_and_cites(capsys):
    code, out, _ = run(["you", "--card-type", "treachery", "--function", "take_damage"], capsys)
    assert code == 0 and "answer: identity" in out and "mc.en.you.damage" in out and "p1.b2" in out


def test_you_ambiguous_exits_1_and_shows_both_rulings(capsys):
    # the narrow reading of 'peut' leaves 'after an enemy attacks you' open in the French text
    code, out, _ = run(["you", "--rules", "marvel_champions/fr", "--card-type", "upgrade",
                        "--function", "be_attacked", "--position", "after",
                        "--reading", "mc.fr.you.can_identity=only_identity_functions"], capsys)
    assert code == 1 and "AMBIGUOUS" in out and "ruling 1" in out and "ruling 2" in out


def test_an_ambiguous_seat_is_shown_with_its_world_and_both_players(capsys):
    # read literally (every ability of a card is used by its controller only for optional ones), the
    # 'you' of a support's constant ability names no player: two rulings name two different players
    code, out, err = run(["you", "--card-type", "support", "--function", "take_damage", "--ability", "constant",
                          "--reading", "mc.common.ability.controller_uses=optional_only"], capsys)
    assert code == 1 and not err
    seat = out.split("which player")[1]
    assert "AMBIGUOUS: two rulings name different players: controller and owner" in seat
    assert "ruling 1: 'you' is P1 (controller)" in seat and "ruling 2: 'you' is P2 (owner)" in seat
    assert "P1 (controller); P2 (owner)" in seat


def test_you_json(capsys):
    code, out, _ = run(["you", "--card-type", "event", "--function", "draw", "--json"], capsys)
    v = json.loads(out)["verdict"]
    assert code == 0 and v["status"] == "holds" and v["answer"] == "player"


def test_you_reads_draft_text(capsys):
    code, out, _ = run(["you", "--card-type", "event", "--text", "You are stunned and discard 1 card from your hand.",
                        "--reading", "mc.en.you.same_sentence=same_kind"], capsys)
    assert code == 1 and "CONTRADICTORY" in out and "mc.en.you.same_sentence" in out
    # under the default (settled) reading, the same sentence is ruled, with a note
    code, out, _ = run(["you", "--card-type", "event", "--text", "You are stunned and discard 1 card from your hand."],
                       capsys)
    # one "you" of two functions: the stun on the identity, the discard by the player (one seat)
    assert code == 0 and "'receive_status': 'identity'" in out and "'discard_from_hand': 'player'" in out
    assert "note: turns on the settled" in out


def test_diff_same_rule_base_reports_nothing(capsys):
    code, out, _ = run(["diff", "marvel_champions/de", "marvel_champions/de"], capsys)
    assert code == 0 and "no difference in meaning" in out


def test_diff_json_lists_differences(capsys):
    code, out, _ = run(["diff", "marvel_champions/en", "marvel_champions/de", "--entry", "You, Your", "--json"], capsys)
    d = json.loads(out)
    assert code == 0 and d["differences"] and all("witness" in x for x in d["differences"])
    assert all(x["entries"]["pairs"] == ["You, Your"] for x in d["differences"])


BAD = [
    (["ask", "no/such/file.toml"], "no/such/file.toml: error: no such file"),
    (["you", "--rules", "marvel_champions/xx", "--card-type", "event", "--function", "draw"], "unknown rule base"),
    (["you", "--card-type", "spaceship", "--function", "draw"], "unknown card type 'spaceship'"),
    (["you", "--card-type", "event", "--function", "teleport"], "unknown game function 'teleport'"),
    (["you", "--card-type", "event"], "missing --function"),
    (["diff", "marvel_champions/en", "nowhere/xx"], "unknown rule base"),
]


@pytest.mark.parametrize("args,message", BAD)
def test_bad_input_is_one_line_and_exit_2(args, message, capsys):
    code, out, err = run(args, capsys)
    assert code == 2 and message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


QUERY = '''id = "t"
game = "marvel_champions"
rules = "marvel_champions/en"
question = "referent"
says = "test"
[world]
{world}
[expect]
verdict = "identity"
'''


@pytest.mark.parametrize("body,message", [
    ("card = { type = \"event\" }", "missing key 'world.occurrences'"),
    ("card = { type = \"event\" }\noccurrences = [ { function = \"draw\" } ]", "missing 'world.occurrences[0].position'"),
    ("card = { type = \"rocket\" }\noccurrences = []", "unknown type 'rocket' at 'world.card.type'"),
    ("card = { type = \"event\" }\noccurrences = [ { function = \"fly\", position = \"effect\" } ]", "unknown function 'fly'"),
    ("occurrences = 3", "missing key 'world.card'"),
])
def test_incomplete_or_unknown_world_names_file_and_place(tmp_path, body, message, capsys):
    path = tmp_path / "q.toml"
    path.write_text(QUERY.format(world=body))
    code, _, err = run(["ask", str(path)], capsys)
    assert code == 2 and str(path) in err and message in err, err


def test_malformed_toml_names_file_and_line(tmp_path, capsys):
    path = tmp_path / "broken.toml"
    path.write_text('id = "x"\nquestion = [unclosed\n')
    code, _, err = run(["ask", str(path)], capsys)
    assert code == 2 and str(path) in err and "malformed TOML" in err and "line 2" in err


def test_failed_expectation_exits_1(tmp_path, capsys):
    path = tmp_path / "q.toml"
    path.write_text(QUERY.format(world='card = { type = "event" }\noccurrences = [ { function = "draw", position = "effect" } ]'))
    code, out, _ = run(["ask", str(path)], capsys)
    assert code == 1 and "NOT AS EXPECTED" in out and "expected identity, got player" in out


def test_python_dash_m_logic_runs():
    r = subprocess.run([sys.executable, "-m", "logic", "you", "--card-type", "event", "--function", "draw"],
                       capture_output=True, text=True)
    assert r.returncode == 0 and "answer: player" in r.stdout


def test_resolver_other_than_the_controller_shows_two_players(capsys):
    code, out, _ = run(["you", "--card-type", "treachery", "--function", "be_attacked", "--position", "when",
                        "--resolver", "another_player", "--reading", "mc.en.you.attacked_player=after_only",
                        "--reading", "mc.en.you.can_identity=only_identity_functions"], capsys)
    assert code == 1 and "players: player1, player2" in out and "resolved by player2" in out


def test_unknown_resolver_in_a_query_names_the_key(tmp_path, capsys):
    path = tmp_path / "q.toml"
    path.write_text(QUERY.format(world='card = { type = "event" }\nresolver = "nobody"\n'
                                       'occurrences = [ { function = "draw", position = "effect" } ]'))
    code, _, err = run(["ask", str(path)], capsys)
    assert code == 2 and "'world.resolver'" in err and str(path) in err


def test_each_module_adds_the_subcommands_the_cli_names_for_it():
    import argparse
    import importlib

    from logic.cli import SUBCOMMAND_MODULES, SUBCOMMANDS
    for module in SUBCOMMAND_MODULES:
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(module).register(sub)
        assert set(sub.choices) == {c for c, m in SUBCOMMANDS.items() if m == module}, module
