"""An attack ability's damage increased by another ability, in the effect interpreter (op ``attack_increase``).

An ``attack_increase`` effect ("this attack deals 3 additional damage", on an ability that waits for an attack) adds
``amount`` to the attack item it waits for (its ``trigger``: an item labelled ``attack``, `logic.timing.scenario`).
Under the policy ``attack_increase_each_instance`` (`ATTACK_POLICIES`, entailed by the rule base's clauses), each
``damage`` effect of that attack item resolving after the increase deals that much more: each is one instance of
damage of the attack ability, and a scenario's attack item holds only the instances its ability prints without the
word "additional" (the situation converts no other). Without the policy an increase changes nothing. An increase
given after the attack resolved (a response) changes nothing either: its damage is dealt.

Promises: functions of the world, the item and the effect alone; an increase never lowers damage (amounts >= 0).
"""

from __future__ import annotations

__all__ = ["ATTACK_OPS", "ATTACK_POLICIES", "apply", "increase", "policy_can_apply"]

#: the interpreter's ops of this module
ATTACK_OPS: tuple[str, ...] = ("attack_increase",)
#: how the interpreter applies them; on only when the clauses entail it
ATTACK_POLICIES: dict[str, str] = {
    "attack_increase_each_instance": "an attack ability whose damage another ability increases ('this attack deals N "
                                     "additional damage') deals N more with each of its instances of damage",
}


def apply(world, n: int, item) -> None:
    """Record an increase by ``n`` (the effect's amount as counted, at least 0) on the attack item ``item`` waits
    for."""
    if item is None or not item.trigger:
        return
    world.attack_increase[item.trigger] = world.attack_increase.get(item.trigger, 0) + max(0, n)


def increase(world, item) -> int:
    """How much more each instance of damage of ``item`` deals: the increases recorded on it, when ``item`` is an
    attack (labelled ``attack``) and the policy holds; else 0."""
    if item is None or "attack" not in item.labels or not world.policies.get("attack_increase_each_instance"):
        return 0
    return world.attack_increase.get(item.id, 0)


def policy_can_apply(effects) -> bool:
    """Whether the policy can change anything: some effect is an ``attack_increase``."""
    return any(e.op in ATTACK_OPS for e in effects)
