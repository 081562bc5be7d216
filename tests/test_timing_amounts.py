"""Counted amounts (an effect's ``per``) and lasting prohibitions (``forbid``) of the outcome engine, against a
plain-Python reference over small worlds (hypothesis). The reference is written from the semantics in
`logic.timing.amount_ops`' docstring, not from its code: one effect at a time on dictionaries."""

import pytest
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

PERS = ["", "counters:gadget", "counters:hero", "players", "hand:hero", "in_play:ally,villain", "stat:villain:atk:2"]
FORBIDS = ["take_damage", "healed", "threat_removed", "defeated", "ready", "stunned", "confused", "tough"]
STATUSES = ["stunned", "confused", "tough"]


def _table(start, effects):
    chars = [{"name": "hero", "controller": "p1", "hit_points": 10, "counters": start["hero"]},
             {"name": "ally", "controller": "p1", "hit_points": 3},
             {"name": "villain", "controller": "p2", "hit_points": 12, "damage": start["villain_damage"]}]
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]}, "characters": chars,
            "schemes": [{"name": "plan", "threat": 4}],
            "cards": [{"name": "gadget", "counters": start["gadget"]}],
            "zones": [{"player": "p1", "hand": start["hand"], "deck": 3, "discard": 0}],
            "event": {"id": "event", "source": "villain"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]} for i, e in enumerate(effects)]}


def _reference(start, effects, hold):
    """The world after the effects, one at a time; a character at 0 health or less is defeated after each (unless
    forbidden to be, under ``hold``) and is no target after that."""
    health = {"hero": 10, "ally": 3, "villain": 12 - start["villain_damage"]}
    counters = {"hero": start["hero"], "gadget": start["gadget"]}
    hand, threat, gone, forbidden, atk, readied = start["hand"], 4, set(), set(), 0, {}
    statuses = {"hero": set(), "ally": set(), "villain": set()}   # one status card of a type (no steady here)

    def count(per):
        if per == "":
            return 1
        if per.startswith("counters:"):
            return counters[per[9:]]
        if per == "players":
            return 2
        if per == "hand:hero":
            return hand
        if per == "in_play:ally,villain":
            return sum(x not in gone for x in ("ally", "villain"))
        return max(0, 2 + atk)
    for e in effects:
        op, t = e["op"], e["target"]
        n = e.get("amount", 0) * count(e.get("per", ""))
        if t in gone:
            continue
        if op == "forbid":
            forbidden.add((t, e["forbids"]))
        elif op == "damage" and not (hold and (t, "take_damage") in forbidden):
            health[t] -= n
        elif op == "heal" and not (hold and (t, "healed") in forbidden):
            health[t] = min({"hero": 10, "ally": 3, "villain": 12}[t], health[t] + n)
        elif op == "remove_threat" and not (hold and (t, "threat_removed") in forbidden):
            threat = max(0, threat - n)
        elif op == "ready" and not (hold and (t, "ready") in forbidden):
            readied[t] = False
        elif op == "status" and not (hold and (t, e["card"]) in forbidden):   # "cannot be stunned"
            statuses[t].add(e["card"])
        elif op == "place_counters":
            counters[t] = counters.get(t, 0) + n
        elif op == "modify":
            atk += n
        gone.update(x for x, h in health.items() if h <= 0 and not (hold and (x, "defeated") in forbidden))
    return {x: None if x in gone else h for x, h in health.items()}, threat, counters, readied, statuses


@st.composite
def effect(draw):
    op = draw(st.sampled_from(["damage", "heal", "remove_threat", "place_counters", "forbid", "modify", "ready",
                               "status"]))
    e = {"op": op, "amount": draw(st.integers(0, 3)), "per": draw(st.sampled_from(PERS))}
    if op == "forbid":
        e = {"op": op, "forbids": draw(st.sampled_from(FORBIDS))}
        e["target"] = "plan" if e["forbids"] == "threat_removed" else draw(st.sampled_from(["hero", "ally", "villain"]))
    elif op == "remove_threat":
        e["target"] = "plan"
    elif op == "place_counters":
        e["target"] = draw(st.sampled_from(["hero", "gadget"]))
    elif op == "modify":
        e.update(target="villain", stat="atk", duration="phase")
    elif op == "ready":
        e = {"op": op, "target": draw(st.sampled_from(["hero", "ally"]))}
    elif op == "status":
        e = {"op": op, "target": draw(st.sampled_from(["hero", "ally", "villain"])), "card": draw(st.sampled_from(STATUSES))}
    else:
        e["target"] = draw(st.sampled_from(["hero", "ally", "villain"]))
    if not e.get("per"):
        e.pop("per", None)
    return e


starts = st.fixed_dictionaries({"hero": st.integers(0, 2), "gadget": st.integers(0, 3), "hand": st.integers(0, 3),
                                "villain_damage": st.integers(0, 11)})


@settings(max_examples=80, deadline=None)
@given(starts, st.lists(effect(), min_size=1, max_size=5), st.booleans())
def test_counted_amounts_and_prohibitions_equal_the_reference(start, effects, hold):
    sc = parse_scenario(_table(start, effects), "<random>")
    out = run_order(sc, ["event"] + [f"a{i}" for i in range(len(effects))],
                    {"prohibitions_hold": True} if hold else {}).to_json()
    health, threat, counters, readied, statuses = _reference(start, effects, hold)
    assert {n: c["health"] for n, c in out["characters"].items()} == health
    assert {n: set(c["statuses"]) for n, c in out["characters"].items()} == statuses
    assert out["threat"] == {"plan": threat}
    held = start["hero"] or any(e["op"] == "place_counters" and e["target"] == "hero" for e in effects)
    assert out["counters"] == {k: v for k, v in counters.items() if k == "gadget" or held}
    assert out.get("exhausted", {}) == readied


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["hero", "ally"]), st.sampled_from(["hero", "ally", "villain"]), st.booleans(),
       st.booleans())
def test_an_attacker_that_cannot_attack_a_character_equals_the_reference(attacked, against, hold, gadget_out):
    """Plain-Python reference ("the villain cannot attack you"): the villain's attack of 2 against ``attacked``
    deals nothing exactly when the prohibition is consulted (``hold``), names that character and its card (the
    gadget) is in play (constants while in play); otherwise it hits as printed. An unknown character after 'attack_against:' is refused."""
    start = {"hero": 0, "gadget": 0, "hand": 0, "villain_damage": 0}
    table = _table(start, [{"op": "forbid", "target": "villain", "forbids": "attack_against:" + against,
                            "card": "gadget"}])
    table["event"]["effects"] = [{"op": "attack", "target": attacked, "amount": 2}]
    if gadget_out:
        table["cards"][0]["zone"] = "discard"
    out = run_order(parse_scenario(table, "<t>"), ["a0", "event"],
                    {"prohibitions_hold": hold, "constant_while_in_play": True}).to_json()
    full = {"hero": 10, "ally": 3}[attacked]
    assert out["characters"][attacked]["health"] == full - (0 if hold and against == attacked and not gadget_out
                                                            else 2)
    table["abilities"][0]["effects"][0]["forbids"] = "attack_against:nobody"
    with pytest.raises(InputError, match="forbids"):
        parse_scenario(table, "<t>")


def test_a_counted_constant_modifier_follows_the_count_and_an_attacker_that_cannot_attack_deals_nothing():
    start = {"hero": 0, "gadget": 1, "hand": 0, "villain_damage": 0}
    table = _table(start, [{"op": "modify", "target": "villain", "stat": "atk", "amount": 1, "duration": "in_play",
                            "card": "gadget", "per": "counters:gadget"},
                           {"op": "place_counters", "target": "gadget", "amount": 2},
                           {"op": "forbid", "target": "villain", "forbids": "attack", "card": "gadget"}])
    table["event"]["effects"] = [{"op": "attack", "target": "hero", "amount": 1}]
    sc = parse_scenario(table, "<t>")
    assert run_order(sc, ["a0", "event"], {}).to_json()["characters"]["hero"]["health"] == 8     # 1 + 1 counter
    assert run_order(sc, ["a0", "a1", "event"], {}).to_json()["characters"]["hero"]["health"] == 6   # 1 + 3
    assert run_order(sc, ["a0", "a1", "event"], {}).to_json()["modifiers"] == [
        {"target": "villain", "stat": "atk", "amount": 3, "duration": "in_play"}]
    assert run_order(sc, ["a2", "event"], {"prohibitions_hold": True}).to_json()["characters"]["hero"]["health"] == 10
    assert run_order(sc, ["a2", "event"], {}).to_json()["characters"]["hero"]["health"] == 9   # not consulted


@pytest.mark.parametrize("change, place", [
    ({"op": "damage", "target": "hero", "amount": 1, "per": "apples"}, "per"),
    ({"op": "damage", "target": "hero", "amount": 1, "per": "counters:nobody"}, "per"),
    ({"op": "damage", "target": "hero", "amount": 1, "per": "stat:hero:atk"}, "per"),
    ({"op": "forbid", "target": "hero"}, "forbids"),
    ({"op": "forbid", "target": "hero", "forbids": "sneeze"}, "forbids"),
    ({"op": "damage", "target": "hero", "amount": 1, "forbids": "healed"}, "forbids"),
])
def test_a_bad_count_or_prohibition_names_its_place(change, place):
    with pytest.raises(InputError) as err:
        parse_scenario(_table({"hero": 0, "gadget": 0, "hand": 0, "villain_damage": 0}, [change]), "<t>")
    assert place in str(err.value.place)


def test_a_character_that_cannot_defend_does_not_take_the_attack():
    start = {"hero": 0, "gadget": 0, "hand": 0, "villain_damage": 0}
    table = _table(start, [{"op": "forbid", "target": "ally", "forbids": "defend"}])
    table["event"]["effects"] = [{"op": "attack", "target": "hero", "amount": 2}]
    table["abilities"].append({"id": "d", "kind": "declare_defender", "controller": "p1", "trigger": "event",
                               "effects": [{"op": "defend", "target": "ally", "amount": 0}]})
    sc = parse_scenario(table, "<t>")
    on = {"defender_takes_attack_damage": True, "prohibitions_hold": True}
    assert run_order(sc, ["d", "event"], on).to_json()["characters"]["ally"]["health"] == 1
    out = run_order(sc, ["a0", "d", "event"], on).to_json()["characters"]
    assert out["ally"]["health"] == 3 and out["hero"]["health"] == 8


def test_a_counted_lasting_modifier_follows_the_game_state_under_the_policy():
    """Lasting Effects p1.b3's example: '+1 ATK for each minion in play' changes as they leave play."""
    start = {"hero": 0, "gadget": 0, "hand": 0, "villain_damage": 0}
    table = _table(start, [{"op": "modify", "target": "villain", "stat": "atk", "amount": 1, "duration": "phase",
                            "per": "in_play:ally,hero"},
                           {"op": "damage", "target": "ally", "amount": 3}])
    table["event"]["effects"] = [{"op": "attack", "target": "hero", "amount": 1}]
    sc = parse_scenario(table, "<t>")
    on = {"lasting_counts_update": True}
    assert run_order(sc, ["a0", "a1", "event"], {}).to_json()["characters"]["hero"]["health"] == 7   # counted once: 2
    assert run_order(sc, ["a0", "a1", "event"], on).to_json()["characters"]["hero"]["health"] == 8   # ally gone: 1
    assert run_order(sc, ["a0", "a1", "event"], on).to_json()["modifiers"] == [
        {"target": "villain", "stat": "atk", "amount": 1, "duration": "phase"}]


def test_a_count_of_a_stat_leaves_out_the_modifiers_counted_whenever_read():
    """'+1 ATK for each point of its own ATK', kept up to date: the count reads the printed ATK (no count of a count)."""
    start = {"hero": 0, "gadget": 0, "hand": 0, "villain_damage": 0}
    table = _table(start, [{"op": "modify", "target": "villain", "stat": "atk", "amount": 1, "duration": "phase",
                            "per": "stat:villain:atk:2"}])
    table["event"]["effects"] = [{"op": "attack", "target": "hero", "amount": 1}]
    out = run_order(parse_scenario(table, "<t>"), ["a0", "event"], {"lasting_counts_update": True}).to_json()
    assert out["characters"]["hero"]["health"] == 7


@settings(max_examples=80, deadline=None)
@given(starts, effect(), effect(), st.booleans(), st.booleans())
def test_items_with_disjoint_footprints_commute_with_counts_and_prohibitions(start, e1, e2, attack, update):
    """What a count or a prohibition reads is in its item's footprint (`logic.timing.effects.footprint`), and an
    attack in a world with either reads its attacker and what the counted modifiers count."""
    from logic.timing.effects import footprint
    if e1["op"] == "modify":
        e1["duration"] = "in_play" if update else "phase"
        e1["card"] = "gadget"
    table = _table(start, [e1, e2])
    if attack:
        table["event"]["effects"] = [{"op": "attack", "target": "hero", "amount": 1}]
    sc = parse_scenario(table, "<random>")
    on = {"prohibitions_hold": True, "lasting_counts_update": update}
    for a, b in (("a0", "a1"), ("a0", "event"), ("a1", "event")):
        if footprint(sc, a) & footprint(sc, b):
            continue
        rest = [x for x in ("a0", "a1", "event") if x not in (a, b)]
        assert run_order(sc, [a, b, *rest], on) == run_order(sc, [b, a, *rest], on), (a, b)


@pytest.mark.parametrize("e1, e2", [
    ({"op": "damage", "target": "villain", "amount": 1, "per": "counters:gadget"},
     {"op": "place_counters", "target": "gadget", "amount": 2}),
    ({"op": "damage", "target": "villain", "amount": 1, "per": "in_play:ally,villain"},
     {"op": "damage", "target": "ally", "amount": 3}),
    ({"op": "forbid", "target": "villain", "forbids": "attack"}, None),
])
def test_what_a_count_or_a_prohibition_reads_is_in_the_footprint(e1, e2):
    from logic.timing.effects import footprint
    table = _table({"hero": 0, "gadget": 0, "hand": 0, "villain_damage": 0}, [e1] + ([e2] if e2 else []))
    table["event"]["effects"] = [{"op": "attack", "target": "hero", "amount": 1}]
    sc = parse_scenario(table, "<t>")
    other = "a1" if e2 else "event"
    assert footprint(sc, "a0") & footprint(sc, other)
    on = {"prohibitions_hold": True}
    assert run_order(sc, ["a0", other] + (["event"] if e2 else []), on) != \
        run_order(sc, [other, "a0"] + (["event"] if e2 else []), on)   # they do not commute


# --- an attack ability's damage increased ("this attack deals N additional damage": `logic.timing.attack_ops`) ------

def _attack_table(instances, before, after, labelled=True):
    """An attack ability (labelled ``attack`` when ``labelled``) dealing ``instances`` to the villain or the minion,
    interrupts increasing it by ``before`` and responses by ``after``."""
    event = {"id": "hit", "source": "hero", "effects": [{"op": "damage", "target": t, "amount": n}
                                                        for t, n in instances]}
    if labelled:
        event["labels"] = ["attack"]
    items = [{"id": f"i{k}", "kind": "interrupt", "controller": "p1", "trigger": "hit",
              "effects": [{"op": "attack_increase", "target": "hero", "amount": n}]} for k, n in enumerate(before)]
    items += [{"id": f"r{k}", "kind": "response", "controller": "p1", "trigger": "hit",
               "effects": [{"op": "attack_increase", "target": "hero", "amount": n}]} for k, n in enumerate(after)]
    chars = [{"name": "hero", "controller": "p1", "hit_points": 10},
             {"name": "villain", "controller": "p2", "hit_points": 40},
             {"name": "minion", "controller": "p2", "hit_points": 40}]
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]}, "characters": chars,
            "event": event, "abilities": items}


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["villain", "minion"]), st.integers(0, 3)), min_size=1, max_size=3),
       st.lists(st.integers(0, 3), max_size=3), st.lists(st.integers(0, 3), max_size=2), st.booleans())
def test_an_attack_increase_equals_the_reference(instances, before, after, policy):
    """Reference (the module's docstring, on dictionaries): under the policy, each instance of damage of the attack
    deals its amount plus every increase resolved before the attack (interrupts); responses come too late; without
    the policy, nothing is added."""
    health = {"villain": 40, "minion": 40}
    for t, n in instances:
        health[t] -= n + (sum(before) if policy else 0)
    sc = parse_scenario(_attack_table(instances, before, after), "invented")
    order = [f"i{k}" for k in range(len(before))] + ["hit"] + [f"r{k}" for k in range(len(after))]
    got = run_order(sc, order, {"attack_increase_each_instance": policy}).to_json()["characters"]
    assert {t: got[t]["health"] for t in health} == health


def test_an_attack_increase_waits_for_an_attack_ability_or_names_its_place():
    with pytest.raises(InputError) as err:
        parse_scenario(_attack_table([("villain", 2)], [1], [], labelled=False), "invented")
    assert "attack_increase" in str(err.value) and "abilities[0].effects[0]" in str(err.value)


def test_the_rule_base_entails_the_attack_increase_policy_only_where_an_increase_is():
    from logic.timing.compile import compile_scenario
    sc = parse_scenario({**_attack_table([("villain", 3)], [2], []), "rules": "marvel_champions/en"}, "<t>")
    c = compile_scenario(sc, "marvel_champions/en", who=False)
    assert c.policies.get("attack_increase_each_instance") is True
    assert run_order(sc, ["i0", "hit"], c.policies).to_json()["characters"]["villain"]["health"] == 40 - 5
    plain = parse_scenario({**_attack_table([("villain", 3)], [], []), "rules": "marvel_champions/en"}, "<t>")
    assert not compile_scenario(plain, "marvel_champions/en", who=False).policies.get("attack_increase_each_instance")


# --- "an equal amount" of the damage taken (``per`` ``taken:<character>``, `logic.timing.amount_ops`) ------------

@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["villain", "minion"]), st.integers(0, 3)), min_size=1, max_size=3),
       st.integers(0, 3), st.integers(1, 2))
def test_an_equal_amount_counts_the_damage_taken_from_what_the_item_waits_for(instances, shield, unit):
    """Reference (the module's docstring, on dictionaries): a response reading ``taken:villain`` deals ``unit`` times
    the damage the villain took from the attack it waits for, after a prevention of ``shield`` (none when 0) on the
    villain's first instance; a response to another item reads 0."""
    taken, first = 0, True
    for t, n in instances:
        if t == "villain":
            taken += max(0, n - shield) if first and shield else n
            first = first and not (shield and n > 0)
    table = _attack_table(instances, [], [])
    table["characters"][0]["hit_points"] = 30   # (never defeated here: at most 2 x 9 damage)
    table["abilities"] = [{"id": "p", "kind": "interrupt", "controller": "p1", "trigger": "hit",
                           "effects": [{"op": "prevent", "target": "villain", "amount": shield}]}] if shield else []
    table["abilities"] += [{"id": "r", "kind": "response", "controller": "p1", "trigger": "hit", "effects": [
        {"op": "damage", "target": "hero", "amount": unit, "per": "taken:villain"}]},
                           {"id": "q", "kind": "response", "controller": "p1", "trigger": "r", "effects": [
        {"op": "damage", "target": "hero", "amount": 1, "per": "taken:villain"}]}]
    order = (["p"] if shield else []) + ["hit", "r", "q"]
    got = run_order(parse_scenario(table, "invented"), order, {}).to_json()["characters"]["hero"]["health"]
    assert got == 30 - unit * taken
