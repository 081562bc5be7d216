"""The playground page driven in headless Chromium (Debian's chromium + chromium-driver, Selenium).

A real ``ruling serve`` runs on 127.0.0.1 on a free port. The tests paste an invented wording,
read the highlighted rulings and the clause list, switch the rule base, compare two rule bases,
and open a scenario's graph and orders; each view's screenshot is saved under
``$RULING_SCREENSHOTS`` (a folder; ``1`` means /tmp/ruling-screens) when that is set.
Skipped, with the reason, only where no browser or driver is installed.
"""

import base64
import json
import math
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from conftest_shared import SHARED
from logic.registry import project_root

CHROMIUM = next((p for p in (shutil.which("chromium"), shutil.which("chromium-browser"), "/usr/bin/chromium")
                 if p and Path(p).exists()), None)
DRIVER = next((p for p in (shutil.which("chromedriver"), "/usr/bin/chromedriver") if p and Path(p).exists()), None)
pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium installed (apt-get install chromium)"),
    pytest.mark.skipif(DRIVER is None, reason="no chromedriver installed (apt-get install chromium-driver)"),
    pytest.mark.xdist_group("serve_browser"),  # one worker: one server and one browser for the module
]
webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.select import Select  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

# invented wordings
WORDING = "Response: After an enemy attacks you, you draw 1 card. You are stunned and discard a card from your hand."
UPGRADE = "Attach to your hero. Forced Response: After an enemy attacks you, draw 1 card."
POOL = SHARED / "corpus" / "marvelsdb"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str):
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


def _post(url: str, body: dict):
    req = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as r:
        return json.loads(r.read())


def _serving(pool):
    """A ``ruling serve`` process (with ``--pool pool`` when given): yields its URL, stops it after."""
    port = _free_port()
    # --no-warm: each worker builds a rule base when a question first asks about it (these tests ask about
    # three of them), not every rule base in each worker at startup (the warm start is test_serve_load's)
    args = [sys.executable, "-m", "logic", "serve", "--host", "127.0.0.1", "--port", str(port), "--no-warm"]
    if pool is not None:
        args += ["--pool", str(pool)]
    proc = subprocess.Popen(args, cwd=project_root(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while True:
        try:
            _get(url + "/api/rule-bases")
            break
        except OSError:
            if proc.poll() is not None:
                pytest.fail(f"ruling serve stopped: {proc.stderr.read()}")
            if time.monotonic() > deadline:
                proc.kill()
                pytest.fail("ruling serve did not answer within 120 s")
            time.sleep(0.3)
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="module")
def server():
    yield from _serving(POOL if POOL.is_dir() else None)


#: an invented pool of two cards (tests/fixtures/pool_graph): the design view asks about it
DESIGN_POOL = Path(__file__).parent / "fixtures" / "pool_graph" / "forced_pair.json"


@pytest.fixture(scope="module")
def design_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("design-pool")
    (folder / "pack").mkdir()
    shutil.copy(DESIGN_POOL, folder / "pack" / DESIGN_POOL.name)  # `ruling serve --pool` takes a folder
    yield from _serving(folder)


@pytest.fixture(scope="module")
def browser():
    os.environ.setdefault("SE_OFFLINE", "true")  # selenium-manager must not download anything
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for a in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
              "--window-size=1400,1000", "--lang=en-US"):
        opts.add_argument(a)
    driver = webdriver.Chrome(service=Service(DRIVER), options=opts)
    driver.set_script_timeout(30)
    yield driver
    driver.quit()


def shot(driver, name: str) -> None:
    """Save a full-page screenshot of the current view when $RULING_SCREENSHOTS is set."""
    where = os.environ.get("RULING_SCREENSHOTS")
    if not where:
        return
    folder = Path("/tmp/ruling-screens" if where in ("1", "yes", "true") else where)
    folder.mkdir(parents=True, exist_ok=True)
    size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
    png = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size["width"], "height": min(size["height"], 6000), "scale": 1}})
    (folder / f"{name}.png").write_bytes(base64.b64decode(png["data"]))


def wait(driver, seconds=90):
    # an answer can come back while a condition reads the page it replaces: look again
    return WebDriverWait(driver, seconds, ignored_exceptions=(StaleElementReferenceException,))


def open_page(driver, url):
    driver.get(url + "/")
    wait(driver).until(lambda d: d.execute_script("return document.body.dataset.ready") == "yes")


def set_text(driver, selector, text):
    el = driver.find_element(By.CSS_SELECTOR, selector)
    driver.execute_script("arguments[0].value = arguments[1]", el, text)


def rule(driver, rules, text, card_type):
    Select(driver.find_element(By.ID, "card-rules")).select_by_value(rules)
    Select(driver.find_element(By.ID, "card-type")).select_by_value(card_type)
    set_text(driver, "#card-text", text)
    driver.find_element(By.ID, "card-go").click()
    wait(driver).until(lambda d: rules in d.find_element(By.CSS_SELECTOR, "#card-result h2").text
                       if d.find_elements(By.CSS_SELECTOR, "#card-result h2") else False)


def label_of(o) -> str:
    v = o.get("verdict")
    if v is None:
        return "?"
    answer = v["answer"]
    if isinstance(answer, dict):  # one word of several game functions (app.js answerText)
        answer = ", ".join(f"{x} ({f})" for f, x in answer.items())
    return {"holds": str(answer), "ambiguous": "ambiguous", "contradictory": "no ruling"}.get(v["status"], v["status"])


def check_highlights(driver, url, rules, text, card_type, readings=None):
    """The highlighted words and their labels are the API's verdicts; every clause is shown cited."""
    api = _post(url + "/api/you", {"text": text, "rules": rules, "card_type": card_type,
                                   "readings": readings or {}})
    marks = driver.find_elements(By.CSS_SELECTOR, "#card-result a.you")
    assert [m.find_element(By.CLASS_NAME, "w").text for m in marks] == \
        [o["sentence"][o["start"]:o["start"] + len(o["word"])] for o in api["occurrences"]]
    assert [m.find_element(By.TAG_NAME, "sup").text for m in marks] == [label_of(o) for o in api["occurrences"]]
    clauses = _get(url + f"/api/clauses?rules={rules}")["clauses"]
    shown = driver.find_elements(By.CSS_SELECTOR, "#card-result li.clause")
    ids = [li.get_attribute("data-clause") for li in shown]
    assert ids == [c for o in api["occurrences"]
                   for c in (o.get("verdict") or {}).get("clauses", []) + (o.get("seat") or {}).get("clauses", [])]
    for li in shown:
        c = clauses[li.get_attribute("data-clause")]
        assert c["says"] in li.text and c["citation"] in li.text
    return api


def test_card_view_highlights_each_you_with_its_ruling(server, browser):
    open_page(browser, server)
    rule(browser, "marvel_champions/en", WORDING, "event")
    api = check_highlights(browser, server, "marvel_champions/en", WORDING, "event")
    assert {o["verdict"]["status"] for o in api["occurrences"]} == {"holds"}
    assert any(o["verdict"]["details"].get("note") for o in api["occurrences"])
    text = browser.find_element(By.ID, "card-result").get_attribute("textContent")
    same = next(c for c in _get(server + "/api/readings?rules=marvel_champions/en")["clauses"]
                if c["clause"] == "mc.en.you.same_sentence")
    assert "This ruling rests on a reading" in text and same["question"] in text  # the note, in words
    assert next(x["says"] for x in same["readings"] if x["name"] == "same_seat") in text
    seats = [o["seat"] for o in api["occurrences"] if o.get("seat")]  # which player each word is, shown
    assert seats and text.count("Which player: ") == len(seats)
    assert all(s["player"] in text for s in seats if s["status"] == "holds")
    shot(browser, "card")
    # read p1.b1 as 'all of one kind' in the readings box: the mixed sentence has no ruling, drawn as a world
    Select(browser.find_element(By.CSS_SELECTOR, '#readings-body select[data-clause="mc.en.you.same_sentence"]')) \
        .select_by_value("same_kind")
    browser.find_element(By.ID, "card-go").click()
    wait(browser).until(lambda d: "no ruling" in d.find_element(By.ID, "card-result").text)
    api = check_highlights(browser, server, "marvel_champions/en", WORDING, "event",
                           {"mc.en.you.same_sentence": "same_kind"})
    assert "contradictory" in {o["verdict"]["status"] for o in api["occurrences"]}
    worlds = browser.find_elements(By.CSS_SELECTOR, "#card-result .world .w-player")
    assert worlds and "player1" in worlds[0].text
    shot(browser, "card_same_kind")


def test_switching_the_rule_base_rules_again(server, browser):
    open_page(browser, server)
    rule(browser, "marvel_champions/fr", UPGRADE, "upgrade")
    api = check_highlights(browser, server, "marvel_champions/fr", UPGRADE, "upgrade")
    if any(o["verdict"]["status"] == "ambiguous" for o in api["occurrences"]):
        both = browser.find_element(By.CSS_SELECTOR, "#card-result .rulings").text
        assert "ruling 1" in both and "ruling 2" in both
    rule(browser, "marvel_champions/de", UPGRADE, "upgrade")
    check_highlights(browser, server, "marvel_champions/de", UPGRADE, "upgrade")


def test_bad_input_shows_a_message_and_the_server_goes_on(server, browser):
    open_page(browser, server)
    set_text(browser, "#card-text", "Draw 1 card.")
    browser.find_element(By.ID, "card-go").click()
    msg = wait(browser).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "#card-message.error")))
    assert "(text)" in msg.text and "no 'you'" in msg.text
    set_text(browser, "#card-text", "you " * 2000)
    browser.find_element(By.ID, "card-go").click()
    wait(browser).until(lambda d: "limit is" in d.find_element(By.ID, "card-message").text)
    assert _get(server + "/api/rule-bases")["rule_bases"]


def test_compare_view_shows_both_sides_and_the_diff(server, browser):
    open_page(browser, server)
    browser.find_element(By.ID, "tab-compare").click()
    Select(browser.find_element(By.ID, "compare-a")).select_by_value("marvel_champions/en")
    Select(browser.find_element(By.ID, "compare-b")).select_by_value("marvel_champions/fr")
    Select(browser.find_element(By.ID, "compare-type")).select_by_value("upgrade")
    set_text(browser, "#compare-text", UPGRADE)
    browser.find_element(By.ID, "compare-go").click()
    wait(browser, 180).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#compare-diff table.relations"))
    left = browser.find_element(By.CSS_SELECTOR, "#compare-left h2").text
    right = browser.find_element(By.CSS_SELECTOR, "#compare-right h2").text
    assert left.startswith("marvel_champions/en") and right.startswith("marvel_champions/fr")
    d = _post(server + "/api/diff", {"a": "marvel_champions/en", "b": "marvel_champions/fr"})
    rows = browser.find_elements(By.CSS_SELECTOR, "#compare-diff table.relations tr")[1:]
    assert [r.text.split(" (")[0] for r in rows] == [f"{q} {rel}" for q, rel in d["questions"].items()]
    assert len(browser.find_elements(By.CSS_SELECTOR, "#compare-diff li.difference")) == len(d["differences"])
    shot(browser, "compare")


def test_orders_view_says_where_grouping_stopped(server, browser):
    """Twenty simultaneous abilities: the page shows the exact count and each line of `stopped` (the
    grouping's budget), never a count it does not have. The count is checked against its formula (four
    forced responses in any order, then any ordered choice of the sixteen optional ones: 4! times the sum
    over k of C(16, k) k!), not against a second run of the server."""
    open_page(browser, server)
    browser.find_element(By.ID, "tab-orders").click()
    Select(browser.find_element(By.ID, "scenario-pick")).select_by_value("mc_twenty_simultaneous.toml")
    browser.find_element(By.ID, "scenario-load").click()
    wait(browser).until(lambda d: "villain_attack" in d.find_element(By.ID, "scenario-text").get_attribute("value"))
    browser.find_element(By.ID, "orders-go").click()
    wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#orders-result .verdict-line"))
    count = math.factorial(4) * sum(math.comb(16, k) * math.factorial(k) for k in range(17))
    text = browser.find_element(By.ID, "orders-result").text
    assert f"{count} legal order(s)" in text and "null" not in text
    # The grouping stops at a count of choices or on a clock, whichever comes first: each line says how far
    # it got, of how many, and which budget ran out.
    shown = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#orders-result ul.stopped li")]
    assert shown and all(re.fullmatch(r"stopped grouping after \d+ of 65536 choices of abilities taken together: "
                                      r"the budget of [\d.]+ (choices|s) ran out \(.*\)", line) for line in shown), shown
    # At most 50 groups are drawn, and the page says how many more the answer has.
    drawn = len(browser.find_elements(By.CSS_SELECTOR, "#orders-result li.group"))
    more = browser.find_elements(By.CSS_SELECTOR, "#orders-result p.more-groups")
    assert drawn <= 50 and (not more or re.match(r"… and \d+ more outcome group", more[0].text)), (drawn, more)


def test_orders_view_shows_graph_and_orders(server, browser):
    open_page(browser, server)
    browser.find_element(By.ID, "tab-orders").click()
    Select(browser.find_element(By.ID, "scenario-pick")).select_by_value("wow_familiar.toml")
    browser.find_element(By.ID, "scenario-load").click()
    wait(browser).until(lambda d: "familiar" in d.find_element(By.ID, "scenario-text").get_attribute("value"))
    browser.find_element(By.ID, "orders-go").click()
    wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#orders-graph svg")
                        and d.find_elements(By.CSS_SELECTOR, "#orders-result .verdict-line"))
    rep = _post(server + "/api/orders", {"scenario": "wow_familiar.toml"})
    text = browser.find_element(By.ID, "orders-result").text
    assert rep["verdict"] in text and f"{rep['orders']} legal order(s)" in text
    assert len(browser.find_elements(By.CSS_SELECTOR, "#orders-result li.group")) == len(rep["groups"])
    svg = browser.find_element(By.CSS_SELECTOR, "#orders-graph svg").get_attribute("outerHTML")
    assert "rejuvenation" in svg and "corruption" in svg
    shot(browser, "orders")
    set_text(browser, "#scenario-text", "game = = 1")
    browser.find_element(By.ID, "orders-go").click()
    msg = wait(browser).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "#orders-message.error")))
    assert "malformed TOML" in msg.text and "scenario.toml" in msg.text


@pytest.mark.skipif(not POOL.is_dir(), reason="no card pool at ../shared/corpus/marvelsdb")
def test_picking_a_card_of_the_pool_rules_its_text(server, browser):
    open_page(browser, server)
    hits = _get(server + "/api/cards?q=spider")["cards"]
    assert hits
    search = browser.find_element(By.ID, "card-search")
    search.send_keys("spider")
    first = wait(browser).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "#card-hits button.hit")))
    assert first.text.startswith(f"{hits[0]['code']} {hits[0]['name']}")
    first.click()
    face = _get(server + f"/api/card/{hits[0]['code']}")["faces"][0]
    wait(browser).until(lambda d: d.find_element(By.ID, "card-text").get_attribute("value") == face["text"])
    assert Select(browser.find_element(By.ID, "card-type")).first_selected_option.get_attribute("value") == face["card_type"]
    wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#card-result h2")
                        or "error" in d.find_element(By.ID, "card-message").get_attribute("class"))


# -- the card view as a card designer meets it: it fits, and it speaks in words -----------------------

OVERFLOW = """
const root = document.querySelector(arguments[0]), bad = [];
const scrolls = el => { for (let a = el; a && a !== root; a = a.parentElement) {
  const o = getComputedStyle(a).overflowX; if (o === "auto" || o === "scroll" || o === "hidden") return true; }
  return false; };
for (const el of root.querySelectorAll("*")) {
  const p = el.parentElement;
  if (!p || !el.getClientRects().length || scrolls(p)) continue;  // not drawn, or inside a scroll box
  const r = el.getBoundingClientRect(), q = p.getBoundingClientRect();
  if (r.width > 0 && (r.right > q.right + 1 || r.left < q.left - 1))
    bad.push(`${el.tagName.toLowerCase()}.${el.className} (${Math.round(r.left)}-${Math.round(r.right)}) ` +
             `in ${p.tagName.toLowerCase()}.${p.className} (${Math.round(q.left)}-${Math.round(q.right)})`);
}
const page = document.documentElement;
if (page.scrollWidth > page.clientWidth + 1) bad.push(`the page: ${page.scrollWidth} px wide in ${page.clientWidth}`);
return bad;
"""
# an id of a clause (mc.en.you.damage) or of a reading (same_seat): not words a card designer knows
CODE = re.compile(r"\b[a-z0-9]+(?:\.[a-z0-9_]+){2,}\b|\b[a-z]+_[a-z_]+\b")


@pytest.mark.parametrize("width", [1024, 1400])
def test_card_view_fits_its_width(server, browser, width):
    browser.set_window_size(width, 1000)
    try:
        open_page(browser, server)
        rule(browser, "marvel_champions/en", WORDING, "event")
        assert browser.execute_script(OVERFLOW, "header") == []
        assert browser.execute_script(OVERFLOW, "#view-card") == []
        # the worlds and rulings drawn under another reading fit too
        Select(browser.find_element(By.CSS_SELECTOR, '#readings-body select[data-clause="mc.en.you.same_sentence"]')) \
            .select_by_value("same_kind")
        browser.find_element(By.ID, "card-go").click()
        wait(browser).until(lambda d: "no ruling" in d.find_element(By.ID, "card-result").text)
        assert browser.execute_script(OVERFLOW, "#view-card") == []
        shot(browser, f"card_{width}")
    finally:
        browser.set_window_size(1400, 1000)


def test_readings_and_notes_are_labelled_in_words(server, browser):
    open_page(browser, server)
    for rules in ("marvel_champions/en", "marvel_champions/fr", "marvel_champions/en@1.1"):
        Select(browser.find_element(By.ID, "card-rules")).select_by_value(rules)
        api = {c["clause"]: c for c in _get(server + f"/api/readings?rules={rules}")["clauses"]}
        wait(browser).until(lambda d: {e.get_attribute("data-clause") for e in
                                       d.find_elements(By.CSS_SELECTOR, "#readings-body .reading")} == set(api))
        # what each reading box shows, read in one script (one round trip instead of ten per box)
        boxes = browser.execute_script("""
            return [...document.querySelectorAll('#readings-body .reading')].map(b => {
              const ref = b.querySelector('details.clause-ref');
              return {clause: b.dataset.clause, label: b.querySelector('label.question').innerText,
                      options: [...b.querySelectorAll('option')].map(o => o.text.trim()),
                      chosen: b.querySelector('.reading-says').innerText, state: b.querySelector('.reading-state').innerText,
                      text: b.innerText, open: ref.open, ref: ref.textContent};
            });""")
        assert len(boxes) == len(api)
        for box in boxes:
            c = api[box["clause"]]
            assert box["label"] == c["question"] and not CODE.search(box["label"]), box["label"]
            assert box["options"] == [x["says"] for x in c["readings"]]
            assert not any(CODE.search(o) for o in box["options"]), box["options"]
            # the chosen reading, in full
            assert box["chosen"] == next(x["says"] for x in c["readings"] if x["name"] == c["default"])
            assert box["state"] and not CODE.search(box["state"].split("(by")[0])
            # the clause id is a click away (in the closed details), not in the label
            assert not box["open"] and c["clause"] not in box["text"]
            assert c["clause"] in box["ref"] and c["citation"] in box["ref"]
    # opening the details shows the clause id and its citation
    box = browser.find_elements(By.CSS_SELECTOR, "#readings-body .reading")[0]
    ref = box.find_element(By.CSS_SELECTOR, "details.clause-ref")
    ref.find_element(By.TAG_NAME, "summary").click()
    c = api[box.get_attribute("data-clause")]
    assert c["clause"] in ref.text and c["citation"] in ref.text
    # a note on a ruling or a seat that rests on a settled reading: in words, the clause a click away
    for text, card_type in ((WORDING, "event"), (UPGRADE, "upgrade")):
        browser.execute_script("document.getElementById('card-result').replaceChildren()")  # wait for the new one
        rule(browser, "marvel_champions/en", text, card_type)
        api = _post(server + "/api/you", {"text": text, "rules": "marvel_champions/en", "card_type": card_type})
        resting = [d for o in api["occurrences"] for d in (o["verdict"].get("depends_on") or [])
                   + ((o.get("seat") or {}).get("depends_on") or []) if d["settled"]]
        notes = browser.find_elements(By.CSS_SELECTOR, "#card-result .note")
        assert resting and len(notes) == len(resting)
        for note, d in zip(notes, resting):
            assert "rests on a reading" in note.text
            for p in note.find_elements(By.TAG_NAME, "p"):
                assert p.text and not CODE.search(p.text), p.text
            assert d["clause"] not in note.text  # hidden in the closed details
            ref = note.find_element(By.CSS_SELECTOR, "details.clause-ref")
            assert d["clause"] in ref.get_attribute("textContent")


@pytest.mark.parametrize("width", [1024, 1400])
def test_design_view_shows_the_neighbourhood_and_the_loop_and_fits(design_server, browser, width):
    browser.set_window_size(width, 1000)
    try:
        open_page(browser, design_server)
        browser.find_element(By.ID, "tab-design").click()
        set_text(browser, "#design-text", "<b>Forced Response</b>: After a character is readied, exhaust it.")
        Select(browser.find_element(By.ID, "design-type")).select_by_value("support")
        browser.find_element(By.ID, "design-go").click()
        wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#design-result li.loop")
                            or "error" in d.find_element(By.ID, "design-message").get_attribute("class"))
        text = browser.find_element(By.ID, "design-result").text
        assert "It triggers 1 printed ability" in text and "1 printed ability triggers it" in text
        assert "90002#1" in text and "forced, unbounded" in text
        assert browser.execute_script(OVERFLOW, "header") == []
        assert browser.execute_script(OVERFLOW, "#view-design") == []
        shot(browser, f"design_{width}")
    finally:
        browser.set_window_size(1400, 1000)
