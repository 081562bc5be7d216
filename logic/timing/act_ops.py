"""A player's attack or thwart that a prohibition forbids, in the effect interpreter: the prohibitions ``attack``,
``thwart``, ``attack_against:<character>`` and ``thwart_against:<scheme>`` of a ``forbid``
(`logic.timing.vocab.FORBIDDABLE`, `AGAINST`, `THWART_AGAINST`) on the character performing it, consulted as every
prohibition is (`logic.timing.amount_ops.forbids`, under ``prohibitions_hold``).

A player's act is an item labelled ``attack`` or ``thwart`` (a basic power, or an ability labelled "(attack)" /
"(thwart)") whose ``source`` names the character performing it. Under that act's policy (`POLICIES`), when a prohibition on
that character forbids the act, or forbids it against one of the targets of the act's own effects (the damage of an
attack, the threat removed by a thwart), the act is not made: none of the item's effects resolve.

Guard (a keyword given, `logic.timing.keyword_ops`; printed guard is the scenario's own item, not read here): under
`GUARD_POLICY`, a player's attack one of whose damage targets is a character whose ``role`` is ``villain`` is not
made while a character whose ``role`` is ``minion``, in play, engaged with the performer's controller, has guard.

Promises: functions of the world and the item alone; none changes the world.
"""

from __future__ import annotations

from . import amount_ops, engage_ops, keyword_ops, zone_ops

__all__ = ["POLICIES", "GUARD_POLICY", "ACTS", "THWART_AGAINST", "barred", "guarded", "policy_can_apply"]

#: act -> the policy by which a forbidden player's act of that kind is not made (entailed by Attack (Player Ability
#: Type) p1.b4 for an attack, by Keywords p2.b9 read by analogy for a thwart; their words are
#: `logic.timing.vocab.POLICIES`')
POLICIES: dict[str, str] = {"attack": "forbidden_attack_not_made", "thwart": "forbidden_thwart_not_made"}
#: a ``forbid`` of ``THWART_AGAINST`` + a scheme ("you cannot thwart the main scheme"): its target's thwarts of it
from .vocab import AGAINST, THWART_AGAINST  # noqa: E402
#: the policy by which guard forbids a player's attack on the villain (entailed by Keywords p2.b4)
GUARD_POLICY = "guard_forbids_attack_on_villain"
#: act -> (the effect ops that say what it is made against, the prefix of a prohibition against one of those)
ACTS: dict[str, tuple[tuple[str, ...], str]] = {"attack": (("damage", "attack"), AGAINST),
                                                "thwart": (("remove_threat",), THWART_AGAINST)}


def barred(world, item) -> bool:
    """Whether ``item`` is a player's attack or thwart (its ``labels``) that its performer (its ``source``) may not
    make, under that act's policy (`POLICIES`): a prohibition of the act on the performer, or of the act against a
    target of one of the item's effects of `ACTS`; or, for an attack, guard (`guarded`, under `GUARD_POLICY`)."""
    if item is None or not getattr(item, "source", ""):
        return False
    for act in item.labels:
        if act not in ACTS:
            continue
        ops, prefix = ACTS[act]
        targets = [t for e in item.effects if e.op in ops for t in e.targets]
        if world.policies.get(POLICIES[act]) and (amount_ops.forbids(world, item.source, act) or any(
                amount_ops.forbids(world, item.source, prefix + t) for t in targets)):
            return True
        if act == "attack" and any(guarded(world, item.source, t) for t in targets):
            return True
    return False


def guarded(world, performer: str, target: str) -> bool:
    """Whether, under `GUARD_POLICY`, ``performer``'s attack on ``target`` is forbidden by guard: ``target`` is the
    villain (its ``role``) and a minion in play engaged with ``performer``'s controller has guard."""
    chars = world._scenario.characters
    if not world.policies.get(GUARD_POLICY) or getattr(chars.get(target), "role", "") != "villain":
        return False
    player = getattr(chars.get(performer), "controller", None)
    engaged = engage_ops.engaged(world)
    return player is not None and any(
        getattr(c, "role", "") == "minion" and engaged.get(n) == player and n not in world.destroyed
        and not zone_ops.gone(world, n) and keyword_ops.has(world, n, "guard") for n, c in chars.items())


def policy_can_apply(effects, policy: str) -> bool:
    """Whether ``policy`` (one of `POLICIES`, or `GUARD_POLICY`) can change anything: some ``forbid`` puts a
    prohibition of its act (some ``keyword`` effect gives guard)."""
    if policy == GUARD_POLICY:
        return any(e.op == "keyword" and e.keyword == "guard" for e in effects)
    act = next(a for a, p in POLICIES.items() if p == policy)
    return any(e.op == "forbid" and (e.forbids == act or e.forbids.startswith(ACTS[act][1])) for e in effects)
