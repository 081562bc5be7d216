"""Benchmark: `ruling lint` on fan-made pools: the share read, and a 7,500-card pool linted warm.

1. The share read on the invented fan-made fixtures (``tests/fixtures/cards/fanmade`` and
   ``tests/fixtures/cards/fan_styles``, five invented authors): per pack, the occurrences of
   "you"/"your"/"yours"/"yourself", those given a game function, those the entry does not cover
   (by kind), those left unclassified (each listed with its phrase and reason), and the share read
   (function or not_covered kind). The reader only: no solving.

2. A fan-made-sized pool, built by this script from invented templates in four templating styles
   (FFG's, and three fan authors': "your identity" and "you gain N resources"; contractions and
   trailing quotes; teams, story text and the campaign log), with invented names, numbers and traits,
   card types the vocabulary lacks, back faces and flavour, written in MarvelCDB's layout
   (``pack/*.json``, ``packs.json``) to a temporary folder. It is linted once to fill a verdict table
   (``RULING_CACHE`` set to a temporary folder: the table is this pool's alone), then timed warm:
   the whole ``python3 -m logic lint POOL --json`` process (median of --runs fresh processes, CPU
   seconds and wall seconds), side by side in the same run with the read-and-scan floor (a process
   that reads the pool and finds and classifies every word, no solving), and their ratio.
   ``--profile`` prints where the time of one warm in-process lint goes.

Usage: python benchmarks/lint_fanmade.py [--cards 7500] [--runs 5] [--seed 9] [--jobs 1] [--warm-jobs 2]
                                         [--share-only] [--profile] [--keep DIR] [--json]
``--keep DIR`` writes the pool and its verdict table under DIR and keeps them (a later run with the same
--cards and --seed reuses both, so its first lint is already warm).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = [ROOT / "tests" / "fixtures" / "cards" / "fanmade", ROOT / "tests" / "fixtures" / "cards" / "fan_styles"]
TARGET_S = 3.0

# -- the share read -------------------------------------------------------------------------


def share(paths: list[Path]) -> dict:
    """Per pack and in total: occurrences, game functions, not_covered by kind, unclassified (listed)."""
    sys.path.insert(0, str(ROOT))
    from logic.cards.markup import split_flavour
    from logic.cards.occurrences import read_face
    from logic.cards.pool import read_pool
    packs: dict[str, dict] = {}
    unclassified = []
    total = Counter()
    for path in paths:
        pool = read_pool(path)
        for face in pool.faces:
            row = packs.setdefault(f"{path.name}/{Path(face.file).name}", Counter())
            row["flavour"] += len(split_flavour(face.text)[1])
            for g in read_face(face):
                for o in g.occurrences:
                    row["occurrences"] += 1
                    if o.case is not None:
                        row["function"] += 1
                    elif o.not_covered is not None:
                        row["not_covered"] += 1
                        row[f"not_covered:{o.not_covered}"] += 1
                    else:
                        row["unclassified"] += 1
                        unclassified.append({"pack": f"{path.name}/{Path(face.file).name}", "code": o.code,
                                             "phrase": o.phrase, "reason": o.unclassified,
                                             "proposed": o.proposed})
    for row in packs.values():
        total.update(row)
        row["read_pct"] = round(100 * (row["function"] + row["not_covered"]) / max(row["occurrences"], 1), 2)
    total = dict(total)
    total["read_pct"] = round(100 * (total.get("function", 0) + total.get("not_covered", 0))
                              / max(total.get("occurrences", 0), 1), 2)
    total["function_pct"] = round(100 * total.get("function", 0) / max(total.get("occurrences", 0), 1), 2)
    return {"packs": {k: dict(v) for k, v in sorted(packs.items())}, "total": total, "unclassified": unclassified}


# -- the invented pool ------------------------------------------------------------------------

_ADJ = ["Crimson", "Silent", "Iron", "Shadow", "Neon", "Frozen", "Golden", "Hollow", "Rogue", "Storm", "Velvet",
        "Broken", "Astral", "Savage", "Lucky", "Grim", "Rapid", "Ancient", "Toxic", "Radiant"]
_NOUN = ["Fang", "Protocol", "Gambit", "Warden", "Drone", "Oath", "Tide", "Engine", "Cipher", "Hound", "Crown",
         "Verdict", "Signal", "Relic", "Alley", "Spark", "Bastion", "Mirage", "Torrent", "Courier"]
_TRAIT = ["Tech", "Cosmic", "Mystic", "Criminal", "Soldier", "Spy", "Elite", "Street"]
_QUOTE = ['"Run, little hero, before I crush you!"', '"You chose poorly."', '"None of you will leave."',
          '"Keep your head down!"', '"You\'re in the wrong part of town."']
_WHO = ["Director Vane", "Mister Crane", "The Regent", "Big Tony", "Captain Ardent"]

#: (style, card type, text): {N} {M} a number, {NAME} this card's name, {TRAIT} a trait, {Q} a quote, {WHO} a name.
TEMPLATES: list[tuple[str, str, str]] = [
    # FFG's templating
    ("ffg", "treachery", "<b>When Revealed</b>: Deal {N} damage to you. If you have no cards in your hand, you are stunned."),
    ("ffg", "minion", "<b>Forced Response</b>: After {NAME} attacks and damages you, you must discard {M} card from your hand."),
    ("ffg", "event", "<b>Hero Action</b> (attack): Deal {N} damage to an enemy. If you defeat that enemy, draw {M} card."),
    ("ffg", "upgrade", "Attach to your hero.\n<b>Response</b>: After you defend, exhaust {NAME} → heal {N} damage from your hero."),
    ("ffg", "ally", "<b>Response</b>: After {NAME} enters play, search your deck for a [[{TRAIT}]] card and add it to your hand."),
    ("ffg", "support", "<b>Action</b>: Exhaust {NAME} → draw {M} card. If you are in alter-ego form, draw {N} cards instead."),
    ("ffg", "side_scheme", "<b>When Revealed</b>: Each minion engaged with you attacks you.\n<b>Forced Response</b>: After you thwart this scheme, you are confused."),
    ("ffg", "obligation", "<b>When Revealed (Alter-Ego)</b>: Discard {N} cards from your hand.\n<b>When Revealed (Hero)</b>: Exhaust your hero."),
    ("ffg", "attachment", "Attach to the villain.\n<b>Forced Response</b>: After the villain attacks you, take {M} damage."),
    ("ffg", "environment", "<b>Forced Interrupt</b>: When you would draw a card, deal {M} damage to your hero instead."),
    ("ffg", "treachery", "<b>When Revealed</b>: The villain attacks you. If that attack damages you, you are stunned.\n<hr />\n[star] <b>Boost</b>: You are confused."),
    # fan C: "your identity", "you gain N resources", bold labels with the colon inside, "->"
    ("fan_c", "event", "<b>Hero Action (Attack):</b> Deal {N} damage to an enemy. If you defeat that enemy, you gain {M} resources."),
    ("fan_c", "support", "<b>Action:</b> Exhaust {NAME} -> you gain {M} resource. You may only spend it on [[{TRAIT}]] cards."),
    ("fan_c", "upgrade", "Attach to your identity.\nYour identity gets +{M} ATK.\n<b>Forced Response:</b> After you attack, deal 1 damage to your identity."),
    ("fan_c", "player_minion", "{NAME} enters play under your control.\nWhile {NAME} is in play, your minions get +{M} ATK."),
    ("fan_c", "treachery", "<b>When Revealed:</b> Your villain gets +{M} ATK until the end of the phase. The villain attacks you.\n<i>\"… before I crush you!\"</i>"),
    ("fan_c", "mission", "<b>Setup:</b> The player who controls this mission places {N} threat on it.\n<b>Forced Response:</b> After you thwart this mission, you gain {M} resource."),
    ("fan_c", "relic", "Attach to your hero. (You may only have 1 relic in play.)\nYour hero gets +{N} hit points."),
    ("fan_c", "hero", "{NAME} Sense — <b>Interrupt:</b> When you would take damage from an attack, exhaust your identity -> prevent {M} of that damage."),
    ("fan_c", "narrative", "<b>Setup:</b> Each player shuffles 1 [[{TRAIT}]] card into their deck.\n<b>Forced Response:</b> After you draw a [[{TRAIT}]] card, resolve it as if it were a treachery dealt to you."),
    # fan D: contractions, "you suffer", trailing quotes and tildes
    ("fan_d", "minion", "<b>Forced Response</b>: After {NAME} attacks you, you suffer {M} additional damage unless you discard a card.\n{Q}"),
    ("fan_d", "treachery", "<b>When Revealed</b>: You lose {N} resources. If you can't, you're dealt {M} damage instead."),
    ("fan_d", "event", "<b>Hero Action</b> (attack): Deal {N} damage to an enemy. If you've been damaged this round, deal {N} more damage."),
    ("fan_d", "upgrade", "Attach to your hero.\nWhile you're in alter-ego form, you can't be attacked by minions."),
    ("fan_d", "player_minion", "{NAME} is controlled by you but counts as a minion.\n<b>Forced Response</b>: At the end of your turn, {NAME} attacks you unless you pay {M} resource."),
    ("fan_d", "side_scheme", "At the start of your turn, you must pay {M} resource. If you don't, place {N} threat here.\n~ \"Everything's got a price.\""),
    ("fan_d", "ally", "<b>Action</b>: Exhaust {NAME} → heal your hero for {N}. If you have fewer than {N} hit points, heal {M} more damage.\n\"You owe me one.\" — {WHO}"),
    ("fan_d", "minion", "<b>When Revealed</b>: {NAME} engages the player with the fewest cards in hand. If that's you, you're stunned."),
    ("fan_d", "challenge", "<b>Setup</b>: Each player puts {N} threat on this challenge.\nYou may spend resources as if they were thwart: remove 1 threat from this challenge for each resource you spend."),
    # fan E: teams, story text, the campaign log
    ("fan_e", "challenge", "<b>Forced Response</b>: At the end of the round, if your team has the most crown tokens, your team wins the game."),
    ("fan_e", "narrative", "<b>Read Aloud</b>: You have been summoned to the {NAME}. The Regent awaits your answer.\n<b>Setup</b>: Each player searches their deck for an ally and puts it into play."),
    ("fan_e", "narrative", "<b>Resolution</b>: Record in your campaign log that the {NAME} has fallen. Each player earns {M} experience."),
    ("fan_e", "event", "<b>Hero Action</b>: You and your teammates may each ready {M} ally.\n— {WHO}"),
    ("fan_e", "player_minion", "{NAME} enters play under your control.\n<b>Forced Interrupt</b>: When a rival hero would attack you, {NAME} defends instead."),
    ("fan_e", "support", "<b>Action</b>: Exhaust {NAME} → look at the top card of your rival's deck."),
    ("fan_e", "treachery", "<b>When Revealed</b>: You are confused and you must discard {M} card from your hand. <i>\"Drink, my friend. You look parched.\"</i>"),
    ("fan_e", "ally", "<b>Response</b>: After {NAME} enters play, each player on your team may draw {M} card. If your team controls the throne, you draw {N} additional cards."),
    ("fan_e", "upgrade", "Attach to your hero.\nRival heroes must attack you if able. Your hero gets +{M} DEF."),
]


def build_pool(dest: Path, cards: int, seed: int) -> dict:
    """Write ``cards`` invented cards (in packs of 250) to ``dest/pack``, and ``dest/packs.json``.
    Returns what was written: cards, faces, packs, by style."""
    rng = random.Random(seed)
    (dest / "pack").mkdir(parents=True)
    per_pack, packs, styles, faces = 250, [], Counter(), 0
    for p in range(0, cards, per_pack):
        code = f"fp{p // per_pack:03d}"
        records = []
        for i in range(p, min(p + per_pack, cards)):
            style, ctype, text = rng.choice(TEMPLATES)
            name = f"{rng.choice(_ADJ)} {rng.choice(_NOUN)}"
            fill = {"{NAME}": name, "{N}": str(rng.randint(1, 5)), "{M}": str(rng.randint(1, 3)),
                    "{TRAIT}": rng.choice(_TRAIT), "{Q}": rng.choice(_QUOTE), "{WHO}": rng.choice(_WHO)}
            for k, v in fill.items():
                text = text.replace(k, v)
            record = {"code": f"{code}{i - p + 1:03d}", "name": name, "type_code": ctype, "pack_code": code,
                      "position": i - p + 1, "quantity": 1, "text": text}
            faces += 1
            if rng.random() < 0.05:  # a double-sided card: the back is another template's text
                record["back_text"] = rng.choice(TEMPLATES)[2].replace("{NAME}", name)
                for k, v in fill.items():
                    record["back_text"] = record["back_text"].replace(k, v)
                faces += 1
            records.append(record)
            styles[style] += 1
        (dest / "pack" / f"{code}.json").write_text(json.dumps(records, indent=1), encoding="utf-8")
        packs.append({"code": code, "name": f"Invented pack {code}", "author": "benchmark"})
    (dest / "packs.json").write_text(json.dumps(packs, indent=1), encoding="utf-8")
    return {"cards": cards, "faces": faces, "packs": len(packs), "by_style": dict(sorted(styles.items()))}


# -- timing -----------------------------------------------------------------------------------

_SCAN = """
import sys
sys.path.insert(0, sys.argv[2])
from logic.cards.pool import read_pool
from logic.cards.occurrences import read_face
pool = read_pool(sys.argv[1])
n = sum(len(g.occurrences) for f in pool.faces for g in read_face(f))
print(n)
"""


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _timed(cmd: list[str], env: dict) -> tuple[float, float, subprocess.CompletedProcess]:
    started, cpu = time.perf_counter(), _cpu()
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env)
    return time.perf_counter() - started, _cpu() - cpu, done


def timing(pool: Path, runs: int, jobs: int, warm_jobs: int) -> dict:
    """Warm lint of ``pool`` beside the read-and-scan floor: medians of ``runs`` fresh processes each,
    run in turn (lint, floor, lint, floor ...) so that both see the same machine. A first lint
    (``--jobs warm_jobs``) fills the verdict table, or finds it filled (``--keep``)."""
    cache = pool.parent / "cache"
    env = {**os.environ, "RULING_CACHE": str(cache), "PYTHONPATH": str(ROOT)}
    lint = [sys.executable, "-m", "logic", "lint", str(pool), "--json", "--jobs", str(jobs)]
    scan = [sys.executable, "-c", _SCAN, str(pool), str(ROOT)]
    warm = lint[:-1] + [str(warm_jobs)]
    wall, cpu, done = _timed(warm, env)  # fills the verdict table
    if done.returncode not in (0, 1):
        raise SystemExit(f"lint failed (exit {done.returncode}): {done.stderr.strip()[:300]}")
    summary = json.loads(done.stdout)["summary"]
    cold = {"wall_s": round(wall, 2), "cpu_s": round(cpu, 2)}
    rows = {"lint": ([], []), "floor": ([], [])}
    for _ in range(runs):
        for name, cmd in (("lint", lint), ("floor", scan)):
            wall, cpu, done = _timed(cmd, env)
            if done.returncode not in (0, 1):
                raise SystemExit(f"{name} failed (exit {done.returncode}): {done.stderr.strip()[:300]}")
            rows[name][0].append(wall)
            rows[name][1].append(cpu)
    m = statistics.median
    out = {"cold_first_run": cold}
    for name, (walls, cpus) in rows.items():
        out[name] = {"wall_s": round(m(walls), 2), "cpu_s": round(m(cpus), 2),
                     "wall_runs": [round(x, 2) for x in walls]}
    out["lint_over_floor_cpu"] = round(out["lint"]["cpu_s"] / out["floor"]["cpu_s"], 2)
    keys = ("cards", "occurrences", "classified", "read_pct", "holds", "ambiguous", "contradictory", "unknown",
            "unclassified", "not_covered", "unknown_card_type", "flavour_skipped")
    out["summary"] = {k: summary.get(k) for k in keys}
    return out


def profile(pool: Path, top: int = 18) -> str:
    """cProfile of one warm in-process lint of ``pool`` (the verdict table filled): the top functions
    by cumulative time."""
    import cProfile
    import io
    import pstats
    os.environ["RULING_CACHE"] = str(pool.parent / "cache")
    sys.path.insert(0, str(ROOT))
    from logic.cards.lint import lint_pool
    from logic.cards.pool import read_pool
    prof = cProfile.Profile()
    prof.enable()
    lint_pool(read_pool(pool), "marvel_champions/en")
    prof.disable()
    s = io.StringIO()
    pstats.Stats(prof, stream=s).sort_stats("cumulative").print_stats(top)
    return s.getvalue()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cards", type=int, default=7500)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=1, help="--jobs of the timed lints (default 1)")
    ap.add_argument("--warm-jobs", type=int, default=2, help="--jobs of the first lint, which fills the verdict "
                                                              "table (default 2)")
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--share-only", action="store_true", help="only the share read on the fixtures")
    ap.add_argument("--profile", action="store_true", help="also profile one warm in-process lint")
    ap.add_argument("--keep", metavar="DIR", help="write the pool and its verdict table under DIR and keep them")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    if a.cards < 1 or a.runs < 1 or a.jobs < 1 or a.warm_jobs < 1:
        print("lint_fanmade: error: --cards, --runs, --jobs and --warm-jobs must be at least 1", file=sys.stderr)
        return 2
    result = {"share": share(FIXTURES)}
    prof = None
    if not a.share_only:
        with tempfile.TemporaryDirectory() as tmp:
            where = Path(a.keep) if a.keep else Path(tmp)
            pool, meta = where / "fanpool", where / "fanpool.json"
            wanted = {"cards": a.cards, "seed": a.seed, "templates": len(TEMPLATES)}
            if a.keep and meta.is_file() and json.loads(meta.read_text()).get("wanted") == wanted:
                result["pool"] = json.loads(meta.read_text())["pool"]
            else:
                if pool.exists():
                    import shutil
                    shutil.rmtree(pool)
                result["pool"] = build_pool(pool, a.cards, a.seed)
                if a.keep:
                    meta.write_text(json.dumps({"wanted": wanted, "pool": result["pool"]}))
            result["timing"] = timing(pool, a.runs, a.jobs, a.warm_jobs)
            if a.profile:
                prof = profile(pool)
        result["runs"], result["jobs"], result["target_s"] = a.runs, a.jobs, TARGET_S
    if a.json:
        print(json.dumps(result, indent=1))
        return 0
    sh = result["share"]
    print("share read on the invented fan-made fixtures (game function or not_covered kind):")
    for pack, r in sh["packs"].items():
        kinds = ", ".join(f"{k.split(':')[1]} {v}" for k, v in sorted(r.items()) if k.startswith("not_covered:"))
        print(f"  {pack:<40} {r['occurrences']:>4} occurrences, function {r.get('function', 0):>4}, "
              f"not_covered {r.get('not_covered', 0):>3}{' (' + kinds + ')' if kinds else ''}, "
              f"unclassified {r.get('unclassified', 0):>2} -> {r['read_pct']}%")
    t = sh["total"]
    print(f"  total: {t['occurrences']} occurrences, read {t['read_pct']}% (game function alone "
          f"{t['function_pct']}%), {t.get('unclassified', 0)} unclassified, {t.get('flavour', 0)} flavour texts "
          "left out")
    for u in sh["unclassified"]:
        why = f"needs {u['proposed']!r}" if u["proposed"] else u["reason"]
        print(f"    unclassified {u['code']}: \"{u['phrase']}\" ({why})")
    if a.share_only:
        return 0
    p, tm = result["pool"], result["timing"]
    print(f"\ninvented pool: {p['cards']} cards, {p['faces']} faces, {p['packs']} packs; styles "
          + ", ".join(f"{k} {v}" for k, v in p["by_style"].items()))
    s = tm["summary"]
    print(f"  lint: {s['occurrences']} occurrences, read {s['read_pct']}%, holds {s['holds']}, ambiguous "
          f"{s['ambiguous']}, contradictory {s['contradictory']}, unknown {s['unknown']}, unclassified "
          f"{s['unclassified']}, not_covered {s['not_covered']}, unknown_card_type {s['unknown_card_type']}, "
          f"flavour {s['flavour_skipped']}")
    print(f"  first lint (fills the verdict table unless --keep kept it): {tm['cold_first_run']['wall_s']} s wall")
    print(f"warm, median of {a.runs} fresh processes each (--jobs {a.jobs}), run in turn:")
    print(f"  {'':<32} {'wall s':>7} {'cpu s':>7}")
    print(f"  {'ruling lint POOL --json':<32} {tm['lint']['wall_s']:>7} {tm['lint']['cpu_s']:>7}")
    print(f"  {'read-and-scan floor':<32} {tm['floor']['wall_s']:>7} {tm['floor']['cpu_s']:>7}")
    verdict = "within" if tm["lint"]["wall_s"] <= TARGET_S else f"over by {round(tm['lint']['wall_s'] - TARGET_S, 2)} s"
    print(f"  lint / floor (cpu): {tm['lint_over_floor_cpu']}; target {TARGET_S} s warm: {verdict}")
    if prof:
        print("\nprofile of one warm in-process lint (cumulative):")
        print(prof)
    return 0


if __name__ == "__main__":
    sys.exit(main())
