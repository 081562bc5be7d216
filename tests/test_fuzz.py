"""Fuzzing the command line's inputs (hypothesis): card texts, JSON pools and TOML query files.

Over every input: the exit code is 0, 1 or 2; nothing prints a traceback or an internal error; two
runs print the same bytes; each run ends within the hypothesis deadline. Lint runs use a fake
sentence ruler (what is fuzzed is the reading of the input, not the solver); query files are
answered by the real solver. Every input is invented."""

import json
import random
import tempfile
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import logic.you.analyses
from logic import bounds
from logic.cards.occurrences import YOU_WORD
from logic.cli import main
from logic.verdict import Verdict

ROOT = Path(__file__).resolve().parents[1]
FUZZ = settings(max_examples=40, deadline=timedelta(seconds=30),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def fake_rule_sentence(rule_base, rows, *args, **kwargs):
    out = []
    for card_type, _, function, _ in rows:
        status = "contradictory" if function == "receive_status" else "holds"
        out.append(Verdict("sentence", status, "player" if status == "holds" else None, ["mc.en.you.player_fallback"]))
    return out


@pytest.fixture
def fake(monkeypatch):
    monkeypatch.setattr(logic.you.analyses, "rule_sentence", fake_rule_sentence)


def run_twice(argv, capsys) -> tuple[int, str, str]:
    """``ruling argv`` twice in this process: the exit code and what it printed, checked alike."""
    seen = []
    for _ in range(2):
        code = main([str(a) for a in argv])
        out, err = capsys.readouterr()
        assert code in (0, 1, 2), (code, err)
        assert "Traceback" not in err and "internal error" not in err, err
        seen.append((code, out, err))
    assert seen[0] == seen[1]
    event(f"exit {seen[0][0]}")
    return seen[0]


# -- card texts -------------------------------------------------------------------------------------

_pieces = st.sampled_from(["you", "your", "yours", "yourself", "You", "YOUR", "vous", "du", '"', "“", "”", "<i>",
                           "</i>", "<b>", "</b>", "[[Hero]]", "(", ")", ":", ".", ",", "\n", "→", "•", "—",
                           "After", "When", "If", "attacks", "damage", "take 1 damage", "are stunned",
                           "Forced Response:", "Attach to your hero.", "each player", "é", "\u200b", "\x00"])
_texts = st.one_of(st.text(max_size=200), st.lists(_pieces, max_size=80).map(" ".join),
                   st.builds(lambda n, sep: sep.join(["you"] * n) + " draw.",
                             st.integers(0, 2 * bounds.MAX_YOU_PER_SENTENCE), st.sampled_from([" and ", " ", ", "])))


@FUZZ
@given(st.lists(st.tuples(_texts, st.sampled_from(["event", "ally", "hero", "gizmo"])), min_size=1, max_size=4))
def test_card_texts(fake, tmp_path, capsys, cards):
    """Random card texts through ``ruling lint``: a card with more "you" in one sentence than the bound
    is reported (exit 2) and not read; the others are."""
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    records = [{"code": f"9{i:04}", "name": f"Invented {i}", "type_code": t, "text": text}
               for i, (text, t) in enumerate(cards)]
    (folder / "pack.json").write_text(json.dumps(records), encoding="utf-8")
    code, out, err = run_twice(["lint", folder / "pack.json", "--json"], capsys)
    report = json.loads(out)
    over = [r["code"] for r in report["problems"] if r["level"] == "bound"]
    assert (code == 2) == bool(over)
    read = {c["code"] for c in report["cards"]}
    assert read.isdisjoint(over) and len(read) + len(over) == len(records)
    for c in report["cards"]:
        for f in c["findings"]:
            assert len(YOU_WORD.findall(f["sentence"])) <= bounds.MAX_YOU_PER_SENTENCE


# -- JSON pools -------------------------------------------------------------------------------------

_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=30))
_values = st.recursive(_scalars, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                         st.dictionaries(st.text(max_size=8), inner, max_size=3)),
                       max_leaves=12)
_field = st.sampled_from(["code", "name", "type_code", "text", "back_text", "back_name", "duplicate_of", "traits",
                          "flavor", "back_link"])
_record = st.one_of(
    st.fixed_dictionaries({"code": st.sampled_from(["90001", "90002", "90002b", ""]),
                           "name": st.sampled_from(["Invented", "", "X"]),
                           "type_code": st.sampled_from(["event", "ally", "hero", "gizmo", ""]),
                           "text": st.one_of(_texts, _values)},
                          optional={"back_text": _texts, "duplicate_of": st.sampled_from(["90001", "nope"]),
                                    "back_link": st.just("90002")}),
    st.dictionaries(_field, _values, max_size=5),
    _values)


def _malformed(data: st.DataObject) -> str:
    good = json.dumps(data.draw(st.lists(_record, max_size=3)))
    how = data.draw(st.sampled_from(["truncate", "insert", "deep", "bytes", "scalar"]))
    if how == "truncate":
        return good[:data.draw(st.integers(0, max(0, len(good) - 1)))]
    if how == "insert":
        at = data.draw(st.integers(0, len(good)))
        return good[:at] + data.draw(st.sampled_from(["{", "]", ",", '"', "\\", "\x00", "NaN", "1e999999"])) + good[at:]
    if how == "deep":
        n = data.draw(st.sampled_from([bounds.MAX_JSON_DEPTH, bounds.MAX_JSON_DEPTH + 1, 5000, 100_000]))
        return '[{"code": "9", "x": ' + "[" * n + "]" * n + "}]"
    if how == "bytes":
        return data.draw(st.binary(max_size=60)).decode("latin-1")
    return json.dumps(data.draw(_scalars))


@FUZZ
@given(st.data())
def test_json_pools(fake, tmp_path, capsys, data):
    """Random pools (valid records, records of any shape, malformed files) through ``ruling lint``."""
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    for i in range(data.draw(st.integers(1, 3))):
        if data.draw(st.booleans()):
            text = json.dumps(data.draw(st.lists(_record, max_size=4)))
        else:
            text = _malformed(data)
        (folder / f"p{i}.json").write_text(text, encoding="utf-8", errors="surrogatepass")
    code, out, err = run_twice(["lint", folder, "--json"], capsys)
    if not out:  # nothing in the pool could be read: its error lines alone, exit 2 (no empty report)
        assert code == 2 and err.strip() and all(": error: " in line for line in err.strip().splitlines())
        return
    report = json.loads(out)
    problems = report["problems"]
    assert len(err.splitlines()) >= len(problems)  # every problem said on stderr
    assert (code == 2) == any(p["level"] in ("file", "bound") for p in problems)


# -- TOML query files --------------------------------------------------------------------------------

_BASES = [ROOT / "queries" / "marvel_champions" / "en" / "draw.toml",
          ROOT / "queries" / "marvel_champions" / "timing" / "attack_trigger_order.toml",
          ROOT / "queries" / "marvel_champions" / "situations" / "any_player_may_support.toml"]
_junk = st.sampled_from(['"', "'", "[", "]]", "=", "\\", "\x00", "[[situation.cards]]", "question = 3",
                         'rules = "nope/xx"', "expect = 1", "#", "\n", "é", "1979-05-27", "inf", "{ a = 1 }",
                         "code = \"99999zz\"", "instances = 1000000000", 'kind = "attack"',
                         "deep = " + "[" * 3000 + "]" * 3000, "deep = " + "{ a = " * 2000 + "1" + " }" * 2000])


def _mutated(data: st.DataObject) -> str:
    lines = _BASES[data.draw(st.integers(0, len(_BASES) - 1))].read_text(encoding="utf-8").splitlines()
    rnd = random.Random(data.draw(st.integers(0, 2**32)))
    for _ in range(data.draw(st.integers(1, 4))):
        how = rnd.choice(["drop", "dup", "junk", "value", "truncate"])
        i = rnd.randrange(len(lines))
        if how == "drop":
            del lines[i]
        elif how == "dup":
            lines.insert(i, lines[i])
        elif how == "junk":
            lines.insert(i, data.draw(_junk))
        elif how == "value" and "=" in lines[i]:
            key = lines[i].split("=", 1)[0]
            lines[i] = key + "= " + rnd.choice(["1", "-1", "true", '""', "[]", "{}", '"x"', "[1, 2]", '"alice"',
                                                 "99999999999", '"you"'])
        elif how == "truncate":
            lines = lines[:i]
        if not lines:
            lines = [""]
    return "\n".join(lines) + "\n"


@settings(max_examples=30, deadline=timedelta(seconds=60),
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.data())
def test_toml_queries(tmp_path, capsys, data):
    """Mutated query files (a referent, a timing and a situation query) through ``ruling ask``."""
    q = Path(tempfile.mkdtemp(dir=tmp_path)) / "q.toml"
    q.write_text(_mutated(data), encoding="utf-8")
    code, out, err = run_twice(["ask", q], capsys)
    if code == 2:
        assert len(err.splitlines()) == 1 and err.startswith(f"{q}"), err
