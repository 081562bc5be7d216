"""A prohibition kept while a card is engaged with you ("While this minion is engaged with you, it cannot take
damage", `logic.situation.conditions_kept_engaged`, the engine's ``kept`` ``engaged_with`` in
`logic.timing.amount_ops`): the engine against a plain-Python reference, the conversion with its control twin, the
shapes refused. Cards and scenarios are invented."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from logic.abilities.reader import read_text
from logic.situation.applicable import why_not_in
from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

_STEP = st.one_of(st.just("hit"), st.sampled_from(("p1", "p2")))


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(("p1", "p2")), st.lists(_STEP, min_size=1, max_size=4), st.booleans(), st.booleans(),
       st.booleans())
def test_a_prohibition_kept_while_engaged_equals_the_reference(start, steps, negated, kept, hold):
    """The reference: "the villain cannot take damage while m0 is (not) engaged with you (p1)", then steps each 1
    damage to the villain or m0 engaged with a player: under ``prohibitions_hold`` a hit is dealt unless the
    condition holds now (kept) or held when the prohibition was put (not kept: tested once)."""
    bounds = {"if_at_least": 0, "if_at_most": 0} if negated else {"if_at_least": 1}
    forbid = {"op": "forbid", "target": "villain", "forbids": "take_damage", "if_state": "engaged_with:hero:m0",
              **bounds, **({"kept": True} if kept else {})}
    steps_fx = [{"op": "damage", "target": "villain", "amount": 1} if s == "hit"
                else {"op": "engage", "target": "m0", "card": s} for s in steps]
    table = {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                            {"name": "villain", "controller": "p1", "hit_points": 10},
                            {"name": "m0", "controller": "p1", "hit_points": 3, "type": "minion",
                             "engaged_with": start}],
             "event": {"id": "go"},
             "abilities": [{"id": f"a{i}", "kind": "forced_response", "controller": "p1", "trigger": "go",
                            "effects": [e]} for i, e in enumerate([forbid] + steps_fx)]}
    out = run_order(parse_scenario(table, "k.toml"), ["go"] + [f"a{i}" for i in range(len(steps) + 1)],
                    {"prohibitions_hold": hold}).to_json()
    now, health = start, 10
    put = (start == "p1") != negated
    for s in steps:
        if s != "hit":
            now = s
        elif not (hold and (((now == "p1") != negated) if kept else put)):
            health -= 1
    assert out["characters"]["villain"]["health"] == health


def _ops(text: str, engaged=("alice", "alice")):
    """The engine ops of the constant ability of minion Grim Gull (``text``), another minion Sly Skua stated too;
    ``engaged``: the players they are engaged with (None: not stated)."""
    cards = {"hero": SituationCard("hero", "x1", "Brick Brute", "hero", "", {"health": 10}, controller="alice"),
             "gull": SituationCard("gull", "x3", "Grim Gull", "minion", text, {"health": 3}, engaged_with=engaged[0]),
             "skua": SituationCard("skua", "x4", "Sly Skua", "minion", "", {"health": 2}, engaged_with=engaged[1])}
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card="skua", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "revealed"
    b.you_in = lambda *_: "alice"
    return b.effects(cards["gull"], abilities_of(cards["gull"])[0])[0]


_THIS = "While this minion is engaged with you, Grim Gull cannot take damage."
_OTHER = "Grim Gull cannot take damage while you are engaged with another minion."


def test_the_engagement_kept_is_the_situations_with_a_control_twin():
    (op,) = _ops(_THIS)
    assert (op["op"], op["if_state"], op["if_at_least"], op.get("kept")) == (
        "forbid", "engaged_with:hero:gull", 1, True), op
    assert _ops(_THIS, (None, "alice")) == []   # control twin: its engagement not stated: not decided
    (op,) = _ops(_OTHER)
    assert op["if_state"] == "engaged_with:hero:skua" and op["kept"], op   # "another": every minion but this card
    assert _ops(_OTHER, ("alice", None)) == []   # control twin: the other minion's engagement not stated


def test_only_a_kept_engagement_on_a_prohibition_is_accepted():
    def why(text):
        (a,) = read_text(text, "Grim Gull")
        return why_not_in(a.effects[0], a.kind, a)
    assert why(_THIS) is None and why(_OTHER) is None
    # a condition on a constant effect other than a prohibition: tested once, not kept over time
    assert why("While this minion is engaged with you, you get +1 hand size.") == \
        "condition is_engaged: not tested by the outcome engine"
    assert why("While this minion is engaged with you, you cannot thwart.") is None   # a player's thwart
    # forbidden, the condition kept (`logic.timing.act_ops`)
