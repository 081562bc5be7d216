"""Where two sets of timing clauses (one entry and its translation) rule an order differently.

The question, for clauses ``A`` and ``B`` written over the timing vocabulary: is there a
scenario, and an order of its items (which abilities are used, in which order), that one side
allows and the other does not? And do they fix who decides and who orders the same way?

- `speaks_of` finds what the clauses read of a scenario (which kinds they tell apart, which
  flags, whether setup, controllers or the active player matter) by building them on probe
  scenarios with a view that records every fact it is asked;
- `scenario_space` enumerates every scenario of a bounded size over that vocabulary (a `Level`:
  how many abilities, how many flags, controllers or setup away from their defaults), one per
  isomorphism class when no clause reads the order a scenario lists its abilities in;
- `compare_on` compares the two sides on one scenario with the solver: each order one side
  allows and the other does not, with the minimal clauses of the other side that exclude it,
  every reason found (each further search requires the reasons already found to hold, so when
  the search ends every such order is excluded by one of them); the constraints that share no
  symbol with the order (who decides, who orders, policies) are compared as formulas;
- `compare_clauses` sweeps the space within a budget (and any named scenarios), groups the
  differences by what differs, the side that allows it and the other side's core, keeps the
  first (smallest) witness of each, and says exactly what was covered;
- `explain_witness` and `allows` give a witness's orders, outcomes and verdicts under any clauses.

A scenario where the solver answers ``unknown`` is counted as such, never as agreement.
Preconditions: both sides are timing clauses of one game.

References: the small-scope hypothesis (Jackson, "Software Abstractions", 2006): most
differences show in small scenarios; the verdict says which were tried, never more.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
from dataclasses import dataclass, field
from typing import Iterable, Iterator, Sequence

import z3

from ..errors import SolverUnknown
from ..solve import Session
from .effects import run_order
from .scenario import Scenario, parse_scenario
from .vocab import KINDS, NOT_ABILITIES, ON_DEMAND_POLICIES, POLICIES, TimingView

__all__ = ["Vocabulary", "speaks_of", "Level", "DEFAULT_LEVELS", "DEFAULT_BUDGET", "scenario_space",
           "plan_levels", "compare_on", "ScenarioDiff", "compare_clauses", "legal_orders_of", "allows",
           "explain_witness", "scenario_json", "named_table", "forced_facts", "describe_fact", "ITEM_FLAGS"]

#: the per-ability flags a scenario can set, with their defaults (`logic.timing.scenario.Item`)
ITEM_FLAGS: dict[str, bool] = {"may": False, "would": False, "cancels": False, "in_play": True,
                               "targets_available": True, "payable": True, "changes_state": True,
                               "range_limited": False, "status_card": False, "in_player_order": False}

#: facts of the view that depend on which player is who
_PLAYER_FACTS = ("controller", "different_controllers", "affected_controller", "has_single_affected_controller",
                 "seats_from")
#: facts the generated scenarios hold at one value (said in the scope when the clauses read them)
_HELD_FACTS = {"same_name": "names (all different)", "name_is": "names (all different)",
               "keyword_is": "keywords (none)", "same_origin": "instances (one per ability)",
               "triggered_at_effect": "the effect an 'each time' item waits for (its last)",
               "share_affected": "the characters affected (the hero, for all)",
               "affected_controller": "the characters affected (the hero, for all)",
               "has_single_affected_controller": "the characters affected (the hero, for all)"}
_RECORDED = ("triggered_by", "parents", "nested_under", "same_trigger", "same_name", "same_origin",
             "share_affected", "same_occurrence", "triggered_at_effect", "keyword_is", "name_is", "listed_before",
             "is_event", "during_setup", "controller", "affected_controller", "has_single_affected_controller",
             "active_player", "first_player", "seats_from", "different_controllers", "trigger_happens",
             "decider", "orderer", "policy", "wave")

TIMEOUT_MS = 10_000
#: at most this many generated scenarios per pair of entries (levels that do not fit are left out, and said)
DEFAULT_BUDGET = 10_000


# -- what the clauses speak of ------------------------------------------------------------------

class _Kind(str):
    """An item's kind as `TimingView.kind` returns it to a clause while recording: comparing it
    records the kind it is compared with (``v.kind(a) in (...)`` tells those kinds apart)."""

    def __eq__(self, other):
        self.seen.add(frozenset([str(other)]))
        return str.__eq__(self, other)

    def __ne__(self, other):
        return not self.__eq__(other)

    __hash__ = str.__hash__


class _RecordingView(TimingView):
    """A `TimingView` that records which facts of the scenario the clauses read."""

    def __init__(self, scenario, ctx):
        super().__init__(scenario, ctx)
        self.kind_sets: set[frozenset[str]] = set()
        self.flags: set[str] = set()
        self.read: set[str] = set()
        self.same_kind = False

    def kind(self, a):
        self.read.add("kind")
        k = _Kind(super().kind(a))
        k.seen = self.kind_sets
        return k

    def kind_is(self, a, *kinds):
        if any(isinstance(k, _Kind) for k in kinds):
            self.same_kind = True     # a kind taken from another item: "of the same kind"
        else:
            self.kind_sets.add(frozenset(str(k) for k in kinds))
        return super().kind_is(a, *(str(k) for k in kinds))

    def flag(self, a, name):
        self.flags.add(name)
        return super().flag(a, name)

    def is_ability(self, a):
        self.kind_sets.add(frozenset(NOT_ABILITIES))
        return super().is_ability(a)

    def cancelled(self, x):
        self.flags.add("cancels")
        return super().cancelled(x)

    def trigger_live(self, b):
        self.flags.add("cancels")
        return super().trigger_live(b)


def _recording(name):
    def method(self, *args, **kw):
        self.read.add(name)
        return getattr(TimingView, name)(self, *args, **kw)
    method.__name__ = name
    return method


for _name in _RECORDED:
    setattr(_RecordingView, _name, _recording(_name))


@dataclass(frozen=True)
class Vocabulary:
    """What some timing clauses read of a scenario.

    ``kind_classes`` splits the game's kinds where some clause tells them apart (the kinds of one
    class are treated alike by every clause); ``named`` says, per class, whether some clause names
    its kinds (the other class holds the kinds no clause names); ``same_kind`` says some clause
    compares the kinds of two items; ``flags`` the per-ability flags read; ``reads`` the other facts.
    """

    game: str
    kind_classes: tuple[tuple[str, ...], ...]
    named: tuple[bool, ...]
    same_kind: bool
    flags: tuple[str, ...]
    reads: tuple[str, ...]

    def kinds(self, named_only: bool = False) -> tuple[str, ...]:
        """One kind per class (two for a class of several kinds when ``same_kind``); with
        ``named_only``, of the classes some clause names (of all, when no clause names any)."""
        out = []
        everything = not any(self.named)
        for cls, named in zip(self.kind_classes, self.named):
            if named or not named_only or everything:
                out += list(cls[:2] if self.same_kind else cls[:1])
        return tuple(out)

    @property
    def players_matter(self) -> bool:
        return any(f in self.reads for f in _PLAYER_FACTS)

    @property
    def speaks_of_who(self) -> bool:
        """Some clause speaks of who decides, who orders, policies or waves."""
        return any(r in self.reads for r in ("decider", "orderer", "policy", "wave"))

    def to_json(self) -> dict:
        return {"kind_classes": [list(c) for c in self.kind_classes], "named": list(self.named),
                "same_kind": self.same_kind, "flags": list(self.flags), "reads": list(self.reads)}


def _probes(game: str) -> list[Scenario]:
    """Scenarios on which the clauses are built to see what they read: every kind waiting for the
    event and for another item, every flag at its default, then every flag turned over (and setup)."""
    kinds = KINDS[game]
    base = []
    for i, k in enumerate(kinds):
        base.append({"id": f"k{i}", "kind": k, "controller": "p1" if i % 2 else "p2", "trigger": "event"})
        base.append({"id": f"n{i}", "kind": k, "controller": "p2", "trigger": f"k{(i + 1) % len(kinds)}"})
    flipped = [dict(ab, **{f: not d for f, d in ITEM_FLAGS.items()}) for ab in base]
    out = []
    for abilities, setup in ((base, False), (flipped, True)):
        table = {"game": game, "players": {"order": ["p1", "p2"], "active": "p2", "first": "p1"},
                 "characters": [{"name": "hero", "controller": "p1", "health": 3}],
                 "event": {"id": "event", "controller": "p2", "during_setup": setup},
                 "abilities": abilities}
        out.append(parse_scenario(table, f"<probe {game}>"))
    return out


def _classes(universe: Sequence[str], sets: Iterable[frozenset]) -> list[tuple[str, ...]]:
    """``universe`` split so that no set cuts a class (partition refinement)."""
    classes = [tuple(universe)]
    for s in sorted(sets, key=sorted):
        split = []
        for cls in classes:
            split += [x for x in (tuple(k for k in cls if k in s), tuple(k for k in cls if k not in s)) if x]
        classes = split
    return sorted(classes, key=lambda c: list(universe).index(c[0]))


def speaks_of(clauses: Sequence, game: str, *more: Sequence) -> Vocabulary:
    """What ``clauses`` (and the clause lists in ``more``: the vocabulary of them all) read of a
    scenario of ``game``.

    Found by building them on the probe scenarios of `_probes`; a fact read only on a branch
    those probes never reach is not seen (a comparison's scope then does not vary it, and says
    only what it varied).
    """
    universe = KINDS[game]
    sets: set[frozenset[str]] = set()
    flags: set[str] = set()
    read: set[str] = set()
    same_kind = False
    for sc in _probes(game):
        v = _RecordingView(sc, z3.Context())
        for group in (clauses, *more):
            for c in group:
                list(c.build(v))
        sets |= v.kind_sets
        flags |= v.flags
        read |= v.read
        same_kind = same_kind or v.same_kind
    sets = {s & set(universe) for s in sets} - {frozenset()}
    classes = _classes(universe, sets)
    named = tuple(any(set(c) <= s for s in sets if s != frozenset(NOT_ABILITIES)) for c in classes)
    return Vocabulary(game, tuple(classes), named, same_kind, tuple(f for f in ITEM_FLAGS if f in flags),
                      tuple(sorted(read)))


# -- the scenario space ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Level:
    """Every scenario of ``abilities`` abilities with at most ``toggles`` of their flags, controllers
    (and setup, the active player) away from the default (None: any number); with ``named_only``,
    only abilities of the kinds some clause names."""

    abilities: int
    toggles: int | None
    named_only: bool = False

    def describe(self) -> str:
        n = f"{self.abilities} abilit{'y' if self.abilities == 1 else 'ies'}"
        if self.named_only:
            n += " of the kinds the entries name"
        if self.toggles is None:
            return f"{n}, any flags"
        if self.toggles == 0:
            return f"{n}, every flag at its default"
        return f"{n}, at most {self.toggles} flag{'s' if self.toggles > 1 else ''} off its default"

    def to_json(self) -> dict:
        return {"abilities": self.abilities, "toggles": self.toggles, "named_only": self.named_only,
                "says": self.describe()}


#: the bound `ruling diff` uses, smallest first (within `DEFAULT_BUDGET` scenarios per pair)
DEFAULT_LEVELS: tuple[Level, ...] = (Level(1, 3), Level(2, 1), Level(3, 0, named_only=True))


def _toggles(vocab: Vocabulary, n: int) -> list[tuple]:
    """Every way a scenario can differ from the default: (ability, flag), (ability, 'controller'),
    ('setup',), ('active',)."""
    out: list[tuple] = [(i, f) for i in range(n) for f in vocab.flags]
    if vocab.players_matter:
        out += [(i, "controller") for i in range(n)]
    if "during_setup" in vocab.reads:
        out.append(("setup",))
    if "active_player" in vocab.reads:
        out.append(("active",))
    return out


def _forests(n: int) -> Iterator[tuple[int, ...]]:
    """Every trigger structure of n abilities: ability i waits for the event (-1) or an earlier one."""
    return itertools.product(*[range(-1, i) for i in range(n)])


def _canonical(parents: tuple[int, ...], labels: list, extra: tuple) -> tuple:
    children: dict[int, list[int]] = {}
    for i, p in enumerate(parents):
        children.setdefault(p, []).append(i)

    def canon(node: int) -> str:
        kids = "".join(sorted(canon(c) for c in children.get(node, [])))
        return f"({labels[node] if node >= 0 else 'event'}{kids})"
    return (extra, canon(-1))


def scenario_space(vocab: Vocabulary, levels: Sequence[Level] = DEFAULT_LEVELS) -> Iterator[tuple[Level, dict]]:
    """Every scenario table of ``levels`` over ``vocab``, level by level, one per isomorphism class
    (the same triggers, kinds and flags with the abilities listed in another order) unless some
    clause reads the order a scenario lists its abilities in.

    Ability ``a<i>`` heals the hero 1 (i even) or deals it 1 damage (i odd); the event deals the
    hero (3 of 3 health) 1 damage: outcomes then tell an interrupt's place from a response's.
    """
    dedupe = "listed_before" not in vocab.reads
    seen: set = set()
    for level in levels:
        n = level.abilities
        kinds = vocab.kinds(level.named_only)
        toggles = _toggles(vocab, n)
        most = len(toggles) if level.toggles is None else min(level.toggles, len(toggles))
        for parents in _forests(n):
            for ks in itertools.product(kinds, repeat=n):
                for t in range(most + 1):
                    for chosen in itertools.combinations(toggles, t):
                        flags: list[dict] = [{} for _ in range(n)]
                        controllers = ["p1"] * n
                        setup = active = False
                        for tg in chosen:
                            if tg[0] == "setup":
                                setup = True
                            elif tg[0] == "active":
                                active = True
                            elif tg[1] == "controller":
                                controllers[tg[0]] = "p2"
                            else:
                                flags[tg[0]][tg[1]] = not ITEM_FLAGS[tg[1]]
                        if dedupe:
                            labels = [f"{ks[i]}|{','.join(sorted(flags[i]))}|{controllers[i]}" for i in range(n)]
                            key = (n, _canonical(parents, labels, (setup, active)))
                            if key in seen:
                                continue
                            seen.add(key)
                        yield level, _table(vocab.game, parents, ks, flags, controllers, setup, active)


def _table(game, parents, kinds, flags, controllers, setup, active) -> dict:
    abilities = []
    for i, (p, k) in enumerate(zip(parents, kinds)):
        ab = {"id": f"a{i}", "kind": k, "controller": controllers[i], "trigger": "event" if p < 0 else f"a{p}",
              "effects": [{"op": "heal" if i % 2 == 0 else "damage", "target": "hero", "amount": 1}]}
        ab.update(flags[i])
        abilities.append(ab)
    return {"game": game, "players": {"order": ["p1", "p2"], "active": "p2" if active else "p1", "first": "p1"},
            "characters": [{"name": "hero", "controller": "p1", "health": 3}],
            "event": {"id": "event", "controller": "p2", "during_setup": setup,
                      "effects": [{"op": "damage", "target": "hero", "amount": 1}]},
            "abilities": abilities}


def plan_levels(vocab: Vocabulary, levels: Sequence[Level], budget: int) -> tuple[list, list]:
    """The levels to sweep, in order, while the scenarios fit ``budget``; and the levels left out
    (each with its size). Returns (kept: [(level, [tables])], left_out: [(level, count)])."""
    kept, left_out, used = [], [], 0
    for level in levels:
        tables = []
        for _, t in scenario_space(vocab, [level]):
            tables.append(t)
            if used + len(tables) > budget:
                break
        if used + len(tables) > budget:
            left_out.append((level, sum(1 for _ in scenario_space(vocab, [level]))))
            continue
        kept.append((level, tables))
        used += len(tables)
    return kept, left_out


# -- one scenario -----------------------------------------------------------------------------------

_AUX = ("decider[", "orderer[", "policy[", "wave[")


def _conjuncts(constraints) -> list:
    out, todo = [], list(constraints)
    while todo:
        c = todo.pop()
        if z3.is_and(c):
            todo.extend(c.children())
        elif not z3.is_true(c):
            out.append(c)
    return out


def _symbols(c, memo: dict) -> frozenset:
    """The uninterpreted constants of ``c`` (ids), memoised by term."""
    key = c.get_id()
    got = memo.get(key)
    if got is None:
        if z3.is_const(c) and c.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            got = frozenset([key])
        elif z3.is_app(c) and c.num_args():
            got = frozenset().union(*[_symbols(k, memo) for k in c.children()])
        else:
            got = frozenset()
        memo[key] = got
    return got


@dataclass
class _Side:
    """One side's clauses built on a scenario: all of them (by clause id), and split into the part
    connected to the order (what is used, positions) and the rest (who decides, who orders,
    policies), which shares no symbol with it."""

    groups: list
    order: list
    rest: list


def _side(clauses, v: TimingView, split: bool, memo: dict) -> _Side:
    groups = [(c.id, _conjuncts(c.build(v))) for c in clauses]
    parts = [(label, c) for label, cs in groups for c in cs]
    if not split:
        return _Side(groups, parts, [])
    texts = [c.sexpr() for _, c in parts]
    about_order = [("taken[" in t or "pos[" in t) for t in texts]
    if not any(o and any(x in t for x in _AUX) for o, t in zip(about_order, texts)):
        # no constraint mixes the order with the other facts: the ones without taken/pos are the rest
        # (a constant, False, rules out every order)
        rest = [p for p, o, t in zip(parts, about_order, texts) if not o and any(x in t for x in _AUX)]
        order = [p for p, o, t in zip(parts, about_order, texts) if o or not any(x in t for x in _AUX)]
        return _Side(groups, order, rest)
    live = {v.taken(a).get_id() for a in v.items} | {v.pos(a).get_id() for a in v.items}
    syms = [_symbols(c, memo) for _, c in parts]
    in_order = [not s for s in syms]
    changed = True
    while changed:
        changed = False
        for i, s in enumerate(syms):
            if not in_order[i] and s & live:
                in_order[i] = True
                live |= s
                changed = True
    return _Side(groups, [p for p, k in zip(parts, in_order) if k], [p for p, k in zip(parts, in_order) if not k])


def _grouped(pairs) -> list:
    out: dict[str, list] = {}
    for label, c in pairs:
        out.setdefault(label, []).append(c)
    return list(out.items())


@dataclass
class ScenarioDiff:
    """What `compare_on` found on one scenario.

    ``status``: ``same``, ``differs`` or ``unknown`` (``reason``). ``orders``: each order (the event
    included) one side allows and the other does not, with the other side's minimal core.
    ``who``: each assignment of the facts outside the order (who decides, who orders, policies)
    one side allows and the other does not, the facts its core speaks of, and that core.
    """

    status: str
    orders: list[dict] = field(default_factory=list)
    who: list[dict] = field(default_factory=list)
    reason: str = ""


def _fix(v: TimingView, order: Sequence[str]) -> list:
    """This order of these items, the others not used (positions of unused items left free)."""
    used = set(order)
    out = [v.taken(a) == z3.BoolVal(a in used, v.ctx) for a in v.items]
    out += [v.before(x, y) for x, y in zip(order, order[1:])]
    return out


def _order_of(model, v: TimingView) -> tuple[str, ...]:
    used = [a for a in v.items if z3.is_true(model.eval(v.taken(a), True))]
    return tuple(sorted(used, key=lambda a: model.eval(v.pos(a), True).as_long()))


class _Unknown(Exception):
    pass


def _conj(cs, ctx):
    return z3.BoolVal(True, ctx) if not cs else cs[0] if len(cs) == 1 else z3.And(cs)


_SEP = "\x1f"   # between a side's name and a clause id in a label (the same clause may be on both sides)


class _Pair:
    """Both sides on one scenario in one incremental `Session`: each clause of each side under its
    own label (``a<SEP>id``), and each side's order part negated under ``not a`` / ``not b``."""

    def __init__(self, v: TimingView, a: _Side, b: _Side, timeout_ms: int):
        self.v, self.sides = v, {"a": a, "b": b}
        groups = [(f"{name}{_SEP}{label}", cs) for name, side in self.sides.items() for label, cs in side.groups]
        groups.append(("scenario", v.situation()))
        for name, side in self.sides.items():
            groups.append((f"not {name}", [z3.Not(_conj([c for _, c in side.order], v.ctx))]))
        self.session = Session(groups, v.ctx, timeout_ms)

    def _run(self, extra, keep, minimise):
        res = self.session.check(extra, keep=keep, minimise=minimise, canonical=minimise)
        if res.status == "unknown":
            raise _Unknown(res.reason)
        return res

    def candidate(self, x: str, y: str, extra):
        """A model of side ``x`` that breaks side ``y``'s order part (None: there is none)."""
        res = self._run(extra, lambda l: l.startswith(x + _SEP) or l in ("scenario", f"not {y}"), False)
        return res.model if res.sat else None

    def core(self, y: str, fixed: list) -> list[str] | None:
        """The minimal clauses of side ``y`` that exclude ``fixed`` (None: the side allows it)."""
        res = self._run([("order", fixed)], lambda l: l.startswith(y + _SEP) or l == "scenario", True)
        if not res.unsat:
            return None
        return [l.split(_SEP, 1)[1] for l in res.core if _SEP in l]


def _order_differences(p: _Pair, x: str, y: str, x_dead: list[str] | None, y_dead: list[str] | None) -> list[dict]:
    """Every reason an order side ``x`` allows is excluded by side ``y``: each search requires the
    reasons found so far to hold, so when none is left every such order is excluded by one of them.
    ``x_dead`` / ``y_dead``: the core by which that side's constraints outside the order clash (then it
    allows no order at all: one order of the other side stands for all)."""
    found: list[dict] = []
    v, ys = p.v, p.sides[y]
    if x_dead is not None:   # x allows no order at all
        return found
    if y_dead is not None:
        res = p._run([], lambda l: l.startswith(x + _SEP) or l == "scenario", False)
        return [{"allowed_by": x, "order": list(_order_of(res.model, v)), "core": y_dead}] if res.sat else []
    hold: list = []
    blocks: list = []
    for _ in range(200):
        model = p.candidate(x, y, [("reasons found", hold), ("blocked", blocks)])
        if model is None:
            return found
        order = _order_of(model, v)
        fixed = _fix(v, order)
        core = p.core(y, fixed)
        if not core:   # y allows it after all (with other places for unused items): not a difference
            blocks.append(z3.Not(z3.And(fixed)))
            continue
        found.append({"allowed_by": x, "order": list(order), "core": core})
        hold += [c for label, c in ys.order if label in core]
    raise _Unknown("more than 200 distinct reasons on one scenario")


def _fact_term(v: TimingView, name: str):
    """The term of a fact named like the view names it: ``decider[a0]``, ``orderer[a0]``, ``policy[p]``, ``wave[a0]``."""
    what, _, arg = name.partition("[")
    arg = arg.rstrip("]")
    return {"decider": v.decider, "orderer": v.orderer, "policy": v.policy, "wave": v.wave}[what](arg)


def describe_fact(name: str) -> str:
    """``decider[a0]`` -> "who decides whether a0 is used"."""
    what, _, arg = name.partition("[")
    arg = arg.rstrip("]")
    return {"decider": f"who decides whether {arg} is used", "orderer": f"who orders {arg} among simultaneous ones",
            "policy": f"whether effects apply with {arg}", "wave": f"the wave of {arg}"}.get(what, name)


def _value_words(v: TimingView, name: str, value) -> str:
    what = name.partition("[")[0]
    if what in ("decider", "orderer") and z3.is_int_value(value):
        seat = value.as_long()
        return v.scenario.players[seat] if 0 <= seat < len(v.scenario.players) else "no player"
    return str(value)


def forced_facts(table: dict, names: Sequence[str], clauses: Sequence, timeout_ms: int = TIMEOUT_MS) -> dict:
    """For each fact (``decider[a0]``...), the value ``clauses`` force on it in the scenario of
    ``table`` (a player's name, a value), or ``open`` when they leave it open, or ``no legal
    order`` when the clauses clash there. Raises `SolverUnknown` on unknown."""
    sc = parse_scenario(table, table.get("file", "<generated>"))
    ctx = z3.Context()
    v = TimingView(sc, ctx)
    s = Session([(c.id, list(c.build(v))) for c in clauses] + [("scenario", v.situation())], ctx, timeout_ms)
    out = {}
    for name in names:
        term = _fact_term(v, name)
        res = s.check([], minimise=False)
        if res.status == "unknown":
            raise SolverUnknown(res.reason)
        if not res.sat:
            out[name] = "no legal order"
            continue
        value = res.model.eval(term, True)
        other = s.check([("other", [term != value])], minimise=False)
        if other.status == "unknown":
            raise SolverUnknown(other.reason)
        out[name] = _value_words(v, name, value) if other.unsat else "open"
    return out


def _who_differences(v: TimingView, x: _Side, y: _Side, side: str, timeout_ms: int, memo: dict) -> list[dict]:
    """Assignments of the facts outside the order that ``x`` allows and ``y`` excludes, one per reason."""
    if not y.rest:
        return []
    ctx = v.ctx
    sx = Session(_grouped(x.rest), ctx, timeout_ms)
    sy = Session(_grouped(y.rest), ctx, timeout_ms)
    consts = {}
    for _, c in y.rest:
        todo = [c]
        while todo:
            t = todo.pop()
            if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
                consts[t.get_id()] = t
            elif z3.is_app(t):
                todo.extend(t.children())
    not_y = z3.Not(_conj([c for _, c in y.rest], ctx))
    found, hold = [], []
    for _ in range(50):
        res = sx.check([("other side", [not_y]), ("reasons found", hold)], minimise=False)
        if res.status == "unknown":
            raise _Unknown(res.reason)
        if not res.sat:
            return found
        pinned = [t == res.model.eval(t, True) for t in consts.values()]
        verdict = sy.check([("pinned", pinned)], minimise=True, canonical=True)
        if verdict.status == "unknown":
            raise _Unknown(verdict.reason)
        core = [l for l in verdict.core if l != "pinned"] if verdict.unsat else []
        if not core:
            return found
        spoken = frozenset().union(*[_symbols(c, memo) for label, c in y.rest if label in core])
        facts = sorted(str(consts[sid]) for sid in spoken)
        found.append({"allowed_by": side, "facts": facts, "core": core})
        hold += [c for label, c in y.rest if label in core]
    raise _Unknown("more than 50 distinct reasons on one scenario")


def compare_on(scenario: Scenario, a_clauses: Sequence, b_clauses: Sequence, timeout_ms: int = TIMEOUT_MS,
               ctx: z3.Context | None = None, split: bool = True) -> ScenarioDiff:
    """Compare clauses ``a_clauses`` and ``b_clauses`` on ``scenario`` (see the module docstring).

    Every order one side allows and the other does not is excluded by one of the cores listed.
    ``split=False`` says neither side speaks of who decides, who orders, policies or waves (then
    every constraint is about the order); ``ctx`` a z3 context to reuse.
    """
    ctx = ctx or z3.Context()
    v = TimingView(scenario, ctx)
    memo: dict = {}
    a, b = _side(a_clauses, v, split, memo), _side(b_clauses, v, split, memo)
    try:
        dead = {}
        for name, side in (("a", a), ("b", b)):   # constraints outside the order that clash: no order at all
            dead[name] = None
            if side.rest:
                res = Session(_grouped(side.rest), ctx, timeout_ms).check([], minimise=True)
                if res.status == "unknown":
                    raise _Unknown(res.reason)
                if res.unsat:
                    dead[name] = list(res.core)
        orders = []
        same_order = {c.get_id() for _, c in a.order} == {c.get_id() for _, c in b.order}
        if not same_order or dead["a"] != dead["b"]:
            p = _Pair(v, a, b, timeout_ms)
            orders = (_order_differences(p, "a", "b", dead["a"], dead["b"])
                      + _order_differences(p, "b", "a", dead["b"], dead["a"]))
        who = []
        if dead["a"] is None and dead["b"] is None and \
                {c.get_id() for _, c in a.rest} != {c.get_id() for _, c in b.rest}:
            who = (_who_differences(v, a, b, "a", timeout_ms, memo)
                   + _who_differences(v, b, a, "b", timeout_ms, memo))
    except _Unknown as exc:
        return ScenarioDiff("unknown", reason=str(exc))
    return ScenarioDiff("differs" if orders or who else "same", orders, who)


def legal_orders_of(scenario: Scenario, clauses: Sequence, taken: Iterable[str] | None = None,
                    limit: int = 200, timeout_ms: int = TIMEOUT_MS) -> list[tuple[str, ...]]:
    """The orders ``clauses`` allow on ``scenario`` (with exactly the items ``taken`` used, when given),
    found by the solver one after another, at most ``limit``. Raises `SolverUnknown` on unknown."""
    from ..errors import SolverUnknown
    ctx = z3.Context()
    v = TimingView(scenario, ctx)
    side = _side(clauses, v, False, {})
    s = Session(side.groups + [("scenario", v.situation())], ctx, timeout_ms)
    fixed = [] if taken is None else [v.taken(a) == z3.BoolVal(a in set(taken), ctx) for a in v.items]
    out, blocks = [], []
    while len(out) < limit:
        res = s.check([("taken", fixed), ("blocked", blocks)], minimise=False)
        if res.status == "unknown":
            raise SolverUnknown(res.reason)
        if not res.sat:
            break
        order = _order_of(res.model, v)
        out.append(order)
        blocks.append(z3.Not(z3.And(_fix(v, order))))
    return sorted(out, key=lambda o: (len(o), o))


# -- witnesses ----------------------------------------------------------------------------------------

def _item_words(it) -> dict:
    row = {"id": it.id, "kind": it.kind, "waits_for": it.trigger, "controller": it.controller}
    flags = {f: getattr(it, f) for f, d in ITEM_FLAGS.items() if getattr(it, f) != d}
    if flags:
        row["flags"] = flags
    if it.effects:
        row["effects"] = [f"{e.op} {','.join(e.targets)} {e.amount}".strip() for e in it.effects]
    return row


def scenario_json(sc: Scenario) -> dict:
    """A scenario as a reader needs it: the event, each ability's kind, trigger, controller, flags
    away from their defaults and effects; whether during setup, who is first and active."""
    out = {"file": sc.file, "players": sc.players, "first": sc.first, "active": sc.active,
           "characters": {n: {"health": c.health, "max_health": c.max_health} for n, c in sc.characters.items()},
           "event": _item_words(sc.event), "abilities": [_item_words(it) for it in sc.items[1:]]}
    if sc.setup:
        out["during_setup"] = True
    return out


def allows(scenario: Scenario, clauses: Sequence, order: Sequence[str], timeout_ms: int = TIMEOUT_MS) -> tuple[bool, list[str]]:
    """Whether ``clauses`` allow ``order`` (the items used, in order) on ``scenario``; when they do
    not, the minimal clauses that exclude it. Raises `SolverUnknown` on unknown."""
    ctx = z3.Context()
    v = TimingView(scenario, ctx)
    groups = [(c.id, list(c.build(v))) for c in clauses] + [("scenario", v.situation())]
    res = Session(groups, ctx, timeout_ms).check([("order", _fix(v, order))], minimise=True)
    if res.status == "unknown":
        raise SolverUnknown(res.reason)
    return res.sat, ([l for l in res.core if l not in ("scenario", "order")] if res.unsat else [])


def _forced_policies(scenario: Scenario, clauses: Sequence, timeout_ms: int) -> dict[str, bool]:
    """The policies the clauses force on (as `logic.timing.compile` takes them)."""
    ctx = z3.Context()
    v = TimingView(scenario, ctx)
    groups = [(c.id, list(c.build(v))) for c in clauses] + [("scenario", v.situation())]
    s = Session(groups, ctx, timeout_ms)
    out = {}
    from .effects import policy_can_apply
    for p in POLICIES:
        if p in ON_DEMAND_POLICIES and not policy_can_apply(scenario, p):
            out[p] = False    # as compile: asked only of a scenario it can matter to
            continue
        res = s.check([("q", [z3.Not(v.policy(p))])], minimise=False)
        out[p] = res.unsat
    return out


def explain_witness(table: dict, order: Sequence[str], allowed_by: str, a_clauses: Sequence, b_clauses: Sequence,
                    timeout_ms: int = TIMEOUT_MS, limit: int = 24) -> dict:
    """A witness order, and what each side allows instead: the orders of the same abilities the other
    side allows (at most ``limit``), each with its outcome, and whether the witness's outcome is
    reached under the other side by any legal order at all."""
    sc = parse_scenario(table, table.get("file", "<generated>"))
    sides = {"a": a_clauses, "b": b_clauses}
    other = "b" if allowed_by == "a" else "a"
    speak = speaks_of(a_clauses, sc.game, b_clauses).reads
    pol = {k: (_forced_policies(sc, cl, timeout_ms) if "policy" in speak else {}) for k, cl in sides.items()}

    def outcome(o, side):
        return run_order(sc, o, pol[side], {}, sc.parents()).describe(sc.game)
    taken = set(order)
    instead = legal_orders_of(sc, sides[other], taken, limit=limit, timeout_ms=timeout_ms)
    everything = legal_orders_of(sc, sides[other], None, limit=200, timeout_ms=timeout_ms)
    mine = outcome(order, allowed_by)
    return {"scenario": scenario_json(sc), "order": list(order), "outcome": mine,
            "other_orders": [{"order": list(o), "outcome": outcome(o, other)} for o in instead],
            "outcome_reached_by_other": any(outcome(o, other) == mine for o in everything),
            "other_orders_counted": len(everything) < 200}


# -- a sweep ------------------------------------------------------------------------------------------

_JOB: dict = {}
#: scenarios compared in one z3 context, in order: a chunk is the unit of work of a worker, so the
#: solver meets the same terms in the same order whoever runs it (the reasons found are the same
#: with one process or two)
CHUNK = 25


def _compare_chunk(start: int) -> list[tuple[int, dict]]:
    job = _JOB
    ctx = z3.Context()
    out = []
    for i in range(start, min(start + CHUNK, len(job["tables"]))):
        label, table = job["tables"][i]
        sc = parse_scenario(table, table.get("file", "<generated>"))
        d = compare_on(sc, job["a"], job["b"], job["timeout_ms"], ctx, job["split"])
        out.append((i, {"status": d.status, "orders": d.orders, "who": d.who, "reason": d.reason}))
    return out


def _sweep(tables: list, a_clauses, b_clauses, split: bool, timeout_ms: int, jobs: int, progress) -> list:
    _JOB.clear()
    _JOB.update(tables=tables, a=a_clauses, b=b_clauses, split=split, timeout_ms=timeout_ms)
    starts = list(range(0, len(tables), CHUNK))
    results = []
    try:
        if jobs > 1 and len(starts) > 1 and "fork" in multiprocessing.get_all_start_methods():
            with multiprocessing.get_context("fork").Pool(jobs) as pool:
                for k, chunk in enumerate(pool.imap_unordered(_compare_chunk, starts)):
                    results += chunk
                    if progress and k % 4 == 0:
                        progress(f"{len(results)}/{len(tables)} scenarios compared")
        else:
            for k, start in enumerate(starts):
                results += _compare_chunk(start)
                if progress and k % 4 == 0:
                    progress(f"{len(results)}/{len(tables)} scenarios compared")
    finally:
        _JOB.clear()
    return sorted(results, key=lambda r: r[0])


def named_table(sc: Scenario) -> dict:
    """The table of a scenario read from a file (to compare on it again in another process)."""
    t = dict(sc.raw)
    t.setdefault("game", sc.game)
    t["file"] = sc.file
    return t


def compare_clauses(a_clauses: Sequence, b_clauses: Sequence, game: str,
                    levels: Sequence[Level] = DEFAULT_LEVELS, named: Sequence[Scenario] = (),
                    budget: int = DEFAULT_BUDGET, progress=None, timeout_ms: int = TIMEOUT_MS,
                    jobs: int | None = None) -> dict:
    """Compare two sets of timing clauses over the bounded space of `scenario_space` and ``named`` scenarios.

    Returns a JSON-ready dict: ``verdict`` (``equivalent``: no scenario of the scope tells them
    apart; ``differs``; ``unknown``: none found, but the solver could not decide some scenario);
    ``relation`` (``A stronger``: A rules out what B allows and never the reverse, so A allows
    fewer orders; ``B stronger``; ``incomparable``; ``equivalent``);
    ``scope`` (the levels swept and left out, with their sizes, the kinds, flags and facts varied
    and held); ``differences`` (grouped by what differs, the side allowing it and the other side's
    core, each with its number of scenarios and its first, smallest, witness: the scenario table,
    and the order or the facts); ``unknown`` (a few scenarios the solver could not decide).

    A scenario counts under each reason its search found: a set of cores that together rule out
    every order one side allows and the other does not (where two cores rule out the same orders,
    the first found stands for both). The search is the same whatever the number of processes.
    """
    vocab = speaks_of(a_clauses, game, b_clauses)
    if not any(vocab.named):   # no clause names a kind: "of the kinds named" would be every kind
        levels = [Level(lv.abilities, lv.toggles) for lv in levels]
    kept, left_out = plan_levels(vocab, levels, budget)
    tables = [(level.describe(), t) for level, ts in kept for t in ts]
    tables += [("named", named_table(sc)) for sc in named if sc.game == game]
    jobs = jobs or min(2, os.cpu_count() or 1)
    results = _sweep(tables, a_clauses, b_clauses, vocab.speaks_of_who, timeout_ms, jobs, progress)
    groups: dict[tuple, dict] = {}
    counts = {"scenarios": len(tables), "differ": 0, "unknown": 0}
    unknown = []
    for i, d in results:
        label, table = tables[i]
        if d["status"] == "unknown":
            counts["unknown"] += 1
            if len(unknown) < 5:
                unknown.append({"scenario": table, "reason": d["reason"]})
            continue
        if d["status"] == "differs":
            counts["differ"] += 1
        for what, rows in (("order", d["orders"]), ("who", d["who"])):
            for x in rows:
                key = (what, x["allowed_by"], tuple(x["core"]))
                g = groups.get(key)
                if g is None:
                    g = groups[key] = {"what": what, "allowed_by": x["allowed_by"], "core": list(x["core"]),
                                       "scenarios": 0, "witness": {"scenario": table, "level": label}}
                    if what == "order":
                        g["witness"]["order"] = x["order"]
                    else:
                        g["witness"]["facts"] = x["facts"]
                g["scenarios"] += 1
    verdict = "differs" if groups else ("unknown" if counts["unknown"] else "equivalent")
    sides = {g["allowed_by"] for g in groups.values()}
    relation = {frozenset(): "equivalent", frozenset("b"): "A stronger", frozenset("a"): "B stronger"}.get(
        frozenset(sides), "incomparable")
    sizes = {}
    for label, _ in tables:
        sizes[label] = sizes.get(label, 0) + 1
    scope = {"levels": [dict(level.to_json(), scenarios=sizes.get(level.describe(), 0)) for level, _ in kept],
             "left_out": [dict(level.to_json(), scenarios=n) for level, n in left_out], "budget": budget,
             "named": [sc.file for sc in named if sc.game == game], "named_scenarios": sizes.get("named", 0),
             "kinds": list(vocab.kinds()), "named_kinds": list(vocab.kinds(True)),
             "kind_classes": [{"kinds": list(c), "named": n, "as": list(c[:2] if vocab.same_kind else c[:1])}
                              for c, n in zip(vocab.kind_classes, vocab.named)],
             "flags": list(vocab.flags),
             "players_vary": vocab.players_matter, "setup_varies": "during_setup" in vocab.reads,
             "held": sorted({_HELD_FACTS[r] for r in vocab.reads if r in _HELD_FACTS}), **counts}
    order_key = {"order": 0, "who": 1}
    diffs = sorted(groups.values(), key=lambda g: (order_key[g["what"]], -g["scenarios"], g["allowed_by"], g["core"]))
    return {"verdict": verdict, "relation": relation if verdict != "unknown" else "unknown", "scope": scope,
            "differences": diffs, "unknown": unknown,
            "vocabulary": vocab.to_json()}
