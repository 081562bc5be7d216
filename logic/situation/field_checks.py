"""The catalogue's shared tests of a plain effect: an effect kind's entry names the fields of `Effect` it reads, and
an effect that sets any other field is refused, naming the field (`set_field_why`, `unread_fields`); a lasting,
optional, linked or conditional effect is refused the same way by every entry that applies none of these
(`plain_effect_why`; `kept_fields_why`, its fields and duration alone, for an entry that reads the rest itself);
and a target with no filter, count, owner or "and" is told by `plain_target`.

Promises: every function reads its arguments alone; the first field in the order given is the one named.
"""

from __future__ import annotations

from dataclasses import fields

from ..abilities import model as m

__all__ = ["set_field_why", "unread_fields", "kept_fields_why", "plain_effect_why", "plain_target"]

#: the values of an `Effect` field that say nothing is set there
_UNSET = (None, "", (), False)
#: the fields every entry reads itself: the kind, what it acts on, its link, "may", its conditions, its duration and
#: where it was printed
_READ_BY_ALL = ("kind", "target", "span", "link", "optional", "conditions", "duration")


def set_field_why(e, fields: tuple[str, ...], kind: str) -> str | None:
    """The first of ``fields`` that ``e`` sets (any value but None, "", (), False), as "<field>: not applied to
    <kind>"; None when it sets none of them."""
    for name in fields:
        if getattr(e, name) not in _UNSET:
            return f"{name}: not applied to {kind}"
    return None


def unread_fields(*reads: str) -> tuple[str, ...]:
    """The fields of `Effect`, in the model's order, that an entry reading ``reads`` (besides the kind, target, link,
    "may", conditions, duration and span) must find unset: a field added to the model later is refused until an entry
    reads it."""
    return tuple(f.name for f in fields(m.Effect) if f.name not in _READ_BY_ALL and f.name not in reads)


def kept_fields_why(e: m.Effect, kind: str, unread: tuple[str, ...],
                    durations: tuple[m.Duration, ...] = (m.Duration.NONE,)) -> str | None:
    """Why the engine does not apply ``e`` as an effect of ``kind``, by its fields alone: a field of ``unread`` set
    (`set_field_why`), or a duration not in ``durations``; None when neither. An entry that reads "may", links or
    conditions in its own way asks this, then those."""
    why = set_field_why(e, unread, kind)
    if why:
        return why
    if e.duration not in durations:
        return f"duration {e.duration.value}: not kept for {kind}"
    return None


def plain_effect_why(e: m.Effect, kind: str, unread: tuple[str, ...], one: str, the: str,
                     durations: tuple[m.Duration, ...] = (m.Duration.NONE,)) -> str | None:
    """Why the engine does not apply ``e`` as a plain effect of ``kind``: a field of ``unread`` set, a duration not
    in ``durations``, "may" or a link other than the first ("an optional or linked <one>"), a condition ("a condition
    on <the>"); None when it is plain."""
    why = kept_fields_why(e, kind, unread, durations)
    if why:
        return why
    if e.optional or e.link is not m.Link.FIRST:
        return f"an optional or linked {one}: not applied"
    if e.conditions:
        return f"a condition on {the}: not tested by the outcome engine"
    return None


def plain_target(t: m.Target | None, *nouns: m.Noun, owners: tuple = (None,), is_a: tuple | None = None) -> bool:
    """Whether ``t`` is one of ``nouns`` (any noun when none is given) with no filter, no "and", no count, an owner
    whose noun is in ``owners`` (None: no owner), and, when ``is_a`` is given, an "is a" in it."""
    return t is not None and (not nouns or t.noun in nouns) and not t.filters and not t.also and t.count is None \
        and (t.owner.noun if t.owner is not None else None) in owners and (is_a is None or t.is_a in is_a)
