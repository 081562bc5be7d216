"""The cycles of a pool's trigger graph, and for each whether the rules let it repeat.

A cycle is a list of steps: each an ability and the effect of it whose occurrence triggers the next. Its
resources (`resources_of`) are what its turns use up, read from the cards' words: a card the step must
exhaust (and whether a step of the cycle readies it again), uses counters, a printed "Max N per ...", a
card that a step makes leave play, the health of a character it damages (and whether a step heals it), the
copies of an event in its player's hand (its printed deck limit, else its quantity; each step of the event
plays one).

Each question is asked of the solver over the clauses of topic ``loops`` (`logic.pool_graph.vocab`):

- *realised*: every step resolves in the first turn (else the cycle is dropped, with the core);
- *forced*: no step whose condition occurred and that can be initiated may let it pass (unsat);
- *bounded*: (a card a step takes from a deck to reveal or put into play is, once taken, not there to
  take again: a resource of one copy) no run of two full turns comes back to the state it started from (unsat); then the bound is
  the largest number of full turns a run can make (at most `MAX_TURNS`), and what stops it is the core
  of one turn more;
- *witness*: the model of two turns (or of as many as the bound allows), the world after each turn.

Promises: the same cycle gives the same answer and witness; UNKNOWN answers are reported as such.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3

from logic.abilities import model as m
from logic.pool_graph.nodes import Node
from logic.pool_graph.vocab import LoopView, Resource, Step
from logic.pool_graph.words import CHARACTER_TYPES, noun_types
from logic.registry import load_rule_base
from logic.solve import check

__all__ = ["resources_of", "analyse_cycle", "analyse_shape", "shape_of", "put_back", "MAX_TURNS", "WITNESS_HEALTH", "DEFAULT_USES", "DEFAULT_COPIES",
           "LOOP_TIMEOUT_MS"]

MAX_TURNS = 12
#: the health of a damaged character in a witness (the pool's cards do not print it on every face)
WITNESS_HEALTH = 5
#: uses counters when the card's "Uses (N ...)" was not read
DEFAULT_USES = 3
#: copies of an event in its player's hand when the pool prints neither its deck limit nor its quantity
DEFAULT_COPIES = 3
LOOP_TIMEOUT_MS = 10_000
_LEAVE = (m.EffectKind.DISCARD, m.EffectKind.DEFEAT, m.EffectKind.RETURN_TO_HAND, m.EffectKind.REMOVE_FROM_GAME)
#: costs that take the card paying them out of play
_LEAVE_COST = (m.CostKind.DISCARD, m.CostKind.DEFEAT, m.CostKind.RETURN_TO_HAND, m.CostKind.REMOVE_FROM_GAME)
_DAMAGE = (m.EffectKind.DEAL_DAMAGE, m.EffectKind.TAKE_DAMAGE)
#: effects that take a card from a deck, a discard pile or set aside (its copy is then no longer there)
_FROM_OUT_OF_PLAY = (m.EffectKind.REVEAL, m.EffectKind.PUT_INTO_PLAY, m.EffectKind.DEAL_ENCOUNTER)


def _amount(e) -> int:
    a = getattr(e, "amount", None)
    return a.value if a is not None and isinstance(a.value, int) and a.value > 0 else 1


def _may_hit(target: m.Target | None, card_type: str, same_card: bool) -> bool:
    """Whether a printed target can name a card of ``card_type`` (``same_card``: the card bearing it)."""
    if target is None:
        return False
    if target.noun is m.Noun.THIS_CARD:
        return same_card
    if target.noun is m.Noun.IT:
        return True
    names = noun_types(target.noun) or ()
    return card_type in names


def resources_of(steps: list[Node], effects: list[int], objects: list[str], uses: dict[str, int]) -> list[Resource]:
    """What the cycle's turns use up (see the module). ``objects[i]``: the type of what step i's effect
    hits (from its edge's world); ``uses``: a card's printed uses counters."""
    out: list[Resource] = []
    n = len(steps)
    for i, s in enumerate(steps):
        for c in s.ability.costs:
            if c.kind is m.CostKind.EXHAUST and (c.target is None or c.target.noun is m.Noun.THIS_CARD):
                give = tuple((j, 1) for j, o in enumerate(steps) for e in o.ability.effects
                             if e.kind is m.EffectKind.READY and _may_hit(e.target, s.card.card_type,
                                                                           o.card.code == s.card.code))
                out.append(Resource(f"ready:{s.id}", f"{s.card.name} ({s.card.code}) must be ready: '{s.id}' "
                                    "exhausts it to pay its cost", 1, ((i, 1),), ((i, 1),), give, cap=1))
            elif c.kind is m.CostKind.REMOVE_COUNTERS:
                k = _amount(c)
                give = tuple((j, _amount(e)) for j, o in enumerate(steps) for e in o.ability.effects
                             if e.kind is m.EffectKind.PLACE_COUNTERS and _may_hit(e.target, s.card.card_type,
                                                                                    o.card.code == s.card.code))
                start = uses.get(s.card.code, DEFAULT_USES)
                out.append(Resource(f"counters:{s.id}", f"counters on {s.card.name} ({s.card.code}): '{s.id}' "
                                    f"removes {k} to pay its cost", start, ((i, k),), ((i, k),), give,
                                    kind="counters"))
            elif c.kind in _LEAVE_COST and c.target is not None and c.target.noun is m.Noun.THIS_CARD:
                # "discard Spycraft -> ...": paying the cost takes the card out of play, so the step
                # resolves once for that copy
                need = tuple((j, 1) for j, o in enumerate(steps) if o.card.code == s.card.code)
                out.append(Resource(f"in_play_cost:{s.id}", f"{s.card.name} ({s.card.code}) in play: '{s.id}' "
                                    f"makes it leave play to pay its cost ({c.kind.value.replace('_', ' ')})", 1,
                                    need, ((i, 1),), (), kind="leaves_play"))
        for lim in s.ability.limits:
            out.append(Resource(f"limit:{s.id}", f"'Max {lim.count} per {lim.period.value}' printed on "
                                f"{s.card.name} ({s.card.code})", lim.count, ((i, 1),), ((i, 1),), (),
                                kind="limit"))
        for e in s.ability.effects:
            if e.kind in _LEAVE and e.target is not None and e.target.noun is m.Noun.THIS_CARD:
                need = tuple((j, 1) for j, o in enumerate(steps) if o.card.code == s.card.code)
                out.append(Resource(f"in_play:{s.id}", f"{s.card.name} ({s.card.code}) in play: '{s.id}' "
                                    f"makes it leave play ({e.kind.value.replace('_', ' ')})", 1, need, ((i, 1),), (),
                                    kind="leaves_play"))
    for i, s in enumerate(steps):
        e = s.ability.effects[effects[i]]
        nxt = steps[(i + 1) % n]
        if (e.kind in _FROM_OUT_OF_PLAY and nxt.trigger is not None and nxt.trigger.subject is not None
                and nxt.trigger.subject.noun is m.Noun.THIS_CARD):
            verb = e.kind.value.replace("_", " ")
            out.append(Resource(f"out_of_play:{nxt.id}", f"{nxt.card.name} ({nxt.card.code}) where '{s.id}' takes "
                                f"cards from ({verb}): once taken, this copy is not there to take again", 1,
                                ((i, 1),), ((i, 1),), (), kind="deck"))
        if e.kind in _DAMAGE and objects[i] in CHARACTER_TYPES:
            give = tuple((j, _amount(h)) for j, o in enumerate(steps) for h in o.ability.effects
                         if h.kind is m.EffectKind.HEAL and _may_hit(h.target, objects[i], False))
            out.append(Resource(f"health:{s.id}", f"health of the {objects[i].replace('_', ' ')} '{s.id}' damages "
                                f"({WITNESS_HEALTH} in the witness)", WITNESS_HEALTH, ((i, 1),),
                                ((i, _amount(e)),), give, cap=WITNESS_HEALTH, kind="health"))
    events: dict[str, list[int]] = {}
    for i, s in enumerate(steps):
        if s.card.card_type == "event":
            events.setdefault(s.card.code, []).append(i)
    for code, at in events.items():
        # each step of the event is one copy played from its player's hand (topic loops: the Event entry
        # says where it goes after it resolves)
        card = steps[at[0]].card
        start = card.copies or DEFAULT_COPIES
        printed = "its deck limit" if card.copies else "none printed"
        ids = ", ".join(f"'{steps[i].id}'" for i in at)
        out.append(Resource(f"copies:{code}", f"copies of {card.name} ({code}) in its player's hand ({start}, "
                            f"{printed}), one played each time {ids} resolves",
                            start, tuple((i, 1) for i in at), tuple((i, 1) for i in at), (), kind="copies"))
    assert n == len(effects)
    return out


@dataclass
class CycleAnswer:
    realised: bool | None
    forced: bool | None
    bounded: bool | None
    bound: str
    turns: int | None              # full turns a run can make (None: unbounded or unknown)
    why: list[str]                 # dropped: the core; bounded: what stops it; forced/optional: the clauses
    forced_by: list[str]
    witness: list[dict]


def _steps(nodes: list[Node]) -> list[Step]:
    return [Step(n.id, n.kind, any(e.optional for e in n.ability.effects), n.card.code) for n in nodes]


def _ask(steps, resources, turns, extra_of, rules, ctx=None):
    rb = load_rule_base(rules)
    ctx = ctx if ctx is not None else z3.Context()
    v = LoopView(steps, resources, turns, ctx)
    groups = [(c.id, list(c.build(v))) for c in rb.for_topic("loops")] + v.situation()
    res = check(groups + extra_of(v), ctx, timeout_ms=LOOP_TIMEOUT_MS, minimise=True)
    return res, v


def _all_fire(v: LoopView):
    return [("every step resolves, turn after turn", [v.fires(t, i) for t in v.turns for i in v.steps])]


def _witness(res, v: LoopView, nodes: list[Step]) -> list[dict]:
    mdl = res.model
    turns = []
    for t in v.turns:
        fired = [n.node for i, n in enumerate(nodes) if z3.is_true(mdl.eval(v.fires(t, i), model_completion=True))]
        world = {r.what: mdl.eval(v.level(r.name, *v.next_of(t, len(nodes) - 1)), model_completion=True).as_long()
                 for r in v.resources}
        turns.append({"turn": t + 1, "resolves": fired, "world_after": world})
    return turns


def analyse_cycle(nodes: list[Node], effects: list[int], objects: list[str], uses: dict[str, int],
                  rules: str = "marvel_champions/en", ctx: z3.Context | None = None) -> CycleAnswer:
    """Realised, forced, bounded, bound and witness of one cycle (see the module). Its questions are asked
    in ``ctx`` (a fresh context when None; a caller passing one gives a fresh one per cycle, so the answer
    does not depend on what ran before)."""
    return analyse_shape(_steps(nodes), resources_of(nodes, effects, objects, uses), rules, ctx)


def shape_of(nodes: list[Node], effects: list[int], objects: list[str], uses: dict[str, int]
             ) -> tuple[tuple, dict[str, str]]:
    """The shape of a cycle: its steps and resources with their names and words replaced by placeholders
    (``<S0>``, ``<R0>`` ...), and the map from each placeholder back to what it stands for. Everything the
    questions of `analyse_shape` read is in the shape (kinds, "you may", which steps share a card, every
    resource's numbers), so two cycles of one shape get the same answer, placeholders put back."""
    steps, resources = _steps(nodes), resources_of(nodes, effects, objects, uses)
    cards = {c: f"c{i}" for i, c in enumerate(dict.fromkeys(s.card for s in steps))}
    back = {f"<S{i}>": s.node for i, s in enumerate(steps)}
    back.update({f"<R{j}>": r.what for j, r in enumerate(resources)})
    shaped = (tuple(Step(f"<S{i}>", s.kind, s.may, cards[s.card]) for i, s in enumerate(steps)),
              tuple(Resource(f"r{j}", f"<R{j}>", r.start, r.need, r.use, r.give, r.cap, r.kind)
                    for j, r in enumerate(resources)))
    return shaped, back


def put_back(ans: CycleAnswer, back: dict[str, str]) -> CycleAnswer:
    """``ans`` (of a shape) with every placeholder replaced by what it stands for (see `shape_of`)."""
    import re
    pat = re.compile("|".join(re.escape(k) for k in sorted(back, key=len, reverse=True))) if back else None

    def sub(x):
        if pat is None:
            return x
        if isinstance(x, str):
            return pat.sub(lambda mt: back[mt.group(0)], x)
        if isinstance(x, list):
            return [sub(v) for v in x]
        if isinstance(x, dict):
            return {sub(k): sub(v) for k, v in x.items()}
        return x
    return CycleAnswer(ans.realised, ans.forced, ans.bounded, sub(ans.bound), ans.turns, sub(ans.why),
                       list(ans.forced_by), sub(ans.witness))


def analyse_shape(steps: list[Step] | tuple, resources: list[Resource] | tuple, rules: str = "marvel_champions/en",
                  ctx: z3.Context | None = None) -> CycleAnswer:
    """`analyse_cycle` over a cycle's steps and resources (its shape, `shape_of`, or the real ones)."""
    nodes, resources = list(steps), list(resources)
    first, _ = _ask(nodes, resources, 1, _all_fire, rules, ctx)
    if first.status != "sat":
        return CycleAnswer(None if first.status == "unknown" else False, None, None, "", None,
                           list(first.core) or [first.reason], [], [])

    def declines(v):
        return [("some step that can be initiated lets its condition pass",
                 [z3.Or([z3.And(v.occurs(0, i), v.can_initiate(0, i), z3.Not(v.fires(0, i))) for i in v.steps])])]
    dec, _ = _ask(nodes, resources, 1, declines, rules, ctx)
    forced = None if dec.status == "unknown" else dec.unsat
    forced_by = [c for c in dec.core if c.startswith("mc.")] if dec.unsat else []

    def lasso(v):
        # a turn that ends where it began repeats for ever: from the start (period two) or after one turn
        # (a heal capped at full health, say, makes the first turn's state differ from every later one)
        return _all_fire(v) + [("the state after two turns is the state before the first or after it",
                                [z3.Or(z3.And([a == b for a, b in zip(v.state(0), v.state(2))]),
                                       z3.And([a == b for a, b in zip(v.state(1), v.state(2))]))])]
    loop, v2 = _ask(nodes, resources, 2, lasso, rules, ctx)
    if loop.status == "unknown":
        return CycleAnswer(True, forced, None, "unknown: " + loop.reason, None, [], forced_by, [])
    if loop.sat:
        return CycleAnswer(True, forced, False, "none: a turn comes back to the state it started from",
                           None, [], forced_by, _witness(loop, v2, nodes))
    stop = []
    turns = 1
    for t in range(2, MAX_TURNS + 2):
        res, v = _ask(nodes, resources, t, _all_fire, rules, ctx)
        if res.status != "sat":
            stop = [c for c in res.core if not c.startswith("mc.") and c != "every step resolves, turn after turn"]
            if res.status == "unknown":
                return CycleAnswer(True, forced, None, "unknown: " + res.reason, None, [], forced_by, [])
            break
        turns = t
    else:
        return CycleAnswer(True, forced, None, f"not found within {MAX_TURNS} turns", None, [], forced_by, [])
    # the witness: two turns when the bound allows, else the turns it makes and the turn it cannot
    shown_turns = max(2, turns) if turns >= 2 else 2
    wres, wv = _ask(nodes, resources, min(shown_turns, 2) if turns >= 2 else 2,
                    lambda v: [("as many steps as can resolve do", [v.fires(t, i) for t in range(min(turns, 2))
                                                                   for i in v.steps])], rules, ctx)
    witness = _witness(wres, wv, nodes) if wres.sat else []
    bound = f"{turns} turn{'s' if turns != 1 else ''}, stopped by: " + "; ".join(stop)
    return CycleAnswer(True, forced, True, bound, turns, stop, forced_by, witness)
