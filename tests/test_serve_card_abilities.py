"""The playground's card view shows the structure under each sentence: `GET /api/card/{code}` gives, per
ability, each sentence with its reading, its text cut at the unread fragments, and the items read from
it; and the page renders them (the static script names every field it reads). Invented cards only."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="fastapi is not installed (a plain dependency: pip install -e .)")
pytest.importorskip("httpx", reason="httpx (for TestClient) is not installed")
from fastapi.testclient import TestClient  # noqa: E402

from logic.abilities.reader import read_text  # noqa: E402
from logic.serve.app import create_app  # noqa: E402
from logic.serve.runner import Runner  # noqa: E402

CARDS = [
    {"code": "97001", "name": "Lantern Knight", "type_code": "ally", "pack_code": "inv",
     "text": "<b>Response</b>: After Lantern Knight attacks, exhaust Lantern Knight → draw 1 card. "
             "Then deal 1 damage to an enemy. (Max 1 per round.)"},
    {"code": "97002", "name": "Murk Hound", "type_code": "minion", "pack_code": "inv",
     "text": "Guard.\nMurk Hound gets +1 ATK. Flibber the wobbles thrice, snorkel grandly."},
]


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    root = tmp_path_factory.mktemp("pool")
    (root / "pack").mkdir()
    (root / "pack" / "inv.json").write_text(json.dumps(CARDS), encoding="utf-8")
    with TestClient(create_app(Runner(time_limit=60), root, warm=False)) as c:
        yield c


def _face(client, code):
    r = client.get(f"/api/card/{code}")
    assert r.status_code == 200
    return r.json()["faces"][0]


def test_each_sentence_carries_the_items_read_from_it(client):
    abilities = _face(client, "97001")["abilities"]
    assert len(abilities) == 1
    a = abilities[0]
    assert a["kind"] == "response" and a["head"].startswith("response")
    rows = a["sentences"]
    # the same sentences as the reader's, in order, each joined back from its segments
    assert [r["text"] for r in rows] == [r.text for r in read_text(CARDS[0]["text"], CARDS[0]["name"])[0].sentences]
    assert all("".join(g["text"] for g in r["segments"]) == r["text"] for r in rows)
    items = [r["items"] for r in rows]
    # the trigger and the cost sit under the sentence before the arrow, each effect under its own
    assert rows[0]["part"] == "cost"
    assert any(i.startswith("trigger: after attack") for i in items[0])
    assert any(i.startswith("cost: exhaust") for i in items[0])
    assert any(i.startswith("effect: draw") for i in items[1]) and not any("deal_damage" in i for i in items[1])
    assert any("deal_damage" in i for i in items[2])
    assert any(i.startswith("limit: 1 per round") for i in items[3])
    # every item of the ability is under exactly one sentence
    assert sum(len(x) for x in items) == sum(1 for line in a["lines"][1:] if not line.lstrip().startswith(("+", "~", "-")))
    assert all(r["status"] == "fully" and not any(g["unread"] for g in r["segments"]) for r in rows)


def test_unread_fragments_are_marked_in_the_segments(client):
    abilities = _face(client, "97002")["abilities"]
    rows = [r for a in abilities for r in a["sentences"]]
    odd = [r for r in rows if "Flibber" in r["text"]]
    assert odd and odd[0]["status"] in ("partly", "not")
    unread = "".join(g["text"] for g in odd[0]["segments"] if g["unread"])
    assert "Flibber" in unread and "snorkel" in unread
    read = [r for r in rows if "ATK" in r["text"]]
    assert read and read[0]["status"] == "fully" and any("stat=atk" in i.lower() for i in read[0]["items"])


def test_the_page_renders_every_field_it_is_given():
    js = (Path(__file__).resolve().parents[1] / "logic" / "serve" / "static" / "app.js").read_text(encoding="utf-8")
    body = js[js.index("function renderAbilities"):]
    body = body[:body.index("\n}\n")]
    for field in ("sentences", "segments", "unread", "items", "status", "head"):
        assert re.search(rf"\b{field}\b", body), field


# -- in a browser: the sentences, the marks and the items are drawn, and fit from 1024 px -------------

def test_card_view_draws_the_structure_and_fits_1024(tmp_path):
    bt = pytest.importorskip("test_serve_browser", reason="the browser helpers (tests/test_serve_browser.py)")
    if bt.CHROMIUM is None or bt.DRIVER is None:
        pytest.skip("no chromium or chromedriver installed")
    import subprocess
    import sys
    import time

    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC

    from logic.registry import project_root
    (tmp_path / "pack").mkdir()
    (tmp_path / "pack" / "inv.json").write_text(json.dumps(CARDS), encoding="utf-8")
    port = bt._free_port()
    # the card view asks no solver question: no worker is started (--no-warm), and at most one would be
    proc = subprocess.Popen([sys.executable, "-m", "logic", "serve", "--host", "127.0.0.1", "--port", str(port),
                             "--pool", str(tmp_path), "--no-warm", "--workers", "1"], cwd=project_root(), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    driver = None
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                bt._get(url + "/api/rule-bases")
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, "ruling serve did not start"
                time.sleep(0.3)
        opts = bt.webdriver.ChromeOptions()
        opts.binary_location = bt.CHROMIUM
        for a in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                  "--window-size=1024,1000", "--lang=en-US"):
            opts.add_argument(a)
        driver = bt.webdriver.Chrome(service=bt.Service(bt.DRIVER), options=opts)
        for code, name in (("97002", "Murk Hound"), ("97001", "Lantern Knight")):
            bt.open_page(driver, url)
            driver.find_element(By.ID, "card-search").send_keys(name)
            bt.wait(driver).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "#card-hits button.hit"))).click()
            bt.wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#card-abilities .sentence"))
            face = _face_of(url, code, bt)
            sentences = driver.find_elements(By.CSS_SELECTOR, "#card-abilities .sentence")
            assert len(sentences) == sum(len(a["sentences"]) for a in face["abilities"])
            items = driver.find_elements(By.CSS_SELECTOR, "#card-abilities ul.items li")
            assert [i.text for i in items] == [i for a in face["abilities"] for s in a["sentences"] for i in s["items"]]
            marks = [m.text for m in driver.find_elements(By.CSS_SELECTOR, "#card-abilities mark.unread")]
            assert marks == [g["text"] for a in face["abilities"] for s in a["sentences"]
                             for g in s["segments"] if g["unread"]]
            assert driver.execute_script(bt.OVERFLOW, "#view-card") == []
            bt.shot(driver, f"card_abilities_{code}_1024")
        assert marks == [] and items  # the last card is read whole
    finally:
        if driver is not None:
            driver.quit()
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:  # a loaded machine: stop it the hard way
            proc.kill()
            proc.wait()


def _face_of(url, code, bt):
    return bt._get(url + f"/api/card/{code}")["faces"][0]
