"""Every "you" of invented wordings: its game function, position, attachment, or why unclassified."""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.cards import YouCase, occurrences_from_text, read_face, read_pool
from logic.cards.lexicon import LEXICON, PROPOSED
from logic.cards.occurrences import attachment_of, position_of
from logic.you.vocab import ATTACHMENTS, GAME_FUNCTIONS, POSITIONS

FIX = Path(__file__).parent / "fixtures" / "cards"
TABLE = json.loads((FIX / "expected_functions.json").read_text())


def _only(text, card_type="event"):
    occ = [o for g in occurrences_from_text(text, card_type) for o in g.occurrences]
    assert len(occ) >= 1, text
    return occ


@pytest.mark.parametrize("function,card_type,text,position", TABLE["functions"])
def test_every_game_function_the_reader_knows(function, card_type, text, position):
    o = _only(text, card_type)[0]
    assert o.case == YouCase(card_type, "unattached", function, position), (o.phrase, o.unclassified)


def test_the_table_covers_every_game_function_and_every_lexicon_function():
    assert {row[0] for row in TABLE["functions"]} == set(GAME_FUNCTIONS)
    assert {e.function for e in LEXICON} <= set(GAME_FUNCTIONS) | set(PROPOSED)
    assert {row[0] for row in TABLE["proposed"]} == set(PROPOSED) - set(GAME_FUNCTIONS)


@pytest.mark.parametrize("function,card_type,text,position", TABLE["functions"])
def test_wordings_needing_a_missing_function_stay_unclassified_with_its_name(function, card_type, text, position,
                                                                             monkeypatch):
    """Were the vocabulary to lack a function, its wordings would be reported, never guessed."""
    import logic.cards.occurrences as occurrences
    monkeypatch.setattr(occurrences, "GAME_FUNCTIONS", {k: v for k, v in GAME_FUNCTIONS.items() if k != function})
    o = [o for o in _only(text, card_type) if o.case is None][0]
    assert o.proposed == function and function in o.unclassified and o.phrase


@pytest.mark.parametrize("function,card_type,text", TABLE["proposed"])
def test_wordings_of_a_proposed_function_stay_unclassified_with_its_name(function, card_type, text):
    """Fan-made wordings no function of the vocabulary stands in ("your villain"): named, never guessed."""
    (o,) = _only(text, card_type)
    assert o.case is None and o.not_covered is None
    assert o.proposed == function and function in o.unclassified and o.phrase


def test_an_unknown_wording_is_unclassified_with_its_phrase_never_guessed():
    (o,) = _only("You blorp the grimble.", "treachery")
    assert o.case is None and o.unclassified == "no known wording fits" and o.phrase == "you blorp the grimble."


@pytest.mark.parametrize("text,expected", [
    ("Attach to your hero.", "own_identity"), ("Attach to yourself.", "own_identity"),
    ("Attach to your identity.", "own_identity"), ("Attach to an ally.", "other_friendly_character"),
    ("Attach to a friendly character.", "other_friendly_character"), ("Attach to a minion.", "enemy_character"),
    ("Attach to the villain.", "enemy_character"), ("Attach to an enemy.", "enemy_character"),
    ("Attach to the main scheme.", "non_character"), ("Draw 1 card.", "unattached"),
])
def test_attachment(text, expected):
    assert attachment_of(text) == expected and expected in ATTACHMENTS


@pytest.mark.parametrize("sentence,word_at,expected", [
    ("After you attack, draw 1 card.", "you", "after"),
    ("When an enemy attacks you, draw 1 card.", "you", "when"),
    ("Whenever you thwart, draw 1 card.", "you", "when"),
    ("Draw 1 card if you are stunned.", "you", "if"),
    ("Play only if your identity has the Aerial trait.", "your", "if"),
    ("While you are in alter-ego form, draw.", "you", "if"),
    ("Deal 2 damage to you.", "you", "effect"),
    ("After the villain attacks, deal 1 damage to you.", "you", "effect"),
])
def test_position(sentence, word_at, expected):
    assert position_of(sentence, sentence.index(" " + word_at + " ") + 1 if " " + word_at + " " in sentence
                       else sentence.index(word_at)) == expected and expected in POSITIONS


def test_occurrences_of_one_sentence_are_grouped_in_order():
    groups = occurrences_from_text(
        "<b>Forced Response</b>: After the villain attacks you, discard 1 card from your hand. Draw 1 card.",
        "attachment")
    assert len(groups) == 1
    g = groups[0]
    assert [(o.word, o.case.function, o.case.position) for o in g.occurrences] == [
        ("you", "be_attacked", "after"), ("your", "discard_from_hand", "effect")]
    assert g.cases == tuple(o.case for o in g.occurrences) and g.label == "Forced Response"
    assert hash(g.cases)


def test_a_card_face_carries_code_name_face_label_and_attachment():
    pool = read_pool(FIX / "pool")
    shield = [f for f in pool.faces if f.code == "92002"][0]
    (g,) = [g for g in read_face(shield) if g.label]
    (o,) = g.occurrences
    assert (o.code, o.name, o.face, o.card_type, o.label, o.section) == (
        "92002", "Lantern Shield", "front", "upgrade", "Hero Interrupt", "main")
    assert o.case == YouCase("upgrade", "own_identity", "take_damage", "effect")
    back = [f for f in pool.faces if f.code == "92004" and f.face == "back"][0]
    (g,) = read_face(back)
    assert g.occurrences[0].face == "back" and g.occurrences[0].case.function == "change_form"
    assert g.occurrences[0].case.attachment == "other_friendly_character"


def test_every_word_form_is_found():
    words = [o.word for o in _only("You may give yours to yourself and your ally.")]
    assert words == ["you", "yours", "yourself", "your"]


def test_boost_and_choice_options_are_read():
    pool = read_pool(FIX / "pool")
    bolt = [f for f in pool.faces if f.code == "92001"][0]
    found = [(o.section, o.label, o.case.function if o.case else None) for g in read_face(bolt) for o in g.occurrences]
    assert found == [("main", "When Revealed", "take_damage"), ("main", "When Revealed", "receive_status"),
                     ("boost", "Boost", "receive_status")]


def test_unknown_card_type_for_draft_text():
    with pytest.raises(ValueError, match="unknown card type"):
        occurrences_from_text("Deal 1 damage to you.", "gizmo")


_words = st.sampled_from(["you", "your", "yours", "yourself", "deal", "2", "damage", "to", "after", "when",
                          "if", ",", ".", "→", "•", "\n", "<b>", "</b>", "Action", ":", "(", ")", '"', "[[",
                          "]]", "[star]", "<hr />", "attacks", "hand", "—", "control", "Hero Response:"])


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=200), st.lists(_words, max_size=40).map(" ".join)),
       st.sampled_from(["event", "upgrade", "treachery", "hero"]))
def test_any_text_never_crashes_and_every_word_is_accounted_for(text, card_type):
    import re
    groups = occurrences_from_text(text, card_type)
    for g in groups:
        for o in g.occurrences:
            assert sum(x is not None for x in (o.case, o.unclassified, o.not_covered)) == 1
            assert o.phrase or o.case is None
            if o.case:
                assert all(f in GAME_FUNCTIONS for f in o.case.functions) and o.case.position in POSITIONS
    n = sum(len(g.occurrences) for g in groups)
    # no word is lost, except inside an ability's name (a title, not an instruction)
    assert n <= len(re.findall(r"\byou(?:rself|rs|r)?\b", text, re.I))


_markup = st.sampled_from(["yo", "u", "Y", "OU", "you", "r", "<b>", "</b>", "<i>", "</i>", "<br>", "<hr />", "<p>",
                           "[[", "]]", "&amp;", "&#121;", "&#117;", "&not", "\n", "\r", " ", ".", "!", '"', "“",
                           "”", "→", "->", "•", ":", "Action", "(", ")", "x", "_", "—", "~", "[energy]"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_markup, max_size=30).map("".join))
def test_a_text_that_spells_no_you_once_stripped_has_no_sentence_holding_one(text):
    """`read_face` skips the sentences of such a text (`may_hold_english_you`): pieces of markup glued
    with no space, so tags, entities and brackets fall between letters."""
    from logic.cards.english import YOU_WORD
    from logic.cards.occurrences import may_hold_english_you
    from logic.cards.wording import sentences_of
    if not may_hold_english_you(text):
        assert not any(YOU_WORD.search(s.text) for s in sentences_of(text))
        assert not YOU_WORD.search(text)


def test_a_you_split_by_markup_is_still_read():
    from logic.cards.occurrences import may_hold_english_you
    assert may_hold_english_you("Yo<b>u</b> draw 1 card.") and may_hold_english_you("&#121;ou draw 1 card.")
    assert not may_hold_english_you("<b>Action</b>: Draw 1 card.") and not may_hold_english_you(None)
    assert [o.word for g in occurrences_from_text("Yo<b>u</b> draw 1 card.", "event") for o in g.occurrences] == ["you"]


def test_a_named_identity_is_read_case_sensitively():
    (o,) = _only("Draw 2 cards instead if you are Lina Lamp.")
    assert o.case.function == "own_identity" and o.case.position == "if"
    (o,) = _only("Draw 2 cards instead if you are lucky.")
    assert o.case is None


def test_as_if_is_not_a_condition():
    occ = _only("Resolve its ability as if it just attacked you.", "attachment")
    assert [(o.case.function, o.case.position) for o in occ] == [("be_attacked", "effect")]
