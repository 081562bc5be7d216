"""An amount divided "from among" several targets: "remove 3 threat from among schemes in play", "heal 3 damage from
among characters you control".

How the amount is divided is the resolving player's choice, which the card leaves open: the situation never guesses
it. Each division (every way to write the amount as a sum over the targets, a target getting 0 or more) is one option
of the item's choice (the engine's ``option`` marks, `logic.timing.choice_ops`: each pick a branch of the outcome),
each option one effect per target that gets a part. Past `MAX_DIVISIONS` divisions the effect is left unread ("not
decided": too many ways to divide it), never cut short. A division may give a target more than it holds then; the
engine removes or heals what there is, as for any amount.

The catalogue takes a divided amount on the kinds whose engine op names its targets (`DIVIDED_KINDS`), in an ability
with no other choice and no other divided effect (one choice per item), with a printed amount.

Promises: pure functions of the structure and the numbers given.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["DIVIDED_KINDS", "MAX_DIVISIONS", "divided_why", "divisions", "divided_ops"]

#: the kinds whose amount may be divided among their targets
DIVIDED_KINDS = (m.EffectKind.REMOVE_THREAT, m.EffectKind.HEAL, m.EffectKind.DEAL_DAMAGE, m.EffectKind.REMOVE_COUNTERS)
#: the most divisions listed as options (beyond: not decided)
MAX_DIVISIONS = 28


def divided_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why divided effect ``e`` of ``ability`` is not applied (None when it is, or ``e`` is not divided)."""
    if not e.divided:
        return None
    if e.kind not in DIVIDED_KINDS:
        return f"divided: not applied to {e.kind.value}"
    if ability is None:
        return "divided: outside its ability, not applied"
    others = [x for x in ability.effects if x is not e]
    if any(x.divided or x.link in (m.Link.OPTION, m.Link.OR) or x.kind is m.EffectKind.CHOOSE for x in others) \
            or e.link in (m.Link.OPTION, m.Link.OR, m.Link.INSTEAD, m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE):
        return "divided: in an ability with another choice, not applied"
    return None


def divisions(amount: int, n: int) -> list[tuple[int, ...]]:
    """Every way to divide ``amount`` among ``n`` targets (tuples of ``n`` parts >= 0 summing to ``amount``), in a
    fixed order (the first target's part decreasing)."""
    if n == 1:
        return [(amount,)]
    return [(k, *rest) for k in range(amount, -1, -1) for rest in divisions(amount - k, n - 1)]


def divided_ops(op: dict) -> list[dict] | None:
    """Engine ``op`` (on several ``targets`` with an ``amount``) as one option per division: each division's effects
    (one per target with a part) marked ``option`` k; the op itself when it has one target; None when there are more
    than `MAX_DIVISIONS` divisions (not decided)."""
    targets, amount = list(op.get("targets", ())), op.get("amount", 0)
    if len(targets) <= 1 or amount < 1:
        return [op]
    ways = divisions(amount, len(targets))
    if len(ways) > MAX_DIVISIONS:
        return None
    out = []
    for k, way in enumerate(ways, 1):
        parts = [(t, n) for t, n in zip(targets, way) if n]
        out += [dict(op, targets=[t], amount=n, option=k) for t, n in parts]
    return out
