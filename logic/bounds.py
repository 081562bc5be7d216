"""Every bound on what ``ruling`` reads from its user, in one place.

Each input that enters the command line has a bound. Past it the user gets one line
``file:place: error: message`` naming the bound, and the exit code is 2: the input is refused
(or, in a pool, the one card or file past the bound is reported and not read, the rest is read,
and the run still exits 2). The bounds are far above anything the official card pool holds
(the figures in brackets), so a real pool never meets them; they are there so that a hostile or
broken input costs seconds and well under 1 GB, never minutes and gigabytes.

================================  ======================  ==============================================
input                             bound                   constant (official pool's largest)
================================  ======================  ==============================================
one text field of a card          10,000 characters       `MAX_FIELD_CHARS` (1,271)
all text fields of one card       20,000 characters       `MAX_CARD_CHARS` (1,294)
"you" words in one sentence       40                      `MAX_YOU_PER_SENTENCE` (5)
a sentence holding a "you"        2,000 characters        `MAX_SENTENCE_CHARS` (under 1,271)
"you" words in one pool           50,000                  `MAX_POOL_YOU_WORDS` (3,706, English)
one pack file (JSON)              8 MiB                   `MAX_PACK_FILE_BYTES` (125 KB)
every pack file of one pool       32 MiB                  `MAX_POOL_BYTES` (2.6 MB, English)
card records in one pool          60,000                  `MAX_POOL_RECORDS` (20,272 with translations)
JSON nesting depth of a pack      16 levels               `MAX_JSON_DEPTH` (5)
a TOML query or scenario file     256 KiB                 `MAX_TOML_BYTES` (3 KB)
TOML nesting depth                16 levels               `MAX_TOML_DEPTH` (7)
abilities of one scenario         32 (instances counted)  `MAX_ABILITIES_PER_SCENARIO` (8)
cards of one situation            64                      `MAX_SITUATION_CARDS` (8)
``ruling you --text``             10,000 characters       `MAX_TEXT_ARG_CHARS` (one card field)
``ruling lint --jobs``            32 processes            `MAX_JOBS` (2 processors here)
faces ``ruling abilities`` reads  50,000 faces            `MAX_ABILITY_FACES` (3,895)
faces of a pool trigger graph     20,000 faces            `MAX_GRAPH_FACES` (3,895)
a card's text in the pool graph   4,000 characters        `MAX_GRAPH_TEXT_CHARS` (1,271; also ``--text``
                                                          of ``ruling interactions``)
================================  ======================  ==============================================

The web playground (``ruling serve``) has its own, smaller bounds on request bodies
(`logic.serve`). The caches on disk are bounded too (`logic.store`).
"""

from __future__ import annotations

from .errors import InputError

__all__ = ["BoundExceeded", "MAX_FIELD_CHARS", "MAX_CARD_CHARS", "MAX_YOU_PER_SENTENCE", "MAX_SENTENCE_CHARS",
           "MAX_POOL_YOU_WORDS", "MAX_PACK_FILE_BYTES",
           "MAX_POOL_BYTES", "MAX_POOL_RECORDS", "MAX_JSON_DEPTH", "MAX_TOML_BYTES", "MAX_TOML_DEPTH", "MAX_ABILITIES_PER_SCENARIO",
           "MAX_SITUATION_CARDS", "MAX_TEXT_ARG_CHARS", "MAX_JOBS", "MAX_ABILITY_FACES", "MAX_GRAPH_FACES",
           "MAX_GRAPH_TEXT_CHARS", "BOUNDS", "check_at_most", "json_depth"]

MAX_FIELD_CHARS = 10_000
MAX_CARD_CHARS = 20_000
MAX_YOU_PER_SENTENCE = 40
MAX_SENTENCE_CHARS = 2_000
MAX_POOL_YOU_WORDS = 50_000
MAX_PACK_FILE_BYTES = 8 * 2**20
MAX_POOL_BYTES = 32 * 2**20
MAX_POOL_RECORDS = 60_000
MAX_JSON_DEPTH = 16
MAX_TOML_BYTES = 256 * 2**10
MAX_TOML_DEPTH = 16
MAX_ABILITIES_PER_SCENARIO = 32
MAX_SITUATION_CARDS = 64
MAX_SITUATION_STEPS = 6
MAX_SEQUENCE_RUNS = 64
MAX_TEXT_ARG_CHARS = MAX_FIELD_CHARS
MAX_JOBS = 32
MAX_ABILITY_FACES = 50_000
MAX_GRAPH_FACES = 20_000
MAX_GRAPH_TEXT_CHARS = 4_000

#: name -> value, for the documentation test and ``docs/bounds.md``
BOUNDS = {name: value for name, value in globals().items() if name.startswith("MAX_")}


class BoundExceeded(InputError):
    """An input past one of this module's bounds (exit code 2, like any bad input)."""


def check_at_most(value: int, bound: int, what: str, file: str | None = None, place: str | None = None,
                  unit: str = "") -> None:
    """Raise `BoundExceeded` naming ``what``, its size and the bound when ``value > bound``.

    >>> check_at_most(3, 5, "the text")
    >>> check_at_most(7, 5, "the text", unit=" characters")
    Traceback (most recent call last):
    ...
    logic.bounds.BoundExceeded: error: the text has 7 characters; the bound is 5
    """
    if value > bound:
        raise BoundExceeded(f"{what} has {value:,}{unit}; the bound is {bound:,}", file, place)


def json_depth(obj, stop: int = MAX_JSON_DEPTH) -> int:
    """The nesting depth of a JSON value (a scalar is 0, ``[]`` and ``{}`` are 1), counted without
    recursion; the count stops at ``stop + 1`` (anything deeper is past the bound anyway).

    >>> json_depth({"a": [1, {"b": 2}]}), json_depth("x"), json_depth([[[[]]]], stop=2)
    (3, 0, 3)
    """
    deepest = 0
    todo = [(obj, 1)] if isinstance(obj, (list, dict)) else []
    while todo:
        o, d = todo.pop()
        deepest = max(deepest, d)
        if deepest > stop:
            return deepest
        for v in (o.values() if isinstance(o, dict) else o):
            if isinstance(v, (list, dict)):
                todo.append((v, d + 1))
    return deepest
