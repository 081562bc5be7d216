"""Pausing Python's cyclic garbage collector around work that makes many objects and few cycles.

Reading a pool's card text, pickling its structures and analysing its trigger graph each keep hundreds
of thousands of small objects alive until they end, and make few reference cycles: every collection the
collector starts on the way walks them all again, thousands of times (on the official pool, about 8 of a
cold `ruling loops`' 21 CPU seconds). Processes forked inside the block inherit the pause.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager

__all__ = ["gc_paused"]


@contextmanager
def gc_paused(freeze: bool = False):
    """The cyclic garbage collector off inside the block, and on again after if it was on before.

    With ``freeze``, the objects alive when the block ends are moved out of the collector's sight
    (`gc.freeze`) before it is put back on (only when this block turned it off): its first pass would
    otherwise walk every object the block made; for a block whose objects live until the process ends
    (a command's readings and report)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            if freeze:
                gc.freeze()
            gc.enable()
