"""French "résolvez sa capacité "Spécial"" ("resolve its "Special" ability"): "sa" is the owner "it" of the ability
(`logic.abilities.grammar.r_target_ability`), followed back to the card named before as in English
(`logic.situation.resolve_its`). Cards are invented."""

from __future__ import annotations

import pytest

from logic.abilities import model as m
from logic.abilities.reader import read_text
from logic.situation import applicable as ap


@pytest.mark.parametrize("text, accepted", [
    ('<b>Action</b> : Placez 1 menace sur le Grand Plan et résolvez sa capacité "Spécial".', True),
    ('<b>Action</b> : Si l\'Ouragan est en jeu, résolvez sa capacité "Spécial".', True),
    ('<b>Action</b> : Piochez 1 carte. Résolvez sa capacité "Spécial".', False),   # control twin: nothing named
])
def test_sa_capacite_is_the_ability_of_the_card_named_before(text, accepted):
    """"sa" reads as the owner "it"; the last row is the control twin: no card named before it: refused."""
    (a,) = read_text(text, "Jauge", "fr")
    assert all(s.status is m.ReadStatus.FULLY for s in a.sentences)
    e = a.effects[-1]
    assert e.kind is m.EffectKind.RESOLVE_ABILITY and e.target.owner == m.Target(m.Noun.IT)
    assert (ap.why_not_in(e, a.kind, a) is None) is accepted
