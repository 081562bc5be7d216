"""A plain SVG drawing of a trigger graph, for when Graphviz's ``dot`` is not installed.

Nodes stand in columns by their distance from the first node (the triggering event),
left to right, as ``dot -Grankdir=LR`` would place them; mandatory abilities have a
solid border, optional ones a dashed border, and edges of a mandatory loop are red.
"""

from __future__ import annotations

from html import escape

__all__ = ["plain_svg"]

_W, _H, _GAP_X, _GAP_Y = 150, 44, 70, 24


def _columns(nodes: list[str], edges: list[tuple[str, str]]) -> dict[str, int]:
    """Breadth-first distance from the first node; nodes it does not reach go in column 0."""
    col = {nodes[0]: 0} if nodes else {}
    frontier = list(col)
    while frontier:
        nxt = []
        for a in frontier:
            for x, b in edges:
                if x == a and b not in col:
                    col[b] = col[a] + 1
                    nxt.append(b)
        frontier = nxt
    for n in nodes:
        col.setdefault(n, 0)
    return col


def plain_svg(nodes: list[dict], edges: list[list[str]], cycles: list[list[str]] = ()) -> str:
    """An SVG document of ``nodes`` (dicts with ``id``, ``kind``, ``controller``, ``mandatory``)
    and ``edges`` (pairs of ids); every node and edge is drawn."""
    ids = [n["id"] for n in nodes]
    pairs = [(a, b) for a, b in edges]
    col = _columns(ids, pairs)
    rows: dict[int, int] = {}
    pos = {}
    for n in ids:
        r = rows.get(col[n], 0)
        rows[col[n]] = r + 1
        pos[n] = (10 + col[n] * (_W + _GAP_X), 10 + r * (_H + _GAP_Y))
    width = 20 + (max(col.values(), default=0) + 1) * (_W + _GAP_X)
    height = 20 + max(rows.values(), default=1) * (_H + _GAP_Y)
    loop = {(c[i], c[(i + 1) % len(c)]) for c in cycles for i in range(len(c))}
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
           '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" '
           'orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z"/></marker></defs>']
    for a, b in pairs:
        (x1, y1), (x2, y2) = pos[a], pos[b]
        colour = "red" if (a, b) in loop else "black"
        if a == b:
            out.append(f'<path d="M {x1 + _W / 2} {y1} c 20 -30 60 -30 40 0" fill="none" stroke="{colour}" '
                       f'marker-end="url(#arrow)"/>')
            continue
        sx, ex = (x1 + _W, x2) if x2 > x1 else (x1, x2 + _W)
        out.append(f'<line x1="{sx}" y1="{y1 + _H / 2}" x2="{ex}" y2="{y2 + _H / 2}" stroke="{colour}" '
                   f'marker-end="url(#arrow)"><title>{escape(a)} → {escape(b)}</title></line>')
    for n in nodes:
        x, y = pos[n["id"]]
        dash = "" if n.get("kind") == "event" or n.get("mandatory") else ' stroke-dasharray="5,3"'
        width_ = 2 if n.get("kind") == "event" else 1
        sub = n.get("kind", "") + (f" ({n['controller']})" if n.get("controller") else "")
        out.append(f'<g><rect x="{x}" y="{y}" width="{_W}" height="{_H}" rx="6" fill="white" stroke="black" '
                   f'stroke-width="{width_}"{dash}/>'
                   f'<text x="{x + _W / 2}" y="{y + 18}" text-anchor="middle">{escape(n["id"])}</text>'
                   f'<text x="{x + _W / 2}" y="{y + 34}" text-anchor="middle" fill="#555">{escape(sub)}</text></g>')
    out.append("</svg>")
    return "\n".join(out)
