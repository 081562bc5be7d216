"""Benchmark of ``ruling serve``: how long the page waits for the rulings of a one-card wording.

Run from the repository root::

    python benchmarks/serve.py              # text
    python benchmarks/serve.py --json       # JSON, one object

It starts ``python -m logic serve`` on 127.0.0.1 on a free port (the server builds the default rule
base before it answers), sends one warm-up request, then times, over HTTP on the loopback:

- ``you_same``: POST /api/you with one one-card wording, ``--requests`` times (after the first
  answer the worker answers identical sentences from its cache: the HTTP + worker round trip);
- ``you_distinct``: POST /api/you with ``--requests`` one-card wordings the server has not seen
  (a different card type or game function each: the solver runs every time);
- ``floor``: GET /api/rule-bases, a trivial endpoint (no worker, no solver).

Printed: median and p90 of each (milliseconds), and each median over the floor's median.
Every request goes to 127.0.0.1 only; the loops are bounded by ``--requests``; the server is stopped.
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORDING = "Forced Response: After an enemy attacks you, draw 1 card."
# one-card wordings, each a different case for the solver (card type x what "you" does)
CARD_TYPES = ["event", "upgrade", "support", "ally", "treachery", "resource", "attachment", "minion",
              "side_scheme", "obligation"]
EFFECTS = ["you draw 1 card", "deal 2 damage to you", "you are stunned"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(url: str, body: dict | None = None) -> float:
    """Seconds for one request (the answer is read and must be 200)."""
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data, {"Content-Type": "application/json"} if data else {})
    t = time.perf_counter()
    with urllib.request.urlopen(req, timeout=120) as r:
        r.read()
        if r.status != 200:
            raise RuntimeError(f"{url}: HTTP {r.status}")
    return time.perf_counter() - t


def stats(seconds: list[float]) -> dict:
    ms = sorted(s * 1000 for s in seconds)
    return {"median_ms": round(statistics.median(ms), 2),
            "p90_ms": round(ms[min(len(ms) - 1, int(0.9 * len(ms)))], 2), "n": len(ms)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--requests", type=int, default=30)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = subprocess.Popen([sys.executable, "-m", "logic", "serve", "--port", str(port)], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        t0 = time.perf_counter()
        while True:
            try:
                call(base + "/api/rule-bases")
                break
            except OSError:
                if proc.poll() is not None or time.perf_counter() - t0 > 180:
                    print("the server did not start", file=sys.stderr)
                    return 2
                time.sleep(0.2)
        startup = time.perf_counter() - t0
        one = {"text": WORDING, "rules": "marvel_champions/en", "card_type": "event"}
        call(base + "/api/you", one)  # warm-up
        floor = [call(base + "/api/rule-bases") for _ in range(args.requests)]
        same = [call(base + "/api/you", one) for _ in range(args.requests)]
        cases = [(ct, e) for e in EFFECTS for ct in CARD_TYPES][:args.requests]
        distinct = [call(base + "/api/you", {"text": f"Forced Response: After an enemy attacks you, {e}.",
                                              "rules": "marvel_champions/en", "card_type": ct})
                    for ct, e in cases]
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
    out = {"startup_seconds": round(startup, 2), "floor": stats(floor), "you_same": stats(same),
           "you_distinct": stats(distinct)}
    for k in ("you_same", "you_distinct"):
        out[k]["ratio_to_floor"] = round(out[k]["median_ms"] / out["floor"]["median_ms"], 1)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print(f"ruling serve on 127.0.0.1 (started and warm in {out['startup_seconds']} s), {args.requests} requests each:")
        print(f"  {'':34} {'median':>9} {'p90':>9}  ratio to floor")
        for k, label in (("floor", "GET /api/rule-bases (floor)"), ("you_same", "POST /api/you, same wording"),
                         ("you_distinct", "POST /api/you, distinct wordings")):
            s = out[k]
            ratio = f"{s['ratio_to_floor']:>6}x" if "ratio_to_floor" in s else ""
            print(f"  {label:34} {s['median_ms']:>7} ms {s['p90_ms']:>6} ms  {ratio}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
