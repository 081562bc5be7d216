"""The cost of a card being played, modified, in the effect interpreter: "Reduce the cost to play Invented Ally by 1
if your identity has the Gizmo trait" (issue 15 §5).

Rules (Initiating Abilities p2.b1, `mc.en.initiating_abilities.cost_modifiers`, the policy ``cost_modified``): as a
card is played, the modifiers to its cost are applied before it is paid; so a modifier of the cost to play a card
changes what is paid for that play. Op (`OPS`):

- ``play_cost`` (target the card played, ``printed`` its printed resource cost, ``amount`` the change, negative for a
  reduction; perhaps counted, ``per``, or conditioned, ``if_state``): under the policy, the change is added to the
  cost of that play; the outcome lists the cost to pay for each card played whose cost an effect changed
  (``costs``; one whose change a condition left undone: its printed cost). Without the policy nothing is changed and the cost is named as not decided. A cost that falls below
  0 is named as not decided (no rules entry here says whether a cost stops at 0) and not listed.

Promises: the world's health, threat and cards do not change; the same world and effect give the same world.
"""

from __future__ import annotations

__all__ = ["OPS", "POLICY", "apply", "outcome_part", "policy_can_apply"]

OPS: tuple[str, ...] = ("play_cost",)
POLICY = "cost_modified"


def _costs(world) -> dict[str, list[int]]:
    """The cost of each card played an effect changed: card -> [printed, change so far], kept on the world."""
    return world.__dict__.setdefault("play_costs", {})


def apply(world, effect, target: str, n: int, policies) -> None:
    """Add ``n`` to the cost of playing ``target`` (printed ``effect.printed``) under the policy; name what is not
    decided (no policy; a cost below 0)."""
    if not policies.get(POLICY):
        line = f"the cost to play {target}: no clause says its modifiers apply"
        if line not in world.undecided:
            world.undecided.append(line)
        return
    got = _costs(world).setdefault(target, [effect.printed, 0])
    got[1] += n
    if got[0] + got[1] < 0:
        line = f"the cost to play {target} falls below 0: no rules entry here says whether a cost stops at 0"
        if line not in world.undecided:
            world.undecided.append(line)


def outcome_part(world) -> tuple[tuple[str, int], ...]:
    """Under the policy, each card played that a ``play_cost`` of the scenario names, and the cost to pay: its printed
    cost with the changes applied (none when a condition left them undone; none listed below 0)."""
    sc = getattr(world, "_scenario", None)
    if sc is None or not world.policies.get(POLICY):
        return ()
    printed = {t: e.printed for it in sc.items for e in it.effects if e.op in OPS for t in e.targets}
    done = world.__dict__.get("play_costs", {})
    return tuple(sorted((c, p + done.get(c, [p, 0])[1]) for c, p in printed.items() if p + done.get(c, [p, 0])[1] >= 0))


def policy_can_apply(effects) -> bool:
    """Whether ``cost_modified`` can matter: an effect changes the cost of a card played."""
    return any(e.op in OPS for e in effects)
