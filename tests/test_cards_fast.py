"""The reader's fast paths give the answers of the slow ones they replace: the grammar read with its
own terminal regexes against lark, the indexed lexicon match against trying every entry, the
indented JSON against the json module. On the official pool when it is here, on the fixtures,
and on random text."""

import gc
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from logic.cards import wording
import logic.you.analyses
from logic.cards.commands import dumps_indented
from logic.cards.lint import collector, lint_pool
from logic.verdict import Verdict
from logic.cards.lexicon import _WINDOW, LEXICON, match_in, match_word
from logic.cards.markup import lines
from logic.cards.occurrences import YOU_WORD
from logic.cards.pool import read_pool

ROOT = Path(__file__).resolve().parents[1]
FIX = Path(__file__).parent / "fixtures" / "cards"
CORPUS = ROOT.parent / "shared" / "corpus" / "marvelsdb"
POOLS = [p for p in (FIX / "pool", FIX / "fanmade", FIX / "fan_styles", FIX / "i18n", CORPUS) if p.is_dir()]


def _texts():
    return [f.text for p in POOLS for f in read_pool(p).faces]


# -- the grammar -------------------------------------------------------------------------------

def test_the_lexer_states_are_larks():
    """Every state of lark's contextual lexer tries one of the terminal sequences the fast reading
    uses, in the same order (a grammar change that adds a state fails here)."""
    lexer = wording._parser().parser.lexer
    larks = {tuple(t.name for t in lx.terminals) for lx in lexer.lexers.values()} - {()}
    ours = set(wording._LINE_STATES.values()) | set(wording._SENTENCE_STATES.values())
    assert larks == ours


def test_lines_and_segments_read_as_lark_reads_them():
    line_texts = sorted({ln.text for t in _texts() for ln in lines(t)})
    assert len(line_texts) > 100
    segments = set()
    for text in line_texts:
        expected = wording._parse_line_lark(text)
        assert wording._parse_line.__wrapped__(text) == expected, text
        segments.update(s.strip() for s in expected[2] if s.strip())
    for seg in segments:
        assert wording._split_sentences.__wrapped__(seg) == wording._split_sentences_lark(seg), seg


_grammar_pieces = st.sampled_from([
    "Forced Response", "Hero Action", "Action", "Réponse forcée", "Sobald aufgedeckt", "Read Aloud", "Story",
    "Your story", "When Revealed (Hero)", "[star] ", "[boost]", "Spider-Sense — ", '"Optic Blast" — ', "“Zap” – ",
    ":", " :", "→", "->", ".", "!", "?", "...", " ", "(", ")", '"', "“", "”", "you", "draw 1 card", "Deal 2",
    "damage", "(attack)", "—", "–", "A", "x", "é", "\t"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.lists(_grammar_pieces, max_size=25).map("".join), st.text(max_size=60)))
def test_random_text_reads_as_lark_reads_it(text):
    line = text.replace("\n", " ")
    assert wording._parse_line.__wrapped__(line) == wording._parse_line_lark(line)
    seg = line.strip()
    if seg:
        assert wording._split_sentences.__wrapped__(seg) == wording._split_sentences_lark(seg)


# -- the lexicon ---------------------------------------------------------------------------------

def _match_every_entry(sentence, start, end):
    """The lexicon match as written first: every entry in order, its three regexes, the whole window."""
    lowered = sentence.lower()
    word = lowered[start:end]
    for e in LEXICON:
        if not e.word.match(word):
            continue
        mb = e.before.search(sentence, max(0, start - _WINDOW), start)
        if not mb:
            continue
        ma = e.after.match(sentence, end, end + _WINDOW)
        if not ma:
            continue
        return e, lowered[mb.start():ma.end()].strip()
    return None


def test_the_indexed_match_is_the_match_of_every_entry():
    sentences = {s.text for t in _texts() for s in wording.sentences_of(t)}
    n = 0
    for s in sentences:
        for m in YOU_WORD.finditer(s):
            assert match_in(LEXICON, s, m.start(), m.end()) == _match_every_entry(s, m.start(), m.end()), s
            n += 1
    assert n > 300


_sentence_pieces = st.sampled_from(["you", "your", "yourself", "You", "\n", "damage to", "attacks", "and",
                                    "you're", "you’ve", "must first", "gain 2 resources", "your hero", "If",
                                    "engaged with", "(", "the", "1", "[energy]", " ", ",", "."])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_sentence_pieces, max_size=30).map(" ".join))
def test_random_sentences_match_as_every_entry_does(sentence):
    for m in YOU_WORD.finditer(sentence):
        assert match_in(LEXICON, sentence, m.start(), m.end()) == _match_every_entry(sentence, m.start(), m.end())
        match_word(sentence, m.start(), m.end())  # and the variants (must, contractions) never raise


# -- JSON ------------------------------------------------------------------------------------------

_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.one_of(st.text(max_size=6), st.integers(), st.booleans(), st.none(), st.floats(allow_nan=False)),
        inner, max_size=4),
    max_leaves=25)


@settings(max_examples=300, deadline=None)
@given(_json)
def test_indented_json_is_the_json_modules(obj):
    assert dumps_indented(obj) == json.dumps(obj, indent=1, ensure_ascii=False)


def test_indented_json_of_a_report_and_of_tuples():
    obj = {"cards": [{"code": "01", "findings": [{"case": None, "clauses": ["a", "b"], "rulings": [],
                                                 "phrase": "you’re \"stunned\"\u2028"}]}], "t": (1, 2.5, "é")}
    assert dumps_indented(obj) == json.dumps(obj, indent=1, ensure_ascii=False)


@pytest.mark.parametrize("bad", [{1j: 1}, [object()], {"a": {1, 2}}])
def test_indented_json_refuses_what_the_json_module_refuses(bad):
    with pytest.raises(TypeError):
        json.dumps(bad, indent=1, ensure_ascii=False)
    with pytest.raises(TypeError):
        dumps_indented(bad)


def test_no_regex_of_the_grammar_is_compiled_per_call():
    """The scanners are built once (from lark's compiled terminals)."""
    assert wording._scanners() is wording._scanners()
    assert all(isinstance(p, re.Pattern) for group in wording._scanners() for p in group.values())


# -- the garbage collector -----------------------------------------------------------------------

def test_the_collector_is_put_back_as_it_was():
    assert gc.isenabled()
    with collector(False):
        assert not gc.isenabled()
        with collector(True):
            assert gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(ZeroDivisionError):
        with collector(False):
            1 / 0
    assert gc.isenabled()


def test_lint_reads_with_the_collector_off_and_solves_with_it_on(monkeypatch):
    seen = []

    def ruler(rule_base, rows):
        seen.append(gc.isenabled())
        return [Verdict("sentence", "holds", "player", ["x"]) for _ in rows]
    monkeypatch.setattr(logic.you.analyses, "rule_sentence", ruler)
    report = lint_pool(read_pool(FIX / "fan_styles"), "rb")
    assert seen and all(seen) and gc.isenabled()
    assert report.summary["holds"] > 100
