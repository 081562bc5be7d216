"""The whole analysis of a pool: nodes, decided edges, loops, dropped cycles; deterministic and cached.

`read_pool_nodes(path)` reads a pool (a MarvelCDB folder or one pack file, `logic.cards.pool.read_pool`)
into nodes; `analyse_pool(path, jobs)` decides every candidate edge and every cycle. Both keep their
result under ``$RULING_CACHE`` keyed by the pool's bytes, the code of ``logic`` and the rule base's
content (``RULING_CACHE=off``: nothing kept), so a warm run reads one file.

Promises
--------
- The result is the same bytes whatever ``jobs`` is (decisions are computed in any order, then laid out
  in the pool's order).
- Bounds: at most `MAX_FACES` faces and `MAX_TEXT` characters of text per face; past them one
  `InputError` naming the pool and the card.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from dataclasses import dataclass
from pathlib import Path

from typing import TYPE_CHECKING

from logic.bounds import MAX_GRAPH_FACES, MAX_GRAPH_TEXT_CHARS
from logic.errors import InputError
from logic.gcpause import gc_paused

# the solver, networkx and the reader are imported where used: a warm run reads one cached file
if TYPE_CHECKING:
    import networkx as nx

    from logic.pool_graph.digraph import Digraph
    from logic.pool_graph.edges import Decision
    from logic.pool_graph.nodes import Card, LeftOut, Node

__all__ = ["PoolNodes", "read_pool_nodes", "analyse_pool", "decide_all", "loops_of", "MAX_FACES", "MAX_TEXT",
           "MAX_CYCLE_LEN", "MAX_CYCLES", "RULES"]

MAX_FACES = MAX_GRAPH_FACES  # the input bounds live in `logic.bounds`
MAX_TEXT = MAX_GRAPH_TEXT_CHARS
MAX_CYCLE_LEN = 4
MAX_CYCLES = 500
#: near misses are looked for among cycles of at most this many steps
NEAR_MISS_LEN = 2
#: below this many candidates the edges are decided in this process, whatever ``jobs`` is
PARALLEL_MIN = 64
RULES = "marvel_champions/en"


@dataclass
class PoolNodes:
    """A pool read for the graph: its cards, the nodes, the abilities left out, uses counters, problems."""
    path: str
    cards: dict[str, Card]
    nodes: list[Node]
    left: list[LeftOut]
    uses: dict[str, int]
    problems: list[str]
    abilities: int


def _cache() -> Path | None:
    from logic.you.table import cache_dir
    return cache_dir()


def rules_key() -> str:
    """A hash of the encoding files whose clauses the loops are asked of (topic ``loops``)."""
    from logic.registry import encodings_dir
    game, lang = RULES.split("/")
    h = hashlib.sha256()
    for f in sorted((encodings_dir() / game / lang).glob("loops_*.py")):
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()


def _pool_key(path: Path) -> str:
    from logic.you.table import _code_key
    h = hashlib.sha256(_code_key().encode())
    h.update(rules_key().encode())
    files = sorted(path.rglob("*.json")) if path.is_dir() else [path]
    for f in files:
        if "translations" in f.parts:
            continue
        h.update(str(f.relative_to(path) if path.is_dir() else f.name).encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:24]


def _load(name: str):
    folder = _cache()
    if folder is None:
        return None
    p = folder / name
    try:
        with p.open("rb") as f:
            return pickle.load(f)
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError):
        return None


def _store(name: str, value) -> None:
    folder = _cache()
    if folder is None:
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, folder / name)
    except OSError:
        pass


def _uses(abilities) -> int | None:
    from logic.abilities import model as m
    for ab in abilities:
        for k in ab.keywords:
            if k.name is m.KeywordName.USES and isinstance(k.value, int):
                return k.value
    return None


def _read_face(card, text: str) -> tuple:
    """(nodes, left out, abilities read, uses counters) of one face."""
    from logic.abilities.reader import read_text
    from logic.pool_graph.nodes import nodes_of
    ns, ls = nodes_of(card, text)
    abilities = read_text(text, card.name)
    return ns, ls, len(abilities), _uses(abilities)


_FACES: list = []


def _read_faces(idx: list[int]) -> list[tuple]:
    return [_read_face(*_FACES[i]) for i in idx]


def read_pool_nodes(path: str | Path, jobs: int = 1) -> PoolNodes:
    """The pool's nodes (see the module); raises `InputError` for a missing pool or one past the bounds.
    The card texts are read in ``jobs`` processes (the same nodes, in the pool's order)."""
    from logic.cards.pool import read_pool
    from logic.pool_graph.nodes import card_of_face
    path = Path(path)
    if not path.exists():
        raise InputError("no such pool (a MarvelCDB folder or a pack file)", str(path))
    key = _pool_key(path)
    got = _load(f"poolgraph-nodes-{key}.pickle")
    if got is not None:
        return got
    pool = read_pool(path)
    if len(pool.faces) > MAX_FACES:
        raise InputError(f"{len(pool.faces)} faces, more than the bound of {MAX_FACES}", str(path))
    work = []
    for f in pool.faces:
        if len(f.text or "") > MAX_TEXT:
            raise InputError(f"card text of {len(f.text)} characters, more than the bound of {MAX_TEXT}",
                             f"{f.file}:{f.code}")
        work.append((card_of_face(f), f.text))
    if jobs <= 1 or len(work) < 64:
        read = [_read_face(*w) for w in work]
    else:
        import multiprocessing as mp

        from logic.abilities.reader import read_text
        read_text("Draw 1 card.", "")  # the grammar is loaded once, before the workers fork
        _FACES[:] = work
        try:
            n = max(1, -(-len(work) // (jobs * 4)))
            chunks = [list(range(i, min(i + n, len(work)))) for i in range(0, len(work), n)]
            with mp.get_context("fork").Pool(jobs) as p:
                read = [r for part in p.map(_read_faces, chunks) for r in part]
        finally:
            _FACES[:] = []
    cards, nodes, left, uses, count = {}, [], [], {}, 0
    for (card, _), (ns, ls, k, u) in zip(work, read):
        cards[card.code] = card
        count += k
        if u is not None:
            uses[card.code] = u
        nodes += ns
        left += ls
    out = PoolNodes(str(path), cards, nodes, left, uses, [str(p) for p in pool.problems], count)
    _store(f"poolgraph-nodes-{key}.pickle", out)
    return out


def _decide_keys(keys):
    from logic.pool_graph.edges import decide_bulk
    return [decide_bulk(k) for k in keys]


def _world_keys(keys):
    from logic.pool_graph.edges import decide_world
    return [decide_world(k) for k in keys]


#: decision key -> Decision, and decision key -> its stable name (`_key_name`), for this process
_DECIDED: dict | None = None
_NAMES: dict = {}
_DIRTY: list[bool] = [False]
#: the cache family the pool graph's decisions are kept in (`logic.shipped` ships it: facts about the
#: rules over signatures, no card text)
FAMILY = "poolgraph"


def decisions_key() -> str:
    """The content key of the decisions: the code of ``logic`` and the loops' encoding files."""
    from logic.you.table import _code_key
    return hashlib.sha256((_code_key() + rules_key()).encode()).hexdigest()[:24]


def _decisions_file() -> str:
    return f"{FAMILY}-decisions-{decisions_key()}.json"


def _key_name(key: tuple) -> str:
    """A stable name of a decision key: the hash of its repr (dataclasses, enums, strings and tuples only:
    the same text in every process)."""
    got = _NAMES.get(key)
    if got is None:
        got = _NAMES[key] = hashlib.sha256(repr(key).encode()).hexdigest()[:32]
    return got


def _to_json(d: Decision) -> list:
    return [d.status, d.event, list(d.why), list(d.assumes), None if d.world is None else [list(p) for p in d.world]]


def _from_json(v: list) -> Decision:
    from logic.pool_graph.edges import Decision
    world = None if v[4] is None else tuple(tuple(p) for p in v[4])
    return Decision(v[0], v[1], 0, tuple(v[2]), tuple(v[3]), world)


def _decided() -> dict:
    """name -> Decision: the cache folder's file of the current content key, then the shipped entries."""
    global _DECIDED
    if _DECIDED is None:
        import json
        from logic import shipped
        ck = decisions_key()
        got: dict = {}
        cores: dict = {}
        folder = _cache()
        if folder is not None:
            try:
                data = json.loads((folder / _decisions_file()).read_text(encoding="utf-8"))
                if data.get("family") == FAMILY and data.get("content_key") == ck:
                    got = {k: _from_json(v) for k, v in data["decisions"].items()}
                    cores = {k: _from_json(v) for k, v in data.get("cores", {}).items()}
            except (OSError, ValueError, KeyError, TypeError, IndexError):
                got, cores = {}, {}
        _DECIDED = got
        _CORES.clear()
        _CORES.update(cores)
        _SHIPPED.clear()
        _SHIPPED.update(shipped.pool_decisions(ck))
        _SHIPPED_CORES.clear()
        _SHIPPED_CORES.update(shipped.pool_cores(ck))
    return _DECIDED


_SHIPPED: dict = {}
#: name -> Decision with its core, of the near misses no candidate asks (`_with_core`): kept apart from the
#: pass's answers, in the same file (``cores``) and family; this process's and the cache folder's, then shipped
_CORES: dict = {}
_SHIPPED_CORES: dict = {}


def _lookup(name: str, world: bool):
    """The decision kept under ``name`` (with its world when ``world``), from this process, the cache
    folder or the shipped tables; None when it must be solved."""
    d = _decided().get(name)
    if d is None and name in _SHIPPED:
        d = _from_json(_SHIPPED[name])
    if d is None or (world and d.status == "sat" and d.world is None):
        return None
    return d


def _save() -> None:
    """Write the decisions solved here (not the shipped ones) to the cache folder, as JSON."""
    import json
    folder = _cache()
    if folder is None or not _DIRTY[0]:
        return
    data = {"family": FAMILY, "content_key": decisions_key(),
            "decisions": {k: _to_json(v) for k, v in sorted(_decided().items())},
            "cores": {k: _to_json(v) for k, v in sorted(_CORES.items())}}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
        os.replace(tmp, folder / _decisions_file())
        _DIRTY[0] = False
    except OSError:
        pass


def _solve(keys: list, jobs: int, worker) -> list:
    if jobs <= 1 or len(keys) < PARALLEL_MIN:
        return worker(keys)
    import multiprocessing as mp
    n = max(1, -(-len(keys) // (jobs * 8)))
    chunks = [keys[i:i + n] for i in range(0, len(keys), n)]
    with mp.get_context("fork").Pool(jobs) as p:
        return [d for part in p.map(worker, chunks) for d in part]


def _part_repr(x, memo: dict) -> str:
    """``repr(x)``, kept per object for this call (a key's parts are shared by many candidates:
    `logic.pool_graph.edges` keeps each node's projected parts)."""
    if x is None or isinstance(x, (str, int)):
        return repr(x)
    got = memo.get(id(x))
    if got is None or got[0] is not x:
        got = memo[id(x)] = (x, repr(x))
    return got[1]


def _key_names(keys: list[tuple]) -> list[str]:
    """`_key_name` of each key, the same text (the repr of a tuple of two or more parts is its parts'
    reprs joined), each part's repr computed once: a key is A's side (its first four parts) and B's side
    (the rest), each side's text is made once per distinct side, the name once per distinct pair."""
    memo: dict = {}  # id -> (part, its repr): the parts stay alive, so their ids name them
    sides: dict[tuple, tuple[int, str]] = {}
    texts: dict[str, int] = {}
    names: dict[tuple[int, int], str] = {}
    heads: dict[int, object] = {}  # A's side -> the hash of "(" and its text, to be continued per B's side

    def side(parts: tuple) -> tuple[int, str]:
        ids = tuple(x if x is None or isinstance(x, (str, int)) else id(x) for x in parts)
        got = sides.get(ids)
        if got is None:
            text = ", ".join(_part_repr(x, memo) for x in parts)
            got = sides[ids] = (texts.setdefault(text, len(texts)), text)
        return got

    out = []
    for key in keys:
        (ia, ta), (ib, tb) = side(key[:4]), side(key[4:])
        got = names.get((ia, ib))
        if got is None:
            head = heads.get(ia)
            if head is None:
                head = heads[ia] = hashlib.sha256(f"({ta}, ".encode())
            h = head.copy()
            h.update(f"{tb})".encode())
            got = names[(ia, ib)] = h.hexdigest()[:32]
        out.append(got)
    return out


def decide_all(cands: list[tuple[Node, int, Node]], jobs: int = 1, worlds: bool = False) -> list[Decision]:
    """The decision of every candidate, in the candidates' order (whatever ``jobs`` is). Each distinct
    decision key is solved once (`logic.pool_graph.edges.decide_bulk`: an unsat one carries no core, a
    sat one no world unless ``worlds``: then `decide_world` gives the least one), and kept under
    ``$RULING_CACHE`` (family `FAMILY`, JSON, shipped by ``logic.build_tables``) for later runs."""
    from dataclasses import replace
    from logic.pool_graph.edges import Decision, decision_classes
    classes, keys, effects = decision_classes(cands)  # the key of each class of candidates, once per class
    class_names = _key_names(keys)
    first = dict(zip(reversed(class_names), reversed(keys)))  # name -> its first key
    have = {}
    todo = []
    for name in dict.fromkeys(class_names):  # the names' order of first appearance
        d = _lookup(name, worlds)
        if d is None:
            todo.append(name)
        else:
            have[name] = d
    if todo:
        got = _solve([first[n] for n in todo], jobs, _world_keys if worlds else _decide_keys)
        for name, d in zip(todo, got):
            have[name] = d
            if d.status != "unknown":  # an unknown is never kept: a later run asks again
                _decided()[name] = replace(d, effect=0)
        _DIRTY[0] = True
        _save()
    made: dict[tuple[str, int], Decision] = {}  # decisions are frozen: one per (key, effect) is shared
    of_class = []
    for name, k in zip(class_names, effects):
        d = made.get((name, k))
        if d is None:
            h = have[name]
            d = made[(name, k)] = Decision(h.status, h.event, k, h.why, h.assumes, h.world)
        of_class.append(d)
    return [of_class[c] for c in classes]


def _graph(nodes: list[Node], cands, decisions) -> tuple[Digraph, Digraph, dict]:
    """(decided graph, candidate graph, (a, b) -> [(effect, decision)] of every candidate)."""
    from logic.pool_graph.digraph import Digraph
    per: dict[tuple[str, str], list] = {}
    sat: dict[tuple[str, str], None] = {}
    for (a, k, b), d in zip(cands, decisions):
        pair = (a.id, b.id)
        got = per.get(pair)
        if got is None:
            got = per[pair] = []
        got.append((k, d))
        if d.status == "sat":
            sat[pair] = None
    ids = [n.id for n in nodes]
    return Digraph(ids, sat), Digraph(ids, per), per


def _canonical(cyc: list[str]) -> tuple[str, ...]:
    i = cyc.index(min(cyc))
    return tuple(cyc[i:] + cyc[:i])


def _cycles(g: Digraph | nx.DiGraph, length: int = MAX_CYCLE_LEN) -> tuple[list[tuple[str, ...]], bool]:
    """Simple cycles of at most ``length`` steps, canonical (they start at their least node) and sorted by
    (length, nodes); True when `MAX_CYCLES` cut the list. The shortest come first and the cut is the same
    whatever the process: cycles are looked for length after length, from each start in sorted order,
    along sorted successors (never in the order of a set)."""
    out: list[tuple[str, ...]] = []
    succ = {n: sorted(g.successors(n)) for n in g.nodes}
    pred = {n: sorted(g.predecessors(n)) for n in g.nodes}
    starts = sorted(n for n in g.nodes if succ[n] and pred[n])
    back: dict[str, dict[str, int]] = {}

    def near(s: str) -> dict[str, int]:
        """Nodes above ``s`` that reach ``s`` in at most ``length - 1`` steps through nodes above ``s``,
        with the fewest steps."""
        got = back.get(s)
        if got is None:
            got, frontier = {s: 0}, [s]
            for d in range(1, length):
                nxt = []
                for n in frontier:
                    for p in pred[n]:
                        if p > s and p not in got:
                            got[p] = d
                            nxt.append(p)
                frontier = nxt
            back[s] = got
        return got

    for size in range(1, length + 1):
        for s in starts:
            dist = near(s)
            path = [s]

            def walk(n: str) -> bool:
                left = size - len(path)  # steps after the one out of n
                for m in succ[n]:
                    if m == s:
                        if left == 0:
                            out.append(tuple(path))
                            if len(out) >= MAX_CYCLES:
                                return True
                    elif left > 0 and m > s and m not in path and dist.get(m, length) <= left:
                        path.append(m)
                        if walk(m):
                            return True
                        path.pop()
                return False
            if walk(s):
                return out, True
    return out, False


def _edge_json(a: Node, b: Node, k: int, d: Decision) -> dict:
    e = a.ability.effects[k]
    return {"from": a.id, "to": b.id, "event": d.event, "effect": k, "status": d.status,
            "why": list(d.why), "assumes": list(d.assumes), "world": dict(d.world),
            "effect_words": a.words, "trigger_words": b.words, "effect_kind": e.kind.value}


def _turns(witness: list[dict], edges: list[dict], situation: list[dict]) -> list[dict]:
    """Each witness turn with what happened, step by step, to the objects of the situation."""
    objects = {d["ability"]: d["object"] for d in situation if "ability" in d}
    out = []
    for turn in witness:
        happened = [f"{e['from']} resolves: {e['event'].replace('_', ' ')}: {objects.get(e['from'], e['object'])}"
                    for e in edges if e["from"] in turn["resolves"]]
        out.append({**turn, "happened": happened})
    return out


def _realised(steps: list, effects: list[int]) -> tuple:
    """Whether one situation realises the cycle (`logic.pool_graph.realise.realise`, in a fresh z3
    context: the same answer in any process, in any order)."""
    from logic.pool_graph.realise import realise
    import z3
    return realise(steps, effects, z3.Context())


def _shape_answer(shape: tuple):
    """The answer of one cycle shape (`logic.pool_graph.cycles.analyse_shape`, a fresh z3 context)."""
    from logic.pool_graph.cycles import analyse_shape
    import z3
    return analyse_shape(shape[0], shape[1], RULES, z3.Context())


def _cycle_answer(steps: list, realised: tuple, ans, edges: list[dict]) -> dict:
    """One cycle, realised (``realised``) and analysed (``ans``, its shape's answer put back):
    ``{"loop": ...}`` or ``{"dropped": ...}``."""
    cyc = [s.id for s in steps]
    cards = sorted(dict.fromkeys(s.card.code for s in steps))
    status, core, situation = realised
    if status != "sat":
        return {"dropped": {"abilities": cyc, "cards": cards, "why": core,
                            "reason": ("no situation realises it: the steps' words cannot hold together on one "
                                       "table" if status == "unsat" else "unknown: the solver could not tell"),
                            "words": {s.id: s.words for s in steps}}}
    if not ans.realised:
        return {"dropped": {"abilities": cyc, "cards": cards, "why": ans.why,
                            "reason": "its resources never let a first turn happen" if ans.realised is False
                            else "unknown: the solver could not tell", "words": {s.id: s.words for s in steps}}}
    return {"loop": {"cards": cards, "abilities": cyc, "forced": ans.forced, "bounded": ans.bounded,
                     "bound": ans.bound, "turns": ans.turns, "stopped_by": ans.why, "forced_by": ans.forced_by,
                     "witness": {"situation": situation, "turns": _turns(ans.witness, edges, situation)},
                     "words": {s.id: s.words for s in steps}}}


_WORK: list = []


def _in_parts(fn, items: list, jobs: int, serial_below: int = 8) -> list:
    """``[fn(x) for x in items]``, in ``jobs`` forked processes when there are enough items (the results
    in the items' order)."""
    if jobs <= 1 or len(items) < serial_below:
        return [fn(x) for x in items]
    import multiprocessing as mp
    _WORK[:] = [fn, items]
    try:
        n = max(1, -(-len(items) // (jobs * 8)))
        chunks = [(i, min(i + n, len(items))) for i in range(0, len(items), n)]
        with mp.get_context("fork").Pool(jobs) as p:
            return [r for part in p.map(_part, chunks) for r in part]
    finally:
        _WORK[:] = []


def _part(span: tuple[int, int]) -> list:
    fn, items = _WORK
    return [fn(x) for x in items[span[0]:span[1]]]


def _realise_one(w: tuple):
    return _realised(w[0], w[1])


def _run_one(x: tuple) -> dict:
    from logic.pool_graph.run import witness_run
    return witness_run(*x, rules=RULES)


def _run_witnesses(work: list, answers: list[dict], jobs: int) -> None:
    """Each loop's witness run through the outcome engine (`logic.pool_graph.run`), kept like the cycle
    answers or run in ``jobs`` processes, put in its witness as ``run`` and ``not_run``."""
    todo = [(w[0], w[1], a["loop"]["witness"]["situation"], a["loop"]["witness"]["turns"], a["loop"]["witness"])
            for w, a in zip(work, answers) if "loop" in a]
    from logic.pool_graph import cycle_table as ct
    got = _kept_or_solved("runs", [ct.run_key(*t[:4]) for t in todo], [t[:4] for t in todo], _run_one, jobs)
    ct.save()
    for t, r in zip(todo, got):
        t[4]["run"], t[4]["not_run"] = r["run"], r["not_run"]


def _kept_or_solved(section: str, keys: list[str], items: list, fn, jobs: int) -> list:
    """``[fn(x) for x in items]``: each answer kept under its key (`logic.pool_graph.cycle_table`: this
    process, the cache folder, the shipped tables) is read, the others are solved in ``jobs`` processes
    and kept (never an unknown one)."""
    from logic.pool_graph import cycle_table as ct
    got = [ct.lookup(section, k, RULES) for k in keys]
    todo = [i for i, g in enumerate(got) if g is None]
    for i, answer in zip(todo, _in_parts(fn, [items[i] for i in todo], jobs)):
        got[i] = answer
        ct.keep(section, keys[i], answer, RULES)
    return got


def loops_of(pn: PoolNodes, by_id: dict[str, Node], g: Digraph, cg: Digraph, per: dict,
             jobs: int = 1) -> dict:
    """Loops, dropped cycles and the summary (see the module). The cycles are analysed in ``jobs``
    processes; the answers are laid out in the cycles' order."""
    from logic.pool_graph.words import PRODUCES
    cycles, cut = _cycles(g)
    loops, dropped = [], []
    work = []
    first = {}  # (a, b) -> the first effect of a that makes the edge, and its decision with its world
    for cyc in cycles:
        for i, n in enumerate(cyc):
            nxt = cyc[(i + 1) % len(cyc)]
            if (n, nxt) not in first:
                first[(n, nxt)] = next((k, d) for k, d in per[(n, nxt)] if d.status == "sat")
    lazy = [(a, b, k) for (a, b), (k, d) in first.items() if d.world is None]
    if lazy:  # the least world of the edges the loops show, computed now (once per decision key)
        got = decide_all([(by_id[a], k, by_id[b]) for a, b, k in lazy], jobs, worlds=True)
        for (a, b, k), d in zip(lazy, got):
            first[(a, b)] = (k, d)
    for cyc in cycles:
        steps = [by_id[n] for n in cyc]
        effects, objects, edges = [], [], []
        for i, n in enumerate(cyc):
            nxt = cyc[(i + 1) % len(cyc)]
            k, d = first[(n, nxt)]
            effects.append(k)
            objects.append(dict(d.world).get("object", " ").split(" ")[0])
            edges.append({"from": n, "to": nxt, "event": d.event, "object": dict(d.world).get("object", "")})
        work.append((steps, effects, objects, edges, pn.uses))
    from logic.pool_graph.cycles import put_back, shape_of
    # each cycle is realised on its own cards; its rules questions are asked once per shape (the steps'
    # kinds and cards, the resources' numbers), in a fresh context each: the same answers in any process
    from logic.pool_graph import cycle_table as ct
    realised = _kept_or_solved("realised", [ct.realised_key(w[0], w[1]) for w in work], work, _realise_one, jobs)
    shapes = [shape_of(w[0], w[1], w[2], w[4]) if r[0] == "sat" else (None, {}) for w, r in zip(work, realised)]
    distinct = list(dict.fromkeys(sh for sh, _ in shapes if sh is not None))
    by_shape = dict(zip(distinct, _kept_or_solved("shapes", [ct.shape_key(sh) for sh in distinct], distinct,
                                                  _shape_answer, jobs)))
    answers = [_cycle_answer(w[0], r, put_back(by_shape[sh], back) if sh is not None else None, w[3])
               for w, r, (sh, back) in zip(work, realised, shapes)]
    _run_witnesses(work, answers, jobs)  # and writes the cycle answers kept here, once (`cycle_table.save`)
    for a in answers:
        if "loop" in a:
            loops.append(a["loop"])
        else:
            dropped.append(a["dropped"])
    # cycles of words that name the same kind of occurrence that the solver does not keep: near misses
    # (one or two steps), each with the edge that fails and why
    near, ncut = _cycles(cg, NEAR_MISS_LEN)
    kept = {tuple(l["abilities"]) for l in loops} | {tuple(d["abilities"]) for d in dropped}
    for cyc in near:
        if cyc in kept:
            continue
        for i, n in enumerate(cyc):
            nxt = cyc[(i + 1) % len(cyc)]
            if not g.has_edge(n, nxt):
                k, d = per.get((n, nxt), [(None, None)])[0]
                if d is None:
                    k = next(k for k, e in by_id[n].effects if by_id[nxt].trigger.event in PRODUCES[e.kind])
                if d is None or not d.why:  # the pass over the pool keeps no core: ask for it
                    d = _with_core(by_id[n], k, by_id[nxt])
                dropped.append({"abilities": list(cyc), "cards": sorted(dict.fromkeys(by_id[x].card.code
                                                                                     for x in cyc)),
                                "reason": f"no edge {n} -> {nxt}: no situation lets its effect meet the trigger",
                                "why": list(d.why), "words": {x: by_id[x].words for x in cyc}})
                break
    _save()
    return {"loops": loops, "dropped": dropped, "cut": cut or ncut}


def _with_core(a: Node, k: int, b: Node) -> Decision:
    """`logic.pool_graph.edges.decide` (the decision with its core): a kept one when it has its core;
    else solved, and kept in place of the coreless one when both say the same; a key the pass never
    decided (no candidate) is kept apart, in `_CORES` (never in place of none: the pass over the pool asks
    its own question, and only its answers are the graph's). An unknown is never kept."""
    from dataclasses import replace
    from logic.pool_graph.edges import decide, decision_key
    name = _key_name(decision_key(a, k, b))
    got = _lookup(name, False)
    if got is not None and got.why:
        return replace(got, effect=k)
    if got is None:
        kept = _CORES.get(name)
        if kept is None and name in _SHIPPED_CORES:
            kept = _from_json(_SHIPPED_CORES[name])
        if kept is not None:
            return replace(kept, effect=k)
    d = decide(a, k, b)
    if d.status != "unknown":
        if got is None:
            _CORES[name] = replace(d, effect=0)
            _DIRTY[0] = True
        elif got.status == d.status:
            _decided()[name] = replace(d, effect=0)
            _DIRTY[0] = True
    return d


def analyse_pool(path: str | Path, jobs: int = 1, edges: bool = True) -> dict:
    """The analysis of a pool as JSON-ready data (see the module). Without ``edges`` (`ruling loops`) the
    list of edges is left out, and so is the least world of every edge no loop shows."""
    with gc_paused():
        return _analyse_pool(path, jobs, edges)


def _analyse_pool(path: str | Path, jobs: int, edges: bool) -> dict:
    from logic.pool_graph.digraph import event_graph
    from logic.pool_graph.edges import candidates
    from logic.pool_graph.words import PRODUCES
    path = Path(path)
    if not path.exists():
        raise InputError("no such pool (a MarvelCDB folder or a pack file)", str(path))
    key = _pool_key(path)
    name = f"poolgraph-analysis-{key}{'' if edges else '-loops'}.pickle"
    got = _load(name)
    if got is not None:
        return got
    pn = read_pool_nodes(path, jobs)
    by_id = {n.id: n for n in pn.nodes}
    cands = candidates(pn.nodes, pn.nodes)
    decisions = decide_all(cands, jobs)
    g, _, per = _graph(pn.nodes, cands, decisions)
    cg = event_graph(pn.nodes, PRODUCES)  # the pairs of `event_pairs`: where near misses are looked for
    found = loops_of(pn, by_id, g, cg, per, jobs)
    node_ids = {n.id for n in pn.nodes}
    left_out = [lo for lo in pn.left if lo.id not in node_ids]
    partial = [lo for lo in pn.left if lo.id in node_ids]
    loops = found["loops"]
    out = {
        "pool": pn.path,
        "nodes": [{"id": n.id, "card": n.card.code, "name": n.card.name, "type": n.card.card_type,
                   "ability": n.index, "kind": n.kind, "read": n.read,
                   "trigger": n.trigger.event.value if n.trigger else None,
                   "effects": [e.kind.value for _, e in n.effects]} for n in pn.nodes],
        "edges": _edges_json(by_id, per, jobs) if edges else None,
        "loops": loops,
        "dropped": found["dropped"],
        "left_out": [{"id": lo.id, "kind": lo.kind, "why": lo.why} for lo in left_out],
        "partly": [{"id": lo.id, "kind": lo.kind, "why": lo.why} for lo in partial],
        "summary": {
            "faces": len(pn.cards), "abilities": pn.abilities, "taking_part": len(pn.nodes),
            "fully_read": sum(1 for n in pn.nodes if n.read == "fully"),
            "partly_read": sum(1 for n in pn.nodes if n.read == "partly"),
            "left_out": len(left_out), "candidates": len(cands),
            "edges": sum(1 for d in decisions if d.status == "sat"),
            "unknown": sum(1 for d in decisions if d.status == "unknown"),
            "loops": len(loops), "forced": sum(1 for l in loops if l.get("forced")),
            "unbounded": sum(1 for l in loops if l.get("bounded") is False),
            "forced_unbounded": sum(1 for l in loops if l.get("forced") and l.get("bounded") is False),
            "dropped": len(found["dropped"]), "cycles_cut_at": MAX_CYCLES if found["cut"] else None,
            "max_cycle_length": MAX_CYCLE_LEN, "problems": len(pn.problems)},
    }
    if not edges:
        del out["edges"]
    _store(name, out)
    return out


def _edges_json(by_id: dict, per: dict, jobs: int) -> list[dict]:
    """Every edge with its why and its least world (computed once per decision key)."""
    sat = [(a, k, b) for (a, b), ds in per.items() for k, d in ds if d.status == "sat"]
    ds = decide_all([(by_id[a], k, by_id[b]) for a, k, b in sat], jobs, worlds=True)
    return [_edge_json(by_id[a], by_id[b], k, d) for (a, k, b), d in zip(sat, ds)]
