"""The ``ruling abilities PATH`` subcommand: every printed ability of a card, a pack or a pool as a structure.

Exit codes: 0 every sentence fully read and every trigger read; 1 something is not (the summary
and the gap table say what); 2 bad input (a missing path, an unknown language, an unknown card
code, a file that cannot be read, an input past its bound), one line ``file:place: error: ...``
each; when nothing could be read at all, those lines are all that is printed.
"""

from __future__ import annotations

import json
import sys
import time

from logic.abilities import cache
from logic.abilities.batch import read_many
from logic.abilities.grammar import LANGUAGES, prefetch, written
from logic.abilities.reader import read_text
from logic.abilities.summary import (CHECKS, FAMILIES, CardReading, ability_lines, applied_readings, gap_table,
                                     summarise, to_json, unapplied)
from logic.bounds import MAX_ABILITY_FACES
from logic.cards.pool import read_pool
from logic.errors import InputError
from logic.gcpause import gc_paused

__all__ = ["register", "run_abilities", "read_cards", "MAX_FACES"]

#: the most faces one run reads (`logic.bounds`; the official pool has about 4,000)
MAX_FACES = MAX_ABILITY_FACES


def register(subparsers) -> None:
    """Add the ``abilities`` subcommand to an argparse ``subparsers`` object."""
    p = subparsers.add_parser(
        "abilities", help="every printed ability of a card, a pack or a pool, read into a typed structure",
        description="Read MarvelCDB JSON (a pack file or a folder) and print, for every ability, its label and "
                    "kind, keywords, trigger, conditions, costs, effects and limits, each sentence fully, partly "
                    "or not read with its unread fragments; then a summary and the gap table.")
    p.add_argument("path", metavar="PATH", help="a pack file (pack/*.json), a pack folder, or a MarvelCDB root")
    p.add_argument("--card", default=None, metavar="CODE", help="only the card with this code")
    p.add_argument("--lang", default=None, help="merge translations/<lang>/pack/*.json and read that language")
    p.add_argument("--json", action="store_true", help="print the structures and the summary as JSON")
    p.add_argument("--summary", action="store_true", help="print only the summary and the gap table")
    p.add_argument("--gaps", type=int, default=15, metavar="N", help="rows of the gap table (default 15)")
    p.set_defaults(run=run_abilities)


def read_cards(path: str, lang: str = "en", card: str | None = None,
               gaps: bool = False) -> tuple[list[CardReading], list]:
    """The abilities of every face under ``path`` (one card with ``card``), and the pool's problems; with
    ``gaps``, the wording families of their unread fragments found too (`summary.FAMILIES`, for `gap_table`)."""
    if lang not in LANGUAGES:
        raise InputError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})", "--lang")
    if not written(lang):
        raise InputError(f"no ability grammar for {lang!r} yet (logic/abilities/{lang}.lark is not written)", "--lang")
    pool = read_pool(path, lang=None if lang == "en" else lang)
    faces = [f for f in pool.faces if card is None or f.code == card]
    if card is not None and not faces:
        raise InputError(f"no card with code {card!r}", str(path))
    if len(faces) > MAX_FACES:
        raise InputError(f"{len(faces)} faces: more than the bound of {MAX_FACES}", str(path))
    langs = {lang: lang if written(lang) else "en" for lang in {f.lang for f in faces}}
    # the texts not read yet, and their catalogue checks (`summary.CHECKS`), on two cores if many
    read_many(((f.text, f.name, langs[f.lang]) for f in faces), then=(CHECKS, FAMILIES) if gaps else (CHECKS,))
    out = [CardReading(f.code, f.name, f.face, f.card_type, f.lang,
                       tuple(read_text(f.text, f.name, langs[f.lang])), f.text or "") for f in faces]
    return out, pool.problems


def run_abilities(args) -> int:
    """Run ``ruling abilities`` for parsed ``args``; print to stdout; return the exit code.

    The cyclic garbage collector is off the whole time (`logic.gcpause.gc_paused`): the pool's JSON,
    the grammar's tables, the readings and the report are many small objects, few cycles, and kept
    to the end; before, its passes over them were about a tenth of a cold run."""
    with gc_paused(freeze=True):
        return _run_abilities(args)


def _run_abilities(args) -> int:
    if args.gaps < 0:
        raise InputError("--gaps must be 0 or more", "--gaps")
    lang = (args.lang or "en").lower()
    start = time.perf_counter()
    if not cache.load():  # nothing read before: the grammar's parser tables, decompressed meanwhile
        prefetch(lang)
    cards, problems = read_cards(args.path, lang, args.card, gaps=args.gaps > 0)
    seconds = time.perf_counter() - start
    cache.save()
    for p in problems:
        where = ":".join(x for x in (p.file, p.code) if x)
        print(f"{where}: error: {p.message}", file=sys.stderr)
    unreadable = any(p.level in ("file", "bound") for p in problems)
    if unreadable and not cards:  # nothing read: the error lines alone (a summary of nothing would say 100%)
        return 2
    summary = summarise(cards, seconds)
    gaps = gap_table(cards, args.gaps)
    if args.json:
        out = {"summary": summary, "gaps": gaps}
        if not args.summary:
            out["cards"] = [{"code": c.code, "name": c.name, "face": c.face, "type": c.card_type, "lang": c.lang,
                             "abilities": to_json(list(c.abilities)), **_unapplied_json(c)} for c in cards]
        print(json.dumps(out, indent=1, ensure_ascii=False))
    else:
        print(render(cards, summary, gaps, args.summary), end="")
    if unreadable:
        return 2
    complete = summary["partly_read"] == 0 and summary["not_read"] == 0 and \
        summary["trigger_read"] == summary["triggered"] and not problems
    return 0 if complete else 1


def render(cards: list[CardReading], summary: dict, gaps: list[dict], only_summary: bool = False) -> str:
    """The text report: each face's abilities, then the summary and the gap table."""
    out: list[str] = []
    if not only_summary:
        for c in cards:
            out.append(f"{c.code} {c.name} ({c.card_type}, {c.face})")
            for i, (a, readings) in enumerate(zip(c.abilities, applied_readings(c)), 1):
                lines = ability_lines(a, readings)
                out.append(f"  [{i}] {lines[0]}")
                out += ["    " + ln for ln in lines[1:]]
            out.append("")
    s = summary
    out.append(f"{s['faces']} faces, {s['sentences']} sentences: {s['fully_read']} fully read ({s['fully_read_pct']}%), "
               f"{s['partly_read']} partly, {s['not_read']} not read; {s['parsed_whole']} read whole by the grammar, "
               f"{s['parsed_whole'] - s['fully_read']} of them with an effect the engine cannot apply; "
               f"{s['trigger_read']} of {s['triggered']} "
               f"triggered abilities have their trigger read ({s['trigger_read_pct']}%); "
               f"{s['dropped_words']} words dropped; {s['seconds']} s")
    if gaps:
        out += ["", f"{'unlocks':>7} {'cards':>5}  unread wording family (example)"]
        out += [f"{g['unlocks']:>7} {g['cards']:>5}  {g['family']}   ({g['example']})" for g in gaps]
    return "\n".join(out) + "\n"


def _unapplied_json(c: CardReading) -> dict:
    """``{"unapplied": [...]}``: each effect of ``c`` the outcome engine cannot apply (ability and sentence, 1-based,
    kind, span and why), or nothing when there is none."""
    rows = [{"ability": i, "sentence": j, "kind": e.kind.value, "span": list(e.span), "why": why}
            for i, per in enumerate(unapplied(c), 1) for j, bad in enumerate(per, 1) for e, why in bad]
    return {"unapplied": rows} if rows else {}
