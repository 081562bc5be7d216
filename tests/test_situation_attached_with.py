"""A character picked "with an upgrade attached" (`logic.situation.attached_with`, the engine's ``if_attached_type``,
`logic.timing.attached_type_ops`): "Deal 3 damage to an enemy with an upgrade attached." Cards are invented."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.situation.facts import abilities_of
from logic.timing.choice_ops import pick_sets
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

_TEXT = "<b>Hero Action</b> (attack): Deal 3 damage to an enemy with an upgrade attached."


def test_the_filter_is_read_for_a_pick_and_not_for_an_attach():
    """The pick with the filter is applied; control twin of that: an "attach" to such a character is not."""
    (a,) = read_text(_TEXT, "Ricochet Dart")
    assert ap.why_not_in(a.effects[0], a.kind, a) is None
    (b,) = read_text("<b>Hero Action</b>: Attach this card to an enemy with an upgrade attached.", "Ricochet Dart")
    assert ap.why_not_in(b.effects[-1], b.kind, b) is not None


def _run(hosts: list[int | None], n: int):
    """The invented Ricochet Dart used against ``n`` minions, upgrades attached to the minions ``hosts`` names (None:
    an upgrade in play attached to nothing; -1: to a card the situation does not hold): the engine ops, and the
    minions' health for each valid pick."""
    cards = {"dart": SituationCard("dart", "x4", "Ricochet Dart", "event", _TEXT, {}, controller="alice",
                                   owner="alice"),
             "hero": SituationCard("hero", "x1", "Captain Bounce", "hero", "", {"health": 10}, controller="alice")}
    for k in range(n):
        cards[f"m{k}"] = SituationCard(f"m{k}", f"y{k}", f"Goon {k}", "minion", "", {"health": 5})
    for k, h in enumerate(hosts):
        cards[f"u{k}"] = SituationCard(f"u{k}", f"z{k}", f"Tracer {k}", "upgrade", "", {}, controller="alice",
                                       owner="alice", attached_to="ghost" if h == -1 else
                                       f"m{h}" if h is not None and h < n else None)
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card="dart", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "dart_used"
    b.you_in = lambda *_: "alice"
    ops, _ = b.effects(cards["dart"], abilities_of(cards["dart"])[0])
    if not ops:
        return ops, None
    table = {"game": "marvel_champions", "players": {"order": ["alice"], "first": "alice"},
             "characters": list(b.characters.values()), "cards": list(b.places.values()), "event": {"id": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    scenario = parse_scenario(table, "invented")
    pol = {"targets_chosen": True}
    outs = set()
    for picks in pick_sets(scenario, ["go", "it"], pol):
        out = run_order(scenario, ["go", "it"], pol, picks=dict(picks))
        if out.void:
            continue
        j = out.to_json()
        outs.add(tuple(j["characters"][f"m{k}"]["health"] for k in range(n)))
    return ops, outs


@settings(max_examples=6, deadline=None)
@given(st.lists(st.one_of(st.none(), st.integers(0, 2)), max_size=2), st.integers(1, 3))
def test_damage_to_an_enemy_with_an_upgrade_attached_equals_the_reference(hosts, n):
    """Plain-Python reference: the picks are exactly the minions an upgrade is attached to, each a branch dealt 3
    damage; with none, one outcome where no minion is dealt damage."""
    ops, outs = _run(hosts, n)
    assert ops and ops[0]["if_attached_type"] == "upgrade"
    fit = sorted({h for h in hosts if h is not None and h < n})
    want = {tuple(2 if k == h else 5 for k in range(n)) for h in fit} or {tuple(5 for _ in range(n))}
    assert outs == want


def test_control_twin_an_upgrade_on_a_card_the_engine_does_not_hold_is_not_read():
    """Control twin of the reference: an upgrade stated attached to a card the engine does not hold (an absent id)
    leaves the effect unconverted (whether that card counts is not told), where an upgrade on a minion converts."""
    assert _run([-1], 2) == ([], None)
    ops, outs = _run([0], 2)
    assert ops[0]["chosen"] and outs == {(2, 5)}
