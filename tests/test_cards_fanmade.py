"""Fan-made templating: three invented authors' packs (tests/fixtures/cards/fan_styles), the wordings
their styles add to the lexicon, story text, the campaign log, contractions and flavour.

Reader-level tests (no solving), and one lint on the pool with a fake solver side."""

import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import logic.you.analyses
from logic.cards.lint import lint_pool
from logic.cards.markup import split_flavour
from logic.cards.occurrences import occurrences_from_text, read_face
from logic.cards.pool import Face, read_pool
from logic.cards.uncovered import KINDS, NARRATION_LABELS
from logic.verdict import Verdict

FIX = Path(__file__).parent / "fixtures" / "cards"
STYLES = FIX / "fan_styles"
FAN = FIX / "fanmade"


def _occurrences(path):
    return [o for f in read_pool(path).faces for g in read_face(f) for o in g.occurrences]


def _first(text, card_type="event", word="you"):
    occ = [o for g in occurrences_from_text(text, card_type) for o in g.occurrences if o.word == word]
    assert occ, text
    return occ[0]


# -- the share read on fan-made pools ---------------------------------------------------

def test_three_authors_write_at_least_150_occurrences():
    pool = read_pool(STYLES)
    packs = Counter(Path(f.file).name for f in pool.faces)
    assert len(packs) == 3 and not pool.problems
    occ = _occurrences(STYLES)
    assert len(occ) >= 150
    assert Counter(Path(o.code).name[:3] for o in occ).keys() == {"crf", "mns", "kgc"}


@pytest.mark.parametrize("path", [STYLES, FAN], ids=["fan_styles", "fanmade"])
def test_fan_pools_are_read_at_97_percent(path):
    """A game function or a not_covered kind for at least 97% of the words; the rest unclassified,
    each with its phrase and reason (never dropped)."""
    occ = _occurrences(path)
    unclassified = [o for o in occ if o.case is None and o.not_covered is None]
    assert all(o.unclassified and o.phrase for o in unclassified)
    assert 1 - len(unclassified) / len(occ) >= 0.97, [o.phrase for o in unclassified]


def test_what_stays_unclassified_is_named():
    """The honest leftovers of the fan styles: functions the vocabulary lacks, and a wording that names
    no function ("if that's you")."""
    left = {(o.code, o.phrase, o.proposed) for o in _occurrences(STYLES) if o.case is None and o.not_covered is None}
    assert ("crf08", "your villain", "own_villain") in left
    assert ("kgc03", "your rival", "opponent") in left
    assert ("crf14", "you complete it", "complete_mission") in left
    assert any(code == "mns23" and "that's you" in phrase and proposed is None for code, phrase, proposed in left)


# -- fan wordings, each with the game function it stands in ----------------------------

@pytest.mark.parametrize("text,function", [
    ("You gain 2 resources.", "spend_resource"),
    ("You gain 1 [energy] resource.", "spend_resource"),
    ("You lose 1 resource.", "spend_resource"),
    ("If you use this card to pay for an ally, draw 1 card.", "spend_resource"),
    ("You may only spend them on Tech cards.", "spend_resource"),
    ("(You may only have 1 relic in play.)", "control"),
    ("Your minions get +1 ATK.", "control"),
    ("Turncoat Goon is controlled by you.", "control"),
    ("If you've got no allies in play, draw 1 card.", "control"),
    ("If you have 2 or more supports in play, draw 1 card.", "control"),
    ("You can't be attacked by minions.", "be_attacked"),
    ("You are the target of every minion's attack.", "be_attacked"),
    ("If you are the active player, draw 1 card.", "turn"),
    ("You become the first player.", "be_first_player"),
    ("If you have fewer than 5 hit points, draw 1 card.", "stat"),
    ("After an enemy attacks you, Bribed Cop defends for you.", "be_attacked"),
    ("Resolve it as if it were a treachery dealt to you.", "be_dealt_encounter_card"),
    ("That hero deals damage equal to their ATK to you.", "take_damage"),
    ("If you've been damaged this round, draw 1 card.", "take_damage"),
    ("Remove 1 threat as if you were using your basic thwart.", "thwart"),
    ("When you would thwart, you must first discard 1 card.", "thwart"),
    ("If it's an event, you're stunned.", "receive_status"),
    ("While you’re in alter-ego form, draw 1 card.", "be_in_form"),
    ("At the end of the round, you'll discard 1 card from your hand.", "discard_from_hand"),
])
def test_fan_wording(text, function):
    occ = [o for g in occurrences_from_text(text, "event") for o in g.occurrences]
    functions = [o.case.function for o in occ if o.case]
    assert function in functions, [(o.phrase, o.unclassified) for o in occ]


@pytest.mark.parametrize("text,expected", [
    ("If it's an event, you're stunned.", "you're stunned"),
    ("While you’re in alter-ego form, draw 1 card.", "you’re in"),
    ("If you've been damaged, draw 1 card.", "you've been damaged"),
    ("You'll discard 1 card from your hand.", "you'll discard 1 card from your hand"),
])
def test_a_contraction_is_read_as_two_words_and_kept_in_the_phrase(text, expected):
    assert _first(text).phrase == expected


def test_must_first_is_an_obligation_not_a_choice():
    occ = [o for g in occurrences_from_text("You must first discard 1 card.", "treachery") for o in g.occurrences]
    assert [o.case.function for o in occ] == ["discard_from_hand"]


def test_a_word_naming_no_function_stays_unclassified():
    (o, p) = [o for g in occurrences_from_text("If that's you, you're stunned.", "minion") for o in g.occurrences]
    assert o.case is None and o.unclassified == "no known wording fits" and "that's you" in o.phrase
    assert p.case.function == "receive_status"


# -- not covered: story text, the campaign log -------------------------------------------

@pytest.mark.parametrize("label", sorted(NARRATION_LABELS))
def test_story_text_under_its_label_is_narration(label):
    occ = [o for g in occurrences_from_text(f"<b>{label}</b>: You have been summoned. Your answer waits.\n"
                                            "<b>Forced Response</b>: After you attack, draw 1 card.", "event")
           for o in g.occurrences]
    assert [o.not_covered for o in occ] == ["narration", "narration", None]
    assert occ[0].label == label and occ[2].case.function == "attack"
    assert "narration" in KINDS


def test_the_campaign_log_is_the_groups():
    o = _first("<b>Resolution</b>: Record in your campaign log that the city fell.", word="your")
    assert o.not_covered == "group" and o.phrase == "your campaign log" and o.label == "Resolution"


@pytest.mark.parametrize("text,words", [
    ("History: you are stunned.", ["you"]),
    ("Your story: you are stunned.", ["your", "you"]),
    ("Your Hero Action: you are stunned.", ["your", "you"]),
])
def test_no_second_person_word_is_taken_into_a_label(text, words):
    """A story word is a label only alone before the colon, and no label takes a "you" or "your" (its
    word would be lost): the line stays text and every word is read."""
    occ = [o for g in occurrences_from_text(text, "treachery") for o in g.occurrences]
    assert [o.word for o in occ] == words and all(o.label is None and o.not_covered is None for o in occ)
    assert occ[-1].case.function == "receive_status"


# -- flavour ------------------------------------------------------------------------------

@pytest.mark.parametrize("text,flavour", [
    ("You heal 3 damage.\n<i>Nobody knows this place. Nobody but you.</i>",
     ["<i>Nobody knows this place. Nobody but you.</i>"]),
    ('Draw 1 card.\n~ "Everything\'s got a price."', ['~ "Everything\'s got a price."']),
    ('<i>"Join me, and you\'ll never want for anything."</i> — Mister Crane\nDraw 1 card.',
     ['"Join me, and you\'ll never want for anything." — Mister Crane']),  # the piece without its tags
])
def test_fan_flavour_is_left_out(text, flavour):
    assert split_flavour(text)[1] == flavour


@pytest.mark.parametrize("text", ["<i>Place 1 threat here.</i>", "<i>Place it on your hero.</i>",
                                  "~ Draw 1 card."])
def test_rules_in_italics_or_after_a_tilde_stay(text):
    assert split_flavour(text) == (text, [])


# -- the lint of the pool ----------------------------------------------------------------

def test_lint_counts_the_share_the_kinds_and_the_flavour(monkeypatch):
    def fake(rule_base, rows):
        return [Verdict("sentence", "holds", "player", ["mc.en.you.player_fallback"]) for _ in rows]
    monkeypatch.setattr(logic.you.analyses, "rule_sentence", fake)
    report = lint_pool(read_pool(STYLES), "rb")
    s = report.summary
    assert s["occurrences"] == s["classified"] + s["unclassified"] + s["not_covered"]
    assert s["read_pct"] == round(100 * (s["occurrences"] - s["unclassified"]) / s["occurrences"], 2) >= 97
    assert set(s["not_covered_by_kind"]) == {"group", "narration"}
    assert set(s["unknown_card_types"]) == {"challenge", "mission", "narrative", "player_minion", "relic"}
    assert s["flavour_skipped"] >= 10 and s["flavour_you_words"] >= 5
    assert s["proposed_functions"] == {"own_villain": 1, "opponent": 1, "complete_mission": 1}


# -- hostile text -------------------------------------------------------------------------

_pieces = st.sampled_from(["you", "you're", "you’ve", "you'll", "you'd", "'", "’", "re", "ve", "Read Aloud:",
                           "Story:", "Resolution:", "your campaign log", "~", '"', "<i>", "</i>", "\n", "place",
                           "must first", "will", "gain 2 resources", "your villain", "that's you", ":", ".",
                           "controlled by", "hit points", "in play", "é", "\u200b"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.lists(_pieces, max_size=50).map(" ".join), st.lists(_pieces, max_size=50).map("".join),
                 st.text(alphabet="you'’re~:\n\"<>i/ ", max_size=120)),
       st.sampled_from(["event", "narrative", "relic"]))
def test_hostile_fan_text_never_gives_a_traceback(text, card_type):
    split_flavour(text)
    for g in read_face(Face("h", "Hostile", "front", card_type, text)):
        for o in g.occurrences:
            assert sum(x is not None for x in (o.case, o.unclassified, o.not_covered)) == 1
            assert o.not_covered in (None, *KINDS)
            assert isinstance(o.phrase, str)
            assert re.fullmatch(r"you(?:rself|rs|r)?", o.word)
