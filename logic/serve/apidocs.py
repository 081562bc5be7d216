"""The API's documentation page (``/docs``), rendered here from the app's OpenAPI schema.

FastAPI's own docs pages load their scripts from a CDN; this page is plain HTML from this
server, so the playground fetches nothing from the internet.
"""

from __future__ import annotations

import json
from html import escape

__all__ = ["docs_html"]


def _schema_fields(schema: dict, spec: dict) -> list[tuple[str, str, bool, str, str]]:
    """(name, type, required, default, description) of an object schema (``$ref`` resolved)."""
    if "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].split("/")[-1]]
    required = set(schema.get("required", ()))
    out = []
    for name, prop in schema.get("properties", {}).items():
        kinds = [p.get("type", "any") for p in prop.get("anyOf", [prop])]
        if prop.get("additionalProperties"):
            kinds = ["object"]
        default = json.dumps(prop["default"]) if "default" in prop else ""
        out.append((name, " | ".join(kinds), name in required, default, prop.get("description", "")))
    return out


def docs_html(spec: dict) -> str:
    """One HTML page: every path and method of ``spec`` with its summary, parameters and body fields."""
    rows = []
    for path, methods in spec.get("paths", {}).items():
        for method, op in methods.items():
            params = [(p["name"], p.get("in", ""), p.get("schema", {}).get("type", "any"), p.get("required", False),
                       json.dumps(p["schema"]["default"]) if "default" in p.get("schema", {}) else "")
                      for p in op.get("parameters", [])]
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
            fields = _schema_fields(body, spec) if body else []
            parts = [f'<section><h2><span class="m">{escape(method.upper())}</span> <code>{escape(path)}</code></h2>',
                     f"<p>{escape(op.get('summary', ''))}</p>"]
            if params:
                parts.append("<table><tr><th>parameter</th><th>in</th><th>type</th><th>required</th><th>default</th></tr>"
                             + "".join(f"<tr><td><code>{escape(n)}</code></td><td>{escape(i)}</td><td>{escape(t)}</td>"
                                       f"<td>{'yes' if r else ''}</td><td>{escape(d)}</td></tr>"
                                       for n, i, t, r, d in params) + "</table>")
            if fields:
                parts.append("<table><tr><th>JSON body field</th><th>type</th><th>required</th><th>default</th>"
                             "<th>meaning</th></tr>"
                             + "".join(f"<tr><td><code>{escape(n)}</code></td><td>{escape(t)}</td>"
                                       f"<td>{'yes' if r else ''}</td><td>{escape(d)}</td><td>{escape(m)}</td></tr>"
                                       for n, t, r, d, m in fields) + "</table>")
            parts.append("</section>")
            rows.append("".join(parts))
    info = spec.get("info", {})
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(info.get('title', 'API'))} — API</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/static/style.css">
<style>main {{ max-width: 60rem; }} section {{ background: #fff; border: 1px solid var(--line); border-radius: 8px;
padding: .6rem 1rem; margin: .8rem 0; }} .m {{ background: #2b5bd7; color: #fff; border-radius: 4px; padding: 0 .4rem;
font-size: .85rem; }}</style></head>
<body><header><h1>{escape(info.get('title', ''))} <span>API</span></h1><nav><a href="/">the page</a>
<a href="/openapi.json">openapi.json</a></nav></header>
<main><p>{escape(info.get('description', ''))}</p>
{''.join(rows)}
</main></body></html>
"""
