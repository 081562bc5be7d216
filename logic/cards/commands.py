"""The ``ruling lint PATH`` subcommand: every "you" of a card, a pack or a pool.

Exit codes: 0 nothing to look at; 1 a finding (ambiguous, contradictory, not
covered by the entry, a card of unknown type, a bad record: reported, and the
rest is still linted); 2 bad input (a missing path, an unknown language, a file
that could not be read at all: reported, and the rest is still linted).
"""

from __future__ import annotations

import json
import sys

from logic.abilities.grammar import prefetch
from logic.cards.finding_text import finding_line
from logic.cards.languages import DEFAULT_RULES as RULES_OF_LANG
from logic.cards.languages import reader_for
from logic.cards.lint import STATUSES, LintReport, collector, lint_pool
from logic.progress import bar
from logic.cards.pool import read_pool
from logic.bounds import MAX_JOBS, BoundExceeded
from logic.errors import InputError

__all__ = ["register", "run_lint", "render_text", "render_sections", "dumps_indented"]

DEFAULT_RULES = "marvel_champions/en"


def register(subparsers) -> None:
    """Add the ``lint`` subcommand to an argparse ``subparsers`` object."""
    p = subparsers.add_parser(
        "lint", help='every "you" of a card, a pack or the whole pool, ruled on by a rule base',
        description='Read MarvelCDB JSON (a pack file or a folder), find every "you", "your", "yours" and '
                    '"yourself", and give for each its referent under the rule base, or say that it is '
                    'ambiguous, contradictory, or that the wording could not be classified.')
    p.add_argument("path", metavar="PATH", help="a pack file (pack/*.json), a pack folder, or a MarvelCDB root")
    p.add_argument("--rules", default=None,
                   help=f"rule base (default: the language's own, {DEFAULT_RULES} for English)")
    p.add_argument("--lang", default=None, help="merge translations/<lang>/pack/*.json by code and read it "
                   "with that language's reader (fr, de)")
    p.add_argument("--compare", default=None, metavar="A,B",
                   help="list the cards whose wording in B gets a different ruling than in A (e.g. en,fr), "
                        "each language ruled with its own rule base")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--jobs", type=int, default=1, metavar="N", help="solve with N processes (default 1)")
    p.set_defaults(run=run_lint)


def run_lint(args) -> int:
    """Run ``ruling lint`` for parsed ``args``; print to stdout; return the exit code."""
    if args.jobs < 1:
        raise InputError("--jobs must be at least 1", None, None)
    if args.jobs > MAX_JOBS:
        raise BoundExceeded(f"--jobs {args.jobs}: the bound is {MAX_JOBS} processes")
    if getattr(args, "compare", None) is not None:
        from logic.cards.compare_text import run_compare
        return run_compare(args)
    lang = (args.lang or "en").lower()
    reader_for(lang)
    rules = args.rules or RULES_OF_LANG[lang]
    if _reads_afresh():  # the ability grammar's parser tables, decompressed on another processor meanwhile
        prefetch(lang)
    pool = read_pool(args.path, lang=None if lang == "en" else lang)
    from logic.cli import _readings
    readings = _readings(args, rules)
    shown = bar("questions")
    # the collector stays off from the reading to the report, a command's last step (`lint_pool` turns
    # it on while it solves): its objects, tens of thousands of findings, hold no cycles to look for
    with collector(False, freeze=True):
        try:
            report = lint_pool(pool, rules, jobs=args.jobs, progress=shown, readings=readings)
        finally:
            if shown:
                shown.close()
        for p in report.problems:
            where = ":".join(x for x in (p.file, p.code) if x)
            print(f"{where}: error: {p.message}", file=sys.stderr)
        if not pool.faces and report.exit_code == 2:  # nothing read: the error lines alone, no empty report
            return 2
        untranslated = sum(1 for f in pool.faces if f.lang != lang)
        if lang != "en" and untranslated:
            print(f"note: {untranslated} face(s) have no {lang} text and are read in English", file=sys.stderr)
        if args.json:
            dumps_indented(report.to_json(), sys.stdout)
            print()
        else:
            print(render_text(report), end="")
    return report.exit_code


def _reads_afresh() -> bool:
    """Whether this lint will read its cards afresh (no read cache kept, or none kept yet): only then
    is the ability grammar worth decompressing ahead (`logic.abilities.grammar.prefetch`)."""
    from logic.you.table import cache_dir
    folder = cache_dir()
    return folder is None or not (folder / "reader.sqlite").exists()


try:  # the C encoder of one string, as the json module uses it
    from _json import encode_basestring as _encode_str
except ImportError:  # pragma: no cover - a Python without the C accelerator
    from json.encoder import py_encode_basestring as _encode_str


def dumps_indented(obj, stream=None) -> str:
    """``json.dumps(obj, indent=1, ensure_ascii=False)``, the same text, about twice as fast.

    With ``indent`` the json module encodes in Python through nested generators; a pool's report
    has hundreds of thousands of values. This walks dicts and lists once, appending to one list,
    and encodes each string with the module's own C function. Keys that are not strings, floats and
    any other type are left to the json module itself, so the text never differs.

    With ``stream``, the text is written to it piece by piece (a pool's report need not be held
    twice, as pieces and as one string) and "" is returned."""
    out: list[str] = []
    enc = _encode_str
    if stream is None:
        app = out.append
    else:
        def app(piece: str) -> None:
            out.append(piece)
            if len(out) >= 8192:
                stream.write("".join(out))
                out.clear()

    def emit(o, pad: str) -> None:
        t = type(o)
        if t is str:
            app(enc(o))
        elif t is dict:
            if not o:
                app("{}")
                return
            inner = pad + " "
            sep = "{\n" + inner
            for k, v in o.items():
                key = enc(k) if type(k) is str else json.dumps({k: 0})[1:-4]
                if type(v) is str:  # the most frequent value: written here, not in a call
                    app(sep + key + ": " + enc(v))
                else:
                    app(sep + key + ": ")
                    emit(v, inner)
                sep = ",\n" + inner
            app("\n" + pad + "}")
        elif t is list or t is tuple:
            if not o:
                app("[]")
                return
            inner = pad + " "
            sep = "[\n" + inner
            for v in o:
                if type(v) is str:
                    app(sep + enc(v))
                else:
                    app(sep)
                    emit(v, inner)
                sep = ",\n" + inner
            app("\n" + pad + "]")
        elif o is None:
            app("null")
        elif o is True:
            app("true")
        elif o is False:
            app("false")
        elif t is int:
            app(int.__repr__(o))
        else:
            app(json.dumps(o, indent=1, ensure_ascii=False).replace("\n", "\n" + pad))

    emit(obj, "")
    if stream is None:
        return "".join(out)
    stream.write("".join(out))
    return ""


def render_sections(sections: dict) -> list[str]:
    """The open questions, one section each (`logic.cards.lint.SECTIONS`): the count, how many need a
    look, one example card, and the wordings the publisher's printed cards settle (notes)."""
    out = []
    for name, sec in sections.items():
        title = name.replace("_", " ")
        out.append(f"{title}: {sec['count']} word(s) on {sec['cards']} card(s), {sec['alarms']} to look at"
                   f" ({sec['says']})")
        ex = sec.get("example")
        if ex:
            player = " or ".join(ex["player"]) if isinstance(ex.get("player"), list) else ex.get("player")
            who = f"; player: {player}" if player else ""
            out.append(f"  e.g. {ex['code']} {ex['name']} ({ex['card_type']}): \"{ex['sentence']}\" -> "
                       f"{ex['word']!r} {ex['status']}{who}" + (f" [note: {ex['note']}]" if ex.get("note") else ""))
        if sec.get("settled_notes"):
            out.append(f"  {sec['settled_notes']} more word(s) ruled through a settled reading (notes, not alarms)")
        for e in sec.get("evidence", []):
            out.append(f"  note: \"{e['phrase']}\" is printed on {e['cards']} cards, ruled the same on each "
                       f"({e['ruled']}; e.g. {', '.join(e['examples'])})")
    return out


def render_text(report: LintReport) -> str:
    """The readable report: per-card findings, then the summary by status and by card type."""
    out = []
    for c in report.cards:
        if not c.findings:
            continue
        out.append(f"{c.code} {c.name} ({c.card_type}{', back' if c.face == 'back' else ''})")
        last = None
        for f in c.findings:
            o = f.occurrence
            if o.sentence_index != last:
                label = f"[{o.label}] " if o.label else ""
                out.append(f"  {label}{o.sentence}")
                last = o.sentence_index
            out.append(f"    {finding_line(f)}  <- \"{o.phrase}\"" if f.status not in ("unclassified", "not_covered")
                       else f"    {finding_line(f)}")
    s = report.summary
    out.append("")
    out.append(f"rule base {report.rule_base}: {s['cards']} faces, {s['cards_with_you']} with \"you\", "
               f"{s['occurrences']} occurrences, {s['classified']} classified, {s['problems']} problems "
               f"({s['bad_files']} bad files, {s['bad_records']} bad records"
               + (f", {s['past_bounds']} past a bound" if s.get("past_bounds") else "") + ")")
    if s["occurrences"]:
        out.append(f"read: {s['read_pct']}% of occurrences given a game function or a not-covered kind "
                   f"({s['unclassified']} unclassified)")
    out.append(f"skipped: {s['skipped_files']} JSON files that are not packs, {s['flavour_skipped']} flavour texts"
               + (f" (holding {s['flavour_you_words']} second-person words)" if s.get("flavour_you_words") else ""))
    if s["unknown_card_types"]:
        out.append("unknown card types (faces): " + ", ".join(f"{t} {n}" for t, n in s["unknown_card_types"].items()))
    if s["not_covered_by_kind"]:
        out.append("not covered by the entry: " + ", ".join(f"{k} {n}" for k, n in s["not_covered_by_kind"].items()))
    out.append("by status: " + ", ".join(f"{k} {s[k]}" for k in STATUSES))
    out += render_sections(s.get("sections") or {})
    if s.get("by_reading"):
        out.append("by reading (occurrences whose ruling turns on it; cards left with no ruling under it):")
        for r in s["by_reading"]:
            why = f"settled: {r['settled_by']}" if r["settled"] else "open"
            verdict = ("  <- evidence against this reading" if r["cards_without_ruling"] > r["default_cards_without_ruling"]
                       else "")
            out.append(f"  {r['clause']}: {r['default']} -> {r['reading']}: {r['occurrences']} occurrence(s) on "
                       f"{r['cards']} card(s); no ruling for {r['cards_without_ruling']} card(s) "
                       f"(default {r['default_cards_without_ruling']}); {why}{verdict}")
    out.append("by card type:")
    width = max([len(t) for t in s["by_card_type"]] + [9])
    out.append(f"  {'type':<{width}}  {'faces':>5}  " + "  ".join(f"{k:>12}" for k in STATUSES))
    for t, c in s["by_card_type"].items():
        out.append(f"  {t:<{width}}  {c.get('cards', 0):>5}  " + "  ".join(f"{c.get(k, 0):>12}" for k in STATUSES))
    if s["top_unclassified"]:
        out.append("most frequent unclassified phrases:")
        out += [f"  {n:>4}  {phrase}" for phrase, n in s["top_unclassified"]]
    return "\n".join(out) + "\n"
