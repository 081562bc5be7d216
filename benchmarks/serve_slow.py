"""Benchmark of ``ruling serve`` against the issue's reproduction: one slow question beside quick ones.

Run from the repository root::

    python benchmarks/serve_slow.py                       # this checkout, 2 workers, a 3 s limit
    python benchmarks/serve_slow.py --workers 1 --code ../other-checkout --json

It builds the app of the checkout at ``--code`` in-process (FastAPI's TestClient, so no port is
opened), warms its workers, then sends one orders question that cannot finish (ten forced
responses on one character: every one of the 10! orders is simulated) and, 0.5 s later, three
quick "you" questions. Printed: each answer's status and its seconds after the slow one was sent.
The issue's promise: the slow one gets 504 alone, the quick ones 200 (before it, when a second
worker is free). The run is bounded by the time limit and the workers' start-up.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# invented wordings, each quick to rule
QUICK = ["Response: After an enemy attacks you, you draw 1 card.",
         "You are stunned and discard a card from your hand.",
         "Draw 1 card. You heal 2 damage."]


def slow_scenario(n: int = 10) -> str:
    """An invented scenario: ``n`` forced responses to one attack, all healing or damaging one
    character, so every one of the n! orders is simulated (n = 8 takes about 20 s; 10, hours)."""
    lines = ['game = "marvel_champions"', 'rules = "marvel_champions/en"', "[players]",
             'order = ["alice", "bob"]', 'first = "alice"',
             "[[characters]]", 'name = "target"', 'controller = "alice"', "hit_points = 6",
             "[event]", 'id = "villain_attack"']
    for i in range(n):
        op = "damage" if i % 2 else "heal"
        lines += ["[[abilities]]", f'id = "f{i}"', 'kind = "forced_response"', 'controller = "alice"',
                  'trigger = "villain_attack"', f'effects = [{{ op = "{op}", target = "target", amount = {i % 4 + 1} }}]']
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--code", default=str(ROOT), help="the checkout whose app is measured (default: this one)")
    ap.add_argument("--workers", type=int, default=2, choices=range(1, 9), metavar="1..8")
    ap.add_argument("--limit", type=float, default=3.0, help="the time limit in seconds (0.5 to 60)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if not 0.5 <= args.limit <= 60:
        print("serve_slow: error: --limit must be between 0.5 and 60", file=sys.stderr)
        return 2
    sys.path.insert(0, args.code)
    from concurrent.futures import ThreadPoolExecutor
    from fastapi.testclient import TestClient
    from logic.serve.app import create_app
    from logic.serve.runner import Runner
    runner = Runner(time_limit=args.limit, workers=args.workers)
    with TestClient(create_app(runner, None, warm=False), raise_server_exceptions=False) as c, \
            ThreadPoolExecutor(4) as ex:
        runner.warm()
        t0 = time.monotonic()

        def post(path, body):
            r = c.post(path, json=body)
            return r.status_code, round(time.monotonic() - t0, 2)

        slow = ex.submit(post, "/api/orders", {"toml": slow_scenario()})
        time.sleep(0.5)
        quick = [ex.submit(post, "/api/you", {"text": t, "card_type": "event"}) for t in QUICK]
        out = {"code": args.code, "workers": args.workers, "limit": args.limit, "slow": slow.result(),
               "quick": [f.result() for f in quick]}
    if args.json:
        print(json.dumps(out))
    else:
        print(f"{args.workers} worker(s), limit {args.limit:g} s: slow question {out['slow'][0]} at {out['slow'][1]} s; "
              + ", ".join(f"quick {s} at {t} s" for s, t in out["quick"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
