"""Shared by the benchmarks: run a command as a fresh process and time it (wall and CPU seconds of it
and its children), with a cache folder of its own (a fresh empty one for a cold run)."""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(cmd: list[str], cache: str | Path | None, bytecode: bool = False) -> dict:
    """One run of ``cmd`` (from the project root) with ``RULING_CACHE=cache`` (``off`` when None):
    ``wall`` and ``cpu`` seconds, ``returncode``, ``stdout``. Python writes no bytecode unless ``bytecode``
    (it reads what ``__pycache__`` folders hold either way: see `drop_project_bytecode`)."""
    env = {**os.environ, "RULING_CACHE": str(cache) if cache is not None else "off", "PYTHONDONTWRITEBYTECODE": "1"}
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE")
    started, cpu = time.perf_counter(), _cpu()
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    return {"wall": time.perf_counter() - started, "cpu": _cpu() - cpu, "returncode": done.returncode,
            "stdout": done.stdout, "stderr": done.stderr}


def cold_and_warm(cmd: list[str], runs: int) -> dict:
    """``runs`` cold runs (each with a new empty cache folder) and ``runs`` warm runs (a folder one cold
    run filled): the medians, minima and maxima of wall and CPU seconds."""
    cold, warm = [], []
    base = Path(tempfile.mkdtemp(prefix="ruling-bench-"))
    try:
        for k in range(runs):
            cold.append(run(cmd, base / f"cold{k}"))
        for _ in range(runs):
            warm.append(run(cmd, base / "cold0"))
    finally:
        shutil.rmtree(base, ignore_errors=True)
    return {"cold": summary(cold), "warm": summary(warm), "returncode": cold[0]["returncode"],
            "stdout": cold[0]["stdout"], "warm_stdout": warm[0]["stdout"]}


def repeat(cmd: list[str], runs: int, cache=None) -> dict:
    return summary([run(cmd, cache) for _ in range(runs)])


def summary(rows: list[dict]) -> dict:
    out = {}
    for k in ("wall", "cpu"):
        xs = [r[k] for r in rows]
        out[k] = {"median": round(statistics.median(xs), 3), "min": round(min(xs), 3), "max": round(max(xs), 3)}
    return out


def peak_memory_mib(cmd: list[str], cache: str | Path | None) -> float:
    """Peak resident memory (MiB) of one run of ``cmd`` and its workers (ru_maxrss of the children of a
    wrapper process whose only child is that run)."""
    wrapper = ("import resource, subprocess, sys\n"
               "subprocess.run(sys.argv[1:], capture_output=True)\n"
               "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n")
    env = {**os.environ, "RULING_CACHE": str(cache) if cache is not None else "off"}
    done = subprocess.run([sys.executable, "-c", wrapper, *cmd], cwd=ROOT, env=env, capture_output=True, text=True)
    kib = int(done.stdout.strip().splitlines()[-1])
    return round(kib / 1024 if sys.platform != "darwin" else kib / 1024 / 1024, 1)


def drop_project_bytecode() -> None:
    """Remove the ``__pycache__`` folders of the project's own packages (``logic``, ``encodings``), so that the
    next run without bytecode compiles every module of the project from source, as the very first run of an
    editable install does (the libraries keep the bytecode their install wrote)."""
    for package in ("logic", "encodings"):
        for folder in (ROOT / package).rglob("__pycache__"):
            shutil.rmtree(folder, ignore_errors=True)
