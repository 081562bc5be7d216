"""Why a counted amount the engine does not count is not counted, named by what it counts (issue 15 §5): the
catalogue's reason for a "for each" / "X is the number of" / "equal to" amount `applicable_counts.counted` refuses,
when its shape names something the engine's world does not hold, instead of the bare "not counted":

- "... in the victory display": the situation lists the cards in play, no victory display;
- "... under <a card>" ("each card tucked under her"): the situation lists no card under another;
- "... in your hand" of a type, a resource or a trait ("each resource card in your hand"): the engine's hand is a
  number of cards, not the cards;
- "... <exhausted / spent / removed / defeated / discarded> this way" (but the icons of the cards discarded from a
  deck, `applicable_discarded`): the engine keeps no record of which things an effect did that to;
- threat "on your identity" or "on an upgrade": the engine keeps threat on schemes only;
- "for each player on your team": team play, which no situation states;
- "additional" with a count ("deal 1 additional damage for each ..."): not joined to the amount of the effect before
  it, which the engine would have to deal as one instance;
- "[per_hero]" with a count: not counted.

None for any other shape (the caller keeps its own reason). Nothing here makes an amount counted.

Promises: functions of the amount alone.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["uncounted_why"]

N, F = m.Noun, m.FilterKind


def uncounted_why(a: m.Amount | None) -> str | None:
    """The reason, by what it counts, that amount ``a`` is not counted (None: no shape this module names)."""
    if a is None:
        return None
    if a.per is None and a.defined_as is not None:
        return uncounted_why(a.defined_as)
    p = a.per
    if p is None:
        return None
    why = _where_why(p)
    if why is None and a.additional:
        why = "an additional amount with a count: not joined to the amount of the effect before it (one instance)"
    if why is None and a.per_player:
        why = "a per-hero amount with a count: not counted"
    return why


def _where_why(p: m.Target) -> str | None:
    for f in p.filters:
        t = f.target
        if f.kind is F.ACTED_ON and f.value.endswith("this way") and not _icons_discarded(p):
            return f"a count of what an effect did ({f.value}): the engine keeps no record of which things it did " \
                "that to"
        if f.kind is not F.ZONE or t is None:
            continue
        if t.noun is N.VICTORY_DISPLAY:
            return "a count in the victory display: the situation lists the cards in play, no victory display"
        if f.value == "under":
            return "a count of cards under a card: the situation lists no card under another"
        if t.noun is N.HAND and (len(p.filters) > 1 or p.noun is not N.CARD):
            return "a count of cards of a kind in a hand: the engine's hand is a number of cards, not the cards"
        if p.noun is N.THREAT and f.value == "on" and t.noun in (N.YOU, N.UPGRADE, N.IDENTITY, N.HERO):
            return "threat on an identity or an upgrade: the engine keeps threat on schemes only"
        if p.noun is N.PLAYER and t.noun is N.TEAM:
            return "a count of the players on a team: team play, which no situation states"
    return None


def _icons_discarded(p: m.Target) -> bool:
    """"Boost / resource icons discarded this way" (`applicable_discarded`, its own reason)."""
    from .applicable_discarded import this_way
    return this_way(p)
