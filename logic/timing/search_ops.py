"""Searches (issue 15 §3/§5): "search the encounter deck (and discard pile) for X and reveal it", "search your deck
(and discard pile) for X and add it to your hand".

An effect ``search_for`` looks through piles for one card that matches, and does one thing with the card it finds:

- ``target``: `ENCOUNTER` (the encounter deck, and its discard pile with ``piles = ["deck", "discard"]``) or a
  character (its player's deck, and discard pile);
- what matches (``card``: a printed type, "" any; ``trait``: a printed trait, "" any; ``names``: the names of the
  cards that may match, when the text names a card, () any): a ``[[cards]]`` entry with that type and trait;
- ``top``: N, only the top N cards of the deck are looked through (``piles = ["deck"]``; its order must be known:
  the encounter deck's `logic.timing.order_ops` list, a player's `logic.timing.player_deck_ops` list);
- ``by``: the player who searches the encounter's piles, when printed ("the first player searches ..."): the one
  who reveals the card found ("" the resolving item's controller);
- ``found``: what happens to the card found: ``reveal`` (as the zone operation ``reveal``: the policies say whether
  it enters play), ``put_into_play``, ``return_to_hand`` (to its pile's player's hand), ``shuffle_into`` (into the
  deck of its pile: its player's deck, or the encounter deck; a deck stated in order keeps the card in its list and
  its order is no longer known: "shuffle 1 Spell card from your discard pile into your deck", read as a search of
  that pile, `logic.situation.applicable_pile_shuffle`), ``attach`` (attached to the card or character ``host``, as
  the zone operation ``attach``: an attachment found enters play attached, Attachment p1.b1, the policy
  ``attach_enters_play``, without which it is *not decided*; a host not in play: the card cannot be attached and what
  becomes of it is not told, *not decided*), or "" (taken out of the pile, set
  aside: what the text does with it is not said).

What the printed words say, no rules entry the engine holds deciding more (the rules reference has no entry on
searching). Which card is found, when several match, is the searching player's pick: the engine never guesses it;
each candidate is a branch of the outcome (as each option of a choice is, `logic.timing.choice_ops`), the pick
``<item>#found = k`` naming the k-th card of `candidates` (``<item>@<j>#found`` for the j-th search of an item: "each
player searches ...", one search per player, each its own pick) (every ``[[cards]]`` entry that matches, wherever it is
at the start: an earlier effect may move it into or out of the piles). At resolution the k-th candidate is found
when it is in a searched pile; otherwise the first candidate that is there (that branch's outcome is another
branch's); none there: nothing is found, and nothing happens to any card.

Never guessed: a search with no branch for its pick (a run given no picks) and
more than one match changes nothing and records why; a pile whose cards are not all stated (the encounter deck without ``[encounter] order`` or with more
cards than listed, a discard pile or a player's deck or discard pile whose count is not the number of cards stated
in it, a player whose zones are not stated) may hold an unnamed card that matches: the effect changes nothing and
records one line saying so (``undecided``: the outcome is *not decided*). A card found and revealed that prints
abilities the scenario does not give (``has_text``) is not decided either.

Promises: the counts of the piles searched stay their stated cards' number; the same world, effect, item and pick
give the same world; every pick of `branches` resolves.
"""

from __future__ import annotations

from types import SimpleNamespace

from ..errors import InputError
from . import player_deck_ops, zone_ops
from .order_ops import fits
from .vocab import ENCOUNTER, SEARCH_OPS

__all__ = ["SEARCH_OPS", "FOUND_FATES", "PILES", "read_search", "candidates", "branch_keys", "found_picks", "legal",
           "apply", "footprint_keys"]

#: what happens to the card found ("" set aside)
FOUND_FATES: tuple[str, ...] = ("", "reveal", "put_into_play", "return_to_hand", "shuffle_into", "attach")
#: the piles a search looks through
PILES: tuple[str, ...] = ("deck", "discard")
_KEY = "#found"


def read_search(ef: dict, op: str, targets: tuple, path: str, place: str) -> dict:
    """The search's own keys of effect table ``ef`` (``piles``, ``names``, ``found``), checked: {} for any other
    op (where these keys are refused), save ``found = "reveal"`` of a ``discard_until`` (`order_ops`)."""
    mine = {k: ef[k] for k in ("piles", "names", "found", "top", "by", "host") if k in ef}
    if "engaged" in ef and op == "put_into_play" and not mine:   # a card put into play engaged (`zone_ops`)
        if not isinstance(ef["engaged"], str) or not ef["engaged"]:
            raise InputError(f"'{place}.engaged' is the player the card enters play engaged with", path,
                             f"{place}.engaged")
        return {"engaged": ef["engaged"]}
    if "engaged" in ef:   # the card a discard_until found, put into play engaged with a player (`order_ops`)
        if op != "discard_until" or ef.get("found") != "put_into_play" or not isinstance(ef["engaged"], str) \
                or not ef["engaged"]:
            raise InputError(f"'{place}.engaged' is the player the card a 'discard_until' with found = "
                             "'put_into_play' (or a 'put_into_play') enters play engaged with", path,
                             f"{place}.engaged")
    if op == "discard_until" and set(mine) <= {"found"}:   # the card it stops at, revealed (`order_ops`)
        if mine.get("found", "") not in (("", "reveal", "put_into_play") if targets == (ENCOUNTER,)
                                         else ("", "return_to_hand")):
            raise InputError(f"'{place}.found' of a 'discard_until' effect is 'reveal' or 'put_into_play' (the "
                             "encounter deck), 'return_to_hand' (a player's deck) or ''", path, f"{place}.found")
        return ({"found": mine["found"]} if mine.get("found") else {}) | \
            ({"engaged": ef["engaged"]} if "engaged" in ef else {})
    if op not in SEARCH_OPS:
        if mine:
            k = next(iter(mine))
            raise InputError(f"'{place}.{k}' belongs to a 'search_for' effect", path, f"{place}.{k}")
        return {}
    if len(targets) != 1:
        raise InputError(f"a 'search_for' effect's target is {ENCOUNTER!r} or one character (its player's piles)",
                         path, f"{place}.target")
    piles = mine.get("piles", ["deck"])
    if not isinstance(piles, list) or not piles or any(p not in PILES for p in piles) or len(set(piles)) != len(piles):
        raise InputError(f"'{place}.piles' is a list of {', '.join(PILES)}", path, f"{place}.piles")
    names = mine.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
        raise InputError(f"'{place}.names' is a list of card names", path, f"{place}.names")
    found = mine.get("found", "")
    if found not in FOUND_FATES:
        raise InputError(f"'{place}.found' is one of {', '.join(repr(f) for f in FOUND_FATES)}", path,
                         f"{place}.found")
    top = mine.get("top", 0)
    if not isinstance(top, int) or isinstance(top, bool) or top < 0 or (top and piles != ["deck"]):
        raise InputError(f"'{place}.top' is a number of cards from the top of the deck (piles = [\"deck\"])", path,
                         f"{place}.top")
    by = mine.get("by", "")
    if not isinstance(by, str) or (by and targets != (ENCOUNTER,)):
        raise InputError(f"'{place}.by' is the player who searches the encounter's piles", path, f"{place}.by")
    host = mine.get("host", "")
    if (found == "attach") != bool(host) or not isinstance(host, str):
        raise InputError(f"'{place}.host' is the card the card found is attached to (found = 'attach'), and only "
                         "then", path, f"{place}.host")
    return {"piles": tuple(piles), "names": tuple(names), "found": found, "top": top, **({"by": by} if by else {}),
            **({"host": host} if host else {})}


def _zones(scenario, effect, target: str) -> tuple[tuple[str, str], ...]:
    """The (area, whose) pairs the search looks through."""
    if target == ENCOUNTER:
        return tuple(({"deck": "encounter_deck", "discard": "encounter_discard"}[p], "") for p in effect.piles)
    who = scenario.characters[target].controller
    return tuple((p, who) for p in effect.piles)


def _matches(place, name: str, effect) -> bool:
    """Whether card ``name`` at ``place`` is one of the names sought (any when none) and of the type and trait
    sought (`order_ops.fits`)."""
    return (not effect.names or name in effect.names) and fits(place, effect)


def candidates(scenario, effect) -> tuple[str, ...]:
    """The ``[[cards]]`` entries ``effect`` may find, by name (each a branch), wherever they are at the start."""
    return tuple(sorted(n for n, p in scenario.places.items() if _matches(p, n, effect)))


def _pick_id(item_id: str, j: int) -> str:
    """The id a pick of the ``j``-th search (1-based) of item ``item_id`` is kept under: the item's id for the first,
    ``<item>@<j>`` for the others ("each player searches ...": one search per player)."""
    return item_id if j == 1 else f"{item_id}@{j}"


def branch_keys(scenario, items) -> list[tuple[str, int]]:
    """For each search with candidates of the items ``items`` (ids): (``<item>#found``, how many branches), or
    ``<item>@<j>#found`` for its ``j``-th search."""
    out = []
    for a in items:
        searches = [e for e in scenario.item(a).effects if e.op in SEARCH_OPS]
        for j, e in enumerate(searches, 1):
            if candidates(scenario, e):
                out.append((_pick_id(a, j) + _KEY, len(candidates(scenario, e))))
    return out


def found_picks(picks) -> dict[str, int]:
    """The searches' picks among ``picks`` (item id -> the candidate, 1-based)."""
    return {a[:-len(_KEY)]: k for a, k in dict(picks or {}).items() if a.endswith(_KEY)}


def legal(world, effect, target: str) -> bool:
    """Whether ``search_for`` applies to ``target``: the encounter's piles, or a character's player's."""
    return target == ENCOUNTER or target in world._scenario.characters


def _stated(world, zone: str, whose: str) -> bool:
    """Whether every card of pile (``zone``, ``whose``) is a stated card (its count is their number)."""
    named = sum(1 for s in world.spots.values() if s.zone == zone and s.whose == whose)
    if zone == "encounter_deck":
        return world.order is not None and world.encounter is not None and world.encounter[0] == named
    if zone == "encounter_discard":
        return world.encounter is not None and world.encounter[1] == named
    z = world.zones.get(whose)
    return z is not None and z[1 if zone == "deck" else 2] == named


def _count(world, zone: str, whose: str, delta: int) -> None:
    if zone.startswith("encounter_"):
        if world.encounter is not None:
            world.encounter[0 if zone == "encounter_deck" else 1] += delta
    elif whose in world.zones:
        world.zones[whose][{"hand": 0, "deck": 1, "discard": 2}[zone]] += delta


def apply(world, effect, target: str, item=None) -> None:
    """Apply ``search_for`` (`legal` holds; see the module): the card of this branch's pick is found, and its fate
    done; nothing found when no match is in the piles; not decided when a pile is not stated card by card."""
    sc = world._scenario
    zones = _zones(sc, effect, target)
    host = getattr(effect, "host", "")
    for zone, whose in zones:
        if not _stated(world, zone, whose):
            pile = {"encounter_deck": "encounter deck", "encounter_discard": "encounter discard pile",
                    "deck": f"deck of {whose}", "discard": f"discard pile of {whose}"}[zone]
            world.undecided.append(f"{_what(effect)}: the {pile} holds cards the situation does not state, one of "
                                   f"which may be the card found")
            return
    cands = candidates(sc, effect)
    there = [n for n in cands if (world.spots[n].zone, world.spots[n].whose) in zones]
    if effect.top:   # the top N cards only: the deck's order must be known
        order, shuffled = ((world.order, world.shuffled[0]) if target == ENCOUNTER else
                           (world.deck_orders.get(zones[0][1]), world.deck_shuffled.get(zones[0][1], "")))
        if order is None or shuffled:
            world.undecided.append(f"search: the top {effect.top} cards of the {zones[0][0].replace('_', ' ')} are not "
                                   "known (" + (f"after {shuffled} shuffled it)" if shuffled else "its order is not stated)"))
            return
        there = [n for n in there if n in order[:effect.top]]
    if not there:
        return   # nothing found: no card moves
    picks = getattr(world, "found_picks", {})
    j = next((i for i, e in enumerate((e for e in item.effects if e.op in SEARCH_OPS), 1) if e is effect), 0) \
        if item is not None else 0
    k = picks.get(_pick_id(item.id, j)) if j else None
    if k is None and len(there) > 1:   # no branch for this search (no picks given)
        world.undecided.append(f"{_what(effect)}: {len(there)} cards match ({', '.join(there)}); which one is found "
                               "is the searching player's pick, and this run has no branch for it")
        return
    name = cands[k - 1] if k is not None and 0 < k <= len(cands) and cands[k - 1] in there else there[0]
    if effect.found == "attach" and (host == name or not zone_ops._there(world, host)):
        world.undecided.append(f"search: {name} was found and cannot be attached to {host}, which is not in play; "
                               "what becomes of it is not told")
        return
    if effect.found == "attach" and not world.policies.get("attach_enters_play", False):
        world.undecided.append(f"search: {name} was found to be attached to {host}; whether a card attached from "
                               "outside play enters play is the policy attach_enters_play, not in force")
        return
    s = world.spots[name]
    _count(world, s.zone, s.whose, -1)
    if world.order is not None and name in world.order:
        world.order.remove(name)
    player_deck_ops.taken(world, name)   # a player's deck stated in order keeps its list
    who = s.whose
    fate = effect.found
    if fate == "reveal":
        by = getattr(effect, "by", "")   # "the first player searches ... and reveals it": that player reveals it
        revealer = SimpleNamespace(id=item.id, controller=by) if by and item is not None else item
        zone_ops.apply(world, SimpleNamespace(op="reveal", card="", from_zone=""), name, revealer, world.policies)
        if sc.places[name].has_text:
            world.undecided.append(f"search: {name} was found and revealed; its printed abilities are not stated, so "
                                   "what they do is not known")
    elif fate == "put_into_play":
        zone_ops._move(world, name, "play")
    elif fate == "return_to_hand":
        hand = who or s.owner or (item.controller if item is not None else "") or ""
        zone_ops._move(world, name, "hand", hand)
        _count(world, "hand", hand, 1)
    elif fate == "shuffle_into":
        _shuffle_into(world, name, s.zone, who, item)
    elif fate == "attach":   # as the zone operation: an attachment enters play attached (`attach_enters_play`)
        zone_ops.apply(world, SimpleNamespace(op="attach", card=host, from_zone=""), name, item, world.policies)
    else:
        zone_ops._move(world, name, "set_aside")


def _what(effect) -> str:
    """How an undecided line names ``effect``: "shuffle" for a card of a discard pile shuffled into its deck, else
    "search"."""
    return "shuffle" if effect.found == "shuffle_into" and effect.piles == ("discard",) else "search"


def _shuffle_into(world, name: str, zone: str, whose: str, item) -> None:
    """Card ``name`` (taken out of pile ``zone`` of ``whose``) goes into that pile's deck (the encounter deck for the
    encounter's piles, else player ``whose``'s deck); a deck stated in order lists it, and its order is no longer
    known."""
    by = item.id if item is not None else "an effect"
    if zone.startswith("encounter_"):
        zone_ops._move(world, name, "encounter_deck")
        _count(world, "encounter_deck", "", 1)
        if world.order is not None:
            world.order.append(name)
            world.shuffled[0] = world.shuffled[0] or by
        return
    zone_ops._move(world, name, "deck", whose)
    _count(world, "deck", whose, 1)
    if whose in world.deck_orders:
        world.deck_orders[whose].append(name)
        world.deck_shuffled[whose] = world.deck_shuffled[whose] or by


def footprint_keys(scenario, item) -> set[tuple[str, str]]:
    """What a search of ``item`` reads or writes: the piles it looks through and every card it may find."""
    keys: set[tuple[str, str]] = set()
    for e in item.effects:
        if e.op in SEARCH_OPS:
            t = e.targets[0]
            keys.add(("zones", ENCOUNTER if t == ENCOUNTER else scenario.characters[t].controller))
            keys |= {("thing", n) for n in candidates(scenario, e)}
            if getattr(e, "host", ""):   # the card the card found is attached to
                keys.add(("thing", e.host))
            if scenario.encounter_order is not None and t == ENCOUNTER:
                keys |= {("thing", n) for n in scenario.encounter_order}
    return keys
