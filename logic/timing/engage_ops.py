"""Engagement in the effect interpreter: which player each enemy is engaged with, and ``engage``.

The world keeps, for each character the scenario states as engaged (``engaged_with``, a player), that player; an
enemy stated with none is engaged with no one. Op (`OPS`):

- ``engage``: its character (an enemy in play: not defeated, not taken out of play) becomes engaged with player
  ``card``, and with no other player (an enemy is engaged with at most one player); it applies to an enemy not
  already engaged with that player (else it is not done, for ``then`` and ``otherwise``).

The outcome lists each character whose engagement an effect changed, and the player it is engaged with now
(``engaged``).

Promises: one player per enemy at most; `legal` reads the world only; the same world and effect give the same world.
"""

from __future__ import annotations

__all__ = ["OPS", "initial", "legal", "apply", "outcome_part", "engaged", "members"]

OPS: tuple[str, ...] = ("engage",)


def initial(scenario) -> dict[str, str]:
    """Who each character of ``scenario`` is engaged with, as stated (only those stated engaged)."""
    return {n: c.engaged_with for n, c in scenario.characters.items() if getattr(c, "engaged_with", "")}


def engaged(world) -> dict[str, str]:
    """The world's engagement (character -> player), kept on the world; read off the scenario the first time."""
    if "engaged" not in world.__dict__:
        world.__dict__["engaged"] = initial(world._scenario)
        world.__dict__["engaged_changed"] = set()
    return world.__dict__["engaged"]


def legal(world, effect, target: str) -> bool:
    """Whether ``engage`` can apply to character ``target``: in play, and not already engaged with player ``card``."""
    from . import zone_ops
    if target not in world.health or target in world.destroyed or zone_ops.gone(world, target):
        return False
    return bool(effect.card) and engaged(world).get(target) != effect.card


def apply(world, effect, target: str) -> None:
    """``target`` becomes engaged with player ``effect.card`` (`legal` holds)."""
    engaged(world)[target] = effect.card
    world.__dict__["engaged_changed"].add(target)


def outcome_part(world) -> tuple[tuple[str, str], ...]:
    """The characters whose engagement an effect changed, with the player each is engaged with now."""
    if "engaged" not in world.__dict__:
        return ()
    return tuple(sorted((n, world.engaged[n]) for n in world.__dict__["engaged_changed"]))


def members(world, effect) -> tuple[str, ...]:
    """The targets of ``effect`` it is about now (`logic.timing.keyword_ops.members`: its traits), and, with
    ``if_engaged`` (a player), only those engaged with that player now ("each minion engaged with that player")."""
    from .keyword_ops import members as by_trait
    targets = by_trait(world, effect)
    if not getattr(effect, "if_engaged", ""):
        return targets
    now = engaged(world)
    return tuple(t for t in targets if now.get(t) == effect.if_engaged)
