"""The catalogue's prohibitions of a player's act (`logic.situation.applicable`'s entry for ``cannot``): "you
cannot attack the villain", "Fear-struck Hero cannot attack Invented Tyrant", "you cannot thwart", "you cannot
thwart the main scheme / this scheme", applied by the engine's ``forbid`` of ``attack``, ``thwart``,
``attack_against:<character>`` or ``thwart_against:<scheme>`` (`logic.timing.act_ops`: the act is not made; the
situation's conversion is `logic.situation.prohibited_acts`).

What it adds to the catalogue: "cannot thwart" is a prohibition the engine consults (`FORBIDS`); a "cannot attack"
or "cannot thwart" naming what the act would be made against (its ``source``) is applied when that is one card the
situation names: for an attack the villain, this card or a card named; for a thwart the main scheme, this card (a
scheme) or a card named. Everything else of the effect (its target, conditions, duration) is judged by the
catalogue as the same prohibition with no ``source``. Any other "cannot" goes to the catalogue unchanged.

Promises: functions of the effect alone.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .applicable_counts import FORBIDS, against_you

__all__ = ["entry", "source_why"]

N = m.Noun
FORBIDS[m.EventKind.THWART] = "thwart"   # "cannot thwart": a player's thwart not made (`logic.timing.act_ops`)
#: the cards an act may be said to be made against, by act: one the situation names
_AGAINST: dict[m.EventKind, tuple[m.Noun, ...]] = {m.EventKind.ATTACK: (N.VILLAIN, N.THIS_CARD, N.NAMED_CARD),
                                                    m.EventKind.THWART: (N.MAIN_SCHEME, N.THIS_CARD, N.NAMED_CARD)}


def source_why(e: m.Effect) -> str | None:
    """Why the card ``e`` says its forbidden act would be made against (its ``source``) is not one the situation
    names (None when it is)."""
    s = e.source
    if s.noun not in _AGAINST[e.forbids] or s.filters or s.also or s.count is not None or s.owner is not None:
        return f"cannot {e.forbids.value} against {s.noun.value}: not one card the engine names"
    if s.noun is N.VILLAIN and s.quantifier is not m.Quantifier.THE:
        return f"cannot {e.forbids.value} against {s.quantifier.value if s.quantifier else ''} villain: not the villain"
    return None


def entry(catalogue):
    """The catalogue entry for ``cannot``, over ``catalogue`` (the catalogue proper, a function of the effect)."""
    def prohibit_why(e: m.Effect) -> str | None:
        if e.forbids in _AGAINST and e.source is not None and e.status is None and not against_you(e):
            return source_why(e) or catalogue(replace(e, source=None))
        return catalogue(e)
    return prohibit_why
