"""The outcome engine's zone operations against a plain-Python reference over small worlds (hypothesis).

Named cards move between areas, and identities change form (``flip``) (`logic.timing.zone_ops`): ``reveal``, ``attach``, ``discard_card``,
``put_into_play``, ``return_to_hand``, ``search``, ``remove_from_game``, ``set_aside``, ``victory_display``, each under any set of the zone
policies.
The reference is written from the semantics in `logic.timing.zone_ops`' docstring, not from its code: one
effect at a time on dictionaries. The cards are invented.
"""

import pytest
from hypothesis import given, settings, strategies as st

from logic.errors import InputError
from logic.timing.effects import footprint, run_order
from logic.timing.scenario import parse_scenario
from logic.timing.vocab import ZONE_POLICIES

OPS = ["reveal", "attach", "discard_card", "put_into_play", "return_to_hand", "search", "remove_from_game", "damage",
       "set_aside", "victory_display"]
#: card -> (area, whose area, type, owner, controller)
CARDS = {"snare": ("encounter_deck", "", "treachery", "", ""),
         "thug": ("encounter_deck", "", "minion", "", ""),
         "plot": ("encounter_discard", "", "side_scheme", "", ""),
         "gizmo": ("hand", "p1", "upgrade", "p2", "p1"),
         "pal": ("deck", "p2", "ally", "p2", "p2"),
         "badge": ("play", "", "support", "p1", "p1")}
TARGETS = list(CARDS) + ["sidekick"]    # sidekick: a character (in play, its controller p1)
HOSTS = ["hero", "badge", "thug", "sidekick"]


def _table(effects):
    cards = [{"name": n, "zone": z, "type": t, **({"owner": o} if o else {}), **({"controller": c} if c else {})}
             for n, (z, _, t, o, c) in CARDS.items()]
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                           {"name": "sidekick", "controller": "p1", "hit_points": 3}],
            "cards": cards, "event": {"id": "event"},
            "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": [e]} for i, e in enumerate(effects)]}


def _reference(effects, policies):
    """Where each card is after the effects, one item at a time (see `logic.timing.zone_ops`)."""
    at = {n: {"zone": z, "whose": w, "type": t, "owner": o, "controller": c, "on": ""}
          for n, (z, w, t, o, c) in CARDS.items()}
    at["sidekick"] = {"zone": "play", "whose": "", "type": "", "owner": "p1", "controller": "p1", "on": ""}
    moved, health, pending = set(), {"hero": 10, "sidekick": 3}, set()
    dead = set()

    def put(n, zone, whose=""):
        if at[n]["zone"] == "play" and zone != "play":
            at[n]["on"] = ""
        at[n]["zone"], at[n]["whose"] = zone, whose
        moved.add(n)

    def pile(c):
        return c["owner"] if policies.get("owner_areas") else (c["whose"] or c["controller"])

    for e in effects:
        op, t = e["op"], e["target"]
        c = at.get(t)
        if op == "damage":
            if t not in dead and not (t in moved and at[t]["zone"] != "play"):
                health[t] -= e["amount"]
                if health[t] <= 0:
                    dead.add(t)
        elif t in dead:
            pass
        elif op in ("reveal", "put_into_play") and c["zone"] not in ("play", "removed"):
            if op == "put_into_play":
                put(t, "play")
            elif policies.get(f"reveal_{c['type']}_enters_play"):   # revealed into play: attached as the effect says
                put(t, "play")
                c["on"] = e.get("card", "")
            else:
                put(t, "front", "p1")
                if c["type"] == "treachery" and policies.get("reveal_treachery_discarded"):
                    pending.add(t)
        elif op == "attach" and c["zone"] != "removed" and e["card"] != t:
            h = e["card"]
            there = (h not in dead and not (h in moved and at[h]["zone"] != "play")) if h in health \
                else at[h]["zone"] == "play"
            if there:
                if c["zone"] != "play" and policies.get("attach_enters_play"):
                    put(t, "play")
                c["on"] = h
                moved.add(t)
        elif op == "discard_card" and c["zone"] not in ("discard", "encounter_discard", "removed"):
            p = pile(c)
            put(t, "discard" if p else "encounter_discard", p)
        elif op == "return_to_hand" and c["zone"] not in ("hand", "removed") and (c["owner"] or c["controller"]):
            put(t, "hand", pile(c) or c["controller"])
        elif op == "search" and c["zone"] in ("deck", "encounter_deck"):
            put(t, "hand", c["whose"]) if c["zone"] == "deck" else put(t, "set_aside")
        elif op == "remove_from_game" and c["zone"] != "removed":
            put(t, "removed")
        elif op == "set_aside" and c["zone"] not in ("set_aside", "removed"):
            put(t, "set_aside")
        elif op == "victory_display" and c["zone"] not in ("victory_display", "removed"):
            put(t, "victory_display")
        for n in list(pending):      # the next item is never a When Revealed ability of that card here
            pending.discard(n)
            if at[n]["zone"] == "front":
                put(n, "encounter_discard")
    names = set(CARDS) | moved
    return {n: {"area": at[n]["zone"], **({"whose": at[n]["whose"]} if at[n]["whose"] else {}),
                **({"attached_to": at[n]["on"]} if at[n]["on"] else {})} for n in sorted(names)}, \
        {n: None if n in dead else h for n, h in health.items()}


@st.composite
def effect(draw):
    op = draw(st.sampled_from(OPS))
    if op == "damage":
        return {"op": op, "target": draw(st.sampled_from(["hero", "sidekick"])), "amount": draw(st.integers(1, 3))}
    e = {"op": op, "target": draw(st.sampled_from(TARGETS))}
    if op == "attach":
        e["card"] = draw(st.sampled_from(HOSTS))
    return e


policy_sets = st.fixed_dictionaries({p: st.booleans() for p in ZONE_POLICIES})


@settings(max_examples=80, deadline=None)
@given(st.lists(effect(), min_size=1, max_size=5), policy_sets)
def test_zone_operations_equal_the_reference(effects, policies):
    sc = parse_scenario(_table(effects), "<random>")
    out = run_order(sc, ["event"] + [f"a{i}" for i in range(len(effects))], policies).to_json()
    places, health = _reference(effects, policies)
    assert out["places"] == places
    assert {n: c["health"] for n, c in out["characters"].items()} == health


@settings(max_examples=40, deadline=None)
@given(effect(), effect(), policy_sets)
def test_zone_operations_with_disjoint_footprints_commute(e1, e2, policies):
    sc = parse_scenario(_table([e1, e2]), "<random>")
    if footprint(sc, "a0") & footprint(sc, "a1"):
        return
    assert run_order(sc, ["event", "a0", "a1"], policies) == run_order(sc, ["event", "a1", "a0"], policies)


def test_a_revealed_treachery_waits_for_its_when_revealed_abilities_then_is_discarded():
    t = _table([{"op": "reveal", "target": "snare"}])
    t["abilities"].append({"id": "snare says", "kind": "when_revealed", "controller": "p1", "trigger": "a0",
                           "source": "snare", "effects": [{"op": "damage", "target": "hero", "amount": 1}]})
    sc = parse_scenario(t, "<t>")
    on = {"reveal_treachery_discarded": True}
    assert run_order(sc, ["event", "a0"], on).to_json()["places"]["snare"] == {"area": "encounter_discard"}
    both = run_order(sc, ["event", "a0", "snare says"], on).to_json()
    assert both["places"]["snare"] == {"area": "encounter_discard"}
    assert both["characters"]["hero"]["health"] == 9
    assert run_order(sc, ["event", "a0"], {}).to_json()["places"]["snare"] == {"area": "front", "whose": "p1"}
    assert "snare in front of p1" in run_order(sc, ["event", "a0"], {}).describe("marvel_champions")


def test_the_rule_base_entails_the_zone_policies_of_a_scenario_that_needs_them():
    from logic.timing.compile import compile_scenario
    sc = parse_scenario({**_table([{"op": "reveal", "target": "thug"}, {"op": "reveal", "target": "snare"},
                                   {"op": "discard_card", "target": "gizmo"}]), "rules": "marvel_champions/en"}, "<t>")
    on = {p for p, v in compile_scenario(sc, "marvel_champions/en", who=False).policies.items() if v}
    assert {"reveal_minion_enters_play", "reveal_treachery_discarded", "owner_areas"} <= on
    assert "attach_enters_play" not in on and "reveal_side_scheme_enters_play" not in on   # nothing they can change
    out = run_order(sc, ["event", "a0", "a1", "a2"],
                    compile_scenario(sc, "marvel_champions/en", who=False).policies).to_json()["places"]
    assert out["thug"] == {"area": "play"} and out["snare"] == {"area": "encounter_discard"}
    assert out["gizmo"] == {"area": "discard", "whose": "p2"}     # its owner's pile, not its controller's


@pytest.mark.parametrize("change, match", [
    ({"zone": "attic"}, "cards\\[0\\].zone"),
    ({"owner": "p9"}, "cards\\[0\\].owner"),
])
def test_a_bad_card_place_names_its_key(change, match):
    t = _table([])
    t["cards"][0].update(change)
    with pytest.raises(InputError, match=match):
        parse_scenario(t, "<t>")


def test_an_attach_without_what_it_attaches_to_is_bad_input():
    with pytest.raises(InputError, match="card"):
        parse_scenario(_table([{"op": "attach", "target": "snare"}]), "<t>")


def test_a_flip_turns_an_identity_to_the_form_named_or_to_its_other_form():
    t = _table([{"op": "flip", "target": "hero", "form": "alter_ego"}, {"op": "flip", "target": "hero"},
                {"op": "flip", "target": "sidekick"}])
    t["characters"][0]["form"] = "hero"
    sc = parse_scenario(t, "<t>")
    assert run_order(sc, ["event", "a0"], {}).to_json()["forms"] == {"hero": "alter_ego"}
    assert run_order(sc, ["event", "a0", "a1"], {}).to_json()["forms"] == {"hero": "hero"}
    assert run_order(sc, ["event", "a2"], {}).to_json()["forms"] == {"sidekick": ""}   # its form was not stated
    assert "hero in alter-ego form" in run_order(sc, ["event", "a0"], {}).describe("marvel_champions")
    with pytest.raises(InputError, match="flip"):
        parse_scenario(_table([{"op": "flip", "target": "snare"}]), "<t>")
    with pytest.raises(InputError, match="form"):
        parse_scenario(_table([{"op": "damage", "target": "hero", "form": "hero"}]), "<t>")
