"""Lint on any pool: unknown card types, flavour, non-pack files, bad records, words the entry does
not cover, words with several functions, and the same bytes with one or two processes.

Lint-level tests use a fake solver side (the real one is exercised by the determinism test and by
the unknown-card-type test, each on a few sentences)."""

from collections import Counter
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import logic.you.analyses
from logic.cards.lexicon import coordinated_functions
from logic.cards.lint import STATUSES, lint_pool
from logic.cards.markup import split_flavour
from logic.cards.occurrences import occurrences_from_text, read_face
from logic.cards.pool import Face, read_pool
from logic.cards.uncovered import not_covered
from logic.verdict import Verdict
from logic.you.vocab import CARD_TYPES

ROOT = Path(__file__).resolve().parents[1]
FIX = Path(__file__).parent / "fixtures" / "cards"
FAN = FIX / "fanmade"
CALLS: list[tuple] = []


def fake_rule_sentence(rule_base, rows):
    """player for every word, except: identity for damage on player cards (ally, event, hero ...),
    contradictory for statuses; a row whose function is a tuple is recorded and ruled 'player'."""
    CALLS.append(tuple(rows))
    out = []
    for card_type, _, function, _ in rows:
        if function == "take_damage" and card_type in ("ally", "event", "hero", "upgrade", "support"):
            out.append(Verdict("sentence", "holds", "identity", ["mc.en.you.damage"]))
        elif function == "receive_status":
            out.append(Verdict("sentence", "contradictory", None, ["mc.en.you.status"]))
        else:
            out.append(Verdict("sentence", "holds", "player", ["mc.en.you.player_fallback"]))
    return out


@pytest.fixture
def fake(monkeypatch):
    CALLS.clear()
    monkeypatch.setattr(logic.you.analyses, "rule_sentence", fake_rule_sentence)


def _findings(report):
    return [(c, f) for c in report.cards for f in c.findings]


# -- 1. no record stops the run ---------------------------------------------------

def test_fan_pool_reads_only_packs_and_counts_what_it_skips(fake):
    pool = read_pool(FAN)
    assert sorted(Path(f).relative_to(FAN).as_posix() for f in pool.skipped_files) == [
        "campaigns.json", "packs.json", "rules/glossary.json", "rules/keywords.json",
        "schema/card.schema.json", "types.json"]
    assert {f.card_type for f in pool.faces} >= {"challenge", "narrative", "player_minion"}
    assert [p.level for p in pool.problems] == ["record", "record"]
    report = lint_pool(pool, "rb")
    s = report.summary
    assert s["skipped_files"] == 6 and s["bad_records"] == 2 and s["bad_files"] == 0
    assert s["unknown_card_types"] == {"challenge": 6, "narrative": 6, "player_minion": 6}
    assert s["cards"] == 66 and report.exit_code == 1  # findings and bad records, but every file was read


def test_unknown_card_type_is_ruled_for_every_known_type(fake):
    report = lint_pool(read_pool(FAN), "rb")
    by = {(c.code, f.occurrence.phrase): f for c, f in _findings(report)}
    # the fake says 'player' for a discard whatever the type: the ruling holds whatever the type
    f = by[("fm013", "discard a card from your hand")]
    assert f.status == "unknown_card_type" and f.answer == "holds player"
    assert "whatever the type" in f.reason and f.by_card_type == [{"ruling": "holds player",
                                                                   "card_types": list(CARD_TYPES)}]
    # damage depends on the type in the fake: the finding stays open, with the rulings that differ
    f = by[("fm029", "you would take")]
    assert f.status == "unknown_card_type" and f.answer is None and "depends on the type" in f.reason
    assert {r["ruling"] for r in f.by_card_type} == {"holds identity", "holds player"}
    assert f.to_json()["card_type"] == "player_minion"
    # every known type was asked, once each
    asked = {rows[0][0] for rows in CALLS if rows[0][2] == "take_damage" and rows[0][3] == "when"}
    assert asked == set(CARD_TYPES)


def test_unknown_card_type_with_the_real_solver():
    face = Face("x1", "Odd Gadget", "front", "gizmo", "<b>When Revealed</b>: Search your deck for a card.")
    from logic.cards.lint import lint_groups
    (f,) = lint_groups(read_face(face), "marvel_champions/en")
    assert f.status == "unknown_card_type" and f.answer == "holds player", f.reason
    assert sum(len(r["card_types"]) for r in f.by_card_type) == len(CARD_TYPES)


def test_unreadable_file_is_exit_2_and_bad_records_exit_1(fake, tmp_path):
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "good.json").write_text(json.dumps([{"code": "1", "name": "A", "type_code": "event",
                                                "text": "Draw 1 card. You are stunned."}, 7]))
    assert lint_pool(read_pool(tmp_path), "rb").exit_code == 1
    (pack / "broken.json").write_text("{not json")
    report = lint_pool(read_pool(tmp_path), "rb")
    assert report.exit_code == 2 and report.summary["bad_files"] == 1 and report.summary["cards"] == 1


# -- flavour -------------------------------------------------------------------------

@pytest.mark.parametrize("text,flavour", [
    ('Deal 1 damage to you. "Run, before I crush you!"', ['"Run, before I crush you!"']),
    ('<b>When Revealed</b>: You are stunned.\n<i>"None of you will leave."</i>', ['<i>"None of you will leave."</i>']),
    ("You are stunned.\n— Nick Fury", ["— Nick Fury"]),
    ('<i>"You cannot stop me." - Red Skull</i>', ['<i>"You cannot stop me." - Red Skull</i>']),
    ("<i>The streets remember you.</i>\nDraw 1 card.", ["<i>The streets remember you.</i>"]),
])
def test_flavour_is_left_out(text, flavour):
    rules, pieces = split_flavour(text)
    assert pieces == flavour
    assert all(p not in rules for p in pieces)


@pytest.mark.parametrize("text", [
    'This card gains: "Forced Response: After you attack, draw 1 card."',
    'Attached hero gains: <i>"Interrupt: When you would take damage, prevent 1."</i>',
    'Spend a resource for your <i>"Optic Blast"</i> ability.',
    '<i>"Like, totally!"</i> — <b>Resource</b>: Exhaust this card → generate a [wild] resource.',
    "<i>(Deal 1 damage to you.)</i>",
    "<i>Give to the Alpha player.</i>",
    'Your hero gains "Retaliate 1."',
    "- Draw 1 card.",
])
def test_rules_quotes_and_italics_stay(text):
    assert split_flavour(text) == (text, [])


def test_flavour_is_counted_in_the_summary(fake):
    s = lint_pool(read_pool(FAN), "rb").summary
    assert s["flavour_skipped"] == 9


# -- 2. one "you", several functions -------------------------------------------------

@pytest.mark.parametrize("text,functions", [
    ("After the villain attacks and damages you, draw 1 card.", ("be_attacked", "take_damage")),
    ("After you attack and defeat a minion, draw 1 card.", ("attack", "defeat_enemy")),
    ("After you take damage or are stunned, draw 1 card.", ("take_damage", "receive_status")),
    ("You must spend 1 resource or discard 1 card from your hand.", ("spend_resource", "discard_from_hand")),
    ("When an enemy attacks or schemes against you, draw 1 card.", ("be_attacked", "be_activated_against")),
    ("After you attack, draw 1 card.", ("attack",)),
    ("You may draw 1 card and discard 1 card.", ("choose",)),          # the choice is the modal's
    ("If you control an ally and an upgrade, draw 1 card.", ("control",)),  # nouns, not verbs
    ("Deal 1 damage to you and each ally.", ("take_damage",)),
    ("Discard an upgrade you control and take 1 damage.", ("control",)),  # a relative clause
    ("Heal 2 damage if you are in Giant form or draw 1 card.", ("be_in_form",)),  # the 'or' is the sentence's
])
def test_coordinated_verbs_give_the_word_every_function(text, functions):
    o = [o for g in occurrences_from_text(text, "event") for o in g.occurrences if o.word == "you"][0]
    assert o.case.functions == functions
    assert o.case.function == functions[0] and o.case.also == functions[1:]
    m = re.search(r"\byou\b", text, re.I)
    assert coordinated_functions(text, m.start(), m.end()) == functions


def test_lint_passes_a_tuple_key_and_the_json_shows_functions(fake):
    report = lint_pool(read_pool(FAN), "rb")
    rows = [r for rows in CALLS for r in rows if isinstance(r[2], tuple)]
    assert ("minion", "unattached", ("be_attacked", "take_damage"), "after") in rows
    assert all(isinstance(r[2], str) for rows in CALLS for r in rows if not isinstance(r[2], tuple))
    f = next(f for c, f in _findings(report) if c.code == "fm001" and f.occurrence.word == "you")
    assert f.to_json()["case"]["functions"] == ["be_attacked", "take_damage"]


# -- 3. what the entry does not cover ------------------------------------------------

@pytest.mark.parametrize("text,word,kind", [
    ("Each of you may draw 1 card.", "you", "group"),
    ("All of you must discard 1 card.", "you", "group"),
    ("You may, as a group, decide to discard 1 card.", "You", "group"),
    ("As a group, you may remove 1 threat.", "you", "group"),
    ("You (as a group) must choose.", "You", "group"),
    ("You and your teammates each draw 1 card.", "You", "group"),
    ("You and your teammates each draw 1 card.", "your", "group"),
    ("Deal yourself 1 facedown encounter card.", "yourself", "yourself"),
    ('This card gains: "Forced Response: After you attack, draw 1 card."', "you", "quoted"),
    ("Your hero gains “Response: After you defend, heal 1.”", "you", "quoted"),
])
def test_not_covered(text, word, kind):
    m = re.search(r"\b" + word + r"\b", text)
    got = not_covered(text, m.start(), m.end())
    assert got is not None and got[0] == kind and got[1]


@pytest.mark.parametrize("text,word", [
    ("If each of your allies has the Aerial trait, draw 1 card.", "your"),
    ("The enemy team searches the deck and your team reveals it.", "your"),
    ("If there is more than 1 player on your team, draw 1 card.", "your"),
    ('Spend it for your "Optic Blast" ability.', "your"),
    ('After "Optic Blast" resolves, you draw 1 card.', "you"),
    ("You and your allies get +1 ATK.", "your"),
    ("Deal 1 damage to you.", "you"),
])
def test_plain_words_are_not_caught(text, word):
    m = re.search(r"\b" + word + r"\b", text, re.I)
    assert not_covered(text, m.start(), m.end()) is None


def test_words_outside_the_entry_are_read_with_a_note_or_are_a_finding(fake):
    """Issue 17: a group word, "yourself" and a quoted ability of this card are read as "you" with their
    kind (``reading``) and a note; none is left not covered here, and none is dropped."""
    report = lint_pool(read_pool(FAN), "rb")
    s = report.summary
    readings = Counter(f.occurrence.reading for _, f in _findings(report) if f.occurrence.reading)
    assert readings == {"group": 8, "quoted": 1, "yourself": 1}
    assert s["not_covered"] == 0 and all(f.note for _, f in _findings(report) if f.occurrence.reading)
    assert {f.to_json()["reading"] for _, f in _findings(report) if f.occurrence.reading} == set(readings)
    assert s["occurrences"] == s["classified"] + s["unclassified"] + s["not_covered"]


def test_fan_pool_is_read_at_97_percent():
    pool = read_pool(FAN)
    occ = [o for f in pool.faces for g in read_face(f) for o in g.occurrences]
    unclassified = [o.phrase for o in occ if o.case is None and o.not_covered is None]
    assert len(occ) >= 120 and 1 - len(unclassified) / len(occ) >= 0.97, unclassified


def test_text_output_shows_the_new_statuses(fake, capsys):
    import argparse
    from logic.cards.commands import register
    parser = argparse.ArgumentParser(prog="ruling")
    register(parser.add_subparsers())
    args = parser.parse_args(["lint", str(FAN)])
    assert args.run(args) == 1
    out = capsys.readouterr().out
    assert "[note: addresses more than one player" in out and "unknown card type 'challenge'" in out
    assert "skipped: 6 JSON files that are not packs, 9 flavour texts" in out
    assert "be_attacked+take_damage/after" in out


# -- 4. the same bytes with one process or two ----------------------------------------

def test_jobs_1_and_jobs_2_give_the_same_bytes():
    def run(jobs):
        # the readings under which this fixture has ambiguous and contradictory sentences; no verdict
        # table, so each run solves everything itself
        readings = ["--reading", "mc.en.you.same_sentence=same_kind",
                    "--reading", "mc.en.you.can_identity=only_identity_functions",
                    "--reading", "mc.en.you.attacked_player=after_only"]
        r = subprocess.run([sys.executable, "-m", "logic", "lint", str(FIX / "determinism"), "--json",
                            "--jobs", str(jobs), *readings], capture_output=True, cwd=ROOT, timeout=240,
                           env={**os.environ, "RULING_CACHE": "off"})
        assert r.returncode == 1, r.stderr
        return r.stdout
    one, two = run(1), run(2)
    assert one == two
    s = json.loads(one)["summary"]
    assert s["ambiguous"] and s["contradictory"] and s["holds"]


def _first_faces(pool, n: int = 16):
    """The pool cut to its first ``n`` faces: each pipeline test below lints it twice with nothing kept,
    and a third of the determinism fixture asks seat questions enough to keep the pipeline busy."""
    import dataclasses
    return dataclasses.replace(pool, faces=pool.faces[:n])


def test_reading_while_ruling_gives_the_report_one_process_gives(monkeypatch, tmp_path):
    """The lint pipeline (`logic.cards.pipeline`: a forked process rules while the cards are read,
    then both processes take the seat questions from one queue) gives the report the plain path
    gives, each run cold (its own empty verdict table, no answer kept in memory)."""
    from logic.cards import lint as L
    from logic.cards import pipeline
    from logic.you import compiled, seat
    pool = _first_faces(read_pool(FIX / "determinism"))
    readings = {"mc.en.you.same_sentence": "same_kind", "mc.en.you.attacked_player": "after_only"}
    seats_solved = []
    original = pipeline.read_and_rule

    def spy(*args, **kwargs):
        got = original(*args, **kwargs)
        seats_solved.append(len(got[3]))
        return got

    def run(min_faces: int, cache: Path) -> str:
        monkeypatch.setattr(pipeline, "MIN_FACES", min_faces)
        monkeypatch.setattr(pipeline, "read_and_rule", spy)
        monkeypatch.setenv("RULING_CACHE", str(cache))
        logic.you.analyses._TABLES.clear()
        compiled._COMPONENT_TABLES.clear()
        for cached in (L._seat_json, seat._rule_cached, seat.seat_problem, seat._seat_problem):
            cached.cache_clear()
        return json.dumps(lint_pool(pool, "marvel_champions/en", readings=readings).to_json(), sort_keys=True)

    if not pipeline.worth_it([None] * 10**6):
        pytest.skip("the pipeline needs fork and two processors")
    piped = run(0, tmp_path / "piped")
    assert seats_solved and seats_solved[0] > 0  # the pipeline ran and solved seat questions
    assert piped == run(10**9, tmp_path / "plain")


def test_a_ruler_process_that_dies_loses_no_answer(monkeypatch, tmp_path):
    """When the forked ruling process dies, what it did not send back is ruled by the reading process:
    the report is the plain path's, and the lint ends."""
    from logic.cards import lint as L
    from logic.cards import pipeline
    from logic.you import compiled, seat
    pool = _first_faces(read_pool(FIX / "determinism"))
    parent, solve_one = os.getpid(), L._solve_one

    def dies_in_a_child(rule_base, key):
        if os.getpid() != parent:
            os._exit(3)
        return solve_one(rule_base, key)

    def run(min_faces: int, cache: Path) -> str:
        monkeypatch.setattr(pipeline, "MIN_FACES", min_faces)
        monkeypatch.setenv("RULING_CACHE", str(cache))
        logic.you.analyses._TABLES.clear()
        compiled._COMPONENT_TABLES.clear()
        for cached in (L._seat_json, seat._rule_cached):
            cached.cache_clear()
        return json.dumps(lint_pool(pool, "marvel_champions/en").to_json(), sort_keys=True)

    if not pipeline.worth_it([None] * 10**6):
        pytest.skip("the pipeline needs fork and two processors")
    plain = run(10**9, tmp_path / "plain")
    monkeypatch.setattr(L, "_solve_one", dies_in_a_child)
    assert run(0, tmp_path / "piped") == plain


# -- hostile text --------------------------------------------------------------------

_pieces = st.sampled_from(["you", "your", "yourself", "You", '"', "“", "”", "«", "»", "<i>", "</i>", "<b>",
                           "</b>", "<hr />", "— Name", ":", ".", "!", "\n", "→", "•", "[[", "]]", "(", ")",
                           "each of", "as a group", "and", "or", "attacks", "damages", "take damage",
                           "are stunned", "must", "gains:", "Forced Response:", "é", "\u200b", "\U0001F600"])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=300), st.lists(_pieces, max_size=60).map(" ".join),
                 st.lists(_pieces, max_size=60).map("".join)),
       st.sampled_from(["event", "gizmo", "player_minion"]))
def test_hostile_text_never_gives_a_traceback(text, card_type):
    rules, pieces = split_flavour(text)
    assert isinstance(rules, str) and all(isinstance(p, str) for p in pieces)
    for g in read_face(Face("h", "Hostile", "front", card_type, text)):
        for o in g.occurrences:
            assert sum(x is not None for x in (o.case, o.unclassified, o.not_covered)) == 1
            if o.case:
                assert o.case.functions and o.case.function == o.case.functions[0]


def test_a_huge_sentence_is_read_in_linear_time():
    """With the bound on words per sentence lifted (it refuses this sentence: `logic.bounds`), the
    reader still reads 301 words of one sentence in linear time."""
    import time
    from logic.bounds import BoundExceeded
    text = "After you attack and damage the villain, " * 300 + "you draw 1 card."
    started = time.perf_counter()
    groups = read_face(Face("(text)", "(draft)", "front", "event", text), max_you=None)
    assert sum(len(g.occurrences) for g in groups) == 301
    assert time.perf_counter() - started < 20
    with pytest.raises(BoundExceeded, match="301 second-person words; the bound is 40"):
        occurrences_from_text(text, "event")


def test_statuses_are_listed():
    assert set(STATUSES) >= {"not_covered", "unknown_card_type"}


def test_unknown_card_type_with_no_ruling_for_any_type_stays_open(monkeypatch):
    from logic.cards.lint import lint_groups
    from logic.errors import InputError

    def refuse(rule_base, rows):
        raise InputError("unknown game function")
    monkeypatch.setattr(logic.you.analyses, "rule_sentence", refuse)
    face = Face("x2", "Odd", "front", "gizmo", "After you attack and defeat a minion, draw 1 card.")
    (f,) = lint_groups(read_face(face), "rb")
    assert f.status == "unknown_card_type" and f.answer is None
    assert "no known card type gives a ruling" in f.reason and "unknown game function" in f.reason
