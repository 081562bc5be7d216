"""A modifier counted "for each ... on it", "it" being this card (`logic.situation.on_itself`): judged as counted on
this card in a constant ability, refused elsewhere. The situation queries for_each_attachment_on_it* (+ control twin)
run it on invented cards; the count itself is the catalogue's existing group count."""

import pytest

from logic.situation import applicable as ap
from logic.abilities.reader import read_text

_ON_IT = "Invented Hulk-Drone gets +1 ATK for each attachment on it."


@pytest.mark.parametrize("text,applied", [
    (_ON_IT, True),
    ("Invented Hulk-Drone gets +1 ATK for each attachment on this card.", True),
])
def test_for_each_on_it_is_read_as_on_this_card(text, applied):
    whys = [ap.why_not_in(e, a.kind, a) for a in read_text(text, "Invented Hulk-Drone") for e in a.effects]
    assert whys and all((w is None) == applied for w in whys), whys


def test_for_each_on_it_in_a_triggered_ability_is_not_read():
    """Control twin of test_for_each_on_it_is_read_as_on_this_card: in a triggered ability 'it' may name the card
    its trigger names, so the same modifier (until the end of the phase) is not read."""
    text = ("<b>Forced Response</b>: After an upgrade is attached to a minion, Invented Hulk-Drone gets +1 ATK for "
            "each attachment on it until the end of the phase.")
    abilities = read_text(text, "Invented Hulk-Drone")
    whys = [ap.why_not_in(e, a.kind, a) for a in abilities for e in a.effects
            if e.kind.value == "modify_stat"]
    assert whys and all(w is not None for w in whys), whys
