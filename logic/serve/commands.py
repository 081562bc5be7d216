"""``ruling serve``: start the playground (the web app of `logic.serve.app`) with uvicorn."""

from __future__ import annotations

import sys

from ..errors import InputError
from . import limits

__all__ = ["register", "run_serve"]

#: the bounds of the options themselves
MAX_TIME_LIMIT, MAX_WORKERS, MAX_QUEUE_OPTION = 3600, 16, 1024


def register(subparsers) -> None:
    """Add the ``serve`` subcommand to an argparse subparsers object."""
    p = subparsers.add_parser(
        "serve", help="the playground in the browser: card wordings, rule bases side by side, orders",
        description="Serve the playground page and its JSON API (docs at /docs) on HOST:PORT.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default %(default)s)")
    p.add_argument("--port", type=int, default=8000, help="port (default %(default)s)")
    p.add_argument("--pool", help="MarvelCDB folder to pick cards from "
                                  "(default: $RULING_POOL, else ../shared/corpus/marvelsdb beside the project, when present)")
    p.add_argument("--time-limit", type=float, default=limits.TIME_LIMIT,
                   help="seconds of its own work a question may take, 0 < S <= %d (default %%(default)s)"
                        % MAX_TIME_LIMIT)
    p.add_argument("--workers", type=int, default=limits.WORKERS,
                   help="worker processes for solver work, 1 to %d (default %%(default)s)" % MAX_WORKERS)
    p.add_argument("--queue", type=int, default=limits.MAX_QUEUE,
                   help="questions that may wait for a worker, 0 to %d; past it 503 (default %%(default)s)"
                        % MAX_QUEUE_OPTION)
    p.add_argument("--no-warm", action="store_true",
                   help="start the workers on the first question that needs one, not at startup (a quick start; "
                        "each rule base is built when first asked about)")
    p.set_defaults(run=run_serve)


def run_serve(args) -> int:
    try:
        import uvicorn
        from .app import create_app
    except ImportError as exc:
        raise InputError(f"ruling serve needs fastapi and uvicorn (pip install -e .): {exc}") from None
    from pathlib import Path
    from .cardpool import default_pool_path
    from .runner import Runner
    if args.pool and not Path(args.pool).is_dir():
        raise InputError("no such folder", args.pool, "--pool")
    if not 0 < args.port < 65536:
        raise InputError(f"port {args.port} out of range", place="--port")
    if not 0 < args.time_limit <= MAX_TIME_LIMIT:
        raise InputError(f"--time-limit {args.time_limit:g} out of range (0, {MAX_TIME_LIMIT}]", place="--time-limit")
    if not 1 <= args.workers <= MAX_WORKERS:
        raise InputError(f"--workers {args.workers} out of range 1..{MAX_WORKERS}", place="--workers")
    if not 0 <= args.queue <= MAX_QUEUE_OPTION:
        raise InputError(f"--queue {args.queue} out of range 0..{MAX_QUEUE_OPTION}", place="--queue")
    import socket
    try:
        with socket.socket(socket.AF_INET6 if ":" in args.host else socket.AF_INET) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn does
            s.bind((args.host, args.port))
    except OSError as exc:
        raise InputError(f"cannot listen on {args.host}:{args.port}: {exc.strerror}", place="--port") from None
    app = create_app(Runner(args.time_limit, args.workers, args.queue), args.pool or default_pool_path(),
                     warm=not getattr(args, "no_warm", False))
    print(f"ruling serve: http://{args.host}:{args.port}/  (API docs: /docs; Ctrl-C to stop)", file=sys.stderr)
    try:
        uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    except OSError as exc:
        raise InputError(f"cannot listen on {args.host}:{args.port}: {exc.strerror}", place="--port") from None
    return 0
