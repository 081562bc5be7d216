"""Threat removed "ignoring any crisis icons" (`logic.situation.crisis_ignored`): judged as the engine's plain removal
(its world holds no crisis icon); any other ``ignores`` stays a reason. The situation query
threat_removed_ignoring_crisis runs it end to end (a crisis side scheme in play, the main scheme's threat removed).
"""

import pytest

from logic.abilities import model as m
from logic.situation.applicable import why_not

K, N = m.EffectKind, m.Noun


def _removal(kind=K.REMOVE_THREAT, ignores=(m.KeywordName.CRISIS,)):
    return m.Effect(kind, amount=m.Amount(value=3), target=m.Target(N.MAIN_SCHEME, m.Quantifier.THE), ignores=ignores)


def test_a_removal_ignoring_crisis_icons_is_applied():
    assert why_not(_removal()) is None


@pytest.mark.parametrize("effect", [_removal(K.PLACE_THREAT), _removal(ignores=(m.KeywordName.PATROL,))])
def test_other_ignores_are_not_applied(effect):
    """Control twin of test_a_removal_ignoring_crisis_icons_is_applied: threat placed ignoring crisis icons, or a
    removal ignoring another keyword, is not applied."""
    assert "ignores" in (why_not(effect) or "")
