"""The diff of two rule bases, checked against the brute-force reference (no solver).

For each case the reference gives each rule base's set of allowed answers; the
diff must report a difference exactly where the two sets differ, with those
sets, and each question's relation must follow from the sets (equivalent, A
stronger where A's set is always a subset, B stronger, else incomparable).
"""

from itertools import product

import pytest

from logic.you import reference
from logic.you.analyses import diff_rule_bases
from logic.you.vocab import ACTION_KINDS, ATTACHMENTS, CARD_TYPES, GAME_FUNCTIONS, POSITIONS

#: each language against the English rule base (a French-German diff is the same code over the same bases)
PAIRS = [("marvel_champions/en", "marvel_champions/fr"), ("marvel_champions/en", "marvel_champions/de")]
FEATURES = {
    "extension": dict(card_type=CARD_TYPES, attachment=ATTACHMENTS),
    "performer": dict(card_type=CARD_TYPES, attachment=ATTACHMENTS, kind=ACTION_KINDS),
    "referent": dict(card_type=CARD_TYPES, attachment=ATTACHMENTS, function=tuple(GAME_FUNCTIONS), position=POSITIONS),
}


def _cases(question):
    names = list(FEATURES[question])
    every = [dict(zip(names, combo)) for combo in product(*FEATURES[question].values())]
    return every if question != "referent" else every[::23]  # a spread of 800 of the 18,400


def _covers(pattern, case):
    return all(v == "*" or case[k] == v for k, v in pattern.items())


def _relation(relations):
    if not relations:
        return "equivalent"
    return relations.pop() if len(relations) == 1 else "incomparable"


_SURVEYS: dict = {}


def _reference_survey(name, question):
    """`reference.survey(reference.problem_for(name), question)`, one per process: a survey memoises each
    case it answers, so the English one, on both sides of PAIRS, is brute-forced once per question."""
    if (name, question) not in _SURVEYS:
        _SURVEYS[name, question] = reference.survey(reference.problem_for(name), question)
    return _SURVEYS[name, question]


@pytest.mark.parametrize("a,b", PAIRS)
@pytest.mark.parametrize("question", [pytest.param(q, marks=pytest.mark.xdist_group(f"reference_diff:{q}"))
                                      for q in ("extension", "performer", "referent")])
def test_diff_agrees_with_the_reference(a, b, question):
    d = diff_rule_bases(a, b, questions=(question,))
    ref_a = _reference_survey(a, question)
    ref_b = _reference_survey(b, question)
    relations = set()
    for case in _cases(question):
        xa, xb = ref_a.answers(case), ref_b.answers(case)
        covering = [x for x in d["differences"] if any(_covers(p, case) for p in x["patterns"])]
        if xa == xb:
            assert not covering, (case, xa)
            continue
        assert len(covering) == 1, (case, xa, xb, covering)
        assert (covering[0]["a_allows"], covering[0]["b_allows"]) == (sorted(xa), sorted(xb)), case
        relations.add("A stronger" if xa < xb else "B stronger" if xb < xa else "incomparable")
    if question != "referent":  # every case was compared: the relation must follow
        assert d["questions"][question] == _relation(relations)
    else:
        assert relations <= {d["questions"][question]} | ({"A stronger", "B stronger"}
                                                           if d["questions"][question] == "incomparable" else set())
