"""The catalogue's entry for a scheme advancing (ADVANCE: "Advance to stage 1B.", "Advance the main scheme to stage
2A.", "Advance to the next card in the main scheme deck."): the engine's ``advance`` (`logic.timing.advance_ops`) on
the main scheme, and its translation in a situation.

Accepted: the main scheme (named, or no target: the scheme the printed stage is of) advancing to a printed stage, or
to the next card of the main scheme deck (the engine says which stage is not decided); no amount, duration, condition
or other field; the plain link; not optional. Refused, with the reason: a villain advancing ("advance to a random
set-aside Loki villain"), a condition ("if there are at least 3 knock counters here"), "may".

`advance_op` (the situation's part) names the situation's main scheme; None when there is none.

Promises: `advance_why` is a function of the effect alone; `advance_op` returns an engine effect or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .field_checks import plain_effect_why, plain_target, unread_fields

__all__ = ["advance_why", "advance_op"]

#: the fields an ADVANCE does not read (each one set is a reason)
_UNREAD = unread_fields("stage")


def advance_why(e: m.Effect) -> str | None:
    """None when the engine applies ADVANCE ``e`` whole (see the module); else why not, in a few words."""
    why = plain_effect_why(e, "advance", _UNREAD, "advance", "an advance")
    if why:
        return why
    t = e.target
    if t is not None and not plain_target(t, m.Noun.MAIN_SCHEME):
        return f"advancing {t.noun.value}: not applied (the main scheme only)"
    if t is None and not e.stage:
        return "an advance naming neither a scheme nor a stage: not applied"
    return None


def advance_op(b, card, sentence, e) -> dict | None:
    """The engine effect of ADVANCE ``e`` read on ``card`` (the catalogue accepts it): ``advance`` of the situation's
    main scheme to the printed stage ("" the next); None when the situation has no main scheme."""
    if b.main not in b.schemes:
        return None
    return {"op": "advance", "target": b.main, "card": e.stage}
