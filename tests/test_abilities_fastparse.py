"""The fast paths of the ability reader give what the plain paths give (invented sentences only):

- `FastParser` (lexing by memo) against lark's own ``parse`` (its contextual lexer): the same trees,
  positions included, the same failures, and `StoppedAt` at the token lark's parser stopped at;
  over fixed sentences and over random word sequences of the grammar's own words (hypothesis);
- `compact` / `load_lazily` against ``Lark.save`` / ``Lark.load``;
- the piece-by-piece retry that skips runs known to stop, against trying every run;
- `read_many` on two processes against reading in one; a sentence read once for every card that
  prints it, against reading it per card;
- ``ruling abilities`` reads with the garbage collector off and puts it back on.
"""

from __future__ import annotations

import io
import json
import lzma
import pickle
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from lark import Lark, Token, Tree
from lark.exceptions import LarkError, UnexpectedCharacters, UnexpectedToken

from logic.abilities import batch, reader, runs
from logic.abilities import grammar as G
from logic.abilities.fastparse import FastParser, StoppedAt, compact, load_lazily
from logic.abilities.tokens import tokenize

pytestmark = pytest.mark.xdist_group("abilities_fastparse")  # one worker builds `plain` once

FIXTURE = Path(__file__).parent / "fixtures" / "cards" / "abilities" / "pack" / "invented.json"
SENTENCES = [
    "After Lantern Knight attacks, draw 1 card.",
    "Exhaust Lantern Knight → remove 1 threat from a scheme. (Limit once per round.)",
    "Guard. Retaliate 1.",
    "When Gloom Hound attacks you, give it a tough status card.",
    "Deal 4 damage to an enemy. If you are in hero form, draw 1 card.",
    "Your hero gets +1 ATK.",
    "Remove 1 charge counter from Ember Gauntlet → deal 2 damage to an enemy.",
    "Flibber the wobbles thrice, snorkel grandly, then draw 1 card.",
    "Choose one: heal 3 damage from your hero; or draw 2 cards.",
    "Deal X damage to each enemy, where X is the number of allies you control.",
    "S.H.I.E.L.D. agents get +1 THW until the end of the phase.",
    "Place 3 threat on Red Skull's main scheme and draw 1 card.",
    "", "( ) . , ;", "x-men 2 +x -3 [energy] [per_hero]",
]


def _sig(x):
    if isinstance(x, Token):
        return ("T", x.type, str(x), x.start_pos, x.end_pos, x.line, x.column, x.end_line, x.end_column)
    m = x.meta
    where = True if getattr(m, "empty", True) else (m.start_pos, m.end_pos, m.line, m.column, m.end_line, m.end_column)
    return ("N", str(x.data), where, tuple(_sig(c) for c in x.children))


def _lark_result(lark: Lark, text: str):
    """(signature of the tree, None) or (None, offset lark's parser stopped at; None at the end)."""
    try:
        return _sig(lark.parse(text)), None
    except UnexpectedToken as e:
        return None, (None if e.token.type == "$END" else e.token.start_pos)
    except UnexpectedCharacters as e:
        return None, e.pos_in_stream


def _fast_result(fast: FastParser, text: str):
    try:
        return _sig(fast.parse(text, "start")), None
    except StoppedAt as e:
        return None, e.at


@pytest.fixture(scope="module")
def saved_and_plain():
    """What ``Lark.save`` writes for the English grammar (its bytes), and the grammar loaded whole from
    them, as ``Lark.load`` loads it (lark's own lexer, every state). The bytes are the shipped tables'
    with their states put back as lark saves them (saving the loaded parser again gives the same form,
    at the cost of walking its whole parse table)."""
    g = G.grammar("en")
    text = G._grammar_text("en")
    shipped = G.shipped_table("en", G._tables_key(text))
    if shipped.is_file():
        saved = pickle.loads(lzma.decompress(shipped.read_bytes()))
        if "lazy_states" in saved:  # the compact form: put its states back as lark saves them
            from logic.abilities.fastparse import _saved_actions
            saved["data"]["parser"]["parser"]["states"] = {s: _saved_actions(r) for s, r in saved.pop("lazy_states").items()}
        raw = pickle.dumps(saved, protocol=pickle.HIGHEST_PROTOCOL)
        return raw, Lark.load(saved)
    buf = io.BytesIO()
    g.parser.save(buf)
    return buf.getvalue(), Lark.load(io.BytesIO(buf.getvalue()))


@pytest.fixture(scope="module")
def plain(saved_and_plain):
    """The English grammar loaded whole (`saved_and_plain`)."""
    return saved_and_plain[1]


def _canon(sentence: str) -> list[str]:
    canon = tokenize(sentence, "Lantern Knight", G.known_words("en")).canon
    words = canon.split(" ") if canon else []
    return [canon, G._MARK + canon] + [G._MARK + " ".join(words[i:j]) for i in range(0, len(words), 3)
                                       for j in range(i + 1, len(words) + 1, 2)]


def test_the_fast_parser_is_usable_for_the_english_grammar():
    assert G.grammar("en").fast.usable


def test_tables_prefetched_in_a_thread_are_the_tables_read_directly():
    path = G.shipped_table("de", G._tables_key(G._grammar_text("de")))
    if not path.is_file():
        pytest.skip("no shipped tables for the German grammar")
    built = "de" in G._BUILT
    G._BUILT.discard("de")
    try:
        G.prefetch("de")
        assert G._prefetched("de", path) == G._decompressed(path)
        assert G._prefetched("de", path) is None  # taken once
    finally:
        if built:
            G._BUILT.add("de")


def test_every_tree_callback_of_the_english_grammar_is_fused():
    from logic.abilities.fastparse import _unchain
    fast = G.grammar("en").fast
    assert all(_unchain(cb) is not None for cb in fast._parser.callbacks.values())


@pytest.mark.parametrize("sentence", SENTENCES)
def test_fast_parse_is_lark_parse(plain, sentence):
    fast = G.grammar("en").fast
    for text in _canon(sentence):
        if text:
            assert _fast_result(fast, text) == _lark_result(plain, text), text


def test_fixture_cards_parse_alike(plain):
    fast = G.grammar("en").fast
    for card in json.loads(FIXTURE.read_text(encoding="utf-8")):
        for s in reader.sentences_of(card.get("text") or ""):
            for text in _canon(s.text):
                if text:
                    assert _fast_result(fast, text) == _lark_result(plain, text), text


WORDS = sorted(G.known_words("en") | {"@name", "@self", "@quote", "1", "3", "+1", "-x", ",", ".", "(", ")", ":",
                                        "'s", "&", "→", "[energy]", "zzz", "x-men", "a.b"})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=9), st.booleans())
def test_random_word_runs_parse_alike(plain, words, clause):
    text = (G._MARK if clause else "") + " ".join(words)
    assert _fast_result(G.grammar("en").fast, text) == _lark_result(plain, text)


def test_a_lazily_loaded_compact_parser_parses_as_the_saved_one(saved_and_plain):
    raw, plain = saved_and_plain
    small = pickle.loads(compact(raw))
    assert "lazy_states" in small
    lark, fast = load_lazily(small)
    again, fast_again = load_lazily(pickle.loads(raw))  # lark's own saved form, lazily too
    for sentence in SENTENCES:
        for text in _canon(sentence):
            if text:
                want = _lark_result(plain, text)
                assert _lark_result(lark, text) == want and _fast_result(fast, text) == want
                assert _lark_result(again, text) == want and _fast_result(fast_again, text) == want


def test_a_grammar_the_memo_cannot_lex_exactly_is_left_to_lark():
    lark = Lark('start: WORD+\nWORD: /[a-z]+(?= )/ | /[a-z]+$/\n%ignore " "\n', parser="lalr")
    fast = FastParser(lark)
    assert not fast.usable
    assert isinstance(fast.parse("ab cd", "start"), Tree)
    with pytest.raises(LarkError):
        fast.parse("ab 1", "start")


class _Forgets(dict):
    def __setitem__(self, key, value):
        pass


def _fresh(monkeypatch):
    g = G.grammar("en")
    monkeypatch.setattr(g, "trees", {})
    monkeypatch.setattr(reader, "_MEMO", {})
    monkeypatch.setattr(runs, "_RUNS", {})
    monkeypatch.setattr(reader, "TEXTS", {})
    return g


UNREAD = ["Flibber the wobbles thrice, snorkel grandly, then draw 1 card, and heal 2 damage; blorp.",
          "Deal 2 damage to an enemy, wibble wobble, exhaust @ it: ready it. Then zorp 3 threat.",
          "When a minion is defeated, florp, draw 1 card, gronk, and place 1 threat on the main scheme."]


@pytest.mark.parametrize("sentence", UNREAD)
def test_skipping_runs_known_to_stop_reads_as_trying_them_all(monkeypatch, sentence):
    g = _fresh(monkeypatch)
    fast = reader.read_sentence(sentence, "effect", "Lantern Knight")
    g = _fresh(monkeypatch)
    monkeypatch.setattr(g, "stops", _Forgets())  # no stop known: every run is tried
    slow = reader.read_sentence(sentence, "effect", "Lantern Knight")
    assert fast == slow
    assert fast[1].dropped_words == 0


def test_a_sentence_is_read_once_for_every_card_that_prints_it(monkeypatch):
    _fresh(monkeypatch)
    a = reader.read_sentence("Draw 1 card.", "effect", "Lantern Knight")
    b = reader.read_sentence("Draw 1 card.", "effect", "Gloom Hound")
    assert a == b and len(reader._MEMO) == 1
    own = reader.read_sentence("Exhaust Lantern Knight.", "effect", "Lantern Knight")
    other = reader.read_sentence("Exhaust Lantern Knight.", "effect", "Gloom Hound")
    assert len(reader._MEMO) == 3
    assert own[0][0].target.noun.value == "this_card" and other[0][0].target.noun.value != "this_card"


def test_reading_on_two_processes_gives_the_readings_of_one(monkeypatch, tmp_path):
    """The readings, and the `batch.After` memos filled beside them (the catalogue checks, the gap families),
    come back from the forked process as one process makes them; the cache file (this process's part and the
    forked one's, pickled on the way) loads back to the same readings."""
    from logic.abilities import cache, summary
    cards = json.loads(FIXTURE.read_text(encoding="utf-8"))
    keys = [(c.get("text") or "", c["name"], "en") for c in cards] + [(t, "Lantern Knight", "en") for t in UNREAD]
    monkeypatch.setattr(summary, "_UNAPPLIED", {})
    monkeypatch.setattr(summary, "_FAMILIES", {})
    then = (batch.After(summary._UNAPPLIED, summary.check_text), batch.After(summary._FAMILIES, summary.text_families))
    _fresh(monkeypatch)
    for k in keys:
        reader.read_text(*k)
        summary.check_text(*k)
        summary.text_families(*k)
    one, memos = dict(reader.TEXTS), [dict(step.table) for step in then]
    _fresh(monkeypatch)
    for step in then:
        step.table.clear()
    monkeypatch.setattr(batch, "PARALLEL_FROM", 2)
    monkeypatch.setenv("RULING_CACHE", str(tmp_path))
    monkeypatch.setattr(cache, "_KEPT", [])
    monkeypatch.setattr(cache, "_loaded", [0])
    assert batch.read_many(keys, jobs=2, then=then) == len(set(keys))
    assert reader.TEXTS == one and [dict(step.table) for step in then] == memos
    assert batch.read_many(keys, jobs=2, then=then) == 0  # all read: nothing more
    assert len(cache._KEPT) == 2  # both parts pickled on the way
    cache.save()
    monkeypatch.setattr(reader, "TEXTS", {})
    assert cache.load() == len(one) and reader.TEXTS == one


@given(st.text(alphabet="ab ,.", max_size=24),
       st.lists(st.tuples(st.integers(0, 24), st.integers(0, 6)).map(lambda t: (t[0], t[0] + t[1])), max_size=5))
def test_words_outside_counts_as_the_plain_definition(text, covered):
    plain = sum(1 for w in reader._WORD.finditer(text) if not any(s < w.end() and w.start() < e for s, e in covered))
    assert reader._words_outside(text, covered) == plain


def test_the_abilities_command_reads_with_the_collector_off_and_puts_it_back(monkeypatch, capsys):
    import argparse
    import gc

    from logic.abilities import commands
    seen = []
    real = commands.read_cards

    def spy(*a, **k):
        seen.append(gc.isenabled())
        return real(*a, **k)
    monkeypatch.setattr(commands, "read_cards", spy)
    monkeypatch.setenv("RULING_CACHE", "off")
    was = gc.isenabled()
    gc.enable()
    try:
        args = argparse.Namespace(path=str(FIXTURE), card=None, lang=None, json=False, summary=True, gaps=3)
        assert commands.run_abilities(args) in (0, 1)
        assert seen == [False] and gc.isenabled()
    finally:
        gc.unfreeze()  # what the command froze goes back in the collector's sight, for the tests after
        (gc.enable if was else gc.disable)()
    assert "faces" in capsys.readouterr().out
