"""``ruling serve``'s JSON API, in-process: the same JSON as the command line, clear errors, time limits.

The solver work runs in a worker process; the tests share one app (one warm worker).
"""

import json
import shutil
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="fastapi is not installed (a plain dependency: pip install -e .)")
pytest.importorskip("httpx", reason="httpx (for TestClient) is not installed")
from fastapi.testclient import TestClient  # noqa: E402
from hypothesis import given, settings, strategies as st  # noqa: E402

from conftest_shared import SHARED  # noqa: E402
from logic.cli import main  # noqa: E402
from logic.registry import load_rule_base, project_root, rule_base_names  # noqa: E402
from logic.serve.app import create_app  # noqa: E402
from logic.serve.drawing import plain_svg  # noqa: E402
from logic.serve.jobs import graph_job
from logic.serve.limits import MAX_TEXT  # noqa: E402
from logic.serve.runner import Runner  # noqa: E402

POOL = SHARED / "corpus" / "marvelsdb"
# an invented wording: one 'you' after an attack, one in the effect
WORDING = "Response: After an enemy attacks you, you draw 1 card."


@pytest.fixture(scope="module")
def client():
    runner = Runner(time_limit=120)
    with TestClient(create_app(runner, POOL if POOL.is_dir() else None, warm=False)) as c:
        yield c


def cli_json(args, capsys):
    main(args)
    return json.loads(capsys.readouterr().out)


def test_rule_bases_lists_the_registry(client):
    r = client.get("/api/rule-bases")
    assert r.status_code == 200
    data = r.json()
    assert [b["name"] for b in data["rule_bases"]] == rule_base_names()
    assert "event" in data["card_types"] and data["limits"]["text"] == MAX_TEXT


def test_you_is_the_cli_json_and_locates_each_word(client, capsys):
    r = client.post("/api/you", json={"text": WORDING, "rules": "marvel_champions/en", "card_type": "event"})
    assert r.status_code == 200, r.text
    assert r.json() == cli_json(["you", "--card-type", "event", "--text", WORDING, "--json"], capsys)
    occ = r.json()["occurrences"]
    assert len(occ) == 2
    for o in occ:
        assert o["sentence"][o["start"]:o["start"] + len(o["word"])].lower() == o["word"]
        assert o["verdict"]["status"] in ("holds", "ambiguous", "contradictory")


def test_you_in_another_language_and_attachment(client, capsys):
    body = {"text": WORDING, "rules": "marvel_champions/fr", "card_type": "upgrade", "attachment": "own_identity"}
    r = client.post("/api/you", json=body)
    assert r.status_code == 200, r.text
    assert r.json() == cli_json(["you", "--rules", "marvel_champions/fr", "--card-type", "upgrade",
                                 "--attachment", "own_identity", "--text", WORDING, "--json"], capsys)
    assert all(o["case"]["attachment"] == "own_identity" for o in r.json()["occurrences"])


def test_clauses_give_paraphrase_and_citation(client):
    r = client.get("/api/clauses", params={"rules": "marvel_champions/de"})
    rb = load_rule_base("marvel_champions/de")
    got = r.json()["clauses"]
    assert set(got) == {c.id for c in rb.clauses}
    c = rb.clauses[0]
    assert got[c.id]["says"] == c.says and got[c.id]["citation"] == str(c.citation)


@pytest.mark.parametrize("body, status, where", [
    ({"text": WORDING, "card_type": "spaceship"}, 400, "card_type"),
    ({"text": WORDING, "card_type": "event", "rules": "marvel_champions/xx"}, 400, "rules"),
    ({"text": WORDING, "card_type": "event", "rules": "wow_miniatures/fr"}, 400, "rules"),
    ({"text": WORDING, "card_type": "event", "attachment": "pocket"}, 400, "attachment"),
    ({"text": WORDING, "card_type": "event", "resolver": "nobody"}, 400, "resolver"),
    ({"text": "Draw 1 card.", "card_type": "event"}, 400, "text"),
    ({"text": "you " * (MAX_TEXT // 4 + 1), "card_type": "event"}, 422, "text"),
    ({"text": WORDING}, 422, "card_type"),
    ({"text": WORDING, "card_type": "event", "readings": {"mc.en.you.damage": "loose"}}, 400, "readings"),
])
def test_bad_you_requests_get_a_json_error(client, body, status, where):
    r = client.post("/api/you", json=body)
    assert r.status_code == status, r.text
    assert r.json()["where"] == where and r.json()["error"]


def test_malformed_json_body_and_unknown_path(client):
    r = client.post("/api/you", content=b"{not json", headers={"Content-Type": "application/json"})
    assert r.status_code == 400 and "error" in r.json()
    r = client.get("/api/nothing-here")
    assert r.status_code == 404 and r.json()["where"] == "/api/nothing-here"


def test_readings_lists_each_clause_with_its_default(client):
    r = client.get("/api/readings", params={"rules": "marvel_champions/en"})
    assert r.status_code == 200
    got = {c["clause"]: c for c in r.json()["clauses"]}
    rb = load_rule_base("marvel_champions/en")
    assert set(got) == {c.id for c in rb.clauses_with_readings()}
    same = got["mc.en.you.same_sentence"]
    assert same["default"] == "same_seat" and same["settled"]
    assert {x["name"] for x in same["readings"]} == {"same_seat", "same_kind"}
    assert got["mc.en.you.trigger_performed"]["settled"] is False
    assert client.get("/api/readings", params={"rules": "nope/xx"}).status_code == 400


def test_readings_change_the_answer_and_unknown_ones_are_400(client):
    body = {"text": "Forced Response: When an enemy attacks you, draw 1 card.", "rules": "marvel_champions/en",
            "card_type": "treachery"}
    plain = client.post("/api/you", json=body).json()
    literal = client.post("/api/you", json={**body, "readings": {"mc.en.you.attacked_player": "after_only"}}).json()
    answer = lambda d: d["occurrences"][0]["verdict"]["answer"]  # noqa: E731
    assert (answer(plain), answer(literal)) == ("player", "identity")
    assert plain["occurrences"][0]["verdict"]["depends_on"][0]["settled"] is True
    bad = client.post("/api/you", json={**body, "readings": {"mc.en.you.attacked_player": "nope"}})
    assert bad.status_code == 400 and bad.json()["error"]


def test_orders_is_the_cli_json(client, capsys):
    r = client.post("/api/orders", json={"scenario": "wow_familiar.toml"})
    assert r.status_code == 200, r.text
    got = r.json()
    cli = cli_json(["orders", str(project_root() / "scenarios" / "wow_familiar.toml"), "--json"], capsys)
    assert got.pop("toml") == (project_root() / "scenarios" / "wow_familiar.toml").read_text(encoding="utf-8")
    assert got.pop("scenario") == "scenarios/wow_familiar.toml"
    cli.pop("scenario")
    assert got == cli


def test_orders_from_edited_toml_counts_when_too_many(client):
    text = (project_root() / "scenarios" / "mc_eight_forced_responses.toml").read_text(encoding="utf-8")
    r = client.post("/api/orders", json={"toml": text, "limit": 10})
    assert r.status_code == 200, r.text
    rep = r.json()
    assert rep["orders"] > rep["limit"] == 10 and rep["listed"] == [] and rep["groups"]
    assert sum(g["count"] for g in rep["groups"]) == rep["orders"]


@pytest.mark.parametrize("body, where", [
    ({"toml": "game = = 1"}, "scenario.toml"),
    ({"toml": 'game = "marvel_champions"'}, "scenario.toml:players"),
    ({"scenario": "no_such.toml"}, "scenario"),
    ({}, "scenario"),
    ({"scenario": "wow_familiar.toml", "rules": "marvel_champions/en"}, "scenario.toml:game"),
])
def test_bad_scenarios_get_a_json_error(client, body, where):
    r = client.post("/api/orders", json=body)
    assert r.status_code == 400, r.text
    assert r.json()["error"] and r.json()["where"].endswith(where.split(":")[-1])


def test_graph_is_the_cli_json_with_a_drawing(client, capsys):
    path = project_root() / "scenarios" / "mc_mandatory_loop.toml"
    r = client.post("/api/graph", json={"toml": path.read_text(encoding="utf-8")})
    assert r.status_code == 200, r.text
    got = r.json()
    cli = cli_json(["graph", str(path), "--json"], capsys)
    assert {k: got[k] for k in ("nodes", "edges", "mandatory_cycles", "other_cycles", "dot")} == \
        {k: cli[k] for k in ("nodes", "edges", "mandatory_cycles", "other_cycles", "dot")}
    assert got["mandatory_cycles"] and got["svg"].lstrip().startswith(("<?xml", "<svg", "<!DOCTYPE"))
    assert got["drawn_by"] == ("graphviz" if shutil.which("dot") else "plain")


def test_graph_without_graphviz_is_drawn_plainly(monkeypatch):
    import logic.timing.graph as graph
    monkeypatch.setattr(graph.shutil, "which", lambda name: None)
    data = graph_job("wow_familiar.toml")
    assert data["drawn_by"] == "plain"
    texts = {t.text for t in ET.fromstring(data["svg"]).iter("{http://www.w3.org/2000/svg}text")}
    assert {n["id"] for n in data["nodes"]} <= texts


@settings(max_examples=40, deadline=None)
@given(st.lists(st.text("abc<&\"'", min_size=1, max_size=4), min_size=1, max_size=6, unique=True), st.data())
def test_plain_svg_draws_every_node_and_edge(ids, data):
    edges = data.draw(st.lists(st.tuples(st.sampled_from(ids), st.sampled_from(ids)), max_size=8, unique=True))
    nodes = [{"id": n, "kind": "event" if i == 0 else "triggered", "controller": "p", "mandatory": i % 2 == 0}
             for i, n in enumerate(ids)]
    root = ET.fromstring(plain_svg(nodes, [list(e) for e in edges]))
    ns = "{http://www.w3.org/2000/svg}"
    assert {t.text for t in root.iter(ns + "text")} >= set(ids)
    assert len(list(root.iter(ns + "rect"))) == len(ids)
    assert len(list(root.iter(ns + "line"))) + len(list(root.iter(ns + "path"))) - 1 == len(edges)


def test_diff_answers_as_the_expectations_say(client):
    """The relations of ``ruling diff en de`` (the same `diff_rule_bases`), as written in expectations/."""
    table = tomllib.loads((project_root() / "expectations" / "marvel_champions" / "diffs.toml").read_text("utf-8"))
    expected = next(d for d in table["diff"] if (d["a"], d["b"]) == ("marvel_champions/en", "marvel_champions/de"))
    r = client.post("/api/diff", json={"a": "marvel_champions/en", "b": "marvel_champions/de"})
    assert r.status_code == 200, r.text
    d = r.json()
    assert d["questions"] == {q: expected[q] for q in d["questions"]}
    for x in d["differences"]:
        assert x["witness"]["world"]["players"] and x["cases"] > 0
    bad = client.post("/api/diff", json={"a": "marvel_champions/en", "b": "klingon/tlh"})
    assert bad.status_code == 400 and bad.json()["where"] == "b"


def test_a_runaway_job_is_stopped_and_the_server_goes_on():
    runner = Runner(time_limit=0.05)
    with TestClient(create_app(runner, None, warm=False)) as c:
        r = c.post("/api/diff", json={"a": "marvel_champions/en", "b": "marvel_champions/fr"})
        assert r.status_code == 504
        assert r.json()["where"] == "time limit" and r.json()["limit_seconds"] == 0.05
        assert runner.restarts == 1
        runner.time_limit = 120
        assert c.get("/api/rule-bases").status_code == 200
        ok = c.post("/api/you", json={"text": WORDING, "card_type": "event"})
        assert ok.status_code == 200 and ok.json()["occurrences"]


def test_page_static_files_and_docs(client):
    page = client.get("/")
    assert page.status_code == 200 and "ruling" in page.text
    for name in ("app.js", "style.css"):
        assert client.get(f"/static/{name}").status_code == 200
    docs = client.get("/docs")
    assert docs.status_code == 200 and "/api/you" in docs.text and "card_type" in docs.text
    for text in (page.text, docs.text, *(client.get(f"/static/{n}").text for n in ("app.js", "style.css"))):
        assert "http://" not in text and "https://" not in text and "//cdn" not in text  # nothing from outside
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/you", "/api/diff", "/api/orders", "/api/graph", "/api/rule-bases", "/api/readings",
            "/api/cards", "/api/card/{code}"} <= set(paths)


def test_package_data_covers_the_page():
    cfg = tomllib.loads((project_root() / "pyproject.toml").read_text(encoding="utf-8"))
    assert "logic.serve" in cfg["tool"]["setuptools"]["packages"]
    patterns = cfg["tool"]["setuptools"]["package-data"]["logic.serve"]
    static = project_root() / "logic" / "serve"
    files = {p for p in (static / "static").iterdir() if p.is_file()}
    covered = {p for pat in patterns for p in static.glob(pat)}
    assert files and files <= covered


def test_no_pool_is_a_clear_404():
    with TestClient(create_app(Runner(), None, warm=False)) as c:
        r = c.get("/api/cards", params={"q": "spider"})
        assert r.status_code == 404 and r.json()["where"] == "pool"


@pytest.mark.skipif(not POOL.is_dir(), reason="no card pool at ../shared/corpus/marvelsdb")
def test_pool_search_and_card(client):
    hits = client.get("/api/cards", params={"q": "spider"}).json()["cards"]
    assert hits and all("spider" in h["name"].lower() or h["code"].startswith("spider") for h in hits)
    card = client.get(f"/api/card/{hits[0]['code']}").json()
    assert card["faces"][0]["text"] is not None and card["faces"][0]["attachment"]
    assert client.get("/api/card/no-such-code").status_code == 404


@pytest.mark.parametrize("args", [["serve", "--pool", "/no/such/folder"], ["serve", "--port", "0"]])
def test_serve_bad_options_exit_2_with_one_line(args, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert "error:" in err and "\n" not in err


@pytest.mark.parametrize("flag, warm", [([], True), (["--no-warm"], False)])
def test_serve_warms_its_workers_unless_told_not_to(flag, warm, monkeypatch):
    """``--no-warm`` hands the app ``warm=False`` (its workers start on the first question), the default
    ``warm=True``; nothing is served (uvicorn is stood in for)."""
    uvicorn = pytest.importorskip("uvicorn")
    import logic.serve.app as app_module
    seen = {}
    monkeypatch.setattr(app_module, "create_app", lambda runner, pool, warm=True: seen.setdefault("warm", warm))
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: None)
    import socket
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    assert main(["serve", "--port", str(port), *flag]) == 0
    assert seen == {"warm": warm}


def test_a_worker_that_dies_is_replaced():
    from logic.serve.runner import call_job
    assert call_job("no_such_job", {})[0:1] == ("error",) and call_job("no_such_job", {})[3] is True
    runner = Runner(time_limit=120, workers=1)
    try:
        runner.warm()
        for w in list(runner._all):
            w.process.kill()
            w.process.join(5)
        # a worker found dead when a job comes is replaced before the job is given to it
        again = runner.run("you_job", {"text": WORDING, "rules": "marvel_champions/en", "card_type": "event"})
        assert again["occurrences"] and runner.restarts == 1
    finally:
        runner.close()


def test_every_choice_of_reading_has_a_question_in_words(client):
    """The playground labels each clause's readings with the clause's question (from encodings/):
    every clause with readings has one, in words (no clause or reading id in it), and the API sends it."""
    import re
    code = re.compile(r"\b[a-z0-9]+(?:\.[a-z0-9_]+){2,}\b|\b[a-z]+_[a-z_]+\b")
    for name in rule_base_names():
        rb = load_rule_base(name)
        for c in rb.clauses_with_readings():
            assert c.question.strip() and not code.search(c.question), (name, c.id, c.question)
            assert all(not code.search(r.says) for r in c.readings), (name, c.id)
    sent = client.get("/api/readings", params={"rules": "marvel_champions/fr"}).json()["clauses"]
    assert {c["clause"]: c["question"] for c in sent} == \
        {c.id: c.question for c in load_rule_base("marvel_champions/fr").clauses_with_readings()}


# -- a card under design in the pool's trigger graph (issue 16) ------------------------------------

DESIGN_POOL = Path(__file__).parent / "fixtures" / "pool_graph" / "forced_pair.json"
# an invented card: it exhausts what is readied; the pool's Rewinder readies what is exhausted
DESIGN = {"text": "<b>Forced Response</b>: After a character is readied, exhaust it.", "card_type": "support",
          "name": "Brake"}


def test_interactions_is_the_cli_json_with_the_neighbourhood_and_the_loops(capsys):
    # the worker builds no rule base up front (warm_rules=()): the design view asks no "you" question
    with TestClient(create_app(Runner(time_limit=120, warm_rules=()), DESIGN_POOL, warm=False)) as c:
        r = c.post("/api/interactions", json=DESIGN)
        assert r.status_code == 200
        got = r.json()
    want = cli_json(["interactions", str(DESIGN_POOL), "--text", DESIGN["text"], "--type", "support",
                     "--name", "Brake", "--json"], capsys)
    assert got.pop("dot").startswith("digraph")
    assert got == want
    # what it triggers and what triggers it: the printed Rewinder (90002), both ways
    assert {e["to"] for e in got["triggers"]} >= {"90002#1"}
    assert {e["from"] for e in got["triggered_by"]} >= {"90002#1"}
    # the loop it closes with Rewinder: forced, unbounded, with a witness of two turns
    [loop] = [l for l in got["loops"] if "90002#1" in l["path"] and len(l["path"]) == 2]
    assert loop["forced"] is True and loop["bounded"] is False
    assert len(loop["witness"]["turns"]) >= 2


def test_interactions_bad_type_is_a_clear_400_naming_the_field():
    with TestClient(create_app(Runner(time_limit=120, warm_rules=()), DESIGN_POOL, warm=False)) as c:
        r = c.post("/api/interactions", json={**DESIGN, "card_type": "no_such_type"})
        assert r.status_code in (400, 422) and "no_such_type" in r.json()["error"]
        r = c.post("/api/interactions", json={"card_type": "ally"})
        assert r.status_code in (400, 422) and "text" in r.json()["where"]


def test_page_has_the_design_view():
    html = (project_root() / "logic" / "serve" / "static" / "index.html").read_text(encoding="utf-8")
    js = (project_root() / "logic" / "serve" / "static" / "app.js").read_text(encoding="utf-8")
    assert 'id="view-design"' in html and 'id="design-form"' in html
    assert '"/api/interactions"' in js
