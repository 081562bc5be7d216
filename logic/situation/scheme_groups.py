"""Schemes named by a group or a printed trait: "each scheme (in play)", "each side scheme", "the Legions of Hydra
side scheme".

`group_why` is the catalogue's side (None when the engine applies threat placed on or removed from those schemes);
`schemes_of` is the situation's: the names of the scenario's schemes the target names, None when it cannot tell
(no such scheme in play, or "the" naming several). A scheme's printed traits do not change in play, so the trait is
read off the situation's cards when the scenario is built.

Promises: both are functions of their arguments; `schemes_of` lists names of the builder's schemes only.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["group_why", "schemes_of"]

N = m.Noun


def _in_play_only(t: m.Target) -> bool:
    """Whether ``t``'s filters say nothing but "in play" (where every scheme is)."""
    return all(f.kind is m.FilterKind.ZONE and f.value == "in play" and f.target is None for f in t.filters)


def _trait(t: m.Target) -> str | None:
    """The one printed trait of "the <Trait> side scheme" (None: no such target)."""
    if t.quantifier is m.Quantifier.THE and len(t.filters) == 1 and t.filters[0].kind is m.FilterKind.TRAIT \
            and t.filters[0].target is None and t.noun in (N.SIDE_SCHEME, N.SCHEME):
        return t.filters[0].value
    return None


def group_why(t: m.Target) -> str | None:
    """Why the engine cannot name the schemes of ``t`` this way (None when it can): each scheme or side scheme (in
    play), or the side scheme of a printed trait."""
    if t.also or t.count is not None or t.owner is not None:
        return "a counted, owned or joined scheme group: not named by the engine"
    if t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and t.noun in (N.SCHEME, N.SIDE_SCHEME) \
            and _in_play_only(t):
        return None
    if _trait(t):
        return None
    return "a filtered scheme: not named by the engine"


def schemes_of(builder, t: m.Target) -> list[str] | None:
    """The scenario's schemes ``t`` names (`group_why` accepts it): every scheme, every side scheme, or the one side
    scheme in the situation with the trait; None when there is none, or "the" names several."""
    if group_why(t) is not None:
        return None
    trait = _trait(t)
    if trait is None:
        names = [s for s in builder.schemes if t.noun is N.SCHEME or s != builder.main]
        return names or None
    want = trait.lower()
    named = [c.id for c in builder.sit.cards.values() if c.id in builder.schemes and want in
             [x.strip().lower() for x in str(c.record.get("traits") or "").split(".")]]
    return named if len(named) == 1 else None
