"""The catalogue's one test of "no other field set": an effect kind's entry lists the fields of `Effect` it does
not read, and an effect that sets any of them is refused, naming the field.

Promises: `set_field_why` reads the effect alone; the first field in the order given is the one named.
"""

from __future__ import annotations

__all__ = ["set_field_why"]

#: the values of an `Effect` field that say nothing is set there
_UNSET = (None, "", (), False)


def set_field_why(e, fields: tuple[str, ...], kind: str) -> str | None:
    """The first of ``fields`` that ``e`` sets (any value but None, "", (), False), as "<field>: not applied to
    <kind>"; None when it sets none of them."""
    for name in fields:
        if getattr(e, name) not in _UNSET:
            return f"{name}: not applied to {kind}"
    return None
