"""The game function of each "you" read off the ability structure (`logic.abilities.roles`), and the
comparison with the wording lexicon (`logic.cards.lexicon`) it replaces where it reads the word.

Every difference between the two is either fixed or named in `DIFFERENCES` (and explained in
docs/you.md, "The structure and the lexicon"); a new difference fails the test."""

from __future__ import annotations

import collections
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities.model import ReadStatus
from logic.abilities.reader import read_sentence
from logic.abilities.roles import roles_of_you
from logic.cards import read_face, read_pool
from logic.cards.lexicon import coordinated_functions, match_word
from logic.cards.pool import Face
from logic.cards.wording import sentences_of

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "marvelsdb"

#: invented sentences: (text, the functions of each second-person word in order, None: no role)
INVENTED = [
    ("After the villain attacks you, you are stunned.", [("be_attacked",), ("receive_status",)]),
    ("Deal 2 damage to you.", [("take_damage",)]),
    ("Deal 2 damage to your hero.", [("own_identity",)]),
    ("You may draw 1 card.", [("choose",)]),
    ("Discard a card from your hand.", [("discard_from_hand",)]),
    ("After you play an event, draw 1 card.", [("play_card",)]),
    ("Exhaust an upgrade you control.", [("control",)]),
    ("When an enemy attacks and damages you, draw 1 card.", [("be_attacked", "take_damage")]),
    ("Search your deck for an ally.", [("search_deck",)]),
    ("If you do, heal 1 damage.", [("choose",)]),
    ("After you thwart, ready Glass Owl.", [("thwart",)]),
    ("You draw 2 cards.", [("draw",)]),
    ("Heal 3 damage from you.", [("be_healed",)]),
    ("Give yourself a tough status card.", [("receive_status",)]),
    ("Each Brass Hound minion engaged with you gets +1 ATK.", [("be_engaged_with",)]),
    ("Return Glass Owl to your hand.", [("hand",)]),
    ("Shuffle your discard pile into your deck.", [("deck",), ("deck",)]),
    ("If you do not, take 1 damage.", [("choose",)]),
    ("If you do not control an upgrade, draw 1 card.", [("control",)]),
    # a sentence the grammar reads only in part: the word in the unread fragment has no role
    ("Zorblax the quux of you, draw 1 card.", [None]),
]


def _functions(text: str) -> list:
    roles = {r.span[0]: r for r in roles_of_you(text)}
    face = Face("(text)", "Glass Owl", "front", "event", text)
    words = [o.start for g in read_face(face) for o in g.occurrences]
    return [roles[s].functions if s in roles else None for s in words]


@pytest.mark.parametrize("text, expected", INVENTED)
def test_role_of_each_you_in_invented_sentences(text, expected):
    assert _functions(text) == expected


@pytest.mark.parametrize("text, expected", INVENTED)
def test_occurrence_takes_the_structure_where_it_reads_the_word(text, expected):
    face = Face("(text)", "Glass Owl", "front", "event", text)
    occ = [o for g in read_face(face) for o in g.occurrences]
    for o, fs in zip(occ, expected):
        if fs is None:
            assert o.source in ("lexicon", ""), o
        else:
            assert o.source == "structure" and o.case is not None and o.case.functions == fs, o


def test_role_spans_are_the_words():
    text = "After the villain attacks you, your hero is stunned."
    for r in roles_of_you(text):
        assert text[r.span[0]:r.span[1]].lower() in ("you", "your", "yourself")
        assert r.phrase and r.phrase in text


#: The kinds of difference the comparison over the official pool finds, (structure's functions,
#: lexicon's functions) -> why (docs/you.md, "The structure and the lexicon").
DIFFERENCES = {
    (("own_identity",), ("attack",)): "'your hero attacks': the possessive of the identity, as 'your hero makes a "
                                      "basic attack', which the lexicon already read so",
    (("search_deck",), ("deck",)): "'search the top 5 cards of your deck': the deck searched",
    (("discard_from_hand",), ("hand",)): "'discard your hand': the hand discarded from",
    (("recover",), ("be_healed",)): "'after you recover': a basic recovery, as 'you make a basic recovery'",
    (("defend",), ("defend", "take_damage")): "'and take no damage' is read as a piece of its own",
    (("gain_stat",), ("gain_stat", "gain_keyword")): "'and gain steady' is read as a piece of its own",
    (("deck",), ("search_deck",)): "'look at the top 3 cards of your deck': the deck looked at; looking is not "
                                   "searching (the lexicon's search pattern takes 'look at' for a search)",
    (("discard_from_deck",), ("discard_from_hand",)): "'after you discard a card from the top of the deck': "
                                                      "from the deck, as printed (the lexicon assumes the hand)",
    (("use_basic_power",), ("recover",)): "'after you use your REC': the basic power used (REC, the recovery)",
    (("control",), ("choose",)): "'if you do not control any upgrades': what you control, not 'if you do' (a "
                                 "choice), which the lexicon takes from the first words",
    # invented: the lexicon's error the structure fixes
    (("be_engaged_with",), ("gain_stat",)): "'each minion engaged with you gets +1 ATK': the minion gets +1, "
                                            "not you (the lexicon reads 'you gets +1')",
}


def compare(faces) -> tuple[collections.Counter, collections.Counter]:
    """Over every second-person word of ``faces``: how many the structure and the lexicon give the
    same functions, how many the structure does not read (or reads in a role naming no function), and
    each kind of difference with its count."""
    kinds, diffs = collections.Counter(), collections.Counter()
    for face in faces:
        if face.lang not in (None, "en"):
            continue
        parts = {s.index: s.part for s in sentences_of(face.text)}
        for g in read_face(face, max_you=None):
            roles = {r.span[0]: r for r in roles_of_you(g.sentence, parts.get(g.sentence_index, "effect"))}
            for o in g.occurrences:
                found = match_word(g.sentence, o.start, o.start + len(o.word))
                lex = coordinated_functions(g.sentence, o.start, o.start + len(o.word)) if found else None
                r = roles.get(o.start)
                if r is None or not r.functions:
                    kinds["lexicon"] += 1
                elif lex is None or o.not_covered == "quoted":
                    kinds["structure only"] += 1
                elif r.functions == tuple(lex):
                    kinds["same"] += 1
                else:
                    kinds["differ"] += 1
                    diffs[(r.functions, tuple(lex))] += 1
    return kinds, diffs


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")
@pytest.mark.xdist_group("official-pool-en")  # one worker reads the English pool once (reader memo)
def test_structure_and_lexicon_agree_on_the_official_pool_but_for_listed_differences():
    kinds, diffs = compare(read_pool(CORPUS).faces)
    assert kinds["same"] > 2000
    assert set(diffs) <= set(DIFFERENCES), {k: n for k, n in diffs.items() if k not in DIFFERENCES}


def test_structure_and_lexicon_agree_on_invented_cards():
    faces = [Face(f"x{i}", "Glass Owl", "front", "event", text) for i, (text, _) in enumerate(INVENTED)]
    kinds, diffs = compare(faces)
    assert kinds["same"] >= 10
    assert set(diffs) <= set(DIFFERENCES), {k: n for k, n in diffs.items() if k not in DIFFERENCES}


def _agrees_with_the_reader(text: str, part: str = "effect") -> None:
    """Every role sits in a span the reader read and in no unread fragment; every second-person word
    inside a read span has a role (the roles come from the very parse the structure is built from)."""
    _, reading = read_sentence(text, part, "", "en")
    roles = roles_of_you(text, part)
    starts = {r.span[0] for r in roles}
    for r in roles:
        assert any(s <= r.span[0] and r.span[1] <= e for s, e in reading.read), (text, r)
        assert not any(u.span[0] <= r.span[0] < u.span[1] for u in reading.unread), (text, r)
    for m in re.finditer(r"\b(?:you|your|yourself)\b", text, re.IGNORECASE):
        inside = any(s <= m.start() and m.end() <= e for s, e in reading.read)
        covered = any(u.span[0] <= m.start() < u.span[1] for u in reading.unread)
        if inside and not covered:
            assert m.start() in starts, (text, m.group(0), m.start())


@pytest.mark.parametrize("text, expected", INVENTED)
def test_roles_agree_with_the_reader_on_invented_sentences(text, expected):
    _agrees_with_the_reader(text)


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")
@pytest.mark.xdist_group("official-pool-en")  # one worker reads the English pool once (reader memo)
def test_roles_agree_with_the_reader_on_the_official_pool():
    seen = set()
    for face in read_pool(CORPUS).faces:
        if face.lang not in (None, "en"):
            continue
        for s in sentences_of(face.text):
            if (s.text, s.part) not in seen and ("you" in s.text.lower()):
                seen.add((s.text, s.part))
                _agrees_with_the_reader(s.text, s.part)
    assert len(seen) > 1500


# -- property: a trigger and an effect composed at random, each "you" with the function its template
# names (written from the You, Your entry's bullets, not from the role tables) ------------------------

_ENEMIES = ["the villain", "a minion", "an enemy", "a Brass Hound minion", "Iron Wasp"]
_TRIGGERS = [  # (wording, functions of its second-person words)
    ("When {enemy} attacks you", [("be_attacked",)]),
    ("After {enemy} attacks you", [("be_attacked",)]),
    ("After you thwart", [("thwart",)]),
    ("After you defend", [("defend",)]),
    ("After you play a Tinker card", [("play_card",)]),
    ("After {enemy} schemes", []),
]
_EFFECTS = [
    ("deal {n} damage to you", [("take_damage",)]),
    ("you take {n} damage", [("take_damage",)]),
    ("you are stunned", [("receive_status",)]),
    ("you are confused", [("receive_status",)]),
    ("heal {n} damage from you", [("be_healed",)]),
    ("exhaust you", [("be_exhausted",)]),
    ("you draw {n} cards", [("draw",)]),
    ("you may draw {n} cards", [("choose",)]),
    ("return Glass Owl to your hand", [("hand",)]),
    ("search your deck for a Tinker card", [("search_deck",)]),
    ("deal {n} damage to your hero", [("own_identity",)]),
    ("exhaust an upgrade you control", [("control",)]),
    ("draw {n} cards", []),
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_TRIGGERS), st.sampled_from(_EFFECTS), st.sampled_from(_ENEMIES), st.integers(1, 5))
def test_each_you_of_a_composed_sentence_has_its_templates_function(trigger, effect, enemy, n):
    text = f"{trigger[0].format(enemy=enemy)}, {effect[0].format(n=n)}."
    assert read_sentence(text, "effect", "", "en")[1].status is ReadStatus.FULLY, text
    assert [r.functions for r in roles_of_you(text)] == trigger[1] + effect[1], text
