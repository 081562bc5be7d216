"""A character defeated by an effect (``defeat``, `logic.timing.defeat_ops`) against a plain-Python reference over
small worlds; the catalogue's DEFEAT (`logic.situation.applicable`, `applicable_defeat`) against a reference over small
structures. The situation query defeat_a_non_elite_minion reads a printed wording into it.

The reference is written from `logic.timing.defeat_ops`' docstring, not from its code: a character still in play is
defeated unless a prohibition "cannot be defeated" on it is consulted (``prohibitions_hold``); one already defeated
is not defeated again (not done: a "then" after it does not resolve). The cards are invented.
"""

import pytest
from hypothesis import example, given, settings, strategies as st

from logic.abilities import model as m
from logic.situation.applicable import why_not
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

CHARS = {"hero": 10, "ally": 3, "goon": 4}


def _table(steps):
    """One ability per step: (op, target, then-heal-the-hero); ``forbid`` steps forbid the target's defeat."""
    abilities = []
    for i, (op, t, then) in enumerate(steps):
        e = {"op": "forbid", "target": t, "forbids": "defeated"} if op == "forbid" else {"op": "defeat", "target": t}
        effects = [e] + ([{"op": "damage", "target": "hero", "amount": 1, "then": True}] if then else [])
        abilities.append({"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "event",
                          "effects": effects})
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": n, "controller": "p1", "hit_points": h} for n, h in CHARS.items()],
            "event": {"id": "event"}, "abilities": abilities}


def _reference(steps, hold):
    """Health per character (None: defeated) after the steps."""
    health, gone, forbidden = dict(CHARS), set(), set()
    for op, t, then in steps:
        if then and "hero" in gone:
            continue   # all or nothing: an item whose "then" damages a hero already defeated does nothing at all
        if op == "forbid":
            done = t not in gone
            if done:
                forbidden.add(t)
        else:
            done = t not in gone and not (hold and t in forbidden)
            if done:
                gone.add(t)
        if then and done and "hero" not in gone:
            health["hero"] -= 1
    return {n: None if n in gone else h for n, h in health.items()}


@st.composite
def step(draw):
    return (draw(st.sampled_from(["defeat", "defeat", "forbid"])), draw(st.sampled_from(sorted(CHARS))),
            draw(st.booleans()))


@settings(max_examples=20, deadline=None)
@given(st.lists(step(), min_size=1, max_size=3), st.booleans())
@example([("defeat", "goon", True), ("defeat", "goon", True)], False)
@example([("defeat", "hero", False), ("defeat", "ally", True)], False)
@example([("forbid", "ally", False), ("defeat", "ally", True)], True)
@example([("forbid", "ally", False), ("defeat", "ally", True)], False)
def test_defeating_equals_the_reference(steps, hold):
    out = run_order(parse_scenario(_table(steps), "<random>"), ["event"] + [f"a{i}" for i in range(len(steps))],
                    {"prohibitions_hold": True} if hold else {}).to_json()
    assert {n: c["health"] for n, c in out["characters"].items()} == _reference(steps, hold)
    assert all(c["destroyed"] == (c["health"] is None) for c in out["characters"].values())


N, F, Q = m.Noun, m.FilterKind, m.Quantifier
_TARGETS = {   # name: (target, accepted by the reference)
    "a non-Elite minion": (m.Target(N.MINION, Q.A, filters=(m.Filter(F.NOT_TRAIT, "elite"),)), True),
    "a Sentinel minion": (m.Target(N.MINION, Q.A, filters=(m.Filter(F.TRAIT, "Sentinel"),)), True),
    "a card named": (m.Target(N.NAMED_CARD, name="Invented Henchman"), True),
    "an upgrade": (m.Target(N.UPGRADE, Q.A), False),
    "none": (None, False),
}


@pytest.mark.parametrize("name", sorted(_TARGETS))
@pytest.mark.parametrize("amount", [False, True])
def test_the_catalogue_applies_a_defeat_as_the_reference_says(name, amount):
    """Applied: a character picked (by trait or not) or a card named, with no amount. Control twin of each refused
    case: "a non-Elite minion" with no amount, applied."""
    t, ok = _TARGETS[name]
    e = m.Effect(kind=m.EffectKind.DEFEAT, target=t, amount=m.Amount(value=2) if amount else None)
    assert (why_not(e) is None) == (ok and not amount), why_not(e)
