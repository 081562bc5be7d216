"""Every check `ruling check` makes, exported as SMT-LIB2 and re-solved by cvc5: same verdict.

`logic.solve.recording` records each check (its script and z3's status) during a full
`logic.check.run_check`; `logic.smtlib.cvc5_status` re-solves every script with cvc5.
"""

import inspect

import pytest
import z3

cvc5 = pytest.importorskip("cvc5")

from logic.check import run_check  # noqa: E402
from logic.smtlib import cvc5_status, portable, to_smtlib  # noqa: E402
from logic.solve import recording  # noqa: E402


@pytest.fixture(scope="module")
def records():
    # in this process (jobs=1): checks made in worker processes would not be recorded here
    serial = {"jobs": 1} if "jobs" in inspect.signature(run_check).parameters else {}
    import os
    before = os.environ.get("RULING_CACHE")
    os.environ["RULING_CACHE"] = "off"  # every check solved here, none replayed from a table
    try:
        with recording() as recs:
            run_check(**serial)
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
