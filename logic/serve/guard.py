"""The bounds on a request body, checked before the app reads it (an ASGI middleware).

`BodyGuard` promises: a body announced (``Content-Length``) or streamed past ``max_bytes`` is
answered 413 without being read further; a JSON body nested deeper than ``max_depth`` is
answered 422 (a parser would otherwise recurse on it); every answer is one JSON object
``{"error", "where"}``. Anything else reaches the app with its body unchanged.
"""

from __future__ import annotations

import json
import re

__all__ = ["BodyGuard", "json_depth"]

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(rb"[\[\]{}]")


def json_depth(body: bytes) -> int:
    """The deepest nesting of arrays and objects in ``body`` (0 for a scalar), strings skipped;
    malformed JSON is measured as far as its brackets go (the parser then says what is wrong)."""
    depth = deepest = 0
    for m in _BRACKET.finditer(_STRING.sub(b'""', body)):
        if m.group() in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth = max(0, depth - 1)
    return deepest


async def _answer(send, status: int, error: str) -> None:
    body = json.dumps({"error": error, "where": "body"}, separators=(",", ":")).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


class BodyGuard:
    """Wraps an ASGI app; see the module docstring."""

    def __init__(self, app, max_bytes: int, max_depth: int):
        self.app, self.max_bytes, self.max_depth = app, max_bytes, max_depth

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = dict(scope.get("headers") or ())
        announced = headers.get(b"content-length")
        if announced is not None:
            if not announced.strip().isdigit():
                return await _answer(send, 400, f"bad Content-Length {announced[:20].decode('latin-1')!r}")
            if int(announced) > self.max_bytes:
                return await _answer(send, 413, f"the request body has {int(announced)} bytes; "
                                                f"the limit is {self.max_bytes}")
        chunks, size, more = [], 0, True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                return await _answer(send, 413, f"the request body has more than {self.max_bytes} bytes; "
                                                f"the limit is {self.max_bytes}")
            chunks.append(chunk)
            more = message.get("more_body", False)
        body = b"".join(chunks)
        depth = json_depth(body) if body else 0
        if depth > self.max_depth:
            return await _answer(send, 422, f"the request body nests {depth} levels deep; "
                                            f"the limit is {self.max_depth}")
        replayed = False

        async def replay():
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)
