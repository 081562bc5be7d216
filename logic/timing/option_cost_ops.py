"""An option's cost, and resources spent, in the effect interpreter (issue 15 §5).

An effect marked ``cost`` is part of the cost of the option of its item's choice it belongs to (``option``; "•
Exhaust Scott Lang → remove this card from the game": the exhaust is option 1's cost). Under the policy
``option_cost_paid_first`` (`encodings/marvel_champions/en/initiating_abilities.py`, a reading by analogy of the
cost step of initiating an ability), when the option picked begins to resolve its costs are checked first:

- payable: the option resolves as printed, its costs and then its effects (the same outcome as reading the cost as
  the option's first effect);
- not payable: the option is aborted, none of its effects (costs included) resolves; each counts as not done;
- not known from what the scenario states: the option resolves as if paid, and the outcome is *not decided*
  (``undecided``), naming what is not stated. Never guessed.

Whether a cost can be paid (`payable`): not when its target is not there for it (the interpreter's legality test:
a character defeated or out of play); else by its op:

- ``exhaust``: its character is not exhausted. The engine's world knows a character exhausted (or readied) by an
  effect of the run, else as the scenario states it (a character's ``exhausted``, true or false); a character no
  effect touched and whose state is not stated: not known;
- ``remove_counters``: its card holds at least ``amount`` counters (the counters the scenario states, changed by
  the effects of the run);
- ``place_counters``: always (its card is there);
- ``spend``: what the player can spend is not stated by a scenario: not known.

Without the policy, a cost is resolved as any effect of its option is.

Op (`OPS`): ``spend`` (target a character: its player spends ``amount`` resources, of the type ``card``, "" any)
changes nothing in the world (the resources a player holds are not stated, so nothing is taken from what is known)
and records one undecided line naming the player's resources, not stated.

Promises: `payable` reads the world only; `aborted` decides once per item and option (kept on the world), and
records each undecided line once.
"""

from __future__ import annotations

__all__ = ["POLICY", "OPS", "COST_OPS", "payable", "aborted", "apply", "policy_can_apply"]

POLICY = "option_cost_paid_first"
OPS: tuple[str, ...] = ("spend",)
#: the ops an effect marked ``cost`` may have
COST_OPS: tuple[str, ...] = ("exhaust", "remove_counters", "place_counters", "spend")


def _unstated_resources(target: str) -> str:
    return f"{target}: the resources its player can spend are not stated"


def payable(world, effect, target: str, legal=None) -> bool | None:
    """Whether cost ``effect`` can be paid on ``target`` now (None: not known from what the world holds); ``legal``:
    the interpreter's test that an effect can apply to a target (a target not there cannot pay)."""
    if legal is not None and not legal(world, effect, target):
        return False
    if effect.op == "place_counters":
        return True
    if effect.op == "exhaust":
        state = world.exhausted.get(target)
        if state is None:   # no effect of the run touched it: as the scenario states it (None: not stated)
            ch = world._scenario.characters.get(target)
            state = ch.exhausted if ch is not None else None
        return None if state is None else not state
    if effect.op == "remove_counters":
        return world.counters.get(target, 0) >= effect.amount
    return None   # spend: the player's resources are not stated


def _unknown_line(effect, target: str) -> str:
    if effect.op == "spend":
        return _unstated_resources(target)
    return f"{target}: whether it can be exhausted to pay an option's cost (its being ready is not stated)"


def aborted(world, item, k: int, policies: dict[str, bool], legal=None) -> bool:
    """Whether the option of ``item``'s k-th effect (1-based; an option picked) is aborted, its cost not payable,
    under the policy; decided when the option's first effect is reached, the same answer for its other effects."""
    e = item.effects[k - 1]
    if not e.option or not policies.get(POLICY, False):
        return False
    cache = world.__dict__.setdefault("option_costs", {})
    key = (item.id, e.option)
    if key not in cache:
        answers, lines = [], []
        for c in item.effects:
            if c.option != e.option or not getattr(c, "cost", False):
                continue
            for t in c.targets:
                got = payable(world, c, t, legal)
                answers.append(got)
                if got is None:
                    lines.append(_unknown_line(c, t))
        cache[key] = False in answers
        if not cache[key]:
            for line in lines:
                if line not in world.undecided:
                    world.undecided.append(line)
    return cache[key]


def apply(world, effect, target: str) -> None:
    """``spend``: nothing known is taken; the player's resources are named as not stated (undecided)."""
    line = _unstated_resources(target)
    if line not in world.undecided:
        world.undecided.append(line)


def policy_can_apply(effects) -> bool:
    """Whether ``option_cost_paid_first`` can matter: an effect is an option's cost."""
    return any(getattr(e, "cost", False) for e in effects)
