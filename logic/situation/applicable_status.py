"""Status cards discarded from a character (issue 15 §3/§5): "discard each status card from the villain", "discard
each stunned and confused status card from your identity", "discard each tough status card from each friendly
character", "discard a tough status card from your hero".

`status_discard` reads the shape off the structure (a DISCARD whose target is status cards "from" a holder): the
status types named (none named: every type of `m.Status`), whether it is each of them ("each", "all") or one card
("a", "1"), and the holder. The catalogue (`logic.situation.applicable`) applies:

- "each [<type> (and <type>)] status card(s) from X": every status card of those types on each character X names
  is discarded (the engine's ``remove_statuses``, `logic.timing.effects`: all the copies a character holds, steady
  or not; no choice, the printed words decide);
- "a / 1 <type> status card from X", one type named: one card of that type is discarded from X (the engine's
  ``remove_status``: one copy, when X holds one).

Not applied: one status card of a type not named, or among several types ("discard a status card from your
identity": which one is the player's pick, which the engine does not branch on here), a holder the engine does not
name (`applicable._named`: "a character", "it"), an amount or a count other than 1.

Promises: functions of the structure alone.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["status_discard", "status_why"]

_EACH = (m.Quantifier.EACH, m.Quantifier.ALL)


def status_discard(t: m.Target | None) -> tuple[tuple[str, ...], bool, m.Target] | None:
    """(the status types, each?, the holder) of "each / a [<type>] status card from <holder>" (None for another
    shape, or a type no `m.Status` names)."""
    if t is None or t.noun is not m.Noun.STATUS_CARD or t.also or t.owner is not None or t.name:
        return None
    froms = [f for f in t.filters if f.kind is m.FilterKind.ZONE and f.value == "from" and f.target is not None]
    kinds = [f for f in t.filters if f.kind is m.FilterKind.STATUS]
    if len(froms) != 1 or len(kinds) > 1 or len(froms) + len(kinds) != len(t.filters):
        return None
    names = tuple(x.strip() for x in kinds[0].value.split(" or ")) if kinds else tuple(s.value for s in m.Status)
    if not names or any(x not in {s.value for s in m.Status} for x in names):
        return None
    if t.quantifier in _EACH and t.count is None:
        return names, True, froms[0].target
    one = (t.quantifier is m.Quantifier.A and t.count is None) or (
        t.quantifier is m.Quantifier.NUMBER and t.count is not None and t.count.value == 1 and not (
            t.count.variable or t.count.per is not None or t.count.per_player or t.count.up_to
            or t.count.additional or t.count.at_least))
    return (names, False, froms[0].target) if one else None


def status_why(e: m.Effect, named) -> str | None:
    """Why the engine does not apply the status discard ``e`` (`status_discard` holds); None when it does.
    ``named(target)`` is the catalogue's test of a target it names."""
    names, each, holder = status_discard(e.target)
    if e.amount is not None:
        return "amount: not applied to status cards discarded"
    if not each and len(names) != 1:
        return "one status card of a type not named: which one is the player's pick, not applied"
    if holder.noun is m.Noun.IT:
        return "status cards discarded from 'it': not named by the engine"
    return named(holder)
