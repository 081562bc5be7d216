"""Threat placed "additional", in a situation: the threat op, when the rule base says an "additional" amount resolves
with what it modifies.

"Place 2 additional threat here for each Hydra enemy in play" (a When Revealed of a side scheme: more than its
starting threat) or "If a symbiote environment is in play, place 1 additional threat on this scheme" (more than the
ability's own placement) places that threat on that scheme together with what it modifies, under the same
conditions (Alteration Effect p1.b1: the fact ``additional_joins``, `logic.situation.rules`). The outcome engine
keeps one count of threat per scheme and no occurrence of each placement, so threat placed with another placement
and threat placed right after it on the same scheme give the same world: the effect is converted as the plain
placement of its amount (`applicable.without_additional`), which `logic.situation.scenario` then converts as any
other (its count, its conditions). Damage, healing or counters said "additional" are not converted (an instance of
damage joined to another is not two instances: tough, prevention; `logic.situation.applicable` refuses them).

Promises: `as_placed` returns the effect to convert, or None when the fact does not hold (the sentence is then left
unread), and adds to ``b.clauses`` the clauses the fact rests on.
"""

from __future__ import annotations

from .applicable import added_threat, without_additional
from .rules import situation_facts

__all__ = ["as_placed"]


def as_placed(b, e):
    """The effect to convert for the "additional" threat placement ``e`` (``e`` itself when it is no such
    placement): ``e`` read without "additional", when ``additional_joins`` holds; else None."""
    if not added_threat(e):
        return e
    facts = situation_facts(b.rules)
    if not facts.holds("additional_joins"):
        return None
    b.clauses |= set(facts.because("additional_joins"))
    return without_additional(e)
