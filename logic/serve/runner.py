"""Runs the API's jobs in a worker process, each under a time limit.

A job that is still running when its limit is reached is stopped the only sure way,
by killing the worker process; the next job gets a fresh worker. Bad input raised by
a job (`RulingError`) comes back as `JobFailed` with the error's message and place;
any other exception in a job comes back as `JobFailed` with ``internal=True``. The
server process itself never runs solver work, so no request can take it down.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import threading

__all__ = ["Runner", "JobFailed", "JobTimeout", "call_job"]


class JobFailed(Exception):
    """A job raised: ``message`` and ``where`` (file:place, may be empty); ``internal`` when not bad input."""

    def __init__(self, message: str, where: str = "", internal: bool = False):
        super().__init__(message)
        self.message, self.where, self.internal = message, where, internal


class JobTimeout(Exception):
    """A job ran past the time limit (``seconds``) and its worker was stopped."""

    def __init__(self, seconds: float):
        super().__init__(f"stopped after the time limit of {seconds:g} s")
        self.seconds = seconds


def _worker_start() -> None:
    """In each worker: leave Ctrl-C to the server, which stops the workers itself."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def call_job(name: str, kwargs: dict):
    """In the worker: run ``logic.serve.jobs.<name>(**kwargs)``; return ``("ok", value)`` or
    ``("error", message, where, internal)`` (exceptions never cross the process boundary)."""
    from ..errors import InputError, RulingError
    from . import jobs
    try:
        return ("ok", getattr(jobs, name)(**kwargs))
    except InputError as exc:
        where = ":".join(str(p) for p in (exc.file, exc.place) if p not in (None, ""))
        return ("error", exc.message, where, False)
    except RulingError as exc:
        return ("error", str(exc), "", False)
    except Exception as exc:  # an internal error: reported, never fatal to the server
        return ("error", f"internal error: {type(exc).__name__}: {exc}", "", True)


class Runner:
    """A pool of ``workers`` worker processes; `run` waits at most ``time_limit`` seconds per job."""

    #: seconds a new worker may take to start and build the default rule base
    STARTUP_LIMIT = 120.0

    def __init__(self, time_limit: float = 20.0, workers: int = 1):
        self.time_limit = time_limit
        self.workers = workers
        self._lock = threading.Lock()
        self._pool: cf.ProcessPoolExecutor | None = None
        self._ready: cf.Future | None = None
        self.restarts = 0

    def _executor(self) -> tuple[cf.ProcessPoolExecutor, cf.Future]:
        """The current pool and the future of its warm-up (a new pool starts warming at once)."""
        with self._lock:
            if self._pool is None:
                self._pool = cf.ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                                    initializer=_worker_start)
                self._ready = self._pool.submit(call_job, "warm_up", {})
            return self._pool, self._ready

    def _discard(self, pool: cf.ProcessPoolExecutor) -> None:
        """Kill the processes of ``pool`` (if it is still the current one) so the next job starts afresh."""
        with self._lock:
            if self._pool is not pool:
                return
            self._pool, self._ready = None, None
            self.restarts += 1
        for p in list((getattr(pool, "_processes", None) or {}).values()):
            try:
                p.kill()
            except Exception:
                pass
        pool.shutdown(wait=False, cancel_futures=True)

    def warm(self, later: tuple[str, ...] = ()) -> None:
        """Start the worker and wait until it has built the default rule base (never raises); then
        queue the building of the rule bases ``later`` without waiting."""
        try:
            pool, ready = self._executor()
            ready.result(timeout=self.STARTUP_LIMIT)
            if later:
                pool.submit(call_job, "warm_up", {"rules": tuple(later)})
        except Exception:
            pass

    def run(self, name: str, kwargs: dict, time_limit: float | None = None):
        """The value of job ``name`` called with ``kwargs``; raises `JobFailed` or `JobTimeout`.

        The time limit counts from the moment the worker is ready (a worker started after a
        runaway job was stopped first builds the default rule base, within `STARTUP_LIMIT`)."""
        limit = self.time_limit if time_limit is None else time_limit
        pool, ready = self._executor()
        try:
            ready.result(timeout=self.STARTUP_LIMIT)
        except cf.TimeoutError:
            self._discard(pool)
            raise JobTimeout(self.STARTUP_LIMIT) from None
        except Exception:
            pass  # a failed warm-up: the job itself will say what is wrong
        try:
            future = pool.submit(call_job, name, kwargs)
            answer = future.result(timeout=limit)
        except cf.TimeoutError:
            self._discard(pool)
            raise JobTimeout(limit) from None
        except (cf.process.BrokenProcessPool, RuntimeError) as exc:
            self._discard(pool)
            raise JobFailed(f"the worker stopped ({type(exc).__name__}); it was restarted, try again",
                            internal=True) from None
        if answer[0] == "ok":
            return answer[1]
        _, message, where, internal = answer
        raise JobFailed(message, where, internal)

    def close(self, grace: float = 5.0) -> None:
        """Stop the workers: let a running job end within ``grace`` seconds, then kill them."""
        with self._lock:
            pool, self._pool, self._ready = self._pool, None, None
        if pool is None:
            return
        stopper = threading.Thread(target=pool.shutdown, kwargs={"wait": True, "cancel_futures": True}, daemon=True)
        stopper.start()
        stopper.join(grace)
        if stopper.is_alive():
            for p in list((getattr(pool, "_processes", None) or {}).values()):
                try:
                    p.kill()
                except Exception:
                    pass
