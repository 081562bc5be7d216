"""Decks whose cards are known, in order (issue 15 §3/§5): the encounter deck stated card by card, top first.

A scenario may state the encounter deck's cards in order (``[encounter] order = ["a", "b"]``, top first, each a
``[[cards]]`` entry in area ``encounter_deck`` with its printed ``type`` and ``traits``; every card placed in that
area is in the list): the deck's count is then the list's length. The world keeps the list (``order``, None when
not stated) and whether its order is still known (``shuffled``: the item that shuffled it, "" while known). What
each operation does (game function: the printed words say it, no rule decides more):

- ``discard_until`` (target `ENCOUNTER`; ``card``: the type sought, "" any card; ``trait``: a trait it must print,
  "" any): the top card of the encounter deck is discarded (to the encounter discard pile), and the next, and so
  on, the filter tested on each card as it is discarded, until one that passes is: it stays in the discard pile
  (what the text does with it next is another effect of the ability), or with ``found = "reveal"`` ("... until a
  minion is discarded, and reveal it") it is revealed from there, as ``reveal_top`` reveals a card, with ``found =
  "put_into_play"`` ("Put that minion into play") it enters play from there (not revealed), and with ``engaged``
  (a player: "... into play engaged with you") it is engaged with that player (`logic.timing.engage_ops`' world,
  listed in the outcome's engagements); the cards
  discarded count as ``milled``. With a character as target, the same on its player's deck stated in order
  (`logic.timing.player_deck_ops`' list: the cards go to that player's discard pile), and ``found =
  "return_to_hand"`` ("then add that card to your hand") puts the card it stops at in that player's hand;
- ``shuffle_deck`` (target `ENCOUNTER`): the encounter deck is shuffled: its cards stay, their order is no longer
  known (the engine never picks one);
- ``shuffle_each_in`` (target `ENCOUNTER`; ``card``, ``trait``: the filter, as ``discard_until``'s): each card of the
  encounter discard pile that passes it is shuffled into the encounter deck (its order then unknown, as any card
  entering it makes it); with none there, nothing moves and the order is kept (the printed words shuffle those
  cards in, and there are none); a discard pile not stated card by card (its count more than its named cards) may
  hold one that passes: *not decided*;
- ``reveal_top`` (target `ENCOUNTER`): its top card is revealed by the item's controller, as `logic.timing.zone_ops`'
  ``reveal`` reveals a card (where its type sends it is the reveal policies'; a treachery waits for its discard);
  a card that prints abilities the scenario does not give (``has_text``) is revealed, and what those do is not
  decided (an invented card with no text does nothing more);
- the operations of `logic.timing.deck_ops` and `logic.timing.zone_ops` keep the list: ``discard_encounter`` and
  ``deal_encounter`` take its top cards (`before`: to the encounter discard pile, dealt to the player); a named
  card that leaves the encounter deck leaves the list, and a card shuffled into it (``shuffle_into``, or the
  encounter discard pile by ``shuffle_in``) makes the order unknown (`after`; the count is then `deck_ops`', the
  list holding the named cards only).

Never guessed: an operation that needs to know which card is on top when the deck's cards are not stated, after a
shuffle, or when the deck runs out before ``discard_until``'s filter passes (no rules entry the engine holds says
what follows), changes no card and records one line saying so, naming the deck (``undecided``): an outcome with
such a line is *not decided* (`logic.situation.answer` lists it among what was not read).

Promises: with the order stated, the encounter deck's count is the list's length after every operation, and each
card of the list has its spot in area ``encounter_deck``; the same world, effect and item give the same world.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import InputError
from . import engage_ops, player_deck_ops, zone_ops
from .vocab import ENCOUNTER, ORDER_OPS

__all__ = ["ORDER_OPS", "fits", "read_order", "initial", "legal", "apply", "before", "after", "outcome_parts",
           "footprint_keys", "matches"]


def read_order(data: dict, path: str, places: dict, encounter: tuple[int, int] | None):
    """The ``[encounter]`` table's ``order`` (top first; None when absent) and the encounter counts it makes
    (``deck`` is the list's length). Each name must be a ``[[cards]]`` entry in area ``encounter_deck``, once, and
    every such entry must be listed; a ``deck`` count stated beside the list must equal its length."""
    et = data.get("encounter")
    if not isinstance(et, dict) or "order" not in et:
        return None, encounter
    names = et["order"]
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise InputError("'encounter.order' must be a list of card names (top first)", path, "encounter.order")
    for i, n in enumerate(names):
        p = places.get(n)
        if p is None or p.zone != "encounter_deck" or n in names[:i]:
            raise InputError(f"'encounter.order' names {n!r}: each name once, a [[cards]] entry with zone "
                             "'encounter_deck'", path, f"encounter.order[{i}]")
    missing = sorted(n for n, p in places.items() if p.zone == "encounter_deck" and n not in names)
    if missing:
        raise InputError(f"card {missing[0]!r} is in the encounter deck but not in 'encounter.order'", path,
                         "encounter.order")
    if "deck" in et and et["deck"] != len(names):
        raise InputError(f"'encounter.deck' is {et['deck']} but 'encounter.order' lists {len(names)} cards", path,
                         "encounter.deck")
    return tuple(names), (len(names), encounter[1] if encounter else 0)


def initial(scenario) -> tuple[list[str] | None, list[str], list[str]]:
    """The world's encounter deck list (None when not stated), its shuffler (none yet: ``[""]``) and the
    undecided lines (none yet)."""
    order = getattr(scenario, "encounter_order", None)
    return (list(order) if order is not None else None), [""], []


def legal(world, effect, target: str) -> bool:
    """Whether ``discard_until`` / ``shuffle_deck`` / ``reveal_top`` applies to ``target``: the encounter deck, or for
    ``discard_until`` a character too (its player's deck)."""
    return target == ENCOUNTER or (effect.op == "discard_until" and target in world.controller)


def fits(place, effect) -> bool:
    """Whether the card at ``place`` (a ``[[cards]]`` entry) is of the type (``effect.card``, "" any) and has the
    trait (``effect.trait``, "" any; case aside) that ``effect`` looks for."""
    if effect.card and place.type != effect.card:
        return False
    return not effect.trait or effect.trait.lower() in {t.lower() for t in place.traits}


def _passes(world, name: str, effect) -> bool:
    """Whether card ``name`` is of the type and has the trait ``effect`` looks for (`fits`)."""
    return fits(world._scenario.places[name], effect)


def _unknown(world, why: str) -> None:
    world.undecided.append(f"{ENCOUNTER}: {why}")


def _top_unknown(world, what: str) -> bool:
    """Whether the top of the encounter deck is not known for ``what`` (recorded as undecided when so)."""
    if world.order is None:
        _unknown(world, f"{what} needs the encounter deck's cards in order, which the situation does not state")
        return True
    if world.shuffled[0]:
        _unknown(world, f"{what} comes after {world.shuffled[0]} shuffled the encounter deck: its order is not known")
        return True
    return False


def _to(world, name: str, zone: str, whose: str = "") -> None:
    s = world.spots[name]
    s.zone, s.whose, s.attached_to = zone, whose, ""
    world.moved.add(name)


def apply(world, effect, target: str, item=None, policies=None) -> None:
    """Apply ``discard_until``, ``shuffle_deck``, ``reveal_top`` or ``shuffle_each_in`` (`legal` holds; see the
    module)."""
    by = item.id if item is not None else "an effect"
    if effect.op == "shuffle_deck":
        if world.order is not None:
            world.shuffled[0] = by
        return
    if effect.op == "reveal_top":
        _reveal_top(world, effect, item, policies or {})
        return
    if effect.op == "shuffle_each_in":
        _shuffle_each_in(world, effect)
        return
    sought = " ".join(x for x in (effect.trait, effect.card or "card") if x)
    if target != ENCOUNTER:   # a player's deck stated in order (`player_deck_ops`)
        _until_in_deck(world, effect, world.controller.get(target, ""), sought)
        return
    if _top_unknown(world, f"discarding until a {sought} is discarded"):
        return
    while world.order:
        name = world.order.pop(0)
        _to(world, name, "encounter_discard")
        world.encounter[0] -= 1
        world.encounter[1] += 1
        world.milled[0] += 1
        if _passes(world, name, effect):
            if getattr(effect, "found", "") == "reveal":   # "... is discarded, and reveal it" (the card it stops at)
                world.encounter[1] -= 1
                _reveal(world, effect, name, item, policies or {}, "discarded until found and revealed")
            elif getattr(effect, "found", "") == "put_into_play":   # "Put that minion into play" (not revealed)
                world.encounter[1] -= 1
                zone_ops.apply(world, replace(effect, op="put_into_play", targets=(name,), card=""), name, item,
                               policies or {})
                if getattr(effect, "engaged", ""):   # "... into play engaged with you" (`engage_ops`' world)
                    engage_ops.engaged(world)[name] = effect.engaged
                    world.__dict__["engaged_changed"].add(name)
            return
    _unknown(world, f"it ran out before a {sought} was discarded (what follows is no rules entry the engine holds)")


def _reveal_top(world, effect, item, policies) -> None:
    """The top card of the encounter deck is revealed (`zone_ops`' ``reveal``: where its type and the policies
    send it); a card that prints abilities the scenario does not give (``has_text``) is revealed, and what it does
    is recorded as not decided."""
    if _top_unknown(world, "revealing its top card"):
        return
    if not world.order:
        _unknown(world, "revealing its top card finds it empty (what follows is no rules entry the engine holds)")
        return
    name = world.order.pop(0)
    world.encounter[0] -= 1
    _reveal(world, effect, name, item, policies, "revealed from it")


def _shuffle_each_in(world, effect) -> None:
    """Each card of the encounter discard pile that passes the filter goes into the encounter deck (its order then
    unknown, `after`); not decided when the pile holds cards the situation does not state (one may pass)."""
    named = [n for n, s in world.spots.items() if s.zone == "encounter_discard"]
    sought = " ".join(x for x in (effect.trait, effect.card or "card") if x)
    if world.encounter is None or world.encounter[1] != len(named):
        _unknown(world, f"shuffling each {sought} of its discard pile into it: the pile holds cards the situation "
                        "does not state, which may be among them")
        return
    moved = [n for n in named if _passes(world, n, effect)]
    for n in moved:
        _to(world, n, "encounter_deck")
    world.encounter[1] -= len(moved)
    world.encounter[0] += len(moved)


def _until_in_deck(world, effect, who: str, sought: str) -> None:
    """``discard_until`` on player ``who``'s deck: its top cards (the list of `player_deck_ops`) go one by one to that
    player's discard pile until one passes the filter, which stays there or, with ``found = "return_to_hand"``, goes
    to that player's hand; not decided when the list is not the whole deck in a known order, or runs out first."""
    order = world.deck_orders.get(who)
    what = f"deck of {who}: discarding until {'an' if sought[0] in 'aeiouAEIOU' else 'a'} {sought} is discarded"
    if order is None or world.deck_shuffled[who] or not player_deck_ops._whole(world, who, world.zones[who][1]):
        why = (f"comes after {world.deck_shuffled[who]} shuffled it" if order is not None and world.deck_shuffled[who]
               else "needs its cards in order, which the situation does not state")
        world.undecided.append(f"{what} {why}")
        return
    z = world.zones[who]
    while order:
        name = order.pop(0)
        _to(world, name, "discard", who)
        z[1], z[2] = z[1] - 1, z[2] + 1
        if _passes(world, name, effect):
            if getattr(effect, "found", "") == "return_to_hand":   # "then add that card to your hand"
                _to(world, name, "hand", who)
                z[2], z[0] = z[2] - 1, z[0] + 1
            return
    world.undecided.append(f"{what}: it ran out first (what follows is no rules entry the engine holds)")


def _reveal(world, effect, name: str, item, policies, how: str) -> None:
    """Card ``name`` (out of the encounter deck, or its discard pile: its count already taken) is revealed
    (`zone_ops`' ``reveal``); a treachery waiting for its discard counts in the discard pile again; a card that prints
    abilities the scenario does not give is recorded as not decided."""
    zone_ops.apply(world, replace(effect, op="reveal", targets=(name,), card=""), name, item, policies)
    if name in world.pending_discard:   # a treachery, discarded once its reveal is over (`zone_ops.settle`)
        world.encounter[1] += 1
    if world._scenario.places[name].has_text:
        _unknown(world, f"{name} was {how}; its printed abilities are not stated, so what they do is not known")


def before(world, effect, target: str, n: int) -> None:
    """Before ``discard_encounter`` / ``deal_encounter`` (amount ``n``) with the order stated: its top cards go to
    the encounter discard pile, or are dealt to ``target``'s player (the counts are `deck_ops`')."""
    if world.order is None or effect.op not in ("discard_encounter", "deal_encounter"):
        return
    k = min(n, len(world.order))
    if k and world.shuffled[0]:
        _unknown(world, f"which cards {effect.op.replace('_', ' ')} takes comes after {world.shuffled[0]} "
                        "shuffled the encounter deck: its order is not known")
        return
    for name in world.order[:k]:
        if effect.op == "discard_encounter":
            _to(world, name, "encounter_discard")
        else:
            _to(world, name, "dealt", world.controller.get(target, ""))
    del world.order[:k]


def after(world, effect, target: str, item=None) -> None:
    """After any other operation, with the order stated: a listed card no longer in the encounter deck leaves the
    list; a card that entered it (named, or the discard pile shuffled in) makes the order unknown."""
    if world.order is None:
        return
    world.order[:] = [n for n in world.order if world.spots[n].zone == "encounter_deck"]
    entered = [n for n, s in world.spots.items() if s.zone == "encounter_deck" and n not in world.order]
    pile_in = effect.op == "shuffle_in" and target == ENCOUNTER
    if entered or pile_in:
        world.order.extend(entered)   # its cards (and, from a pile, perhaps unnamed ones), in an order not known
        world.shuffled[0] = world.shuffled[0] or (item.id if item is not None else "an effect")


def outcome_parts(world) -> tuple[tuple[str, ...] | None, str, tuple[str, ...]]:
    """The outcome's encounter deck list (None when not stated; by name once shuffled), its shuffler ("" when its
    order is known) and the undecided lines."""
    if world.order is None:
        return None, world.shuffled[0], tuple(world.undecided)
    cards = sorted(world.order) if world.shuffled[0] else world.order   # shuffled: no order is implied
    return tuple(cards), world.shuffled[0], tuple(world.undecided)


def footprint_keys(scenario, item) -> set[tuple[str, str]]:
    """What ``item`` reads or writes of the encounter deck when its order is stated: the deck and every card of the
    list, for an operation on the deck or on a card that is (or may go) there."""
    keys: set[tuple[str, str]] = set()
    for e in item.effects:   # shuffle_each_in: the encounter's piles, and every card it may move
        if e.op == "shuffle_each_in":
            keys |= {("zones", ENCOUNTER)} | {("thing", n) for n, p in scenario.places.items() if fits(p, e)}
    for e in item.effects:   # discard_until on a player's deck: that player's zones and listed cards
        for t in (e.targets if e.op == "discard_until" else ()):
            if t in scenario.characters:
                who = scenario.characters[t].controller
                keys |= {("zones", who)} | {("thing", n) for n in (scenario.player_orders or {}).get(who, ())}
    order = getattr(scenario, "encounter_order", None)
    if order is None:
        return keys
    for e in item.effects:
        if e.op in ORDER_OPS or e.op in ("discard_encounter", "deal_encounter", "shuffle_in", "shuffle_into") \
                or any(t in order for t in e.targets):
            return keys | {("zones", ENCOUNTER)} | {("thing", n) for n in order}
    return keys


def matches(actual: dict, name: str, fields) -> bool:
    """Whether an expected outcome's entry ``name = fields`` holds in ``actual`` (an ``Outcome.to_json``): the
    encounter deck (`ENCOUNTER` ``= { deck, discard, cards }``: its counts and its cards top first) or a placed
    card's area (``{ area = "encounter_discard" }``, perhaps ``whose``, and ``engaged_with``: the player an effect
    engaged it with, "" none, `engage_ops`)."""
    if not isinstance(fields, dict) or not fields:
        return False
    if name == ENCOUNTER:
        order = actual.get("encounter_order")
        got = {**actual.get("encounter", {}), **({"cards": order["cards"]} if order else {})}
        return all(k in got and got[k] == v for k, v in fields.items())
    p = actual.get("places", {}).get(name)
    got = dict(p or {}, engaged_with=actual.get("engaged", {}).get(name, ""))   # (`engage_ops`)
    return p is not None and set(fields) <= {"area", "whose", "engaged_with"} \
        and all(got.get(k, "") == v for k, v in fields.items())
