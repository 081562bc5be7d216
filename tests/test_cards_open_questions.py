"""Issue 17 (parts 1, 2, 3, 5): the open questions found again, on invented cards.

Every fixture below is a card wording made up for the test (no card of the official pool). Each case
has its expected reading and its expected ruling (through the real solver), and the plain cases
stay quiet: no reading note, one player, nothing to look at. The group seat is checked against the
plain-Python brute force (`logic.you.seat_reference`) and against cvc5 (every check re-solved).
"""

import pytest

from logic.cards.lint import Finding, lint_groups, sections
from logic.cards.occurrences import attachment_of, implicit_reveal, occurrences_from_text
from logic.cards.wording import sentences_of, split_sentences
from logic.you.seat import rule_seat
from logic.you.seat_reference import reference_seat
from logic.you.vocab import SEAT_FEATURES

RB = "marvel_champions/en"


def _read(text: str, card_type: str) -> list[Finding]:
    return lint_groups(occurrences_from_text(text, card_type, "Invented"), RB)


def _one(text: str, card_type: str, word: str = "you") -> Finding:
    hits = [f for f in _read(text, card_type) if f.occurrence.word == word]
    assert hits, (text, word)
    return hits[0]


# -- 1. groups and every player ------------------------------------------------------------------

def test_each_of_you_is_every_player_by_the_each_player_entry():
    f = _one("Each of you draws 1 card.", "side_scheme")
    assert f.occurrence.reading == "group" and f.occurrence.addressee == "each"
    assert f.status == "holds" and f.seat["player"] == "every_player"
    assert "mc.common.each_player.every_player" in f.seat["clauses"]


def test_you_and_your_teammates_is_a_finding_with_both_readings():
    f = _one("You and your teammates may discard 1 card from your hand.", "ally")
    assert f.occurrence.reading == "group" and f.occurrence.addressee == "together"
    assert f.status == "ambiguous"
    assert sorted(f.seat["player"]) == ["controller", "every_player"]  # the group, or the one member
    assert [r["seat"]["roles"] for r in f.rulings] == [["controller"], ["every_player"]]  # one world, both


def test_an_encounter_constant_applies_to_every_player_not_the_first_player():
    f = _one("You cannot thwart this scheme while the Grimwald token is in play.", "side_scheme")
    assert f.occurrence.reading is None  # a plain "you": the seat, not the wording, is the group
    assert f.status == "holds" and f.seat["player"] == "every_player"
    assert "mc.common.ability.constant_every_player" in f.seat["clauses"]
    assert "settled reading" in f.seat["note"]  # printed side schemes settle it: a note


def test_a_forced_encounter_ability_no_player_is_named_in_stays_the_first_players():
    f = _one("Forced Response: After the villain schemes, you discard 1 card from your hand.", "main_scheme")
    assert f.seat["player"] == "first_player"


# -- 2. text inside text --------------------------------------------------------------------------

QUOTED_PLAIN = 'If you control 2 upgrades, this card gains: "Response: After you play an event, draw 1 card."'
QUOTED_MARKUP = ('If you control 2 upgrades, this card gains: "<b>Response</b>: After you play an event, '
                 'draw 1 card."')


@pytest.mark.parametrize("text", [QUOTED_PLAIN, QUOTED_MARKUP], ids=["plain", "markup"])
def test_a_quoted_ability_of_this_card_is_read_as_this_cards(text):
    found = _read(text, "support")
    outer, inner = found[0], found[1]
    assert outer.occurrence.reading is None and inner.occurrence.reading == "quoted"
    assert inner.occurrence.label == "Response" and inner.occurrence.case.function == "play_card"
    assert inner.status == "holds" and inner.seat["player"] == "controller"
    assert "inside quoted text" in inner.note


def test_a_quoted_ability_given_to_a_minion_is_read_as_the_minions():
    text = 'Each minion gains: "Forced Response: After this minion attacks you, you are stunned."'
    found = [f for f in _read(text, "side_scheme") if f.occurrence.reading == "quoted"]
    assert {f.occurrence.card_type for f in found} == {"minion"}
    assert found[0].seat["facts"]["trigger"] == "after_attacks_you"
    assert found[0].seat["player"] == "attacked_player = defending_player"


@pytest.mark.parametrize("text", ['Treat the printed text as: "Response: After you draw a card, heal 1 damage."',
                                  'Choose a card in play. It gains: "Response: After you draw a card, heal 1 damage."'])
def test_a_quotation_whose_card_is_not_said_is_a_finding(text):
    f = _one(text, "event")
    assert f.status == "not_covered" and f.occurrence.not_covered == "quoted"
    assert "does not say which card" in f.occurrence.note


@pytest.mark.parametrize("text,n", [
    ("Search for Dr. Velk Arro and Mr. Quill. You draw 1 card.", 2),
    ("Each R.A.V.E.N. agent gets +1 ATK. You are stunned.", 2),
    ("If J. Tobias Marsh is in play, you take 1 damage. Then heal X. Draw 1 card.", 3),
    ("Deal 1 damage to each Z.E.T.A. soldier.", 1),
])
def test_names_and_abbreviations_with_periods_do_not_end_a_sentence(text, n):
    assert len(split_sentences(text)) == n
    assert len(sentences_of(text)) == n


# -- 3. readings still missed -------------------------------------------------------------------

HOOK = ("Attach to Gravelock. If Gravelock is not in play, attach this card to the villain. "
        "If you cannot, this card gains surge.\n[star] <b>Forced Response</b>: After attached enemy attacks you, "
        "take 1 damage.")


def test_attach_to_a_named_enemy_and_its_implicit_when_revealed():
    assert attachment_of(HOOK, "attachment") == "enemy_character"
    assert attachment_of("Attach to Gravelock.", "upgrade") == "unattached"  # a player card: not read
    s = sentences_of(HOOK)
    assert implicit_reveal(s, "attachment") == {0, 1, 2}  # the labelled line is not an instruction
    f = _one(HOOK, "attachment")
    assert f.seat["facts"]["ability"] == "when_revealed" and f.seat["facts"]["host"] == "encounter_card"
    assert f.seat["player"] == "revealing_player"


def test_a_constant_line_of_an_encounter_card_stays_constant():
    s = sentences_of("Attached enemy gets +1 ATK while attacking you.")
    assert implicit_reveal(s, "attachment") == set()
    assert implicit_reveal(sentences_of("Attach to your hero."), "upgrade") == set()  # a player card


@pytest.mark.parametrize("text,card_type,function", [
    ("Deal 2 damage to yourself.", "event", "take_damage"),
    ("Deal yourself 1 facedown encounter card.", "ally", "be_dealt_encounter_card"),
])
def test_yourself_is_read_as_you_with_a_note(text, card_type, function):
    f = _one(text, card_type, "yourself")
    assert f.occurrence.case.function == function and f.occurrence.reading == "yourself"
    assert f.status == "holds" and "not a form the You, Your entry names" in f.note


@pytest.mark.parametrize("text,card_type,player", [
    ("Draw 1 card. You are stunned.", "treachery", "revealing_player"),
    ("Response: After you play an event, draw 1 card.", "ally", "controller"),
    ("Heal 2 damage from your hero.", "event", "controller"),
])
def test_plain_cards_stay_quiet(text, card_type, player):
    found = _read(text, card_type)
    assert all(f.occurrence.reading is None and f.status == "holds" and not f.occurrence.note for f in found)
    assert {f.seat["player"] for f in found} == {player}


def test_a_condition_in_the_other_form_of_a_one_form_ability_is_an_open_reading():
    f = _one("Hero Response: After you change to alter-ego form, draw 1 card.", "upgrade")
    assert f.occurrence.reading == "form" and "alter-ego form" in f.note and "cannot" in f.note
    from logic.cards.lint import CardReport
    s = sections([CardReport("F1", "Invented", "front", "upgrade", "f", [f])])["open_readings"]
    assert s["count"] == 1 and s["alarms"] == 1


@pytest.mark.parametrize("text", ["Hero Action: Thwart 1. You may change to alter-ego form.",
                                  "Alter-Ego Action: Heal 2 damage from your hero.",
                                  "Hero Interrupt: When you would take damage, prevent 1 of it."])
def test_a_one_form_ability_whose_condition_names_no_other_form_stays_quiet(text):
    assert all(f.occurrence.reading is None for f in _read(text, "upgrade"))


# -- 5. the sections ----------------------------------------------------------------------------

def test_lint_sections_count_each_kind_with_an_example():
    from logic.cards.lint import CardReport
    rows = []
    for text, card_type in [("You and your teammates may discard 1 card.", "ally"),
                            ("Deal 2 damage to yourself.", "event"), (QUOTED_PLAIN, "support"),
                            ("Draw 1 card.", "event")]:
        found = _read(text, card_type)
        rows.append(CardReport("X" + str(len(rows)), "Invented", "front", card_type, "f", found))
    s = sections(rows)
    assert s["groups"]["count"] >= 1 and s["groups"]["alarms"] >= 1 and s["groups"]["example"]["code"] == "X0"
    assert s["uncovered_forms"]["count"] == 1 and s["uncovered_forms"]["alarms"] == 0
    assert s["quoted"]["count"] == 1 and s["quoted"]["example"]["code"] == "X2"
    assert s["open_readings"]["count"] >= 1  # the open group reading


def test_a_wording_printed_the_same_way_many_times_is_evidence_not_an_alarm():
    from logic.cards.lint import EVIDENCE_MIN_CARDS, CardReport
    rows = [CardReport(f"E{i}", "Invented", "front", "side_scheme", "f",
                       _read("You cannot thwart this scheme.", "side_scheme")) for i in range(EVIDENCE_MIN_CARDS)]
    s = sections(rows)["groups"]
    assert s["alarms"] == 0 and s["evidence"][0]["cards"] == EVIDENCE_MIN_CARDS


# -- the group seat: brute force and cvc5 ---------------------------------------------------------

GROUP_CASES = [
    dict(card_type="ally", ability="optional", addressee="together"),
    dict(card_type="ally", ability="optional", addressee="each"),
    dict(card_type="side_scheme", ability="constant", addressee="one"),
    dict(card_type="treachery", link="revealed", ability="when_revealed", addressee="together"),
    dict(card_type="villain", ability="forced", addressee="one"),
]


def _full(case: dict) -> dict:
    base = {"host": "none", "link": "none", "may_trigger": "by_the_rules", "attack": "none", "trigger": "none",
            "target": "identity", "addressee": "one"}
    full = {**base, **case}
    return {"card_type": full.pop("card_type"), **{k: full[k] for k in SEAT_FEATURES}}


@pytest.mark.parametrize("case", GROUP_CASES, ids=lambda c: "-".join(c.values()))
def test_the_group_seat_equals_the_brute_force(case):
    from logic.registry import load_rule_base
    full = _full(case)
    rb = load_rule_base(RB)
    readings = dict(rb.with_readings({}))
    seat_readings = {c.id: readings[c.id] for c in rb.clauses_with_readings("seat")}
    v = rule_seat(RB, full["card_type"], seat_readings, **{k: full[k] for k in SEAT_FEATURES})
    ref = reference_seat(RB, full, seat_readings)
    assert v.status == ref["status"], (case, v, ref)
    if v.status == "holds":
        assert sorted(v.details["roles"]) == sorted(ref["roles"])


def test_the_group_seat_checks_get_the_same_verdict_from_cvc5(monkeypatch):
    pytest.importorskip("cvc5")
    from logic.smtlib import cvc5_status
    from logic.solve import recording
    from logic.you import seat
    monkeypatch.setenv("RULING_CACHE", "off")
    seat._rule_cached.cache_clear()
    with recording() as recs:
        for case in GROUP_CASES:
            full = _full(case)
            seat._rule_one(seat.seat_problem(RB), full)
    assert recs
    for rec in recs:
        assert rec["status"] in ("sat", "unsat")
        assert cvc5_status(rec["smtlib"]) == rec["status"], rec["labels"][:4]

