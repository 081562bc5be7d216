"""A player's deck stated card by card, top first (issue 15 §3/§5): what a draw takes, and "shuffle your deck".

A scenario may state a player's deck in order (``[[zones]] player = "alice", order = ["a", "b"]``, top first, each
a ``[[cards]]`` entry in zone ``deck`` controlled by that player; every such entry is listed, and the deck count is
the list's length). The world keeps the list (``deck_orders``) and whether its order is still known
(``deck_shuffled``: the item that shuffled it, "" while known). What each operation does (the printed words):

- a count moved off the deck (`World.move`: ``draw`` to the hand, ``discard_deck`` to the discard pile) takes its
  top cards, which go to that player's hand or discard pile;
- ``shuffle_in`` of the discard pile into the deck (`World.move` from the discard pile to the deck) puts the
  player's stated discard cards into the deck, and its order becomes unknown;
- ``shuffle_player_deck`` (target: a character, its player's deck): its cards stay, their order is no longer known;
- a card a search takes (`logic.timing.search_ops`) leaves the list.

Never guessed: a draw or discard from the top after a shuffle, or when the list is no longer the whole deck (a card
moved in by an operation that keeps counts only), moves the count and no named card, and records one line saying
so (``undecided``: the outcome is *not decided*).

Promises: with a deck stated in order, its count is the list's length after a draw, a discard from the top, a
search or a shuffle; the same world and operation give the same world.
"""

from __future__ import annotations

from ..errors import InputError
from .vocab import PLAYER_DECK_OPS

__all__ = ["PLAYER_DECK_OPS", "read_player_orders", "initial", "legal", "apply", "moved", "taken", "outcome_parts",
           "footprint_keys"]



def read_player_orders(data: dict, path: str, places: dict, zones: dict) -> dict[str, tuple[str, ...]]:
    """The ``order`` of each ``[[zones]]`` entry that has one (player -> names, top first), checked: each name a
    ``[[cards]]`` entry in zone ``deck`` of that player, once; every such entry listed; the count its length."""
    out: dict[str, tuple[str, ...]] = {}
    tables = data.get("zones", [])
    for i, zt in enumerate(tables if isinstance(tables, list) else []):
        if not isinstance(zt, dict) or "order" not in zt:
            continue
        where, who, names = f"zones[{i}]", zt.get("player"), zt["order"]
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise InputError(f"'{where}.order' must be a list of card names (top first)", path, f"{where}.order")
        for j, n in enumerate(names):
            p = places.get(n)
            if p is None or p.zone != "deck" or p.controller != who or n in names[:j]:
                raise InputError(f"'{where}.order' names {n!r}: each name once, a [[cards]] entry in zone 'deck' "
                                 f"controlled by {who!r}", path, f"{where}.order[{j}]")
        missing = sorted(n for n, p in places.items() if p.zone == "deck" and p.controller == who and n not in names)
        if missing:
            raise InputError(f"card {missing[0]!r} is in {who}'s deck but not in '{where}.order'", path,
                             f"{where}.order")
        if zones[who].deck != len(names):
            raise InputError(f"'{where}.deck' is {zones[who].deck} but '{where}.order' lists {len(names)} cards", path,
                             f"{where}.deck")
        out[who] = tuple(names)
    return out


def initial(scenario) -> tuple[dict[str, list[str]], dict[str, str]]:
    """The world's player decks in order (player -> names, top first) and their shufflers (none yet)."""
    orders = getattr(scenario, "player_orders", None) or {}
    return {p: list(o) for p, o in orders.items()}, {p: "" for p in orders}


def legal(world, effect, target: str) -> bool:
    """Whether ``shuffle_player_deck`` applies to ``target``: a character (its player's deck)."""
    return target in world.controller


def apply(world, effect, target: str, item=None) -> None:
    """``shuffle_player_deck``: the order of the target's player's deck, when stated, is no longer known."""
    who = world.controller.get(target, "")
    if who in world.deck_orders:
        world.deck_shuffled[who] = world.deck_shuffled[who] or (item.id if item is not None else "an effect")


def _whole(world, who: str, count: int) -> bool:
    """Whether the list is still the whole deck of ``count`` cards: the player's named deck cards, that many."""
    named = {n for n, s in world.spots.items() if s.zone == "deck" and s.whose == who}
    return named == set(world.deck_orders[who]) and count == len(world.deck_orders[who])


def moved(world, who: str, src: int, dst: int, k: int) -> None:
    """After ``k`` cards moved from zone ``src`` to ``dst`` (0 hand, 1 deck, 2 discard) of ``who``'s counts (the
    counts are already moved): the named cards follow (see the module)."""
    if src == 0 and k > 0 and any(s.zone == "hand" and s.whose == who for s in world.spots.values()):
        world.undecided.append(f"hand of {who}: which of its stated cards are taken is not known")   # (`hand_cards`)
    if who not in world.deck_orders or k <= 0:
        return
    order = world.deck_orders[who]
    if src == 1:   # off the top of the deck
        if world.deck_shuffled[who] or not _whole(world, who, world.zones[who][1] + k):
            why = (f"after {world.deck_shuffled[who]} shuffled it" if world.deck_shuffled[who]
                   else "its list is no longer the whole deck")
            world.undecided.append(f"deck of {who}: which cards are taken from its top is not known ({why})")
            return
        for name in order[:k]:
            s = world.spots[name]
            s.zone, s.whose = ("hand" if dst == 0 else "discard"), who
            world.moved.add(name)
        del order[:k]
    elif src == 2 and dst == 1:   # the discard pile shuffled into the deck
        named = [n for n, s in world.spots.items() if s.zone == "discard" and s.whose == who]
        if world.zones[who][2] and named:   # part of the pile: which of its named cards went is not known
            world.undecided.append(f"deck of {who}: which cards of the discard pile were shuffled into it is not "
                                   "known")
        for name, s in (() if world.zones[who][2] else world.spots.items()):
            if s.zone == "discard" and s.whose == who:
                s.zone = "deck"
                world.moved.add(name)
                order.append(name)
        world.deck_shuffled[who] = world.deck_shuffled[who] or "its discard pile shuffled in"


def taken(world, name: str) -> None:
    """Card ``name`` was taken out of a deck (a search): it leaves its player's list."""
    for order in world.deck_orders.values():
        if name in order:
            order.remove(name)


def outcome_parts(world) -> tuple[tuple[tuple[str, tuple[str, ...], str], ...]]:
    """The outcome's player decks: (player, names top first (sorted once shuffled), shuffler "" when known)."""
    return (tuple((p, tuple(sorted(o) if world.deck_shuffled[p] else o), world.deck_shuffled[p])
                  for p, o in sorted(world.deck_orders.items())),)


def footprint_keys(scenario, item) -> set[tuple[str, str]]:
    """What a shuffle of a player's deck reads or writes: that player's zones."""
    return {("zones", scenario.characters[t].controller) for e in item.effects if e.op in PLAYER_DECK_OPS
            for t in e.targets if t in scenario.characters}
