"""The verdict tables of this process and the rows of a sentence question: what a lint needs to look
verdicts up, without the solver.

`table_of(rule_base)` is the on-disk `logic.you.table.VerdictTable` of a rule base (one per process),
`sentence_rows(occurrences)` the validated rows a sentence question is keyed by
(`logic.you.table.question_key`). A lint whose every question is answered by the shipped tables or
the cache (`logic.cards.lint`) imports only this, not `logic.you.analyses` and the solver behind it
(their import was a tenth of a second of a cold lint); `logic.you.analyses` names these too, and
`save_verdict_tables` writes what this process added.
"""

from __future__ import annotations

from ..errors import InputError
from .vocab import ATTACHMENTS, CARD_TYPES, GAME_FUNCTIONS, POSITIONS

__all__ = ["table_of", "sentence_rows", "save_verdict_tables"]


def sentence_rows(occurrences) -> tuple:
    """The occurrences of one sentence as validated rows (card type, attachment, function or tuple
    of functions, position); raises `InputError` for an unknown name."""
    return tuple(_as_row(o) for o in occurrences)


_TABLES: dict[str, "VerdictTable"] = {}  # noqa: F821 (logic.you.table.VerdictTable, imported when first made)


def table_of(rule_base: str):
    """The on-disk `VerdictTable` of ``rule_base`` for this process (None when the cache is off)."""
    from .table import VerdictTable, cache_dir
    if cache_dir() is None:
        return None
    if rule_base not in _TABLES:
        _TABLES[rule_base] = VerdictTable(rule_base)
    return _TABLES[rule_base]


def save_verdict_tables() -> None:
    """Write every verdict table this process added answers to."""
    for t in _TABLES.values():
        t.save()


def _as_row(o) -> tuple[str, str, object, str]:
    if isinstance(o, tuple):
        row = o
    else:
        also = tuple(getattr(o, "also", ()) or ())
        row = (o.card_type, o.attachment, (o.function, *also) if also else o.function, o.position)
    if len(row) != 4:
        raise InputError(f"an occurrence is (card type, attachment, function, position), not {row!r}")
    functions = row[2] if isinstance(row[2], tuple) else (row[2],)
    if not functions:
        raise InputError("an occurrence needs at least one game function")
    for value, known, what in ((row[0], CARD_TYPES, "card type"), (row[1], ATTACHMENTS, "attachment"),
                               *((f, GAME_FUNCTIONS, "game function") for f in functions),
                               (row[3], POSITIONS, "position")):
        if value not in known:
            raise InputError(f"unknown {what} {value!r}; known: {', '.join(known)}")
    return (row[0], row[1], functions[0] if len(functions) == 1 else tuple(functions), row[3])
