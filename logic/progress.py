"""Progress shown on a terminal while a long run goes on, drawn by tqdm on stderr.

Nothing is drawn when stderr is not a terminal (piped, redirected, in tests) or ``TERM=dumb``:
then `bar` and `status` give None, and callers pass None on as "no progress". What the
run prints on stdout never depends on whether progress is shown.
"""

from __future__ import annotations

import os
import sys

__all__ = ["bar", "status"]


def _on_terminal(stream) -> bool:
    return bool(getattr(stream, "isatty", None) and stream.isatty()) and os.environ.get("TERM") != "dumb"


class _Bar:
    """A ``progress(done, total)`` callback: one tqdm bar per run of counts (a new total, or a count
    going back, starts a new bar); a bar closes, and is wiped, once ``done`` reaches ``total``."""

    def __init__(self, unit: str, stream):
        self.unit, self.stream, self._bar = unit, stream, None

    def __call__(self, done: int, total: int) -> None:
        from tqdm import tqdm
        if self._bar is not None and (self._bar.total != total or done < self._bar.n):
            self.close()
        if self._bar is None:
            self._bar = tqdm(total=total, unit=" " + self.unit, file=self.stream, leave=False,
                             dynamic_ncols=True, mininterval=0.2)
        self._bar.update(done - self._bar.n)
        if done >= total:
            self.close()

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


class _Status:
    """A ``say(message)`` callback: one tqdm line showing the latest message and the time elapsed."""

    def __init__(self, stream):
        self.stream, self._bar = stream, None

    def __call__(self, message: str) -> None:
        from tqdm import tqdm
        if self._bar is None:
            self._bar = tqdm(total=None, file=self.stream, leave=False, dynamic_ncols=True, mininterval=0.2,
                             bar_format="  {desc} [{elapsed}]")
        self._bar.set_description_str(message)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


def bar(unit: str, stream=None) -> _Bar | None:
    """A ``progress(done, total)`` callback counting ``unit`` (e.g. "questions") on ``stream`` (default
    stderr) when it is a terminal, else None. Call its ``close()`` when the run ends early."""
    stream = stream or sys.stderr
    return _Bar(unit, stream) if _on_terminal(stream) else None


def status(stream=None) -> _Status | None:
    """A ``say(message)`` callback on ``stream`` (default stderr) when it is a terminal, else None.
    Call its ``close()`` when the run ends: the line is wiped."""
    stream = stream or sys.stderr
    return _Status(stream) if _on_terminal(stream) else None
