"""Deck operations of the effect interpreter: cards moving between decks, piles and hands as numbers of cards
(`logic.timing.vocab.DECK_OPS`), and a named card shuffled into a deck or changing control.

The world keeps each stated player's hand, deck and discard pile as counts (``zones``, `logic.timing.effects`)
and, when the scenario states it (``[encounter]``), the encounter deck and its discard pile as counts
(``encounter``: ``[deck, discard]``). The target of an operation on the encounter's cards is the reserved name
`logic.timing.vocab.ENCOUNTER`; the target of one on a player's cards is a character of that player (its
identity), as for ``draw``. What each operation does (game function; no rule decides more):

- ``deal_encounter``: ``amount`` cards from the encounter deck are dealt to its character's player, facedown
  (they wait there to be revealed: When Revealed p1 says a player reveals the facedown encounter cards dealt to
  them in step four of the villain phase, which no scenario reaches): as many as the encounter deck holds when
  it is stated; the count ``dealt`` per character is kept either way (as ``drawn`` is for ``draw``);
- ``discard_encounter``: the top ``amount`` cards of the encounter deck go to the encounter discard pile, as
  many as the deck holds when stated; the count ``milled`` is kept either way;
- ``shuffle_in``: ``amount`` cards (all of them when ``amount`` is 0) of a discard pile are shuffled into its
  deck: the encounter discard pile into the encounter deck (target `ENCOUNTER`), or the discard pile of its
  character's player into that player's deck; as many as the pile holds. The order of a deck is no part of the
  world (a deck is a number of cards), so shuffling moves cards and does nothing else;
- ``discard_hand``: its character's player discards every card of their hand.

Two operations on a named card (a ``[[cards]]`` entry or a character), kept with the zone operations
(`logic.timing.zone_ops` calls `legal_card` and `apply_card`):

- ``shuffle_into``: the card (not removed from the game, not already there) is shuffled into a deck: the deck of
  player ``card``, or the encounter deck when ``card`` is "" (a card in play leaves it, and is attached to
  nothing);
- ``deal_card``: the card (not removed, nor dealt already) is dealt facedown to player ``card`` (leaving play)
  (area ``dealt``: it waits there to be revealed, When Revealed p1);
- ``take_control``: player ``card`` takes control of the card (in play; not already theirs). Its owner stays;
  under ``control_carries_attachments`` the upgrades attached to it (in play) change control to the same player
  (Ownership and Control p1.b6: RRG v1.8 says upgrades, v1.5 "upgrades or attachments"). A character's player
  (whose deck, hand and pile its effects move) becomes the new controller.

Promises: counts never go below 0 and no operation creates or loses a card among the counts it moves; the same
world, effect and policies give the same world.
"""

from __future__ import annotations

from .vocab import ENCOUNTER

__all__ = ["initial", "legal", "apply", "legal_card", "apply_card", "outcome_parts"]


def initial(scenario) -> tuple[list[int] | None, dict[str, int], list[int], dict[str, str]]:
    """The world's encounter counts ``[deck, discard]`` (None when not stated), cards dealt per character (none
    yet), cards milled from the encounter deck (``[0]``) and the cards whose control changed (none yet)."""
    enc = getattr(scenario, "encounter", None)
    return (list(enc) if enc is not None else None), {}, [0], {}


def legal(world, effect, target: str) -> bool:
    """Whether deck operation ``effect`` can apply to ``target``: `ENCOUNTER` for the encounter's cards (for
    ``discard_encounter`` and ``shuffle_in``), else a character not defeated nor gone (its player's cards)."""
    if target == ENCOUNTER:
        return effect.op in ("discard_encounter", "shuffle_in")
    if effect.op == "discard_encounter":
        return False
    return target in world.health and target not in world.destroyed


def _take(pile: list[int] | None, i: int, n: int) -> int:
    """Up to ``n`` cards from ``pile[i]`` (all of them when the pile is not stated: None), taken out."""
    if pile is None:
        return n
    k = min(n, pile[i])
    pile[i] -= k
    return k


def apply(world, effect, target: str) -> None:
    """Apply deck operation ``effect`` to ``target`` (`legal` holds; see the module)."""
    op, n = effect.op, effect.amount
    if op == "deal_encounter":
        k = _take(world.encounter, 0, n)
        world.dealt[target] = world.dealt.get(target, 0) + k
    elif op == "discard_encounter":
        k = _take(world.encounter, 0, n)
        if world.encounter is not None:
            world.encounter[1] += k
        world.milled[0] += k
    elif op == "shuffle_in" and target == ENCOUNTER:
        if world.encounter is not None:
            k = world.encounter[1] if n == 0 else min(n, world.encounter[1])
            world.encounter[1] -= k
            world.encounter[0] += k
    elif op == "shuffle_in":
        z = world.zones.get(world.controller.get(target, ""))
        if z is not None:
            world.move(target, 2, 1, z[2] if n == 0 else n)
    elif op == "discard_hand":
        z = world.zones.get(world.controller.get(target, ""))
        if z is not None:
            world.move(target, 0, 2, z[0])


def legal_card(world, effect, s) -> bool:
    """Whether ``shuffle_into`` / ``deal_card`` / ``take_control`` can apply to a card at spot ``s`` (see the
    module)."""
    if effect.op == "shuffle_into":
        there = ("encounter_deck", "") if not effect.card else ("deck", effect.card)
        return s.zone != "removed" and (s.zone, s.whose) != there
    if effect.op == "deal_card":
        return s.zone not in ("removed", "dealt")
    return s.zone == "play" and s.controller != effect.card   # take_control


def apply_card(world, effect, target: str, policies, move) -> None:
    """Apply ``shuffle_into`` / ``deal_card`` / ``take_control`` to card ``target`` (`legal_card` holds);
    ``move(world, name, zone, whose)`` is the zone operations' move (a card leaving play is attached to nothing)."""
    s = world.spots[target]
    if effect.op == "shuffle_into":
        move(world, target, "deck" if effect.card else "encounter_deck", effect.card)
        return
    if effect.op == "deal_card":
        move(world, target, "dealt", effect.card)
        return
    s.controller = world.controlled[target] = effect.card
    if target in world.controller:
        world.controller[target] = effect.card
    if policies.get("control_carries_attachments", False):
        for name, other in world.spots.items():
            if other.attached_to == target and other.zone == "play" and other.type == "upgrade" \
                    and other.controller != effect.card:
                other.controller = world.controlled[name] = effect.card


def outcome_parts(world) -> tuple[tuple[int, ...], tuple[tuple[str, int], ...], int, tuple[tuple[str, str], ...]]:
    """The outcome's encounter counts ``(deck, discard)`` (``()`` when not stated), cards dealt per character
    (those dealt some), cards milled from the encounter deck, and each card whose control changed with its
    controller now."""
    enc = tuple(world.encounter) if world.encounter is not None else ()
    return enc, tuple(sorted((c, k) for c, k in world.dealt.items() if k)), world.milled[0], \
        tuple(sorted(world.controlled.items()))
