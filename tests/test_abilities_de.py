"""The German ability grammar (logic/abilities/de.lark): invented German cards, read into the same
structure as their invented English twins (the independent check: two grammars, one structure).

de.lark is smaller than fr.lark (keywords, limits, the common effects and triggers); what it does
not read is reported, never dropped.
"""

from __future__ import annotations


import pytest

from logic.abilities import model as m
from logic.abilities.grammar import check_catalogue, grammar
from logic.abilities.reader import read_text


from ability_reading import read_one
from ability_reading import uncovered as _uncovered


def _de(text: str, name: str = "Testkarte") -> m.Ability:
    return read_one(text, name, "de")


def test_grammar_loads_and_names_only_catalogue_members():
    check_catalogue(grammar("de").parser)


@pytest.mark.parametrize("text,name,value", [
    ("Wache.", m.KeywordName.GUARD, None),
    ("Vergeltung 2.", m.KeywordName.RETALIATE, 2),
    ("Zähigkeit.", m.KeywordName.TOUGHNESS, None),
    ("Erstschlag.", m.KeywordName.QUICKSTRIKE, None),
    ("Nachrüsten.", m.KeywordName.SURGE, None),
    ("Sieg 2.", m.KeywordName.VICTORY, 2),
    ("Dauerhaft.", m.KeywordName.PERMANENT, None),
    ("Incite 2.", m.KeywordName.INCITE, 2),
    ("Behindern 1[per_hero].", m.KeywordName.HINDER, 1),
])
def test_keywords(text, name, value):
    a = _de(text)
    assert [k.name for k in a.keywords] == [name] and a.keywords[0].value == value


@pytest.mark.parametrize("text,count,period", [
    ("1 pro Spieler.", 1, m.Period.PLAYER),
    ("(Nur ein Mal pro Runde.)", 1, m.Period.ROUND),
    ("(Nur zweimal pro Phase.)", 2, m.Period.PHASE),
])
def test_limits(text, count, period):
    lim = _de(text).limits[0]
    assert (lim.count, lim.period) == (count, period)


TWINS = [
    ("<b>Action</b>: Deal 3 damage to an enemy.", "<b>Aktion</b>: Füge einem Gegner 3 Schaden zu."),
    ("<b>Action</b>: Remove 2 threat from a scheme.", "<b>Aktion</b>: Entferne 2 Bedrohung von einem Plan."),
    ("<b>Action</b>: Draw 2 cards.", "<b>Aktion</b>: Ziehe 2 Karten."),
    ("<b>When Revealed</b>: You are stunned.", "<b>Sobald aufgedeckt</b>: Du wirst betäubt."),
    ("<b>Action</b>: Discard this card.", "<b>Aktion</b>: Lege diese Karte ab."),
    ("<b>Action</b>: Exhaust your hero.", "<b>Aktion</b>: Erschöpfe deinen Helden."),
    ("<b>Resource</b>: Generate a [wild] resource.", "<b>Ressource</b>: Erzeuge eine [wild]-Ressource."),
    ("<b>Forced Response</b>: After the villain attacks you, discard this card.",
     "<b>Erzwungene Reaktion</b>: Nachdem der Schurke dich angegriffen hat, lege diese Karte ab."),
    ("This attack gains piercing.", "Dieser Angriff erhält Durchdringend."),
    ("<b>Action</b>: Remove this card from the game.", "<b>Aktion</b>: Entferne diese Karte aus dem Spiel."),
    ("<b>Action</b>: Discard the top card of your deck.", "<b>Aktion</b>: Lege die oberste Karte deines Decks ab."),
    ("<b>Forced Response</b>: After you change to this form, draw 1 card.",
     "<b>Erzwungene Reaktion</b>: Nachdem du in diese Gestalt gewechselt bist, ziehe 1 Karte."),
    ("<b>Forced Response</b>: After you play this card from your hand, draw 1 card.",
     "<b>Erzwungene Reaktion</b>: Nachdem du diese Karte von deiner Hand gespielt hast, ziehe 1 Karte."),
]


@pytest.mark.parametrize("en,de", TWINS)
def test_german_reads_as_its_english_twin(en, de):
    [a_en] = read_text(en, "Test Card", "en")
    a_de = _de(de)
    assert all(r.status is m.ReadStatus.FULLY for r in a_en.sentences), a_en.sentences
    assert (a_de.kind, a_de.form) == (a_en.kind, a_en.form)
    assert [(e.kind, e.amount and e.amount.value, e.status, e.keyword) for e in a_de.effects] == \
        [(e.kind, e.amount and e.amount.value, e.status, e.keyword) for e in a_en.effects]
    assert [e.target and e.target.noun for e in a_de.effects] == [e.target and e.target.noun for e in a_en.effects]
    if a_en.trigger:
        t_de, t_en = a_de.trigger, a_en.trigger
        assert (t_de.event, t_de.timing, t_de.object and t_de.object.noun) == \
            (t_en.event, t_en.timing, t_en.object and t_en.object.noun)


def test_teamwork_names_both_heroes():
    k = _de("Teamwork (Maria Hill und Nick Fury).").keywords[0]
    assert (k.name, k.trait) == (m.KeywordName.TEAMWORK, "Maria Hill and Nick Fury")


def test_play_only_if_trait():
    c = _de("Spiele diese Karte nur, falls deine Identität das Merkmal Arkan hat.").conditions[0]
    assert c.kind is m.ConditionKind.PLAY_ONLY_IF and c.predicate.trait == "Arkan"


def test_unread_german_is_named_never_dropped():
    [a] = read_text("<b>Aktion</b>: Füge einem Gegner 2 Schaden zu und jongliere mit der Glut.", "X", "de")
    r = a.sentences[0]
    assert r.status is m.ReadStatus.PARTLY and r.unread and r.dropped_words == 0 and not _uncovered(r)
