"""The pool trigger graph and its loops (issue 16) on invented cards, checked against a brute force."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from logic.cli import main
from logic.pool_graph import build, cycle_table
from logic.pool_graph.build import analyse_pool, loops_of, _graph
from logic.pool_graph.edges import candidates, decide
from logic.pool_graph.nodes import Card, nodes_of

import pool_graph_brute as brute

FIX = Path(__file__).parent / "fixtures" / "pool_graph"


def _one(name: str) -> dict:
    return analyse_pool(FIX / f"{name}.json")


def test_forced_unbounded_loop_between_two_cards():
    rep = _one("forced_pair")
    [loop] = rep["loops"]
    assert loop["cards"] == ["90001", "90002"]
    assert loop["forced"] is True and loop["bounded"] is False
    assert loop["forced_by"] and all(c.startswith("mc.en.loops.") for c in loop["forced_by"])
    turns = loop["witness"]["turns"]
    assert len(turns) >= 2 and all(t["resolves"] == ["90001#1", "90002#1"] for t in turns[:2])


def test_optional_unbounded_loop_on_one_card():
    [loop] = _one("optional_one")["loops"]
    assert loop["abilities"] == ["90011#1"]
    assert loop["forced"] is False and loop["bounded"] is False


def test_cycle_bounded_by_a_limit():
    [loop] = _one("limited")["loops"]
    assert loop["forced"] is True and loop["bounded"] is True and loop["turns"] == 1
    assert any("Max 1 per round" in s for s in loop["stopped_by"])
    # the witness shows the turn it makes and the turn the limit refuses
    assert [t["resolves"] for t in loop["witness"]["turns"]] == [["90021#1"], []]


def test_cycle_bounded_by_an_exhaust_cost():
    [loop] = _one("exhaust_cost")["loops"]
    assert loop["forced"] is False and loop["bounded"] is True and loop["turns"] == 1
    assert any("must be ready" in s for s in loop["stopped_by"])


def test_near_miss_type_mismatch_is_dropped_with_the_words():
    rep = _one("type_mismatch")
    assert rep["loops"] == []
    pair = [d for d in rep["dropped"] if d["abilities"] == ["90041#1", "90042#1"]]
    assert pair and any("hero" in w for w in pair[0]["why"]) and any("ally" in w for w in pair[0]["why"])


def test_near_miss_controller_mismatch_is_dropped():
    rep = _one("controller_mismatch")
    assert rep["loops"] == []
    [d] = rep["dropped"]
    assert "no situation realises it" in d["reason"]
    assert any("friendly" in w for w in d["why"]) and any("enemy" in w for w in d["why"])


def test_near_miss_condition_never_met_is_dropped():
    rep = _one("condition_never")
    assert rep["loops"] == []
    [d] = rep["dropped"]
    assert any("condition" in w for w in d["why"]) and any("readied" in w for w in d["why"])


def test_near_miss_a_copy_of_another_name_is_not_this_card():
    rep = _one("name_mismatch")
    # a set-aside copy of Pledge entering play meets "after Pledge enters play" ...
    assert [l["abilities"] for l in rep["loops"]] == [["90062#1", "90063#1"]]
    # ... not "after Herald enters play": the printed names differ
    [d] = [d for d in rep["dropped"] if d["abilities"] == ["90061#1", "90062#1"]]
    assert "no edge 90062#1 -> 90061#1" in d["reason"] and any("same name" in w for w in d["why"])


def test_near_miss_another_is_not_the_card_itself():
    rep = _one("another_self")
    # "another Guardian character" is never the card whose ability it is: no card loops on itself ...
    assert [l["abilities"] for l in rep["loops"]] == [["90091#1", "90092#1"]]
    why = {tuple(d["abilities"]): d["why"] for d in rep["dropped"]}
    assert set(why) == {("90091#1",), ("90092#1",)}
    assert all(any("another Guardian" in w for w in ws) for ws in why.values())
    # ... while each of two Guardians taking the damage instead of the other meets the other's trigger


def test_near_miss_zones_a_card_out_of_play_does_not_leave_play():
    rep = _one("zone_mismatch")
    # a support returning itself to hand leaves play (once: it is then out of play)
    assert [(l["abilities"], l["turns"]) for l in rep["loops"]] == [(["90073#1"], 1)]
    why = {tuple(d["abilities"]): d["why"] for d in rep["dropped"]}
    # the top cards of a deck are not in play: discarding them is no card leaving play
    assert any("of deck" in w for w in why[("90071#1",)])
    assert "before 'leaves play' the object is in play" in why[("90071#1",)]
    # an event's ability is used from out of play: returning the event to hand is no card leaving play
    assert "mc.en.zones.ability.used_in_play" in why[("90072#1",)]


def test_witness_runs_through_the_outcome_engine_with_the_world_after_each_turn():
    [loop] = _one("damage_loop")["loops"]
    run = loop["witness"]["run"]
    assert [r["turn"] for r in run] == [1, 2] and loop["witness"]["not_run"] == []
    assert [r["order"] for r in run] == [["start", "90081#1 (turn 1)"],
                                         ["start", "90081#1 (turn 1)", "90081#1 (turn 2)"]]
    # the engine's world after each turn is the solver's witness: the ally's health goes down by one a turn
    assert [r["world"]["characters"]["ally 1"]["health"] for r in run] == [4, 3]
    assert [list(t["world_after"].values()) for t in loop["witness"]["turns"]] == [[4], [3]]
    [pair] = _one("forced_pair")["loops"]
    assert [r["world"]["exhausted"] for r in pair["witness"]["run"]] == [{"hero 1": False}] * 2


def test_witness_run_says_what_the_engine_cannot_apply_and_orders_interrupts_first():
    [loop] = _one("name_mismatch")["loops"]
    w = loop["witness"]
    assert w["not_run"] == ["90062#1: attach: what it attaches to is not in the witness"]
    assert [r["world"]["threat"] for r in w["run"]] == [{"90062": 4}, {"90062": 3}]
    # Vow's Forced Interrupt resolves before what it interrupts: the turns interleave
    assert w["run"][1]["order"] == ["90062#1 (turn 1)", "start", "90062#1 (turn 2)", "90063#1 (turn 1)",
                                    "90063#1 (turn 2)"]


# -- the second check: brute force over concrete worlds -------------------------------------------------------

TEXTS = [
    "<b>Forced Response</b>: After a character is readied, exhaust it.",
    "<b>Forced Response</b>: After a character is exhausted, ready it.",
    "<b>Response</b>: After you draw a card, draw 1 card.",
    "<b>Forced Response</b>: After you draw a card, draw 1 card. (Max 1 per round.)",
    "<b>Response</b>: After you draw a card, exhaust this card → draw 1 card.",
    "<b>Forced Response</b>: After a hero takes damage, deal 1 damage to each enemy.",
    "<b>Forced Response</b>: After an enemy takes damage, deal 1 damage to each ally.",
    "<b>Forced Response</b>: After an enemy is exhausted, ready each friendly character.",
    "<b>Forced Response</b>: After this card is readied, if this card is exhausted, exhaust it.",
    "<b>Forced Response</b>: After an ally takes damage, deal 1 damage to it.",
    "<b>Response</b>: After a character takes damage, heal 1 damage from it.",
    "<b>Forced Response</b>: After a character is healed, deal 1 damage to it.",
    "<b>Hero Response</b>: After an enemy takes damage, deal 1 damage to each ally.",
    "<b>Alter-Ego Response</b>: After an ally takes damage, deal 1 damage to each enemy.",
    "<b>Forced Response</b>: After an ally you control is exhausted, ready it.",
    "<b>Forced Response</b>: After this card is exhausted, ready it.",
    "<b>Forced Response</b>: After another ally is exhausted, exhaust this card.",
    "<b>Interrupt</b>: When this card leaves play, discard the top 2 cards of your deck.",
    "<b>Response</b>: After a card leaves play, return this card to your hand.",
    "<b>Forced Response</b>: After a card enters play, return this card to your hand.",
    "<b>Forced Response</b>: After an enemy takes damage from an attack, deal 1 damage to each ally.",
    "<b>Interrupt</b>: When another character would take any amount of damage, this card takes that damage instead.",
    "<b>Hero Action (attack)</b>: Deal 2 damage to an enemy.",
    "<b>Hero Interrupt</b>: When a friendly character would take any amount of damage from an attack, deal 1 damage "
    "to each enemy.",
]
CARD_TYPES = ["support", "ally", "upgrade", "minion", "event"]


def _nodes(spec, offset=0):
    out = []
    for i, (ti, ty) in enumerate(spec, start=offset):
        card = Card(f"9{i:04d}", f"Card {i}", CARD_TYPES[ty])
        out += nodes_of(card, TEXTS[ti])[0]
    return out


def _check_against_brute(ns):
    got = {(a.id, k, b.id) for a, k, b in candidates(ns, ns) if decide(a, k, b).status == "sat"}
    want = {(a.id, k, b.id) for a in ns for k, _ in a.effects for b in ns if b.trigger is not None
            and brute.edge(a, k, b)}
    assert got == want


def test_every_fixture_text_against_the_brute_force():
    _check_against_brute(_nodes([(i, 0) for i in range(len(TEXTS))]) + _nodes([(i, 1) for i in range(len(TEXTS))], 100)
                         + _nodes([(i, 4) for i in range(len(TEXTS) - 3, len(TEXTS))], 200))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, len(TEXTS) - 1), st.integers(0, len(CARD_TYPES) - 1)), min_size=1,
                max_size=4))
def test_random_small_pools_edges_and_turns_agree_with_the_brute_force(spec):
    ns = _nodes(spec)
    _check_against_brute(ns)
    by_id = {n.id: n for n in ns}
    cands = candidates(ns, ns)
    g, cg, per = _graph(ns, cands, [decide(a, k, b) for a, k, b in cands])
    pn = build.PoolNodes("mem", {n.card.code: n.card for n in ns}, ns, [], {}, [], len(ns))
    found = loops_of(pn, by_id, g, cg, per)
    for loop in found["loops"]:
        steps = [by_id[x] for x in loop["abilities"]]
        effects, objects = [], []
        for i, x in enumerate(loop["abilities"]):
            nxt = loop["abilities"][(i + 1) % len(steps)]
            k, d = next((k, d) for k, d in per[(x, nxt)] if d.status == "sat")
            effects.append(k)
            objects.append(dict(d.world)["object"].split(" ")[0])
        sim = brute.turns(steps, effects, objects, {})
        assert (loop["bounded"] is False) == (sim is None), loop
        if loop["bounded"]:
            assert loop["turns"] == sim


# -- command line -------------------------------------------------------------------------------------------

def test_loops_json_shape_and_exit_code(capsys):
    assert main(["loops", str(FIX / "forced_pair.json"), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= {"loops", "summary"}
    assert set(data["loops"][0]) >= {"cards", "abilities", "forced", "bounded", "bound", "witness"}


def test_graph_pool_json_has_nodes_edges_and_loops(capsys):
    assert main(["graph", "--pool", str(FIX / "forced_pair.json"), "--json", "--dot"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert {"nodes", "edges", "loops", "dot"} <= set(data)
    assert all({"card", "ability", "kind"} <= set(n) for n in data["nodes"])
    assert all(e["why"] and e["effect_words"] and e["trigger_words"] for e in data["edges"])
    assert "color=red" in data["dot"]


def test_output_is_the_same_bytes_whatever_jobs(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(build, "PARALLEL_MIN", 0)
    monkeypatch.setattr(build, "_DECIDED", None)
    outs = []
    for jobs in ("1", "2"):
        monkeypatch.setenv("RULING_CACHE", str(tmp_path / jobs))   # each run computes, nothing shared
        cycle_table.reset()
        main(["graph", "--pool", str(FIX / "type_mismatch.json"), "--json", "--jobs", jobs])
        build._DECIDED = None
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1]


def test_interactions_of_a_card_under_design(capsys):
    code = main(["interactions", str(FIX / "forced_pair.json"), "--type", "support", "--json",
                 "--text", "<b>Forced Response</b>: After an ally is exhausted, ready it."])
    data = json.loads(capsys.readouterr().out)
    assert code == 1
    assert {e["to"] for e in data["triggers"]} == {"90001#1"}
    assert {e["from"] for e in data["triggered_by"]} == {"90001#1"}
    assert any(l["path"] == ["new#1", "90001#1"] and l["forced"] and l["bounded"] is False for l in data["loops"])


@pytest.mark.parametrize("argv,needle", [
    (["loops", "/no/such/pool"], "no such pool"),
    (["interactions", str(FIX / "forced_pair.json"), "--type", "spaceship", "--text", "x"], "not a card type"),
    (["interactions", str(FIX / "forced_pair.json"), "--type", "ally", "--text", "x" * 5000], "bound"),
    (["graph"], "give a scenario FILE"),
    (["graph", "--pool", str(FIX / "forced_pair.json"), "--card", "nope"], "no ability of card"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, needle):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert needle in err and len(err.splitlines()) == 1


def test_playground_interactions_is_the_cli_json(capsys):
    pytest.importorskip("fastapi")
    pytest.importorskip("httpx")
    from fastapi.testclient import TestClient
    from logic.serve.app import create_app
    from logic.serve.runner import Runner
    text = "<b>Forced Response</b>: After an ally is exhausted, ready it."
    main(["interactions", str(FIX / "forced_pair.json"), "--type", "support", "--text", text, "--json"])
    want = json.loads(capsys.readouterr().out)
    # the worker builds no rule base up front (warm_rules=()): the interactions job asks no "you" question
    with TestClient(create_app(Runner(time_limit=120, warm_rules=()), FIX / "forced_pair.json", warm=False)) as c:
        got = c.post("/api/interactions", json={"text": text, "card_type": "support"})
        assert got.status_code == 200
        body = got.json()
        assert "color=red" in body.pop("dot")
        assert body == want
        bad = c.post("/api/interactions", json={"text": text, "card_type": "spaceship"})
        assert bad.status_code == 400 and "not a card type" in bad.text


def test_a_reveal_chain_is_bounded_by_the_copies_it_takes():
    rep = _one("reveal_chain")
    [loop] = [l for l in rep["loops"] if l["abilities"] == ["90071#1", "90072#1"]]
    assert loop["forced"] is True and loop["bounded"] is True and loop["turns"] == 1
    assert any("not there to take again" in s for s in loop["stopped_by"])
    assert not any(l["abilities"] in (["90071#1"], ["90072#1"]) for l in rep["loops"])  # not itself
    # the run reveals each treachery from the encounter deck; each waits in front of the player while its own
    # When Revealed ability resolves, then is discarded (Reveal p2.b4): the world after each of the two turns
    w = loop["witness"]
    assert w["not_run"] == [] and [r["turn"] for r in w["run"]] == [1, 2]
    assert [r["world"]["places"] for r in w["run"]] == [{"90071": {"area": "encounter_discard"},
                                                         "90072": {"area": "encounter_discard"}}] * 2


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.floats(0.05, 0.4))
def test_cycles_are_networkx_simple_cycles_shortest_first(seed, p):
    """`_cycles` (its own search, so that a cut list is the same in any process) finds what networkx's
    simple_cycles finds, canonical and sorted; when cut, it keeps the shortest."""
    import random

    import networkx as nx
    rng = random.Random(seed)
    g = nx.gnp_random_graph(10, p, seed=seed, directed=True)
    g = nx.relabel_nodes(g, {i: f"9{i:04d}#1" for i in g})
    for n in list(g):
        if rng.random() < 0.2:
            g.add_edge(n, n)
    want = sorted({build._canonical(c) for c in nx.simple_cycles(g, length_bound=build.MAX_CYCLE_LEN)},
                  key=lambda c: (len(c), c))
    got, cut = build._cycles(g)
    from logic.pool_graph.digraph import Digraph
    assert build._cycles(Digraph(g.nodes, g.edges)) == (got, cut)  # the plain graph the pool uses: the same
    if len(want) < build.MAX_CYCLES:
        assert (got, cut) == (want, False)
    else:
        assert cut and len(got) == build.MAX_CYCLES and max(map(len, got)) <= min(
            len(c) for c in want if c not in got)


def test_you_reveal_is_done_by_a_player_to_an_encounter_card_and_a_discard_cost_bounds_it():
    """'When you reveal an encounter card': the player reveals (the actor), the encounter card is revealed
    (the object: never a hero); 'discard Tripwire ->' takes the card out of play, so one turn only."""
    [loop] = _one("discard_cost_reveal")["loops"]
    assert loop["abilities"] == ["90081#1"]
    assert loop["bounded"] is True and loop["turns"] == 1
    assert any("leave play to pay its cost" in s for s in loop["stopped_by"])
    [step] = [s for s in loop["witness"]["situation"] if s.get("ability") == "90081#1"]
    assert not step["object"].startswith(("hero", "alter_ego", "player"))
    # the run: "discard it" discards the card whose reveal triggered it (a start copy: turn 1 is the first), and
    # "reveal another card" reveals a fresh copy of the object's type, placed as its type says (Reveal p2.b2)
    w, kind = loop["witness"], step["object"].split(" ")[0]
    first = w["run"][0]["world"]["places"]
    assert w["not_run"] == [] and first[f"{step['thing']} (start)"] == {"area": "encounter_discard"}
    assert first[f"{step['thing']} (turn 1)"]["area"] == ("play" if kind in ("minion", "attachment", "environment",
                                                                           "side_scheme", "obligation") else
                                                        "encounter_discard" if kind == "treachery" else "front")
    [a] = [n for n in nodes_of(Card("90081", "Tripwire", "upgrade"), json.loads(
        (FIX / "discard_cost_reveal.json").read_text())[0]["text"])[0]]
    d = decide(a, a.effects[-1][0], a)
    assert d.status == "sat" and dict(d.world)["actor"].startswith("player")


def test_a_treachery_is_revealed_is_not_an_actor_event():
    """'After a treachery is revealed': the treachery undergoes it (no one acts), so a surge that reveals
    an encounter card meets it."""
    src = nodes_of(Card("90091", "Echo", "treachery"),
                   "<b>When Revealed</b>: Reveal the top card of the encounter deck.")[0]
    dst = nodes_of(Card("90092", "Listener", "minion"),
                   "<b>Forced Response</b>: After a treachery is revealed, this minion heals 1 damage.")[0]
    cands = candidates(src, dst)
    assert cands
    d = decide(*cands[0])
    assert d.status == "sat" and dict(d.world)["object"].startswith("treachery") and "actor" not in dict(d.world)


def test_decisions_are_kept_as_a_family_that_build_tables_collects_and_shipped_serves(tmp_path, monkeypatch):
    """The edge decisions go to the cache folder as JSON (family ``poolgraph``, no card text: names of
    decision keys); `logic.build_tables.collect` gathers them and `logic.shipped` serves them, so a run
    with an empty cache folder and the store solves no edge."""
    from logic import shipped
    from logic.build_tables import collect
    from logic.pool_graph.edges import candidates
    folder = tmp_path / "cache"
    monkeypatch.setenv("RULING_CACHE", str(folder))
    monkeypatch.setattr(build, "_DECIDED", None)
    pn = build.read_pool_nodes(FIX / "forced_pair.json")
    cands = candidates(pn.nodes, pn.nodes)
    first = build.decide_all(cands)
    [f] = folder.glob("poolgraph-decisions-*.json")
    data = json.loads(f.read_text())
    assert data["family"] == "poolgraph" and data["decisions"]
    assert "Coiled Spring" not in f.read_text() and "90001" not in f.read_text()  # no card names or codes
    store = collect(folder)
    assert store["poolgraph"]["entries"] == data["decisions"]
    # a fresh cache folder, the store shipped: nothing is solved, the same decisions come back
    path = tmp_path / "shipped.json.gz"
    shipped.write_store({**store, "sources": "test"}, path)
    monkeypatch.setattr(shipped, "_store", lambda: shipped.read_store(path))
    monkeypatch.setenv("RULING_SHIPPED", "on")
    monkeypatch.setenv("RULING_CACHE", str(tmp_path / "fresh"))
    monkeypatch.setattr(build, "_DECIDED", None)
    monkeypatch.setattr(build, "_decide_keys", lambda keys: pytest.fail("solved an edge the store ships"))
    assert build.decide_all(cands) == first


def test_the_decision_key_names_are_the_hashes_of_the_keys_reprs():
    """`build._key_names` assembles each name from its parts' reprs: the very name `_key_name` gives."""
    from logic.pool_graph.edges import decision_key
    pn = build.read_pool_nodes(FIX / "forced_pair.json")
    pn2 = build.read_pool_nodes(FIX / "type_mismatch.json")
    nodes = pn.nodes + pn2.nodes
    keys = [decision_key(a, k, b) for a, k, b in candidates(nodes, nodes)]
    assert keys and build._key_names(keys) == [build._key_name(k) for k in keys]


def test_a_class_of_candidates_has_the_key_and_effect_of_each_of_its_candidates():
    """`edges.decision_classes` makes each key once per class: the key every candidate of the class has."""
    from logic.pool_graph.edges import decision_classes, decision_key
    nodes = build.read_pool_nodes(FIX / "forced_pair.json").nodes + build.read_pool_nodes(
        FIX / "name_mismatch.json").nodes + build.read_pool_nodes(FIX / "type_mismatch.json").nodes
    cands = candidates(nodes, nodes)
    classes, keys, effects = decision_classes(cands)
    assert cands and len(keys) <= len(cands)
    assert [keys[c] for c in classes] == [decision_key(a, k, b) for a, k, b in cands]
    assert [effects[c] for c in classes] == [k for _, k, _ in cands]


def _pool_file(tmp_path, name: str, rename: str | None = None) -> Path:
    data = json.loads((FIX / f"{name}.json").read_text())
    if rename is not None:
        data[0]["name"] = rename
    out = tmp_path / f"{name}-{rename}.json"
    out.write_text(json.dumps(data))
    return out


def test_cycle_answers_are_shipped_and_used_only_under_their_exact_keys(tmp_path, monkeypatch):
    """The realised answers and shape answers go to the cache folder (family ``poolcycles``),
    `logic.build_tables.collect` gathers them, `logic.shipped` serves them: a fresh cache folder solves
    no cycle and gives the same loops. A card changed (its name: another realised key) or another
    content key (the code or rules changed): the shipped answer is not used, the cycle is solved."""
    from logic import shipped
    from logic.build_tables import collect
    ct = cycle_table
    pool = _pool_file(tmp_path, "forced_pair")
    folder = tmp_path / "cache"
    monkeypatch.setenv("RULING_CACHE", str(folder))
    monkeypatch.setattr(build, "_DECIDED", None)
    ct.reset()
    first = analyse_pool(pool, edges=False)
    [f] = folder.glob("poolcycles-*.json")
    data = json.loads(f.read_text())
    assert data["family"] == "poolcycles" and data["realised"] and data["shapes"]
    store = collect(folder)
    assert store["poolcycles"]["realised"] == data["realised"] and store["poolcycles"]["shapes"] == data["shapes"]
    path = tmp_path / "shipped.json.gz"

    def fresh(name: str, st: dict):
        shipped.write_store({**st, "sources": "test"}, path)
        monkeypatch.setattr(shipped, "_store", lambda: shipped.read_store(path))
        monkeypatch.setenv("RULING_SHIPPED", "on")
        monkeypatch.setenv("RULING_CACHE", str(tmp_path / name))
        monkeypatch.setattr(build, "_DECIDED", None)
        ct.reset()

    solved = []
    real_realise, real_shape = build._realise_one, build._shape_answer
    monkeypatch.setattr(build, "_realise_one", lambda w: solved.append("r") or real_realise(w))
    monkeypatch.setattr(build, "_shape_answer", lambda sh: solved.append("s") or real_shape(sh))
    fresh("fresh", store)
    assert analyse_pool(pool, edges=False)["loops"] == first["loops"] and solved == []
    # one card renamed: its cycle's nodes differ, so its realised key; the shape (no names) is kept
    renamed = _pool_file(tmp_path, "forced_pair", rename="Another Name")
    fresh("renamed", store)
    again = analyse_pool(renamed, edges=False)
    assert "r" in solved and "s" not in solved and again["loops"]
    # the same answers under another content key are never looked at
    solved.clear()
    fresh("other-key", {**store, "poolcycles": {**store["poolcycles"], "content_key": "0" * 24}})
    assert analyse_pool(pool, edges=False)["loops"] == first["loops"] and "r" in solved and "s" in solved
    ct.reset()


def test_that_enemy_keeps_its_noun_so_it_names_no_ally_and_no_hero():
    """"that enemy" reads as "it" kept to enemies (`Target.is_a`): an effect on "that enemy" after a
    character takes damage meets "after an ally takes damage" for no ally (a near miss), and an effect
    on "that enemy" after you take damage (Counterattack's wording) never damages you: no loop on itself."""
    from logic.abilities import model as m
    src = nodes_of(Card("90101", "Rebound", "support"), "<b>Forced Response</b>: After a character takes "
                   "damage, deal 1 damage to that enemy.")[0]
    [(k, eff)] = src[0].effects
    assert eff.target.noun is m.Noun.IT and eff.target.is_a is m.Noun.ENEMY
    ally = nodes_of(Card("90102", "Medic", "support"),
                    "<b>Forced Response</b>: After an ally takes damage, draw 1 card.")[0]
    assert not [c for c in candidates(src, ally) if decide(*c).status == "sat"]
    enemy = nodes_of(Card("90103", "Spite", "support"),
                     "<b>Forced Response</b>: After a minion takes damage, draw 1 card.")[0]
    assert [c for c in candidates(src, enemy) if decide(*c).status == "sat"]   # the same words, an enemy
    back = nodes_of(Card("90104", "Payback", "upgrade"), "<b>Hero Response</b>: After you take damage from an "
                    "enemy attack, discard Payback → deal an equal amount of damage to that enemy.")[0]
    assert not [c for c in candidates(back, back) if decide(*c).status == "sat"]
    # "that hero" after an alter-ego changes form: that identity (its type is not compared across the change)
    flip = nodes_of(Card("90105", "Glare", "minion"), "<b>Forced Response</b>: After an alter-ego changes to "
                    "hero form, deal 1 damage to that hero.")[0]
    hurt = nodes_of(Card("90106", "Ache", "support"),
                    "<b>Forced Response</b>: After a friendly character takes damage, draw 1 card.")[0]
    assert [c for c in candidates(flip, hurt) if decide(*c).status == "sat"]
    _check_against_brute(src + ally + enemy + back + flip + hurt)


def test_a_loop_whose_state_repeats_after_its_first_turn_is_unbounded():
    """Heal 1 from a damaged character, then deal it 1 damage: the first heal is capped at full health, so the
    state after one turn is not the state before it, but every later turn repeats it (found by the random
    pools test above: bounded was None, "not found within 12 turns")."""
    ns = _nodes([(10, 0), (11, 0)])
    by_id = {n.id: n for n in ns}
    cands = candidates(ns, ns)
    g, cg, per = _graph(ns, cands, [decide(a, k, b) for a, k, b in cands])
    pn = build.PoolNodes("mem", {n.card.code: n.card for n in ns}, ns, [], {}, [], len(ns))
    [loop] = loops_of(pn, by_id, g, cg, per)["loops"]
    assert loop["bounded"] is False and loop["bound"].startswith("none: a turn comes back")


def test_damage_an_event_deals_is_not_from_an_attack_across_steps():
    """Issue 16's false loops on the official pool, on invented cards: an event's own damage redirected by
    "takes that damage instead" meets "damage from an attack" for no turn (the redirected damage keeps its
    source: the event, no attack), though the edge alone holds; the same event labelled "(attack)" loops, and
    its turns are bounded by its copies in hand (2: its deck limit)."""
    rep = _one("damage_source")
    assert rep["loops"] == []
    [two] = [d for d in rep["dropped"] if len(d["abilities"]) == 2]
    assert any(w.endswith("B's trigger: damage from an attack") for w in two["why"])
    assert any(w.endswith("mc.en.damage_source.attack.only_attacks") for w in two["why"])
    ns = _nodes_of_fixture("damage_source")
    assert [c for c in candidates(ns[:1], ns[1:]) if decide(*c).status == "sat"]   # the edge alone holds
    [loop] = _one("attack_redirect")["loops"]
    assert loop["bounded"] is True and loop["turns"] == 2
    assert "copies of Riposte (90204) in its player's hand (2, its deck limit)" in loop["bound"]


def test_an_event_resolves_once_per_copy_in_hand():
    """Event p2 (mc.en.loops.event.discarded): an event goes to the discard pile after it resolves, so a cycle
    that needs it again needs another copy: "after you draw a card, draw 1 card" on an event stops after its
    deck limit (2) of turns, where a support with the same words repeats for ever."""
    [loop] = _one("event_copies")["loops"]
    assert loop["bounded"] is True and loop["turns"] == 2 and loop["bound"].startswith("2 turns, stopped by: copies")
    ns = nodes_of(Card("90212", "Echo Engine", "support"), TEXTS[2])[0]
    by_id = {n.id: n for n in ns}
    cands = candidates(ns, ns)
    g, cg, per = _graph(ns, cands, [decide(a, k, b) for a, k, b in cands])
    pn = build.PoolNodes("mem", {n.card.code: n.card for n in ns}, ns, [], {}, [], len(ns))
    [same] = loops_of(pn, by_id, g, cg, per)["loops"]
    assert same["bounded"] is False


def _nodes_of_fixture(name: str) -> list:
    out = []
    for r in json.loads((FIX / f"{name}.json").read_text()):
        out += nodes_of(Card(r["code"], r["name"], r["type_code"], tuple(
            t.strip().lower() for t in r.get("traits", "").replace(".", ",").split(",") if t.strip())), r["text"])[0]
    return out
