"""An activation given no boost card (``no_boost``, `logic.timing.boost_skip_ops`) against a plain-Python reference.

The reference is written from the module's docstring: an activation an item starts deals its ATK plus the icons of
its boost items, unless the item itself, or an item of the order waiting for it, gives it no boost card; then no boost
item of it resolves. The cards are invented.
"""

from hypothesis import given, settings, strategies as st

from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _table(icons, skip):
    act = [{"op": "enemy_attack", "target": "hero", "amount": 2, "card": "villain"}]
    if skip == "own":
        act.append({"op": "no_boost", "target": "villain"})
    items = [{"id": "act", "kind": "forced_response", "controller": "p1", "trigger": "event", "effects": act}]
    items += [{"id": f"b{i}", "kind": "boost", "controller": "p1", "trigger": "act",
               "effects": [{"op": "boost_icons", "target": "villain", "amount": n}]} for i, n in enumerate(icons)]
    if skip == "trigger":
        items.append({"id": "mold", "kind": "forced_interrupt", "controller": "p1", "trigger": "act",
                      "effects": [{"op": "no_boost", "target": "villain", "card": "trigger"}]})
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 20},
                           {"name": "villain", "controller": "p1", "hit_points": 20}],
            "event": {"id": "event"}, "abilities": items}


@settings(max_examples=8, deadline=None)
@given(st.lists(st.integers(0, 3), max_size=2), st.sampled_from(["", "own", "trigger"]))
def test_no_boost_equals_the_reference(icons, skip):
    sc = parse_scenario(_table(icons, skip), "<random>")
    order = ["event"] + (["mold"] if skip == "trigger" else []) + [f"b{i}" for i in range(len(icons))] + ["act"]
    out = run_order(sc, order, {})
    assert out.to_json()["characters"]["hero"]["health"] == 20 - 2 - (0 if skip else sum(icons))


def test_a_skip_outside_the_order_gives_the_boost_card():
    """The item giving no boost card left out of the order (not taken): the boost card counts (the control twin)."""
    sc = parse_scenario(_table([2], "trigger"), "<t>")
    assert run_order(sc, ["event", "b0", "act"], {}).to_json()["characters"]["hero"]["health"] == 16
    assert run_order(sc, ["event", "mold", "b0", "act"], {}).to_json()["characters"]["hero"]["health"] == 18
