"""A group of characters "in play" (issue 15 §5): "Deal 3 damage to each enemy in play", "Exhaust each ally in
play", "Each hero and ally in play gets +1 THW".

"Each <group> in play" names the same characters as "each <group>": every character of the group the situation
holds is in play (as "each <trait> <group> in play" is read, `logic.situation.keyword_effects.without_trait`), and
the engine applies the effect to those still in play when it resolves. `plain` drops the filter "in play" from each
part of such a target (a group with no other filter); the catalogue judges the effect so
(`logic.situation.applicable`'s shapes) and the situation names its characters so (`logic.situation.scenario`).

Promises: `plain` is a function of the effect; it changes only a target every part of which is "each <group>" with
"in play" as its only filter (or none).
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["plain", "GROUPS"]

N = m.Noun
#: the groups of characters "each <group> in play" may name
GROUPS = (N.ENEMY, N.MINION, N.ALLY, N.CHARACTER, N.HERO)
_EACH = (m.Quantifier.EACH, m.Quantifier.ALL)


def _in_play(f: m.Filter) -> bool:
    return f.kind is m.FilterKind.ZONE and f.value == "in play" and f.target is None


def _friendly(t: m.Target, f: m.Filter) -> bool:
    """Whether ``f`` is "friendly" on characters ("each friendly character in play": the players' characters, as
    "each friendly character" names them, `logic.situation.chosen.each_friendly`; s12-damage2)."""
    return f.kind is m.FilterKind.FRIENDLY and f.target is None and t.noun is N.CHARACTER


def _part(t: m.Target, first: bool) -> bool:
    """Whether ``t`` is "each <group> [in play]" (a later part of "each hero and ally in play" may omit "each"), the
    group perhaps "friendly" characters (kept)."""
    return t.noun in GROUPS and (t.quantifier in _EACH or (not first and t.quantifier is m.Quantifier.THE)) \
        and t.owner is None and t.count is None and not t.name \
        and all(_in_play(f) or (_friendly(t, f) and not t.also) for f in t.filters)


def plain(e: m.Effect) -> m.Effect:
    """``e`` with "in play" dropped from its target when every part of it is a group of characters in play (at least
    one part saying "in play"); any other effect unchanged."""
    t = e.target
    if t is None:
        return e
    parts = (replace(t, also=()), *t.also)
    if not all(_part(x, i == 0) for i, x in enumerate(parts)) or not any(_in_play(f) for x in parts
                                                                           for f in x.filters):
        return e
    also = tuple(replace(x, filters=(), quantifier=t.quantifier) for x in t.also)
    return replace(e, target=replace(t, filters=tuple(f for f in t.filters if not _in_play(f)), also=also))
