"""``ruling lint PATH --compare A,B``: the report of `logic.cards.compare`, as text or JSON.

Exit codes: 0 no aligned occurrence is ruled differently; 1 some are; 2 bad input
(an unknown language, a missing translation folder, records that could not be
read: reported, and the rest still compared).
"""

from __future__ import annotations

import json
import sys

from logic.cards.finding_text import finding_line
from logic.cards.compare import Comparison, compare, parse_langs
from logic.cards.lint import Finding
from logic.progress import bar

__all__ = ["run_compare", "render_comparison"]


def run_compare(args) -> int:
    """Run the comparison for parsed ``args`` (``path``, ``compare``, ``json``, ``jobs``); print; return the exit code."""
    langs = parse_langs(args.compare)
    if getattr(args, "rules", None) or getattr(args, "lang", None):
        print("note: --rules and --lang are ignored by --compare: each language is read by its own reader "
              "and ruled with its own rule base", file=sys.stderr)
    shown = bar("questions")
    try:
        cmp = compare(args.path, langs, jobs=args.jobs, progress=shown)
    finally:
        if shown:
            shown.close()
    for p in cmp.problems:
        where = ":".join(x for x in (p.file, p.code) if x)
        print(f"{where}: error: {p.message}", file=sys.stderr)
    if args.json:
        print(json.dumps(cmp.to_json(), indent=1, ensure_ascii=False))
    else:
        print(render_comparison(cmp), end="")
    return cmp.exit_code


def _ruling(f: Finding) -> str:
    return finding_line(f)


def render_comparison(cmp: Comparison) -> str:
    """Each card with a difference: both sentences, both rulings and their clauses; then the counts."""
    a, b = cmp.langs
    out = []
    last = None
    for p in cmp.differences:
        if (p.code, p.face) != last:
            out.append(f"{p.code} {p.name} ({p.card_type}{', back' if p.face == 'back' else ''})")
            last = (p.code, p.face)
        for lang, rb, f in ((a, cmp.rule_bases[0], p.a), (b, cmp.rule_bases[1], p.b)):
            o = f.occurrence
            label = f"[{o.label}] " if o.label else ""
            out.append(f"  {lang}: {label}{o.sentence}")
            out.append(f"      {_ruling(f)}  <- \"{o.phrase}\"  ({rb})")
        ca, cb = p.a.occurrence.case, p.b.occurrence.case
        if p.same_case:
            out.append("  (same case in both: the rule bases differ)")
        else:
            out.append(f"  (the wording changes the case: {ca.function}/{ca.position}/{ca.attachment} -> "
                       f"{cb.function}/{cb.position}/{cb.attachment})")
    s = cmp.summary()
    if out:
        out.append("")
    out.append(f"compare {a} ({cmp.rule_bases[0]}) with {b} ({cmp.rule_bases[1]}): "
               f"{s['faces_compared']} faces in both, {s['pairs']} occurrence pairs aligned, "
               f"{s['differ']} ruled differently ({s['differ_with_the_same_case']} with the same case in both)")
    out.append(f"unaligned occurrences: {a} {s['unaligned'][a]}, {b} {s['unaligned'][b]}; "
               f"faces not in the language: {a} {s['untranslated_faces'][a]}, {b} {s['untranslated_faces'][b]}")
    return "\n".join(out) + "\n"
