"""A modifier's printed cap in the effect interpreter: "you get +2 ATK for this attack for each charge counter here
(to a maximum of +6 ATK)" (the ``maximum`` of a ``modify``, or of the ``boost_icons`` an ATK bonus to the attack under
way is applied as).

What the printed words say (the rules reference has no entry on a maximum; the cap is the card's own text): the
modifier gives what it counts times its unit, but never more than its maximum. An op of `CAPPED` with ``maximum``
(an integer >= 1, with a positive ``amount`` only) applies ``min(amount x count, maximum)`` (or
``min(amount, maximum)`` with no ``per``): when the count is made once, as the effect resolves
(`amount_ops.amount_of`), and each time a modifier counted whenever read is read (`amount_ops.counted_modifiers`,
through `cap_of`).

Promises: `capped` and `cap_of` read the world only; a ``modify`` with no ``maximum`` gives what it gave before.
"""

from __future__ import annotations

from ..errors import InputError

__all__ = ["CAPPED", "read_maximum", "capped", "remember", "cap_of"]

#: the ops a ``maximum`` may cap: a modifier, and an ATK bonus added to the attack under way as its boost icons
CAPPED: tuple[str, ...] = ("modify", "boost_icons")


def read_maximum(ef: dict, op: str, amount: int, path, place: str) -> int | None:
    """The ``maximum`` of scenario effect ``ef`` (None: none), checked: an integer >= 1, on a ``modify`` (or a
    ``boost_icons``: an ATK bonus to the attack under way) of a positive ``amount``."""
    v = ef.get("maximum")
    if v is None:
        return None
    if op not in CAPPED or isinstance(v, bool) or not isinstance(v, int) or v < 1 or amount < 1:
        raise InputError(f"'{place}.maximum' is an integer >= 1, the most a 'modify' or 'boost_icons' of a positive "
                         f"'amount' gives",
                         path, f"{place}.maximum")
    return v


def capped(n: int, effect) -> int:
    """``n`` (what ``effect`` gives, counted) no more than its ``maximum`` (unchanged with none, and for an op not
    of `CAPPED`: a ``place_counters``' maximum caps its card's count, `logic.timing.counter_cap_ops`)."""
    cap = getattr(effect, "maximum", None)
    return n if cap is None or getattr(effect, "op", None) not in CAPPED else min(n, cap)


def remember(world, entry: tuple, effect) -> None:
    """Keep the ``maximum`` of ``effect``, a modifier counted whenever read (``entry``, one of `World.counted`)."""
    if getattr(effect, "maximum", None) is not None:
        world.__dict__.setdefault("counted_caps", {})[entry] = effect.maximum


def cap_of(world, entry: tuple) -> int | None:
    """The ``maximum`` kept for the counted modifier ``entry`` (None: none)."""
    return world.__dict__.get("counted_caps", {}).get(entry)
