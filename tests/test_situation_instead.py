"""A replacement, "deal 2 damage to the villain (5 damage instead if ...)" (`logic.situation.applicable_instead`, the
engine's `logic.timing.instead_ops`): the engine against a plain-Python reference over small worlds, the catalogue's
shapes, and the conversion of an invented card with its control twin. Cards and scenarios are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from logic.abilities import model as m
from logic.abilities.reader import read_text
from logic.errors import InputError
from logic.situation import applicable as ap
from logic.situation.applicable_instead import instead_why
from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import policy_can_apply, run_order
from logic.timing.scenario import parse_scenario

_ON = {"partial_resolution": True, "instead_replaces": True, "conditional_needs_done": True}


def _table(counters: int, effects: list[dict]) -> dict:
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 30},
                           {"name": "villain", "controller": "p1", "hit_points": 30}],
            "cards": [{"name": "gauge", "counters": counters}], "event": {"id": "event"},
            "abilities": [{"id": "it", "kind": "forced_response", "controller": "p1", "trigger": "event",
                           "effects": effects}]}


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 4), st.integers(0, 4), st.integers(1, 3), st.integers(1, 6), st.integers(0, 4),
       st.booleans(), st.booleans())
def test_a_replacement_equals_the_reference(counters, added, printed, instead, at_least, policy, then):
    """Plain-Python reference (Replacement Effect p1): "place <added> counters on the gauge, deal <printed> damage to
    the villain (<instead> instead if there are <at_least> counters on the gauge)[, then deal 1 damage to the
    hero]": exactly one of the two damages is dealt, the replacement when its condition holds as the damage would
    be dealt (after the counters are placed); without the policy, the printed one; a "then" after it follows
    whichever was dealt."""
    effects = [{"op": "place_counters", "target": "gauge", "amount": added},
               {"op": "damage", "target": "villain", "amount": printed},
               {"op": "damage", "target": "villain", "amount": instead, "instead": True,
                "if_state": "counters:gauge", "if_at_least": at_least}]
    if then:
        effects.append({"op": "damage", "target": "hero", "amount": 1, "then": True})
    scenario = parse_scenario(_table(counters, effects), "hyp")
    assert policy_can_apply(scenario, "instead_replaces")
    out = run_order(scenario, ["event", "it"], dict(_ON, instead_replaces=policy)).to_json()
    holds = counters + added >= at_least
    assert out["characters"]["villain"]["health"] == 30 - (instead if policy and holds else printed)
    assert out["characters"]["hero"]["health"] == 30 - (1 if then else 0)


def test_a_replacement_must_follow_an_ordinary_effect():
    """The scenario refuses a replacement listed first, or with 'then', with one clear message."""
    for effects in ([{"op": "damage", "target": "villain", "amount": 1, "instead": True}],
                    [{"op": "damage", "target": "villain", "amount": 1},
                     {"op": "damage", "target": "villain", "amount": 2, "instead": True, "then": True}]):
        with pytest.raises(InputError, match="instead"):
            parse_scenario(_table(0, effects), "hyp")


@pytest.mark.parametrize("text, why", [
    ("Remove 3 threat from a scheme (4 threat instead if you are in alter-ego form).", None),
    ("Deal 2 damage to the villain (5 damage instead if there are 3 rain counters here).", None),
    ("Draw 1 card (draw 2 cards instead if Captain Nimbus is in play).", None),
    ("Discard the top 2 cards of your deck (3 cards instead if Captain Nimbus is in play).", None),
])
def test_the_catalogue_takes_a_replacement_of_the_effect_before_it(text, why):
    (a,) = read_text(f"<b>Hero Action</b>: {text}", "Rain Gauge")
    assert [e.link for e in a.effects] == [m.Link.FIRST, m.Link.INSTEAD]
    assert [ap.why_not_in(e, a.kind, a) for e in a.effects] == [None, why]


def test_the_catalogue_refuses_a_replacement_it_cannot_pair():
    (a,) = read_text("<b>Hero Action</b>: Deal 2 damage to the villain (5 damage instead if there are 3 rain "
                     "counters here).", "Rain Gauge")
    first, second = a.effects
    other = m.Effect(m.EffectKind.HEAL, first.amount, first.target)
    assert instead_why([second], 0) == "a replacement ('instead') with no effect before it: not applied"
    assert "of heal by deal_damage" in instead_why([other, second], 1)
    assert "another target" in instead_why([first, m.Effect(second.kind, second.amount, None, link=m.Link.INSTEAD,
                                                             conditions=second.conditions)], 1)
    assert "no condition" in instead_why([first, m.Effect(second.kind, second.amount, second.target,
                                                          link=m.Link.INSTEAD)], 1)
    assert instead_why([first], 0) is None


_TEXT = "<b>Hero Action</b>: Deal 2 damage to the villain (5 damage instead if there are 3 rain counters here)."


@pytest.mark.parametrize("counters, dealt", [(3, 5), (2, 2)])
def test_a_replacement_converts_to_the_engines_instead_mark(counters, dealt):
    """The invented Rain Gauge with 3 counters deals 5; control twin of that: with 2 counters it deals the
    printed 2."""
    cards = {"villain": SituationCard("villain", "x2", "Doctor Drizzle", "villain", "", {"health": 14, "attack": 2}),
             "gadget": SituationCard("gadget", "x4", "Rain Gauge", "support", _TEXT, {}, controller="alice",
                                     owner="alice", counters=counters),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice")}
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card="gadget", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "gadget_used"
    b.you_in = lambda *_: "alice"
    ops, _ = b.effects(cards["gadget"], abilities_of(cards["gadget"])[0])
    assert [op.get("instead", False) for op in ops] == [False, True] and not b.unread, (ops, b.unread)
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": list(b.characters.values()),
             "cards": [{"name": n, "counters": c} for n, c in b.cards.items()], "event": {"id": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], _ON).to_json()
    assert out["characters"]["villain"]["health"] == 14 - dealt


def _attacked(text: str, defender: str = ""):
    """An invented situation: the villain attacks alice's hero (``defender`` declared, if given), Rain Gauge printed
    with ``text``; the engine effects of its first ability."""
    cards = {"villain": SituationCard("villain", "x2", "Doctor Drizzle", "villain", "", {"health": 14, "attack": 4}),
             "gadget": SituationCard("gadget", "x4", "Rain Gauge", "support", text, {}, controller="alice",
                                     owner="alice"),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "pal": SituationCard("pal", "x5", "Drizzle Kid", "ally", "", {"health": 3}, controller="alice")}
    sit = GameSituation("invented", ["alice"], "alice", cards,
                        Event("attack", attacker="villain", target="hero", defender=defender or None))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "villain_attacks"
    b.you_in = lambda *_: "alice"
    return b.effects(cards["gadget"], abilities_of(cards["gadget"])[0])[0]


@pytest.mark.parametrize("defender, hit", [("", "hero"), ("pal", "pal")])
def test_damage_prevented_from_this_attack_is_on_the_character_it_hits(defender, hit):
    """"Prevent 2 damage from this attack": on the attacked hero; control twin of that: with a defender declared,
    on the defender (the attack's damage goes to it)."""
    ops = _attacked("<b>Interrupt</b>: When an enemy attacks you, prevent 2 damage from this attack.", defender)
    assert ops == [{"op": "prevent", "target": hit, "amount": 2}]
    assert _attacked("<b>Interrupt</b>: When an enemy attacks you, prevent all damage from that attack.") == [
        {"op": "prevent", "target": "hero", "amount": 0}]


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 5), st.integers(0, 6), st.integers(0, 3))
def test_damage_prevented_equals_the_reference(prevented, attack, before):
    """Plain-Python reference (the engine's prevention: the next instance of damage the character takes loses the
    amount, all of it for 0): the prevention put as the attack begins takes off the attack's damage, unless another
    instance (``before``, when not 0) reaches the character first."""
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 20}], "event": {"id": "event"},
             "abilities": [{"id": "shield", "kind": "interrupt", "controller": "p1", "trigger": "event",
                            "effects": [{"op": "prevent", "target": "hero", "amount": prevented}]},
                           {"id": "hit", "kind": "forced_response", "controller": "p1", "trigger": "event",
                            "effects": ([{"op": "damage", "target": "hero", "amount": before}] if before else [])
                            + [{"op": "damage", "target": "hero", "amount": attack}]}]}
    out = run_order(parse_scenario(table, "hyp"), ["event", "shield", "hit"], {}).to_json()
    cut = (lambda n: 0 if prevented == 0 else max(0, n - prevented))
    taken = (cut(before) + attack) if before else cut(attack)
    assert out["characters"]["hero"]["health"] == 20 - taken


def _divided_run(threats: list[int], amount: int):
    """The invented Rain Gauge ("Remove <amount> threat from among schemes in play.") with the schemes of
    ``threats`` (the first the main scheme): its engine effects, and the threat left on each scheme for each pick."""
    from logic.timing.choice_ops import pick_sets
    text = f"<b>Hero Action</b>: Remove {amount} threat from among schemes in play."
    cards = {"gadget": SituationCard("gadget", "x4", "Rain Gauge", "support", text, {}, controller="alice",
                                     owner="alice"),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice")}
    for k, n in enumerate(threats):
        cards[f"s{k}"] = SituationCard(f"s{k}", f"y{k}", f"Plot {k}", "main_scheme" if k == 0 else "side_scheme", "",
                                       {"threat": n} if k == 0 else {"base_threat": n})
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card="gadget", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "gadget_used"
    b.you_in = lambda *_: "alice"
    ops, _ = b.effects(cards["gadget"], abilities_of(cards["gadget"])[0])
    if not ops:
        return ops, None
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": list(b.characters.values()), "schemes": [{"name": n, "threat": t}
                                                                    for n, t in b.schemes.items()],
             "event": {"id": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    scenario = parse_scenario(table, "invented")
    outs = set()
    for picks in pick_sets(scenario, ["it"], {"options_picked": True}):
        out = run_order(scenario, ["go", "it"], {"options_picked": True}, picks=dict(picks)).to_json()
        outs.add(tuple(out["threat"][f"s{k}"] for k in range(len(threats))))
    return ops, outs


@settings(max_examples=8, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=1, max_size=3), st.integers(1, 4))
def test_a_divided_amount_equals_the_reference(threats, amount):
    """Plain-Python reference (the card leaves the division to the player: each division a branch, never a guess):
    the threat left over the picks is exactly the set of the schemes' threat less each division of the amount (a
    part larger than a scheme's threat removes all of it)."""
    from itertools import product
    ops, outs = _divided_run(threats, amount)
    ways = [w for w in product(range(amount + 1), repeat=len(threats)) if sum(w) == amount]
    assert outs == {tuple(max(0, t - n) for t, n in zip(threats, w)) for w in ways}
    assert len({op.get("option", 0) for op in ops}) == (len(ways) if len(threats) > 1 else 1)


def test_a_division_past_the_bound_is_not_decided():
    """Remove 6 threat among 4 schemes: 84 divisions, more than the bound: left unread (no effect converted), not
    cut short; control twin of that: among 2 schemes, 7 divisions, each an option."""
    assert _divided_run([3, 3, 3, 3], 6) == ([], None)
    ops, outs = _divided_run([3, 3], 6)
    assert len({op["option"] for op in ops}) == 7 and len(outs) == 7


def test_counters_divided_among_cards_of_a_trait_are_one_option_per_division():
    """"Remove 2 secret counters from among Board Member environments" (invented cards): the two such cards share the
    2 counters in each of the 3 ways (2-0, 1-1, 0-2), each an option of the choice."""
    text = "<b>Hero Action</b>: Remove 2 secret counters from among Board Member environments."
    cards = {"gadget": SituationCard("gadget", "x4", "Rain Gauge", "support", text, {}, controller="alice",
                                     owner="alice"),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "b1": SituationCard("b1", "y1", "Board One", "environment", "", {"traits": "Board Member."}, counters=2),
             "b2": SituationCard("b2", "y2", "Board Two", "environment", "", {"traits": "Board Member."}, counters=1)}
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card="gadget", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "gadget_used"
    b.you_in = lambda *_: "alice"
    ops, _ = b.effects(cards["gadget"], abilities_of(cards["gadget"])[0])
    assert sorted((op["option"], op["targets"][0], op["amount"]) for op in ops) == [
        (1, "b1", 2), (2, "b1", 1), (2, "b2", 1), (3, "b2", 2)]


@pytest.mark.parametrize("form, removed", [("alter_ego", 3), ("hero", 1)])
def test_a_replacement_on_a_chosen_scheme_shares_its_pick(form, removed):
    """"Remove 1 threat from a scheme (3 threat instead if you are in alter-ego form)" (invented): one pick of the
    scheme serves both effects; in alter-ego form the pick loses 3 threat; control twin of that: in hero form, 1."""
    from logic.timing.choice_ops import pick_sets
    text = "<b>Hero Action</b>: Remove 1 threat from a scheme (3 threat instead if you are in alter-ego form)."
    cards = {"gadget": SituationCard("gadget", "x4", "Rain Gauge", "support", text, {}, controller="alice",
                                     owner="alice"),
             "hero": SituationCard("hero", "x1", "Captain Nimbus", form, "", {"health": 10}, controller="alice"),
             "s0": SituationCard("s0", "y0", "Plot", "main_scheme", "", {"threat": 5}),
             "s1": SituationCard("s1", "y1", "Side", "side_scheme", "", {"base_threat": 4})}
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card="gadget", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "gadget_used"
    b.you_in = lambda *_: "alice"
    ops, _ = b.effects(cards["gadget"], abilities_of(cards["gadget"])[0])
    assert [op.get("chosen") for op in ops] == [1, 1] and ops[1]["instead"]
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": list(b.characters.values()),
             "schemes": [{"name": n, "threat": t} for n, t in b.schemes.items()], "event": {"id": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    scenario, on = parse_scenario(table, "invented"), {"targets_chosen": True, "instead_replaces": True}
    got = {picks[0][1]: run_order(scenario, ["go", "it"], on, picks=dict(picks)).to_json()["threat"]
           for picks in pick_sets(scenario, ["it"], on)}
    assert got == {"s0": {"s0": 5 - removed, "s1": 4}, "s1": {"s0": 5, "s1": 4 - removed}}
