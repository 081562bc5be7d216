"""An enemy that cannot activate ("Attached minion cannot activate."), in the effect interpreter: the prohibition
``activate`` of a ``forbid`` (`logic.timing.vocab.FORBIDDABLE`), consulted as every prohibition is
(`logic.timing.amount_ops.forbids`, under ``prohibitions_hold``).

What it stops:

- an activation an effect starts (`logic.timing.activation_ops`: ``enemy_attack``, ``enemy_scheme``, ``activate``
  of ``card``): it does not happen;
- under the policy `POLICY` (an enemy's attack or scheme is its activation: Activation p1), also an item's
  ``attack`` whose attacker (the item's ``source``) is that enemy, and the ``threat`` an ``event`` whose ``source``
  is that enemy places (the scheme the scenario's event is): nothing is dealt or placed.

Promises: functions of the world alone; none changes it.
"""

from __future__ import annotations

from . import amount_ops

__all__ = ["POLICY", "barred", "activation_barred", "policy_can_apply"]

#: the policy by which "cannot activate" also stops the enemy's attack and scheme (entailed by Activation p1; its
#: words are `logic.timing.vocab.POLICIES`')
POLICY = "attack_scheme_is_activation"


def activation_barred(world, card: str) -> bool:
    """Whether an activation of enemy ``card`` that an effect starts does not happen (it cannot activate)."""
    return bool(card) and amount_ops.forbids(world, card, "activate")


def barred(world, item, op: str) -> bool:
    """Whether ``op`` (``attack`` of an item, ``threat`` of the event) of ``item`` is an activation of an enemy that
    cannot activate, under `POLICY`: nothing is done."""
    if item is None or not item.source or not world.policies.get(POLICY):
        return False
    if op == "threat" and item.kind != "event":
        return False
    return activation_barred(world, item.source)


def policy_can_apply(effects) -> bool:
    """Whether `POLICY` can change anything: some ``forbid`` puts ``activate``."""
    return any(e.op == "forbid" and e.forbids == "activate" for e in effects)
