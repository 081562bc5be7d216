"""A rule base's clauses, instantiated on a situation: the input of every check.

`RuleProblem` holds one rule base in one z3 context. ``grounded(situation, k)``
gives the clauses instantiated for ``k`` rulings side by side over the
situation's Herbrand terms (see `logic.ground`), as labelled groups ready for
`logic.solve.check`: one group per clause id, one for the situation's shape.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

import z3

from ..errors import EncodingError
from ..ground import NotUniversal, herbrand_terms, instantiate
from ..registry import RuleBase, load_rule_base
from .situations import Situation
from ..solve import DEFAULT_TIMEOUT_MS, Labelled, Result, Session
from ..z3walk import mentions
from .vocab import World

__all__ = ["RuleProblem", "Grounded", "SHAPE", "UNBOUNDED_SCOPE"]

SHAPE = "situation"
UNBOUNDED_SCOPE = "any number of players and cards (universal clauses, finite Herbrand universe)"


@dataclass
class Grounded:
    """Ground clause instances for one situation and ``rulings`` rulings."""

    situation: Situation
    rulings: int
    groups: list[Labelled]
    scope: str
    terms: object = None  # the Herbrand terms (logic.ground.Terms)
    ctx: z3.Context | None = None
    timeout_ms: int = DEFAULT_TIMEOUT_MS
    _session: Session | None = None

    def conjunction(self) -> z3.BoolRef:
        return z3.And([c for _, cs in self.groups for c in cs])

    def check(self, extra: list[Labelled] = (), *, minimise: bool = True, keep=None,
              canonical: bool = False, needed: frozenset = frozenset(), model: bool = True) -> Result:
        """Check these clause instances (those ``keep`` accepts) with ``extra`` (see `Session.check`)."""
        if self._session is None:
            self._session = Session(self.groups, self.ctx, self.timeout_ms)
        return self._session.check(extra, minimise=minimise, keep=keep, canonical=canonical, needed=needed,
                                   model=model)


_GROUND_CACHES: "weakref.WeakKeyDictionary[World, dict]" = weakref.WeakKeyDictionary()


def _ground_cache(world: World) -> dict:
    """The Herbrand terms of each situation and the instances of each formula on them, for every
    problem built on ``world``."""
    got = _GROUND_CACHES.get(world)
    if got is None:
        got = _GROUND_CACHES[world] = {}
    return got


class RuleProblem:
    """One rule base's clauses in a z3 context of their own, or in ``world``'s: the problems
    of one rule base under other readings share it, so that what is the same in both (a clause
    with no other reading, a situation's terms) is built and grounded once (`_ground_cache`),
    and a survey under another reading can start from the default's witnesses. ``base`` is the
    problem under the default readings when this one is under others.

    ``topic`` ``you`` (the default) holds the clauses on the kind of a "you" (identity or
    player); ``seat`` holds the clauses on which player it is, with the "you" clauses that
    only define the world (no ruling symbol in them, e.g. which card types are encounter cards).
    """

    def __init__(self, rule_base: str | RuleBase, timeout_ms: int = DEFAULT_TIMEOUT_MS,
                 readings: dict[str, str] | tuple | None = None, world: World | None = None,
                 base: "RuleProblem | None" = None, topic: str = "you"):
        self.rb = load_rule_base(rule_base) if isinstance(rule_base, str) else rule_base
        #: the reading of every clause with readings (defaults, with ``readings`` put over them)
        self.readings: tuple[tuple[str, str], ...] = self.rb.with_readings(dict(readings or {}))
        self.topic = topic
        self.world = world or World()
        self.base = base
        self.clauses = self.rb.for_topic(topic)
        if topic == "seat":
            self.clauses = [c for c in self.rb.for_topic("you") if self._world_only(c)] + self.clauses
        self.timeout_ms = timeout_ms
        self._quantified: dict[str, list[tuple[str, list[z3.BoolRef]]]] = {}
        self._grounded: dict[tuple, Grounded] = {}
        #: surveys made on this problem, by question and fixed features (`logic.you.analyses.survey`),
        #: and the situations of sentences, by size and resolver
        self.surveys: dict[tuple, object] = {}

    @property
    def name(self) -> str:
        return self.rb.name

    def _world_only(self, c) -> bool:
        """Whether clause ``c`` speaks of the world alone (no ruling symbol in its formulas)."""
        view = self.world.ruling("probe")
        ruling = {f.name() for f in view.ruling_functions()}
        built = c.build_under(dict(self.readings).get(c.id))(view)
        todo = list(built) if isinstance(built, (list, tuple)) else [built]
        return not any(mentions(e, ruling) for e in todo)

    def functions(self) -> list[z3.FuncDeclRef]:
        """The world functions whose terms the situations of this topic range over."""
        fs = self.world.world_functions()
        return fs + self.world.seat_functions() if self.topic == "seat" else fs

    def quantified(self, tag: int | str = 1) -> list[tuple[str, list[z3.BoolRef]]]:
        """Each clause's constraints for ruling ``tag``, still quantified (for export)."""
        key = str(tag)
        if key not in self._quantified:
            view = self.world.ruling(key)
            chosen = dict(self.readings)
            out = []
            for c in self.clauses:
                built = c.build_under(chosen.get(c.id))(view)
                built = list(built) if isinstance(built, (list, tuple)) else [built]
                if not all(isinstance(b, z3.BoolRef) for b in built):
                    raise EncodingError(f"clause {c.id} did not return z3 Boolean constraints", c.file)
                out.append((c.id, built))
            self._quantified[key] = out
        return self._quantified[key]

    def sorts(self) -> list[z3.SortRef]:
        w = self.world
        return [w.Player, w.Card, w.Occurrence, w.Sentence, w.Action]

    def grounded(self, situation: Situation, key: tuple, rulings: int = 1) -> Grounded:
        """The clauses instantiated on ``situation`` for ``rulings`` rulings (cached under ``key``)."""
        cache_key = (key, rulings)
        if cache_key not in self._grounded:
            shared = _ground_cache(self.world)
            here = (self.topic, tuple(c.get_id() for c in situation.constants))
            if ("terms", here) not in shared:
                shared[("terms", here)] = (herbrand_terms(situation.constants, self.functions(), self.sorts()),
                                           list(situation.constants))
            terms = shared[("terms", here)][0]
            groups: list[Labelled] = [(SHAPE, list(situation.shape))]
            by_id: dict[str, list[z3.BoolRef]] = {}
            for tag in range(1, rulings + 1):
                for cid, formulas in self.quantified(tag):
                    for f in formulas:
                        try:
                            entry = ("ground", f.get_id(), here)
                            if entry not in shared:  # the formula is kept with its instances: its id stays its own
                                shared[entry] = (instantiate(f, terms), f)
                            by_id.setdefault(cid, []).extend(shared[entry][0])
                        except NotUniversal as exc:
                            clause = self.rb.clause(cid)
                            raise EncodingError(f"clause {cid} is not universal: {exc}", clause.file) from None
            groups += [(cid, cs) for cid, cs in by_id.items()]
            scope = UNBOUNDED_SCOPE if terms.complete else f"bounded: terms up to depth {terms.depth}"
            self._grounded[cache_key] = Grounded(situation, rulings, groups, scope, terms, self.world.ctx,
                                                 self.timeout_ms)
        return self._grounded[cache_key]
