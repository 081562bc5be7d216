"""Edges A -> B of the trigger graph: an effect of A can produce an occurrence that meets B's trigger.

Candidates come from an index (the event kinds A's effects produce against the event kind B waits for):
an index, not the decision. Each candidate is decided by z3 (`logic.solve.check`) over one small world:
the two cards (types fixed, controllers free), the object the occurrence happens to (type, controller,
whether it is one of the two cards, exhausted or not), the acting player, each player's form, and the seat
of each card's "you" (a player card's controller; for an encounter card, some player). An unsat answer
keeps the edge out and gives its reason (the labels of the core, each naming the words it comes from);
a sat answer keeps it in with the words of both abilities.

What is not modelled is never assumed away silently: a filter, an owner or a condition the edge cannot
express is listed in the edge's ``assumes`` (the edge holds if those words allow it), and a target
naming a card by name or "it" with nothing to refer to keeps the edge out with that reason.

Decisions are cached by the pair of structures (identical wordings on cards of identical types and
traits are decided once).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import z3

from logic.abilities import model as m
from logic.pool_graph.nodes import Node
from logic.pool_graph.words import (ACTOR_EVENTS, ENCOUNTER_TYPES, PLAYER, PRODUCES, TYPES, noun_types)
from logic.solve import check

__all__ = ["Decision", "candidates", "decide", "EDGE_TIMEOUT_MS"]

EDGE_TIMEOUT_MS = 5_000
_T = {t: i for i, t in enumerate(TYPES)}
_ENC = [_T[t] for t in ENCOUNTER_TYPES]


@dataclass(frozen=True)
class Decision:
    """One candidate's answer: ``status`` sat (an edge), unsat (no edge) or unknown; ``why`` the labels
    (sat: what makes it; unsat: the core), ``assumes`` the words not modelled, ``event`` the occurrence,
    ``effect`` the index of A's effect."""
    status: str
    event: str
    effect: int
    why: tuple[str, ...]
    assumes: tuple[str, ...] = ()
    world: tuple[tuple[str, str], ...] = ()


def candidates(sources: list[Node], targets: list[Node]) -> list[tuple[Node, int, Node]]:
    """(A, effect index, B) for every effect of A producing the event kind B's trigger waits for, in order."""
    by_event: dict[m.EventKind, list[Node]] = {}
    for b in targets:
        if b.trigger is not None:
            by_event.setdefault(b.trigger.event, []).append(b)
    out = []
    for a in sources:
        for k, e in a.effects:
            for ev in PRODUCES[e.kind]:
                for b in by_event.get(ev, ()):
                    out.append((a, k, b))
    return out


class _Obj:
    """A thing in the edge's world: a type, a controller (0 the encounter side, 1 or 2 a player), exhausted."""

    def __init__(self, name: str, ctx: z3.Context):
        self.name = name
        self.t = z3.Int(f"{name}.type", ctx)
        self.c = z3.Int(f"{name}.controller", ctx)
        self.ex = z3.Bool(f"{name}.exhausted", ctx)
        self.ctx = ctx

    def same(self, o: "_Obj") -> z3.BoolRef:
        return z3.And(self.t == o.t, self.c == o.c, self.ex == o.ex)

    def well_formed(self) -> list[z3.BoolRef]:
        enc = z3.Or([self.t == i for i in _ENC])
        return [self.t >= 0, self.t < len(TYPES), self.c >= 0, self.c <= 2,
                z3.Implies(enc, self.c == 0), z3.Implies(z3.Not(enc), self.c >= 1)]


def _types(o: _Obj, names) -> z3.BoolRef:
    return z3.Or([o.t == _T[t] for t in names if t in _T] or [z3.BoolVal(False, o.ctx)])


def _card_facts(card, o: _Obj, you: z3.ArithRef, traits_of) -> list[z3.BoolRef]:
    """A card of the pool: its printed type; "you" is its controller, or for an encounter card a player."""
    facts = [o.t == _T.get(card.card_type, -1), you >= 1, you <= 2]
    if card.card_type not in ENCOUNTER_TYPES:
        facts.append(you == o.c)
    return facts


class _Spec:
    """Constraints a printed target puts on an object, as labelled groups, and what it cannot model."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.groups: list[tuple[str, list]] = []
        self.assumes: list[str] = []
        self.blocked: str | None = None

    def target(self, label: str, t: m.Target | None, x: _Obj, card_obj: _Obj, you, ref: _Obj | None,
               trait_of) -> None:
        if t is None:
            return
        alts = (t,) + tuple(t.also)
        ors = []
        for u in alts:
            c = self._one(label, u, x, card_obj, you, ref, trait_of)
            if c is None:
                return
            ors.append(c)
        self.groups.append((label, [z3.Or(ors)]))

    def _one(self, label, t: m.Target, x: _Obj, card_obj: _Obj, you, ref, trait_of):
        n = t.noun
        if n is m.Noun.THIS_CARD:
            base = x.same(card_obj)
        elif n is m.Noun.IT:
            if ref is None:
                self.blocked = f"{label}: 'it' refers to nothing read"
                return None
            base = x.same(ref)
        elif n is m.Noun.YOU:
            base = z3.And(x.c == you, _types(x, (PLAYER, "hero", "alter_ego")))
        elif n is m.Noun.NAMED_CARD:
            self.blocked = f"{label}: names a card ({t.name or 'by name'}) the graph does not resolve"
            return None
        else:
            names = noun_types(n)
            if names is None:
                self.blocked = f"{label}: '{n.value}' names nothing the graph follows"
                return None
            base = _types(x, names)
        parts = [base]
        for f in t.filters:
            if f.kind is m.FilterKind.CONTROLLER:
                parts.append(x.c == you)
            elif f.kind is m.FilterKind.FRIENDLY:
                parts.append(x.c >= 1)
            elif f.kind is m.FilterKind.OTHER:
                parts.append(z3.Not(x.same(card_obj)))
            elif f.kind is m.FilterKind.EXHAUSTED:
                parts.append(x.ex)
            elif f.kind is m.FilterKind.READY:
                parts.append(z3.Not(x.ex))
            elif f.kind is m.FilterKind.TRAIT:
                parts.append(trait_of(x, f.value.lower()))
            else:
                self.assumes.append(f"{label}: filter '{f.kind.value}{(' ' + f.value) if f.value else ''}'")
        if t.owner is not None:
            self.assumes.append(f"{label}: owner '{t.owner.noun.value}'")
        return z3.And(parts)


def _condition(label: str, cond: m.Condition, spec: _Spec, card_obj: _Obj, x: _Obj, you, hero) -> None:
    """A condition of an ability, on the world after the occurrence; unmodelled ones are assumed."""
    p = cond.predicate
    if cond.kind not in (m.ConditionKind.IF, m.ConditionKind.FORM_ONLY, m.ConditionKind.WHILE,
                         m.ConditionKind.AS_LONG_AS) or p is None:
        spec.assumes.append(f"{label}: {cond.kind.value} condition")
        return
    sign = (lambda c: z3.Not(c)) if p.negated else (lambda c: c)
    if p.kind is m.PredicateKind.IN_FORM and p.form in ("hero", "alter_ego"):
        want = hero(you)
        spec.groups.append((f"{label}: you are in {p.form.replace('_', '-')} form",
                            [sign(want if p.form == "hero" else z3.Not(want))]))
    elif p.kind is m.PredicateKind.IS_EXHAUSTED and p.subject is not None and p.subject.noun in (
            m.Noun.THIS_CARD, m.Noun.IT):
        o = card_obj if p.subject.noun is m.Noun.THIS_CARD else x
        spec.groups.append((f"{label}: {'this card' if o is card_obj else 'it'} is exhausted", [sign(o.ex)]))
    else:
        spec.assumes.append(f"{label}: condition '{p.kind.value}'")


def decide(a: Node, k: int, b: Node) -> Decision:
    """Whether effect ``k`` of ``a`` can produce an occurrence meeting ``b``'s trigger (see the module)."""
    return _decide(_key(a), k, _key(b), a.ability.effects[k].kind.value, b.trigger.event.value)


def _key(n: Node):
    """What the decision reads of a node: its structure, trigger, card type and traits (not its code)."""
    return (n.ability, n.trigger, n.card.card_type, n.card.traits, n.card.code)


@lru_cache(maxsize=1 << 16)
def _decide_struct(ab_a, trig_a, type_a, traits_a, ab_b, trig_b, type_b, traits_b, k, same_card) -> Decision:
    ctx = z3.Context()
    card_a, card_b = _Obj("card A", ctx), _Obj("card B", ctx)
    you_a, you_b = z3.Int("A's you", ctx), z3.Int("B's you", ctx)
    x, sa, actor = _Obj("object", ctx), _Obj("A's trigger object", ctx), _Obj("actor", ctx)
    hero1, hero2 = z3.Bool("player 1 in hero form", ctx), z3.Bool("player 2 in hero form", ctx)

    def hero(you):
        return z3.If(you == 1, hero1, hero2)

    trait_vars: dict[tuple[str, str], z3.BoolRef] = {}

    def trait_of(o: _Obj, trait: str):
        v = trait_vars.setdefault((o.name, trait), z3.Bool(f"{o.name} has trait {trait}", ctx))
        return v

    effect = ab_a.effects[k]
    ev = trig_b.event
    world = [("world", [c for o in (card_a, card_b, x, sa, actor) for c in o.well_formed()])]
    facts = _card_facts(_C(type_a), card_a, you_a, None) + _card_facts(_C(type_b), card_b, you_b, None)
    for o, traits in ((card_a, traits_a), (card_b, traits_b)):
        for (name, tr), v in list(trait_vars.items()):
            pass
    world.append(("the two cards' printed types; each 'you' is its card's controller (an encounter card's: a player)",
                  facts))
    if same_card:
        world.append(("A and B are on the same card", [card_a.same(card_b), you_a == you_b]))
    spec = _Spec(ctx)
    # A's trigger object, for "it" in A's effect
    ref = None
    if trig_a is not None and trig_a.subject is not None and trig_a.event not in ACTOR_EVENTS:
        spec.target("A's trigger", trig_a.subject, sa, card_a, you_a, None, trait_of)
        ref = sa
    elif trig_a is not None and trig_a.object is not None:
        spec.target("A's trigger", trig_a.object, sa, card_a, you_a, None, trait_of)
        ref = sa
    # what A's effect does it to
    if effect.kind is m.EffectKind.DRAW and effect.target is None:
        spec.groups.append(("A's effect: you draw", [x.same(actor), x.t == _T[PLAYER], x.c == you_a]))
    else:
        spec.target("A's effect", effect.target, x, card_a, you_a, ref, trait_of)
        if effect.target is None:
            spec.assumes.append("A's effect: its target was not read")
    # who acts
    if ev is m.EventKind.DEALS_DAMAGE:
        spec.groups.append(("A's card deals the damage", [actor.same(card_a)]))
    elif ev in ACTOR_EVENTS and not (effect.kind is m.EffectKind.DRAW and effect.target is None):
        if effect.kind is m.EffectKind.DRAW:
            spec.groups.append(("the drawing player is the effect's target", [actor.same(x)]))
        else:
            spec.groups.append(("A's 'you' acts", [actor.t == _T[PLAYER], actor.c == you_a]))
    # B's trigger
    if ev in ACTOR_EVENTS:
        spec.target("B's trigger (who acts)", trig_b.subject, actor, card_b, you_b, None, trait_of)
        spec.target("B's trigger (what it is done to)", trig_b.object, x, card_b, you_b, None, trait_of)
    else:
        for part, t in (("B's trigger", trig_b.subject), ("B's trigger (object)", trig_b.object)):
            if t is not None and (noun_types(t.noun) is not None or t.noun in (m.Noun.THIS_CARD, m.Noun.IT)):
                spec.target(part, t, x, card_b, you_b, None, trait_of)
    if spec.blocked:
        return Decision("unsat", ev.value, k, (spec.blocked,), tuple(spec.assumes))
    # the occurrence's own end state
    if ev is m.EventKind.EXHAUSTED:
        world.append(("after 'exhausted' the object is exhausted", [x.ex]))
    elif ev is m.EventKind.READIED:
        world.append(("after 'readied' the object is ready", [z3.Not(x.ex)]))
    for o, traits, name in ((card_a, traits_a, "card A"), (card_b, traits_b, "card B")):
        for (oname, tr), v in trait_vars.items():
            if oname == name:
                world.append((f"{name}'s printed traits", [v if tr in traits else z3.Not(v)]))
    for oname in ("object", "A's trigger object", "actor"):
        o = {"object": x, "A's trigger object": sa, "actor": actor}[oname]
        for other in (card_a, card_b):
            for (n1, tr), v in trait_vars.items():
                if n1 == oname:
                    w = trait_vars.get((other.name, tr))
                    if w is None:
                        w = z3.BoolVal(tr in (traits_a if other is card_a else traits_b), ctx)
                    world.append((f"{oname} is {other.name}: same traits", [z3.Implies(o.same(other), v == w)]))
    # conditions (A's before it resolves, B's after the occurrence)
    for ab, card_obj, you, who in ((ab_a, card_a, you_a, "A"), (ab_b, card_b, you_b, "B")):
        for c in ab.conditions:
            _condition(f"{who}'s condition", c, spec, card_obj, x, you, hero)
        if ab.form in ("hero", "alter_ego"):
            want = hero(you)
            spec.groups.append((f"{who} is a {ab.form.replace('_', '-')} ability",
                                [want if ab.form == "hero" else z3.Not(want)]))
    res = check(world + spec.groups, ctx, timeout_ms=EDGE_TIMEOUT_MS, minimise=True)
    if res.status == "unsat":
        return Decision("unsat", ev.value, k, tuple(res.core), tuple(dict.fromkeys(spec.assumes)))
    if res.status != "sat":
        return Decision("unknown", ev.value, k, (res.reason or "unknown",), tuple(dict.fromkeys(spec.assumes)))
    mdl = res.model
    world_out = []
    for name, o in (("object", x), ("actor", actor)):
        t = mdl.eval(o.t, model_completion=True).as_long()
        c = mdl.eval(o.c, model_completion=True).as_long()
        world_out.append((name, f"{TYPES[t]} ({'encounter' if c == 0 else f'player {c}'})"))
    world_out.append(("A's you", f"player {mdl.eval(you_a, model_completion=True)}"))
    world_out.append(("B's you", f"player {mdl.eval(you_b, model_completion=True)}"))
    return Decision("sat", ev.value, k, tuple(l for l, _ in spec.groups), tuple(dict.fromkeys(spec.assumes)),
                    tuple(world_out))


@dataclass(frozen=True)
class _C:
    card_type: str


def _decide(ka, k, kb, _ek, _ev) -> Decision:
    ab_a, trig_a, type_a, traits_a, code_a = ka
    ab_b, trig_b, type_b, traits_b, code_b = kb
    return _decide_struct(_strip(ab_a), trig_a, type_a, traits_a, _strip(ab_b), trig_b, type_b, traits_b, k,
                          code_a == code_b)


def _strip(ab: m.Ability) -> m.Ability:
    """The ability without its sentences' texts and spans (identical wordings on two cards decide once)."""
    from dataclasses import replace
    return replace(ab, sentences=())
