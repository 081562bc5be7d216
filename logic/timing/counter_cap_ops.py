"""Counters placed "to a maximum of N" ("Place 2 growth counters on Groot (to a maximum of 10)"), in the effect
interpreter.

A ``place_counters`` effect may carry ``maximum``: the most counters its card may hold once it is placed. Under the
policy `POLICY` (the card's printed cap, which takes precedence over the plain placement: Golden Rules p2,
`mc.en.golden_rules.counters_maximum`), the effect places ``min(amount, maximum - held)`` counters, none when the
card already holds ``maximum`` or more (counters already there are never taken off). Without the policy the
printed cap is not consulted and ``amount`` counters are placed. The engine keeps one count of counters per card,
whatever their printed name (as ``place_counters`` does), so the cap reads that count.

Promises: `capped` reads the world only and returns a number of counters in ``[0, n]``; the same world, effect and
policies give the same number.
"""

from __future__ import annotations

__all__ = ["POLICY", "capped", "policy_can_apply", "check"]

POLICY = "counters_capped_by_maximum"   # (described in `logic.timing.vocab.POLICIES`)


def capped(world, effect, target: str, n: int, policies) -> int:
    """How many of the ``n`` counters ``effect`` places on ``target`` are placed: all ``n`` when the effect has no
    ``maximum`` or the policy is off; else as many as keep ``target``'s count at most ``maximum``."""
    cap = getattr(effect, "maximum", None)
    if cap is None or not (policies or {}).get(POLICY, False):
        return n
    return max(0, min(n, cap - world.counters.get(target, 0)))


def policy_can_apply(effects) -> bool:
    """Whether the policy can matter: a counter placement with a maximum among ``effects``."""
    return any(getattr(e, "maximum", None) is not None for e in effects)


def check(op: str, maximum) -> str | None:
    """Why a scenario effect's ``maximum`` key is wrong (None when it is right): on a ``place_counters`` only, a
    number at least 0."""
    if maximum is None:
        return None
    if op != "place_counters":
        return "'maximum' belongs to a 'place_counters' effect"
    if not isinstance(maximum, int) or isinstance(maximum, bool) or maximum < 0:
        return "'maximum' is a number of counters, at least 0"
    return None
