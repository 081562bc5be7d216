"""Reading MarvelCDB JSON, markup, abilities and sentences (invented cards only)."""

import json
from pathlib import Path

import pytest

from logic.cards import LABELS, read_pool, sentences_of
from logic.cards.markup import lines, strip_markup
from logic.cards.pool import pool_from_records
from logic.cards.wording import parse_label, split_sentences
from logic.errors import InputError

FIX = Path(__file__).parent / "fixtures" / "cards"
POOL = FIX / "pool"


def _records(*files):
    return [r for f in files for r in json.loads((POOL / "pack" / f).read_text())]


# -- pool -------------------------------------------------------------------------
def test_whole_folder_every_record_accounted_for():
    pool = read_pool(POOL)
    records = _records("invented.json", "labels.json", "reprints.json")
    assert pool.records == len(records)
    assert not pool.problems
    # every non-reprint record is at least one face; the double-sided one is two
    codes = {f.code for f in pool.faces}
    assert codes == {r["code"] for r in records if not r.get("duplicate_of")}
    assert len(pool.faces) == pool.unique_records + 1


def test_reprints_are_filled_from_their_original_and_counted_once():
    pool = read_pool(POOL)
    assert pool.reprints == {"93001": "90001", "93002": "92002"}
    assert "93001" not in {f.code for f in pool.faces}


def test_a_single_pack_file_finds_reprint_originals_in_sibling_packs():
    pool = read_pool(POOL / "pack" / "reprints.json")
    assert pool.reprints == {"93001": "90001", "93002": "92002"} and not pool.problems and not pool.faces


def test_double_sided_card_and_back_text():
    pool = read_pool(POOL / "pack" / "labels.json")
    cloak = [f for f in pool.faces if f.code == "92004"]
    assert [(f.face, f.name) for f in cloak] == [("front", "Shifting Cloak"), ("back", "Open Cloak")]
    lantern = {f.code: f.face for f in pool.faces if f.code.startswith("92003")}
    assert lantern == {"92003a": "front", "92003b": "back"}


def test_translation_merged_by_code():
    pool = read_pool(POOL, lang="fr")
    by_code = {f.code: f for f in pool.faces}
    assert by_code["90001"].name == "Inventé Dégâts" and by_code["90001"].card_type == "treachery"
    assert by_code["90002"].text == "Deal 3 indirect damage to you."  # untranslated stays English


def test_unknown_language_and_missing_path_are_input_errors():
    with pytest.raises(InputError, match="no translation folder"):
        read_pool(POOL, lang="xx")
    with pytest.raises(InputError, match="no such file"):
        read_pool(FIX / "nowhere")


def test_bad_files_and_records_are_reported_with_file_and_code_and_the_rest_is_read():
    pool = read_pool(FIX / "bad")
    msgs = [str(p) for p in pool.problems]
    assert any("broken.json:line" in m and "malformed JSON" in m for m in msgs)
    assert any("notalist.json" in m and "expected a list" in m for m in msgs)
    assert any("odd.json:94001" in m and "type_code" in m for m in msgs)
    assert any("odd.json:94002" in m and "'text' must be a string" in m for m in msgs)
    assert any("odd.json:94003" in m and "reprint of '99999'" in m for m in msgs)
    assert any("odd.json:94004" in m and "name" in m for m in msgs)
    assert any("odd.json:record 3" in m and "without a code" in m for m in msgs)
    assert any("odd.json:record 4" in m and "must be an object" in m for m in msgs)
    assert {f.code for f in pool.faces} == {"90001", "94005"}


# -- markup -----------------------------------------------------------------------
def test_markup_is_stripped_and_boost_section_split():
    got = lines("<b>When Revealed</b>: Choose one:\n• A [[Tech]] thing.\n<hr />\n[star] <b>Boost:</b> <i>(x)</i> B.")
    assert got[0].text == "When Revealed: Choose one:" and got[1].bullet and got[1].text == "A Tech thing."
    assert got[2].section == "boost" and got[2].text == "[star] Boost: (x) B."
    assert strip_markup("a&amp;b <em>c</em> -> d") == "a&b c → d"


# -- wording ----------------------------------------------------------------------
@pytest.mark.parametrize("label", LABELS)
def test_every_label_is_read(label):
    s = sentences_of(f"<b>{label}</b>: Draw 1 card.")
    assert [(x.label, x.text) for x in s] == [(label, "Draw 1 card.")]


@pytest.mark.parametrize("printed,label,qual", [
    ("Hero Action (attack)", "Hero Action", "attack"), ("When Revealed (Hero)", "When Revealed", "Hero"),
    ("Hero Reponse", "Hero Response", ""), ("When Reveled (Alter_Ego)", "When Revealed", "Alter_Ego"),
    ("alter-ego action", "Alter-Ego Action", ""), ("Forced Response (Hero)", "Forced Response", "Hero"),
])
def test_label_qualifiers_and_misspellings(printed, label, qual):
    assert parse_label(printed) == (label, qual)
    s = sentences_of(f"<b>{printed}:</b> Draw 1 card.")
    assert (s[0].label, s[0].qualifier) == (label, qual)


def test_unbolded_label_and_ability_name_and_cost_arrow():
    s = sentences_of("Bright Guard — Hero Interrupt (defense): Exhaust this → prevent 2 damage. (Limit once per round.)")
    assert [(x.label, x.qualifier, x.part, x.text) for x in s] == [
        ("Hero Interrupt", "defense", "cost", "Exhaust this"),
        ("Hero Interrupt", "defense", "effect", "prevent 2 damage."),
        ("Hero Interrupt", "defense", "effect", "(Limit once per round.)")]


def test_choice_options_keep_the_label_and_boost_is_its_own_section():
    s = sentences_of(json.loads((POOL / "pack" / "labels.json").read_text())[-8]["text"])
    assert [(x.label, x.choice, x.section) for x in s] == [
        ("When Revealed", False, "main"), ("When Revealed", True, "main"), ("When Revealed", True, "main"),
        ("Boost", False, "boost")]
    assert s[-1].text == "(Surge.) You are stunned."


def test_sentences_keep_brackets_and_quotes_whole():
    assert split_sentences('It gains "Response: draw. Heal." Then (this. that.) x. Tail') == [
        'It gains "Response: draw. Heal." Then (this. that.) x.', "Tail"]


def test_a_line_without_label_is_not_given_the_previous_label():
    s = sentences_of("<b>Action</b>: Draw 1 card.\nPermanent.")
    assert [x.label for x in s] == ["Action", None]


def test_unbalanced_text_never_fails():
    for t in ["(((", "→→", '"open', "<b>Action</b>:", "•", "<hr />", ":::", "Action: → ."]:
        sentences_of(t)


def test_pool_from_records_accepts_any_json_shape():
    pool = pool_from_records([("f.json", 3), ("f.json", {"code": 5}), ("f.json", {"code": "1", "duplicate_of": 7})])
    assert len(pool.problems) == 3 and not pool.faces
