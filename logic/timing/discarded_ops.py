"""What an item discarded from the encounter deck or from a player's deck, and what "for each boost icon / (printed)
resource icon / printed [energy] resource discarded this way" counts (issue 15 §3/§5): the engine's counted amounts
``per = "discarded:boost"``, ``"discarded:resource"`` and ``"discarded:resource_<type>"`` (`logic.timing.amount_ops`).

Each ``discard_encounter`` of an item records, before it moves them, which cards it takes from the top of the
encounter deck (`record`): the first ``amount`` cards of the deck's list when the scenario states it in order
(`logic.timing.order_ops`) and no shuffle has lost that order; as many as the deck holds. When the list is not
stated (or its order is lost) and the deck may hold a card, the item's discard is recorded as *unknown*.

Each ``discard_deck`` of an item (a player discarding the top cards of their deck) records the same way the cards
it takes from the top of that player's deck (`logic.timing.player_deck_ops`: the deck stated in order, its order
not lost to a shuffle, the list still the whole deck); otherwise, when the deck holds a card (or its count is not
stated), the discard is recorded as *unknown*.

`count` is what the counted amount ``discarded:<what>`` reads when an effect of the same item resolves: the boost
icons printed on the cards that item discarded so far (each card's ``boost`` in the scenario, 0 when not given: an
invented card printing none); ``resource``: the resource icons printed on them (each card's ``resources``, one
entry per icon, a wild icon one of them); ``resource_<type>``: those of that type only ("printed [energy]
resource": a wild icon is no printed energy icon). When one of those discards is unknown, the count is never guessed: the world records
one line saying which item's discarded cards are not stated (``undecided``: the outcome is *not decided*) and the
count is 0 in that (undecided) outcome.

The game function is the printed words' ("discarded this way": the cards the effect before discarded); no rules
entry decides more of it.

Promises: `record` changes ``world.discarded`` only; `count` is a function of the world and the item, but for the
undecided line it adds (once).
"""

from __future__ import annotations

__all__ = ["WHAT", "record", "count", "check", "count_resolving"]

#: what of the cards discarded a count may read: boost icons, resource icons (all, or of one printed type)
WHAT: tuple[str, ...] = ("boost", "resource", "resource_energy", "resource_mental", "resource_physical",
                         "resource_wild")


def record(world, effect, item, n: int, target: str = "") -> None:
    """Before ``effect`` (of ``item``, amount ``n``, on ``target``) resolves: when it is a ``discard_encounter``, record the cards
    it takes from the top of the encounter deck (None for cards not known); when it is a ``discard_deck``, those
    it takes from the top of its target's player's deck (`_record_deck`)."""
    if effect.op == "discard_deck" and item is not None:
        _record_deck(world, item, target, n)
        return
    if effect.op != "discard_encounter" or item is None:
        return
    got = world.discarded.setdefault(item.id, [])
    if world.order is not None and not world.shuffled[0]:
        got.extend(world.order[:max(0, min(n, len(world.order)))])
    elif n > 0 and (world.encounter is None or world.encounter[0] > 0):
        got.append(None)   # cards taken from a deck whose cards (or their order) the scenario does not give


def _record_deck(world, item, target: str, n: int) -> None:
    """``item``'s ``discard_deck`` of ``n`` cards from the deck of ``target``'s player: the top cards of the list
    when it is known (stated, not shuffled, still the whole deck), else one unknown entry when a card may go."""
    from .player_deck_ops import _whole
    who = world.controller.get(target, "")
    got = world.discarded.setdefault(item.id, [])
    z = world.zones.get(who)
    if z is not None and z[1] == 0 or n <= 0:
        return   # nothing is taken from an empty deck
    if z is not None and who in world.deck_orders and not world.deck_shuffled[who] and _whole(world, who, z[1]):
        got.extend(world.deck_orders[who][:min(n, z[1])])
    else:
        got.append(("deck", who))   # cards taken from a deck whose cards (or their order) the scenario does not give


def _icons(place, what: str) -> int:
    """The ``what`` icons printed on one card of the scenario (`WHAT`)."""
    if what == "boost":
        return place.boost
    res = getattr(place, "resources", ())
    return len(res) if what == "resource" else sum(1 for r in res if r == what.split("_", 1)[1])


def count(world, what: str, item) -> int:
    """The ``what`` icons printed on the cards ``item`` discarded from the encounter deck or a player's deck so far
    (0 outside an item); 0 and one undecided line when a discard of the item took cards not known."""
    names = world.discarded.get(item.id, []) if item is not None else []
    unknown = [n for n in names if not isinstance(n, str)]   # None: the encounter deck's; ("deck", player)
    if unknown:
        deck = "the encounter deck's cards" if unknown[0] is None else f"the cards of {unknown[0][1] or 'a'}'s deck"
        name = what if "_" not in what else what.split("_", 1)[1] + " resource"
        line = f"{item.id}: the {name} icons discarded this way are not known ({deck} it " \
               f"discarded are not stated in order)"
        if line not in world.undecided:
            world.undecided.append(line)
        return 0
    return sum(_icons(world._scenario.places[n], what) for n in names)


def check(rest: str) -> str | None:
    """Why ``discarded:<rest>`` is not a count the engine makes (None when it is)."""
    return None if rest in WHAT else f"'per' 'discarded' counts one of {', '.join(WHAT)}, not {rest!r}"


class _Item:
    """The id of an item, all `count` reads of it."""

    def __init__(self, id: str) -> None:
        self.id = id


def count_resolving(world, what: str) -> int:
    """`count` for the item whose effect's condition is tested now (``world.resolving``, set by
    `logic.timing.attack_taken_ops.resolving`): an ``if_state`` ``discarded:<what>`` ("if that card's printed
    resource has [energy]"); 0 outside an item."""
    rid = world.__dict__.get("resolving", "")
    return count(world, what, _Item(rid)) if rid else 0
