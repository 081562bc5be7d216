"""A keyword given to a character's basic attacks only ("Magik's basic attacks gain piercing", "your basic attacks
gain overkill"): which targets of the structure name them (`basic_attacks`), for the catalogue
(`logic.situation.applicable`) and the situation's engine effect (`logic.situation.keyword_effects`: the engine's
``keyword`` with ``attacks = "basic"``, `logic.timing.keyword_ops`: only an attack that is a basic power has it).

Promises: a function of the target and the keyword alone.
"""

from __future__ import annotations

from ..abilities import model as m
from ..timing.keyword_ops import BASIC_KEYWORDS

__all__ = ["basic_attacks"]


def basic_attacks(t: m.Target | None, keyword: str) -> bool:
    """Whether ``t`` is "<owner>'s basic attacks" (the one filter "basic", an owner, nothing else) and ``keyword`` one
    the engine gives to basic attacks only (`BASIC_KEYWORDS`)."""
    return t is not None and t.noun is m.Noun.ATTACK and t.owner is not None and keyword in BASIC_KEYWORDS \
        and len(t.filters) == 1 and t.filters[0].kind is m.FilterKind.BASIC and t.filters[0].target is None \
        and not t.also and t.count is None and t.quantifier not in (m.Quantifier.THIS, m.Quantifier.THAT)
