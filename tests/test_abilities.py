"""Printed abilities as typed structures (logic.abilities): invented cards, the every-word audit,
random texts, the ``ruling abilities`` command, and the official pool when it is present.

The audit is checked twice: the reader's own ``dropped_words`` and this file's `_uncovered`, a
separate plain-Python count of the words that sit in neither a read span nor an unread fragment.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from logic.abilities import model as m
from logic.abilities.grammar import check_catalogue, grammar
from logic.abilities.reader import read_sentence, read_text

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "marvelsdb"


from ability_reading import read_one
from ability_reading import uncovered as _uncovered


def _one(text: str, name: str = "Test Card") -> m.Ability:
    return read_one(text, name)


# -- label kinds -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text,kind,form", [
    ("<b>Action</b>: Draw 1 card.", m.AbilityKind.ACTION, ""),
    ("<b>Hero Action</b>: Draw 1 card.", m.AbilityKind.ACTION, "hero"),
    ("<b>Alter-Ego Action</b>: Draw 1 card.", m.AbilityKind.ACTION, "alter_ego"),
    ("<b>Response</b>: After you thwart, draw 1 card.", m.AbilityKind.RESPONSE, ""),
    ("<b>Interrupt</b>: When an enemy attacks you, draw 1 card.", m.AbilityKind.INTERRUPT, ""),
    ("<b>Forced Response</b>: After this card enters play, place 1 threat here.", m.AbilityKind.FORCED_RESPONSE, ""),
    ("<b>Forced Interrupt</b>: When the villain attacks you, deal 1 damage to you.", m.AbilityKind.FORCED_INTERRUPT, ""),
    ("<b>When Revealed</b>: You are stunned.", m.AbilityKind.WHEN_REVEALED, ""),
    ("<b>When Defeated</b>: Remove 2 threat from the main scheme.", m.AbilityKind.WHEN_DEFEATED, ""),
    ("<b>Boost</b>: You are confused.", m.AbilityKind.BOOST, ""),
    ("<b>Setup</b>: Shuffle the encounter deck.", m.AbilityKind.SETUP, ""),
    ("<b>Resource</b>: Generate a [wild] resource.", m.AbilityKind.RESOURCE, ""),
    ("Guard.", m.AbilityKind.CONSTANT, ""),
])
def test_label_kinds(text, kind, form):
    a = _one(text)
    assert (a.kind, a.form) == (kind, form)


def test_qualifier_is_kept():
    a = _one("<b>Hero Action</b> (attack): Deal 2 damage to an enemy.")
    assert a.qualifier == "attack" and a.effects[0].kind is m.EffectKind.DEAL_DAMAGE


# -- keywords ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,name,value", [
    ("Guard.", m.KeywordName.GUARD, None), ("Quickstrike.", m.KeywordName.QUICKSTRIKE, None),
    ("Retaliate 2.", m.KeywordName.RETALIATE, 2), ("Toughness.", m.KeywordName.TOUGHNESS, None),
    ("Overkill.", m.KeywordName.OVERKILL, None), ("Piercing.", m.KeywordName.PIERCING, None),
    ("Ranged.", m.KeywordName.RANGED, None), ("Patrol.", m.KeywordName.PATROL, None),
    ("Assault.", m.KeywordName.ASSAULT, None), ("Incite 3.", m.KeywordName.INCITE, 3),
    ("Surge.", m.KeywordName.SURGE, None), ("Peril.", m.KeywordName.PERIL, None),
    ("Permanent.", m.KeywordName.PERMANENT, None), ("Victory 4.", m.KeywordName.VICTORY, 4),
    ("Uses (3 charge counters).", m.KeywordName.USES, 3), ("Villainous.", m.KeywordName.VILLAINOUS, None),
    ("Restricted.", m.KeywordName.RESTRICTED, None), ("Stalwart.", m.KeywordName.STALWART, None),
    ("Steady.", m.KeywordName.STEADY, None), ("Hinder 2[per_hero].", m.KeywordName.HINDER, 2),
    ("Teamwork (Defender).", m.KeywordName.TEAMWORK, None), ("Crisis.", m.KeywordName.CRISIS, None),
    ("Acceleration.", m.KeywordName.ACCELERATION, None), ("Hazard.", m.KeywordName.HAZARD, None),
])
def test_keywords(text, name, value):
    kw = _one(text).keywords
    assert len(kw) == 1 and kw[0].name is name and kw[0].value == value


def test_uses_keeps_its_counters_and_hinder_its_player_scaling():
    assert _one("Uses (3 charge counters).").keywords[0].counters == "charge"
    assert _one("Hinder 2[per_hero].").keywords[0].per_player


# -- triggers ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("sentence,event,timing", [
    ("After you attack, draw 1 card.", m.EventKind.ATTACK, m.Timing.AFTER),
    ("When the villain attacks you, draw 1 card.", m.EventKind.ATTACK, m.Timing.WHEN),
    ("After you thwart, draw 1 card.", m.EventKind.THWART, m.Timing.AFTER),
    ("After you defend, draw 1 card.", m.EventKind.DEFEND, m.Timing.AFTER),
    ("When a minion is defeated, draw 1 card.", m.EventKind.DEFEATED, m.Timing.WHEN),
    ("After an ally enters play, draw 1 card.", m.EventKind.ENTERS_PLAY, m.Timing.AFTER),
    ("After an ally leaves play, draw 1 card.", m.EventKind.LEAVES_PLAY, m.Timing.AFTER),
    ("When a treachery card is revealed, draw 1 card.", m.EventKind.REVEALED, m.Timing.WHEN),
    ("After your hero takes damage, draw 1 card.", m.EventKind.TAKES_DAMAGE, m.Timing.AFTER),
    ("After the villain schemes, draw 1 card.", m.EventKind.SCHEME, m.Timing.AFTER),
    ("After you play an event, draw 1 card.", m.EventKind.PLAYED, m.Timing.AFTER),
    ("After you change form, draw 1 card.", m.EventKind.CHANGES_FORM, m.Timing.AFTER),
    ("At the start of the villain phase, draw 1 card.", m.EventKind.STEP_OR_PHASE, m.Timing.START),
    ("At the end of the round, draw 1 card.", m.EventKind.STEP_OR_PHASE, m.Timing.END),
    ("After a minion activates, draw 1 card.", m.EventKind.ACTIVATES, m.Timing.AFTER),
    ("When your hero would take damage, draw 1 card.", m.EventKind.TAKES_DAMAGE, m.Timing.WOULD),
])
def test_trigger_events(sentence, event, timing):
    a = _one("<b>Response</b>: " + sentence)
    assert a.trigger is not None and (a.trigger.event, a.trigger.timing) == (event, timing)
    assert a.effects[-1].kind is m.EffectKind.DRAW


def test_trigger_subject_and_object():
    t = _one("<b>Interrupt</b>: When the villain attacks you, draw 1 card.").trigger
    assert t.subject.noun is m.Noun.VILLAIN and t.object.noun is m.Noun.YOU


def test_each_time():
    t = _one("<b>Forced Response</b>: Each time an ally enters play, place 1 threat here.").trigger
    assert t.each_time and t.event is m.EventKind.ENTERS_PLAY


# -- costs -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("cost,kind", [
    ("Exhaust Test Card", m.CostKind.EXHAUST),
    ("Discard a card from your hand", m.CostKind.DISCARD),
    ("Spend a [energy] resource", m.CostKind.SPEND_RESOURCES),
    ("Remove 1 charge counter from Test Card", m.CostKind.REMOVE_COUNTERS),
    ("Take 1 damage", m.CostKind.TAKE_DAMAGE),
])
def test_costs(cost, kind):
    a = _one(f"<b>Action</b>: {cost} → draw 1 card.")
    assert [c.kind for c in a.costs] == [kind] and a.effects[0].kind is m.EffectKind.DRAW


# -- effects --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("sentence,kind", [
    ("Deal 3 damage to an enemy.", m.EffectKind.DEAL_DAMAGE),
    ("Heal 2 damage from your hero.", m.EffectKind.HEAL),
    ("Place 1 threat on the main scheme.", m.EffectKind.PLACE_THREAT),
    ("Remove 2 threat from a scheme.", m.EffectKind.REMOVE_THREAT),
    ("Place 2 growth counters on Test Card.", m.EffectKind.PLACE_COUNTERS),
    ("Give the villain a tough status card.", m.EffectKind.GIVE_STATUS),
    ("Stun that enemy.", m.EffectKind.GIVE_STATUS),
    ("Draw 2 cards.", m.EffectKind.DRAW),
    ("Discard the top 2 cards of your deck.", m.EffectKind.DISCARD),
    ("Search your deck for an ally.", m.EffectKind.SEARCH),
    ("Reveal the top card of the encounter deck.", m.EffectKind.REVEAL),
    ("Shuffle the encounter deck.", m.EffectKind.SHUFFLE),
    ("Put that card into play.", m.EffectKind.PUT_INTO_PLAY),
    ("Attach to the villain.", m.EffectKind.ATTACH),
    ("Return this card to your hand.", m.EffectKind.RETURN_TO_HAND),
    ("Exhaust your identity.", m.EffectKind.EXHAUST),
    ("Ready your hero.", m.EffectKind.READY),
    ("Cancel that effect.", m.EffectKind.CANCEL),
    ("Prevent 2 of that damage.", m.EffectKind.PREVENT),
    ("Test Card gets +1 ATK.", m.EffectKind.MODIFY_STAT),
    ("This card gains surge.", m.EffectKind.GAIN_KEYWORD),
    ("Deal each player an encounter card.", m.EffectKind.DEAL_ENCOUNTER),
    ("Generate a [wild] resource.", m.EffectKind.GENERATE_RESOURCE),
])
def test_effect_kinds(sentence, kind):
    assert _one("<b>Action</b>: " + sentence).effects[0].kind is kind


def test_amount_for_each_and_duration():
    e = _one("<b>Action</b>: Your hero gets +1 ATK for each ally you control until the end of the phase.").effects[0]
    assert e.stat is m.Stat.ATK and e.amount.value == 1 and e.amount.per.noun is m.Noun.ALLY
    assert e.duration is m.Duration.END_OF_PHASE


def test_sequence_then_and_if_you_do():
    a = _one("<b>Action</b>: Draw 1 card, then discard a card from your hand.")
    assert [e.link for e in a.effects] == [m.Link.FIRST, m.Link.THEN]


def test_choice_options_are_linked_as_options():
    a = _one("<b>When Revealed</b>: Choose one:\n• Deal 2 damage to you.\n• Place 2 threat on the main scheme.")
    assert a.effects[0].kind is m.EffectKind.CHOOSE
    assert [e.link for e in a.effects[1:]] == [m.Link.OPTION, m.Link.OPTION]


# -- conditions and limits --------------------------------------------------------------------------------------
@pytest.mark.parametrize("sentence,kind,pred", [
    ("If you are in hero form, draw 1 card.", m.ConditionKind.IF, m.PredicateKind.IN_FORM),
    ("While Test Card is engaged with you, draw 1 card.", m.ConditionKind.WHILE, m.PredicateKind.IS_ENGAGED),
    ("As long as you are in alter-ego form, draw 1 card.", m.ConditionKind.AS_LONG_AS, m.PredicateKind.IN_FORM),
])
def test_conditions(sentence, kind, pred):
    c = _one("<b>Action</b>: " + sentence).conditions[0]
    assert (c.kind, c.predicate.kind) == (kind, pred)


def test_play_only_if_and_instead():
    assert _one("Play only if your identity has the Avenger trait.").conditions[0].kind is m.ConditionKind.PLAY_ONLY_IF
    a = _one("<b>Interrupt</b>: When you would take damage, take 1 damage instead.")
    assert any(c.kind is m.ConditionKind.INSTEAD for c in a.conditions)


@pytest.mark.parametrize("text,count,period", [
    ("Max 1 per round.", 1, m.Period.ROUND), ("Max 2 per phase.", 2, m.Period.PHASE),
    ("Max 1 per attack.", 1, m.Period.ATTACK), ("Max 1 per game.", 1, m.Period.GAME),
    ("(Limit once per round.)", 1, m.Period.ROUND),
    ("(Max 1 per basic power use.)", 1, m.Period.BASIC_POWER_USE), ("(Max 1 per event.)", 1, m.Period.EVENT),
])
def test_limits(text, count, period):
    lim = _one(text).limits[0]
    assert (lim.count, lim.period) == (count, period)


# -- nothing dropped ------------------------------------------------------------------------------------------
def test_unread_words_become_fragments_with_their_spans():
    items, r = read_sentence("Deal 2 damage to an enemy, then juggle three flaming torches.")
    assert r.status is m.ReadStatus.PARTLY and r.dropped_words == 0 and not _uncovered(r)
    assert [u.text for u in r.unread] == ["then juggle three flaming torches."]
    assert r.text[r.unread[0].span[0]:r.unread[0].span[1]] == r.unread[0].text
    _, r2 = read_sentence("Juggle three flaming torches.")
    assert r2.status is m.ReadStatus.NOT and r2.unread[0].text == "Juggle three flaming torches."


_WORDS = ["deal", "damage", "to", "an", "enemy", "you", "your", "hero", "draw", "card", "1", "2", "if", "then", ",",
          "after", "attacks", "place", "threat", "on", "the", "villain", "Zorblax", "gets", "+1", "ATK", "(", ")",
          "[per_hero]", "'s", "each", "player", "instead", "frobnicate", "é", "—", "\"Quoted\""]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=14))
def test_no_word_is_ever_lost_on_random_text(words):
    text = " ".join(words) + "."
    for a in read_text(text, "Zorblax"):
        for r in a.sentences:
            assert r.dropped_words == 0 and not _uncovered(r), (r.text, r.read, r.unread)
            assert (r.status is m.ReadStatus.FULLY) == (not r.unread)


def test_the_grammar_cannot_invent_a_kind():
    from lark import Lark
    bad = Lark('start: eff_juggle\neff_juggle: "juggle"\n', parser="lalr")
    with pytest.raises(ValueError, match="eff_juggle"):
        check_catalogue(bad)
    check_catalogue(grammar("en").parser)


# -- the command --------------------------------------------------------------------------------------------------
def _pack(tmp_path: Path, records: list) -> Path:
    p = tmp_path / "pack"
    p.mkdir(exist_ok=True)
    (p / "test.json").write_text(json.dumps(records), encoding="utf-8")
    return p / "test.json"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "logic", "abilities", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


_GOOD = [{"code": "99001", "name": "Zorblax", "type_code": "minion", "text": "Guard.\n<b>Forced Response</b>: After Zorblax attacks you, place 1 threat on the main scheme."}]
_PARTLY = _GOOD + [{"code": "99002", "name": "Quibble", "type_code": "event", "text": "<b>Hero Action</b>: Juggle three flaming torches."}]


def test_command_json_keys_and_exit_0_when_everything_is_read(tmp_path):
    r = _run(str(_pack(tmp_path, _GOOD)), "--json")
    assert r.returncode == 0, r.stderr
    s = json.loads(r.stdout)["summary"]
    for key in ("sentences", "fully_read", "partly_read", "not_read", "triggered", "trigger_read",
                "dropped_words", "seconds"):
        assert key in s
    assert (s["sentences"], s["fully_read"], s["triggered"], s["trigger_read"], s["dropped_words"]) == (2, 2, 1, 1, 0)


def test_command_exit_1_and_gap_table_when_something_is_not_read(tmp_path):
    r = _run(str(_pack(tmp_path, _PARTLY)))
    assert r.returncode == 1
    assert "@name three flaming torches ." in r.stdout and "1 not read" in r.stdout


def test_command_bad_input_is_one_line_and_exit_2():
    """The exit code and the one line in a process of its own; the other bad inputs below in this process."""
    r = _run("/no/such/pool")
    assert r.returncode == 2 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("args", [["/no/such/pool"], ["{pack}", "--lang", "xx"], ["{pack}", "--card", "00000"],
                                  ["{pack}", "--gaps", "-1"]])
def test_command_bad_input_is_one_line_and_2_in_process(tmp_path, capsys, args):
    """What `test_command_bad_input_is_one_line_and_exit_2` checks of a process of its own, of `main` in this
    one: 2 returned (or exited with) and one line on stderr (a traceback would be raised here)."""
    from logic.cli import main
    pack = str(_pack(tmp_path, _GOOD))
    try:
        code = main(["abilities", *[a.format(pack=pack) for a in args]])
    except SystemExit as exc:  # argparse on a bad option
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err


def test_command_unreadable_file_is_exit_2(tmp_path):
    p = tmp_path / "pack"
    p.mkdir()
    (p / "broken.json").write_text("{not json", encoding="utf-8")
    r = _run(str(p))
    assert r.returncode == 2 and "broken.json" in r.stderr and "Traceback" not in r.stderr


# -- the official pool ---------------------------------------------------------------------------------------------
@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")
@pytest.mark.xdist_group("official-pool-en")  # one worker reads the English pool once (reader memo)
def test_official_pool_every_word_is_accounted_for():
    from logic.abilities.batch import read_many
    from logic.cards.pool import read_pool
    pool = read_pool(CORPUS)
    read_many((f.text, f.name, "en") for f in pool.faces)  # on two cores; read_text below finds each
    status, triggered, trigger_read = {s: 0 for s in m.ReadStatus}, 0, 0
    for f in pool.faces:
        for a in read_text(f.text, f.name):
            triggered += a.triggered
            trigger_read += a.triggered and a.trigger is not None
            for r in a.sentences:
                status[r.status] += 1
                assert r.dropped_words == 0 and not _uncovered(r), (f.code, r.text)
    total = sum(status.values())
    # floors of what the grammar reads today: a change that reads less fails here
    assert status[m.ReadStatus.FULLY] / total >= 0.72
    assert trigger_read / triggered >= 0.97
    # and of what the outcome engine applies of it (the summary's fully read)
    from logic.abilities.commands import read_cards
    from logic.abilities.summary import summarise
    s = summarise(read_cards(str(CORPUS))[0], 0.0)
    assert s["parsed_whole"] == status[m.ReadStatus.FULLY] and s["fully_read"] / total >= 0.35, s


def test_playground_card_view_carries_each_ability_structure():
    from logic.serve.cardpool import CardPool
    faces = CardPool(str(ROOT / "tests" / "fixtures" / "cards" / "abilities")).card("98002")
    abilities = faces[0]["abilities"]
    assert [a["kind"] for a in abilities] == ["constant", "forced_interrupt"]
    assert abilities[1]["structure"]["trigger"]["event"] == "attack"
    assert any(line.strip().startswith("+ When Gloom Hound attacks you") for line in abilities[1]["lines"])


def test_a_second_run_reads_from_the_cache_and_says_the_same(tmp_path):
    import os
    pack = str(_pack(tmp_path, _PARTLY))
    env = {**os.environ, "RULING_CACHE": str(tmp_path / "cache")}
    runs = [subprocess.run([sys.executable, "-m", "logic", "abilities", pack, "--json"], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=120) for _ in range(2)]
    assert list((tmp_path / "cache").glob("abilities-*.pickle"))
    first, second = (json.loads(r.stdout) for r in runs)
    first["summary"].pop("seconds"), second["summary"].pop("seconds")
    assert first == second and runs[1].returncode == 1


def test_a_search_is_applied_by_the_sentence_it_was_read_from_not_by_what_a_memo_holds():
    """Each effect knows the sentence it was read from (`Ability.effect_sentences`): a search and the effect on the
    card it finds, read whole in one sentence, are applied even when another sentence is not read; split over
    sentences with one not read, they are not. The same whatever the reader's memo or disk cache holds."""
    from logic.abilities import reader
    from logic.situation.applicable import why_not_in
    texts = ["<b>Action</b>: Search your deck for an ally and put it into play. Blorp the zingle wozzle.",
             "<b>Action</b>: Blorp the zingle wozzle. Search your deck for an ally. Put it into play."]
    answers = []
    for _ in range(2):
        got = []
        for t in texts:
            (a,) = reader.read_text(t)
            assert len(a.effect_sentences) == len(a.effects)
            got.append((a.effect_sentences, [why_not_in(e, a.kind, a) is None for e in a.effects]))
        answers.append(got)
        reader._MEMO.clear()   # a reading kept on disk fills no sentence memo: the answer must not change
    assert answers[0] == answers[1] == [((0, 0), [True, True]), ((1, 2), [False, False])]
