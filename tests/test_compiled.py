"""The component table (logic/you/compiled.py) against the solver.

Every single-occurrence case of the English rule base (18,400 for each resolver) is answered from
the table, and each answer is checked against proofs that do not use the table: the status and
the answer against a survey of the same situation (generalised regions, with the final unsat proof
that no case is missed), the core against the definition of the canonical core (deletion in label
order), proved over all the cases that share a core at once, by regions. Sentences of several
occurrences, words of several functions, other resolvers, readings and rule bases are sampled and
compared with the solver's own path, verdict for verdict.
"""

from __future__ import annotations

import json
import random
import zlib

import pytest

from logic.you import analyses as A
from logic.you import compiled
from logic.you.problem import SHAPE
from logic.you.situations import CaseIndex
from logic.you.vocab import ATTACHMENTS, CARD_TYPES, GAME_FUNCTIONS, POSITIONS

EN = "marvel_champions/en"


def _by_solver(p, situation, key, case, words=()):
    return [v.to_json() for v in A._solve_case(p, situation, key, case, words, False)]


@pytest.mark.parametrize("resolver", [None, "controller", "another_player"])
def test_every_single_occurrence_case_agrees_with_the_solver(resolver):
    p = A.problem_for(EN)
    situation = A._sentence_situation(p, 1, resolver)
    key = ("sentence", 1, resolver)
    index = CaseIndex(situation)
    one, two = p.grounded(situation, key, 1), p.grounded(situation, key, 2)
    v1, v2 = p.world.ruling(1), p.world.ruling(2)
    # the table's verdict of every case
    entries: dict[tuple, int] = {}
    open_cases = 0
    for i in range(index.size):
        got = A._from_components(p, situation, key, index.case(i))
        if got is None:
            open_cases |= 1 << i
            continue
        v = got[0]
        entries[(v.status, v.answer, tuple(v.clauses))] = entries.get((v.status, v.answer, tuple(v.clauses)), 0) | 1 << i
    # status and answer: those of the survey of the same situation
    allowed = {x: A._regions(p, one, [situation.answer_is(v1, x)], None, index) for x in situation.answer_values}
    amb = A._regions(p, two, [situation.answer_term(v1, 0) != situation.answer_term(v2, 0)], None, index)
    assert amb.complete and all(r.complete for r in allowed.values())
    for (status, answer, _), members in entries.items():
        if status == "holds":
            assert members & ~allowed[answer].mask == 0
            for other, r in allowed.items():
                assert other == answer or members & r.mask == 0
            assert members & amb.mask == 0
        else:
            assert status == "contradictory"
            assert all(members & r.mask == 0 for r in allowed.values())
    both = allowed["identity"].mask & allowed["player"].mask
    assert open_cases == both  # the table leaves to the solver exactly the cases with two answers
    # the core: the canonical one (deletion in label order), proved for all members of a core at once
    labels = sorted(label for label, _ in one.groups)
    for (status, answer, clauses), members in entries.items():
        core = set(clauses)
        prop = [situation.answer_term(v1, 0) != situation.answer_values[answer]] if status == "holds" else []
        # its clauses alone (with the situation's shape) leave no ruling: every other group is deleted
        r = A._regions(p, one, prop, None, index, keep=(core | {SHAPE}).__contains__)
        assert r.complete and members & r.mask == 0, clauses
        # and each of its clauses is kept: without it (the core's clauses before it and every group
        # after it still in), a ruling exists on every member
        for g in core:
            trial = {label for label in labels if (label in core and label < g) or label > g}
            r = A._regions(p, one, prop, None, index, keep=trial.__contains__)
            assert r.complete and members & ~r.mask == 0, (clauses, g)
    # and one case of each entry in full, against the solver's own path
    for members in entries.values():
        case = index.case((members & -members).bit_length() - 1)
        assert [v.to_json() for v in A._from_components(p, situation, key, case)] == \
            _by_solver(p, situation, key, case)


def _questions(seed: int, n: int):
    rnd = random.Random(seed)
    fns = list(GAME_FUNCTIONS)
    for _ in range(n):
        k = rnd.choice([1, 2, 2, 3])
        ct, at = rnd.choice(CARD_TYPES), rnd.choice(ATTACHMENTS)
        rows = []
        for _ in range(k):
            f = rnd.choice(["be_attacked", "defend", "take_damage", "hand", "attack", "draw"]) \
                if rnd.random() < 0.4 else rnd.choice(fns)
            rows.append((ct, at, f, rnd.choice(POSITIONS)))
        words = ((0, 1),) if k > 1 and rnd.random() < 0.2 else ()
        yield rows, rnd.choice([None, "controller", "another_player"]), words


@pytest.mark.parametrize("rule_base,readings", [
    (EN, ()), (EN, (("mc.en.you.same_sentence", "same_kind"),)),
    (EN, (("mc.en.you.can_identity", "only_identity_functions"),)),
    ("marvel_champions/fr", ()), ("marvel_champions/de", ()), ("marvel_champions/en@1.1", ()),
])
def test_sampled_sentences_agree_with_the_solver(rule_base, readings):
    p = A.problem_for(rule_base, readings=readings)
    answered = 0
    for rows, resolver, words in _questions(zlib.crc32((rule_base + str(readings)).encode()) % 1000, 12):
        situation = A._sentence_situation(p, len(rows), resolver)
        key = ("sentence", len(rows), resolver)
        case = A._sentence_case(tuple(rows))
        got = A._from_components(p, situation, key, case, words)
        if got is not None:
            answered += 1
            assert [v.to_json() for v in got] == _by_solver(p, situation, key, case, words), (rows, resolver, words)
    assert answered


def test_a_contradictory_sentence_is_answered_with_the_solvers_core():
    """Under the same-kind reading, a 'you' that takes damage and a 'your' deck in one sentence have no ruling:
    one component (both words, joined by the reading) is unsatisfiable."""
    p = A.problem_for(EN, readings=(("mc.en.you.same_sentence", "same_kind"),))
    rows = (("event", "unattached", "take_damage", "effect"), ("event", "unattached", "deck", "effect"))
    situation, key = A._sentence_situation(p, 2, None), ("sentence", 2, None)
    got = A._from_components(p, situation, key, A._sentence_case(rows))
    assert got is not None and {v.status for v in got} == {"contradictory"}
    assert [v.to_json() for v in got] == _by_solver(p, situation, key, A._sentence_case(rows))


def test_an_open_referent_is_left_to_the_solver():
    """Both answers allowed (being attacked, when 'can' means 'can only'): ambiguity is the solver's to show."""
    p = A.problem_for(EN, readings=(("mc.en.you.can_identity", "only_identity_functions"),))
    situation, key = A._sentence_situation(p, 1, None), ("sentence", 1, None)
    case = A._sentence_case((("event", "unattached", "be_attacked", "effect"),))
    assert A._from_components(p, situation, key, case) is None
    assert A.rule_case(p, situation, key, case)[0].status == "ambiguous"


def test_the_table_is_kept_on_disk_under_the_rule_base_content(tmp_path, monkeypatch):
    monkeypatch.setenv("RULING_CACHE", str(tmp_path))
    monkeypatch.setattr(compiled, "_COMPONENT_TABLES", {})
    A._rule_sentence_cached.cache_clear()
    rows = [("ally", "unattached", "hand", "if"), ("ally", "unattached", "take_damage", "effect")]
    first = A.rule_sentence(EN, rows)
    A.save_tables()
    table = compiled.component_table(EN)
    saved = json.loads(table.path.read_text())
    assert saved["content_key"] in table.path.name and saved["components"]
    monkeypatch.setattr(compiled, "_COMPONENT_TABLES", {})
    assert compiled.component_table(EN).entries == saved["components"]
    A._rule_sentence_cached.cache_clear()
    A._TABLES.clear()
    assert [v.to_json() for v in A.rule_sentence(EN, rows)] == [v.to_json() for v in first]
