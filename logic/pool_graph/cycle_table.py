"""The kept answers of a pool's cycles: whether one situation realises a cycle, and each shape's answer.

A cold ``ruling loops`` spends most of its time realising cycles (`logic.pool_graph.realise.realise`)
and asking the questions of each cycle shape (`logic.pool_graph.cycles.analyse_shape`). Both answers are
functions of their input alone (a fresh z3 context each), so they are kept like the edge decisions:

- a *realised* answer under the hash of the repr of the cycle's nodes (the whole `Node`: card, ability,
  trigger, effects, words) and the effects chosen: any change to a card of the cycle gives another key;
- a *shape* answer under the hash of the repr of the shape (`logic.pool_graph.cycles.shape_of`: steps
  and resources with placeholders, no card text);

both under `cycles_key` (the code of ``logic`` and the content of the rule base, z3's version included),
in the cache folder (``poolcycles-<key>.json``, family `FAMILY`) and in the shipped tables
(`logic.shipped.pool_cycles`, filled by ``python3 -m logic.build_tables`` from its ``ruling loops`` run).

Promises
--------
- An answer is looked up only under its exact key and content key; anything else is solved again.
- An ``unknown`` answer is never kept (a later run asks again).
- `lookup` gives back exactly what was computed: the JSON round trip keeps every field (lists for tuples
  never reach the output, which is JSON too).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import asdict

from logic.shipped import POOL_CYCLE_SECTIONS

__all__ = ["FAMILY", "SECTIONS", "cycles_key", "realised_key", "shape_key", "run_key", "lookup", "keep", "save",
           "reset"]

FAMILY = "poolcycles"
#: the kinds of kept answer: a cycle realised or not, a shape's answer, a loop's witness run (one definition,
#: `logic.shipped`'s, which serves them)
SECTIONS = POOL_CYCLE_SECTIONS
#: section -> key name -> answer as JSON, for this process (loaded once from the cache folder)
_KEPT: dict | None = None
_SHIPPED: dict = {}
_DIRTY: list[bool] = [False]


def cycles_key(rules: str) -> str:
    """The content key of the cycle answers: the code of ``logic`` and the rule base ``rules`` the loops
    ask (its clause files and z3's version, `logic.you.table.content_key`)."""
    from logic.you.table import _code_key, content_key
    return hashlib.sha256((rules + _code_key() + content_key(rules)).encode()).hexdigest()[:24]


def _name(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:32]


#: id of a node -> (the node, its repr): a node is in many cycles, its repr is made once (bounded)
_REPRS: dict[int, tuple[object, str]] = {}
_MAX_REPRS = 100_000


def _steps_repr(steps: list) -> str:
    """``repr(tuple(steps))``, each node's repr made once per process."""
    out = []
    for n in steps:
        got = _REPRS.get(id(n))
        if got is None or got[0] is not n:
            if len(_REPRS) >= _MAX_REPRS:
                _REPRS.clear()
            got = _REPRS[id(n)] = (n, repr(n))
        out.append(got[1])
    return f"({out[0]},)" if len(out) == 1 else f"({', '.join(out)})"


def realised_key(steps: list, effects: list[int]) -> str:
    """The key of the realised answer of a cycle: its nodes, whole, and the effect of each step (the hash of
    ``repr((tuple(steps), tuple(effects)))``)."""
    return _name(f"({_steps_repr(steps)}, {tuple(effects)!r})")


def shape_key(shape: tuple) -> str:
    """The key of a shape's answer (the shape holds every number and kind its questions read)."""
    return _name(repr(shape))


def run_key(steps: list, effects: list[int], situation: list, turns: list) -> str:
    """The key of a loop's witness run: its nodes, the effects chosen and the witness it runs."""
    return _name(f"({_steps_repr(steps)}, {tuple(effects)!r}, {json.dumps([situation, turns], sort_keys=True)!r})")


def _file(key: str) -> str:
    return f"{FAMILY}-{key}.json"


def _cache():
    from logic.you.table import cache_dir
    return cache_dir()


def reset() -> None:
    """Forget what this process loaded (the next lookup reads the cache folder and shipped tables again)."""
    global _KEPT
    _KEPT = None
    _SHIPPED.clear()
    _DIRTY[0] = False


def _kept(rules: str) -> dict:
    global _KEPT
    if _KEPT is not None and _KEPT["rules"] != rules:
        save()
        reset()
    if _KEPT is None:
        from logic import shipped
        ck = cycles_key(rules)
        got: dict = {s: {} for s in SECTIONS}
        folder = _cache()
        if folder is not None:
            try:
                data = json.loads((folder / _file(ck)).read_text(encoding="utf-8"))
                if data.get("family") == FAMILY and data.get("content_key") == ck:
                    got = {s: dict(data.get(s, {})) for s in SECTIONS}
            except (OSError, ValueError, KeyError, TypeError):
                pass
        _KEPT = {**got, "content_key": ck, "rules": rules}
        _SHIPPED.clear()
        _SHIPPED.update(shipped.pool_cycles(ck))
    return _KEPT


def _from_json(section: str, v):
    if section == "runs":
        return v
    if section == "realised":
        return (v[0], list(v[1]), list(v[2]))
    from logic.pool_graph.cycles import CycleAnswer
    return CycleAnswer(**v)


def _to_json(section: str, answer):
    if section == "runs":
        return answer
    return list(answer) if section == "realised" else asdict(answer)


def _unknown(section: str, answer) -> bool:
    if section == "runs":
        return False  # the outcome engine's run is exact: what it cannot apply is listed in it
    if section == "realised":
        return answer[0] == "unknown"
    # a realised cycle whose forcing, bound or witness the solver did not give is asked again next time
    return answer.realised is None or (answer.realised and (answer.forced is None or answer.bounded is None
                                                            or not answer.witness))


def lookup(section: str, key: str, rules: str):
    """The kept answer of ``section`` (one of `SECTIONS`) under ``key``, asked of the rule base
    ``rules`` (this process's, the cache folder's, then the shipped one), or None when it must be solved."""
    v = _kept(rules)[section].get(key)
    if v is None:
        v = _SHIPPED.get(section, {}).get(key)
    return None if v is None else _from_json(section, json.loads(json.dumps(v)))


def keep(section: str, key: str, answer, rules: str) -> None:
    """Keep a solved answer (never an unknown one); `save` writes them."""
    if _unknown(section, answer):
        return
    _kept(rules)[section][key] = _to_json(section, answer)
    _DIRTY[0] = True


def save() -> None:
    """Write the answers solved here (not the shipped ones) to the cache folder, as JSON."""
    folder = _cache()
    if folder is None or not _DIRTY[0] or _KEPT is None:
        return
    kept = _KEPT
    data = {"family": FAMILY, "content_key": kept["content_key"],
            **{s: dict(sorted(kept[s].items())) for s in SECTIONS}}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
        os.replace(tmp, folder / _file(kept["content_key"]))
        _DIRTY[0] = False
    except OSError:
        pass
