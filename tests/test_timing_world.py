"""The outcome engine's larger world, against a plain-Python reference over small worlds (hypothesis).

Counters on cards (``place_counters``, ``remove_counters``), a player's hand, deck and discard pile as counts
(``draw``, ``discard``, ``discard_deck``), and lasting modifiers with a duration (``modify``; an ATK modifier on
an attacker adds to its attack's damage; one lasting the attack is gone from the outcome, one lasting the phase
or round is in it; a constant one, ``in_play``, lasts while the card whose ability it is stays in play, under the
policy ``constant_while_in_play``), and resources in a player's pool (``resources``: kept until spent); activations
an effect starts (``enemy_attack``, ``enemy_scheme``, ``activate``: `logic.timing.activation_ops`) with their steps. The reference below is written from the semantics in `logic.timing.effects`' docstring,
not from its code: one effect at a time on dictionaries.
"""

import pytest
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import footprint, run_order
from logic.timing.scenario import parse_scenario

OPS = ["place_counters", "remove_counters", "draw", "discard", "discard_deck", "recover", "modify", "damage",
       "resources"]


def _table(start, effects, attack=None):
    chars = [{"name": "hero", "controller": "p1", "hit_points": 10, "counters": start["hero_counters"]},
             {"name": "ally", "controller": "p1", "hit_points": 3},
             {"name": "villain", "controller": "p2", "hit_points": 12}]
    event = {"id": "event", "source": "villain"}
    if attack is not None:
        event["effects"] = [{"op": "attack", "target": "hero", "amount": attack}]
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]}, "characters": chars,
            "cards": [{"name": "gadget", "counters": start["gadget"]}],
            "zones": [{"player": "p1", **start["p1"]}],
            "event": event,
            "abilities": [{"id": f"a{i}", "kind": "forced_interrupt" if attack is not None else "forced_response",
                           "controller": "p1", "trigger": "event", "effects": [e]} for i, e in enumerate(effects)]}


def _reference(start, effects, attack, before, constant=False):
    """The world after the effects (all before the attack when ``before``, else after it), one item at a time; a
    character at 0 health or less is defeated after each item and is no target after that; with ``constant``, a
    modifier lasting ``in_play`` counts only while its card is not defeated."""
    counters = {"hero": start["hero_counters"], "gadget": start["gadget"]}
    z = dict(start["p1"])
    health = {"hero": 10, "ally": 3, "villain": 12}
    gone = set()
    mods = []
    pools = {}

    def sweep():
        gone.update(n for n, h in health.items() if h <= 0)

    def live(m):
        return not (constant and m.get("card") in gone)

    def hit():
        if attack is not None and "hero" not in gone:
            bonus = sum(m["amount"] for m in mods if m["target"] == "villain" and m["stat"] == "atk" and live(m))
            health["hero"] -= max(0, attack + bonus)
        sweep()
    if not before:
        hit()
    for e in effects:
        op, t, n = e["op"], e["target"], e.get("amount", 0)
        if t in gone:
            continue
        if op == "place_counters":
            counters[t] = counters.get(t, 0) + n
        elif op == "remove_counters":
            counters[t] = max(0, counters.get(t, 0) - n)
        elif op in ("draw", "discard", "discard_deck", "recover"):
            src, dst = {"draw": ("deck", "hand"), "discard": ("hand", "discard"),
                        "discard_deck": ("deck", "discard"), "recover": ("discard", "hand")}[op]
            k = min(n, z[src])
            z[src] -= k
            z[dst] += k
        elif op == "modify":
            mods.append({"target": t, "stat": e["stat"], "amount": n, "duration": e["duration"], "card": e.get("card")})
        elif op == "damage":
            health[t] -= n
        elif op == "resources":
            pools.setdefault(t, {}).setdefault(e["card"], 0)
            pools[t][e["card"]] += n
        sweep()
    if before:
        hit()
    return counters, z, {n: None if n in gone else h for n, h in health.items()}, sorted(
        ({k: v for k, v in m.items() if k != "card"} for m in mods if m["duration"] != "attack" and live(m)), key=lambda m: (m["target"], m["stat"], m["amount"], m["duration"])), \
        {n: {t: k for t, k in p.items() if k} for n, p in pools.items() if any(p.values())}


@st.composite
def effect(draw):
    op = draw(st.sampled_from(OPS))
    e = {"op": op, "amount": draw(st.integers(0, 3))}
    if op in ("place_counters", "remove_counters"):
        e["target"] = draw(st.sampled_from(["hero", "gadget"]))
    elif op == "modify":
        e.update(target=draw(st.sampled_from(["villain", "hero"])), stat=draw(st.sampled_from(["atk", "thw"])),
                 duration=draw(st.sampled_from(["attack", "phase", "round", "in_play"])))
        if e["duration"] == "in_play":
            e["card"] = draw(st.sampled_from(["ally", "gadget"]))
    else:
        e["target"] = draw(st.sampled_from(["hero", "ally"]))
    if op == "resources":
        e["card"] = draw(st.sampled_from(["energy", "wild"]))
    return e


starts = st.fixed_dictionaries({"hero_counters": st.integers(0, 2), "gadget": st.integers(0, 3),
                                "p1": st.fixed_dictionaries({"hand": st.integers(0, 3), "deck": st.integers(0, 3),
                                                             "discard": st.integers(0, 2)})})


@settings(max_examples=60, deadline=None)
@given(starts, st.lists(effect(), min_size=1, max_size=4), st.one_of(st.none(), st.integers(1, 3)), st.booleans(),
       st.booleans())
def test_counters_zones_and_modifiers_equal_the_reference(start, effects, attack, before, constant):
    sc = parse_scenario(_table(start, effects, attack), "<random>")
    ids = [f"a{i}" for i in range(len(effects))]
    policies = {"constant_while_in_play": True} if constant else {}
    out = run_order(sc, ids + ["event"] if before else ["event"] + ids, policies).to_json()
    counters, z, health, mods, pools = _reference(start, effects, attack, before, constant)
    held = start["hero_counters"] or any(e["op"].endswith("_counters") and e["target"] == "hero" for e in effects)
    assert out["counters"] == {k: v for k, v in counters.items() if k == "gadget" or held}
    assert out["zones"] == {"p1": z}
    assert {n: c["health"] for n, c in out["characters"].items()} == health
    assert out.get("modifiers", []) == mods
    assert out.get("resources", {}) == pools


@settings(max_examples=60, deadline=None)
@given(starts, effect(), effect(), st.one_of(st.none(), st.integers(1, 3)))
def test_items_with_disjoint_footprints_commute(start, e1, e2, attack):
    sc = parse_scenario(_table(start, [e1, e2], attack), "<random>")
    if footprint(sc, "a0") & footprint(sc, "a1"):
        return
    assert run_order(sc, ["a0", "a1", "event"], {}) == run_order(sc, ["a1", "a0", "event"], {})


def test_an_atk_modifier_for_this_attack_adds_to_its_damage_and_is_gone_after():
    start = {"hero_counters": 0, "gadget": 0, "p1": {"hand": 0, "deck": 0, "discard": 0}}
    sc = parse_scenario(_table(start, [{"op": "modify", "target": "villain", "stat": "atk", "amount": 2,
                                        "duration": "attack"}], attack=1), "<t>")
    assert run_order(sc, ["a0", "event"], {}).to_json()["characters"]["hero"]["health"] == 7
    assert "modifiers" not in run_order(sc, ["a0", "event"], {}).to_json()
    assert run_order(sc, ["event", "a0"], {}).to_json()["characters"]["hero"]["health"] == 9   # too late


@pytest.mark.parametrize("change, place", [
    ({"op": "modify", "target": "hero", "amount": 1, "duration": "phase"}, "stat"),
    ({"op": "modify", "target": "hero", "amount": 1, "stat": "atk", "duration": "turn"}, "duration"),
    ({"op": "damage", "target": "hero", "amount": 1, "stat": "atk"}, "abilities[0].effects[0]"),
    ({"op": "modify", "target": "hero", "amount": 1, "stat": "atk", "duration": "in_play"}, "card"),
])
def test_a_bad_modifier_names_its_place(change, place):
    start = {"hero_counters": 0, "gadget": 0, "p1": {"hand": 0, "deck": 0, "discard": 0}}
    with pytest.raises(InputError) as err:
        parse_scenario(_table(start, [change]), "<t>")
    assert place in str(err.value.place)


def test_negative_counts_and_unknown_players_are_bad_input():
    start = {"hero_counters": 0, "gadget": -1, "p1": {"hand": 0, "deck": 0, "discard": 0}}
    with pytest.raises(InputError, match="at least 0"):
        parse_scenario(_table(start, []), "<t>")
    t = _table({**start, "gadget": 0}, [])
    t["zones"][0]["player"] = "p9"
    with pytest.raises(InputError, match="zones"):
        parse_scenario(t, "<t>")


def test_a_constant_modifier_ends_when_its_card_leaves_play_under_the_policy():
    start = {"hero_counters": 0, "gadget": 0, "p1": {"hand": 0, "deck": 0, "discard": 0}}
    effects = [{"op": "modify", "target": "villain", "stat": "atk", "amount": 2, "duration": "in_play", "card": "gadget"},
               {"op": "discard_card", "target": "gadget"}]
    table = _table(start, effects, attack=1)
    table["cards"][0].update(zone="play", type="upgrade", owner="p1", controller="p1")
    sc = parse_scenario(table, "<t>")
    on = {"constant_while_in_play": True}
    assert run_order(sc, ["a0", "event"], on).to_json()["characters"]["hero"]["health"] == 7
    assert run_order(sc, ["a0", "a1", "event"], on).to_json()["characters"]["hero"]["health"] == 9   # gadget gone
    assert "modifiers" not in run_order(sc, ["a0", "a1", "event"], on).to_json()
    assert run_order(sc, ["a0", "a1", "event"], {}).to_json()["characters"]["hero"]["health"] == 7


# --- keywords given (``keyword``) and the game lost (``lose_game``): `logic.timing.keyword_ops` ---------------------
_ROLES = {"hero": ("p1", 10, "identity"), "ally": ("p1", 3, "ally"), "villain": ("p2", 12, "villain"),
          "minion": ("p2", 2, "minion")}
_KW = ["piercing", "retaliate", "ranged", "overkill", "stalwart", "steady"]
_KW_POLICIES = ["piercing_discards_tough", "retaliate_damages_attacker", "ranged_ignores_retaliate",
                "overkill_excess_to_identity", "stalwart_not_stunned_or_confused", "steady_two_statuses",
                "lose_game_ends_game", "win_game_ends_game"]


@st.composite
def _gift(draw):
    who = draw(st.sampled_from(sorted(_ROLES)))
    if draw(st.booleans()):
        kw = draw(st.sampled_from(_KW))
        return {"op": "keyword", "target": who, "keyword": kw, "amount": draw(st.integers(1, 2)) if kw == "retaliate"
                else 0, "duration": draw(st.sampled_from(["attack", "phase"]))}
    if draw(st.integers(0, 5)) == 0:
        return {"op": draw(st.sampled_from(["lose_game", "win_game"])), "target": "hero"}
    return {"op": "status", "target": who, "card": draw(st.sampled_from(["stunned", "confused", "tough"]))}


def _kw_reference(gifts, attacker, hit, amount, policies, printed=None, item=False):
    """The keywords' one-line rules (Keywords entry), one item at a time, the attack after the gifts, then (``item``)
    a printed retaliate's item dealing 1 damage to the attacker; ``printed``: keywords printed per character."""
    printed = printed or {}
    health = {n: hp for n, (_, hp, _) in _ROLES.items()}
    statuses = {n: [] for n in _ROLES}
    kws = []   # (character, keyword, number, duration)
    over = won = False

    def has(who, kw):
        return kw in printed.get(who, ()) or any(t == who and k == kw for t, k, _, _ in kws)

    def on(p):
        return policies.get(p, False)
    for g in gifts:
        if over:
            break
        if g["op"] == "keyword":
            kws.append((g["target"], g["keyword"], g["amount"], g["duration"]))
        elif g["op"] in ("lose_game", "win_game"):   # the game ends, won or lost, under its own policy
            over = on(g["op"] + "_ends_game")
            won = over and g["op"] == "win_game"
        else:
            who, card = g["target"], g["card"]
            if card in ("stunned", "confused") and on("stalwart_not_stunned_or_confused") and has(who, "stalwart"):
                continue
            most = 2 if card in ("stunned", "confused") and on("steady_two_statuses") and has(who, "steady") else 1
            if statuses[who].count(card) < most:
                statuses[who].append(card)
    if not over and health[hit] > 0 and health[attacker] > 0:
        if on("piercing_discards_tough") and has(attacker, "piercing"):
            statuses[hit] = [s for s in statuses[hit] if s != "tough"]
        health[hit] -= amount
        if on("overkill_excess_to_identity") and has(attacker, "overkill") and health[hit] < 0:
            to = {"minion": "villain", "ally": "hero"}.get(_ROLES[hit][2])
            if to is not None and health[to] > 0:
                health[to] -= min(amount, -health[hit])
        if on("retaliate_damages_attacker") and health[hit] > 0 \
                and not (on("ranged_ignores_retaliate") and has(attacker, "ranged")):
            health[attacker] -= sum(n for t, k, n, _ in kws if t == hit and k == "retaliate")
    if item and not over and health[attacker] > 0 and not (on("ranged_ignores_retaliate") and has(attacker, "ranged")):
        health[attacker] -= 1
    chars = {n: {"health": None if h <= 0 else h, "destroyed": h <= 0, "statuses": sorted(statuses[n]), "armor": 0}
             for n, h in health.items()}
    kept = sorted({(t, k, n, d) for t, k, n, d in kws if d != "attack"})
    kept = [{"target": t, "keyword": k, **({"number": n} if n else {}), "duration": d} for t, k, n, d in kept]
    return chars, kept, over, won


@settings(max_examples=80, deadline=None)
@given(st.lists(_gift(), min_size=1, max_size=5), st.sampled_from(["villain", "minion", "hero", "ally"]),
       st.sampled_from(["hero", "ally", "villain", "minion"]), st.integers(1, 6),
       st.sets(st.sampled_from(_KW_POLICIES)),
       st.dictionaries(st.sampled_from(sorted(_ROLES)), st.sets(st.sampled_from(_KW[:1] + _KW[2:]))), st.booleans())
def test_keywords_given_and_the_game_lost_equal_the_reference(gifts, attacker, hit, amount, policies, printed, item):
    if attacker == hit:
        return
    policies = {p: True for p in policies}
    table = {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
             "characters": [{"name": n, "controller": c, "hit_points": hp, "role": r,
                             "keywords": sorted(printed.get(n, ()))} for n, (c, hp, r) in _ROLES.items()],
             "event": {"id": "event", "source": attacker, "effects": [{"op": "attack", "target": hit, "amount": amount}]},
             "abilities": [{"id": f"g{i}", "kind": "forced_interrupt", "controller": "p1", "trigger": "event",
                            "effects": [g]} for i, g in enumerate(gifts)] + (
                 [{"id": "ret", "kind": "forced_response", "controller": "p1", "trigger": "event", "keyword": "retaliate",
                   "effects": [{"op": "damage", "target": attacker, "amount": 1}]}] if item else [])}
    sc = parse_scenario(table, "hyp")
    order = [f"g{i}" for i in range(len(gifts))] + ["event"] + (["ret"] if item else [])
    out = run_order(sc, order, policies).to_json()
    chars, kept, over, won = _kw_reference(gifts, attacker, hit, amount, policies, printed, item)
    assert out["characters"] == chars
    assert out.get("keywords", []) == kept and out.get("game_over", False) == over
    assert out.get("game_won", False) == won
    a, b = order[-2], order[-1]   # two items with disjoint footprints give the same world in either order
    if not footprint(sc, a) & footprint(sc, b):
        assert run_order(sc, order[:-2] + [b, a], policies) == run_order(sc, order, policies)


def test_a_keyword_effect_names_a_known_keyword_and_its_duration():
    base = {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10}], "event": {"id": "event"}}
    for eff, place in [({"op": "keyword", "target": "hero", "keyword": "surge", "duration": "attack"}, "keyword"),
                       ({"op": "keyword", "target": "hero", "keyword": "ranged", "duration": "ever"}, "duration"),
                       ({"op": "keyword", "target": "hero", "keyword": "ranged", "duration": "in_play"}, "card"),
                       ({"op": "damage", "target": "hero", "amount": 1, "keyword": "ranged"}, "keyword"),
                       ({"op": "lose_game"}, "target"), ({"op": "win_game", "target": "nobody"}, "target")]:
        table = dict(base, abilities=[{"id": "a", "kind": "response", "controller": "p1", "trigger": "event",
                                       "effects": [eff]}])
        with pytest.raises(InputError) as err:
            parse_scenario(table, "bad.toml")
        assert place in str(err.value) and "bad.toml" in str(err.value)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(sorted(_ROLES)), st.sets(st.sampled_from(["Drone", "ELITE"]))),
       st.lists(st.tuples(st.sampled_from(sorted(_ROLES)), st.sampled_from(["drone", "Elite"]),
                          st.sampled_from(["attack", "phase", "round"])), max_size=3),
       st.sampled_from(["DRONE", "elite"]), st.integers(1, 4))
def test_traits_given_and_read_equal_the_reference(printed, gifts, wanted, amount):
    """``trait`` effects, then damage to every character with ``if_trait``: the characters with the trait, printed or
    given (case aside), take it; the others are no part of the effect (the reference: the words "each X character")."""
    table = {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
             "characters": [{"name": n, "controller": c, "hit_points": hp, "traits": sorted(printed.get(n, ()))}
                            for n, (c, hp, _) in _ROLES.items()],
             "event": {"id": "event"},
             "abilities": [{"id": f"g{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                            "effects": [{"op": "trait", "target": t, "trait": k, "duration": d}]}
                           for i, (t, k, d) in enumerate(gifts)] + [
                 {"id": "hit", "kind": "forced_response", "controller": "p1", "trigger": "event",
                  "effects": [{"op": "damage", "targets": sorted(_ROLES), "amount": amount, "if_trait": wanted}]}]}
    sc = parse_scenario(table, "hyp")
    out = run_order(sc, ["event"] + [f"g{i}" for i in range(len(gifts))] + ["hit"], {}).to_json()
    has = {n for n in _ROLES if wanted.lower() in {x.lower() for x in printed.get(n, ())}
           or any(t == n and k.lower() == wanted.lower() for t, k, _ in gifts)}
    for n, (_, hp, _) in _ROLES.items():
        left = hp - amount if n in has else hp
        assert out["characters"][n]["health"] == (left if left > 0 else None)
    kept = sorted({(t, k.lower(), d) for t, k, d in gifts if d != "attack"})
    assert out.get("traits", []) == [{"target": t, "trait": k, "duration": d} for t, k, d in kept]
def _activation_table(w):
    """One item ``x`` whose one effect starts an activation of the villain against the hero (or ally), with the
    steps ``w`` states: a defender (``d``), a boost card (``b``), an ATK / SCH modifier made earlier (``m``)."""
    op = w["op"]
    eff = {"op": op, "card": "villain", "amount": w["atk"]}
    if op == "enemy_scheme":
        eff.update(target="main", amount=w["sch"])
    else:
        eff["target"] = w["target"]
    if op == "activate":
        eff.update(sch=w["sch"], scheme="main", form=w["attacks_in"])
    items = [{"id": "x", "kind": "when_revealed", "controller": "p1", "trigger": "event", "effects": [eff]}]
    if w["defender"]:
        items.append({"id": "d", "kind": "declare_defender", "controller": "p1", "trigger": "x",
                      "effects": [{"op": "defend", "target": w["defender"], "amount": w["def"]}]})
    if w["boost"] is not None:
        items.append({"id": "b", "kind": "boost", "controller": "p1", "trigger": "x",
                      "effects": [{"op": "boost_icons", "target": "villain", "amount": w["boost"]}]})
    if w["mod"]:
        items.append({"id": "m", "kind": "forced_interrupt", "controller": "p1", "trigger": "event",
                      "effects": [{"op": "modify", "target": "villain", "stat": w["mod"], "amount": 1,
                                   "duration": "phase"}]})
    if w["villain_hp"] == 0:
        items.append({"id": "k", "kind": "forced_interrupt", "controller": "p1", "trigger": "event",
                      "effects": [{"op": "damage", "target": "villain", "amount": 12}]})
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10, "form": w["form"]},
                           {"name": "ally", "controller": "p1", "hit_points": 3},
                           {"name": "villain", "controller": "p1", "hit_points": 12}],
            "schemes": [{"name": "main", "threat": 1}], "event": {"id": "event"}, "abilities": items}


def _activation_reference(w, policies):
    """Health and threat after the activation, from the docstring of `logic.timing.activation_ops`: the steps
    first, then its damage (ATK + ATK modifiers + boost icons - DEF, never below 0) to the defender under
    ``defender_takes_attack_damage``, else to its target; or its threat (SCH + SCH modifiers + boost icons)."""
    health = {"hero": 10, "ally": 3, "villain": 12 if w["villain_hp"] else 0}
    threat = 1
    op, target = w["op"], w["target"]
    if op == "activate":
        op = "enemy_attack" if w["form"] == w["attacks_in"] else "enemy_scheme"
    gone = health["villain"] <= 0 and policies.get("attack_needs_attacker")
    mod = w["mod"] if health["villain"] > 0 else None   # no modifier is made on a defeated villain, no boost
    boost = (w["boost"] or 0) if health["villain"] > 0 else 0   # icons given to it (their effect's target)
    if gone or (op == "enemy_attack" and health[target] <= 0):
        pass
    elif op == "enemy_scheme":
        threat += max(0, w["sch"] + (mod == "sch") + boost)
    else:
        where = w["defender"] if w["defender"] and policies.get("defender_takes_attack_damage") else target
        health[where] -= max(0, w["atk"] + (mod == "atk") + boost - (w["def"] if w["defender"] else 0))
    return {n: (None if h <= 0 else h) for n, h in health.items()}, threat


activation_worlds = st.fixed_dictionaries({
    "op": st.sampled_from(["enemy_attack", "enemy_scheme", "activate"]), "target": st.sampled_from(["hero", "ally"]),
    "atk": st.integers(0, 4), "sch": st.integers(0, 3), "form": st.sampled_from(["hero", "alter_ego"]),
    "attacks_in": st.sampled_from(["hero", "alter_ego"]), "defender": st.sampled_from([None, "hero", "ally"]),
    "def": st.integers(0, 2), "boost": st.one_of(st.none(), st.integers(0, 2)),
    "mod": st.sampled_from([None, "atk", "sch"]), "villain_hp": st.sampled_from([12, 12, 0])})


@settings(max_examples=80, deadline=None)
@given(activation_worlds, st.booleans(), st.booleans())
def test_an_activation_started_by_an_effect_equals_the_reference(w, defender_policy, needs_attacker):
    if w["op"] == "activate":
        w = {**w, "target": "hero"}   # an activation is against an identity
    sc = parse_scenario(_activation_table(w), "<random>")
    policies = {"defender_takes_attack_damage": defender_policy, "attack_needs_attacker": needs_attacker}
    order = ["event"] + [i for i in ("k", "m", "d", "b") if any(it.id == i for it in sc.items)] + ["x"]
    out = run_order(sc, order, policies).to_json()
    health, threat = _activation_reference(w, policies)
    assert {n: c["health"] for n, c in out["characters"].items()} == health
    assert out["threat"] == {"main": threat}


@pytest.mark.parametrize("change, words", [
    ({"op": "enemy_attack", "target": "hero", "amount": 1}, "names its enemy"),
    ({"op": "activate", "target": "hero", "amount": 1, "card": "villain"}, "the form in which it attacks"),
    ({"op": "enemy_attack", "target": "hero", "amount": 1, "card": "villain", "sch": 1}, "belong to an 'activate'"),
    ({"op": "enemy_scheme", "target": "hero", "amount": 1, "card": "nobody"}, "not in the scenario"),
])
def test_a_bad_activation_effect_is_bad_input(change, words):
    start = {"hero_counters": 0, "gadget": 0, "p1": {"hand": 0, "deck": 0, "discard": 0}}
    with pytest.raises(InputError, match=words):
        parse_scenario(_table(start, [change]), "<t>")


# --- choices between options (`logic.timing.choice_ops`): each pick a branch ------------------------------------------
_OPTION_OPS = [("damage", "hero"), ("heal", "hero"), ("threat", "main"), ("remove_threat", "main"), ("draw", "hero")]


def _choice_table(effects):
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 20, "damage": 3}],
            "schemes": [{"name": "main", "threat": 2}], "event": {"id": "event"},
            "abilities": [{"id": "pick", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": effects}]}


def _choice_reference(effects, pick):
    """The hero's health, the threat and the cards drawn after the effects that are no option or the option picked,
    one at a time (healing up to 20, threat not below 0; the hero is never defeated: at most 9 damage)."""
    health, threat, drawn = 17, 2, 0
    for e in effects:
        if e.get("option", 0) not in (0, pick):
            continue
        op, n = e["op"], e["amount"]
        if op == "damage":
            health -= n
        elif op == "heal":
            health = min(20, health + n)
        elif op == "threat":
            threat += n
        elif op == "remove_threat":
            threat = max(0, threat - n)
        else:
            drawn += n
    return health, threat, drawn


def _discarded_first(items: list, gone: set) -> list:
    """The order in which ``items`` (the one item "pick") resolve after the event: when ``gone`` names cards, a Forced
    Response inserted first in ``items`` discards them before the pick is made."""
    if not gone:
        return ["event", "pick"]
    items.insert(0, {"id": "first", "kind": "forced_response", "controller": "alice", "trigger": "event",
                     "effects": [{"op": "discard_card", "targets": sorted(gone)}]})
    return ["event", "first", "pick"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_OPTION_OPS), st.integers(0, 3)), min_size=2, max_size=3),
       st.lists(st.tuples(st.sampled_from(_OPTION_OPS), st.integers(0, 3)), max_size=2), st.booleans())
def test_each_pick_of_a_choice_resolves_that_option_and_the_rest(options, others, others_first):
    from logic.timing.choice_ops import pick_sets
    opts = [{"op": op, "target": t, "amount": n, "option": k} for k, ((op, t), n) in enumerate(options, 1)]
    rest = [{"op": op, "target": t, "amount": n} for (op, t), n in others]
    effects = rest + opts if others_first else opts + rest
    sc = parse_scenario(_choice_table(effects), "choice.toml")
    assert pick_sets(sc, ["event", "pick"]) == [(("pick", k),) for k in range(1, len(options) + 1)]
    for k in range(1, len(options) + 1):
        out = run_order(sc, ["event", "pick"], {"options_picked": True}, picks={"pick": k}).to_json()
        assert (out["characters"]["hero"]["health"], out["threat"]["main"], out.get("drawn", {}).get("hero", 0)) \
            == _choice_reference(effects, k)
    # no pick given, or the policy off: no option resolves (the engine never guesses one)
    for policies, picks in (({"options_picked": True}, None), ({}, {"pick": 1})):
        out = run_order(sc, ["event", "pick"], policies, picks=picks).to_json()
        assert (out["characters"]["hero"]["health"], out["threat"]["main"]) == _choice_reference(effects, 0)[:2]


@pytest.mark.parametrize("effects, where", [
    ([{"op": "damage", "target": "hero", "amount": 1, "option": 1}], "effects"),   # one option: no choice
    ([{"op": "damage", "target": "hero", "amount": 1, "option": 1},
      {"op": "heal", "target": "hero", "amount": 1, "option": 3}], "effects"),   # not numbered 1, 2, ...
    ([{"op": "damage", "target": "hero", "amount": 1, "option": 1},
      {"op": "heal", "target": "hero", "amount": 1, "option": 2, "then": True}], "option"),
    ([{"op": "damage", "target": "hero", "amount": 1, "chosen": True},   # chosen effects with other candidates
      {"op": "threat", "target": "main", "amount": 1, "chosen": True}], "effects"),
    ([{"op": "damage", "target": "hero", "amount": 1, "chosen": 2}], "effects"),   # slots not numbered 1, 2, ...
    ([{"op": "damage", "target": "hero", "amount": 1, "chosen": -1}], "chosen"),
])
def test_a_malformed_choice_is_refused_with_its_place(effects, where):
    with pytest.raises(InputError) as e:
        parse_scenario(_choice_table(effects), "choice.toml")
    assert where in e.value.place


# --- targets chosen when an item resolves (`logic.timing.target_ops`) ------------------------------------------------
def _chosen_reference(healths, dead_first, amount):
    """The set of minion healths after 'choose a minion, deal ``amount`` damage to it' resolves, one per valid pick,
    after an earlier item defeated minion ``dead_first`` (None: none): a defeated minion is no pick; with no minion
    left, one outcome where nothing is dealt. A defeated minion's health is None."""
    base = [None if i == dead_first else h for i, h in enumerate(healths)]
    picks = [i for i, h in enumerate(base) if h is not None]
    if not picks:
        return {tuple(base)}
    outs = set()
    for i in picks:
        hs = list(base)
        hs[i] = None if hs[i] - amount <= 0 else hs[i] - amount
        outs.add(tuple(hs))
    return outs


@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), st.integers(1, 3), st.data())
def test_each_valid_pick_of_a_chosen_target_is_one_branch(healths, amount, data):
    from logic.timing.choice_ops import pick_sets
    names = [f"m{i}" for i in range(len(healths))]
    dead = data.draw(st.one_of(st.none(), st.integers(0, len(healths) - 1)))
    chars = [{"name": n, "controller": "alice", "hit_points": h} for n, h in zip(names, healths)]
    items = [{"id": "pick", "kind": "forced_response", "controller": "alice", "trigger": "event",
              "effects": [{"op": "damage", "targets": names, "amount": amount, "chosen": True}]}]
    order = ["event", "pick"]
    if dead is not None:   # an earlier item defeats one candidate before the pick is made
        items.insert(0, {"id": "kill", "kind": "forced_response", "controller": "alice", "trigger": "event",
                         "effects": [{"op": "damage", "target": names[dead], "amount": 9}]})
        order = ["event", "kill", "pick"]
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                         "characters": chars, "event": {"id": "event", "says": "go"}, "abilities": items}, "c.toml")
    pol = {"targets_chosen": True, "destruction_deferred_to_wave_end": False}
    got = set()
    for p in pick_sets(sc, order, pol):
        out = run_order(sc, order, pol, picks=dict(p))
        if not out.void:
            got.add(tuple(out.to_json()["characters"][n]["health"] for n in names))
    assert got == _chosen_reference(healths, dead, amount)
    # without the policy nothing is picked: the chosen effect affects nothing, one outcome
    outs = {run_order(sc, order, {}, picks=dict(p)).to_json()["characters"]["m0"]["health"]
            for p in pick_sets(sc, order, {})}
    assert len(outs) == 1


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 5), st.integers(0, 3)), min_size=1, max_size=3), st.sampled_from(
    ["max:health", "min:health", "max:max_health", "min:max_health"]), st.sampled_from(["damage", "attach", "attack"]))
def test_a_superlative_pick_is_among_the_tied_extremes_when_it_resolves(minions, most, how):
    """'Deal 1 damage to (attach this card to; a brute of ATK 1 attacks) the minion with the most / fewest (printed /
    remaining) hit points': the picks are exactly the minions at the extreme value when the item resolves, ties each
    a branch (a plain-Python reference over small worlds of minions with hit points and damage)."""
    attach = how == "attach"
    from logic.timing.choice_ops import pick_sets
    names = [f"m{i}" for i in range(len(minions))]
    chars = [{"name": n, "controller": "alice", "hit_points": h + d, "damage": d} for n, (h, d) in zip(names, minions)]
    what, side = most.split(":")[1], most.split(":")[0]
    value = {n: (h if what == "health" else h + d) for n, (h, d) in zip(names, minions)}
    best = (max if side == "max" else min)(value.values())
    want = sorted(n for n in names if value[n] == best)
    effect = {"op": "attach", "target": "gear", "among": names} if attach else \
        {"op": "damage", "targets": names, "amount": 1} if how == "damage" else \
        {"op": "enemy_attack", "targets": names, "card": "brute", "amount": 1}
    chars = chars + [{"name": "brute", "controller": "alice", "hit_points": 9}]
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                         "characters": chars, "cards": [{"name": "gear", "type": "attachment", "zone": "hand",
                                                         "owner": "alice"}],
                         "event": {"id": "event", "says": "go"},
                         "abilities": [{"id": "pick", "kind": "forced_response", "controller": "alice",
                                        "trigger": "event", "effects": [dict(effect, chosen=1, most=most)]}]}, "s.toml")
    pol = {"targets_chosen": True}
    got = []
    for p in pick_sets(sc, ["event", "pick"], pol):
        out = run_order(sc, ["event", "pick"], pol, picks=dict(p))
        if not out.void:
            got.append(dict(p)["pick#1"])
            j = out.to_json()
            if attach:
                assert j["places"]["gear"]["attached_to"] == dict(p)["pick#1"]
            else:
                left = [h - (n == dict(p)["pick#1"]) for n, (h, _) in zip(names, minions)]
                assert [j["characters"][n]["health"] for n in names] == [x if x > 0 else None for x in left]
    assert sorted(got) == want


@settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.one_of(st.none(), st.integers(0, 3)), st.integers(-2, 2)), min_size=1, max_size=3),
       st.sampled_from(["max:atk", "min:atk", "max:printed_atk", "min:printed_sch", "max:thw"]), st.booleans())
def test_a_superlative_of_a_printed_stat_is_among_the_extremes_or_not_decided(minions, most, attach):
    """'Attach to (deal 1 damage to) the enemy with the highest ATK / lowest printed SCH': a plain-Python reference
    over small worlds of minions whose printed value is stated or not, with a lasting modifier of that stat: the picks
    are those at the extreme (printed plus modifiers, at least 0; "printed": printed alone), ties each a branch; a
    minion whose printed value is not stated makes it not decided, every minion staying a pick (never guessed)."""
    from logic.timing.choice_ops import pick_sets
    side, what = most.split(":")
    stat = what.removeprefix("printed_")
    names = [f"m{i}" for i in range(len(minions))]
    chars = [{"name": n, "controller": "alice", "hit_points": 5, **({stat: v} if v is not None else {})}
             for n, (v, _) in zip(names, minions)]
    mods = [{"target": n, "stat": stat, "amount": d, "duration": "phase"} for n, (_, d) in zip(names, minions) if d]
    effect = {"op": "attach", "target": "gear", "among": names} if attach else \
        {"op": "damage", "targets": names, "amount": 1}
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                         "characters": chars, "modifiers": mods,
                         "cards": [{"name": "gear", "type": "attachment", "zone": "hand", "owner": "alice"}],
                         "event": {"id": "event", "says": "go"},
                         "abilities": [{"id": "pick", "kind": "forced_response", "controller": "alice",
                                        "trigger": "event", "effects": [dict(effect, chosen=1, most=most)]}]}, "s.toml")
    undecided = any(v is None for v, _ in minions)
    value = {n: (v if what != stat else max(0, v + d)) for n, (v, d) in zip(names, minions) if v is not None}
    best = (max if side == "max" else min)(value.values()) if value else None
    want = sorted(names) if undecided else sorted(n for n in names if value[n] == best)
    pol = {"targets_chosen": True}
    got = []
    for p in pick_sets(sc, ["event", "pick"], pol):
        out = run_order(sc, ["event", "pick"], pol, picks=dict(p))
        assert bool(out.undecided) == undecided
        if not out.void:
            got.append(dict(p)["pick#1"])
    assert sorted(got) == want


def test_a_negative_printed_stat_names_its_place():
    with pytest.raises(InputError) as e:
        parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"]}, "event": {"id": "event"},
                        "characters": [{"name": "m0", "controller": "alice", "hit_points": 5, "atk": -1}]}, "s.toml")
    assert e.value.place == "characters[0].atk"


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 4), st.integers(1, 3), st.sets(st.integers(0, 3)))
def test_a_pick_of_n_together_is_every_n_of_the_valid_candidates(cards, n, gone):
    """'Discard N upgrades you control' (``chosen`` with ``together = N``): the games are the discards of every N of
    the candidates still in play when the item resolves (all of them when no more than N; none: one game with
    nothing discarded), each once (a plain-Python reference: `itertools.combinations` of the valid ones)."""
    from itertools import combinations
    from logic.timing.choice_ops import pick_sets
    names = [f"u{i}" for i in range(cards)]
    gone = {names[i] for i in gone if i < cards}   # discarded by an earlier item before the pick is made
    items = [{"id": "pick", "kind": "forced_response", "controller": "alice", "trigger": "event", "effects": [
        {"op": "discard_card", "targets": names, "chosen": 1, **({"together": n} if n > 1 else {})}]}]
    order = _discarded_first(items, gone)
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                         "characters": [{"name": "hero", "controller": "alice", "hit_points": 5}],
                         "cards": [{"name": x, "type": "upgrade", "zone": "play", "owner": "alice"} for x in names],
                         "event": {"id": "event", "says": "go"}, "abilities": items}, "n.toml")
    pol = {"targets_chosen": True, "partial_resolution": True}
    valid = [x for x in names if x not in gone]
    want = sorted([tuple(valid)] if len(valid) <= n else list(combinations(valid, n)))
    got = []
    for p in pick_sets(sc, order, pol):
        out = run_order(sc, order, pol, picks=dict(p))
        if not out.void:
            places = out.to_json().get("places", {})
            got.append(tuple(x for x in valid if places.get(x, {}).get("area", "play") != "play"))
    assert sorted(got) == want


@settings(max_examples=15, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=1, max_size=3), st.sets(st.integers(0, 2)), st.booleans())
def test_the_ability_of_the_card_picked_resolves_and_no_other(damage, gone, then):
    """'Resolve the "Special" ability on 1 Kitten upgrade you control' (``of_pick``): the games are one per card still
    in play when the item resolves, the villain dealt that card's damage and no other's (none in play: one game,
    nothing dealt, and not done for a "then" after it); a "then" after the resolved effects reads the card picked's
    effects only (a plain-Python reference over small worlds)."""
    from logic.timing.choice_ops import pick_sets
    names = [f"u{i}" for i in range(len(damage))]
    gone = {names[i] for i in gone if i < len(names)}
    effects = [{"op": "damage", "target": "villain", "amount": d, "chosen": 1, "of_pick": x}
               for x, d in zip(names, damage)]
    effects.append({"op": "heal", "target": "hero", "amount": 1, **({"then": True} if then else {})})
    items = [{"id": "pick", "kind": "forced_response", "controller": "alice", "trigger": "event", "effects": effects}]
    order = _discarded_first(items, gone)
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                         "characters": [{"name": "hero", "controller": "alice", "hit_points": 5, "damage": 2},
                                        {"name": "villain", "controller": "alice", "hit_points": 9}],
                         "cards": [{"name": x, "type": "upgrade", "zone": "play", "owner": "alice"} for x in names],
                         "event": {"id": "event", "says": "go"}, "abilities": items}, "p.toml")
    pol = {"targets_chosen": True, "conditional_needs_done": True, "partial_resolution": True}
    valid = [d for x, d in zip(names, damage) if x not in gone]
    want = sorted((9 - d, 4) for d in valid) if valid else [(9, 3 if then else 4)]   # (none: not done)
    got = []
    for p in pick_sets(sc, order, pol):
        out = run_order(sc, order, pol, picks=dict(p))
        if not out.void:
            ch = out.to_json()["characters"]
            got.append((ch["villain"]["health"], ch["hero"]["health"]))
    assert sorted(got) == want


@settings(max_examples=12, deadline=None)
@given(st.lists(st.sets(st.sampled_from(["Elite", "Drone"])), min_size=1, max_size=3),
       st.one_of(st.none(), st.integers(0, 2)), st.booleans())
def test_a_pick_without_a_trait_is_among_those_that_lack_it_when_it_resolves(traits, given_to, attach):
    """'Attach to (deal 1 damage to) a non-Elite minion': a plain-Python reference over small worlds of minions with
    printed traits, one perhaps given Elite by an earlier item: the picks are exactly the minions without the trait
    (case aside, printed or given) when the item resolves, each a branch; none valid: one outcome, nothing done."""
    from logic.timing.choice_ops import pick_sets
    names = [f"m{i}" for i in range(len(traits))]
    given_to = given_to if given_to is not None and given_to < len(names) else None
    chars = [{"name": n, "controller": "alice", "hit_points": 5, "traits": sorted(ts)} for n, ts in zip(names, traits)]
    effect = {"op": "attach", "target": "gear", "among": names} if attach else \
        {"op": "damage", "targets": names, "amount": 1}
    items = [{"id": "pick", "kind": "forced_response", "controller": "alice", "trigger": "event",
              "effects": [dict(effect, chosen=1, if_not_trait="ELITE")]}]
    order = ["event", "pick"]
    if given_to is not None:   # an earlier item gives one minion the trait before the pick is made
        items.insert(0, {"id": "gift", "kind": "forced_response", "controller": "alice", "trigger": "event",
                         "effects": [{"op": "trait", "target": names[given_to], "trait": "elite",
                                      "duration": "round"}]})
        order = ["event", "gift", "pick"]
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                         "characters": chars,
                         "cards": [{"name": "gear", "type": "attachment", "zone": "hand", "owner": "alice"}],
                         "event": {"id": "event", "says": "go"}, "abilities": items}, "n.toml")
    want = [n for i, (n, ts) in enumerate(zip(names, traits)) if "Elite" not in ts and i != given_to]
    pol = {"targets_chosen": True}
    got = []
    for p in pick_sets(sc, order, pol):
        out = run_order(sc, order, pol, picks=dict(p))
        if out.void:
            continue
        j, pick = out.to_json(), dict(p)["pick#1"]
        got.append(pick)
        if attach:
            assert j.get("places", {}).get("gear", {}).get("attached_to") == (pick if want else None)
        else:
            assert [j["characters"][n]["health"] for n in names] == [4 if (n == pick and want) else 5 for n in names]
    assert sorted(got) == (want or names[:1])


@settings(max_examples=12, deadline=None)
@given(st.integers(1, 3), st.lists(st.one_of(st.none(), st.integers(0, 2)), min_size=1, max_size=2),
       st.one_of(st.none(), st.tuples(st.integers(0, 1), st.integers(0, 2))))
def test_an_attach_pick_without_a_copy_attached_equals_the_reference(n, hosts, move):
    """'Attach to a minion without a copy of Gear attached' (``unless_attached``): a plain-Python reference over small
    worlds of minions, copies of the card attached to some (or in hand), one perhaps attached anew by an earlier item:
    the picks are exactly the minions none of the copies is attached to when the item resolves, each a branch; none:
    one outcome where the card is not attached."""
    from logic.timing.choice_ops import pick_sets
    names = [f"m{i}" for i in range(n)]
    copies = [f"c{i}" for i in range(len(hosts))]
    on = {c: (names[h] if h is not None and h < n else None) for c, h in zip(copies, hosts)}
    cards = [{"name": "gear", "type": "attachment", "zone": "hand", "owner": "alice"}] + [
        {"name": c, "type": "attachment", "zone": "play" if h else "hand", "owner": "alice",
         **({"attached_to": h} if h else {})} for c, h in on.items()]
    items = [{"id": "pick", "kind": "forced_response", "controller": "alice", "trigger": "event",
              "effects": [{"op": "attach", "target": "gear", "among": names, "chosen": 1,
                           "unless_attached": copies}]}]
    order = ["event", "pick"]
    if move is not None and move[0] < len(copies) and move[1] < n:   # an earlier item attaches a copy elsewhere
        c, h = copies[move[0]], names[move[1]]
        items.insert(0, {"id": "mv", "kind": "forced_response", "controller": "alice", "trigger": "event",
                         "effects": [{"op": "attach", "target": c, "card": h}]})
        order = ["event", "mv", "pick"]
        on[c] = h
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                         "characters": [{"name": x, "controller": "alice", "hit_points": 3} for x in names],
                         "cards": cards, "event": {"id": "event", "says": "go"}, "abilities": items}, "u.toml")
    want = [x for x in names if x not in on.values()]
    pol = {"targets_chosen": True, "attach_enters_play": True}   # (a copy attached from the hand is in play)
    got = []
    for p in pick_sets(sc, order, pol):
        out = run_order(sc, order, pol, picks=dict(p))
        if out.void:
            continue
        got.append(dict(p)["pick#1"])
        at = out.to_json().get("places", {}).get("gear", {}).get("attached_to")
        assert at == (dict(p)["pick#1"] if want else None)
    assert sorted(got) == (want or names[:1])


@settings(max_examples=12, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.booleans()), min_size=1, max_size=3), st.sampled_from(["min", "max"]))
def test_a_card_picked_by_trait_and_counters_equals_the_reference(cards, side):
    """'Place 1 secret counter on the Board Member environment with the fewest (most) secret counters': a plain-Python
    reference over small worlds of cards in play holding counters, printing the trait or not (their place's
    ``traits``): the picks are exactly the cards with the trait at the extreme count, ties each a branch, and the one
    picked gets the counter; none with the trait: one outcome, nothing placed."""
    from logic.timing.choice_ops import pick_sets
    names = [f"e{i}" for i in range(len(cards))]
    table = [{"name": n, "counters": k, "zone": "play", "type": "environment",
              "traits": ["Board Member"] if t else ["Hideout"]} for n, (k, t) in zip(names, cards)]
    sc = parse_scenario({"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
                         "characters": [{"name": "hero", "controller": "alice", "hit_points": 9}], "cards": table,
                         "event": {"id": "event", "says": "go"},
                         "abilities": [{"id": "pick", "kind": "forced_response", "controller": "alice",
                                        "trigger": "event", "effects": [
                                            {"op": "place_counters", "targets": names, "amount": 1, "chosen": 1,
                                             "if_trait": "board member", "most": f"{side}:counters"}]}]}, "b.toml")
    fit = {n: k for n, (k, t) in zip(names, cards) if t}
    best = (min if side == "min" else max)(fit.values()) if fit else None
    want = sorted(n for n, k in fit.items() if k == best)
    pol = {"targets_chosen": True}
    got = []
    for p in pick_sets(sc, ["event", "pick"], pol):
        out = run_order(sc, ["event", "pick"], pol, picks=dict(p))
        if out.void:
            continue
        pick = dict(p)["pick#1"]
        got.append(pick)
        counts = out.to_json().get("counters", {})
        assert {n: counts.get(n, 0) for n in names} == {n: k + (n == pick and bool(want))
                                                         for n, (k, _) in zip(names, cards)}
    assert sorted(got) == (want or names[:1])
