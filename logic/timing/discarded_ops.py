"""What an item discarded from the encounter deck, and what "for each boost icon discarded this way" counts (issue 15
§3/§5): the engine's counted amount ``per = "discarded:boost"`` (`logic.timing.amount_ops`).

Each ``discard_encounter`` of an item records, before it moves them, which cards it takes from the top of the
encounter deck (`record`): the first ``amount`` cards of the deck's list when the scenario states it in order
(`logic.timing.order_ops`) and no shuffle has lost that order; as many as the deck holds. When the list is not
stated (or its order is lost) and the deck may hold a card, the item's discard is recorded as *unknown*.

`count` is what the counted amount ``discarded:boost`` reads when an effect of the same item resolves: the boost
icons printed on the cards that item discarded so far (each card's ``boost`` in the scenario, 0 when not given: an
invented card printing none). When one of those discards is unknown, the count is never guessed: the world records
one line saying which item's discarded cards are not stated (``undecided``: the outcome is *not decided*) and the
count is 0 in that (undecided) outcome.

The game function is the printed words' ("discarded this way": the cards the effect before discarded); no rules
entry decides more of it.

Promises: `record` changes ``world.discarded`` only; `count` is a function of the world and the item, but for the
undecided line it adds (once).
"""

from __future__ import annotations

__all__ = ["WHAT", "record", "count", "check"]

#: what of the cards discarded a count may read
WHAT: tuple[str, ...] = ("boost",)


def record(world, effect, item, n: int) -> None:
    """Before ``effect`` (of ``item``, amount ``n``) resolves: when it is a ``discard_encounter``, record the cards
    it takes from the top of the encounter deck (None for cards not known)."""
    if effect.op != "discard_encounter" or item is None:
        return
    got = world.discarded.setdefault(item.id, [])
    if world.order is not None and not world.shuffled[0]:
        got.extend(world.order[:max(0, min(n, len(world.order)))])
    elif n > 0 and (world.encounter is None or world.encounter[0] > 0):
        got.append(None)   # cards taken from a deck whose cards (or their order) the scenario does not give


def count(world, what: str, item) -> int:
    """The ``what`` icons printed on the cards ``item`` discarded from the encounter deck so far (0 outside an
    item); 0 and one undecided line when a discard of the item took cards not known."""
    names = world.discarded.get(item.id, []) if item is not None else []
    if None in names:
        line = f"{item.id}: the {what} icons discarded this way are not known (the encounter deck's cards it " \
               f"discarded are not stated in order)"
        if line not in world.undecided:
            world.undecided.append(line)
        return 0
    return sum(getattr(world._scenario.places[n], what) for n in names)


def check(rest: str) -> str | None:
    """Why ``discarded:<rest>`` is not a count the engine makes (None when it is)."""
    return None if rest in WHAT else f"'per' 'discarded' counts one of {', '.join(WHAT)}, not {rest!r}"
