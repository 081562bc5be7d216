"""Runs the API's jobs in a small pool of worker processes, each job under its own time limit.

A question waits in a bounded queue until a worker is free; its clock starts when a worker
takes it, so the time limit counts the question's own work, never its time in the queue. The
clock is the worker's CPU time (read from ``/proc`` on Linux), so a machine busy with other
work does not stop a question that would have finished; a question is also stopped after
`limits.WALL_FACTOR` times its limit in wall time (where CPU time cannot be read, wall time
alone is the clock).
A job still running at its limit is stopped the only sure way, by killing its worker; that
one worker is replaced (the new one builds its rule bases before it takes a job) and the
other workers and every queued question go on untouched: a slow question fails alone.

Bad input raised by a job (`RulingError`) comes back as `JobFailed` with the error's message
and place; any other exception in a job comes back as `JobFailed` with ``internal=True``.
The server process itself never runs solver work, so no request can take it down.
"""

from __future__ import annotations

import multiprocessing
import os
import queue as queue_module
import threading
import time

from . import limits

__all__ = ["Runner", "Worker", "JobFailed", "JobTimeout", "Busy", "call_job", "cpu_seconds"]


class JobFailed(Exception):
    """A job raised: ``message`` and ``where`` (file:place, may be empty); ``internal`` when not bad input."""

    def __init__(self, message: str, where: str = "", internal: bool = False):
        super().__init__(message)
        self.message, self.where, self.internal = message, where, internal


class JobTimeout(Exception):
    """A job ran past the time limit (``seconds``) and its worker was stopped."""

    def __init__(self, seconds: float, what: str = "the time limit"):
        super().__init__(f"stopped at {what} of {seconds:g} s of work")
        self.seconds = seconds


class Busy(Exception):
    """No worker could take the question: the queue is full, or the question waited ``QUEUE_WAIT``."""


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


def _worker_main(conn, warm_rules: tuple[str, ...]) -> None:
    """A worker process: build ``warm_rules`` and say so, then answer ``(name, kwargs)`` jobs one
    at a time until the pipe closes or ``None`` comes. Ctrl-C is left to the server."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    conn.send(call_job("warm_up", {"rules": warm_rules}))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        answer = call_job(*job)
        try:
            conn.send(answer)
        except Exception as exc:  # an answer that cannot cross the pipe is an internal error, said once
            conn.send(("error", f"internal error: the answer could not be sent: {type(exc).__name__}", "", True))


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds process ``pid`` has used (``/proc/PID/stat``); None where unreadable."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError, AttributeError):
        return None


class Worker:
    """One worker process and its pipe. Not thread-safe: the `Runner` lends it to one job at a time."""

    def __init__(self, warm_rules: tuple[str, ...]):
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker_main, args=(child, warm_rules), daemon=True,
                                   name="ruling-serve-worker")
        self.process.start()
        child.close()
        self.ready = False

    def wait_ready(self, seconds: float) -> None:
        """Return once the worker has built its rule bases; raise `JobTimeout` past ``seconds`` (a
        failed warm-up is not an error here: the job itself will say what is wrong)."""
        if self.ready:
            return
        if not self._conn.poll(seconds):
            raise JobTimeout(seconds, "the start-up limit")
        self._receive()
        self.ready = True

    def _receive(self):
        try:
            return self._conn.recv()
        except (EOFError, OSError):
            raise JobFailed("the worker stopped; it was restarted, try again", internal=True) from None

    def call(self, name: str, kwargs: dict, seconds: float):
        """The worker's answer to job ``name``; `JobTimeout` once the job has used ``seconds`` of
        CPU time, or ``WALL_FACTOR * seconds`` of wall time (the caller then kills this worker);
        `JobFailed` when the worker died."""
        start, began = cpu_seconds(self.process.pid), time.monotonic()
        try:
            self._conn.send((name, kwargs))
        except (OSError, ValueError):
            raise JobFailed("the worker stopped; it was restarted, try again", internal=True) from None
        wall = seconds * limits.WALL_FACTOR if start is not None else seconds
        try:
            while not self._conn.poll(min(0.05, seconds)):
                now = cpu_seconds(self.process.pid)
                if (start is not None and now is not None and now - start > seconds) \
                        or time.monotonic() - began > wall:
                    raise JobTimeout(seconds)
        except (OSError, ValueError):  # the pipe was closed under us: the server is stopping
            raise JobFailed("the worker was stopped with the server", internal=True) from None
        return self._receive()

    def alive(self) -> bool:
        return self.process.is_alive()

    def kill(self) -> None:
        """Stop the process at once and reap it."""
        try:
            self.process.kill()
            self.process.join(5)
        except Exception:
            pass
        self._conn.close()

    def stop(self, grace: float) -> None:
        """Ask the process to end after its current job; kill it after ``grace`` seconds."""
        try:
            self._conn.send(None)
        except Exception:
            pass
        self.process.join(grace)
        if self.process.is_alive():
            self.kill()
        else:
            self._conn.close()


class Runner:
    """``workers`` worker processes, at most ``queue`` questions waiting for one.

    `run` gives each job ``time_limit`` seconds of its own work, counted from the moment a worker
    takes it; a question that finds ``queue`` others already waiting, or waits ``queue_wait``
    seconds, gets `Busy`. Workers start on first use or at `warm`."""

    STARTUP_LIMIT = limits.STARTUP_LIMIT

    def __init__(self, time_limit: float = limits.TIME_LIMIT, workers: int = limits.WORKERS,
                 queue: int = limits.MAX_QUEUE, queue_wait: float = limits.QUEUE_WAIT,
                 warm_rules: tuple[str, ...] = ("marvel_champions/en",)):
        self.time_limit, self.workers, self.queue, self.queue_wait = time_limit, workers, queue, queue_wait
        self.warm_rules = tuple(warm_rules)
        self.restarts = 0
        self._lock = threading.Lock()
        self._waiting = 0
        self._closed = False
        self._idle: queue_module.Queue = queue_module.Queue()
        for _ in range(workers):
            self._idle.put(None)  # a free slot whose worker is not started yet
        self._all: set[Worker] = set()

    # -- workers -------------------------------------------------------------------------------
    def _start(self) -> Worker:
        w = Worker(self.warm_rules)
        with self._lock:
            self._all.add(w)
        return w

    def _replace(self, w: Worker) -> Worker | None:
        """Kill ``w`` (stopped at its limit or dead), count the restart and start its successor at
        once, so it builds its rule bases while no one waits (None once the runner is closed)."""
        w.kill()
        with self._lock:
            self._all.discard(w)
            self.restarts += 1
            if self._closed:
                return None
        return self._start()

    def _take(self) -> Worker | None:
        """A free slot (its worker, or None when not started), waiting in the bounded queue."""
        with self._lock:
            if self._closed:
                raise Busy("the server is stopping")
            try:
                return self._idle.get_nowait()
            except queue_module.Empty:
                pass
            if self._waiting >= self.queue:
                raise Busy(f"{self._waiting} questions already wait for a worker (the limit is {self.queue}); "
                           "try again in a moment")
            self._waiting += 1
        try:
            return self._idle.get(timeout=self.queue_wait)
        except queue_module.Empty:
            raise Busy(f"no worker was free within {self.queue_wait:g} s; try again in a moment") from None
        finally:
            with self._lock:
                self._waiting -= 1

    def warm(self, later: tuple[str, ...] = ()) -> None:
        """Start every worker and wait until each has built the default rule base; then have each
        build the rule bases ``later`` as a queued job, without waiting (a question that comes
        meanwhile waits its turn, its clock not running). Never raises."""
        slots = []
        try:
            for _ in range(self.workers):
                w = self._idle.get(timeout=self.STARTUP_LIMIT)
                slots.append(w if w is not None else self._start())
            deadline = time.monotonic() + self.STARTUP_LIMIT
            for w in slots:
                try:
                    w.wait_ready(max(0.0, deadline - time.monotonic()))
                except (JobTimeout, JobFailed):
                    pass  # the first job on it says what is wrong
        except queue_module.Empty:
            pass
        finally:
            for w in slots:
                self._idle.put(w)
        for _ in range(self.workers if later else 0):
            threading.Thread(target=self._warm_later, args=(tuple(later),), daemon=True,
                             name="ruling-serve-warm").start()

    def _warm_later(self, rules: tuple[str, ...]) -> None:
        try:
            self.run("warm_up", {"rules": rules}, time_limit=self.STARTUP_LIMIT)
        except Exception:
            pass  # a question on that rule base will say what is wrong

    def status(self) -> dict:
        """``workers``, ``busy`` (workers on a job), ``waiting`` (queued questions), ``restarts``."""
        with self._lock:
            return {"workers": self.workers, "busy": self.workers - self._idle.qsize(), "waiting": self._waiting,
                    "restarts": self.restarts}

    # -- jobs ----------------------------------------------------------------------------------
    def run(self, name: str, kwargs: dict, time_limit: float | None = None):
        """The value of job ``name`` called with ``kwargs``; raises `JobFailed`, `JobTimeout` or `Busy`.

        Blocks the calling thread while the question waits and while it is worked on. The time
        limit counts from the moment the worker is ready to take the job (a worker started after
        a runaway job was stopped first builds its rule bases, within `STARTUP_LIMIT`)."""
        limit = self.time_limit if time_limit is None else time_limit
        w = self._take()
        try:
            if self._closed:
                raise Busy("the server is stopping")
            if w is None:
                w = self._start()
            elif not w.alive():
                w = self._replace(w)
                if w is None:
                    raise Busy("the server is stopping")
            try:
                w.wait_ready(self.STARTUP_LIMIT)
                answer = w.call(name, kwargs, limit)
            except (JobTimeout, JobFailed):
                w = self._replace(w)
                raise
        finally:
            self._idle.put(w)
        if answer[0] == "ok":
            return answer[1]
        _, message, where, internal = answer
        raise JobFailed(message, where, internal)

    def close(self, grace: float = 5.0) -> None:
        """Stop the workers: let a running job end within ``grace`` seconds, then kill them."""
        with self._lock:
            self._closed = True
            workers, self._all = list(self._all), set()
        stoppers = [threading.Thread(target=w.stop, args=(grace,), daemon=True) for w in workers]
        for t in stoppers:
            t.start()
        for t in stoppers:
            t.join(grace + 6)

