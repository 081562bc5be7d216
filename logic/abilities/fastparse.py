"""A faster driver for an ability grammar's LALR parser: the same parse, with lexing done by a memo.

The ability grammars are compiled by lark (``parser="lalr"``, its *contextual* lexer). For every token
lark's lexer runs, at the current position, the union regex of the terminals the parser state
accepts (built lazily per distinct accept set: hundreds of regex compilations), and over a pool that
was most of the parsing time. `FastParser` runs lark's shift/reduce loop (that of
`ParserState.feed_token`, on lark's parse table and the grammar's own tree callbacks) over the very
tokens lark's lexer would produce, found in a memo keyed by (the state's accept set, the text from
the position to the next space):

- the terminals are tried in lark's order (priority, longest possible match, longest pattern,
  name), as its union regex tries its alternatives, and the first one that matches wins;
- a string terminal that a regex terminal of the same accept set and priority matches whole is
  left out, and a token of such a regex that spells one of them takes its type (lark's "unless");
- positions, lines and columns are those of lark's line counter (one line).

This is exact only when no terminal but the ignored ``" "`` can match a space or look around
(then a match never reaches past the next space, and what follows it cannot change the match):
`FastParser.usable` checks that on the grammar's terminals, and `parse` hands the text to lark
itself otherwise. ``tests/test_abilities_fastparse.py`` compares both on sentences of every form.

`parse` raises `StoppedAt` (a `LarkError`) when the text is not read, with the offset of the token
the parser could not take (None when the text ended too early): the reader uses it to skip every
longer piece run that holds that same token (LALR reads left to right and never looks back, so
the same tokens up to there fail the same way).

`load_lazily` loads a parser saved by ``Lark.save`` (the shipped tables) without decoding its parse
table up front: each state's actions are decoded when the parser first reaches that state (a pool
reaches a fraction of them), which is most of what loading a parser cost.
"""

from __future__ import annotations

import marshal
import pickle
import re

from functools import partial

from lark import Lark, Token, Tree
from lark.tree import Meta
from lark.exceptions import LarkError
from lark.lexer import PatternRE, PatternStr
from lark.parse_tree_builder import (ChildFilterLALR, ChildFilterLALR_NoPlaceholders, ExpandSingleChild,
                                     PropagatePositions)
from lark.parsers.lalr_analysis import Reduce, Shift

__all__ = ["FastParser", "StoppedAt", "load_lazily", "compact"]

#: what a regex terminal may not hold for the memo to be exact: white space, look-arounds, anchors,
#: word boundaries, a negated class or a dot (each could match or test a space)
_UNSAFE = re.compile(r"\\s|\\S|\\W|\\b|\\B|\\D|\(\?[=!<]|\[\^|(?<!\\)\.|(?<!\\)\$|(?<!\\)\^| ")


class StoppedAt(LarkError):
    """The parser stopped at the token starting at ``at`` (None: the text ended before a whole sentence)."""

    def __init__(self, at: int | None):
        super().__init__(f"stopped at {at}")
        self.at = at


class _Accepts:
    """The lexer of one accept set: lark's terminal order with its 'unless' rules."""
    __slots__ = ("rank", "unless", "regexes", "memo")

    def __init__(self, rank: dict[str, int], unless: dict[str, list], regexes: list):
        self.rank, self.unless, self.regexes = rank, unless, regexes
        #: the text up to the next space -> (terminal, length) of its first token, None: none matches
        self.memo: dict[str, tuple[str, int] | None] = {}


class _Compiled(dict):
    """Terminal name -> its compiled regex, compiled on first look-up (a pool's sentences use a
    fraction of a grammar's hundreds of terminals)."""

    def __init__(self, terminals: dict, flags):
        super().__init__()
        self._terminals, self._flags = terminals, flags

    def __missing__(self, name: str) -> re.Pattern:
        got = self[name] = re.compile(self._terminals[name].pattern.to_regexp(), self._flags)
        return got


class FastParser:
    """Parses text with a loaded lark LALR parser (contextual lexer), lexing by memo (see the module)."""

    def __init__(self, lark: Lark):
        self.lark = lark
        self._parser = lark.parser.parser.parser  # the LALR `_Parser`: parse table and tree callbacks
        conf = lark.lexer_conf
        self._flags = conf.g_regex_flags
        self._terminals = {t.name: t for t in conf.terminals}
        self._ignore = frozenset(conf.ignore)
        self.usable = (lark.options.parser == "lalr" and lark.options.lexer == "contextual"
                       and not conf.callbacks and conf.postlex is None and self._safe(conf))
        order = sorted(conf.terminals, key=lambda t: (-t.priority, -t.pattern.max_width, -len(t.pattern.value), t.name))
        self._order = {t.name: i for i, t in enumerate(order)}
        self._re = _Compiled(self._terminals, self._flags)  # each terminal's regex compiled when first used
        #: plain string terminals by their text (flagged ones are matched as regexes)
        self._literal: dict[str, list[str]] = {}
        for t in conf.terminals:
            if isinstance(t.pattern, PatternStr) and not t.pattern.flags:
                self._literal.setdefault(t.pattern.value, []).append(t.name)
        self._max_literal = max((len(v) for v in self._literal), default=0)
        self._flagged = [t.name for t in order if not (isinstance(t.pattern, PatternStr) and not t.pattern.flags)]
        self._accepts: dict[frozenset, _Accepts] = {}
        self._state_accepts: dict[int, _Accepts] = {}
        self._strings = [t for t in conf.terminals if isinstance(t.pattern, PatternStr)]
        self._spelt_by: dict[str, dict[str, bool]] = {}
        self._callbacks = _FusedCallbacks(self._parser.callbacks)  # each rule's fused when it is first reduced
        #: the parse table as `parse` reads it (`_Rows`), and the callbacks of shifted tokens by type
        self._rows = _Rows(self._parser.parse_table, self._callbacks)
        self._token_callbacks = {k: v for k, v in self._parser.callbacks.items() if isinstance(k, str)}

    def _safe(self, conf) -> bool:
        for t in conf.terminals:
            if t.name in conf.ignore:
                if not (isinstance(t.pattern, PatternStr) and t.pattern.value == " " and not t.pattern.flags):
                    return False
            elif isinstance(t.pattern, PatternStr):
                if not t.pattern.value or any(c.isspace() for c in t.pattern.value):
                    return False
            elif isinstance(t.pattern, PatternRE):
                if _UNSAFE.search(t.pattern.value) or set(t.pattern.flags) - {"i"}:
                    return False
            else:
                return False
        return True

    # -- lexing ----------------------------------------------------------------------------------
    def _for_state(self, state: int) -> _Accepts:
        got = self._state_accepts.get(state)
        if got is None:
            names = frozenset(self._rows[state]) | self._ignore  # the tokens of its actions, as lark's state has them
            got = self._accepts.get(names)
            if got is None:
                got = self._accepts[names] = self._build(names)
            self._state_accepts[state] = got
        return got

    def _build(self, names: frozenset) -> _Accepts:
        """lark's `_create_unless` and terminal order, restricted to the terminals in ``names``."""
        terms = sorted((self._terminals[n] for n in names if n in self._terminals), key=lambda t: self._order[t.name])
        regexes = [t for t in terms if isinstance(t.pattern, PatternRE)]
        strings = [t for t in terms if isinstance(t.pattern, PatternStr)]
        embedded, unless = set(), {}
        for rt in regexes:
            spelt = self._spelt(rt)
            hits = [st.name for st in strings if st.name in spelt]
            if hits:
                unless[rt.name] = hits
                embedded.update(n for n in hits if spelt[n])
        rank = {t.name: i for i, t in enumerate(terms) if t.name not in embedded}
        flagged = [n for n in self._flagged if n in rank]
        return _Accepts(rank, unless, flagged)

    def _spelt(self, rt) -> dict[str, bool]:
        """The string terminals of the regex terminal ``rt``'s priority that its regex matches whole
        (from their start, as lark's `_create_unless` matches), each with whether its flags are among
        ``rt``'s (then the regex takes its place in an accept set that holds both); worked out once
        per regex terminal over the whole grammar, for every accept set."""
        got = self._spelt_by.get(rt.name)
        if got is None:
            regex = re.compile(rt.pattern.to_regexp(), self._flags)
            got = {}
            for st in self._strings:
                if st.priority == rt.priority:
                    m = regex.match(st.pattern.value)
                    if m and m.group(0) == st.pattern.value:
                        got[st.name] = st.pattern.flags <= rt.pattern.flags  # as lark compares them
            self._spelt_by[rt.name] = got
        return got

    def _lex(self, acc: _Accepts, chunk: str) -> tuple[str, int] | None:
        """(terminal name, length) of the token lark's lexer would take at the start of ``chunk``."""
        best, best_len = None, 0
        rank = acc.rank
        for n in range(1, min(len(chunk), self._max_literal) + 1):
            for name in self._literal.get(chunk[:n], ()):
                r = rank.get(name)
                if r is not None and (best is None or r < rank[best]):
                    best, best_len = name, n
        for name in acc.regexes:
            if best is not None and rank[name] > rank[best]:
                break
            m = self._re[name].match(chunk)
            if m and m.end() > 0:
                best, best_len = name, m.end()
                break
        if best is None:
            return None
        for s in acc.unless.get(best, ()):
            if self._re[s].fullmatch(chunk[:best_len]):
                return s, best_len
        return best, best_len

    # -- parsing ---------------------------------------------------------------------------------
    def parse(self, text: str, start: str):
        """The parse tree of ``text`` from ``start``, as lark's own ``parse`` would give it; `StoppedAt`
        when the text is not read (any other `LarkError` of lark's only where `usable` is False).
        The loop is lark's (`ParserState.feed_token`): shift, or reduce through the grammar's own
        tree callbacks until a shift, for each token and then for the end."""
        if not self.usable:
            return self.lark.parse(text, start=start)
        table, rows, shifted = self._parser.parse_table, self._rows, self._token_callbacks
        end_state = table.end_states[start]
        stack, values = [table.start_states[start]], []
        by_state, n, pos, token = self._state_accepts, len(text), 0, None
        new_token = getattr(Token, "_future_new", Token)  # what ``Token(...)`` calls, past its argument check
        while True:
            if pos < n:
                if text[pos] == " ":
                    pos += 1
                    continue
                end = text.find(" ", pos)
                chunk = text[pos:] if end < 0 else text[pos:end]
                acc = by_state.get(stack[-1]) or self._for_state(stack[-1])
                try:
                    hit = acc.memo[chunk]
                except KeyError:
                    hit = acc.memo[chunk] = self._lex(acc, chunk)
                if hit is None:
                    raise StoppedAt(pos)
                kind, length = hit
                token = new_token(kind, chunk[:length] if length < len(chunk) else chunk, pos, 1, pos + 1, 1,
                                  pos + length + 1, pos + length)
                at, is_end = pos, False
                pos += length
            else:
                token = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
                kind, at, is_end = "$END", None, True
            while True:
                try:
                    action = rows[stack[-1]][kind]
                except KeyError:
                    raise StoppedAt(at) from None
                if action.__class__ is int:  # a shift to that state
                    stack.append(action)
                    values.append(shifted[kind](token) if kind in shifted else token)
                    break
                size, callback, origin = action  # a reduction: its rule's length, tree callback and name
                if size:
                    children = values[-size:]
                    del stack[-size:]
                    del values[-size:]
                else:
                    children = []
                value = callback(children) if callback is not None else children
                goto = rows[stack[-1]][origin]
                stack.append(goto)
                values.append(value)
                if is_end and goto == end_state:
                    return value


class _Rows(dict):
    """A parse table's states in the form `FastParser.parse` steps through, each made when first looked
    up: token name -> the state a shift goes to (an int), or, for a reduction, (the length of its
    rule's expansion, its tree callback or None when the parser has none, the name of its origin).
    A state `_LazyStates` has not decoded yet is made straight from its saved record."""

    def __init__(self, table, callbacks: dict):
        super().__init__()
        self._table, self._callbacks = table, callbacks  # the table's states are read when used: `load_lazily` sets them
        self._by_number: dict[int, tuple] = {}  # a saved rule number -> its reduction
        self._by_rule: dict[int, tuple] = {}    # id of a rule -> its reduction (rules live as long as the parser)

    def _reduction(self, rule) -> tuple:
        return len(rule.expansion), self._callbacks[rule] if self._callbacks else None, rule.origin.name

    def __missing__(self, state):
        states, got = self._table.states, {}
        raw = states._raw.get(state) if isinstance(states, _LazyStates) and not dict.__contains__(states, state) else None
        if isinstance(raw, bytes):  # the saved record, read without decoding it in lark's form
            flat, tokens, rules, by_number = marshal.loads(raw), states._tokens, states._rules, self._by_number
            for i in range(0, len(flat), 3):
                arg = flat[i + 2]
                if flat[i + 1] == 1:
                    reduction = by_number.get(arg)
                    if reduction is None:
                        reduction = by_number[arg] = self._reduction(rules[arg])
                    arg = reduction
                got[tokens[flat[i]]] = arg
        else:
            by_rule = self._by_rule
            for t, (action, arg) in states[state].items():
                if action is Reduce:
                    reduction = by_rule.get(id(arg))
                    if reduction is None:
                        reduction = by_rule[id(arg)] = self._reduction(arg)
                    arg = reduction
                got[t] = arg
        self[state] = got
        return got


def _fused(name: str, to_include, placeholders: bool, append_none: int, expand1: bool):
    """One rule's tree callback as lark chains it (`PropagatePositions` over a child filter over
    `ExpandSingleChild` over ``Tree(name, ...)``), in one function: the same tree, the same positions
    (``meta``, its ``container_*`` fields included), the same children lists, without three calls
    a reduction (lark's own code is the reference: ``tests/test_abilities_fastparse.py``)."""
    def callback(children):
        if to_include is None:
            filtered = children
        else:
            filtered = []
            if placeholders:
                for i, to_expand, add_none in to_include:
                    if add_none:
                        filtered += [None] * add_none
                    if to_expand:
                        if filtered:
                            filtered += children[i].children
                        else:  # as lark: the child's own list, for left recursion
                            filtered = children[i].children
                    else:
                        filtered.append(children[i])
                if append_none:
                    filtered += [None] * append_none
            else:
                for i, to_expand in to_include:
                    if to_expand:
                        if filtered:
                            filtered += children[i].children
                        else:
                            filtered = children[i].children
                    else:
                        filtered.append(children[i])
        if expand1 and len(filtered) == 1:
            res = filtered[0]
            if not isinstance(res, Tree):
                return res
            meta = res.meta
            _propagate(meta, children, hasattr(meta, "line"), hasattr(meta, "end_line"))
        else:
            meta = Meta()
            res = Tree(name, filtered, meta)
            _propagate(meta, children, False, False)
        return res
    return callback


#: what `_propagate` reads for a field a meta does not have
_ABSENT = object()


def _positioned(children):
    """The first of ``children`` that has a position, as `PropagatePositions._pp_get_meta` finds it (no
    node filter): a tree's meta when not empty, a token, or what ``__lark_meta__`` gives; else None."""
    for c in children:
        if isinstance(c, Tree):
            m = c.meta
            if not m.empty:
                return m
        elif isinstance(c, Token):
            return c
        elif hasattr(c, "__lark_meta__"):
            return c.__lark_meta__()
    return None


def _propagate(res_meta, children, has_start: bool, has_end: bool) -> None:
    """What `PropagatePositions.__call__` sets on a built tree's meta, in its order; ``has_start`` and
    ``has_end`` say whether the meta has its ``line`` and its ``end_line`` already (a new one has
    neither). (A token has no ``container_*`` field: its own are read straight, sparing the failed
    look-ups lark's ``getattr`` makes.)"""
    first = _positioned(children)
    if first is None:
        return
    if isinstance(first, Token):
        line, column, start = first.line, first.column, first.start_pos
    else:
        line = getattr(first, "container_line", _ABSENT)
        if line is _ABSENT:
            line = first.line
        column = getattr(first, "container_column", _ABSENT)
        if column is _ABSENT:
            column = first.column
        start = getattr(first, "container_start_pos", _ABSENT)
        if start is _ABSENT:
            start = first.start_pos
    if not has_start:
        res_meta.line, res_meta.column, res_meta.start_pos = line, column, start
        res_meta.empty = False
    res_meta.container_line, res_meta.container_column, res_meta.container_start_pos = line, column, start
    last = _positioned(reversed(children))  # not None: ``first`` is among them
    if isinstance(last, Token):
        line, column, end = last.end_line, last.end_column, last.end_pos
    else:
        line = getattr(last, "container_end_line", _ABSENT)
        if line is _ABSENT:
            line = last.end_line
        column = getattr(last, "container_end_column", _ABSENT)
        if column is _ABSENT:
            column = last.end_column
        end = getattr(last, "container_end_pos", _ABSENT)
        if end is _ABSENT:
            end = last.end_pos
    if not has_end:
        res_meta.end_line, res_meta.end_column, res_meta.end_pos = line, column, end
        res_meta.empty = False
    res_meta.container_end_line, res_meta.container_end_column, res_meta.container_end_pos = line, column, end


def _unchain(callback):
    """The `_fused` callback of lark's chain ``callback``, or None when the chain is not one of the
    shapes `_fused` reproduces (then lark's own is used)."""
    if type(callback) is not PropagatePositions or callback.node_filter is not None:
        return None
    f = callback.node_builder
    to_include, placeholders, append_none = None, False, 0
    if type(f) is ChildFilterLALR_NoPlaceholders:
        to_include, f = [(i, bool(x)) for i, x in f.to_include], f.node_builder
    elif type(f) is ChildFilterLALR:
        to_include, placeholders, append_none, f = list(f.to_include), True, f.append_none, f.node_builder
    expand1 = type(f) is ExpandSingleChild
    if expand1:
        f = f.node_builder
    if not (isinstance(f, partial) and f.func is Tree and len(f.args) == 1 and not f.keywords):
        return None
    return _fused(f.args[0], to_include, placeholders, append_none, expand1)


def fused_callbacks(callbacks: dict) -> dict:
    """lark's tree callbacks (rule -> chain), each chain of a known shape fused into one function
    (`_fused`); any other callback (a lexer callback, a transformer's) kept as it is."""
    out = dict(callbacks)
    for key, cb in callbacks.items():
        got = _unchain(cb)
        if got is not None:
            out[key] = got
    return out


class _FusedCallbacks(dict):
    """`fused_callbacks` of lark's ``callbacks``, each rule's made when first looked up (a pool's
    sentences reduce a fraction of a grammar's thousands of rules: fusing them all up front cost a
    tenth of the loading of a grammar); true when ``callbacks`` is not empty."""

    def __init__(self, callbacks: dict):
        super().__init__()
        self._lark = callbacks

    def __missing__(self, key):
        cb = self._lark[key]
        got = self[key] = _unchain(cb) or cb
        return got

    def __bool__(self) -> bool:
        return bool(self._lark)


class _LazyStates(dict):
    """A parse table's states, each decoded when first looked up from its saved form: the dict
    ``Lark.save`` writes, or the flat ``marshal`` record `compact` writes (token, action, argument
    triples; a reduction's argument is its rule's memo number)."""

    def __init__(self, raw: dict, tokens: dict, rules: dict):
        super().__init__()
        self._raw, self._tokens, self._rules = raw, tokens, rules

    def __missing__(self, state):
        tokens, rules, raw = self._tokens, self._rules, self._raw[state]
        if isinstance(raw, bytes):
            flat = marshal.loads(raw)
            got = {tokens[flat[i]]: ((Reduce, rules[flat[i + 2]]) if flat[i + 1] == 1 else (Shift, flat[i + 2]))
                   for i in range(0, len(flat), 3)}
        else:
            got = {tokens[t]: ((Reduce, rules[arg["@"]]) if action == 1 else (Shift, arg))
                   for t, (action, arg) in raw.items()}
        self[state] = got
        return got


def _rule_numbers(saved: dict) -> list[int] | None:
    refs = saved["data"]["rules"]
    return [r["@"] for r in refs] if all(isinstance(r, dict) and "@" in r for r in refs) else None


def compact(saved_bytes: bytes) -> bytes:
    """What ``Lark.save`` wrote (``saved_bytes``), with each parse-table state as a flat ``marshal``
    record under ``"lazy_states"`` (`load_lazily` unpickles none of them up front: the whole table,
    pickled as lark saves it, took most of a parser's loading time). The same bytes back when a
    reduction names a rule the saved rules do not hold (`load_lazily` could not map it)."""
    saved = pickle.loads(saved_bytes)
    table = saved["data"]["parser"]["parser"]
    numbers = set(_rule_numbers(saved) or ())
    flat = {}
    for state, actions in table["states"].items():
        row = []
        for t, (action, arg) in actions.items():
            if action == 1 and arg.get("@") not in numbers:
                return saved_bytes
            row += (t, action, arg["@"] if action == 1 else arg)
        flat[state] = marshal.dumps(tuple(row))
    table["states"] = {}
    saved["lazy_states"] = flat
    return pickle.dumps(saved, protocol=pickle.HIGHEST_PROTOCOL)


def load_lazily(saved: dict) -> tuple[Lark, FastParser]:
    """The parser saved as ``saved`` (what ``Lark.save`` pickles: ``{"data": ..., "memo": ...}``, or
    `compact`'s form of it) and its `FastParser`, the parse table decoded state by state on first use;
    when the `FastParser` would not be usable (it then leaves lexing to lark, which needs every state up
    front) the parser is loaded whole, as ``Lark.load`` does. ``saved`` is consumed."""
    table = saved["data"]["parser"]["parser"]
    raw = saved.pop("lazy_states", None)
    if raw is None:
        raw, table["states"] = table["states"], {}
    lark = Lark.load(saved)
    numbers = _rule_numbers(saved)
    rules = dict(zip(numbers, lark.rules)) if numbers else {}
    fast = FastParser(lark)
    if not (fast.usable and rules):
        table["states"] = {s: _saved_actions(a) if isinstance(a, bytes) else a for s, a in raw.items()}
        lark = Lark.load(saved)
        return lark, FastParser(lark)
    states = lark.parser.parser.parser.parse_table.states = _LazyStates(raw, table["tokens"], rules)
    lark.parser.lexer.lexers = _LazyLexers(states, lark.lexer_conf)  # lark's own ``parse`` still works
    return lark, fast


def _saved_actions(record: bytes) -> dict:
    """A `compact` state record back in the form ``Lark.save`` writes."""
    flat = marshal.loads(record)
    return {flat[i]: (flat[i + 1], {"@": flat[i + 2]} if flat[i + 1] == 1 else flat[i + 2])
            for i in range(0, len(flat), 3)}


class _LazyLexers(dict):
    """lark's contextual lexer's per-state lexers, each made when first looked up (as lark makes them
    all up front: the state's accepted terminals and the ignored ones, one lexer per distinct set)."""

    def __init__(self, states: dict, conf):
        super().__init__()
        self._states, self._conf, self._by_set = states, conf, {}
        self._terminals = {t.name: t for t in conf.terminals}

    def __missing__(self, state):
        from copy import copy

        from lark.lexer import BasicLexer
        accepts = frozenset(self._states[state]) | frozenset(self._conf.ignore)
        lexer = self._by_set.get(accepts)
        if lexer is None:
            conf = copy(self._conf)
            conf.terminals = [self._terminals[n] for n in accepts if n in self._terminals]
            lexer = self._by_set[accepts] = BasicLexer(conf)
        self[state] = lexer
        return lexer
