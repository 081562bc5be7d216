"""A boost card given to the enemy "it" names ("When Doctor Drizzle attacks, give it 1 additional boost card for this
activation", "Donnez-lui une carte de boost supplémentaire pour cette attaque", `logic.situation.boost_it`): the card
the ability named (its trigger's subject, or the enemy an earlier effect named). The engine's boost icons equal a
plain-Python reference over the cards stated as dealt. Cards are invented."""

from __future__ import annotations

import pytest

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.facts import abilities_of
from logic.situation.model import SituationCard

from test_enemies_named_by_structure import _builder

_TRIGGERED = "<b>Forced Interrupt</b>: When Doctor Drizzle attacks, give it 1 additional boost card for this activation."
_PICKED = "<b>Forced Interrupt</b>: When an enemy attacks, deal 1 damage to an enemy. Give it an additional boost card."


@pytest.mark.parametrize("text, lang, accepted", [
    (_TRIGGERED, "en", True),
    ("<b>When Revealed</b>: Doctor Drizzle attacks you. Give that villain an additional boost card for this attack.",
     "en", True),
    ("<b>Une fois révélée</b> : Le Docteur Bruine vous attaque. Donnez-lui une carte de boost supplémentaire pour cette "
     "attaque.", "fr", True),
    ("<b>When Revealed</b>: Deal 1 damage to an enemy. Give it an additional boost card for this attack.", "en", False),
])
def test_a_boost_card_given_to_it_needs_the_card_named(text, lang, accepted):
    """The last row is the control twin: "it" is an enemy picked, which the engine does not follow: refused."""
    a = read_text(text, "Rain Gauge", lang)[0]
    assert all(s.status.value == "fully" for s in a.sentences)
    assert (ap.why_not_in(a.effects[-1], a.kind, a) is None) is accepted


@pytest.mark.parametrize("icons", [(), (1,), (2,), (1, 2)])
def test_the_attacker_named_gets_the_icons_of_the_next_card_dealt(icons):
    """Reference: the villain attacks (the situation's event); the first card dealt as boost is the attack's own; "it"
    (Doctor Drizzle, the trigger's subject) gets one more card: the icons of the next card stated as dealt; none
    stated: not converted (None)."""
    gauge = SituationCard("gauge", "x4", "Rain Gauge", "attachment", _TRIGGERED, {}, attached_to="villain")
    extra = {"gauge": gauge, "b0": SituationCard("b0", "x5", "Puddle", "treachery", "", {"boost": 1},
                                                 dealt_as_boost=True)}
    for i, n in enumerate(icons, 1):
        extra[f"b{i}"] = SituationCard(f"b{i}", "x5", f"Drop {i}", "treachery", "", {"boost": n}, dealt_as_boost=True)
    b = _builder(extra)
    ops, _ = b.effects(gauge, abilities_of(gauge)[0])
    if not icons:
        assert ops == [] and b.unread
        return
    assert ops == [{"op": "boost_icons", "target": "villain", "amount": icons[0]}]


def test_a_boost_card_given_to_an_enemy_picked_is_not_converted():
    """Control twin of test_the_attacker_named_gets_the_icons_of_the_next_card_dealt: "it" is the enemy an earlier
    effect picked: not converted, the sentence unread."""
    gauge = SituationCard("gauge", "x4", "Rain Gauge", "attachment", _PICKED, {}, attached_to="villain")
    extra = {"gauge": gauge, "b0": SituationCard("b0", "x5", "Puddle", "treachery", "", {"boost": 1},
                                                 dealt_as_boost=True),
             "b1": SituationCard("b1", "x5", "Drop", "treachery", "", {"boost": 2}, dealt_as_boost=True)}
    b = _builder(extra)
    ops, _ = b.effects(gauge, abilities_of(gauge)[0])
    assert all(op["op"] != "boost_icons" for op in ops) and b.unread
