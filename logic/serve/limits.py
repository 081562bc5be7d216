"""The bounds of ``ruling serve``: every input the server takes has one, named here.

Past a bound the server answers one JSON line ``{"error", "where"}``: 413 for a request body
past `MAX_BODY_BYTES`, 422 for a field past its own bound (or a body nested deeper than
`MAX_JSON_DEPTH`), 503 when `MAX_QUEUE` questions already wait for a worker. The numbers are
documented in ``docs/serve.md`` and sent to the page in ``/api/rule-bases`` (``limits``).

`MAX_TEXT` and `MAX_TOML` are the server's own, tighter than the command line's bounds on the same
inputs (`logic.bounds.MAX_TEXT_ARG_CHARS`, `logic.bounds.MAX_TOML_BYTES`): the server is shared by
whoever reaches it, the command line only by its user. Both are checked: a wording the server lets in
still passes the reader's own bounds (you per sentence, sentence length).
"""

from __future__ import annotations

__all__ = ["MAX_TEXT", "MAX_TOML", "MAX_BODY_BYTES", "MAX_JSON_DEPTH", "MAX_READINGS", "MAX_NAME",
           "MAX_QUERY", "MAX_ORDERS_LISTED", "MAX_QUEUE", "QUEUE_WAIT", "TIME_LIMIT", "WALL_FACTOR", "WORKERS",
           "STARTUP_LIMIT", "as_json"]

from logic import bounds

#: the longest wording (characters); half the command line's --text bound
MAX_TEXT = 5_000
#: the longest scenario TOML text (characters); well under the command line's scenario file bound
MAX_TOML = 20_000
assert MAX_TEXT <= bounds.MAX_TEXT_ARG_CHARS and MAX_TOML <= bounds.MAX_TOML_BYTES
#: the largest request body (bytes): the longest scenario, escaped in JSON, with room for the other fields
MAX_BODY_BYTES = 64 * 1024
#: the deepest nesting of arrays and objects in a request body (the API's bodies need 2)
MAX_JSON_DEPTH = 8
#: the most readings one question may choose (a rule base has a few dozen clauses with readings at most)
MAX_READINGS = 64
#: the longest rule base name, card type, attachment, resolver, clause id, reading or scenario name
MAX_NAME = 100
#: the longest card search (characters)
MAX_QUERY = 100
#: the most orders a question may ask to list
MAX_ORDERS_LISTED = 500
#: the most questions that may wait for a worker at once (beyond those being worked on)
MAX_QUEUE = 64
#: seconds a question may wait for a worker before the server answers 503
QUEUE_WAIT = 120.0
#: seconds of its own work (CPU time of its worker) a question may take (``ruling serve --time-limit``)
TIME_LIMIT = 20.0
#: a question is also stopped after this many times its time limit in wall time (a machine so
#: busy that the question gets less than 1/WALL_FACTOR of a processor)
WALL_FACTOR = 10.0
#: worker processes (default of ``ruling serve --workers``): one slow question leaves the other free
WORKERS = 2
#: seconds a new worker may take to start and build the default rule base
STARTUP_LIMIT = 120.0


def as_json(time_limit: float, workers: int, queue: int) -> dict:
    """The bounds as the page and ``/api/rule-bases`` show them (``seconds`` is this server's limit)."""
    return {"text": MAX_TEXT, "toml": MAX_TOML, "body_bytes": MAX_BODY_BYTES, "json_depth": MAX_JSON_DEPTH,
            "readings": MAX_READINGS, "name": MAX_NAME, "query": MAX_QUERY, "orders_listed": MAX_ORDERS_LISTED,
            "seconds": time_limit, "workers": workers, "queue": queue}
