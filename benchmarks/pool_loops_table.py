"""The table of what the loop finder reports on the official pool, for docs/graph.md and the README.

    python3 benchmarks/pool_loops_table.py [--pool PATH] [--jobs N] [--rows unbounded|forced|run|all]

Runs ``python3 -m logic loops POOL --json`` from this checkout (the pool: ../shared/corpus/marvelsdb) and
prints, as Markdown: the counts of the summary; one row per unbounded loop (``--rows forced``: and per
forced loop; ``run``: and per loop whose witness run applies every step's effect and resolves steps in two
turns or more; ``all``: every loop), with its abilities, forced, bounded and its bound, and its witness in
short (the cards' sides; each turn: what resolved, and the counted resources after it; the world the outcome
engine gives after each turn); how the witnesses ran through the outcome engine; then the other
loops counted by forced, bounded, length and what stops them. Skips (exit 0, with a message) when the
pool is absent.
"""

from __future__ import annotations

import argparse
import collections
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "marvelsdb"


def report(pool: Path, jobs: int) -> dict:
    """The loops report of ``pool`` (a fresh process, this checkout's code)."""
    out = subprocess.run([sys.executable, "-m", "logic", "loops", str(pool), "--json", "--jobs", str(jobs)],
                         cwd=ROOT, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        raise SystemExit(f"ruling loops failed ({out.returncode}): {out.stderr.strip()[:300]}")
    return json.loads(out.stdout)


def _yes(v) -> str:
    return "yes" if v is True else "no" if v is False else "unknown"


def _short(resource: str) -> str:
    """A counted resource by its card and kind: "Ground Swell (32132) where ... takes cards" -> "Ground Swell (32132)"."""
    return resource.split(" where ")[0].split(" printed on ")[0].split(":")[0]


def _cut(text: str, n: int = 90) -> str:
    return text if len(text) <= n else text[:n - 1].rstrip() + "…"


def witness(loop: dict) -> str:
    """The witness in short: the cards' sides, then each turn's abilities and the counted state after it."""
    w = loop["witness"]
    sides = ", ".join(f"{s['card']} {s['is']}" for s in w["situation"] if "card" in s)
    turns = []
    for t in w["turns"]:
        after = ", ".join(f"{_short(k)} {v}" for k, v in t["world_after"].items())
        did = ", ".join(h.replace(" resolves: ", " ") for h in t.get("happened", [])) or "nothing resolves"
        turns.append(f"turn {t['turn']}: {did}"
                     + (f" ({after})" if after else ""))
    ran = "; ".join(f"turn {r['turn']}: {world(r['world'])}" for r in w.get("run", []))
    return f"{sides}; " + "; ".join(turns) + (f"; run: {ran}" if ran else "; run: none")


def world(w: dict) -> str:
    """The outcome engine's world after a turn, in short: health, threat, cards drawn, exhausted or ready."""
    parts = [f"{n} {'defeated' if c['destroyed'] else c['health']}" for n, c in w["characters"].items()]
    parts += [f"{n} threat {t}" for n, t in w["threat"].items()]
    parts += [f"{n} drew {k}" for n, k in w.get("drawn", {}).items()]
    parts += [f"{n} {'exhausted' if e else 'ready'}" for n, e in w.get("exhausted", {}).items()]
    parts += [f"{n} in {f.replace('_', '-')} form" for n, f in w.get("forms", {}).items()]
    parts += [f"{n} in " + (f"front of {p['whose']}" if p["area"] == "front" else p["area"].replace("_", " "))
              for n, p in w.get("places", {}).items()]
    return ", ".join(parts) or "no change"


def runs(rep: dict) -> str:
    """How the loops' witnesses ran through the outcome engine (`logic.pool_graph.run`)."""
    c = collections.Counter("every effect run" if lp["witness"].get("run") and not lp["witness"].get("not_run")
                            else "some effect not run" if lp["witness"].get("run") else "nothing run"
                            for lp in rep["loops"])
    two = sum(1 for lp in rep["loops"] if _two_turns(lp))
    why = collections.Counter(n.split(": ", 1)[1] if ": " in n else n
                              for lp in rep["loops"] for n in lp["witness"].get("not_run", []))
    return (f"witness runs through the outcome engine: {c['every effect run']} loops with every step's effect "
            f"run, {c['some effect not run']} with some effect not run, {c['nothing run']} with nothing the "
            f"engine can apply ({two} runs resolve steps in two turns or more; the others stop after one, as the "
            f"solver's witness does); effects not run, by why: "
            + "; ".join(f"{w} ({n})" for w, n in sorted(why.items(), key=lambda x: (-x[1], x[0]))[:8]))


def _two_turns(lp: dict) -> bool:
    """Whether the loop's witness run resolves steps in two turns or more."""
    return sum(1 for r in lp["witness"].get("run", []) if r["resolves"]) >= 2


def _shown(lp: dict, which: str) -> bool:
    return (which == "all" or lp["bounded"] is False or (which == "forced" and lp["forced"] is True)
            or (which == "run" and _two_turns(lp) and not lp["witness"].get("not_run")))


def _stop(lp: dict) -> str:
    """What stops a bounded loop, in kind: an event's copies, a limit, a cost, a copy taken, leaving play, health."""
    b = lp["bound"]
    for key, kind in (("in its player's hand", "an event's copies in hand"), ("takes cards from", "the copy it takes is gone"), ("must be ready", "an exhaust cost"),
                      ("leave play", "a card leaves play"), ("Max ", "a printed limit"), ("health", "a health total"),
                      ("uses", "uses counters")):
        if key in b:
            return kind
    return b.split(":")[0]


def rows(rep: dict, which: str) -> list[str]:
    out = ["| loop | forced | bounded | witness (sides; turns) | words |", "| --- | --- | --- | --- | --- |"]
    for lp in rep["loops"]:
        if not _shown(lp, which):
            continue
        bound = "no" if lp["bounded"] is False else f"{_yes(lp['bounded'])}: {lp['bound']}"
        words = " / ".join(f"{k}: {_cut(v)}" for k, v in lp["words"].items())
        out.append(f"| {' -> '.join(lp['abilities'])} | {_yes(lp['forced'])} | {bound.replace('|', '/')} | "
                   f"{witness(lp)} | {words.replace('|', '/')} |")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pool", default=str(CORPUS))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rows", choices=("unbounded", "forced", "run", "all"), default="unbounded",
                    help="which loops get a row of their own (the others are counted)")
    args = ap.parse_args(argv)
    pool = Path(args.pool)
    if not pool.exists():
        print(f"{pool}: no such pool; nothing to list")
        return 0
    rep = report(pool, args.jobs)
    s = rep["summary"]
    print(f"{s['faces']} faces, {s['abilities']} abilities, {s['taking_part']} taking part; {s['edges']} edges of "
          f"{s['candidates']} candidates ({s['unknown']} unknown); {s['loops']} loops ({s['forced']} forced, "
          f"{s['unbounded']} unbounded, {s['forced_unbounded']} forced and unbounded), {s['dropped']} dropped"
          + (f"; the list of cycles was cut at {s['cycles_cut_at']}" if s["cycles_cut_at"] else "") + "\n")
    print(runs(rep) + "\n")
    shown = rows(rep, args.rows)
    print("\n".join(shown) if len(shown) > 2 else f"No loop gets a row of its own (--rows {args.rows}).")
    rest = collections.Counter((_yes(lp["forced"]), len(lp["abilities"]), _stop(lp))
                               for lp in rep["loops"] if not _shown(lp, args.rows))
    if rest:
        print("\n| the other loops: forced | steps | bounded: stopped by | count |\n| --- | --- | --- | --- |")
        for (f, n, b), c in sorted(rest.items()):
            print(f"| {f} | {n} | {b} | {c} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
