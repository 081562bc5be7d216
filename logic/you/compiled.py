"""A rule base compiled into a table of components: a sentence's verdict looked up, not solved.

The clauses of a situation (a sentence's, or a survey's), once a case (card type, attachment, each
word's function and position...) is put in, fall apart into *components*: sets of ground clause
instances that share no unknown (`Compiled.components`). One "you" of a sentence is ruled by the
component holding its referent; the card's extension and who resolves the sentence are others. Two
sentences whose "you" has the same component (the same labelled instances, up to the name of the
occurrence: `Compiled.key`) get the same ruling for that word, the same canonical core and so the
same verdict: the first is solved, the others read the answer from `ComponentTable`, kept on disk
under the rule base's content key beside the verdict table (`logic.you.table`). A single occurrence
and a word of a longer sentence share their component when the clauses relate the words only through
who resolves them (the default same-seat reading): the table of single occurrences answers them.

Why it is exact. Take the clause instances of a situation with the case put in: every feature term
replaced by its value (the case's own constraints stay too, under the label ``case``). An unknown is
either a *value atom* (a Boolean or enumerated function applied to elements: ``referent_1(o1)``,
``is_extension_1(card)``) or an *element* term (``card``, ``resolving_player(o1)``). Elements only
interact through equalities: elements joined by an equality that occurs positively (congruence
closed) form a class; a value atom is known by its function and the classes of its arguments. Two
instances are connected when they touch the same value atom or the same class of more than one
element. Components are the connected sets. Given a model of each component, one model of them all
is built by making elements of different classes different (an equality between them occurs only
negatively, so making it false keeps every instance true) and reading each value atom in the model of
its component. So the instances are satisfiable iff every component is, for the instances of any set
of labels (dropping instances only splits components). The canonical core of a check (labels
deleted in label order, `logic.solve.Session._canonical`) asks only whether sets of labels are
satisfiable: when every other component is satisfiable it is the core of the one component at stake,
whatever else the sentence holds (two components with one key give one predicate, so even then).
This holds while the case is among the labels: it is, since without it the rules are satisfiable
(checked once per situation and claim, `logic.you.analyses._case_kept`), so deletion never drops it.

Only what this argument covers is answered from the table: a "you" whose referent is forced (holds,
with its core), or a sentence with no ruling because exactly one component is unsatisfiable
(contradictory, with its core). An ambiguity, a ruling that depends on the world, an unknown, or a
term this module does not read falls back to the solver (`logic.you.analyses.rule_case`).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import weakref
from itertools import permutations

import z3
from z3 import z3core as _core

from .. import shipped
from ..z3walk import _raw

__all__ = ["Compiled", "ComponentTable", "compiled", "component_table", "save_component_tables"]

_ast_id = _raw("Z3_get_ast_id")
_ast_kind = _raw("Z3_get_ast_kind")
_to_app = _raw("Z3_to_app")
_app_decl = _raw("Z3_get_app_decl")
_decl_kind = _raw("Z3_get_decl_kind")
_num_args = _raw("Z3_get_app_num_args")
_app_arg = _raw("Z3_get_app_arg")
_get_sort = _raw("Z3_get_sort")
_sort_kind = _raw("Z3_get_sort_kind")

_SORT_TAG = {z3.Z3_BOOL_SORT: "B", z3.Z3_DATATYPE_SORT: "E", z3.Z3_UNINTERPRETED_SORT: "U"}
_CONNECTIVES = {z3.Z3_OP_AND: "and", z3.Z3_OP_OR: "or", z3.Z3_OP_NOT: "not", z3.Z3_OP_IMPLIES: "=>",
                z3.Z3_OP_ITE: "ite", z3.Z3_OP_EQ: "=", z3.Z3_OP_DISTINCT: "distinct", z3.Z3_OP_IFF: "="}
_COMMUTATIVE = {"and", "or", "=", "distinct"}
TRUE, FALSE = 1, 0


class Unreadable(Exception):
    """A term this module does not read (arithmetic, an element-valued ite, ...): use the solver."""


class Compiled:
    """The ground instances of one situation (one ruling) as interned Python terms, and what a case
    makes of them.

    A term is an int; ``self.term[i]`` is ``(op, sort, payload)``: ``("true"|"false", "B", ())``,
    ``("val", sort, name)`` an enumeration value, ``("feat", sort, name)`` a feature of the case,
    ``("app", sort, (name, args))`` an uninterpreted function or constant, or a connective
    ``(op, "B", args)``.
    """

    def __init__(self, grounded, occurrences: tuple[str, ...], share: "Compiled | None" = None):
        self.situation = grounded.situation
        self.scope = grounded.scope
        self.occurrences = occurrences  # the names of the occurrence constants (renamed in keys)
        self.features = {name: term.get_id() for name, (term, _) in self.situation.features.items()}
        self._feature_of = {i: name for name, i in self.features.items()}
        if share is not None:  # the same terms (and what is known of them) as another situation's
            for name in self._SHARED:
                setattr(self, name, getattr(share, name))
        else:
            self.term: list[tuple] = [("false", "B", ()), ("true", "B", ())]
            self._index: dict[tuple, int] = {t: i for i, t in enumerate(self.term)}
            self.deps: list[frozenset] = [frozenset(), frozenset()]
            self._names: dict[int, str] = {}
            self._read: dict[int, int] = {}  # z3 id -> term, for the z3 terms kept alive in _alive
            self._alive: list = []
            self._ev: dict[tuple, int] = {}
            self._order: dict[int, tuple] = {}
            self._value_names: dict[tuple, str] = {}
            self._keys: dict[tuple, str] = {}
            self._components: dict[tuple, list] = {}
            self._str: dict[int, str] = {}
            self._atoms: dict[int, tuple] = {}
        self._raw_feature: dict[str, int] = {}
        self.instances: list[tuple[str, int]] = []
        self.by_label: dict[str, list[int]] = {}
        for label, constraints in grounded.groups:
            for c in constraints:
                t = self.read(c, keep=True)
                self.instances.append((label, t))
                self.by_label.setdefault(label, []).append(t)
        for name, (term, _) in self.situation.features.items():
            self._raw_feature[name] = self.read(term, features=False)
        #: results of checks that do not depend on the case, by what was asked (see `case_kept`)
        self.kept: dict[tuple, bool] = {}
        self._groups = None  # the instances by the features they hold (`residuals`)

    #: what two situations with the same features and occurrences share (`compiled`)
    _SHARED = ("term", "_index", "deps", "_names", "_read", "_alive", "_ev", "_order", "_value_names", "_keys",
               "_components", "_str", "_atoms")

    # -- reading z3 terms ----------------------------------------------------------------------
    def mk(self, op: str, sort: str, payload, deps: frozenset = frozenset()) -> int:
        key = (op, sort, payload)
        got = self._index.get(key)
        if got is None:
            got = self._index[key] = len(self.term)
            self.term.append(key)
            self.deps.append(deps)
        return got

    def read(self, e: z3.ExprRef, features: bool = True, keep: bool = False) -> int:
        """The interned term of a z3 expression (feature terms become ``feat`` terms when ``features``).
        With ``keep``, ``e`` is kept alive and what was read of it and its subterms is remembered by
        their z3 ids (which stay theirs while they live)."""
        ref = e.ctx.ref()
        if keep and features:
            got = self._read.get(e.get_id())
            if got is not None:
                return got
            self._alive.append(e)
            memo = self._read
        else:
            memo = {}

        def go(a) -> int:
            i = _ast_id(ref, a)
            got = memo.get(i)
            if got is not None:
                return got
            if features and i in self._feature_of:
                name = self._feature_of[i]
                sort = _SORT_TAG.get(_sort_kind(ref, _get_sort(ref, a)), "X")
                got = self.mk("feat", sort, name, frozenset([name]))
                memo[i] = got
                return got
            if _ast_kind(ref, a) != z3.Z3_APP_AST:
                raise Unreadable("not an application")
            app = _to_app(ref, a)
            decl = _app_decl(ref, app)
            kind = _decl_kind(ref, decl)
            kids = tuple(go(_app_arg(ref, app, k)) for k in range(_num_args(ref, app)))
            sort = _SORT_TAG.get(_sort_kind(ref, _get_sort(ref, a)), "X")
            deps = frozenset().union(*(self.deps[k] for k in kids)) if kids else frozenset()
            if kind == z3.Z3_OP_TRUE:
                got = TRUE
            elif kind == z3.Z3_OP_FALSE:
                got = FALSE
            elif kind in _CONNECTIVES:
                op = _CONNECTIVES[kind]
                if op == "ite" and sort != "B":
                    raise Unreadable("an if-then-else that is not Boolean")
                got = self.mk(op, "B", kids, deps)
            elif kind == z3.Z3_OP_DT_CONSTRUCTOR and not kids:
                got = self.mk("val", sort, self._name(ref, decl))
            elif kind == z3.Z3_OP_UNINTERPRETED and sort != "X":
                got = self.mk("app", sort, (self._name(ref, decl), kids), deps)
            else:
                raise Unreadable(f"an operator of kind {kind}")
            memo[i] = got
            return got

        return go(e.as_ast())

    def _name(self, ref, decl) -> str:
        key = _ast_id(ref, _core.Z3_func_decl_to_ast(ref, decl))
        name = self._names.get(key)
        if name is None:
            name = self._names[key] = _core.Z3_get_symbol_string(ref, _core.Z3_get_decl_name(ref, decl))
        return name

    # -- a case put in -------------------------------------------------------------------------
    def env(self, case: dict[str, str]) -> dict[str, str]:
        """Feature name -> the name of its value's constant."""
        out = {}
        for name, value in case.items():
            got = self._value_names.get((name, value))
            if got is None:
                got = self._value_names[(name, value)] = str(self.situation.features[name][1][value])
            out[name] = got
        return out

    def ev(self, t: int, env: dict[str, str]) -> int:
        """``t`` with the features of ``env`` put in and simplified (an equivalent term)."""
        deps = self._order.get(t)
        if deps is None:
            deps = self._order[t] = tuple(sorted(self.deps[t]))
        if not deps:
            return t
        key = (t, tuple([env.get(d) for d in deps]))
        got = self._ev.get(key)
        if got is None:
            got = self._ev[key] = self._simplify(t, env)
        return got

    def _simplify(self, t: int, env) -> int:
        op, sort, payload = self.term[t]
        if op == "feat":
            value = env.get(payload)
            return self.mk("val", sort, value) if value is not None else t
        if op == "app":
            name, args = payload
            new = tuple(self.ev(a, env) for a in args)
            return self.mk("app", sort, (name, new), frozenset().union(*(self.deps[a] for a in new)))
        kids = [self.ev(a, env) for a in payload]
        return self.connective(op, kids)

    def connective(self, op: str, kids: list[int]) -> int:
        """A connective of already simplified terms, simplified."""
        if op == "not":
            k = kids[0]
            if k in (TRUE, FALSE):
                return TRUE if k == FALSE else FALSE
            if self.term[k][0] == "not":
                return self.term[k][2][0]
            return self.mk("not", "B", (k,), self.deps[k])
        if op in ("and", "or"):
            unit, zero = (TRUE, FALSE) if op == "and" else (FALSE, TRUE)
            out = []
            for k in kids:
                if k == zero:
                    return zero
                if k != unit and k not in out:
                    out.append(k)
            if not out:
                return unit
            if len(out) == 1:
                return out[0]
            return self.mk(op, "B", tuple(out), frozenset().union(*(self.deps[k] for k in out)))
        if op == "=>":
            a, b = kids
            if a == FALSE or b == TRUE:
                return TRUE
            if a == TRUE:
                return b
            if b == FALSE:
                return self.connective("not", [a])
            if a == b:
                return TRUE
            return self.mk("=>", "B", (a, b), self.deps[a] | self.deps[b])
        if op == "ite":
            c, a, b = kids
            if c == TRUE:
                return a
            if c == FALSE:
                return b
            if a == b:
                return a
            return self.mk("ite", "B", (c, a, b), self.deps[c] | self.deps[a] | self.deps[b])
        if op == "=":
            a, b = kids
            if a == b:
                return TRUE
            ta, tb = self.term[a], self.term[b]
            if ta[0] == "val" and tb[0] == "val":
                return TRUE if ta[2] == tb[2] else FALSE
            if ta[1] == "B":
                if a in (TRUE, FALSE):
                    return b if a == TRUE else self.connective("not", [b])
                if b in (TRUE, FALSE):
                    return a if b == TRUE else self.connective("not", [a])
            return self.mk("=", "B", (a, b), self.deps[a] | self.deps[b])
        if op == "distinct":
            if len(set(kids)) < len(kids):
                return FALSE
            terms = [self.term[k] for k in kids]
            if all(t[0] == "val" for t in terms):
                return TRUE if len({t[2] for t in terms}) == len(terms) else FALSE
            if len(kids) == 2 and terms[0][1] == "B":
                return self.connective("not", [self.connective("=", kids)])
            return self.mk("distinct", "B", tuple(kids), frozenset().union(*(self.deps[k] for k in kids)))
        raise Unreadable(op)

    def residuals(self, env: dict[str, str]) -> list[tuple[str, int]]:
        """The instances with ``env`` put in, those left (not simplified to true), as (label, term): the
        instances are taken in groups of the features they hold, each group remembered by its values."""
        if self._groups is None:
            by: dict[tuple, list] = {}
            for label, t in self.instances:
                by.setdefault(tuple(sorted(self.deps[t])), []).append((label, t))
            self._groups = sorted(by.items())
            self._group_memo = {}
        out = []
        for deps, members in self._groups:
            key = (deps, tuple([env.get(d) for d in deps]))
            got = self._group_memo.get(key)
            if got is None:
                got = self._group_memo[key] = [(label, r) for label, r in
                                               ((label, self.ev(t, env)) for label, t in members) if r != TRUE]
            out += got
        return out

    def case_facts(self, env: dict[str, str]) -> list[tuple[str, int]]:
        """The case's own constraints (label ``case``): each feature term equals its value. Kept beside
        the instances with the values put in, so that a term equal to a feature term (through an
        equality of the situation's shape) still gets the value."""
        out = []
        for name, value in env.items():
            raw = self._raw_feature[name]
            out.append(("case", self.mk("=", "B", (raw, self.mk("val", self.term[raw][1], value)))))
        return out

    # -- components ----------------------------------------------------------------------------
    def _atoms_of(self, t: int) -> tuple:
        """(value atoms as (name, element args), element equalities as (a, b, positive), element terms)."""
        got = self._atoms.get(t)
        if got is not None:
            return got
        values, eqs, elements = [], [], set()

        def element(e: int) -> None:
            if e in elements:
                return
            elements.add(e)
            op, sort, payload = self.term[e]
            if op != "app" or sort != "U":
                raise Unreadable("an element term that is not an application")
            for a in payload[1]:
                element(a)

        seen = set()

        def go(x: int, pol: int) -> None:  # pol: 1 positive, -1 negative, 0 both
            if (x, pol) in seen:
                return
            seen.add((x, pol))
            op, sort, payload = self.term[x]
            if op in ("true", "false", "val"):
                return
            if op == "feat":
                raise Unreadable("a feature left in")
            if op == "app":
                if sort == "U":
                    element(x)
                    return
                name, args = payload
                for a in args:
                    if self.term[a][1] != "U":
                        raise Unreadable("a function of a value")
                    element(a)
                values.append((name, args))
                return
            if op == "not":
                go(payload[0], -pol)
            elif op in ("and", "or"):
                for k in payload:
                    go(k, pol)
            elif op == "=>":
                go(payload[0], -pol)
                go(payload[1], pol)
            elif op == "ite":
                go(payload[0], 0)
                go(payload[1], pol)
                go(payload[2], pol)
            elif op in ("=", "distinct"):
                kids = payload
                if self.term[kids[0]][1] == "U":
                    positive = pol if op == "=" else -pol
                    for k in kids:
                        element(k)
                    for i in range(len(kids)):
                        for j in range(i + 1, len(kids)):
                            eqs.append((kids[i], kids[j], positive != -1))
                else:
                    for k in kids:
                        go(k, 0)
            else:
                raise Unreadable(op)

        go(t, 1)
        got = self._atoms[t] = (tuple(values), tuple(eqs), frozenset(elements))
        return got

    def components(self, instances: list[tuple[str, int]], memo: tuple | None = None) -> list[list[int]]:
        """The instances (by position) grouped into components (see the module docstring). ``memo``
        says what the grouping depends on, when the caller knows (the instances but the case's facts,
        whose values do not change how they connect): groupings are remembered by it."""
        memo = (memo, len(instances)) if memo is not None else tuple(t for _, t in instances)
        got = self._components.get(memo)
        if got is None:
            got = self._components[memo] = self._group(instances)
        return got

    def _group(self, instances: list[tuple[str, int]]) -> list[list[int]]:
        atoms = [self._atoms_of(t) for _, t in instances]
        parent: dict = {}

        def find(x):
            root = x
            while parent.get(root, root) != root:
                root = parent[root]
            while x != root:  # path compression
                parent[x], x = root, parent.get(x, x)
            return root

        def union(a, b) -> bool:
            ra, rb = find(a), find(b)
            if ra == rb:
                return False
            parent[rb] = ra
            return True

        elements: set[int] = set()
        for _, eqs, els in atoms:
            elements |= els
            for a, b, positive in eqs:
                if positive:
                    union(a, b)
        apps = sorted(e for e in elements if self.term[e][2][1])
        changed = True
        while changed:  # congruence: f(t) and f(s) are one class when t and s are
            changed = False
            seen: dict[tuple, int] = {}
            for e in apps:
                name, args = self.term[e][2]
                k = (name, tuple(find(a) for a in args))
                if k in seen:
                    changed |= union(seen[k], e)
                else:
                    seen[k] = e
        size: dict[int, int] = {}
        for e in elements:
            r = find(e)
            size[r] = size.get(r, 0) + 1
        big = {r for r, n in size.items() if n > 1}
        # instances joined through the nodes they touch: value atoms ("v", name, classes) and classes
        # of more than one element ("c", root); ``owner`` is the first instance to touch a node
        link = list(range(len(instances)))

        def ifind(x: int) -> int:
            while link[x] != x:
                link[x] = link[link[x]]
                x = link[x]
            return x

        owner: dict = {}

        def touch(i: int, node) -> None:
            j = owner.setdefault(node, i)
            if j != i:
                a, b = ifind(i), ifind(j)
                if a != b:
                    link[b] = a

        for i, (values, eqs, _) in enumerate(atoms):
            for name, args in values:
                roots = tuple([find(a) for a in args])
                touch(i, (name, roots))
                for r in roots:
                    if r in big:
                        touch(i, r)
            for a, b, _ in eqs:
                for r in (find(a), find(b)):
                    if r in big:
                        touch(i, r)
        for e in apps:  # the class of f(t) hangs on the class of t (congruence)
            r = find(e)
            if r not in big:
                continue
            for a in self.term[e][2][1]:
                ra = find(a)
                if ra in big and ra != r:
                    i, j = owner.get(r), owner.get(ra)
                    if i is None and j is None:
                        continue
                    if i is None:
                        owner[r] = j
                    elif j is None:
                        owner[ra] = i
                    else:
                        x, y = ifind(i), ifind(j)
                        if x != y:
                            link[y] = x
        groups: dict = {}
        for i in range(len(instances)):
            groups.setdefault(ifind(i), []).append(i)
        return list(groups.values())

    # -- keys ----------------------------------------------------------------------------------
    def text(self, t: int) -> str:
        """A canonical text of a term (occurrence constants written ``@name;``, to be renamed)."""
        got = self._str.get(t)
        if got is None:
            op, sort, payload = self.term[t]
            if op in ("true", "false"):
                got = op
            elif op in ("val", "feat"):
                got = f"{op}:{payload}"
            elif op == "app":
                name, args = payload
                if not args and sort == "U" and name in self.occurrences:
                    got = f"@{name};"
                else:
                    got = name + ("(" + ",".join(self.text(a) for a in args) + ")" if args else "")
            else:
                kids = [self.text(a) for a in payload]
                if op in _COMMUTATIVE:
                    kids.sort()
                got = f"({op} {' '.join(kids)})"
            self._str[t] = got
        return got

    def key(self, items: list[tuple[str, int]], mark: str = "") -> str:
        """A key of a set of labelled instances (and a ``mark`` saying what is asked of them), the same
        for two sets that differ only in the names of their occurrences (every renaming is tried when
        there are at most four occurrences; past that, the names are kept, which only shares less)."""
        memo = (frozenset(items), mark)
        got = self._keys.get(memo)
        if got is None:
            got = self._keys[memo] = self._key(items, mark)
        return got

    def _key(self, items: list[tuple[str, int]], mark: str) -> str:
        lines = sorted({f"{label}|{self.text(t)}" for label, t in items})
        body = "\n".join(lines) + "\n#" + mark
        names = [o for o in self.occurrences if f"@{o};" in body]
        if not names:
            text = body
        elif len(names) > 4:
            text = body
        else:
            texts = []
            for perm in permutations(range(len(names))):
                new = {f"@{o};": f"@{k};" for o, k in zip(names, perm)}
                pattern = re.compile("|".join(re.escape(x) for x in new))
                renamed = [pattern.sub(lambda m: new[m.group(0)], line) for line in lines]
                texts.append("\n".join(sorted(renamed)) + "\n#" + pattern.sub(lambda m: new[m.group(0)], mark))
            text = min(texts)
        return hashlib.sha1(text.encode()).hexdigest()[:24]


def compiled(p, grounded) -> Compiled | None:
    """The `Compiled` of a grounded sentence situation (kept on it), or None when a term is not read."""
    got = getattr(grounded, "_compiled", False)
    if got is False:
        occ = tuple(str(c) for c in grounded.situation.constants if c.sort() == p.world.Occurrence)
        features = tuple((name, term.get_id()) for name, (term, _) in grounded.situation.features.items())
        shared = _SHARED_TERMS.setdefault(p.world, {})  # problems under other readings share the world
        try:
            got = Compiled(grounded, occ, shared.get((features, occ)))
        except Unreadable:
            got = None
        if got is not None:
            shared.setdefault((features, occ), got)
        grounded._compiled = got
    return got


_SHARED_TERMS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


class ComponentTable:
    """The answers of components of one rule base, by component key, on disk under the rule base's
    content key (``<rule base>-<content key>.components.json`` in the cache folder)."""

    def __init__(self, rule_base: str):
        from .table import cache_dir, content_key
        self.rule_base = rule_base
        folder = cache_dir()
        stem = f"{rule_base.replace('/', '__')}-{content_key(rule_base)}"
        self.path = folder / f"{stem}.components.json" if folder else None
        self.entries: dict[str, object] = {}
        self.added: dict[str, object] = {}
        #: the component answers shipped in the package for this content key (`logic.shipped`)
        self.shipped: dict[str, object] = shipped.components(rule_base, content_key(rule_base)) if folder else {}
        if self.path and self.path.is_file():
            try:
                data = json.loads(self.path.read_text(encoding="utf-8"))
                if data.get("content_key") == content_key(rule_base):
                    self.entries = data["components"]
            except (OSError, ValueError, KeyError):
                self.entries = {}

    def get(self, key: str):
        if key not in self.entries:
            return self.shipped.get(key)
        got = self.entries[key] = self.entries.pop(key)  # the most recently used last: `save` trims from the front
        return got

    def put(self, key: str, value) -> None:
        self.entries[key] = value
        self.added[key] = value

    def merge(self, entries: dict) -> None:
        for k, v in entries.items():
            self.put(k, v)

    def save(self) -> None:
        from .table import content_key
        if not self.path or not self.added:
            return
        from ..store import trim_oldest
        self.entries = trim_oldest(self.entries)  # past its bound, the entries used longest ago are left out
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump({"rule_base": self.rule_base, "content_key": content_key(self.rule_base),
                           "components": self.entries}, f, separators=(",", ":"))
            os.replace(tmp, self.path)
            stem = self.rule_base.replace("/", "__")
            for old in self.path.parent.glob(f"{stem}-*.components.json"):
                if old != self.path:
                    old.unlink(missing_ok=True)
            self.added = {}
        except (OSError, TypeError, ValueError):
            pass


_COMPONENT_TABLES: dict[str, ComponentTable] = {}


def component_table(rule_base: str) -> ComponentTable:
    """This process's `ComponentTable` of ``rule_base`` (in memory only when the cache is off)."""
    if rule_base not in _COMPONENT_TABLES:
        _COMPONENT_TABLES[rule_base] = ComponentTable(rule_base)
    return _COMPONENT_TABLES[rule_base]


def save_component_tables() -> None:
    """Write every component table this process added answers to."""
    for t in _COMPONENT_TABLES.values():
        t.save()
