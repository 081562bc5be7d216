"""Verdicts about "you", replayed from a table; surveys against direct per-case checks; diffs."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from logic.you.analyses import diff_rule_bases, problem_for, rule_case, rule_occurrence, rule_sentence, survey
from logic.you.situations import situation_for
from logic.you.vocab import ACTION_KINDS, ATTACHMENTS, CARD_TYPES, GAME_FUNCTIONS, POSITIONS

EN, FR, DE = "marvel_champions/en", "marvel_champions/fr", "marvel_champions/de"

# rule base, card type, attachment, function, position -> status, answer, a clause the proof must use
TABLE = [
    (EN, "treachery", "unattached", "take_damage", "effect", "holds", "identity", "mc.en.you.damage"),
    (FR, "treachery", "unattached", "take_damage", "effect", "holds", "identity", "mc.fr.you.damage"),
    (DE, "treachery", "unattached", "take_damage", "effect", "holds", "identity", "mc.de.you.damage"),
    (EN, "support", "unattached", "search_deck", "effect", "holds", "player", "mc.en.you.search_deck"),
    (EN, "upgrade", "own_identity", "be_attacked", "after", "holds", "player", "mc.en.you.attacked_player"),
    (DE, "upgrade", "own_identity", "be_attacked", "after", "holds", "player", "mc.de.you.attacked_player"),
    # FR has no attacked-player exception: 'can' means must (settled by the Toe to Toe example)
    (FR, "upgrade", "own_identity", "be_attacked", "after", "holds", "identity", "mc.fr.you.can_identity"),
    # the exception's scope covers 'when' (settled by the Attack (Enemy Activation) entry)
    (EN, "upgrade", "own_identity", "be_attacked", "when", "holds", "player", "mc.en.you.attacked_player"),
    (EN, "event", "unattached", "defend", "after", "holds", "identity", "mc.en.you.trigger_performed"),
    (EN, "event", "unattached", "defend", "effect", "holds", "identity", "mc.en.you.can_identity"),
    (EN, "support", "unattached", "discard_from_hand", "after", "holds", "player", None),
]


@pytest.mark.parametrize("rb,ctype,att,fn,pos,status,answer,clause", TABLE)
def test_verdict_table(rb, ctype, att, fn, pos, status, answer, clause):
    v = rule_occurrence(rb, ctype, att, fn, pos)
    assert v.status == status
    if answer:
        assert v.answer == answer
    if clause:
        assert clause in v.clauses
    assert v.scope.startswith("any number of players and cards")


SAME_KIND = {"mc.en.you.same_sentence": "same_kind"}
#: the readings under which the old open cases are open again (the narrow 'can', the literal scope)
NARROW = {"mc.{}.you.can_identity": "only_identity_functions", "mc.{}.you.attacked_player": "after_only"}


def narrow(lang: str) -> dict:
    return {k.format(lang): v for k, v in NARROW.items()}


def test_p1_b1_same_sentence_contradicts_damage_and_hand_in_english_only():
    rows = [("treachery", "unattached", "take_damage", "effect"), ("treachery", "unattached", "discard_from_hand", "effect")]
    assert [(v.status, v.answer) for v in rule_sentence(EN, rows)] == [("holds", "identity"), ("holds", "player")]
    en = rule_sentence(EN, rows, readings=SAME_KIND)
    assert [v.status for v in en] == ["contradictory", "contradictory"]
    assert "mc.en.you.same_sentence" in en[0].clauses
    assert en[0].counterexample["occurrences"][1]["function"] == "discard_from_hand"
    fr = rule_sentence(FR, rows)
    assert [(v.status, v.answer) for v in fr] == [("holds", "identity"), ("holds", "player")]


def test_p1_b1_same_sentence_settles_an_open_partner():
    rows = [("treachery", "unattached", "be_attacked", "when"), ("treachery", "unattached", "take_damage", "effect")]
    assert rule_sentence(EN, rows, readings={**narrow("en"), **SAME_KIND})[0].answer == "identity"
    assert rule_sentence(DE, rows, readings=narrow("de"))[0].status == "ambiguous"
    assert rule_sentence(EN, rows)[0].answer == "player"  # the settled scope: the attacked player


def test_ambiguous_verdict_shows_two_rulings_in_one_world():
    v = rule_occurrence(EN, "upgrade", "own_identity", "be_attacked", "when", readings=narrow("en"))
    assert sorted(v.answer) == ["identity", "player"]
    assert [r["o1"]["referent"] for r in v.rulings] == v.answer
    assert v.counterexample["occurrences"][0]["position"] == "when"


@pytest.fixture(scope="module")
def surveys():
    return {(rb, q): survey(problem_for(rb), q) for rb in (EN, FR) for q in ("referent", "extension", "performer")}


FEATURES = {
    "referent": dict(card_type=CARD_TYPES, attachment=ATTACHMENTS, function=tuple(GAME_FUNCTIONS), position=POSITIONS),
    "extension": dict(card_type=CARD_TYPES, attachment=ATTACHMENTS),
    "performer": dict(card_type=CARD_TYPES, attachment=ATTACHMENTS, kind=ACTION_KINDS),
}


@st.composite
def a_case(draw):
    rb = draw(st.sampled_from([EN, FR]))
    q = draw(st.sampled_from(sorted(FEATURES)))
    case = {k: draw(st.sampled_from(list(vs))) for k, vs in FEATURES[q].items()}
    return rb, q, case


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(a_case())
def test_survey_regions_agree_with_direct_checks(surveys, drawn):
    """The generalised regions (few solver calls) and a fresh pinned check per case agree."""
    rb, q, case = drawn
    s = surveys[(rb, q)]
    p = problem_for(rb)
    direct = rule_case(p, situation_for(q, p.world), ("direct", q), case)[0]
    status = s.status(case)
    if direct.status == "holds":
        assert status == "determined" and s.answers(case) == {direct.answer}
    else:
        assert status == direct.status


def test_diff_of_a_rule_base_with_itself_is_empty():
    d = diff_rule_bases(FR, FR)
    assert d["differences"] == []
    assert set(d["questions"].values()) == {"equivalent"}


def test_diff_en_fr_finds_the_exception_and_the_upgrade_scope():
    d = diff_rule_bases(EN, FR)
    assert d["questions"]["referent"] == "incomparable"  # EN: the attacked player; FR: the identity
    exception = [x for x in d["differences"] if x["question"] == "referent"]
    assert exception and all(x["pattern"]["function"] == "be_attacked" and x["pattern"]["position"] in ("after", "when")
                             for x in exception)
    w = exception[0]["witness"]
    assert (w["allowed_by"], w["answer"]) in (("a", "player"), ("b", "identity"))
    assert w["excluded_by_clauses"]
    upgrade_enemy = [x for x in d["differences"] if x["question"] == "extension"
                     and x["pattern"].get("card_type") == "upgrade"]
    assert upgrade_enemy and upgrade_enemy[0]["pattern"]["attachment"] == "enemy_character"
    assert upgrade_enemy[0]["relation"] == "incomparable"


def test_en_and_de_refer_alike_to_a_single_you():
    assert diff_rule_bases(EN, DE)["questions"]["referent"] == "equivalent"
