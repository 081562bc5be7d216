"""``ruling diff A B``, entry by entry: where two rule bases (a translation, an older version) rule differently.

Pairing. An entry's *key* is the title of the English entry it translates (``translates=`` on
its ``ENTRY``, declared in the encoding file: which entry corresponds is a reading of the texts,
not the engine's business) or, without it, its own title. The entries of A and B with the same
key form a pair (a side may hold several); the others are only in A or only in B. The game's
common entries, loaded from the same files into both rule bases, are shared and not compared.

What is compared, per pair:

- "you" entries: the question diff of the two rule bases (`logic.you.analyses.diff_rule_bases`,
  over every case of every question); each difference is attributed to the entries whose
  clauses are in the core by which one side excludes what the other allows;
- timing entries: the pair's clauses alone, A's against B's, over every scenario of a bounded
  size over what they speak of and every scenario file of the game
  (`logic.timing.entrydiff.compare_clauses`): each order one side allows and the other does not,
  and each fact outside the order (who decides, who orders) one side fixes and the other does
  not, grouped by the other side's core. Each group's first witness is explained (what the
  other side allows instead, the outcomes) and put back into the whole rule bases: is the
  witness ruled the same once every entry of each side is there? The verdict says its scope.

The timing sweep is the slow part (seconds to a minute per pair, cold): it is kept on disk
(``$RULING_CACHE``, as the verdict tables are) under a hash of the two entries' files, the
scenario files, the bound and the code that computes it; the explanations under that and every
timing file of both rule bases; the "you" diff under both rule bases' content keys. The tables
shipped in the package (`logic.shipped`) are consulted first, under the same keys.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from functools import lru_cache
from pathlib import Path

from . import shipped
from .errors import InputError, RulingError
from .registry import RuleBase, load_rule_base, project_root

__all__ = ["entry_key", "pair_entries", "diff_entries", "render_diff", "named_scenarios"]


def entry_key(entry) -> str:
    """What pairs an entry with its counterpart: the English title it translates, else its own title."""
    return entry.translates or entry.title


def pair_entries(a: RuleBase, b: RuleBase) -> dict:
    """The entries of two rule bases paired by `entry_key`.

    Returns ``pairs`` (each ``{"key", "a": [entries], "b": [entries]}``, in A's order, then B's),
    ``only_a``, ``only_b`` (entries) and ``shared`` (common entries loaded from the same file
    into both).
    """
    shared_files = {e.source for e in a.entries if e.shared} & {e.source for e in b.entries if e.shared}
    shared = [e for e in a.entries if e.shared and e.source in shared_files]
    keys: list[str] = []
    side: dict[str, dict[str, list]] = {}
    for name, rb in (("a", a), ("b", b)):
        for e in rb.entries:
            if e.shared and e.source in shared_files:
                continue
            k = entry_key(e)
            if k not in side:
                keys.append(k)
                side[k] = {"a": [], "b": []}
            side[k][name].append(e)
    pairs = [{"key": k, **side[k]} for k in keys if side[k]["a"] and side[k]["b"]]
    only_a = [e for k in keys if not side[k]["b"] for e in side[k]["a"]]
    only_b = [e for k in keys if not side[k]["a"] for e in side[k]["b"]]
    return {"pairs": pairs, "only_a": only_a, "only_b": only_b, "shared": shared}


def _clauses(rb: RuleBase, entries, topic: str) -> list:
    return [c for c in rb.clauses if any(c.entry is e for e in entries) and c.entry.topic == topic]


def _entry_json(rb: RuleBase, e) -> dict:
    return {"title": e.title, "topic": e.topic, "source": e.source, "translates": e.translates,
            "clauses": sum(1 for c in rb.clauses if c.entry is e)}


# -- memo -------------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _code_key() -> str:
    """A hash of the code a timing comparison is computed with, and of z3's version."""
    import z3
    logic = Path(__file__).resolve().parent
    h = hashlib.sha256(z3.get_version_string().encode())
    for f in sorted((logic / "timing").glob("*.py")) + [logic / n for n in ("solve.py", "clause.py", "registry.py")]:
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()


def _files_key(paths) -> list:
    """Each file's name (relative to the project root, `logic.you.table.relative_name`) and the hash of
    its bytes (None when it cannot be read)."""
    from .you.table import relative_name
    out = []
    for p in sorted(set(str(x) for x in paths)):
        try:
            out.append([relative_name(p), hashlib.sha256(Path(p).read_bytes()).hexdigest()])
        except OSError:
            out.append([relative_name(p), None])
    return sorted(out)


def _memo(kind: str, key: list, compute, keep=lambda result: True):
    """``compute()``'s JSON result kept in the cache folder under ``kind`` and ``key`` (see the
    module docstring); computed afresh with ``RULING_CACHE=off`` or when the folder is not writable.
    A result ``keep`` refuses (one holding an ``unknown``) is not kept: the solver is asked again.
    The files are trimmed, least recently used first, past `logic.store.MAX_STORE_BYTES` in all."""
    from .you.table import cache_dir
    folder = cache_dir()
    if folder is None:
        return json.loads(json.dumps(compute(), default=str))
    digest = hashlib.sha256(json.dumps([kind, key, _code_key()], default=str).encode()).hexdigest()[:24]
    path = folder / f"{kind}-{digest}.json"
    from .store import mark_used, trim_files
    got = shipped.memo_value(path.stem)  # the same entry, computed at build time (`logic.shipped`)
    if got is not None:
        return got
    if path.is_file():
        try:
            got = json.loads(path.read_text(encoding="utf-8"))
            mark_used(path)
            return got
        except (OSError, ValueError):
            pass
    result = json.loads(json.dumps(compute(), default=str))
    if not keep(result):
        return result
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(result, f)
        os.replace(tmp, path)
        trim_files(folder)  # the memo files of the folder stay under their bound (`logic.store`)
    except OSError:
        pass
    return result


# -- the timing part ----------------------------------------------------------------------------------

def named_scenarios(game: str) -> list:
    """Every scenario file of ``game`` (``scenarios/``) and every scenario a query file of it holds or
    names (``queries/``), once each. A file that does not read is left out (``ruling ask`` reports it)."""
    from .ask import query_files
    from .registry import read_toml
    from .timing.ask import query_scenario
    from .timing.scenario import load_scenario
    out, seen = [], set()
    for path in sorted((project_root() / "scenarios").glob("*.toml")):
        try:
            sc = load_scenario(path)
        except RulingError:
            continue
        if sc.game == game and sc.file not in seen:
            seen.add(sc.file)
            out.append(sc)
    for path in query_files():
        try:
            table = read_toml(path)
            if table.get("question") not in ("orders", "graph") or "scenario" not in table:
                continue
            sc = query_scenario(table, str(path))
        except RulingError:
            continue
        key = str(Path(sc.file).resolve()) if not sc.file.startswith("<") else sc.file
        if sc.game == game and key not in seen and str(Path(sc.file)) not in seen:
            seen.add(key)
            seen.add(sc.file)
            out.append(sc)
    return out


def _side_words(side: str) -> str:
    return side.upper()


def _timing_pair(rb_a: RuleBase, rb_b: RuleBase, pair: dict, levels, budget: int, progress, jobs) -> dict:
    from .timing import entrydiff as ed
    a_cl, b_cl = _clauses(rb_a, pair["a"], "timing"), _clauses(rb_b, pair["b"], "timing")
    if not a_cl and not b_cl:
        return {"verdict": "not compared", "why": "neither entry has a timing clause (every bullet is ledgered)"}
    if [(c.id, c.file, c.build) for c in a_cl] == [(c.id, c.file, c.build) for c in b_cl]:
        return {"verdict": "equivalent", "why": "the same clauses, from the same files, on both sides",
                "differences": []}
    named = named_scenarios(rb_a.game)
    files = {c.file for c in a_cl + b_cl}
    sweep_key = [[c.id for c in a_cl], [c.id for c in b_cl], _files_key(files),
                 _files_key(sc.file for sc in named if not sc.file.startswith("<")),
                 [lv.to_json() for lv in levels], budget]

    def sweep():
        if progress:
            progress(f"{pair['key']}: comparing the timing clauses")
        say = (lambda m: progress(f"{pair['key']}: {m}")) if progress else None
        return ed.compare_clauses(a_cl, b_cl, rb_a.game, levels, named, budget, say, jobs=jobs)

    result = _memo("diff-timing", sweep_key, sweep,
                   lambda r: r["verdict"] != "unknown" and not r["scope"]["unknown"])
    whole_a, whole_b = rb_a.for_topic("timing"), rb_b.for_topic("timing")
    context_key = [sweep_key, _files_key({c.file for c in whole_a + whole_b}), rb_a.name, rb_b.name]

    def explain():
        out = []
        for g in result["differences"]:
            out.append(_explain(g, a_cl, b_cl, whole_a, whole_b))
        return {"explained": out}

    if result["differences"]:
        explained = _memo("diff-timing-context", context_key, explain,
                          lambda r: not any("unknown" in x for x in r["explained"]))["explained"]
        for g, x in zip(result["differences"], explained):
            g.update(x)
            g["whole_differs"] = _whole_differs(g)
        # first the differences the whole rule bases keep, then those the other entries close
        result["differences"].sort(key=lambda g: g["whole_differs"] is not True)
    return result


def _whole_differs(g: dict) -> bool | None:
    """Whether the whole rule bases still rule the witness differently (None: not known)."""
    whole = g.get("whole")
    if not whole:
        return None
    if g["what"] == "order":
        return whole["a"]["allows"] != whole["b"]["allows"]
    return any(whole["a"].get(n) != whole["b"].get(n) for n in g["witness"]["facts"])


def _explain(g: dict, a_cl, b_cl, whole_a, whole_b) -> dict:
    """A difference group's witness in words and under the whole rule bases."""
    from .errors import SolverUnknown
    from .timing import entrydiff as ed
    from .timing.scenario import parse_scenario
    w = g["witness"]
    table = w["scenario"]
    sc = parse_scenario(table, table.get("file", "<generated>"))
    out: dict = {"scenario_words": ed.scenario_json(sc)}
    try:
        if g["what"] == "order":
            out["explained"] = ed.explain_witness(table, w["order"], g["allowed_by"], a_cl, b_cl)
            a_ok, a_core = ed.allows(sc, whole_a, w["order"])
            b_ok, b_core = ed.allows(sc, whole_b, w["order"])
            out["whole"] = {"a": {"allows": a_ok, "core": a_core}, "b": {"allows": b_ok, "core": b_core}}
        else:
            names = w["facts"]
            out["facts"] = {"a": ed.forced_facts(table, names, a_cl), "b": ed.forced_facts(table, names, b_cl)}
            out["whole"] = {"a": ed.forced_facts(table, names, whole_a), "b": ed.forced_facts(table, names, whole_b)}
            out["fact_words"] = {n: ed.describe_fact(n) for n in names}
    except SolverUnknown as exc:
        out["unknown"] = str(exc)
    return out


# -- the "you" part -----------------------------------------------------------------------------------

def _you_part(a: str, b: str, readings_a: tuple, readings_b: tuple) -> dict:
    from .you.analyses import diff_rule_bases
    from .you.table import content_key
    key = [a, b, content_key(a), content_key(b), list(readings_a), list(readings_b)]
    return _memo("diff-you", key, lambda: diff_rule_bases(a, b, readings_a=readings_a, readings_b=readings_b),
                 lambda r: "unknown" not in r["questions"].values())


def _attribute(d: dict, rb_a: RuleBase, rb_b: RuleBase, pairing: dict) -> None:
    """Give each "you" difference the entries whose clauses are in its excluding side's core, and
    the pair (or the entry only one side has) it belongs to."""
    key_of = {}
    for p in pairing["pairs"]:
        for name in ("a", "b"):
            for e in p[name]:
                key_of[(name, e.title)] = p["key"]
    for x in d.get("differences", []):
        w = x.get("witness", {})
        side = "b" if w.get("allowed_by") == "a" else "a"
        rb = rb_b if side == "b" else rb_a
        ids = {c.id: c for c in rb.clauses}
        entries = sorted({ids[cid].entry.title for cid in w.get("excluded_by_clauses", []) if cid in ids
                          and not ids[cid].entry.shared})
        common = sorted({ids[cid].entry.title for cid in w.get("excluded_by_clauses", []) if cid in ids
                         and ids[cid].entry.shared})
        x["entries"] = {"side": side, "entries": entries, "common": common,
                        "pairs": sorted({key_of[(side, t)] for t in entries if (side, t) in key_of}),
                        "only": sorted(t for t in entries if (side, t) not in key_of)}


# -- everything -----------------------------------------------------------------------------------------

def diff_entries(a: str, b: str, readings_a: tuple = (), readings_b: tuple = (), levels=None,
                 budget: int | None = None, entry: str | None = None, progress=None, jobs: int | None = None) -> dict:
    """Compare rule bases ``a`` and ``b`` entry by entry (see the module docstring).

    Returns the "you" question diff as `diff_rule_bases` gives it (``questions``,
    ``differences``, each difference with the ``entries`` it is attributed to), and
    ``entries``: one row per pair (``key``, ``a``, ``b``, ``verdict`` and its ``you`` and
    ``timing`` parts), ``only_in_a``, ``only_in_b``, ``shared``. ``entry`` restricts the
    comparison to the pair with that key or title. Raises `InputError` for an unknown rule
    base, rule bases of two games, or an ``entry`` no pair has.
    """
    from .timing.entrydiff import DEFAULT_BUDGET, DEFAULT_LEVELS
    levels = tuple(levels or DEFAULT_LEVELS)
    budget = DEFAULT_BUDGET if budget is None else budget
    rb_a, rb_b = load_rule_base(a), load_rule_base(b)
    if rb_a.game != rb_b.game:
        raise InputError(f"{a} and {b} are rule bases of two games ({rb_a.game}, {rb_b.game}): nothing to pair")
    pairing = pair_entries(rb_a, rb_b)
    pairs = pairing["pairs"]
    if entry is not None:
        pairs = [p for p in pairs if entry in (p["key"], *[e.title for e in p["a"] + p["b"]])]
        if not pairs:
            known = ", ".join(p["key"] for p in pairing["pairs"])
            raise InputError(f"no entry pair {entry!r} in {a} and {b}; pairs: {known}")
    out = {"a": a, "b": b, "questions": {}, "differences": []}
    you_pairs = [p for p in pairs if any(e.topic == "you" for e in p["a"] + p["b"])]
    you_ran = bool((you_pairs or entry is None) and rb_a.for_topic("you") and rb_b.for_topic("you"))
    if you_ran:
        if progress:
            progress("the 'you' questions")
        out.update(_you_part(a, b, tuple(readings_a), tuple(readings_b)))
        _attribute(out, rb_a, rb_b, pairing)
    rows = []
    pairs = sorted(pairs, key=lambda p: (not any(e.topic == "you" for e in p["a"] + p["b"]), p["key"]))
    for p in pairs:
        row = {"key": p["key"], "a": [_entry_json(rb_a, e) for e in p["a"]],
               "b": [_entry_json(rb_b, e) for e in p["b"]],
               "topics": sorted({e.topic for e in p["a"] + p["b"]})}
        verdicts = []
        if "you" in row["topics"] and not you_ran:
            row["you"] = {"differences": [], "questions": {}, "why": "one side has no clause about 'you'"}
            verdicts.append("not compared")
        elif "you" in row["topics"]:
            mine = [i for i, x in enumerate(out["differences"]) if p["key"] in x.get("entries", {}).get("pairs", [])]
            unknown = any(r == "unknown" for r in out["questions"].values())
            row["you"] = {"differences": mine, "questions": out["questions"]}
            verdicts.append("differs" if mine else "unknown" if unknown else "equivalent")
        if "timing" in row["topics"]:
            row["timing"] = _timing_pair(rb_a, rb_b, p, levels, budget, progress, jobs)
            verdicts.append(row["timing"]["verdict"])
        row["verdict"] = ("differs" if "differs" in verdicts else "unknown" if "unknown" in verdicts
                          else "equivalent" if "equivalent" in verdicts else "not compared")
        rows.append(row)
    out["entries"] = rows
    if entry is None:
        out["only_in_a"] = [_entry_json(rb_a, e) for e in pairing["only_a"]]
        out["only_in_b"] = [_entry_json(rb_b, e) for e in pairing["only_b"]]
        out["shared"] = [e.title for e in pairing["shared"]]
        out["unattributed"] = [i for i, x in enumerate(out["differences"]) if not x.get("entries", {}).get("pairs")]
    return out


# -- text -------------------------------------------------------------------------------------------------

def _titles(side: list[dict]) -> str:
    return " + ".join(e["title"] for e in side)


def _scenario_lines(words: dict, indent: str) -> list[str]:
    ev = words["event"]
    head = f"{indent}{words['file']}: " if not words["file"].startswith("<") else indent
    extra = [f"first player {words['first']}"]
    if words.get("active") != words.get("first"):
        extra.append(f"active player {words['active']}")
    if words.get("during_setup"):
        extra.append("during setup")
    lines = [f"{head}event '{ev['id']}' ({', '.join(ev.get('effects', [])) or 'no effect'}); " + "; ".join(extra)]
    for it in words["abilities"]:
        flags = ", ".join(f"{k}={str(v).lower()}" for k, v in it.get("flags", {}).items())
        lines.append(f"{indent}{it['id']}: {it['kind']} waiting for {it['waits_for']}, controlled by {it['controller']}"
                     + (f" [{flags}]" if flags else "") + (f": {', '.join(it['effects'])}" if it.get("effects") else ""))
    return lines


def _says(value) -> str:
    return "leaves it open" if value == "open" else "has no legal order" if value == "no legal order" \
        else f"says {value}"


def _order(o) -> str:
    return " -> ".join(o)


def _timing_lines(d: dict, t: dict, side_name: dict) -> list[str]:
    from .render import clause_line
    out = []
    sc = t.get("scope", {})
    if "why" in t:
        return [f"  {t['why']}"]
    for n, g in enumerate(t["differences"], 1):
        x, y = g["allowed_by"], "b" if g["allowed_by"] == "a" else "a"
        X, Y = x.upper(), y.upper()
        if g["what"] == "order":
            out.append(f"  [{n}] an order {X} allows and {Y} does not, in {g['scenarios']} scenario(s); the first:")
        else:
            out.append(f"  [{n}] who decides or orders: {X} allows what {Y} rules out, in {g['scenarios']} "
                       f"scenario(s); the first:")
        out += _scenario_lines(g.get("scenario_words") or {"file": "<?>", "event": {"id": "?"}, "abilities": [],
                                                            "first": "?"}, "      ")
        if g.get("unknown"):
            out.append(f"    (explanation unknown: {g['unknown']})")
        if g["what"] == "order":
            e = g.get("explained", {})
            out.append(f"    {X} allows:  {_order(g['witness']['order'])}" + (f"   ({e['outcome']})" if e else ""))
            others = e.get("other_orders", [])
            if others:
                for k, o in enumerate(others[:2]):
                    lead = f"    {Y} allows instead:" if k == 0 else "    " + " " * len(f"{Y} allows instead:")
                    out.append(f"{lead}  {_order(o['order'])}   ({o['outcome']})")
                if len(others) > 2:
                    out.append(f"      ... and {len(others) - 2} more")
            elif e:
                out.append(f"    {Y} allows no order in which the same abilities are used")
            if e:
                reached = e["outcome_reached_by_other"]
                out.append(f"    {'some' if reached else 'no'} legal order under {Y} reaches that outcome"
                           + ("" if e.get("other_orders_counted", True) else " (of the first 200 listed)"))
        else:
            facts = g.get("facts", {})
            for name, words in g.get("fact_words", {}).items():
                out.append(f"    {words}: A {_says(facts.get('a', {}).get(name))}, B {_says(facts.get('b', {}).get(name))}")
        out.append(f"    {Y} rules it out by:")
        out += [f"      {clause_line(side_name[y], c)}" for c in g["core"]]
        whole = g.get("whole")
        if whole and g["what"] == "order":
            wa, wb = whole["a"], whole["b"]
            words = []
            for s, r in (("A", wa), ("B", wb)):
                words.append(f"{s} {'allows it' if r['allows'] else 'rules it out (' + ', '.join(r['core']) + ')'}")
            same = wa["allows"] == wb["allows"]
            out.append(f"    whole rule bases: {'; '.join(words)}"
                       + (": the rest of the rule bases closes the gap" if same else ": still a difference"))
        elif whole:
            for name in g.get("fact_words", {}):
                va, vb = whole["a"].get(name), whole["b"].get(name)
                out.append(f"    whole rule bases: A {_says(va)}, B {_says(vb)}"
                           + (": the rest of the rule bases closes the gap" if va == vb else ": still a difference"))
    if sc:
        levels = "; ".join(f"{lv['says']} ({lv['scenarios']})" for lv in sc["levels"])
        out.append(f"  scope: {sc['scenarios']} scenarios: {levels}"
                   + (f"; {sc['named_scenarios']} scenario files of queries/ and scenarios/" if sc["named_scenarios"] else ""))
        if sc["left_out"]:
            out.append("  not covered (over the budget of " + str(sc["budget"]) + " scenarios): "
                       + "; ".join(f"{lv['says']} ({lv['scenarios']})" for lv in sc["left_out"]))
        out.append(f"  kinds: {_kind_words(sc['kind_classes'])}")
        out.append(f"  flags varied: {', '.join(sc['flags']) or 'none'}"
                   + ("; controllers varied" if sc["players_vary"] else "") + ("; setup varied" if sc["setup_varies"] else ""))
        if sc["held"]:
            out.append(f"  held at one value: {', '.join(sc['held'])}")
        if sc["unknown"]:
            out.append(f"  UNKNOWN on {sc['unknown']} scenario(s): the solver could not decide them; nothing is claimed there")
    return out


def _kind_words(classes: list[dict]) -> str:
    """``forced_response, response; constant standing for the 12 kinds no clause names``."""
    named, rest = [], []
    for c in classes:
        shown = " and ".join(c["as"])
        if not c["named"] and len(c["as"]) > 1:
            rest.append(f"{shown}, two of the {len(c['kinds'])} kinds no clause names (a clause compares two "
                        f"items' kinds)")
        elif not c["named"]:
            rest.append(f"{shown} for the {len(c['kinds'])} kind(s) no clause names")
        elif len(c["kinds"]) > len(c["as"]):
            named.append(f"{shown} (for {', '.join(c['kinds'])}: told apart by no clause)")
        else:
            named.append(shown)
    return ", ".join(named) + ("; " if named and rest else "") + "; ".join(rest)


def _you_lines(x: dict, side_name: dict) -> list[str]:
    """One "you" difference: its relation, cases, smallest world and the excluding side's core."""
    from .render import case_words, clause_line, world_lines
    w = x["witness"]
    lines = [f"  [{x['question']}] {x['relation']}: A allows {x['a_allows'] or 'nothing (contradiction)'}, "
             f"B allows {x['b_allows'] or 'nothing (contradiction)'}, in {x['cases']} case(s):"]
    lines += [f"      {case_words(pattern)}" for pattern in x["patterns"][:4]]
    if len(x["patterns"]) > 4:
        lines.append(f"      ... and {len(x['patterns']) - 4} more pattern(s) (--json lists them all)")
    other = "b" if w["allowed_by"] == "a" else "a"
    lines.append(f"    smallest world where {w['allowed_by'].upper()} allows '{w['answer']}' and {other.upper()} does not:")
    lines += world_lines(w["world"], "      ")
    lines.append(f"    {other.upper()} rules it out by:")
    lines += [f"      {clause_line(side_name[other], c)}" for c in w["excluded_by_clauses"]]
    return lines


def render_diff(d: dict) -> str:
    """Plain text for `diff_entries`: one block per entry pair, then the entries only one side has."""
    from .render import case_words, clause_line, world_lines
    a, b = d["a"], d["b"]
    side_name = {"a": a, "b": b}
    lines = [f"ruling diff {a} {b}  (A = {a}, B = {b})"]
    rows = d["entries"]
    if "only_in_a" in d:
        lines.append(f"entries: {len(rows)} pair(s), {len(d['only_in_a'])} only in A, {len(d['only_in_b'])} only in B, "
                     f"{len(d['shared'])} shared (the same common/ files)")
    for row in rows:
        t = row.get("timing")
        head = f"== {_titles(row['a'])} <-> {_titles(row['b'])} ({', '.join(row['topics'])}): {row['verdict']}"
        if t and t.get("scope"):
            sc = t["scope"]
            if t["verdict"] == "differs":
                kept = sum(1 for g in t["differences"] if g.get("whole_differs"))
                head += (f" ({t['relation']}), in {sc['differ']} of {sc['scenarios']} scenarios: "
                         f"{len(t['differences'])} difference(s) between the entries, {kept} of them also between "
                         f"the whole rule bases")
            elif t["verdict"] == "equivalent":
                head += f" over {sc['scenarios']} scenarios"
        lines += ["", head]
        if "you" in row:
            for q, rel in row["you"]["questions"].items():
                n = sum(1 for i in row["you"]["differences"] if d["differences"][i]["question"] == q)
                lines.append(f"  {q:22} {rel:14} {n} difference(s)")
            for i in row["you"]["differences"]:
                lines += _you_lines(d["differences"][i], side_name)
            if row["you"].get("why"):
                lines.append(f"  not compared: {row['you']['why']}")
            elif not row["you"]["differences"] and row["verdict"] == "equivalent":
                lines.append("  no difference in meaning on the 'you' questions")
        if t:
            lines += _timing_lines(d, t, side_name)
    if d.get("unattributed"):
        lines += ["", "== 'you' differences whose core is in no entry pair (in entries only one side has):"]
        for q, rel in d["questions"].items():
            lines.append(f"  {q:22} {rel}")
        for i in d["unattributed"]:
            x = d["differences"][i]
            lines += _you_lines(x, side_name)
            lines.append(f"    (clauses of {', '.join(x['entries']['entries']) or 'no entry of its own'}, only in "
                         f"{x['entries']['side'].upper()})")
    for key, label in (("only_in_a", "A"), ("only_in_b", "B")):
        if d.get(key):
            lines.append("")
            for e in d[key]:
                trans = f", translates {e['translates']}" if e.get("translates") else ""
                lines.append(f"== {e['title']} ({e['topic']}, {e['clauses']} clause(s){trans}): only in {label}")
    if d.get("shared"):
        lines += ["", f"shared, not compared (the same files in both): {', '.join(d['shared'])}"]
    if not any(r["verdict"] in ("differs", "unknown") for r in rows) and not d.get("differences") \
            and not d.get("only_in_a") and not d.get("only_in_b"):
        lines += ["", "no difference in meaning"]
    return "\n".join(lines)
