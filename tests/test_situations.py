"""Situation queries (queries/marvel_champions/situations): their answers, a second check of each
part, and bad input.

- Every situation query gives its expected answer (a query naming a real card is skipped when
  there is no card pool, and says so); each such query has an invented twin, so that every seat case
  is asked with or without the pool.
- Seat, second check: the distinct seat cases the queries ask are ruled again by brute force over
  every world of at most three players (`logic.you.seat_reference`), with no solver.
- Timing, second check: each generated scenario's legal orders equal the brute-force orders of
  tests/test_timing_differential.py (every subset, every permutation, filtered by the clauses),
  kept to those the situation states (a declared defence taken), and each outcome its simulation.
- Bad input exits 2 with one line naming the file and the place, never a traceback.

Each query is answered once per run (`_asked`, by `ruling ask`'s own `run_query_file`): its expected-answer
test and its brute-force timing test read the same answer, and both sit in one xdist group so that one
worker asks it. tests/test_queries.py leaves this folder to this module.
"""

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from logic.ask import run_query_file
from logic.registry import project_root, queries_dir
from logic.situation.answer import seat_cases_asked
from logic.situation.model import corpus_path, read_situation
from logic.timing.effects import run_order
from logic.timing.compile import compile_scenario
from logic.timing.outcomes import legal_orders
from logic.timing.scenario import parse_scenario
from logic.you.seat import rule_seat
from logic.you.seat_reference import reference_seat
from logic.you.vocab import SEAT_FEATURES

DIR = queries_dir() / "marvel_champions" / "situations"
FILES = sorted(DIR.glob("*.toml"))
RULES = "marvel_champions/en"


def _query(path):
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _needs_corpus(q) -> bool:
    return any("type_code" not in c for c in q["situation"]["cards"])


_ASKED: dict = {}


def _asked(path):
    """`run_query_file(path)`, once per path and process: the answer `ruling ask` gives. A query naming a
    real card with no card pool is reported skipped (never as expected): the test skips, saying so."""
    if path not in _ASKED:
        _ASKED[path] = run_query_file(path)
    r = _ASKED[path]
    if r.skipped:
        assert _needs_corpus(_query(path)) and corpus_path() is None, (path.name, r.skipped)
        assert not r.verdict.answer, r.verdict  # skipped: no answer given
        pytest.skip("names a real card and ../shared/corpus is absent")
    return r


def _answer(path):
    """The query, and the situation answer (`answer_situation(...).to_json()`) its `ruling ask` gave."""
    r = _asked(path)
    assert r.verdict.details["readings"] == dict(_query(path).get("readings") or {}), path.name
    return _query(path), r.verdict.details["situation"]


def _group(path):
    """One xdist group per query: its tests share `_asked`'s one answer."""
    return pytest.mark.xdist_group(f"situation:{path.stem}")


def test_at_least_forty_situation_queries_each_citing_its_source():
    assert len(FILES) >= 40
    for p in FILES:
        q = _query(p)
        assert q["question"] == "situation"
        assert q["expect"].get("source"), p.name


@pytest.mark.parametrize("path", [pytest.param(p, marks=_group(p)) for p in FILES], ids=lambda p: p.stem)
def test_situation_query_gives_its_expected_answer(path):
    r = _asked(path)
    assert r.matches, r.mismatch


# -- seat: brute force --------------------------------------------------------------------------

#: Seat cases the queries ask (origin, card type, then `SEAT_FEATURES` in order), listed here so that
#: collecting the tests solves nothing; one or more per clause and per status.
SEAT_CASES = [
    ("attack_on_ally_boost_undefended", "treachery", "none", "none", "boost", "by_the_rules", "not_redirected", "none", "ally"),
    ("attack_on_ally_boost_other_player_defends", "treachery", "none", "none", "boost", "by_the_rules", "redirected_after", "none", "ally"),
    ("boost_other_player_defends_identity", "treachery", "none", "none", "boost", "by_the_rules", "redirected_after", "none", "identity"),
    ("encounter_attachment_constant_on_hero", "attachment", "player_card", "none", "constant", "by_the_rules", "none", "none", "identity"),
    ("obligation_revealed", "obligation", "none", "revealed", "constant", "by_the_rules", "none", "none", "identity"),
    ("obligation_action_in_play_area", "obligation", "none", "none", "optional", "by_the_rules", "none", "none", "identity"),
    ("treachery_revealed", "treachery", "none", "revealed", "when_revealed", "by_the_rules", "none", "none", "identity"),
    ("environment_forced_first_player", "environment", "none", "none", "forced", "by_the_rules", "none", "none", "identity"),
    ("minion_engaged_constant", "minion", "none", "engaged", "constant", "by_the_rules", "none", "none", "identity"),
    ("minion_engaged_forced_player_trigger", "minion", "none", "engaged", "forced", "by_the_rules", "none", "you_perform", "identity"),
    ("villain_forced_first_player", "villain", "none", "none", "forced", "by_the_rules", "none", "none", "identity"),
    ("interrupt_cancels_attack_forced_response", "minion", "none", "engaged", "forced", "by_the_rules", "not_redirected", "after_attacks_you", "identity"),
    ("ultron_example_invented", "villain", "none", "none", "forced", "by_the_rules", "not_redirected", "after_attacks_you", "identity"),
    ("attack_on_ally_after_trigger_other_defends", "minion", "none", "engaged", "forced", "by_the_rules", "redirected_after", "after_attacks_you", "ally"),
    ("encounter_attachment_on_minion_attack", "attachment", "encounter_card", "none", "forced", "by_the_rules", "redirected_before", "when_attacks_you", "identity"),
    ("ally_under_other_players_control", "ally", "none", "none", "optional", "by_the_rules", "none", "none", "identity"),
    ("encounter_attachment_on_ally", "attachment", "player_card", "none", "optional", "by_the_rules", "none", "none", "identity"),
    ("stun_net_any_player_invented", "attachment", "player_card", "none", "optional", "any_player", "none", "none", "identity"),
    ("upgrade_on_other_players_ally", "upgrade", "player_card", "none", "optional", "by_the_rules", "none", "none", "identity"),
    ("upgrade_constant_on_ally", "upgrade", "player_card", "none", "constant", "by_the_rules", "none", "none", "identity"),
    ("forced_interrupt_before_optional_interrupt", "hero", "none", "none", "optional", "by_the_rules", "not_redirected", "when_attacks_you", "identity"),
    ("player_event_played", "event", "none", "none", "optional", "by_the_rules", "none", "none", "identity"),
]


def test_seat_cases_are_asked_by_the_queries():
    """Counted over the queries that need no card pool, so the test is the same with or without one."""
    asked = set()
    for p in FILES:
        q = _query(p)
        if q.get("readings") or _needs_corpus(q) or q["rules"] != RULES:
            continue
        asked |= {tuple(case.values())[:-1] for case in seat_cases_asked(read_situation(q, str(p)), q["rules"])
                  if case.get("addressee") == "one"}  # the rows: one player addressed
    listed = {tuple(c[1:]) for c in SEAT_CASES}
    assert listed <= asked, listed - asked


def _twin(path: Path) -> Path:
    return path.with_name(path.stem.removesuffix("_real") + "_invented.toml")


def test_every_query_naming_a_real_card_has_an_invented_twin():
    """A query that reads real cards is named `*_real.toml` and has `*_invented.toml` beside it, whose
    cards are all inline (invented) and which asks the same question under the same rule base."""
    real = [p for p in FILES if _needs_corpus(_query(p))]
    assert real, "no query names a real card: this test checks nothing"
    for p in real:
        assert p.stem.endswith("_real"), p.name
        twin = _twin(p)
        assert twin.exists(), f"{p.name} has no invented twin {twin.name}"
        t, q = _query(twin), _query(p)
        assert not _needs_corpus(t), twin.name
        assert (t["rules"], t["question"], t.get("readings")) == (q["rules"], q["question"], q.get("readings"))


@pytest.mark.skipif(corpus_path() is None, reason="no card pool: the real cards' seat cases cannot be read")
def test_each_real_query_asks_no_seat_case_its_twin_does_not():
    for p in (p for p in FILES if _needs_corpus(_query(p))):
        real, twin = ({tuple(case.values()) for case in seat_cases_asked(read_situation(_query(f), str(f)),
                                                                           _query(f)["rules"], _query(f).get("readings"))}
                      for f in (p, _twin(p)))
        assert real <= twin, (p.name, real - twin)


def test_a_query_naming_a_real_card_without_a_pool_is_reported_skipped_not_as_expected(tmp_path):
    """With no pool (RULING_POOL pointing nowhere is bad input, so the project is copied where no
    shared/ sits beside it), `ruling ask` says SKIPPED and why, and `ruling check`'s count leaves it out."""
    home = tmp_path / "ruling"
    (home / "queries" / "marvel_champions" / "situations").mkdir(parents=True)
    shutil.copytree(project_root() / "encodings", home / "encodings")
    real = DIR / "ultron_example_real.toml"
    shutil.copy(real, home / "queries" / "marvel_champions" / "situations" / real.name)
    env = {**os.environ, "RULING_HOME": str(home)}
    env.pop("RULING_POOL", None)
    p = subprocess.run([sys.executable, "-m", "logic", "ask", str(home / "queries" / "marvel_champions" / "situations"
                                                                 / real.name)],
                       capture_output=True, text=True, cwd=project_root(), env=env, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "SKIPPED, not asked here" in p.stdout and "as expected" not in p.stdout, p.stdout
    assert "named by code and there is no card pool" in p.stdout, p.stdout


def test_ruling_pool_names_the_card_pool_and_a_wrong_one_is_bad_input(tmp_path, monkeypatch):
    from logic.errors import InputError
    from logic.registry import card_pool_dir
    (tmp_path / "pool" / "pack").mkdir(parents=True)
    monkeypatch.setenv("RULING_POOL", str(tmp_path / "pool"))
    assert card_pool_dir() == tmp_path / "pool"
    monkeypatch.setenv("RULING_POOL", str(tmp_path / "nowhere"))
    with pytest.raises(InputError, match="not a MarvelCDB card pool"):
        card_pool_dir()


_REFERENCE: dict = {}


def _reference(case, readings=None):
    """`reference_seat(RULES, case, readings)`, once per case and readings in force per process (the
    brute force takes seconds; two tests below ask the boost case under the default readings)."""
    from logic.registry import load_rule_base
    key = (tuple(sorted(case.items())), load_rule_base(RULES).with_readings(dict(readings or {})))
    if key not in _REFERENCE:
        _REFERENCE[key] = reference_seat(RULES, case, readings)
    return _REFERENCE[key]


#: the row the boost contradiction test below asks again: both in one xdist group, one brute force
BOOST_ROW = "attack_on_ally_boost_other_player_defends"


@pytest.mark.parametrize("row", [pytest.param(r, marks=pytest.mark.xdist_group("seat:boost")) if r[0] == BOOST_ROW
                                 else r for r in SEAT_CASES], ids=lambda r: r[0])
def test_seat_equals_brute_force_over_worlds_of_three_players(row):
    origin = row[0]
    case = {**dict(zip(("card_type", *SEAT_FEATURES), row[1:])), "addressee": "one"}  # the rows: one player
    from logic.registry import load_rule_base
    readings = dict(load_rule_base(RULES).with_readings({}))
    seat_readings = {c.id: readings[c.id] for c in load_rule_base(RULES).clauses_with_readings("seat")}
    v = rule_seat(RULES, case["card_type"], seat_readings, **{k: case[k] for k in SEAT_FEATURES})
    ref = _reference(case, seat_readings)
    assert v.status == ref["status"], (origin, v, ref)
    if v.status == "holds":
        assert sorted(v.details.get("roles", [])) == sorted(ref["roles"]), (origin, v.answer, ref)


@pytest.mark.xdist_group("seat:boost")
def test_seat_brute_force_sees_the_boost_contradiction_and_its_other_reading():
    case = {"card_type": "treachery", "host": "none", "link": "none", "ability": "boost",
            "may_trigger": "by_the_rules", "attack": "redirected_after", "trigger": "none", "target": "ally",
            "addressee": "one"}
    assert case == {**dict(zip(("card_type", *SEAT_FEATURES), next(r for r in SEAT_CASES if r[0] == BOOST_ROW)[1:])),
                    "addressee": "one"}  # the row above: `_reference` answers it once
    assert _reference(case)["status"] == "contradictory"
    other = {"mc.common.attacks_against_allies.boost_you": "unless_another_player_defends"}
    assert reference_seat(RULES, case, other) == {"status": "holds", "roles": ["defending_player"]}


# -- timing: brute force --------------------------------------------------------------------------

def _timing_files():
    out = []
    for p in FILES:
        q = _query(p)
        if "event" in q["situation"] and not (_needs_corpus(q) and corpus_path() is None):
            out.append(p)
    return out


@pytest.mark.parametrize("path", [pytest.param(p, marks=_group(p)) for p in _timing_files()], ids=lambda p: p.stem)
def test_generated_scenario_orders_equal_brute_force(path):
    sys.path.insert(0, str(Path(__file__).parent))
    from test_timing_differential import brute_force
    q, ans = _answer(path)
    t = ans["timing"]
    scenario = parse_scenario(t["scenario"], str(path))
    if len(scenario.items) > 7:
        pytest.skip("too many items to permute")
    compiled = compile_scenario(scenario, q["rules"], who=False)
    brute = {o for o in brute_force(scenario, q["rules"]) if all(r in o for r in t["required"])}
    assert {tuple(r["order"]) for r in t["listed"]} == brute
    choice_of = {o: c for c, o in legal_orders(compiled)}
    for r in t["listed"]:
        o = tuple(r["order"])
        direct = run_order(scenario, o, compiled.policies, choice_of[o].waves, scenario.parents(), r.get("picks"))
        assert direct.to_json() == r["outcome"]


# -- bad input ------------------------------------------------------------------------------------

GOOD = DIR / "treachery_revealed.toml"


def _run(tmp_path, text, name="bad.toml", process=False):
    """`ruling ask` on ``text`` written to a file: its exit code, stdout and stderr. In this process (as
    `logic.cli.main`, an exception escaping it fails the test) unless ``process``: then in a fresh one."""
    f = tmp_path / name
    f.write_text(text, encoding="utf-8")
    if process:
        p = subprocess.run([sys.executable, "-m", "logic", "ask", str(f)], capture_output=True, text=True,
                           cwd=project_root(), timeout=120)
        return p, str(f)
    import contextlib
    import io
    from types import SimpleNamespace

    from logic.cli import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), contextlib.chdir(project_root()):
        try:
            code = main(["ask", str(f)])
        except SystemExit as exc:
            code = exc.code
    return SimpleNamespace(returncode=code, stdout=out.getvalue(), stderr=err.getvalue()), str(f)


@pytest.mark.parametrize("change,place,words", [
    (("[situation.event]", "[situation.event\n"), "", "TOML"),
    (('code = "90302"', 'code = "90302"\nflavour = "x"'), "situation.cards[2].flavour", "unknown key"),
    (('type_code = "treachery"', 'type_code = "trap"'), "situation.cards[2].type_code", "unknown card type"),
    (('reveal = { card = "ambush", by = "bob" }', 'reveal = { card = "ambush", by = "dave" }'),
     "situation.event.reveal.by", "not in situation.players.order"),
    (('reveal = { card = "ambush", by = "bob" }', 'reveal = { card = "trap", by = "bob" }'),
     "situation.event.reveal.card", "no card of the situation"),
    (('reveal = { card = "ambush", by = "bob" }', 'action = { by = "bob", does = "dance" }'),
     "situation.event.action.does", "unknown action"),
    (('id = "ambush"', 'id = "ambush"\nstatuses = ["sleepy"]'), "situation.cards[2].statuses", "unknown status"),
    (('id = "ambush"', 'id = "ambush"\npaid = ["gold"]'), "situation.cards[2].paid", "unknown resource type"),
    (('id = "ambush"', 'id = "ambush"\nspent = ["gold"]'), "situation.cards[2].spent", "unknown resource type"),
    (('[situation.players]', '[situation]\nmode = "nightmare"\n\n[situation.players]'), "situation.mode",
     "unknown mode"),
    (('[[expect.you]]\ncard = "ambush"\nword = 1', '[[expect.you]]\ncard = "nobody"\nword = 1'), "expect.you[0]",
     "names no word"),
])
def test_bad_situation_exits_2_naming_the_file_and_place(tmp_path, change, place, words):
    text = GOOD.read_text(encoding="utf-8")
    assert change[0] in text
    p, f = _run(tmp_path, text.replace(change[0], change[1], 1), process=words == "TOML")
    assert p.returncode == 2, p.stdout + p.stderr
    assert "Traceback" not in p.stderr
    assert p.stderr.startswith(f), p.stderr
    assert place in p.stderr and words in p.stderr, p.stderr


def test_unknown_card_code_exits_2(tmp_path):
    if corpus_path() is None:
        pytest.skip("the card pool decides which codes exist")
    text = GOOD.read_text(encoding="utf-8")
    text = text.replace('[[situation.cards]]\nid = "ambush"', '[[situation.cards]]\ncode = "99999x"\n\n'
                        '[[situation.cards]]\nid = "ambush"', 1)
    p, f = _run(tmp_path, text)
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert "unknown card code '99999x'" in p.stderr and "situation.cards[2].code" in p.stderr, p.stderr


def test_ask_prints_seat_kind_orders_and_clauses_and_json_gives_the_same():
    p = subprocess.run([sys.executable, "-m", "logic", "ask", str(GOOD)], capture_output=True, text=True,
                       cwd=project_root(), timeout=120)
    assert p.returncode == 0, p.stderr
    out = p.stdout
    assert "you = bob (the revealing_player); bob's identity" in out
    assert "triggers: ambush.when_revealed" in out and "legal order(s)" in out
    assert "mc.common.reveal.revealer_resolves" in out
    # the same question with --json, in this process (a fresh process is the text run's above)
    import contextlib
    import io
    import json

    from logic.cli import main
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.chdir(project_root()):
        assert main(["ask", "--json", str(GOOD)]) == 0
    d = json.loads(out.getvalue())[0]["verdict"]["details"]["situation"]
    assert d["you"][0]["seat"]["player"] == "bob" and d["you"][0]["kind"]["answer"] == "identity"
    assert d["timing"]["triggers"] == ["ambush.when_revealed"]
