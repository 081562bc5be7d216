"""``ruling lint --compare A,B``: invented cards whose translation changes the ruling, and cards whose does not.

The rulings come from the real rule bases (each language with its own); the
cards are invented (tests/fixtures/cards/i18n).
"""

import argparse
import json
from pathlib import Path

import pytest

from logic.cards.commands import register
from logic.cards.compare import compare, parse_langs, ruling_of
from logic.errors import InputError

I18N = Path(__file__).parent / "fixtures" / "cards" / "i18n"


def run(argv, capsys):
    parser = argparse.ArgumentParser(prog="ruling")
    register(parser.add_subparsers())
    args = parser.parse_args(argv)
    try:
        code = args.run(args)
    except InputError as e:  # what logic/cli.py does
        print(e, file=__import__("sys").stderr)
        code = 2
    out = capsys.readouterr()
    return code, out.out, out.err


def test_704109_p1b7_attacked_player_is_lost_in_french():
    """en rules 'after an enemy attacks you' as the attacked player (You, Your p1.b7); fr, which has no
    such exception, as the identity (Vous, votre p1: if 'vous' can be the identity, it must be)."""
    cmp = compare(I18N / "pack" / "i18n.json", ("en", "fr"))
    vest = [p for p in cmp.differences if p.code == "95002"]
    assert len(vest) == 1
    (p,) = vest
    assert p.a.occurrence.case.function == p.b.occurrence.case.function == "be_attacked"
    assert ruling_of(p.a) == ("holds", "player") and "mc.en.you.attacked_player" in p.a.clauses
    assert ruling_of(p.b) == ("holds", "identity") and "mc.fr.you.can_identity" in p.b.clauses
    assert cmp.exit_code == 1


def test_a_german_sobald_for_an_english_after_changes_the_case_not_the_ruling():
    """'Sobald ein Gegner dich angegriffen hat' reads as 'when': a different case from the English
    'after'. The exception's scope (Du, Dein p1.b6, worded for 'nachdem') is settled to cover 'when'
    too (the Attack (Enemy Activation) entry), so the ruling is the same; read literally, it is not."""
    cmp = compare(I18N / "pack" / "i18n.json", ("en", "de"))
    (p,) = [p for p in cmp.pairs if p.code == "95008"]
    assert not p.same_case and p not in cmp.differences
    assert (p.a.occurrence.case.position, p.b.occurrence.case.position) == ("after", "when")
    assert ruling_of(p.a) == ruling_of(p.b) == ("holds", "player")
    assert any(d["clause"] == "mc.de.you.attacked_player" and d["settled"] for d in p.b.depends_on)
    # the French keeps "après que": same case as the English, the difference is the rule bases'
    (q,) = [q for q in compare(I18N / "pack" / "i18n.json", ("en", "fr")).differences if q.code == "95008"]
    assert q.same_case


def test_same_ruling_in_every_language_is_not_listed():
    for langs in (("en", "fr"), ("en", "de"), ("fr", "de")):
        cmp = compare(I18N / "pack" / "same.json", langs)
        assert cmp.pairs and not cmp.differences and cmp.exit_code == 0
        assert {p.a.occurrence.case.function for p in cmp.pairs} == {"take_damage", "discard_from_hand"}


def test_occurrences_align_by_function_when_the_translation_reorders_them():
    cmp = compare(I18N / "pack" / "i18n.json", ("en", "fr"))
    coil = [p for p in cmp.pairs if p.code == "95007"]
    assert sorted((p.a.occurrence.case.function, p.b.occurrence.case.function) for p in coil) == [
        ("play_card", "play_card"), ("take_damage", "take_damage")]
    # the French puts the damage first: the pairing follows the function, not the word order
    assert [p.b.occurrence.start > 10 for p in coil if p.b.occurrence.case.function == "play_card"] == [True]


def test_a_face_split_into_more_sentences_aligns_by_face():
    cmp = compare(I18N / "pack" / "i18n.json", ("en", "fr"))
    sort = [p for p in cmp.pairs if p.code == "95006"]
    assert [(p.aligned_by, p.a.occurrence.case.function) for p in sort] == [("face", "discard_from_hand")]
    assert not [p for p in cmp.pairs if p.code == "95002" and p.aligned_by != "sentence"]


def test_unclassified_and_untranslated_are_counted_not_dropped():
    cmp = compare(I18N / "pack" / "same.json", ("en", "fr"))
    s = cmp.summary()
    assert s["unaligned"] == {"en": 1, "fr": 1}  # "You blorp the grimble." / "vous blorpez le grimble."
    assert {u[3].status for u in cmp.unaligned} == {"unclassified"}
    cmp = compare(I18N / "pack" / "i18n.json", ("en", "fr"))
    assert cmp.summary()["untranslated_faces"] == {"en": 0, "fr": 1}  # 95005 has no French text


def test_compare_command_text_and_json(capsys):
    code, out, err = run(["lint", str(I18N), "--compare", "en,fr"], capsys)
    assert code == 1
    assert "95002 Kinetic Vest (upgrade)" in out
    assert "  fr: [Response] après qu'un ennemi vous a attaqué, piochez 1 carte." in out
    # the French text has no attacked-player exception: the identity, where the English says the player
    assert "mc.en.you.attacked_player" in out and "mc.fr.you.can_identity" in out
    assert "ruled differently" in out and "unaligned occurrences: en 1, fr 1" in out
    code, out, _ = run(["lint", str(I18N), "--compare", "en,fr", "--json"], capsys)
    d = json.loads(out)
    assert d["langs"] == ["en", "fr"] and d["rule_bases"] == ["marvel_champions/en", "marvel_champions/fr"]
    assert d["summary"]["differ"] == len(d["differences"]) >= 1
    assert all(x["differs"] and x["a"]["case"] and x["b"]["case"] for x in d["differences"])
    code, _, _ = run(["lint", str(I18N / "pack" / "same.json"), "--compare", "fr,de"], capsys)
    assert code == 0


@pytest.mark.parametrize("spec", ["en", "en,en", "en,tlh", "", "en,fr,de"])
def test_bad_compare_specs_are_input_errors(spec, capsys):
    with pytest.raises(InputError):
        parse_langs(spec)
    code, _, err = run(["lint", str(I18N), "--compare", spec], capsys)
    assert code == 2 and ("--compare" in err or "language" in err)


def test_lang_rules_with_its_own_rule_base_and_rules_overrides(capsys):
    code, out, err = run(["lint", str(I18N), "--lang", "de", "--json"], capsys)
    d = json.loads(out)
    assert d["rule_base"] == "marvel_champions/de"
    funcs = {f["case"]["function"] for c in d["cards"] for f in c["findings"] if f["case"]}
    assert {"be_attacked", "take_damage", "play_card", "own_identity"} <= funcs
    assert "1 face(s) have no de text" in err
    code, out, _ = run(["lint", str(I18N), "--lang", "de", "--rules", "marvel_champions/fr", "--json"], capsys)
    assert json.loads(out)["rule_base"] == "marvel_champions/fr"
    code, _, err = run(["lint", str(I18N), "--lang", "tlh"], capsys)
    assert code == 2
