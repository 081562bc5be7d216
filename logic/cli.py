"""The ``ruling`` command line: ``main(argv) -> exit code``.

Exit codes: 0 every result as expected (or nothing found), 1 a finding (an
ambiguity, a contradiction, a failed expectation), 2 bad input or an internal
error, printed as one line ``file:place: error: message``, never a traceback
(set ``RULING_DEBUG=1`` to see one).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from .errors import InputError, RulingError

__all__ = ["main", "build_parser"]

DEFAULT_RULES = "marvel_champions/en"
#: modules that add subcommands with ``register(subparsers)``
SUBCOMMAND_MODULES = ("logic.cards.commands", "logic.timing.commands", "logic.serve.commands",
                      "logic.abilities.commands", "logic.pool_graph.commands")
#: the subcommands each of `SUBCOMMAND_MODULES` adds: a command line that names one of them builds its
#: parser alone (`build_parser`), importing only its module (``ruling abilities`` needs neither z3 nor
#: the lint's reader; tests/test_cli_you.py checks this table against what the modules add)
SUBCOMMANDS = {"lint": "logic.cards.commands", "orders": "logic.timing.commands", "graph": "logic.timing.commands",
               "serve": "logic.serve.commands", "abilities": "logic.abilities.commands",
               "loops": "logic.pool_graph.commands", "interactions": "logic.pool_graph.commands"}


def _print_json(obj) -> None:
    print(json.dumps(obj, indent=2, ensure_ascii=False, default=str))


# -- readings -----------------------------------------------------------------------------------

def _readings(args, *rule_bases: str) -> dict[str, str]:
    """The ``--reading CLAUSE=NAME`` options that concern ``rule_bases`` (validated against them).

    A ``--reading`` naming a clause none of them has is an error (exit 2), so a typo is never
    silently ignored."""
    from .registry import load_rule_base, parse_reading_options, rule_base_names
    chosen = parse_reading_options(getattr(args, "reading", None))
    if not rule_bases:
        return chosen
    if not chosen:  # nothing to validate but the names (as `load_rule_base` would): each is loaded where used
        known = rule_base_names()
        for name in rule_bases:
            if name not in known:
                raise InputError(f"unknown rule base {name!r}; known: {', '.join(known)}")
        return {}
    out, claimed = {}, set()
    for name in rule_bases:
        rb = load_rule_base(name)
        mine = rb.own_readings(chosen)
        rb.with_readings(mine)  # unknown reading names raise here
        out.update(mine)
        claimed |= set(mine)
    stray = sorted(set(chosen) - claimed)
    if stray:
        raise InputError(f"--reading names clause(s) not in {', '.join(rule_bases)}: {', '.join(stray)}")
    return out


# -- check ------------------------------------------------------------------------------------

def _reading_evidence(pool_path: str, readings: dict, problems: list | None = None) -> list[dict]:
    """For each rule base whose card language the reader knows: lint the pool (in that language)
    and report, per reading some printed card's ruling turns on, how many cards it leaves with no
    ruling against the defaults (the publisher's cards are evidence about how its rules are meant)."""
    from .cards import lint as lint_module
    from .cards.languages import READERS
    from .cards.pool import read_pool
    from .registry import load_rule_base, rule_base_names
    languages = tuple(READERS)
    out = []
    for name in rule_base_names():
        rb = load_rule_base(name)
        lang = rb.language  # a version (en@1.5) reads the cards of its language too
        if lang not in languages or not rb.clauses_with_readings("you"):
            continue
        pool = read_pool(pool_path, lang=None if lang == "en" else lang)
        report = lint_module.lint_pool(pool, name, jobs=min(2, os.cpu_count() or 1),
                                       readings=rb.own_readings(readings))
        if problems is not None:  # a bad record or a card past a bound: said, never dropped
            problems += [p for p in report.problems if p not in problems]
        out += [{"rule_base": name, "pool": pool_path, **row} for row in report.summary["by_reading"]]
    return out


def run_check(args) -> int:
    from .check import run_check as check_everything
    from .registry import rule_base_names
    from .progress import bar
    if args.no_cache:
        os.environ["RULING_CACHE"] = "off"
    readings = _readings(args, *rule_base_names())  # each must belong to some rule base
    shown = bar("parts")
    try:
        report = check_everything(progress=shown, readings=readings)
    finally:
        if shown:
            shown.close()
    problems: list = []
    if args.pool:
        report["reading_evidence"] = _reading_evidence(args.pool, readings, problems)
    for p in problems:
        print(f"{':'.join(x for x in (p.file, p.code) if x)}: error: {p.message}", file=sys.stderr)
    partial = any(p.level in ("file", "bound") for p in problems)  # the pool was not read whole
    if args.json:
        _print_json(report)
    else:
        print(_check_text(report))
    return 2 if partial else 0 if report["ok"] else 1


def _check_text(r: dict) -> str:
    from .render import case_words, clause_line, world_lines
    out = [f"ruling check: {len(r['rule_bases'])} rule bases, {len(r['diffs'])} diffs, {len(r['queries'])} queries, "
           f"{len(r['timing'])} timing checks: {'all as expected' if r['ok'] else 'NOT as expected'} ({r['seconds']} s)", ""]
    w = max([22] + [len(x["rule_base"]) for x in r["rule_bases"]])  # room for names like en@1.5
    out.append(f"{'rule base':{w}} {'question':22} {'cases':>6} {'determined':>10} {'ambiguous':>9} {'contradictory':>13}  as expected")
    for rb in r["rule_bases"]:
        if not rb["questions"]:
            out.append(f"{rb['rule_base']:{w}} {'(no clauses about you)':22}")
        for q, e in rb["questions"].items():
            c = e.get("counts", {})
            out.append(f"{rb['rule_base']:{w}} {q:22} {e.get('cases', 0):>6} {c.get('determined', 0):>10} "
                       f"{c.get('ambiguous', 0):>9} {c.get('contradictory', 0):>13}  {'yes' if rb['ok'] else 'NO'}")
    scopes = sorted({e.get("scope", "") for rb in r["rule_bases"] for e in rb["questions"].values()} - {""})
    out += ["", "every verdict above holds for " + "; ".join(scopes)]
    for rb in r["rule_bases"]:
        for q, e in rb["questions"].items():
            groups = e.get("contradictions", [])
            if not groups:
                continue
            total = sum(g["cases"] for g in groups)
            expected = all(g["expected"] for g in groups)
            out += ["", f"{rb['rule_base']}: {total} {q} cases have no ruling "
                        f"({'expected' if expected else 'UNEXPECTED'}); {len(groups)} minimal core(s):"]
            for g in sorted(groups, key=lambda g: -g["cases"]):
                out.append(f"  {g['cases']:>5} cases: {', '.join(g['core'])}")
            biggest = max(groups, key=lambda g: g["cases"])
            out.append("  for example (" + ", ".join(biggest["core"]) + "):")
            out += [f"    {clause_line(rb['rule_base'], c)}" for c in biggest["core"]]
            out += world_lines(biggest["counterexample"])
            if biggest.get("why"):
                out.append("  expected because: " + " ".join(biggest["why"].split()))
        for u in rb["unexpected"]:
            out.append(f"{rb['rule_base']}: UNEXPECTED {u['status']} {u['question']}: "
                       + "; ".join(case_words(p) for p in u["patterns"][:5]))
        for e in rb["unmatched_expectations"]:
            out.append(f"{rb['rule_base']}: expected but NOT FOUND: {e['status']} {e['question']} where {e['where']}")
    if r["diffs"]:
        out += ["", f"{'diff A':{w}} {'diff B':{w}} {'referent':14} {'in a sentence':14} {'extension':14} {'performer':14} as expected"]
        for d in r["diffs"]:
            q = d["questions"]
            out.append(f"{d['a']:{w}} {d['b']:{w}} {q.get('referent', ''):14} {q.get('referent_in_sentence', ''):14} "
                       f"{q.get('extension', ''):14} {q.get('performer', ''):14} {'yes' if d['ok'] else 'NO: expected ' + str(d['expected'])}")
    if r.get("readings"):
        out += ["", "readings: how many cases turn on each choice (default -> other reading)"]
        out.append(f"{'rule base':22} {'clause':30} {'default -> reading':40} {'referent':>8} {'sentence':>8} "
                   f"{'ext':>4} {'perf':>4}  settled by")
        for x in r["readings"]:
            c = x["cases"]
            out.append(f"{x['rule_base']:22} {x['clause']:30} {x['default'] + ' -> ' + x['reading']:40} "
                       f"{c.get('referent', 0):>8} {c.get('referent_in_sentence', 0):>8} {c.get('extension', 0):>4} "
                       f"{c.get('performer', 0):>4}  {x['settled_by'] or 'open (default: the literal text)'}")
        for x in r["readings"]:
            if not x["witnesses"]:
                continue
            w = x["witnesses"][0]
            out.append(f"  for example, {x['rule_base']} {x['clause']}={x['reading']} ({w['question']}): "
                       f"{case_words(w['patterns'][0])}: default allows {w['default_allows'] or 'nothing'}, "
                       f"{x['reading']} allows {w['reading_allows'] or 'nothing'}")
        for x in r.get("reading_evidence", []):
            out.append(f"  printed cards left with no ruling: {x['rule_base']} {x['clause']}={x['reading']}: "
                       f"{x['cards_without_ruling']} (default {x['default_cards_without_ruling']})"
                       + (" — evidence against this reading" if x["cards_without_ruling"] > x["default_cards_without_ruling"] else ""))
    bad = [x for x in r["queries"] if not x["ok"]]
    skipped = [x for x in r["queries"] if x["ok"] and x.get("skipped")]
    asked = len(r["queries"]) - len(skipped)
    out += ["", f"queries: {asked} run, {asked - len(bad)} as expected"
            + (f"; {len(skipped)} skipped, not asked here:" if skipped else "")]
    out += [f"  skipped: {x['file']}: {x['skipped']}" for x in skipped]
    out += [f"  NOT as expected: {x['file']}: {x['mismatch']}" for x in bad]
    if r["timing"]:
        bad_t = [x for x in r["timing"] if not x["ok"]]
        out.append(f"timing checks: {len(r['timing'])} run, {len(r['timing']) - len(bad_t)} as expected")
        out += [f"  NOT as expected: {x['rule_base']} {x['question']}: {x['status']} {x['clauses']}" for x in bad_t]
    return "\n".join(out)


# -- you ----------------------------------------------------------------------------------------

def run_you(args) -> int:
    from .you.analyses import rule_sentence
    from .render import a, verdict_lines
    if args.text is not None:
        from .cards.draft import rule_wording
        if not args.card_type:
            raise InputError("--text needs --card-type")
        from .bounds import MAX_TEXT_ARG_CHARS, check_at_most
        check_at_most(len(args.text), MAX_TEXT_ARG_CHARS, "--text", unit=" characters")
        draft = rule_wording(args.rules, args.text, args.card_type, args.attachment, args.resolver,
                              _readings(args, args.rules))
        if args.json:
            _print_json(draft.to_json())
        else:
            print(f"{args.rules}: {len(draft.rows)} occurrence(s)")
            last = None
            for (g, o, v), seat in zip(draft.rows, draft.seats):
                if g is not last:
                    print(f"sentence {g.sentence_index + 1}: {g.sentence}")
                    last = g
                if v is None:
                    print(f"  '{o.word}' in \"{o.phrase}\": UNCLASSIFIED ({o.unclassified})")
                    continue
                functions = "+".join((o.case.function, *getattr(o.case, "also", ())))
                print(f"  '{o.word}' in \"{o.phrase}\": {functions} ({o.case.position}) on "
                      f"{a(o.case.card_type)} ({o.case.attachment})")
                print("\n".join(verdict_lines(v, args.rules)))
                if seat:
                    what = seat["player"] if seat["status"] == "holds" else f"{seat['status'].upper()} {seat['player']}"
                    print(f"  which player: {what}" + (f"  ({', '.join(seat['clauses'])})" if seat["clauses"] else ""))
        return 1 if draft.finding else 0
    missing = [o for o, v in (("--card-type", args.card_type), ("--function", args.function)) if not v]
    if missing:
        raise InputError(f"describe the occurrence: missing {', '.join(missing)} (or give --text)")
    functions = tuple(args.function.split("+")) if "+" in args.function else args.function
    v = rule_sentence(args.rules, [(args.card_type, args.attachment or "unattached", functions, args.position)],
                      args.resolver, _readings(args, args.rules))[0]
    seat = _seat_of_args(args)
    if args.json:
        _print_json({"rule_base": args.rules, "verdict": v.to_json(),
                     "player": seat.answer if seat else None, "seat": seat.to_json() if seat else None})
    else:
        print(f"{args.rules}: 'you' as {args.function} ({args.position}) on {a(args.card_type)} "
              f"({args.attachment or 'unattached'})")
        print("\n".join(verdict_lines(v, args.rules)))
        if seat is not None:
            facts = ", ".join(f"{k}={x}" for k, x in seat.details.get("case", {}).items() if k != "card_type")
            print(f"which player ({facts}):")
            print("\n".join(verdict_lines(seat, args.rules)))
    ok = v.status == "holds" and (seat is None or seat.status == "holds")
    return 0 if ok else 1


def _seat_of_args(args):
    """The seat verdict of ``ruling you``'s described occurrence (None for a rule base without seat clauses)."""
    from .registry import load_rule_base
    from .you.seat import rule_seat
    if not load_rule_base(args.rules).for_topic("seat"):
        return None
    trigger = args.trigger
    if trigger is None:  # read off the described word: an attack trigger, a trigger on what 'you' do, or none
        attacked = "be_attacked" in args.function.split("+")
        trigger = ({"when": "when_attacks_you", "after": "after_attacks_you"}.get(args.position) if attacked
                   else "you_perform" if args.position in ("when", "after") else "none")
    attack = args.attack or ("not_redirected" if trigger in ("when_attacks_you", "after_attacks_you") else None)
    return rule_seat(args.rules, args.card_type, _readings(args, args.rules), host=args.host, link=args.link,
                     ability=args.ability or "optional", may_trigger=args.may_trigger, attack=attack,
                     trigger=trigger, target=args.target)


# -- diff -----------------------------------------------------------------------------------------

def run_diff(args) -> int:
    from .diff import diff_entries, render_diff
    if args.budget is not None and args.budget < 1:
        raise InputError(f"--budget {args.budget}: give a number of scenarios of at least 1")
    from .progress import status
    say = status()
    try:
        d = diff_entries(args.a, args.b, readings_a=tuple(sorted(_readings(args, args.a).items())),
                         readings_b=tuple(sorted(_readings(args, args.b).items())), budget=args.budget,
                         entry=args.entry, progress=say)
    finally:
        if say:
            say.close()
    if args.json:
        _print_json(d)
        return 0
    print(render_diff(d))
    return 0


# -- ask ------------------------------------------------------------------------------------------

def run_ask(args) -> int:
    from .ask import run_query_file
    from .render import verdict_lines
    results = [run_query_file(path) for path in args.files]
    if args.json:
        _print_json([r.to_json() for r in results])
    else:
        for r in results:
            rb = r.verdict.details.get("rule_base", "")
            said = "SKIPPED, not asked here" if r.skipped else "as expected" if r.matches else "NOT AS EXPECTED: " + r.mismatch
            print(f"{r.file}: {r.id}: {said}")
            print(f"  {r.says}")
            if r.verdict.question in ("referent", "sentence", "extension", "performer"):
                print("\n".join(verdict_lines(r.verdict, rb)))
            elif r.verdict.question == "situation" and r.verdict.details.get("skipped"):
                print(f"  {r.verdict.reason}")
            elif r.verdict.question == "situation":
                from .situation.render import situation_lines
                print("\n".join(situation_lines(r.verdict.details["situation"], rb)))
            else:
                print(f"  verdict: {r.verdict.status} {r.verdict.answer if r.verdict.answer is not None else ''}")
                for c in r.verdict.clauses:
                    print(f"    {c}")
            if r.source:
                print(f"  expectation from: {r.source}")
    return 0 if all(r.matches for r in results) else 1


# -- coverage -------------------------------------------------------------------------------------

def run_coverage(args) -> int:
    from .registry import coverage, load_rule_base, rule_base_names
    names = [args.rules] if args.rules else rule_base_names()
    if args.files:
        return _coverage_files(args, names)
    rows = [row for n in names for row in coverage(load_rule_base(n))]
    if args.json:
        _print_json(rows)
        return 0
    current = None
    for row in rows:
        head = (row["rule_base"], row["entry"])
        if head != current:
            current = head
            print(f"{row['rule_base']}  {row['entry']}  ({row['source']}, {row['version']})")
        what = ", ".join(row["clauses"]) if row["clauses"] else f"not encoded: {row['not_encoded']}"
        print(f"  {row['locator']:10} {what}")
        for r in row.get("readings", []):
            mark = "default" if r["default"] else "       "
            print(f"  {'':10}   reading {r['clause']}={r['name']} [{mark}] "
                  f"{'settled by ' + r['settled_by'] if r['settled_by'] else ('literal' if r['literal'] else 'open')}")
    if not args.rules:
        print(_files_summary(names))
    return 0


def _files_summary(names) -> str:
    """One line on the files of the rules folder: how many, and those no encoding claims."""
    from .errors import InputError
    from .rules_files import file_claims, rules_dir
    try:
        files = file_claims(names)
    except InputError:
        return f"rules files: no folder at {rules_dir()} (ruling coverage --files lists them when it is there)"
    unclaimed = [f["file"] for f in files if not f["claimed"]]
    unnamed = sum(len(f["unnamed"]) for f in files if f["claimed"])
    return (f"rules files ({rules_dir()}): {len(files)}, {len(files) - len(unclaimed)} claimed by an encoding; "
            f"NOT CLAIMED: {', '.join(unclaimed) or 'none'}; {unnamed} entries inside claimed files named by no "
            f"encoding (ruling coverage --files lists every file)")


def _coverage_files(args, names) -> int:
    """``ruling coverage --files``: every file of the rules folder, the encodings claiming it, and what no
    encoding claims (text, or the rows of `logic.rules_files.file_claims` with ``--json``)."""
    from .rules_files import file_claims, rules_dir
    folder = Path(args.rules_dir) if args.rules_dir else rules_dir()
    files = file_claims(names, folder)
    if args.json:
        _print_json(files)
        return 0
    unclaimed = [f["file"] for f in files if not f["claimed"]]
    print(f"rules files of {folder}: {len(files)}, {len(files) - len(unclaimed)} claimed by an encoding, "
          f"{len(unclaimed)} not claimed")
    for f in files:
        flag = "" if f["claimed"] else "   NOT CLAIMED by any encoding"
        print(f"{f['file']}  ({f['language']}; entries: {', '.join(f['entries']) or '-'}){flag}")
        for c in f["claims"]:
            key = f"#{c['key']}" if c["key"] else ""
            via = "" if c["via"] == "source" else "  (its source, a seed, prints the same text)"
            bad = "" if c["known"] else "  (NO SUCH ENTRY in the file)"
            print(f"  {key or '(first entry)':28} {c['encoding']}  [{', '.join(c['rule_bases'])}]{via}{bad}")
        if f["claimed"] and f["unnamed"]:
            print(f"  {'':28} named by no encoding: {', '.join(f['unnamed'])}")
    return 0


# -- export ---------------------------------------------------------------------------------------

def run_export(args) -> int:
    from .export import export_all
    written = export_all(Path(args.out), [args.rules] if args.rules else None)
    if args.json:
        _print_json({"out": args.out, "files": [str(p) for p in written]})
    else:
        print(f"wrote {len(written)} SMT-LIB2 file(s) to {args.out}")
        for p in written[:12]:
            print(f"  {p}")
        if len(written) > 12:
            print(f"  ... and {len(written) - 12} more")
    return 0


# -- the parser -----------------------------------------------------------------------------------

def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The ``ruling`` argument parser: every subcommand, or, when ``command`` is one of `SUBCOMMANDS`,
    that one alone (the same parser for that command line, without importing the other modules)."""
    parser = argparse.ArgumentParser(prog="ruling", description="A constraint-based ruling checker for card-game rules.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    if command in SUBCOMMANDS:
        _register(sub, (SUBCOMMANDS[command],))
        return _add_reading_option(sub, parser)

    p = sub.add_parser("check", help="the main job: every rule base, diff and query, against expectations")
    p.add_argument("--pool", metavar="PATH", help="a MarvelCDB pool: add to the readings section how many printed "
                                                   "cards each reading leaves with no ruling")
    p.add_argument("--no-cache", action="store_true",
                   help="solve everything afresh (ignore and do not write the verdict tables)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_check)

    p = sub.add_parser("you", help="whom one 'you' means, with its justification")
    p.add_argument("--rules", default=DEFAULT_RULES, help="rule base (default %(default)s)")
    p.add_argument("--card-type", help="MarvelCDB type code of the card bearing the word")
    p.add_argument("--attachment", help="unattached (default), own_identity, other_friendly_character, ...")
    p.add_argument("--function", help="the game function 'you' stands in (take_damage, be_attacked, ...); "
                                      "several for one word joined by '+' (be_attacked+take_damage)")
    p.add_argument("--position", default="effect", help="effect (default), after, when or if")
    p.add_argument("--resolver", choices=("controller", "another_player"),
                   help="who resolves it: the card's controller or another player (default: either)")
    p.add_argument("--text", help="card text to read instead of a described occurrence")
    from .you.vocab import SEAT_FEATURES
    for name, values in SEAT_FEATURES.items():
        p.add_argument(f"--{name.replace('_', '-')}", choices=values,
                       help=f"which player: the situation's {name} ({', '.join(values)})")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_you)

    p = sub.add_parser("diff", help="where two rule bases rule differently, entry by entry",
                       description="Pair the entries of A and B (a translated entry names the English entry it "
                                   "translates) and compare each pair: the 'you' questions over every case, the "
                                   "timing clauses over every scenario of a bounded size (said in the output) and "
                                   "every scenario file. Timing sweeps are kept in the cache folder ($RULING_CACHE).")
    p.add_argument("a")
    p.add_argument("b")
    p.add_argument("--entry", metavar="TITLE", help="compare only the pair of this entry (its English title, or "
                                                    "either side's title)")
    p.add_argument("--budget", type=int, metavar="N",
                   help="at most N generated scenarios per pair of timing entries (default 4000); the levels "
                        "that do not fit are left out and said")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_diff)

    p = sub.add_parser("ask", help="answer query files and compare with their expectations")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_ask)

    p = sub.add_parser("coverage", help="every bullet of every entry: its clauses, or why it is not encoded")
    p.add_argument("--rules", help="one rule base (default: all)")
    p.add_argument("--files", action="store_true",
                   help="instead: every file of the rules folder, the encodings claiming it, what none claims")
    p.add_argument("--rules-dir", metavar="PATH",
                   help="the rules folder for --files (default: $RULING_RULES, else shared/rules beside the project)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_coverage)

    p = sub.add_parser("export", help="each rule base and each check as SMT-LIB2")
    p.add_argument("--rules", help="one rule base (default: all)")
    p.add_argument("--out", default="out/smtlib", help="folder to write to (default %(default)s)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_export)

    _register(sub, SUBCOMMAND_MODULES)
    return _add_reading_option(sub, parser)


def _register(sub, modules) -> None:
    """Have each of ``modules`` (that is installed) add its subcommands to ``sub``."""
    import importlib
    import importlib.util
    for module in modules:
        if importlib.util.find_spec(module) is not None:
            importlib.import_module(module).register(sub)


def _add_reading_option(sub, parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Give every subcommand of ``sub`` that lacks it the ``--reading`` option; ``parser`` back."""
    for name, p in sub.choices.items():
        if not any("--reading" in a.option_strings for a in p._actions):
            p.add_argument("--reading", action="append", metavar="CLAUSE=NAME",
                           help="read clause CLAUSE by its reading NAME instead of the rule base's default "
                                "(repeatable; `ruling coverage` lists the readings)")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run ``ruling`` with ``argv``; return the exit code (see the module docstring)."""
    _skip_last_collection()
    words = sys.argv[1:] if argv is None else argv
    parser = build_parser(words[0] if words else None)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except RulingError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # an internal error: one line, no traceback unless asked
        if os.environ.get("RULING_DEBUG"):
            raise
        print(f"error: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    finally:
        _save_tables()


_SKIPPING = []


def _skip_last_collection() -> None:
    """Have the process end without the interpreter's last pass of the cyclic garbage collector over
    every object still alive (a seventh of a cold lint of the official pool): what is left is freed
    with the process. The objects are frozen (`gc.freeze`) by an exit handler registered at the first
    `main`: it runs before that pass, after the exit handlers registered later (they run last first)."""
    if not _SKIPPING:
        import atexit
        import gc
        atexit.register(gc.freeze)
        _SKIPPING.append(True)


def _save_tables() -> None:
    """Keep the answers this run added to the verdict tables (if the "you" analyses ran at all, or
    a lint looked its verdicts up without them: `logic.you.verdict_tables`, `logic.you.compiled`)."""
    analyses = sys.modules.get("logic.you.analyses")
    if analyses is not None:
        analyses.save_tables()
        return
    for name, save in (("logic.you.verdict_tables", "save_verdict_tables"), ("logic.you.compiled", "save_component_tables")):
        module = sys.modules.get(name)
        if module is not None:
            getattr(module, save)()
