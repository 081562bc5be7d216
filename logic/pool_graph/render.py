"""Text and DOT views of a pool analysis (`logic.pool_graph.build.analyse_pool`) and of an interactions
answer. The JSON is the analysis itself. Promises: the same analysis gives the same bytes."""

from __future__ import annotations

__all__ = ["loops_text", "graph_text", "dot", "interactions_text", "interactions_dot"]


def _yn(v) -> str:
    return "unknown" if v is None else ("yes" if v else "no")


def _loop_lines(loop: dict, ids_key: str = "abilities") -> list[str]:
    path = loop[ids_key]
    lines = [f"loop {' -> '.join(path + path[:1])}: forced {_yn(loop['forced'])}, bounded {_yn(loop['bounded'])}"
             f" ({loop['bound']})"]
    for a in path:
        lines.append(f"  {a}: {loop['words'][a]}")
    if loop.get("forced_by"):
        lines.append(f"  forced by: {', '.join(loop['forced_by'])}")
    for s in loop["witness"]["situation"]:
        if "card" in s:
            art = "an" if s["is"][:1] in "aeiou" else "a"
            lines.append(f"  witness: card {s['card']} is {art} {s['is']}, its 'you' is {s['you']}")
    for t in loop["witness"]["turns"]:
        lines.append(f"  turn {t['turn']}: " + ("; ".join(t["happened"]) or "nothing resolves"))
        for what, n in sorted(t["world_after"].items()):
            lines.append(f"    after turn {t['turn']}: {what}: {n}")
    for r in loop["witness"].get("run", []):
        lines.append(f"  run, turn {r['turn']}: {', '.join(r['resolves']) or 'nothing resolves'}; then "
                     f"{_world(r['world'])}")
    for n in loop["witness"].get("not_run", []):
        lines.append(f"  not run: {n}")
    return lines


def _world(w: dict) -> str:
    """The outcome engine's world (`logic.timing.effects.Outcome.to_json`) in words."""
    parts = [f"{n} defeated" if c["destroyed"] else f"{n} health {c['health']}" + (
        f" [{', '.join(c['statuses'])}]" if c["statuses"] else "") for n, c in w["characters"].items()]
    parts += [f"{n} threat {t}" for n, t in w["threat"].items()]
    parts += [f"{n} drew {k}" for n, k in w.get("drawn", {}).items()]
    parts += [f"{n} {'exhausted' if e else 'ready'}" for n, e in w.get("exhausted", {}).items()]
    parts += [f"{n} in {f.replace('_', '-')} form" for n, f in w.get("forms", {}).items()]
    parts += [f"{n} " + (f"in front of {p['whose']}" if p["area"] == "front" else "in " + (
        f"{p['whose']}'s " if p.get("whose") else "") + p["area"].replace("_", " "))
        + (f" attached to {p['attached_to']}" if p.get("attached_to") else "") for n, p in w.get("places", {}).items()]
    return "; ".join(parts) or "no change"


def loops_text(rep: dict) -> str:
    """The loops and dropped cycles of a pool, then the summary."""
    lines = []
    for loop in rep["loops"]:
        lines += _loop_lines(loop)
    for d in rep["dropped"]:
        lines.append(f"dropped {' -> '.join(d['abilities'] + d['abilities'][:1])}: {d['reason']}")
        for w in d["why"]:
            lines.append(f"  because: {w}")
    s = rep["summary"]
    lines.append(f"{s['loops']} loop(s) ({s['forced_unbounded']} forced and unbounded, {s['unbounded']} unbounded), "
                 f"{s['dropped']} cycle(s) dropped; {s['taking_part']} of {s['abilities']} abilities take part "
                 f"({s['fully_read']} fully read, {s['partly_read']} partly), {s['left_out']} left out")
    if s.get("cycles_cut_at"):
        lines.append(f"note: cycles listed up to {s['cycles_cut_at']}, of at most {s['max_cycle_length']} steps")
    return "\n".join(lines) + "\n"


def graph_text(rep: dict) -> str:
    """Every edge with its words, then the loops."""
    lines = [f"{e['from']} -> {e['to']} ({e['event'].replace('_', ' ')}): \"{e['effect_words']}\" meets "
             f"\"{e['trigger_words']}\"" + (f" [assumes: {'; '.join(e['assumes'])}]" if e["assumes"] else "")
             for e in rep["edges"]]
    return "\n".join(lines) + ("\n" if lines else "") + loops_text(rep)


def _q(s: str) -> str:
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"') + '"'


def dot(rep: dict, card: str | None = None) -> str:
    """DOT of the loops' subgraphs (red edges), and with ``card`` the neighbourhood of that card's abilities."""
    keep, loop_edges = set(), set()
    for loop in rep["loops"]:
        p = loop["abilities"]
        keep.update(p)
        loop_edges.update((p[i], p[(i + 1) % len(p)]) for i in range(len(p)))
    if card:
        mine = {n["id"] for n in rep["nodes"] if n["card"] == card}
        keep |= mine | {e["to"] for e in rep["edges"] if e["from"] in mine} | {
            e["from"] for e in rep["edges"] if e["to"] in mine}
    nodes = {n["id"]: n for n in rep["nodes"]}
    lines = ["digraph pool {", "  rankdir=LR;"]
    for nid in sorted(keep):
        n = nodes[nid]
        style = "solid" if n["kind"].startswith(("forced", "when", "constant")) else "dashed"
        lines.append(f"  {_q(nid)} [label={_q(nid + '|' + n['name'] + '|' + n['kind'])}, style={style}];")
    seen = set()
    for e in rep["edges"]:
        pair = (e["from"], e["to"])
        if e["from"] in keep and e["to"] in keep and pair not in seen:
            seen.add(pair)
            color = ", color=red" if pair in loop_edges else ""
            lines.append(f"  {_q(e['from'])} -> {_q(e['to'])} [label={_q(e['event'])}{color}];")
    lines.append("}")
    return "\n".join(lines).replace("\n  ", "\n  ") + "\n"


def interactions_text(rep: dict) -> str:
    """What the new card triggers, what triggers it, and the loops it closes."""
    c = rep["card"]
    lines = [f"{c['name']} ({c['type']}): {len(c['abilities'])} abilit{'y' if len(c['abilities']) == 1 else 'ies'} "
             f"taking part"]
    for lo in c["left_out"]:
        lines.append(f"  left out {lo['id']}: {lo['why']}")
    for e in rep["triggers"]:
        lines.append(f"triggers {e['to']} ({e['event'].replace('_', ' ')}): \"{e['trigger_words']}\"")
    for e in rep["triggered_by"]:
        lines.append(f"triggered by {e['from']} ({e['event'].replace('_', ' ')}): \"{e['effect_words']}\"")
    for loop in rep["loops"]:
        lines += _loop_lines(loop, "path")
    for d in rep["dropped"]:
        lines.append(f"dropped {' -> '.join(d['path'] + d['path'][:1])}: {d['reason']}")
        for w in d["why"]:
            lines.append(f"  because: {w}")
    s = rep["summary"]
    lines.append(f"triggers {s['triggers']} printed abilit{'y' if s['triggers'] == 1 else 'ies'}, triggered by "
                 f"{s['triggered_by']}, closes {s['loops']} loop(s)")
    return "\n".join(lines) + "\n"


def interactions_dot(rep: dict) -> str:
    """DOT of a card under design: its abilities, the printed abilities it triggers and that trigger it, and
    the loops it closes (red)."""
    loop_edges = {(l["path"][i], l["path"][(i + 1) % len(l["path"])]) for l in rep["loops"]
                  for i in range(len(l["path"]))}
    edges = {(e["from"], e["to"], e["event"]) for e in rep["triggers"] + rep["triggered_by"]}
    edges |= {(a, b, "") for a, b in loop_edges}
    nodes = sorted({a for a, _, _ in edges} | {b for _, b, _ in edges} | {a["id"] for a in rep["card"]["abilities"]})
    lines = ["digraph interactions {", "  rankdir=LR;"]
    for n in nodes:
        lines.append(f"  {_q(n)}{' [style=bold]' if n.startswith('new#') else ''};")
    for a, b, ev in sorted(edges):
        attrs = [f"label={_q(ev)}"] if ev else []
        if (a, b) in loop_edges:
            attrs.append("color=red")
        lines.append(f"  {_q(a)} -> {_q(b)}" + (f" [{', '.join(attrs)}]" if attrs else "") + ";")
    lines.append("}")
    return "\n".join(lines) + "\n"
