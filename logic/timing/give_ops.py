"""A card given to a player (``give_to``: "Give to the T'Challa player." on an obligation), in the effect interpreter.

``give_to`` names a card (its target, a ``[[cards]]`` entry) and a player (``card``). Game function: the card goes to
that player: its controller becomes that player (its owner stays), and a card out of play in some player's area (in
front of them, dealt to them) moves to the same area of that player; the card is marked as given to that player.
It applies to a card not removed from the game and not already given to that player (else it is not done).

Where the rules decide (Reveal p2.b2.5: a card that names a player to give it to is revealed by that player), the
policy ``given_player_reveals`` says so: a later ``reveal`` of a card given to a player that places it out of play
puts it in front of that player, not of the revealing item's controller (`revealer`); without the policy, the
revealing item's controller keeps it.

The outcome lists the change of control as ``take_control`` does (`logic.timing.deck_ops`: ``control``) and the card's
area (`logic.timing.zone_ops.places_out`).

Promises: no card is created or lost (the card stays in its area or moves between two players' areas of the same
kind); the same world, effect and policies give the same world.
"""

from __future__ import annotations

__all__ = ["OPS", "POLICY", "legal", "apply", "revealer", "given"]

OPS: tuple[str, ...] = ("give_to",)
#: the policy of Reveal p2.b2.5 (`logic.timing.vocab.ZONE_POLICIES`)
POLICY = "given_player_reveals"
#: the out-of-play areas that are some player's, where a card given moves to the new player's
_PLAYER_AREAS = ("front", "dealt")


def given(world) -> dict[str, str]:
    """The cards given to a player so far in ``world`` (card -> player); kept on the world, empty at first."""
    return world.__dict__.setdefault("given_to", {})


def legal(world, effect, target: str) -> bool:
    """Whether ``give_to`` can apply to card ``target``: it is stated, not removed, not already given to that player."""
    s = world.spots.get(target)
    return s is not None and s.zone != "removed" and bool(effect.card) and given(world).get(target) != effect.card


def apply(world, effect, target: str) -> None:
    """Give card ``target`` to player ``effect.card`` (`legal` holds; see the module)."""
    s, who = world.spots[target], effect.card
    given(world)[target] = who
    if s.controller != who:
        s.controller = world.controlled[target] = who
    if s.zone in _PLAYER_AREAS:
        s.whose = who
    world.moved.add(target)


def revealer(world, target: str, item, policies) -> str:
    """Who a ``reveal`` of card ``target`` places it in front of: the player it was given to under
    ``given_player_reveals``, else the revealing item's controller ("" when none)."""
    if policies.get(POLICY, False) and target in given(world):
        return given(world)[target]
    return (item.controller or "") if item is not None else ""
