"""Threat removed "ignoring any crisis icons" ("Remove 5 threat from the main scheme, ignoring the crisis icon
([crisis])"): the structure's ``Effect.ignores`` holding only the crisis icon, on a REMOVE_THREAT.

A crisis icon in play keeps threat from being removed from the main scheme (Target, Valid Target p1.b4.2 gives it as
its example); an effect printed as ignoring it removes the threat all the same. The outcome engine's world holds no
crisis icon and puts no crisis prohibition on any scheme (a prohibition it does keep, "threat cannot be removed from
...", is printed by a card: ``forbid``, which the effect does not ignore), so the removal ignoring crisis icons is the
engine's plain ``remove_threat``: `as_plain` is the shape the catalogue judges it in. Any other ``ignores`` (another
icon or keyword, or on another kind) stays a reason.

Promises: a function of the effect alone.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["as_plain"]


def as_plain(effect: m.Effect) -> m.Effect:
    """``effect`` with no ``ignores`` when it removes threat ignoring crisis icons only; any other effect unchanged."""
    if effect.kind is m.EffectKind.REMOVE_THREAT and effect.ignores \
            and all(k is m.KeywordName.CRISIS for k in effect.ignores):
        return replace(effect, ignores=())
    return effect
