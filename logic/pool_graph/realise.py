"""Whether one situation realises a whole cycle: every edge at once, over shared cards and seats.

Each edge was decided alone; a cycle needs more: a card has one controller and one "you" around the
whole cycle, and what "it" names in a step is the very object whose occurrence triggered that step. One
z3 problem holds the cycle's cards (one thing per card code, its exhausted state per moment), the object
of each step, and every edge's constraints (`logic.pool_graph.edges.edge_constraints`), labelled by step.

`realise(nodes, effects)` promises: ``("sat", [], situation)`` with the objects of a model in words (each
step's object also named as a ``thing``, one name per thing: a cycle card's code, a player's seat, else its
type and a number), or
``("unsat", core, [])`` naming the steps' words that cannot hold together, or ``("unknown", [reason], [])``.
"""

from __future__ import annotations

import z3

from logic.pool_graph.edges import EDGE_TIMEOUT_MS, _World, anaphor_resolves, describe, edge_constraints
from logic.pool_graph.nodes import Node
from logic.pool_graph.words import PLAYER, TYPES, attack_label
from logic.solve import check

__all__ = ["realise"]


def realise(nodes: list[Node], effects: list[int], ctx: z3.Context | None = None
            ) -> tuple[str, list[str], list[dict]]:
    """See the module (``ctx``: where to ask; a fresh context when None)."""
    ctx = ctx if ctx is not None else z3.Context()
    w = _World(ctx)
    master: dict[str, tuple] = {}
    n = len(nodes)
    for s in nodes:
        if s.card.code not in master:
            master[s.card.code] = w.card(f"{s.card.name} ({s.card.code})", s.card.card_type, s.card.traits,
                                         "each card's printed type; its 'you' is its controller (an encounter "
                                         "card's: a player)", s.card.name.strip().lower())
    codes = list(master)
    w.groups.append(("the cycle's cards are distinct things",
                     [master[a][0].ident != master[b][0].ident for i, a in enumerate(codes) for b in codes[i + 1:]]))

    def at_moment(code: str, i: int):
        """The card at step i's moment: the same thing, its own exhausted state."""
        base, you = master[code]
        o = w.obj(f"{base.name} at step {i + 1}")
        w.groups.append(("world", [o.same(base)]))
        return o, you

    xs = [w.obj(f"object of step {i + 1}") for i in range(n)]
    # the damage each step's effect deals is from an attack (a step's trigger meets the step before's damage)
    srcs = [z3.Bool(f"damage of step {i + 1} is from an attack", ctx) for i in range(n)]
    actors = [w.obj(f"actor of step {i + 1}") for i in range(n)]
    groups, assumes = [], []
    for i, a in enumerate(nodes):
        b = nodes[(i + 1) % n]
        card_a, you_a = at_moment(a.card.code, i)
        card_b, you_b = at_moment(b.card.code, (i + 1) % n)
        ok = a.trigger is not None and anaphor_resolves(a.ability, effects[i])
        ref = xs[i - 1] if ok else None
        spec = edge_constraints(w, _strip(a.ability), a.trigger if ok else None, effects[i], _strip(b.ability), b.trigger, card_a,
                                you_a, card_b, you_b, xs[i], actors[i], ref, tag=f"step {i + 1} ({a.id} -> {b.id}): ",
                                src=srcs[i], ref_src=srcs[i - 1] if ok else None, label_a=attack_label(a.ability))
        if spec.blocked:
            return "unsat", [spec.blocked], []
        groups += spec.groups
        assumes += spec.assumes
    w.trait_facts()
    res = check(w.groups + groups, ctx, timeout_ms=EDGE_TIMEOUT_MS, minimise=True)
    if res.status != "sat":
        return res.status, list(dict.fromkeys(res.core)) if res.unsat else [res.reason], []
    mdl = res.model
    situation = [{"card": code, "is": describe(mdl, master[code][0]),
                  "you": f"player {mdl.eval(master[code][1], model_completion=True)}"} for code in codes]
    things = _things(mdl, [(code, master[code][0]) for code in codes], xs)
    situation += [{"step": i + 1, "ability": nodes[i].id, "object": describe(mdl, xs[i]), "thing": things[i]}
                  for i in range(n)]
    return "sat", [], situation


def _things(mdl, cards: list, xs: list) -> list[str]:
    """A name for the object of each step, the same for the same thing: a cycle card's code, a player's
    seat ("player 1"), else its type and a number ("hero 1") in the order the steps meet them."""
    def key(o):
        return tuple(mdl.eval(v, model_completion=True).as_long() for v in (o.ident, o.t, o.c))
    named = {key(o): code for code, o in cards}
    out, seen, count = [], {}, {}
    for x in xs:
        k = key(x)
        if k in named:
            out.append(named[k])
        elif TYPES[k[1]] == PLAYER:
            out.append(f"player {k[2]}")
        else:
            if k not in seen:
                t = TYPES[k[1]]
                count[t] = count.get(t, 0) + 1
                seen[k] = f"{t.replace('_', ' ')} {count[t]}"
            out.append(seen[k])
    return out


def _strip(ab):
    """The ability without its sentences (the edges' constraints read its structure; its attack label is
    passed beside it, `logic.pool_graph.words.attack_label`)."""
    from dataclasses import replace
    return replace(ab, sentences=())