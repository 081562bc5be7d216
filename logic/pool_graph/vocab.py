"""The ``loops`` vocabulary: a cycle of the trigger graph run for a number of turns.

The clauses of topic ``loops`` (``encodings/<game>/<lang>/loops_*.py``) are written over a `LoopView`:
for each turn ``t`` and step ``i`` of the cycle, whether the step's ability resolves (`fires`), whether its
triggering condition occurred (`occurs`), whether its costs can be paid (`payable`), whether it has a valid
target (`valid_target`), whether its card is in play (`in_play`). The clauses say which of these the rules
tie together (a mandatory ability resolves when it can; nothing resolves without its condition ...).

What the view itself states (`situation`) is what the cards' words do, not what the rules say: the first
step's condition occurs once; step ``i``'s resolution is the occurrence step ``i+1`` waits for; each
`Resource` (a card that must be ready to exhaust, uses counters, a printed "Max N per ...", a card that
leaves play, a health total) goes down by what a step pays or does and up by what a step restores; the
copies of an event in hand (`in_hand`) change only as the rules say (`copies_played`).

Promises: the same cycle, resources and turns give the same constraints (names included).
"""

from __future__ import annotations

from dataclasses import dataclass

import z3

__all__ = ["Resource", "Step", "LoopView"]


@dataclass(frozen=True)
class Resource:
    """Something a turn uses up: ``start`` units; step ``i`` needs ``need[i]`` and uses ``use[i]`` units when
    it resolves, step ``j`` gives back ``give[j]``; ``what`` says it in words (a label of the core)."""
    name: str
    what: str
    start: int
    need: tuple[tuple[int, int], ...] = ()      # (step, units needed to resolve): a cost or a target
    use: tuple[tuple[int, int], ...] = ()
    give: tuple[tuple[int, int], ...] = ()
    cap: int | None = None                       # at most this many (a card is ready or not)
    kind: str = "cost"                           # cost, limit, counters, leaves_play, health, deck, copies


@dataclass(frozen=True)
class Step:
    """One ability of the cycle: its kind, whether its effect is optional ("you may"), its card."""
    node: str
    kind: str
    may: bool
    card: str


class LoopView:
    """The variables of a cycle's run (see the module); ``turns`` turns of ``len(steps)`` steps each."""

    def __init__(self, steps: list[Step], resources: list[Resource], turns: int, ctx: z3.Context):
        self.steps_ = steps
        self.resources = resources
        self.turns = range(turns)
        self.steps = range(len(steps))
        self.ctx = ctx
        self._f = {(t, i): z3.Bool(f"turn {t + 1}: {steps[i].node} resolves", ctx)
                   for t in self.turns for i in self.steps}
        # level[r][(t, i)]: the units of resource r just before step i of turn t; (turns, 0) the end
        self._lv = {r.name: {(t, i): z3.Int(f"{r.name} before turn {t + 1} step {i + 1}", ctx)
                             for t in self.turns for i in self.steps} | {(turns, 0): z3.Int(f"{r.name} at the end", ctx)}
                    for r in resources}

    # -- what the clauses read -------------------------------------------------------------------
    def kind_is(self, i: int, *kinds: str) -> z3.BoolRef:
        return z3.BoolVal(self.steps_[i].kind in kinds, self.ctx)

    def may(self, i: int) -> z3.BoolRef:
        """The step's effect is worded "you may"."""
        return z3.BoolVal(self.steps_[i].may, self.ctx)

    def fires(self, t: int, i: int) -> z3.BoolRef:
        return self._f[(t, i)]

    def occurs(self, t: int, i: int) -> z3.BoolRef:
        """Step i's triggering condition occurred in turn t: the step before it resolved (the first step's
        condition occurs once, to start the cycle, then after the last step of the turn before)."""
        if i > 0:
            return self._f[(t, i - 1)]
        return z3.BoolVal(True, self.ctx) if t == 0 else self._f[(t - 1, len(self.steps_) - 1)]

    def _enough(self, t: int, i: int, kinds) -> z3.BoolRef:
        out = [self._lv[r.name][(t, i)] >= n for r in self.resources if r.kind in kinds
               for s, n in r.need if s == i]
        return z3.And(out) if out else z3.BoolVal(True, self.ctx)

    def payable(self, t: int, i: int) -> z3.BoolRef:
        """Its costs can be paid (a card to exhaust is ready, counters to remove are there)."""
        return self._enough(t, i, ("cost", "counters"))

    def valid_target(self, t: int, i: int) -> z3.BoolRef:
        """What it targets is still there (a damaged character has health left, a card to reveal is still
        where the step takes it from)."""
        return self._enough(t, i, ("health", "deck"))

    def in_play(self, t: int, i: int) -> z3.BoolRef:
        """Its card is still in play."""
        return self._enough(t, i, ("leaves_play",))

    def within_limit(self, t: int, i: int) -> z3.BoolRef:
        """Its printed limit ("Max N per ...") is not used up."""
        return self._enough(t, i, ("limit",))

    def in_hand(self, t: int, i: int) -> z3.BoolRef:
        """A copy of its card is in its player's hand (an event's step; true for any other card)."""
        return self._enough(t, i, ("copies",))

    def is_event(self, i: int) -> bool:
        """Its card is an event (the cycle counts the copies in hand of it): known before solving, so a clause
        about events states nothing of a cycle without one."""
        return any(r.kind == "copies" and any(s == i for s, _ in r.use) for r in self.resources)

    def copies_played(self, t: int, i: int) -> list[z3.BoolRef]:
        """The copies in hand of step i's event card after step i of turn t: one fewer when it resolves (the
        situation leaves that change to the rules: `situation`)."""
        out = []
        for r in self.resources:
            if r.kind != "copies":
                continue
            n = dict(r.use).get(i)
            if n is not None:
                lv = self._lv[r.name]
                out.append(lv[self.next_of(t, i)] == lv[(t, i)] - z3.If(self._f[(t, i)], n, 0))
        return out

    def can_initiate(self, t: int, i: int) -> z3.BoolRef:
        parts = [self.payable(t, i), self.valid_target(t, i), self.in_play(t, i), self.within_limit(t, i)]
        if any(r.kind == "copies" for r in self.resources):   # an event's step: a copy in hand too
            parts.append(self.in_hand(t, i))
        return z3.And(parts)

    def each_step(self, f) -> list[z3.BoolRef]:
        return [f(t, i) for t in self.turns for i in self.steps]

    # -- what the words state ----------------------------------------------------------------------
    def level(self, r: str, t: int, i: int) -> z3.ArithRef:
        return self._lv[r][(t, i)]

    def next_of(self, t: int, i: int) -> tuple[int, int]:
        return (t, i + 1) if i + 1 < len(self.steps_) else (t + 1, 0)

    def situation(self) -> list[tuple[str, list[z3.BoolRef]]]:
        """Labelled groups: each resource's start and how each step changes it; the printed limits."""
        groups = []
        for r in self.resources:
            lv = self._lv[r.name]
            cs = [lv[(0, 0)] == r.start]
            use, give = dict(r.use), dict(r.give)
            for t in self.turns:
                for i in self.steps:
                    if r.kind == "copies" and i in use:
                        continue            # what playing an event does with the copy: the rules' (copies_played)
                    nxt = lv[self.next_of(t, i)]
                    delta = z3.If(self._f[(t, i)], give.get(i, 0) - use.get(i, 0), 0)
                    val = lv[(t, i)] + delta
                    if r.cap is not None:
                        val = z3.If(val > r.cap, r.cap, val)
                    cs.append(nxt == val)
            if r.kind == "limit":   # the card's own words: at most N resolutions per period
                cs += [z3.Implies(self._f[(t, i)], lv[(t, i)] >= n) for t in self.turns for i, n in r.need]
            groups.append((r.what, cs))
        return groups

    def state(self, t: int) -> list[z3.ArithRef]:
        """Every resource's units at the start of turn t (t == turns: at the end)."""
        return [self._lv[r.name][(t, 0)] for r in self.resources]
