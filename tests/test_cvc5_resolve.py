"""The checks `ruling check` makes, exported as SMT-LIB2 and re-solved by cvc5: same verdict.

`logic.solve.recording` records each check (its script and z3's status) while the parts of
`ruling check` below run in this process, with no verdict table (every check is solved);
`logic.smtlib.cvc5_status` re-solves every script with cvc5. The parts cover every kind of
check `ruling check` makes: consistency and unambiguity surveys with their contradiction cores
(English; the other languages and versions are the same kinds of check, and French clauses are in the
diff below, German ones and their other readings in its readings section), a diff
between languages, the readings section (each other reading against the defaults), a query, and the
timing checks.
The whole of `ruling check` is the same kinds of check on more rule bases; re-solving all of
them takes minutes (see docs/benchmarks.md), this slice takes one.
"""

import os

import pytest
import z3
from hypothesis import given, settings, strategies as st

cvc5 = pytest.importorskip("cvc5")

from logic.ask import run_query_file  # noqa: E402
from logic.check import check_rule_base, readings_section  # noqa: E402
from logic.registry import project_root  # noqa: E402
from logic.smtlib import cvc5_status, portable, to_smtlib  # noqa: E402
from logic.solve import recording  # noqa: E402
from logic.timing.checks import timing_checks  # noqa: E402
from logic.you.analyses import diff_rule_bases  # noqa: E402


@pytest.fixture(scope="module")
def records():
    before = os.environ.get("RULING_CACHE")
    os.environ["RULING_CACHE"] = "off"  # every check solved here, none replayed from a table
    try:
        with recording() as recs:
            check_rule_base("marvel_champions/en")
            diff_rule_bases("marvel_champions/en", "marvel_champions/fr", questions=("referent", "extension"))
            readings_section("marvel_champions/de")
            run_query_file(project_root() / "queries" / "marvel_champions" / "en" / "reading_same_kind_mixed.toml")
            timing_checks("marvel_champions/en")
            timing_checks("wow_miniatures/fr")
    finally:
        if before is None:
            os.environ.pop("RULING_CACHE", None)
        else:
            os.environ["RULING_CACHE"] = before
    return recs


def test_every_check_of_ruling_check_gets_the_same_verdict_from_cvc5(records):
    assert len(records) > 100
    differ = []
    for i, rec in enumerate(records):
        assert rec["status"] in ("sat", "unsat"), f"check {i} ({rec['labels'][:3]}) was {rec['status']}"
        got = cvc5_status(rec["smtlib"])
        if got != rec["status"]:
            differ.append((i, rec["labels"][:4], rec["status"], got))
    assert not differ, f"{len(differ)} checks differ (index, labels, z3, cvc5): {differ[:5]}"


def test_to_smtlib_round_trip_on_a_small_check():
    ctx = z3.Context()
    p, q = z3.Bools("p q", ctx)
    sat = to_smtlib([("a", [z3.Or(p, q)]), ("b", [z3.Not(p)])], ctx, status="sat")
    unsat = to_smtlib([("a", [z3.AtMost(p, q, 1)]), ("b", [p, q])], ctx, status="unsat")
    assert "at-most" not in unsat
    assert (cvc5_status(sat), cvc5_status(unsat)) == ("sat", "unsat")


def test_portable_keeps_plain_scripts_unchanged():
    text = "(declare-const p Bool)\n(assert p)\n(check-sat)\n"
    assert portable(text) == text


def _forms_token_by_token(text: str) -> list[str]:
    """The top-level forms as read with every token of `logic.smtlib._TOKEN` (symbols too): the reference."""
    from logic.smtlib import _TOKEN
    forms, depth, start = [], 0, 0
    for m in _TOKEN.finditer(text):
        if m.group() == "(":
            start, depth = (m.start() if depth == 0 else start), depth + 1
        elif m.group() == ")":
            depth -= 1
            if depth == 0:
                forms.append(text[start:m.end()])
    return forms


_SMT_PIECES = st.sampled_from(["(", ")", "(", ")", "assert", "x", "|a (b|", '"s ) ""q"""', "; c ( \n", " ", "\n",
                               "|", '"', ";", "declare-fun", "(_ at-most 1)"])


@settings(max_examples=30, deadline=None)
@given(st.lists(_SMT_PIECES, max_size=40).map("".join))
def test_top_level_forms_are_those_read_token_by_token(text):
    from logic.smtlib import _top_level_forms
    assert _top_level_forms(text) == _forms_token_by_token(text)


def test_top_level_forms_of_a_solver_script():
    ctx = z3.Context()
    p, q = z3.Bool("p", ctx), z3.Bool("q r", ctx)  # z3 prints "q r" as the quoted symbol |q r|
    s = z3.Solver(ctx=ctx)
    s.add(z3.Or(p, q), z3.AtMost(p, q, 1))
    text = s.to_smt2()
    from logic.smtlib import _top_level_forms
    assert _forms_token_by_token(text) and _top_level_forms(text) == _forms_token_by_token(text)
