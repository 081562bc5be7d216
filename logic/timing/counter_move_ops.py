"""Counters moved from one card to another ("Move the active counter to the next villain.", "move the glider
counter to the main scheme with the least threat"), in the effect interpreter.

Op (`OPS`): ``move_counters``: ``amount`` counters leave the card ``card`` (the source: a card of the world that
holds counters or not, a character, a scheme or another card) and go onto its target (a character, a scheme or a card in
play; when it is the source itself, the counters stay where they are: the world is the same either way). The engine keeps one count of counters per card, whatever their printed name (as
``place_counters`` / ``remove_counters`` do); a scheme an effect moves counters onto holds them in that count too.

Never more than the source holds: when it holds at least ``amount``, ``amount`` move. When it holds fewer, no rule
of the rule base says what happens (neither Golden Rules nor any entry speaks of moving counters): an effect marked
``up_to`` ("move up to 2 counters") moves what is there; any other moves nothing and the outcome names the move as
*not decided* (``undecided``), never guessed.

Promises: `legal` reads the world only; `apply` changes only the two counts (or adds one undecided line); the same
world and effect give the same world.
"""

from __future__ import annotations

__all__ = ["OPS", "legal", "apply"]

OPS: tuple[str, ...] = ("move_counters",)


def _in_play(world, name: str) -> bool:
    """Whether ``name`` is a character, scheme or card of the world still in play."""
    if name in world.threat:
        return True
    if name in world.health:
        return name not in world.destroyed
    return name in world.counters and getattr(world.spots.get(name), "zone", "play") == "play"


def legal(world, effect, target: str) -> bool:
    """Whether ``move_counters`` can apply to ``target``: its source ``effect.card`` (a character, scheme or card of
    the world: one that holds none has 0) and ``target`` are in play."""
    src = effect.card
    return bool(src) and _in_play(world, src) and _in_play(world, target)


def apply(world, effect, target: str, n: int) -> None:
    """Move ``n`` counters from ``effect.card`` onto ``target``: all ``n`` when the source holds them; fewer held:
    what is there under ``up_to``, else nothing and a *not decided* line naming the move."""
    src = effect.card
    held = world.counters.get(src, 0)
    if held < n and not effect.up_to:
        world.undecided.append(f"{src}: {n} counter{'s' if n != 1 else ''} to move onto {target}, but it holds {held} "
                               f"(no rule says whether fewer move)")
        return
    k = min(n, held)
    world.counters[src] = held - k
    world.counters[target] = world.counters.get(target, 0) + k
