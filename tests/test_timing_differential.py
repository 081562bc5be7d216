"""Second, independent checks of the timing compiler on random small scenarios (hypothesis).

- Legal orders: every subset of abilities, every permutation of it, filtered against the clauses
  themselves (the clause constraints with the choice and the positions substituted, evaluated by a small
  evaluator over z3 terms; the solver where something else is left open) must equal the compiled orders.
- Outcomes: simulating every brute-force order directly and grouping must equal `outcome_groups`
  (which simulates one order per trace class and counts the rest).
"""

from collections import Counter
from itertools import permutations

import z3
from hypothesis import HealthCheck, given, settings, strategies as st

from logic.solve import check
from logic.timing.compile import compile_scenario
from logic.timing.effects import run_order
from logic.timing.outcomes import count_orders, legal_orders, outcome_groups
from logic.timing.scenario import parse_scenario
from logic.timing.vocab import TimingView
from logic.registry import load_rule_base

MC_KINDS = ["constant", "forced_interrupt", "interrupt", "forced_response", "response"]
WOW_KINDS = ["react", "triggered", "ongoing", "critical"]


@st.composite
def scenarios(draw, game, max_abilities):
    n = draw(st.integers(1, max_abilities))
    kinds = MC_KINDS if game == "marvel_champions" else WOW_KINDS
    abilities = []
    for i in range(n):
        kind = draw(st.sampled_from(kinds))
        trigger = draw(st.sampled_from(["event"] + [a["id"] for a in abilities]))
        target = draw(st.sampled_from(["hero", "villain"]))
        op = draw(st.sampled_from(["damage", "heal"]))
        ab = {"id": f"a{i}", "kind": kind, "controller": draw(st.sampled_from(["p1", "p2"])), "trigger": trigger,
              "name": draw(st.sampled_from(["Alpha", "Beta", f"Own{i}"])),
              "effects": [{"op": op, "target": target, "amount": draw(st.integers(1, 3))}]}
        if game == "marvel_champions" and "interrupt" in kind:
            ab["would"] = draw(st.booleans())
        abilities.append(ab)
    table = {"game": game, "players": {"order": ["p1", "p2"], "active": draw(st.sampled_from(["p1", "p2"]))},
             "characters": [{"name": "hero", "controller": "p1", "health": 3, "max_health": 4},
                            {"name": "villain", "controller": "p2", "health": 3, "max_health": 5}],
             "event": {"id": "event", "controller": "p2", "played": draw(st.booleans()) if game == "wow_miniatures" else False},
             "abilities": abilities}
    return parse_scenario(table, "<random>")


def _evaluator(term, pos_ids):
    """A Python function of a position table for a term over positions only, or None if it has other symbols."""
    if z3.is_true(term):
        return lambda p: True
    if z3.is_false(term):
        return lambda p: False
    if z3.is_int_value(term):
        k = term.as_long()
        return lambda p: k
    if z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED:
        key = term.get_id()
        return (lambda p: p[key]) if key in pos_ids else None
    kids = [_evaluator(c, pos_ids) for c in term.children()]
    if any(k is None for k in kids):
        return None
    ops = {z3.Z3_OP_AND: lambda *a: all(a), z3.Z3_OP_OR: lambda *a: any(a), z3.Z3_OP_NOT: lambda a: not a,
           z3.Z3_OP_IMPLIES: lambda a, b: (not a) or b, z3.Z3_OP_EQ: lambda a, b: a == b,
           z3.Z3_OP_DISTINCT: lambda *a: len(set(a)) == len(a), z3.Z3_OP_LT: lambda a, b: a < b,
           z3.Z3_OP_LE: lambda a, b: a <= b, z3.Z3_OP_GT: lambda a, b: a > b, z3.Z3_OP_GE: lambda a, b: a >= b,
           z3.Z3_OP_ADD: lambda *a: sum(a), z3.Z3_OP_SUB: lambda a, b: a - b, z3.Z3_OP_UMINUS: lambda a: -a}
    fn = ops.get(term.decl().kind())
    if fn is None:
        return None
    return lambda p: fn(*(k(p) for k in kids))


def _symbols(term):
    out, todo = set(), [term]
    while todo:
        t = todo.pop()
        if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(t.get_id())
        todo.extend(t.children())
    return out


def brute_force(scenario, rules):
    """Every (subset, permutation) consistent with the clauses, found without the compiler."""
    rb = load_rule_base(rules)
    ctx = z3.Context()
    v = TimingView(scenario, ctx)
    groups = [(c.id, list(c.build(v))) for c in rb.for_topic("timing")] + [("scenario", v.situation())]
    items = v.items
    legal = set()
    for mask in range(1 << (len(items) - 1)):
        chosen = [items[0]] + [a for i, a in enumerate(items[1:]) if mask >> i & 1]
        fixed = [v.taken(a) == z3.BoolVal(a in chosen, ctx) for a in items]
        first = check(groups + [("choice", fixed)], ctx, minimise=False)
        if not first.sat:
            continue
        subst = [(v.taken(a), z3.BoolVal(a in chosen, ctx)) for a in items]
        # a wave the clauses force to one value is that value in every order of this choice
        for a in chosen:
            w = v._wave[a]
            val = first.model.eval(w, True)
            if check(groups + [("choice", fixed), ("other", [w != val])], ctx, minimise=False).unsat:
                subst.append((w, val))
        pos_ids = {v.pos(a).get_id() for a in chosen}
        fast, rest = [], []
        for _, cs in groups:
            for c in cs:
                s = z3.simplify(z3.substitute(c, *subst))
                f = _evaluator(s, pos_ids)
                if f:
                    fast.append(f)
                else:
                    rest.append(s)
        all_pos = {v.pos(a).get_id() for a in items}
        # constraints over the order and something else: ask the solver per order, with everything else
        slow = rest if any(_symbols(s) & all_pos for s in rest) else []
        for perm in permutations(chosen):
            table = {v.pos(a).get_id(): i for i, a in enumerate(perm)}
            if not all(f(table) for f in fast):
                continue
            if slow:
                placed = [v.pos(a) == i for i, a in enumerate(perm)]
                if not check([("order", placed + slow)], ctx, minimise=False).sat:
                    continue
            legal.add(perm)
    return legal


def _same_answers(scenario, rules):
    compiled = compile_scenario(scenario, rules, who=False)
    got = [(choice, order) for choice, order in legal_orders(compiled)]
    assert len({o for _, o in got}) == len(got)
    assert {o for _, o in got} == brute_force(scenario, rules)
    assert count_orders(compiled) == len(got)
    direct = Counter(run_order(scenario, o, compiled.policies, ch.waves, scenario.parents()) for ch, o in got)
    grouped = {g.outcome: g.count for g in outcome_groups(compiled)}
    assert grouped == dict(direct)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios("marvel_champions", 6))
def test_mc_en_legal_orders_equal_brute_force_and_outcomes_equal_simulation(scenario):
    _same_answers(scenario, "marvel_champions/en")


@settings(max_examples=3, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(scenarios("marvel_champions", 7))
def test_mc_en_seven_abilities(scenario):
    _same_answers(scenario, "marvel_champions/en")


NEW_KINDS = ["boost", "declare_defender", "consequential_damage", "each_time", "delayed", "lasting", "when_defeated",
             "setup"]


@st.composite
def attack_scenarios(draw, max_abilities):
    """Scenarios with the newer vocabulary: an attack event (labelled or not, a basic power or not, during
    setup or not), its steps, status cards, cancels of a whole item or of one effect, keywords, 'each time'
    items, 'otherwise' and 'and' effects, effects on several targets, Setup abilities, and triggers on
    conditions derived from effects."""
    n = draw(st.integers(1, max_abilities))
    abilities = []
    for i in range(n):
        kind = draw(st.sampled_from(MC_KINDS + NEW_KINDS))
        derived = ["damage:hero", "damage:villain", "attack_damage:hero"]
        trigger = draw(st.sampled_from(["event"] + [a["id"] for a in abilities] + derived))
        target = draw(st.sampled_from(["hero", "villain", "ally"]))
        if kind in ("declare_defender", "boost"):
            trigger = "event"           # the steps of the attack wait for it
        if kind == "declare_defender":
            effects = [{"op": "defend", "target": draw(st.sampled_from(["hero", "ally"])),
                        "amount": draw(st.integers(0, 2))}]
        elif kind == "boost":
            effects = [{"op": draw(st.sampled_from(["boost_icons", "damage"])), "target": target, "amount": 1}]
        else:
            several = draw(st.sampled_from([[target], ["hero", "ally"], ["villain", "ally"]]))
            effects = [{"op": draw(st.sampled_from(["damage", "heal"])), "targets": several,
                        "amount": draw(st.integers(1, 3))}]
            if draw(st.booleans()):
                link = draw(st.sampled_from(["", "otherwise", "and"]))
                effects.append({"op": "damage", "target": draw(st.sampled_from(["hero", "villain"])), "amount": 1,
                                "if_health_at_most": draw(st.sampled_from([None, 2]))})
                if link:
                    effects[-1][link] = True
                if effects[-1]["if_health_at_most"] is None:
                    del effects[-1]["if_health_at_most"]
        ab = {"id": f"a{i}", "kind": kind, "controller": draw(st.sampled_from(["p1", "p2"])), "trigger": trigger,
              "name": draw(st.sampled_from(["Alpha", "stunned", f"Own{i}"])), "effects": effects}
        if "interrupt" in kind:
            ab["would"] = draw(st.booleans())
            ab["status_card"] = kind == "forced_interrupt" and draw(st.booleans())
            if draw(st.booleans()):
                ab["cancels"] = True
                waited = {"event": 1} | {a["id"]: len(a["effects"]) for a in abilities}
                if trigger in waited:
                    cancel = {"op": "cancel", "target": trigger}
                    part = draw(st.sampled_from([None] + list(range(1, waited[trigger] + 1))))
                    if part is not None:        # one effect cancelled or prevented: the item may go on
                        cancel["part"] = part
                        ab["cancels"] = draw(st.booleans())
                    ab["effects"] = effects + [cancel]
        if kind == "forced_response" and draw(st.booleans()):
            ab["keyword"] = "retaliate"
        if kind == "each_time":
            ab["at_effect"] = draw(st.integers(1, 2))
        abilities.append(ab)
    table = {"game": "marvel_champions", "players": {"order": ["p1", "p2"], "active": "p1"},
             "characters": [{"name": "hero", "controller": "p1", "health": 3, "max_health": 4},
                            {"name": "ally", "controller": "p1", "health": 2, "max_health": 2},
                            {"name": "villain", "controller": "p2", "health": 3, "max_health": 5}],
             "event": {"id": "event", "controller": "p2", "produces": ["hero_attacked"],
                       "labels": draw(st.sampled_from([[], ["attack"], ["attack", "thwart"]])),
                       "basic_power": draw(st.booleans()), "during_setup": draw(st.booleans()),
                       "effects": [{"op": "attack", "target": "hero", "amount": draw(st.integers(1, 3))}]},
             "abilities": abilities}
    return parse_scenario(table, "<random attack>")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(attack_scenarios(5))
def test_mc_en_attack_steps_cancels_status_cards_each_time_equal_brute_force(scenario):
    _same_answers(scenario, "marvel_champions/en")


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios("marvel_champions", 5))
def test_mc_fr_legal_orders_equal_brute_force(scenario):
    _same_answers(scenario, "marvel_champions/fr")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios("wow_miniatures", 5))
def test_wow_legal_orders_equal_brute_force_and_outcomes_equal_simulation(scenario):
    _same_answers(scenario, "wow_miniatures/fr")
