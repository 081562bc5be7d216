"""Zone operations of the effect interpreter: named cards moving between areas (`logic.timing.vocab.ZONE_OPS`).

The world keeps, for each card a scenario places (``[[cards]]`` with a ``zone``) and for each character, a
`Spot`: its area (`logic.timing.vocab.ZONES`), whose area it is (a player, or "" for the encounter deck, its
discard pile and the play area), its printed type, owner and controller, and the card it is attached to. What
each operation does is game function; where the rules decide (which revealed cards enter play, whether a
treachery is discarded, whose pile a card goes to, whether attaching brings a card into play) a policy says,
each on only when the rule base's clauses entail it (`logic.timing.vocab.ZONE_POLICIES`):

- ``reveal``: a card not in play (nor removed from the game) is turned face up; a type with its
  ``reveal_<type>_enters_play`` policy on enters play (attached to ``card`` when the effect names one), any
  other is placed in front of the revealing player (the item's controller), out of play; under
  ``reveal_treachery_discarded`` a revealed treachery goes to the encounter discard pile once the items right
  after it that are When Revealed abilities of that card have resolved (`settle`);
- ``attach``: the card is attached to ``card`` (which must be there: a character in play, a scheme, a card in
  play); a card outside play enters play doing so only under ``attach_enters_play``, else it stays where it is;
- ``discard_card``: a card not in a discard pile (nor removed) goes to the discard pile of its owner under
  ``owner_areas`` (else of the player whose area it was in, its controller when in play); an encounter card
  (no owner) to the encounter discard pile; a card of a player's hand leaves that hand's count (`hand_left`); with
  ``card``, to the discard pile of the deck ``card`` names ("Invocation deck": a deck with a pile of its own, the
  printed words of `logic.situation.trait_pile`), whose area ``card`` is;
- ``put_into_play``: a card out of play (not removed) enters play under its controller (it is not revealed),
  or, with ``card``, under the control of that player ("put it into play under your control": the ability says who
  controls it, Ownership and Control p1.b3); with ``engaged`` (a player: "put it into play engaged with the first
  player"), engaged with that player (`logic.timing.engage_ops`' world, listed in the outcome's engagements; set by
  `logic.timing.effects`, which holds both modules);
- ``return_to_hand``: a card not in a hand goes to its owner's hand under ``owner_areas`` (else its
  controller's); a card no player owns or controls has no hand to go to: the effect does not apply;
- ``search``: a card in a deck is taken from it: to that player's hand (a player's deck), or set aside (the
  encounter deck: what the text does with it next is another effect);
- ``remove_from_game``: a card not yet removed is removed from the game;
- ``set_aside``: a card not set aside (nor removed) is set aside, out of play (a character set aside is gone);
- ``victory_display``: a card not in the victory display (nor removed) is added to it, out of play (a character
  added is gone);
- ``shuffle_into`` and ``take_control``: see `logic.timing.deck_ops`;
- ``give_to``: see `logic.timing.give_ops` (a revealed card given to a player goes in front of that player under
  ``given_player_reveals``).

An operation whose effect names the area it takes its card from (``from``: "reveal the top card of the encounter
deck") applies only to a card in that area.

A card in play that leaves it is no longer attached to anything; a character that leaves play is gone for every
other effect (`gone`), as a defeated one is. `legal` says whether an operation can apply to its card now;
`apply` applies it (callers test `legal` first). Promises: no operation creates or loses a card (each card is in
exactly one area), and the same world, effect and policies give the same world.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import deck_ops
from . import give_ops
from .vocab import CARD_DECK_OPS, REVEAL_ENTERS_PLAY, ZONE_OPS

__all__ = ["Spot", "initial_spots", "legal", "apply", "settle", "gone", "places_out", "hand_left", "footprint_keys"]

_OUT = ("hand", "deck", "discard", "encounter_deck", "encounter_discard", "front", "set_aside")


@dataclass
class Spot:
    """Where one card is: ``zone``, ``whose`` (a player's area, or "" for the encounter's and the play area),
    its ``type``, ``owner`` and ``controller`` ("" for the scenario) and what it is ``attached_to``."""

    zone: str
    whose: str
    type: str
    owner: str
    controller: str
    attached_to: str = ""


def initial_spots(scenario) -> dict[str, Spot]:
    """The spots of the scenario's placed cards, and of its characters (in play, owned by their controller; a
    villain or minion, by its stated ``role``, by the scenario: "" (it is an encounter card))."""
    out = {n: Spot("play", "", "", "" if c.role in ("villain", "minion") else c.controller, c.controller)
           for n, c in scenario.characters.items()}
    for n, p in scenario.places.items():
        whose = p.controller if p.zone in ("hand", "deck", "discard", "front") else ""   # whose area: who controls it
        out[n] = Spot(p.zone, whose, p.type, p.owner, p.controller, p.attached_to)
    return out


def gone(world, name: str) -> bool:
    """Whether ``name`` is a character (or card) a zone operation took out of play."""
    s = world.spots.get(name)
    return s is not None and name in world.moved and s.zone != "play"


def _there(world, name: str) -> bool:
    """Whether ``name`` can be attached to: a scheme, a character in play and not defeated, a card in play."""
    if name in world.threat:
        return True
    if name in world.health:
        return name not in world.destroyed and not gone(world, name)
    s = world.spots.get(name)
    return s.zone == "play" if s is not None else name in world.counters


def legal(world, effect, target: str) -> bool:
    """Whether zone operation ``effect`` can apply to card ``target`` in ``world`` (see the module)."""
    s = world.spots.get(target)
    if s is None or target in world.destroyed:
        return False
    op = effect.op
    if effect.from_zone and s.zone != effect.from_zone:
        return False
    if op in ("reveal", "put_into_play"):
        return s.zone not in ("play", "removed")
    if op == "attach":
        return s.zone != "removed" and effect.card != target and _there(world, effect.card)
    if op == "discard_card":
        return s.zone not in ("discard", "encounter_discard", "removed")
    if op == "return_to_hand":
        return s.zone not in ("hand", "removed") and bool(s.owner or s.controller)
    if op == "search":
        return s.zone in ("deck", "encounter_deck")
    if op == "remove_from_game":
        return s.zone != "removed"
    if op == "set_aside":
        return s.zone not in ("set_aside", "removed")
    if op == "victory_display":
        return s.zone not in ("victory_display", "removed")
    if op in give_ops.OPS:   # a card given to a player (`give_ops`)
        return give_ops.legal(world, effect, target)
    if op in CARD_DECK_OPS:   # shuffled into a deck, or control taken (`logic.timing.deck_ops`)
        return deck_ops.legal_card(world, effect, s)
    return False


def _move(world, name: str, zone: str, whose: str = "") -> None:
    s = world.spots[name]
    if s.zone == "play" and zone != "play":
        s.attached_to = ""
    s.zone, s.whose = zone, whose
    world.moved.add(name)


def _pile_player(s: Spot, policies) -> str:
    """Whose out-of-play area a card goes to: its owner's under ``owner_areas``, else the player whose area it
    was in (its controller when in play); "" for the encounter's."""
    if policies.get("owner_areas", False):
        return s.owner
    return s.whose or s.controller


def apply(world, effect, target: str, item, policies) -> None:
    """Apply zone operation ``effect`` to card ``target`` (``legal`` holds; see the module)."""
    s, op = world.spots[target], effect.op
    if op == "reveal":
        if policies.get(REVEAL_ENTERS_PLAY.get(s.type, ""), False):
            _move(world, target, "play")
            s.attached_to = effect.card
        else:
            _move(world, target, "front", give_ops.revealer(world, target, item, policies))
            if s.type == "treachery" and policies.get("reveal_treachery_discarded", False):
                world.pending_discard[target] = item.id if item is not None else ""
    elif op == "attach":
        if s.zone != "play" and policies.get("attach_enters_play", False):
            _move(world, target, "play")
        s.attached_to = effect.card
        world.moved.add(target)
    elif op == "discard_card":
        who, held = _pile_player(s, policies), (s.whose if s.zone == "hand" else "")
        if effect.card:   # the discard pile of a deck of its own ("the Invocation deck discard pile")
            _move(world, target, "discard", effect.card)
        else:
            _move(world, target, "discard" if who else "encounter_discard", who)
            hand_left(world, held, who)
    elif op == "put_into_play":
        _move(world, target, "play")
        if effect.card and effect.card != s.controller:   # "... under your control": that player controls it
            s.controller = world.controlled[target] = effect.card
            if target in world.controller:
                world.controller[target] = effect.card
    elif op == "return_to_hand":
        _move(world, target, "hand", _pile_player(s, policies) or s.controller)
    elif op == "search":
        if s.zone == "deck":
            _move(world, target, "hand", s.whose)
        else:
            _move(world, target, "set_aside")
    elif op == "remove_from_game":
        _move(world, target, "removed")
    elif op == "set_aside":
        _move(world, target, "set_aside")
    elif op == "victory_display":
        _move(world, target, "victory_display")
    elif op in give_ops.OPS:
        give_ops.apply(world, effect, target)
    elif op in CARD_DECK_OPS:
        deck_ops.apply_card(world, effect, target, policies, _move)
    assert op in ZONE_OPS


def hand_left(world, held: str, pile: str) -> None:
    """A stated card of ``held``'s hand ("" none) went to ``pile``'s discard pile: the counts follow (one card fewer in
    that hand, one more in that pile), as `logic.timing.search_ops` keeps them for a card it takes."""
    z = world.zones.get(held) if held else None
    if z is not None and z[0] > 0:
        z[0] -= 1
        if pile in world.zones:
            world.zones[pile][2] += 1


def settle(world, scenario, order: list[str], i: int) -> None:
    """After item ``order[i]``: each revealed treachery waiting to be discarded goes to the encounter discard
    pile unless the next item is a When Revealed ability of that card (its reveal is not over)."""
    if not world.pending_discard:
        return
    nxt = scenario.item(order[i + 1]) if i + 1 < len(order) else None
    for card in list(world.pending_discard):
        if nxt is not None and nxt.kind == "when_revealed" and nxt.source == card:
            continue
        del world.pending_discard[card]
        if world.spots[card].zone == "front":
            _move(world, card, "encounter_discard")


def places_out(world, scenario) -> tuple[tuple[str, str, str, str], ...]:
    """The outcome's places: (card, area, whose, attached to) of each placed card and each card an operation
    moved."""
    names = set(scenario.places) | world.moved
    return tuple(sorted((n, world.spots[n].zone, world.spots[n].whose, world.spots[n].attached_to) for n in names))


def footprint_keys(scenario, item) -> set[tuple[str, str]]:
    """What a discard of stated hand cards writes besides the cards: the zones (counts) of the hands they leave."""
    return {("zones", scenario.places[t].controller) for e in item.effects if e.op == "discard_card"
            for t in e.targets if t in scenario.places and scenario.places[t].zone == "hand"}
