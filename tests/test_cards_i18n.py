"""Reading French and German card wordings: labels, positions, attachments, each lexicon family.

Every sentence here is invented for the test (in the publisher's templates, read
in the translations, never copied from them).
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from logic.cards import lexicon_de, lexicon_fr
from logic.cards.languages import DEFAULT_RULES, reader_for
from logic.cards.occurrences import read_face
from logic.cards.pool import Face
from logic.cards.wording import sentences_of
from logic.errors import InputError
from logic.you.vocab import GAME_FUNCTIONS


def read(text, lang, card_type="event"):
    """[(word, function or None, position or None)] of a text read in ``lang``."""
    groups = read_face(Face("t", "t", "front", card_type, text, lang=lang))
    return [(o.word, o.case.function if o.case else None, o.case.position if o.case else None)
            for g in groups for o in g.occurrences]


# -- French: one row per lexicon family --------------------------------------------------------
FR = [
    ("Vous subissez 2 dégâts.", [("vous", "take_damage", "effect")]),
    ("Le méchant vous inflige 1 dégât.", [("vous", "take_damage", "effect")]),
    ("Quand vous êtes censé subir des dégâts, piochez 1 carte.", [("vous", "take_damage", "when")]),
    ("Vous subissez 1 dégât indirect.", [("vous", "take_indirect_damage", "effect")]),
    ("Infligez 2 dégâts à un ennemi. Si vous infligez 3 dégâts ou plus, piochez.", [("vous", "deal_damage", "if")]),
    ("Vous êtes sonné.", [("vous", "receive_status", "effect")]),
    ("Si vous êtes déjà désorienté, subissez 1 dégât.", [("vous", "receive_status", "if")]),
    ("Après que le méchant vous a attaqué, piochez 1 carte.", [("vous", "be_attacked", "after")]),
    ("Quand un sbire vous attaque, défaussez cette carte.", [("vous", "be_attacked", "when")]),
    ("Après que vous avez attaqué, piochez 1 carte.", [("vous", "attack", "after")]),
    ("Le sbire entre en jeu engagé avec vous.", [("vous", "be_engaged_with", "effect")]),
    ("Après que le méchant s'est activé contre vous, piochez.", [("vous", "be_activated_against", "after")]),
    ("Défaussez 1 carte de votre main.", [("votre", "discard_from_hand", "effect")]),
    ("Ajoutez-la à votre main.", [("votre", "hand", "effect")]),
    ("Mélangez votre pile de défausse dans votre deck.", [("votre", "deck", "effect"), ("votre", "deck", "effect")]),
    ("Cherchez dans votre deck une carte.", [("votre", "search_deck", "effect")]),
    ("Chaque allié que vous contrôlez gagne +1 ATQ.", [("vous", "control", "effect")]),
    ("Redressez votre héros.", [("votre", "own_identity", "effect")]),
    ("Vous pouvez piocher 1 carte.", [("vous", "choose", "effect")]),
    ("Vous ne pouvez pas jouer d'événement.", [("vous", "play_card", "effect")]),
    ("Vous ne pouvez pas changer de forme.", [("vous", "choose", "effect")]),
    ("Si vous ne pouvez pas, subissez 1 dégât.", [("vous", "resolve_instruction", "if")]),
    ("Si vous êtes sous forme de héros, piochez.", [("vous", "be_in_form", "if")]),
    ("Après que vous avez changé de forme, piochez.", [("vous", "change_form", "after")]),
    ("Quand vous jouez un événement, piochez.", [("vous", "play_card", "when")]),
    ("Après que vous avez dépensé une ressource [energy], piochez.", [("vous", "spend_resource", "after")]),
    ("Si vous avez le trait Aérien, piochez.", [("vous", "have_trait", "if")]),
    ("Attribuez-vous 1 carte rencontre.", [("vous", "be_dealt_encounter_card", "effect")]),
    ("Quand vous êtes censé révéler une carte rencontre, piochez.", [("vous", "reveal_encounter_card", "when")]),
    ("Vous gagnez +2 points de vie.", [("vous", "gain_stat", "effect")]),
    ("Augmentez votre limite d'alliés de 1.", [("votre", "ally_limit", "effect")]),
    ("À la fin de votre tour, piochez.", [("votre", "turn", "effect")]),
    ("Vous vous défaussez de 1 carte de votre main.",  # the reflexive "vous" is read with its verb
     [("vous", "discard_from_hand", "effect"), ("vous", "discard_from_hand", "effect"),
      ("votre", "discard_from_hand", "effect")]),
    ("Après que vous avez engagé un sbire, piochez 2 cartes.", [("vous", "be_engaged_with", "after")]),
    ("Quand vous utilisez l'un de vos pouvoirs de base, piochez.", [("vous", "use_basic_power", "when"),
                                                                   ("vos", "use_basic_power", "when")]),
    ("Tant que vous avez le trait Gardien, vous gagnez Robuste.", [("vous", "have_trait", "if"),
                                                                  ("vous", "gain_keyword", "effect")]),
    ("Vous ne pouvez dépenser que des ressources [energy].", [("vous", "choose", "effect")]),
    ("Soit vous placez 1 menace sur la manigance principale.", [("vous", None, None)]),  # no such function
    ("Vous blorpez le grimble.", [("vous", None, None)]),
]


@pytest.mark.parametrize("text,expected", FR, ids=[t for t, _ in FR])
def test_french_wordings(text, expected):
    assert read(text, "fr") == expected


# -- German: one row per lexicon family --------------------------------------------------------
DE = [
    ("Füge dir 1 Schaden zu.", [("dir", "take_damage", "effect")]),
    ("Sobald du Schaden nehmen würdest, ziehe 1 Karte.", [("du", "take_damage", "when")]),
    ("Nachdem du einem Gegner Schaden zugefügt hast, ziehe 1 Karte.", [("du", "deal_damage", "after")]),
    ("Du wirst betäubt.", [("du", "receive_status", "effect")]),
    ("Falls du bereits verwirrt bist, nimm 1 Schaden.", [("du", "receive_status", "if")]),
    ("Nachdem der Schurke dich angegriffen hat, ziehe 1 Karte.", [("dich", "be_attacked", "after")]),
    ("Der Scherge greift dich an.", [("dich", "be_attacked", "effect")]),
    ("Nachdem du angegriffen hast, ziehe 1 Karte.", [("du", "attack", "after")]),
    ("Bringe ihn mit dir im Kampf ins Spiel.", [("dir", "be_engaged_with", "effect")]),
    ("Nachdem der Schurke gegen dich aktiviert hat, ziehe 1 Karte.", [("dich", "be_activated_against", "after")]),
    ("Lege 1 Karte von deiner Hand ab.", [("deiner", "discard_from_hand", "effect")]),
    ("Nimm sie auf deine Hand.", [("deine", "hand", "effect")]),
    ("Mische deinen Ablagestapel in dein Deck.", [("deinen", "deck", "effect"), ("dein", "deck", "effect")]),
    ("Durchsuche dein Deck nach einer Karte.", [("dein", "search_deck", "effect")]),
    ("Sieh dir die oberste Karte deines Decks an.", [("dir", "search_deck", "effect"), ("deines", "search_deck", "effect")]),
    ("Jeder Verbündete unter deiner Kontrolle bekommt +1 ANG.", [("deiner", "control", "effect")]),
    ("Mache deinen Helden spielbereit.", [("deinen", "own_identity", "effect")]),
    ("Du darfst 1 Karte ziehen.", [("du", "choose", "effect")]),
    ("Falls du das nicht kannst, nimm 1 Schaden.", [("du", "resolve_instruction", "if")]),
    ("Falls du in Heldengestalt bist, ziehe 1 Karte.", [("du", "be_in_form", "if")]),
    ("Nachdem du in deine Alter-Ego-Gestalt gewechselt bist, ziehe.", [("du", "change_form", "after"),
                                                                     ("deine", "change_form", "after")]),
    ("Nachdem du ein Ereignis gespielt hast, ziehe 1 Karte.", [("du", "play_card", "after")]),
    ("Falls du für diese Karte eine [energy]-Ressource ausgegeben hast, ziehe.", [("du", "spend_resource", "if")]),
    ("Falls du das Merkmal Fliegend hast, ziehe 1 Karte.", [("du", "have_trait", "if")]),
    ("Teile dir selbst 1 Begegnungskarte zu.", [("dir", "be_dealt_encounter_card", "effect")]),
    ("Du bekommst +2 Lebenspunkte.", [("du", "gain_stat", "effect")]),
    ("Diese Karte zählt nicht gegen dein Verbündetenlimit.", [("dein", "ally_limit", "effect")]),
    ("Am Ende deines Zuges ziehe 1 Karte.", [("deines", "turn", "effect")]),
    ("DU ZIEHST 1 KARTE.", [("du", "draw", "effect")]),
    ("Füge jedem Gegner im Kampf mit dir 2 Schaden zu.", [("dir", "be_engaged_with", "effect")]),
    ("Sieh dir die oberste Karte des Begegnungsdecks an.", [("dir", None, None)]),  # not your deck: not read
    ("Nachdem du einen Basisangriff gegen einen Schergen durchgeführt hast, ziehe.", [("du", "attack", "after")]),
    ("Falls dieser Angriff den Gegner besiegt, erhältst du eine Zäh-Statuskarte.", [("du", "receive_status", "effect")]),
    ("Du blorpst den Grimble.", [("du", None, None)]),
]


@pytest.mark.parametrize("text,expected", DE, ids=[t for t, _ in DE])
def test_german_wordings(text, expected):
    assert read(text, "de") == expected


def test_every_lexicon_function_is_a_game_function():
    for lex in (lexicon_fr.LEXICON, lexicon_de.LEXICON):
        assert {e.function for e in lex} <= set(GAME_FUNCTIONS)


# -- labels, positions, attachments -------------------------------------------------------------
@pytest.mark.parametrize("text,label,qualifier", [
    ("<b>Réponse forcée</b> : après que vous avez joué cette carte, piochez.", "Forced Response", ""),
    ("<b>Interruption</b> : quand le méchant vous attaque, piochez.", "Interrupt", ""),
    ("<b>Une fois révélée (héros)</b> : vous êtes sonné.", "When Revealed", "héros"),
    ("<b>Action de héros</b> <i>(attaque)</i> : infligez 2 dégâts.", "Hero Action", "attaque"),
    ("<b>Mise en place</b> : piochez.", "Setup", ""),
    ("<b>Erzwungene Reaktion</b>: Nachdem du angegriffen hast, ziehe.", "Forced Response", ""),
    ("<b>Unterbrechung</b>: Sobald dich der Schurke angreifen würde, ziehe.", "Interrupt", ""),
    ("<b>Sobald aufgedeckt</b>: Du wirst betäubt.", "When Revealed", ""),
    ("<b>Held - Aktion</b>: Ziehe 1 Karte.", "Hero Action", ""),
    ("<b>Aktion</b>: Ziehe 1 Karte.", "Action", ""),
])
def test_translated_labels_read_as_the_english_label(text, label, qualifier):
    s = sentences_of(text)[0]
    assert (s.label, s.qualifier) == (label, qualifier)


@pytest.mark.parametrize("lang,sentence,word,position", [
    ("fr", "Réponse : après que vous avez joué une carte, piochez.", "vous", "after"),
    ("fr", "Après avoir été attaqué par vous, piochez.", "vous", "after"),
    ("fr", "Lorsque vous jouez une carte, piochez.", "vous", "when"),
    ("fr", "Piochez 1 carte s'il vous attaque.", "vous", "if"),
    ("fr", "Tant que vous êtes sonné, piochez.", "vous", "if"),
    ("fr", "Agissez comme si vous étiez sonné.", "vous", "effect"),
    ("fr", "Résolvez-la comme s'il venait de vous attaquer.", "vous", "effect"),
    ("fr", "En tant que coût supplémentaire lors de votre tour, piochez.", "votre", "effect"),
    ("de", "Nachdem du angegriffen hast, ziehe.", "du", "after"),
    ("de", "Wenn du eine Karte spielst, ziehe.", "du", "when"),
    ("de", "Sobald du Schaden nehmen würdest, ziehe.", "du", "when"),
    ("de", "Ziehe 1 Karte, falls du betäubt bist.", "du", "if"),
    ("de", "Solange du betäubt bist, ziehe.", "du", "if"),
    ("de", "Handle sie ab, als ob du sie gespielt hättest.", "du", "effect"),
])
def test_positions(lang, sentence, word, position):
    mod = {"fr": lexicon_fr, "de": lexicon_de}[lang]
    start = mod.YOU_WORD.search(sentence).start()
    assert sentence[start:].lower().startswith(word)
    assert mod.position_of(sentence, start) == position


@pytest.mark.parametrize("lang,text,attachment", [
    ("fr", "Attachez cette carte à votre identité.", "own_identity"),
    ("fr", "Attachez cette carte à un sbire.", "enemy_character"),
    ("fr", "Attachez cette carte au méchant.", "enemy_character"),
    ("fr", "Attachez cette carte à un allié.", "other_friendly_character"),
    ("fr", "Attachez cette carte à une manigance annexe.", "non_character"),
    ("fr", "Piochez 1 carte.", "unattached"),
    ("de", "Hänge diese Karte an deine Identität an.", "own_identity"),
    ("de", "Hänge diese Karte an einen Schergen an.", "enemy_character"),
    ("de", "Hänge diese Karte an einen Verbündeten an.", "other_friendly_character"),
    ("de", "Hänge diese Karte an einen Plan an.", "non_character"),
    ("de", "Ziehe 1 Karte.", "unattached"),
])
def test_attachments(lang, text, attachment):
    assert reader_for(lang).attachment_of(text) == attachment


def test_the_attachment_reaches_the_case():
    groups = read_face(Face("t", "t", "front", "upgrade", "Attachez cette carte à votre héros.\n"
                            "<b>Réponse</b> : après qu'un ennemi vous a attaqué, piochez.", lang="fr"))
    assert {o.case.attachment for g in groups for o in g.occurrences} == {"own_identity"}


def test_each_language_has_its_rule_base_and_unknown_languages_are_input_errors():
    assert DEFAULT_RULES == {"en": "marvel_champions/en", "fr": "marvel_champions/fr", "de": "marvel_champions/de"}
    with pytest.raises(InputError):
        reader_for("tlh")


def test_english_left_in_a_translation_is_read_as_english():
    assert read("Deal 1 damage to you.", "fr") == [("you", "take_damage", "effect")]
    assert read("Vous êtes sonné. You are stunned.", "fr") == [("vous", "receive_status", "effect"),
                                                               ("you", "receive_status", "effect")]
    assert read("Nachdem du gespielt hast, draw 1 card if you are stunned.", "de") == [
        ("du", "play_card", "after"), ("you", "receive_status", "if")]


# -- hostile text: never a traceback ------------------------------------------------------------
_PIECES = st.sampled_from([
    "vous", "Vous", "votre", "vos", "vôtres", "toi", "du", "Du", "dich", "dir", "deiner", "DEINES",
    "<b>", "</b>", "<i>", "<b>Réponse forcée</b> :", "<b>Erzwungene Reaktion</b>:", "<hr />", "<br>",
    "[[Trait]]", "[energy]", "→", "•", "(", ")", "\"", "«", "»", "„", "“", ":", ".", ",", "—", "-",
    "après que", "quand", "si", "nachdem", "sobald", "falls", "Attachez cette carte à", "Hänge diese Karte an",
    " an.", "\n", " ", "é", "ß", "İ", "\u00a0", "\u200b", "<", ">", "<b", "</", "&amp;", "&#x;",
])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(_PIECES, st.text(max_size=6)), max_size=30), st.sampled_from(["fr", "de"]))
def test_hostile_text_never_raises(pieces, lang):
    text = " ".join(pieces)
    for g in read_face(Face("h", "h", "front", "event", text, lang=lang)):
        for o in g.occurrences:
            assert (o.case is None) != (o.unclassified is None)
            if o.case is not None:
                assert o.case.function in GAME_FUNCTIONS
                assert o.case.position in ("effect", "after", "when", "if")
