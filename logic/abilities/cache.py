"""The sentence readings of earlier runs, kept on disk: a second reading of a pool parses nothing.

A reading (`logic.abilities.reader.read_text`) is a function of the card text, the card's name, the
language, and of the code and grammars of `logic.abilities` (and of `logic.cards.wording` and
`logic.cards.markup`, which split the text: they are hashed too). `load` fills the
reader's memo from ``abilities-<key>.pickle`` in the cache folder (`logic.you.table.cache_dir`;
``RULING_CACHE=off`` keeps nothing), where ``key`` hashes every module and grammar of this
package: an edit gives a new file, and `save` removes the older ones. The compiled LALR tables
are kept by lark beside it (``abilities-<lang>-<grammar hash>.lark``).

The file is a run of pickles, each a part of the memo (a dict): readings pickled already on their way
(the part a second reading process read comes pickled, `logic.abilities.batch`) are handed to `keep`
and written as they are, the rest pickled by `save`.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import lru_cache
from pathlib import Path

from logic.abilities import reader
from logic.gcpause import gc_paused

__all__ = ["code_key", "load", "save", "keep", "on"]


@lru_cache(maxsize=1)
def code_key() -> str:
    """A hash of the package's modules and grammars."""
    h = hashlib.sha256()
    here = Path(__file__).parent
    cards = here.parent / "cards"
    for p in sorted(here.glob("*.py")) + sorted(here.glob("*.lark")) + [cards / n for n in (
            "wording.py", "markup.py", "grammar.lark", "lexicon_fr.py", "lexicon_de.py")]:
        h.update(p.name.encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


def _path() -> Path | None:
    from logic.you.table import cache_dir
    folder = cache_dir()
    return None if folder is None else folder / f"abilities-{code_key()}.pickle"


_loaded = [0]
#: parts of the memo pickled already (`keep`): their keys and bytes
_KEPT: list[tuple[tuple, bytes]] = []


def on() -> bool:
    """Whether `save` writes anywhere (a cache folder is set)."""
    return _path() is not None


def keep(keys, blob: bytes) -> None:
    """Let `save` write ``blob`` (the pickle of the memo's rows of ``keys``, as the memo holds them) as it is."""
    _KEPT.append((tuple(keys), blob))


def _parts(fh):
    """The pickles of an open file, in order, until its end."""
    while True:
        try:
            yield pickle.load(fh)
        except EOFError:
            return


def load() -> int:
    """Fill the reader's memo of card texts from disk; how many were loaded (0 when there is no file)."""
    path = _path()
    if path is None or not path.exists():
        return 0
    try:
        with path.open("rb") as fh, gc_paused():  # many small objects, no cycles: see logic.gcpause
            memo = {}
            for part in _parts(fh):
                memo.update(part)
    except (OSError, pickle.PickleError, AttributeError, TypeError, ValueError):
        return 0
    reader.TEXTS.update(memo)
    _loaded[0] = len(reader.TEXTS)
    return len(memo)


def save() -> None:
    """Write the reader's memo to disk (atomically) when it grew, and remove the files of older code; the
    parts handed to `keep` are written as they are, the rest of the memo pickled after them."""
    path = _path()
    if path is None or len(reader.TEXTS) == _loaded[0]:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    with os.fdopen(fd, "wb") as fh, gc_paused():
        written: set = set()
        for keys, blob in _KEPT:
            if written.isdisjoint(keys) and all(k in reader.TEXTS for k in keys):
                fh.write(blob)
                written.update(keys)
        pickle.dump({k: v for k, v in reader.TEXTS.items() if k not in written}, fh,
                    protocol=pickle.HIGHEST_PROTOCOL)
    _KEPT.clear()
    _loaded[0] = len(reader.TEXTS)
    os.replace(tmp, path)
    for old in path.parent.glob("abilities-*.pickle"):
        if old != path:
            old.unlink(missing_ok=True)
