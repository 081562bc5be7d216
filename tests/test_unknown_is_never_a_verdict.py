"""A solver timeout or ``unknown`` is reported as unknown, never as proved.

The rule base gets one deliberately hard extra group (a pigeonhole formula: 9 pigeons in
8 holes, unsatisfiable but beyond z3 in a millisecond) and a 1 ms timeout, so every check
answers unknown. Every analysis must then say "unknown": `rule_case`, `rule_sentence`,
`survey` (``complete`` false, every case's status unknown), `prove_unambiguous`.
"""

import dataclasses

import pytest
import z3

from logic.you import analyses
from logic.you.problem import RuleProblem
from logic.you.situations import cases, sentence_situation, situation_for
from logic.solve import check


def _pigeonhole(ctx, pigeons=9, holes=8):
    x = [[z3.Bool(f"php_{p}_{h}", ctx) for h in range(holes)] for p in range(pigeons)]
    out = [z3.Or(row) for row in x]
    out += [z3.Or(z3.Not(x[p][h]), z3.Not(x[q][h]))
            for h in range(holes) for p in range(pigeons) for q in range(p + 1, pigeons)]
    return out


class HardProblem(RuleProblem):
    """The rule base plus a hard group, with a tiny timeout."""

    def grounded(self, situation, key, rulings=1):
        g = super().grounded(situation, key, rulings)
        fresh = {"_session": None} if "_session" in {f.name for f in dataclasses.fields(g)} else {}
        return dataclasses.replace(g, groups=g.groups + [("hard", _pigeonhole(self.world.ctx))], **fresh)


@pytest.fixture(scope="module")
def hard():
    return HardProblem("marvel_champions/en", timeout_ms=1)


def test_check_with_a_tiny_timeout_is_unknown(hard):
    r = check([("hard", _pigeonhole(hard.world.ctx))], hard.world.ctx, timeout_ms=1)
    assert r.status == "unknown" and not r.sat and not r.unsat and r.reason


def test_rule_case_reports_unknown(hard):
    s = situation_for("referent", hard.world)
    case = {"card_type": "hero", "attachment": "unattached", "function": "take_damage", "position": "effect"}
    verdicts = analyses.rule_case(hard, s, ("referent",), case)
    assert verdicts and all(v.status == "unknown" for v in verdicts), [v.status for v in verdicts]


def test_rule_sentence_reports_unknown(hard, monkeypatch):
    monkeypatch.setattr(analyses, "problem_for", lambda name, *a, **k: hard)
    analyses._rule_sentence_cached.cache_clear()
    try:
        verdicts = analyses.rule_sentence("marvel_champions/en", [("hero", "unattached", "take_damage", "effect"),
                                                                  ("hero", "unattached", "be_exhausted", "effect")])
    finally:
        analyses._rule_sentence_cached.cache_clear()
    assert len(verdicts) == 2 and all(v.status == "unknown" for v in verdicts), [v.status for v in verdicts]


@pytest.mark.parametrize("question", ["extension", "performer"])
def test_survey_is_incomplete_and_every_case_unknown(hard, question):
    s = analyses.survey(hard, question)
    assert not s.complete
    assert {s.status(c) for c in s.cases()} == {"unknown"}
    result = analyses.prove_unambiguous(hard, s)
    assert result["status"] == "unknown"


def test_the_same_questions_are_decided_without_the_hard_group():
    """Control: the normal problem decides them (so 'unknown' above comes from the timeout)."""
    p = RuleProblem("marvel_champions/en")
    s = analyses.survey(p, "extension")
    assert s.complete and s.status({"card_type": "ally", "attachment": "unattached"}) == "determined"
