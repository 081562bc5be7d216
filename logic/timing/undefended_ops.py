"""An attacker's ATK bonus that holds only if its attack is undefended, in the effect interpreter (op
``undefended_bonus``): "While Wrecker is attacking, he gets +2 ATK if the attack is undefended".

An ``undefended_bonus`` effect records ``amount`` on the attack item it waits for (its ``trigger``, an item with an
``attack`` effect, as a ``boost_icons`` effect does). When that attack deals its damage, the bonus is added to it
only if the attack is then undefended: no character was declared its defender (no ``defend`` effect for it), or the
one declared has been destroyed before the damage. Whether that is so is a policy (``undefended_no_defender``,
`POLICIES`), entailed by the rule base's clauses; without it the bonus adds nothing (the interpreter is not told
when an attack is undefended).

Promises: functions of the world, the item and the effect alone; a bonus never lowers damage (amounts >= 0).
"""

from __future__ import annotations

__all__ = ["OPS", "POLICY", "POLICIES", "apply", "bonus", "undefended", "policy_can_apply"]

#: the interpreter's ops of this module
OPS: tuple[str, ...] = ("undefended_bonus",)
POLICY = "undefended_no_defender"
#: how the interpreter applies them; on only when the clauses entail it
POLICIES: dict[str, str] = {
    POLICY: "an attack is undefended when no character was declared its defender, or the defender declared has left "
            "play before the attack's damage; an ATK bonus 'if the attack is undefended' adds to its damage then only",
}


def _bonuses(world) -> dict[str, int]:
    """The bonuses recorded so far, by attack item (kept on the world)."""
    return world.__dict__.setdefault("undefended_bonus", {})


def apply(world, n: int, item) -> None:
    """Record a bonus of ``n`` (at least 0) on the attack item ``item`` waits for."""
    if item is None or not item.trigger:
        return
    b = _bonuses(world)
    b[item.trigger] = b.get(item.trigger, 0) + max(0, n)


def undefended(world, attack_id: str) -> bool:
    """Whether attack item ``attack_id`` is undefended now: no defender declared, or the one declared destroyed."""
    d = world.attack_target.get(attack_id)
    return d is None or d in world.destroyed


def bonus(world, item) -> int:
    """What the recorded bonuses add to the damage of attack ``item`` as it is dealt: their sum when the policy
    holds and the attack is undefended; else 0."""
    if item is None or not world.policies.get(POLICY):
        return 0
    n = _bonuses(world).get(item.id, 0)
    return n if n and undefended(world, item.id) else 0


def policy_can_apply(effects) -> bool:
    """Whether the policy can change anything: some effect is an ``undefended_bonus``."""
    return any(e.op in OPS for e in effects)
