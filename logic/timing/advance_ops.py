"""A scheme advancing to a stage ("Advance to stage 2A."), in the effect interpreter.

Op (`OPS`): ``advance``: its scheme (a scheme of the scenario) is at stage ``card`` now ("2A": the number and side
printed). The world keeps the stage of each scheme an effect advanced (none is stated before); the outcome lists them
(``stages``).

What the engine does not decide, and says so in the outcome (``undecided``, never guessed): the stage a scheme
advances to when the effect names none ("advance to the next card in the main scheme deck": the scheme deck is not
stated; the scheme's stage is then unknown), and the threat on the scheme at its new stage (the threat a stage
starts with is not stated: the scheme's threat count is left as it was, and named as not decided).

Promises: `legal` reads the world only; the same world and effect give the same world.
"""

from __future__ import annotations

__all__ = ["OPS", "legal", "apply", "outcome_part", "stages"]

OPS: tuple[str, ...] = ("advance",)


def stages(world) -> dict[str, str]:
    """The stage of each scheme an effect advanced (scheme -> stage, "" unknown); kept on the world."""
    return world.__dict__.setdefault("stages", {})


def legal(world, effect, target: str) -> bool:
    """Whether ``advance`` can apply to ``target``: a scheme of the world."""
    return target in world.threat


def apply(world, effect, target: str) -> None:
    """``target`` is at stage ``effect.card`` now (unknown when the effect names none); the undecided lines."""
    stages(world)[target] = effect.card
    if not effect.card:
        world.undecided.append(f"{target}: the stage it advances to (the next card of its deck is not stated)")
    world.undecided.append(f"{target}: its threat at stage {effect.card or '(unknown)'} (the threat a stage starts "
                           f"with is not stated)")


def outcome_part(world) -> tuple[tuple[str, str], ...]:
    """The schemes an effect advanced, with the stage each is at now ("" unknown)."""
    return tuple(sorted(world.__dict__.get("stages", {}).items()))
