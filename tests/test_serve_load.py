"""``ruling serve`` under load and hostile requests.

- A slow question fails alone with its own 504 while quick ones beside it answer 200, and the
  server's log holds no traceback (a real uvicorn on 127.0.0.1, two workers, a short limit).
- 50 questions at once are all answered, the same question the same way.
- Nothing outside ``static/`` is served, however the path is spelled (raw HTTP, so no client
  tidies the ``..`` away).
- Every bound of `logic.serve.limits` has its test: 413 for a body, 422 for a field, 503 for a
  full queue, each one JSON line ``{"error", "where"}``.
- A hypothesis fuzz of API bodies: never a 500, never a traceback, the same answer twice.
"""

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

pytestmark = pytest.mark.xdist_group("serve_load")  # one worker: one live server for the module

pytest.importorskip("fastapi", reason="the 'serve' extra is not installed")
httpx = pytest.importorskip("httpx", reason="httpx is not installed")
from fastapi.testclient import TestClient  # noqa: E402
from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from logic.registry import project_root  # noqa: E402
from logic.serve import limits  # noqa: E402
from logic.serve.app import create_app  # noqa: E402
from logic.serve.guard import json_depth  # noqa: E402
from logic.serve.runner import Busy, JobFailed, Runner, cpu_seconds  # noqa: E402


def _reproduction():
    """benchmarks/serve_slow.py, the issue's reproduction: its quick wordings and its slow scenario are
    the ones these tests send (one copy; the benchmark runs against other checkouts, so it keeps them)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("serve_slow", project_root() / "benchmarks" / "serve_slow.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_SERVE_SLOW = _reproduction()
QUICK = _SERVE_SLOW.QUICK  # invented wordings, each quick to rule
slow_scenario = _SERVE_SLOW.slow_scenario  # n forced responses to one attack: n! orders simulated
LIVE_LIMIT = 3.0  # seconds of work (a fresh worker's first question loads the card grammar, about 1 s)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """A real ``ruling serve`` (two workers, a LIVE_LIMIT s limit): its URL and its log file."""
    port = _free_port()
    log = tmp_path_factory.mktemp("serve") / "serve.log"
    with open(log, "w") as err:
        proc = subprocess.Popen([sys.executable, "-m", "logic", "serve", "--host", "127.0.0.1", "--port", str(port),
                                 "--time-limit", str(LIVE_LIMIT), "--workers", "2"],
                                cwd=project_root(), stdout=subprocess.DEVNULL, stderr=err)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while True:
        try:
            httpx.get(url + "/api/rule-bases", timeout=5).raise_for_status()
            break
        except httpx.HTTPError:
            if proc.poll() is not None:
                pytest.fail(f"ruling serve stopped: {log.read_text()}")
            if time.monotonic() > deadline:
                proc.kill()
                pytest.fail("ruling serve did not answer within 120 s")
            time.sleep(0.3)
    yield url, log
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _timed(fn, *args, **kwargs):
    r = fn(*args, **kwargs)
    return r, time.monotonic()


def test_a_slow_question_fails_alone_and_quick_ones_answer(live):
    url, log = live
    with httpx.Client(timeout=120) as c, ThreadPoolExecutor(4) as ex:
        for t in QUICK:  # asked once first: their answers are kept, so below each is quick even on a cold cache
            assert c.post(url + "/api/you", json={"text": t, "card_type": "event"}).status_code == 200
        slow = ex.submit(_timed, c.post, url + "/api/orders", json={"toml": slow_scenario()})
        time.sleep(0.5)  # the slow one has taken a worker
        quick = [ex.submit(_timed, c.post, url + "/api/you", json={"text": t, "card_type": "event"}) for t in QUICK]
        answers = [f.result() for f in quick]
        slow_answer, slow_done = slow.result()
    assert slow_answer.status_code == 504, slow_answer.text
    assert slow_answer.json()["where"] == "time limit" and slow_answer.json()["limit_seconds"] == LIVE_LIMIT
    for r, done in answers:
        assert r.status_code == 200, r.text
        assert r.json()["occurrences"]
        assert done < slow_done  # answered while the slow one still ran: never held behind it
    # the stopped worker was replaced: the next question is answered
    assert httpx.post(url + "/api/you", json={"text": QUICK[0], "card_type": "event"}, timeout=120).status_code == 200
    text = log.read_text()
    assert "Traceback" not in text and "CancelledError" not in text, text


def test_with_one_worker_the_queued_questions_outlive_the_slow_one(caplog):
    """The issue's reproduction: one worker, 1 slow orders question then 3 quick ones queued behind
    it. The slow one is stopped (504); the queued ones are not cancelled: each gets the worker
    afterwards, with its own clock, and answers 200."""
    runner = Runner(time_limit=3.0, workers=1)  # the replacement worker's first question loads the card grammar
    with TestClient(create_app(runner, None, warm=False), raise_server_exceptions=False) as c, \
            ThreadPoolExecutor(4) as ex:
        runner.warm()
        for t in QUICK:  # asked once first: their answers are kept, so below each is quick even on a cold cache
            assert c.post("/api/you", json={"text": t, "card_type": "event"}).status_code == 200
        slow = ex.submit(c.post, "/api/orders", json={"toml": slow_scenario()})
        deadline = time.monotonic() + 10
        while runner.status()["busy"] == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        quick = [ex.submit(c.post, "/api/you", json={"text": t, "card_type": "event"}) for t in QUICK]
        assert slow.result().status_code == 504
        assert [f.result().status_code for f in quick] == [200] * 3, [f.result().text for f in quick]
    assert runner.restarts == 1
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]


def test_fifty_questions_at_once_are_all_answered(live):
    url, _ = live

    async def ask_all():
        async with httpx.AsyncClient(base_url=url, timeout=120) as c:
            calls = [c.post("/api/you", json={"text": QUICK[i % 3], "card_type": "event"}) for i in range(40)]
            calls += [c.get(p) for p in ("/api/rule-bases", "/api/readings", "/api/clauses", "/", "/static/app.js")
                      for _ in range(2)]
            return await asyncio.gather(*calls)

    answers = asyncio.run(ask_all())
    assert len(answers) == 50
    assert [r.status_code for r in answers] == [200] * 50, [r.text[:200] for r in answers if r.status_code != 200]
    for i in range(3):  # the same question, the same answer
        assert len({json.dumps(r.json(), sort_keys=True) for r in answers[i:40:3]}) == 1


def _peak_rss_mb(pid: int) -> float:
    """The peak resident memory of process ``pid`` (VmHWM), in MB."""
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_server_and_its_workers_stay_under_a_gigabyte(live):
    """After the slow question and the fifty (tests above), each process's peak memory."""
    url, _ = live
    port = url.rsplit(":", 1)[1]
    server = next(int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit() and _cmdline(p).endswith(
        f"--port\0{port}\0--time-limit\0{LIVE_LIMIT}\0--workers\0002"))
    workers = [int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit() and _ppid(p) == server]
    assert workers, "no worker process found"
    peaks = {pid: _peak_rss_mb(pid) for pid in [server, *workers]}
    print("peak resident memory (MB) of the server and its workers:", {k: round(v) for k, v in peaks.items()})
    assert all(0 < mb < 1024 for mb in peaks.values()), peaks


def _cmdline(p) -> str:
    try:
        return (p / "cmdline").read_bytes().decode(errors="replace").rstrip("\0")
    except OSError:
        return ""


def _ppid(p) -> int:
    try:
        return int((p / "stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return -1


TRAVERSALS = ["/static/../app.py", "/static/../logic/serve/app.py", "/static/..%2fapp.py", "/static/%2e%2e/app.py",
              "/static/%2e%2e%2fapp.py", "/static/.%2e/app.py", "/static/%2E%2E/%2E%2E/%2E%2E/pyproject.toml",
              "/static/..%5capp.py", "/static/%252e%252e/app.py", "/static/..//..//app.py",
              "/static//etc/passwd", "/static/%2fetc%2fpasswd", "/static/../../../../../../etc/passwd",
              "/../../../../etc/passwd", "/static/%00app.js", "/static/app.js%00.py", "/static/"]


def _raw_get(url: str, path: str) -> tuple[int, bytes]:
    """GET ``path`` exactly as written (no client normalises it): status and body."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


@pytest.mark.parametrize("path", TRAVERSALS)
def test_nothing_outside_static_is_served(live, path):
    url, _ = live
    status, body = _raw_get(url, path)
    assert status in (400, 404), (status, body[:200])
    assert b"create_app" not in body and b"root:" not in body and b"[project]" not in body
    if status == 404:
        assert json.loads(body)["error"]


def test_the_static_files_themselves_are_served(live):
    url, _ = live
    for name in ("app.js", "style.css", "index.html"):
        status, body = _raw_get(url, f"/static/{name}")
        assert status == 200 and body == (project_root() / "logic" / "serve" / "static" / name).read_bytes()


# -- the bounds, in-process (no worker is needed for any of them) ------------------------------------

@pytest.fixture(scope="module")
def client():
    runner = Runner(time_limit=60, workers=1)
    with TestClient(create_app(runner, None, warm=False), raise_server_exceptions=False) as c:
        yield c


def _one_error(r, status: int, where: str) -> dict:
    assert r.status_code == status, r.text
    body = r.json()
    assert set(body) >= {"error", "where"} and body["where"] == where and "\n" not in body["error"]
    return body


def test_a_body_past_its_bound_is_413(client):
    big = json.dumps({"text": "x" * limits.MAX_BODY_BYTES, "card_type": "event"})
    body = _one_error(client.post("/api/you", content=big, headers={"Content-Type": "application/json"}), 413, "body")
    assert str(limits.MAX_BODY_BYTES) in body["error"]

    def streamed():  # no Content-Length: the bound is counted on the streamed body
        for _ in range(limits.MAX_BODY_BYTES // 1024 + 2):
            yield b" " * 1024

    _one_error(client.post("/api/orders", content=streamed(), headers={"Content-Type": "application/json"}),
               413, "body")
    _one_error(client.post("/api/you", content=b"{}", headers={"Content-Length": "12x"}), 400, "body")


def test_a_body_nested_too_deep_is_422(client):
    deep = '{"text": ' + "[" * 5000 + "]" * 5000 + ', "card_type": "event"}'
    body = _one_error(client.post("/api/you", content=deep, headers={"Content-Type": "application/json"}),
                      422, "body")
    assert str(limits.MAX_JSON_DEPTH) in body["error"]
    assert json_depth(b'{"a": "[[[[[[[[[[", "b": [[1]]}') == 3  # brackets in strings do not count
    assert json_depth(b'"\\"[["') == 0


@pytest.mark.parametrize("path, body, where", [
    ("/api/you", {"text": "you " * (limits.MAX_TEXT // 4 + 1), "card_type": "event"}, "text"),
    ("/api/you", {"text": QUICK[0], "card_type": "e" * (limits.MAX_NAME + 1)}, "card_type"),
    ("/api/you", {"text": QUICK[0], "card_type": "event", "rules": "r" * (limits.MAX_NAME + 1)}, "rules"),
    ("/api/you", {"text": QUICK[0], "card_type": "event",
                  "readings": {f"c{i}": "r" for i in range(limits.MAX_READINGS + 1)}}, "readings"),
    ("/api/you", {"text": QUICK[0], "card_type": "event", "readings": {"c": "r" * (limits.MAX_NAME + 1)}},
     "readings.c"),
    ("/api/you", {"text": QUICK[0], "card_type": "event", "colour": "red"}, "colour"),
    ("/api/you", {"text": 5, "card_type": "event"}, "text"),
    ("/api/orders", {"toml": "#" * (limits.MAX_TOML + 1)}, "toml"),
    ("/api/orders", {"scenario": "wow_familiar.toml", "limit": limits.MAX_ORDERS_LISTED + 1}, "limit"),
    ("/api/orders", {"scenario": "wow_familiar.toml", "limit": -1}, "limit"),
    ("/api/graph", {"scenario": "s" * (limits.MAX_NAME + 1)}, "scenario"),
    ("/api/diff", {"a": "marvel_champions/en"}, "b"),
])
def test_a_field_past_its_bound_is_422(client, path, body, where):
    _one_error(client.post(path, json=body), 422, where)


def test_the_422_messages_name_the_bound(client):
    too_long = _one_error(client.post("/api/you", json={"text": "you " * 1300, "card_type": "event"}), 422, "text")
    assert too_long["error"] == f"text has 5200 characters; the limit is {limits.MAX_TEXT}"
    too_many = _one_error(client.post("/api/orders", json={"scenario": "wow_familiar.toml", "limit": 501}),
                          422, "limit")
    assert too_many["error"] == f"limit is 501; it must be at most {limits.MAX_ORDERS_LISTED}"
    unknown = _one_error(client.post("/api/diff", json={"a": "x", "b": "y", "c": "z"}), 422, "c")
    assert unknown["error"] == "unknown field 'c'"


@pytest.mark.parametrize("path, where", [
    ("/api/cards?q=" + "q" * (limits.MAX_QUERY + 1), "q"),
    ("/api/clauses?rules=" + "r" * (limits.MAX_NAME + 1), "query.rules"),
    ("/api/card/" + "1" * (limits.MAX_NAME + 1), "path.code"),
    ("/api/scenarios/" + "s" * (limits.MAX_NAME + 1), "path.name"),
])
def test_a_query_or_path_past_its_bound_is_422(client, path, where):
    r = client.get(path)
    assert r.status_code == 422 and r.json()["where"].endswith(where.split(".")[-1]), r.text


def test_the_limits_are_sent_to_the_page(client):
    got = client.get("/api/rule-bases").json()["limits"]
    assert got == limits.as_json(60, 1, limits.MAX_QUEUE)


def test_a_full_queue_is_503_and_the_running_question_goes_on():
    # no rule base built up front (warm_rules=()): no question here is ruled (the "you" one is refused at the
    # queue), so neither the worker nor the one replacing the stopped one builds the English rules for nothing
    runner = Runner(time_limit=1.5, workers=1, queue=0, warm_rules=())
    with TestClient(create_app(runner, None, warm=False), raise_server_exceptions=False) as c:
        runner.warm()
        slow = {}
        t = threading.Thread(target=lambda: slow.update(r=c.post("/api/orders", json={"toml": slow_scenario()})))
        t.start()
        deadline = time.monotonic() + 10
        while runner.status()["busy"] == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        busy = _one_error(c.post("/api/you", json={"text": QUICK[0], "card_type": "event"}), 503, "queue")
        assert busy["limit"] == 0
        assert c.get("/api/rule-bases").status_code == 200  # the cheap calls are not queued
        t.join(30)
        assert slow["r"].status_code == 504


def test_the_runners_own_queue_bounds():
    """Without the app: a question past the queue's length, or past its wait, gets `Busy`."""
    full = Runner(workers=1, queue=0)
    full._take()  # the one slot is lent (its worker is not even started)
    with pytest.raises(Busy, match="the limit is 0"):
        full._take()
    slow = Runner(workers=1, queue=1, queue_wait=0.2)
    slow._take()
    t0 = time.monotonic()
    with pytest.raises(Busy, match="within 0.2 s"):
        slow._take()
    assert 0.15 < time.monotonic() - t0 < 5


@pytest.mark.skipif(cpu_seconds(os.getpid()) is None, reason="no /proc: the clock is wall time")
def test_the_clock_counts_the_questions_own_work():
    """A worker paused (SIGSTOP) for longer than the limit mid-question, as a machine busy with
    other work would hold it, is not stopped: its CPU time stays under the limit."""
    # 2 to 3.5 s of work on this 2-core machine, quiet or loaded; an orders question asks no "you" question, so
    # the worker builds no rule base up front (warm_rules=())
    runner = Runner(time_limit=6.0, workers=1, warm_rules=())
    try:
        runner.warm()
        [worker] = list(runner._all)
        pid = worker.process.pid
        threading.Timer(0.2, os.kill, (pid, signal.SIGSTOP)).start()
        threading.Timer(6.7, os.kill, (pid, signal.SIGCONT)).start()
        began = time.monotonic()
        rep = runner.run("orders_job", {"toml_text": slow_scenario(7)})
        assert time.monotonic() - began > 6.5 and rep["orders"] == 5040 and runner.restarts == 0
    finally:
        runner.close()
    assert cpu_seconds(os.getpid()) > 0 and cpu_seconds(2 ** 22 + 7) is None


def test_a_worker_that_dies_in_a_job_fails_that_job_alone():
    # the worker killed builds no rule base up front (warm_rules=()): the "you" question after the restart
    # builds the English one in the replacement, as its first question
    runner = Runner(time_limit=60, workers=1, warm_rules=())
    try:
        runner.warm()
        [worker] = list(runner._all)
        threading.Timer(1.0, worker.process.kill).start()
        with pytest.raises(JobFailed) as failed:
            runner.run("orders_job", {"toml_text": slow_scenario()})
        assert failed.value.internal and "restarted" in failed.value.message
        again = runner.run("you_job", {"text": QUICK[0], "rules": "marvel_champions/en", "card_type": "event"})
        assert again["occurrences"] and runner.restarts == 1
    finally:
        runner.close()


# -- the fuzz ----------------------------------------------------------------------------------------

_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
                     lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                     max_leaves=6)
_names = st.sampled_from(["marvel_champions/en", "marvel_champions/fr", "marvel_champions/xx", "", "../../etc",
                          "wow_familiar.toml", "event", "upgrade", "controller", "own_identity", "mc.en.you.damage",
                          "x" * (limits.MAX_NAME + 1)]) | st.text(max_size=12) | _json
_texts = st.sampled_from(QUICK + ["Draw 1 card.", "", "you", "You" * 3, "\x00you\u202e"]) | st.text(max_size=40) | _json
_tomls = st.sampled_from(["game = = 1", 'game = "marvel_champions"', "[players]\norder = 1", ""]) \
    | st.text(max_size=60) | _json
_BODIES = {
    "/api/you": st.fixed_dictionaries({}, optional={
        "text": _texts, "card_type": _names, "rules": _names, "attachment": _names, "resolver": _names,
        "readings": st.dictionaries(_names.filter(lambda x: isinstance(x, str)), _names, max_size=2) | _json,
        "other": _json}),
    "/api/orders": st.fixed_dictionaries({}, optional={
        "toml": _tomls, "scenario": st.sampled_from(["wow_familiar.toml", "nope.toml", "../pyproject.toml"]) | _json,
        "rules": _names, "limit": st.integers(-5, 600) | _json}),
    "/api/graph": st.fixed_dictionaries({}, optional={"toml": _tomls, "scenario": _names, "rules": _names}),
    # at most one side names a rule base, so no fuzzed body starts a whole diff
    "/api/diff": st.fixed_dictionaries({"a": _names.filter(lambda x: x not in ("marvel_champions/en",
                                                                              "marvel_champions/fr"))},
                                       optional={"b": _names}),
}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(sorted(_BODIES)).flatmap(lambda p: st.tuples(st.just(p), _BODIES[p] | _json | st.binary(max_size=40))))
def test_fuzzed_bodies_get_the_same_clear_answer_twice(client, caplog, case):
    path, body = case
    send = (lambda: client.post(path, content=body, headers={"Content-Type": "application/json"})) \
        if isinstance(body, bytes) else (lambda: client.post(path, json=body))
    first, second = send(), send()
    assert first.status_code in (200, 400, 413, 422), (body, first.text)
    assert (first.status_code, first.json()) == (second.status_code, second.json())
    if first.status_code != 200:
        assert first.json()["error"] and "\n" not in first.json()["error"] and "Traceback" not in first.text
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]
