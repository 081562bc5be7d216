"""How many cards of a group are engaged with a player now, tested by the outcome engine: ``if_state``
``engaged_with:<identity>:<a>,<b>`` (`logic.timing.condition_ops`), "if you are not engaged with a minion", "if you
are engaged with a Controlled minion".

It counts the cards listed that are in play (not defeated, not taken out of play) and engaged, in the world's
engagement (`logic.timing.engage_ops.engaged`: as stated, then as ``engage`` effects changed it), with the player
who controls that identity, as the effect resolves. The game function is the printed words' (which cards the group
holds is the situation's, `logic.situation.conditions_engaged`).

Promises: `count` is a function of the world and the state; `check_state` and `keys` of the state alone.
"""

from __future__ import annotations

__all__ = ["WORD", "check_state", "count", "keys"]

WORD = "engaged_with"


def check_state(rest: str, known: set[str]) -> str | None:
    """Why ``engaged_with:<rest>`` is not a state the engine tests (None when it is): ``<identity>:<a>,<b>``."""
    who, _, cards = rest.partition(":")
    names = [x for x in cards.split(",") if x]
    if who not in known or not names or any(x not in known for x in names):
        return f"'if_state' {WORD!r} is '{WORD}:<identity>:<card>,<card>' (characters of the scenario)"
    return None


def count(world, rest: str) -> int:
    """How many of the cards listed are in play and engaged with the player controlling the identity, now."""
    from . import engage_ops, zone_ops
    who, _, cards = rest.partition(":")
    player, now = world.controller.get(who, ""), engage_ops.engaged(world)
    return sum(1 for x in cards.split(",") if x and player and now.get(x) == player and x not in world.destroyed
               and not zone_ops.gone(world, x))


def keys(rest: str) -> set[tuple[str, str]]:
    """The parts of the world (`logic.timing.effects.footprint` keys) the state reads: the cards and the identity."""
    who, _, cards = rest.partition(":")
    return {("thing", x) for x in [who] + cards.split(",") if x}
