"""Decks other than the encounter deck and the players' decks (issue 15 §5): "Reveal the top card of the infinity stone
deck.", "Put the top card of the gift deck into play.", "Reveal the top card of the Experimental Weapons deck."

A scenario names such a deck (``[[decks]] name = "infinity stone deck"``) and may state its cards in order (``order =
["gem", "orb"]``, top first, each a ``[[cards]]`` entry in area ``named_deck``; every card in that area is listed in
exactly one deck). The deck's name is the target of its operations (`OPS`); no other operation names it. What each
does (the printed words; the rules reference the engine holds has no entry on these decks):

- ``reveal_top_of``: the deck's top card (the first card of its list still in area ``named_deck``) is revealed by the
  item's controller, as `logic.timing.zone_ops`' ``reveal`` reveals a card (where its type sends it is the reveal
  policies'); a card that prints abilities the scenario does not give (``has_text``) is revealed, and what those do
  is recorded as not decided;
- ``put_top_into_play``: the deck's top card enters play, as ``put_into_play`` puts a card (not revealed);
- ``shuffle_top_into``: the deck's top card is shuffled into the encounter deck, as ``shuffle_into`` shuffles a card
  ("Shuffle the top card of the Future Past deck into the encounter deck."): with the encounter deck stated in order,
  its order is then no longer known (`logic.timing.order_ops.after`).

An empty deck: nothing happens (the effect is not done). Never guessed: a deck whose cards are not stated in order
(no ``order``) has no known top card: the effect changes no card and records one line saying so (``undecided``: the
outcome is *not decided*).

Promises: each card stays in exactly one area; the same world, effect and item give the same world.
"""

from __future__ import annotations

from types import SimpleNamespace

from ..errors import InputError
from . import zone_ops

__all__ = ["OPS", "ZONE", "read_decks", "legal", "apply", "footprint_keys"]

OPS: tuple[str, ...] = ("reveal_top_of", "put_top_into_play", "shuffle_top_into")
#: the area of a named deck's cards
ZONE = "named_deck"
_FATE = {"reveal_top_of": "reveal", "put_top_into_play": "put_into_play", "shuffle_top_into": "shuffle_into"}


def read_decks(data: dict, path: str, places: dict, names: set[str]) -> dict[str, tuple[str, ...] | None]:
    """The ``[[decks]]`` tables: each deck's name -> its cards top first (None: not stated), checked: a name used
    once and by nothing else of the scenario (``names``), each card of ``order`` a ``[[cards]]`` entry in area
    ``named_deck`` listed once, every such entry listed."""
    out: dict[str, tuple[str, ...] | None] = {}
    listed: set[str] = set()
    tables = data.get("decks", [])
    if not isinstance(tables, list):
        raise InputError("'decks' must be a list of tables", path, "decks")
    for i, dt in enumerate(tables):
        where = f"decks[{i}]"
        if not isinstance(dt, dict) or set(dt) - {"name", "order"} or not isinstance(dt.get("name"), str) \
                or not dt["name"]:
            raise InputError(f"'{where}' is a table with a 'name' (and an 'order', top first)", path, where)
        name = dt["name"]
        if name in names or name in out:
            raise InputError(f"'{where}.name' {name!r} names something else of the scenario", path, f"{where}.name")
        order = dt.get("order")
        if order is not None:
            if not isinstance(order, list) or not all(isinstance(n, str) for n in order):
                raise InputError(f"'{where}.order' must be a list of card names (top first)", path, f"{where}.order")
            for j, n in enumerate(order):
                p = places.get(n)
                if p is None or p.zone != ZONE or n in listed:
                    raise InputError(f"'{where}.order' names {n!r}: each name once, a [[cards]] entry in zone "
                                     f"{ZONE!r}", path, f"{where}.order[{j}]")
                listed.add(n)
            order = tuple(order)
        out[name] = order
    missing = sorted(n for n, p in places.items() if p.zone == ZONE and n not in listed)
    if missing:
        raise InputError(f"card {missing[0]!r} is in zone {ZONE!r} but in no deck's 'order'", path, "decks")
    return out


def legal(world, effect, target: str) -> bool:
    """Whether ``effect`` can act on ``target``: a deck the scenario names."""
    return target in (getattr(world._scenario, "named_decks", None) or {})


def apply(world, effect, target: str, item, policies) -> None:
    """Reveal, put into play, or shuffle into the encounter deck, the top card of deck ``target`` (`legal` holds; see
    the module)."""
    order = world._scenario.named_decks[target]
    if order is None:
        world.undecided.append(f"{target}: its top card is not known: the scenario does not state its cards in order")
        return
    top = next((n for n in order if world.spots[n].zone == ZONE), None)
    if top is None:
        return
    op = _FATE[effect.op]
    zone_ops.apply(world, SimpleNamespace(op=op, card="", from_zone=""), top, item, policies)
    if op == "shuffle_into":   # into the encounter deck: its order is no longer known (`order_ops`)
        from . import order_ops
        order_ops.after(world, SimpleNamespace(op=op), top, item)
    if op == "reveal" and world._scenario.places[top].has_text:
        world.undecided.append(f"{target}: {top} is revealed: what its abilities do is not decided")


def footprint_keys(scenario, item) -> set[tuple[str, str]]:
    """What ``item`` reads or writes of a named deck: the deck and each card of its list (and the encounter deck, for
    a card shuffled into it)."""
    keys: set[tuple[str, str]] = set()
    decks = getattr(scenario, "named_decks", None) or {}
    for e in item.effects:
        if e.op in OPS:
            for t in e.targets:
                keys |= {("zones", t)} | {("thing", n) for n in (decks.get(t) or ())}
            if e.op == "shuffle_top_into":
                keys |= {("zones", "encounter_deck")} | {("thing", n) for n in (scenario.encounter_order or ())}
    return keys
