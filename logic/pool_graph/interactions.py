"""A card under design against a printed pool: what it triggers, what triggers it, the loops it closes.

`interactions(path, text, card_type, name)` reads the new card's text with the same reader, decides its
candidate edges both ways against the pool's nodes (the same index and solver decisions as the pool graph),
and finds every cycle of at most `MAX_CYCLE_LEN` steps through one of its abilities, each realised and
classified like the pool's loops. The pool's own nodes come from the cache when warm.

Bounds: the text at most `MAX_TEXT` characters, the type one of the known card types; past them an
`InputError`.
"""

from __future__ import annotations

from logic.errors import InputError
from logic.pool_graph.build import MAX_CYCLE_LEN, MAX_TEXT, RULES
from logic.pool_graph.words import ENCOUNTER_TYPES, PLAYER_TYPES

# the reader, the solver and networkx are imported by `_interactions`: a warm query reads one cached file

__all__ = ["interactions", "NEW_CODE"]

NEW_CODE = "new"


def interactions(path, text: str, card_type: str, name: str = "New card", jobs: int = 1) -> dict:
    """The new card's neighbourhood in the pool and the loops it closes (see the module). The answer is
    kept under ``$RULING_CACHE`` keyed by the pool's key and the query."""
    import hashlib
    from pathlib import Path
    from logic.gcpause import gc_paused
    from logic.pool_graph.build import _load, _pool_key, _store
    if len(text) > MAX_TEXT:
        raise InputError(f"--text has {len(text)} characters, more than the bound of {MAX_TEXT}")
    if not Path(path).exists():
        raise InputError("no such pool (a MarvelCDB folder or a pack file)", str(path))
    key = hashlib.sha256(repr((_pool_key(Path(path)), text, card_type, name)).encode()).hexdigest()[:24]
    with gc_paused():
        got = _load(f"poolgraph-interactions-{key}.pickle")
        if got is None:
            got = _interactions(path, text, card_type, name, jobs)
            _store(f"poolgraph-interactions-{key}.pickle", got)
    return got


def _interactions(path, text: str, card_type: str, name: str, jobs: int) -> dict:
    import networkx as nx
    import z3

    from logic.pool_graph.build import _edge_json, _turns, decide_all, read_pool_nodes
    from logic.pool_graph.cycles import analyse_cycle
    from logic.pool_graph.run import witness_run
    from logic.pool_graph.edges import candidates
    from logic.pool_graph.nodes import Card, nodes_of
    from logic.pool_graph.realise import realise
    if len(text) > MAX_TEXT:
        raise InputError(f"--text has {len(text)} characters, more than the bound of {MAX_TEXT}")
    if card_type not in PLAYER_TYPES + ENCOUNTER_TYPES:
        raise InputError(f"--type {card_type!r} is not a card type; one of: "
                         + ", ".join(PLAYER_TYPES + ENCOUNTER_TYPES))
    pn = read_pool_nodes(path, jobs)
    card = Card(NEW_CODE, name, card_type)
    new, left = nodes_of(card, text)
    cands = candidates(new, pn.nodes + new) + candidates(pn.nodes, new)
    decisions = decide_all(cands, jobs, worlds=True)  # every edge of the new card is shown, with its world
    by_id = {n.id: n for n in pn.nodes + new}
    triggers, triggered_by = [], []
    sat: dict[tuple[str, str], tuple[int, object]] = {}
    for (a, k, b), d in zip(cands, decisions):
        if d.status != "sat":
            continue
        sat.setdefault((a.id, b.id), (k, d))
        row = _edge_json(a, b, k, d)
        if a.card.code == NEW_CODE and b.card.code != NEW_CODE:
            triggers.append(row)
        elif b.card.code == NEW_CODE and a.card.code != NEW_CODE:
            triggered_by.append(row)
    # cycles through the new card: new -> pool ... -> new, over the pool's decided edges near it
    g = nx.DiGraph()
    g.add_edges_from(sat)
    pool_edges = _pool_edges_near(pn, g, by_id, sat, jobs)
    g.add_edges_from(pool_edges)
    loops, dropped = [], []
    seen = set()
    for n in new:
        if n.id not in g:
            continue
        for cyc in nx.simple_cycles(g.subgraph(nx.node_connected_component(g.to_undirected(), n.id)),
                                    length_bound=MAX_CYCLE_LEN):
            if n.id not in cyc:
                continue
            i = cyc.index(n.id)
            cyc = cyc[i:] + cyc[:i]
            if tuple(cyc) in seen:
                continue
            seen.add(tuple(cyc))
            steps = [by_id[x] for x in cyc]
            effects, objects, edges = [], [], []
            for j, x in enumerate(cyc):
                nxt = cyc[(j + 1) % len(cyc)]
                k, d = sat.get((x, nxt)) or pool_edges[(x, nxt)]
                if d.world is None:  # a pool edge this loop shows: its least world, now
                    d = decide_all([(by_id[x], k, by_id[nxt])], 1, worlds=True)[0]
                effects.append(k)
                objects.append(dict(d.world).get("object", " ").split(" ")[0])
                edges.append({"from": x, "to": nxt, "event": d.event, "object": dict(d.world).get("object", "")})
            ctx = z3.Context()  # one per cycle, as `logic.pool_graph.build` does: the same answers
            status, core, situation = realise(steps, effects, ctx)
            path_words = {s.id: s.words for s in steps}
            if status != "sat":
                dropped.append({"path": cyc, "why": core, "words": path_words,
                                "reason": "no situation realises it" if status == "unsat" else "unknown"})
                continue
            ans = analyse_cycle(steps, effects, objects, pn.uses, RULES, ctx)
            turns = _turns(ans.witness, edges, situation)
            ran = witness_run(steps, effects, situation, turns, RULES)
            loops.append({"path": cyc, "cards": sorted(dict.fromkeys(s.card.code for s in steps)),
                          "forced": ans.forced, "bounded": ans.bounded, "bound": ans.bound,
                          "forced_by": ans.forced_by, "words": path_words,
                          "witness": {"situation": situation, "turns": turns, "run": ran["run"],
                                      "not_run": ran["not_run"]}})
    loops.sort(key=lambda l: (len(l["path"]), l["path"]))
    dropped.sort(key=lambda l: (len(l["path"]), l["path"]))
    return {"card": {"name": name, "type": card_type, "text": text,
                     "abilities": [{"id": n.id, "kind": n.kind, "read": n.read,
                                    "trigger": n.trigger.event.value if n.trigger else None,
                                    "effects": [e.kind.value for _, e in n.effects]} for n in new],
                     "left_out": [{"id": lo.id, "why": lo.why} for lo in left]},
            "triggers": sorted(triggers, key=lambda r: (r["to"], r["effect"])),
            "triggered_by": sorted(triggered_by, key=lambda r: (r["from"], r["effect"])),
            "loops": loops, "dropped": dropped,
            "summary": {"triggers": len({r["to"] for r in triggers}),
                        "triggered_by": len({r["from"] for r in triggered_by}), "loops": len(loops),
                        "pool_abilities_taking_part": len(pn.nodes)}}


def _pool_edges_near(pn, g, by_id, sat, jobs) -> dict:
    """The pool's decided edges on paths of at most `MAX_CYCLE_LEN` - 1 steps from what the new card
    triggers back to what triggers it (only those can close a loop through it)."""
    from logic.pool_graph.build import decide_all
    from logic.pool_graph.edges import candidates
    starts = {b for (a, b) in sat if a.startswith(NEW_CODE + "#") and not b.startswith(NEW_CODE + "#")}
    ends = {a for (a, b) in sat if b.startswith(NEW_CODE + "#") and not a.startswith(NEW_CODE + "#")}
    if not starts or not ends:
        return {}
    out: dict = {}
    frontier = sorted(starts)
    pool_nodes = pn.nodes
    reached = set(frontier)
    for _ in range(MAX_CYCLE_LEN - 2):
        src = [by_id[x] for x in frontier]
        cands = candidates(src, pool_nodes)
        decs = decide_all(cands, jobs)
        nxt = []
        for (a, k, b), d in zip(cands, decs):
            if d.status == "sat" and (a.id, b.id) not in out:
                out[(a.id, b.id)] = (k, d)
                if b.id not in reached:
                    reached.add(b.id)
                    nxt.append(b.id)
        frontier = sorted(nxt)
        if not frontier:
            break
    return {e: v for e, v in out.items()}
