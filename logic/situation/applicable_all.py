"""The catalogue's "all of it" amounts (issue 15 §3/§5): "heal all damage from X" and "remove all threat from X"
(the structure's amount ``variable = "all"``), the engine's counted amounts ``damage:<character>`` and
``threat:<scheme>`` (`logic.timing.all_ops`: as much as there is when the effect resolves).

Accepted (`all_of`): a HEAL or REMOVE_THREAT whose amount is "all" and nothing more (no "for each", no "up to",
"additional"); the rest of the effect (its target, link, conditions) is the catalogue's business as for a printed
amount. The situation (`all_op`) converts the effect as with an amount of 1 and adds the count of its one target;
an effect on several targets (each its own count) is not converted (None), never guessed.

Promises: `all_of` is a function of the effect alone; `all_op` returns the engine op or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["all_of", "all_op"]

#: the kinds whose "all" the engine counts, and the count each becomes
_COUNT = {m.EffectKind.HEAL: "damage", m.EffectKind.REMOVE_THREAT: "threat"}


def all_of(e: m.Effect) -> bool:
    """Whether ``e`` is "heal all damage from X" / "remove all threat from X": its amount "all", nothing more."""
    a = e.amount
    return e.kind in _COUNT and a is not None and a == m.Amount(variable="all")


def all_op(b, card, sentence, e: m.Effect, convert) -> dict | None:
    """The engine op of "all" effect ``e`` (builder ``b``): ``convert(e)`` of ``e`` with an amount of 1, counted per
    the damage (threat) on its one target; None when it names no single target."""
    op = convert(replace(e, amount=m.Amount(value=1)))
    ts = (op.get("targets") or ([op["target"]] if op.get("target") else [])) if op is not None else []
    return dict(op, per=f"{_COUNT[e.kind]}:{ts[0]}") if len(ts) == 1 else None
