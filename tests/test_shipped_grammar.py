"""The ability grammar's parser tables shipped in the package (`logic.abilities.grammar.ship_tables`):
current for the grammar text as it is, and the parser they load is the one the text compiles to."""

from __future__ import annotations

import io

from lark import Lark
from lark.load_grammar import load_grammar

from logic.abilities import grammar as G


def test_the_shipped_parser_tables_are_current():
    assert G.stale_shipped_tables() == [], \
        "the ability grammar changed: run `python3 -m logic.build_tables` and commit logic/tables/abilities-*.lark.xz"


def test_the_shipped_parser_is_the_grammar_compiled():
    """The shipped parser has the rules and terminals of the grammar text (read and compiled to rules and
    terminals by lark's grammar loader, as every lark front end does before building its parser: no
    parser is built, neither LALR tables nor an Earley one), and the options the reader compiles with."""
    for lang in [lang for lang in G.LANGUAGES if G.written(lang)]:
        text = G._grammar_text(lang)
        loaded = G._shipped_parser(lang, text)
        assert loaded is not None
        shipped = loaded[0]  # (the parser, its FastParser)
        # what `Lark(text, keep_all_tokens=True)` compiles before building its parser (terminals_to_keep
        # empty, as with no postlexer)
        terminals, rules, _ = load_grammar(text, "<grammar>", None, True)[0].compile(["start"], set())
        assert sorted(map(str, shipped.rules)) == sorted(map(str, rules))
        assert {t.name: t.pattern.value for t in shipped.terminals} == {t.name: t.pattern.value for t in terminals}
        assert (shipped.options.parser, shipped.options.keep_all_tokens, shipped.options.propagate_positions) == \
            ("lalr", True, True)


def test_tables_of_another_text_are_not_used(tmp_path, monkeypatch):
    monkeypatch.setattr(G, "SHIPPED", tmp_path)
    text = "start: \"a\"\n"
    buf = io.BytesIO()
    Lark(text, **G._OPTIONS).save(buf)
    import lzma
    G.shipped_table("en", G._tables_key(text)).write_bytes(lzma.compress(buf.getvalue()))
    assert G._shipped_parser("en", text) is not None
    assert G._shipped_parser("en", text + "\n// edited\n") is None
    G.shipped_table("en", G._tables_key(text)).write_bytes(b"not xz")
    assert G._shipped_parser("en", text) is None
