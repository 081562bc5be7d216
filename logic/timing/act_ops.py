"""A player's attack or thwart that a prohibition forbids, in the effect interpreter: the prohibitions ``attack``,
``thwart``, ``attack_against:<character>`` and ``thwart_against:<scheme>`` of a ``forbid``
(`logic.timing.vocab.FORBIDDABLE`, `AGAINST`, `THWART_AGAINST`) on the character performing it, consulted as every
prohibition is (`logic.timing.amount_ops.forbids`, under ``prohibitions_hold``).

A player's act is an item labelled ``attack`` or ``thwart`` (a basic power, or an ability labelled "(attack)" /
"(thwart)") whose ``source`` names the character performing it. Under the policy `POLICY`, when a prohibition on
that character forbids the act, or forbids it against one of the targets of the act's own effects (the damage of an
attack, the threat removed by a thwart), the act is not made: none of the item's effects resolve.

Promises: functions of the world and the item alone; none changes the world.
"""

from __future__ import annotations

from . import amount_ops

__all__ = ["POLICY", "ACTS", "THWART_AGAINST", "barred", "policy_can_apply"]

#: the policy by which a forbidden player's act is not made (entailed by Attack (Player Ability Type) p1.b4 and
#: Keywords p2.b9 read with Target p1.b3.5; its words are `logic.timing.vocab.POLICIES`')
POLICY = "player_acts_forbidden"
#: a ``forbid`` of ``THWART_AGAINST`` + a scheme ("you cannot thwart the main scheme"): its target's thwarts of it
from .vocab import AGAINST, THWART_AGAINST  # noqa: E402
#: act -> (the effect ops that say what it is made against, the prefix of a prohibition against one of those)
ACTS: dict[str, tuple[tuple[str, ...], str]] = {"attack": (("damage", "attack"), AGAINST),
                                                "thwart": (("remove_threat",), THWART_AGAINST)}


def barred(world, item) -> bool:
    """Whether ``item`` is a player's attack or thwart (its ``labels``) that its performer (its ``source``) may not
    make, under `POLICY`: a prohibition of the act on the performer, or of the act against a target of one of the
    item's effects of `ACTS`."""
    if item is None or not getattr(item, "source", "") or not world.policies.get(POLICY):
        return False
    for act in item.labels:
        if act not in ACTS:
            continue
        if amount_ops.forbids(world, item.source, act):
            return True
        ops, prefix = ACTS[act]
        if any(amount_ops.forbids(world, item.source, prefix + t)
               for e in item.effects if e.op in ops for t in e.targets):
            return True
    return False


def policy_can_apply(effects) -> bool:
    """Whether `POLICY` can change anything: some ``forbid`` puts a prohibition of an act."""
    return any(e.op == "forbid" and (e.forbids in ACTS or e.forbids.startswith(tuple(p for _, p in ACTS.values())))
               for e in effects)
