""""Each <trait> minion engaged with you" (`applicable.trait_group`, `keyword_effects.without_trait`): the minions the
situation states as engaged with that player, the trait tested as the effect resolves (``if_trait``). Cards are
invented."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

_TEXT = "<b>When Revealed</b>: Give each Drone minion engaged with you a tough status card."


def _run(minions: list[tuple[bool, bool | None]]):
    """The invented Drone Shield revealed by alice, with minions (a Drone or not, engaged with alice / bob / not
    stated): the engine ops, and the minions given a tough status card."""
    cards = {"shield": SituationCard("shield", "x4", "Drone Shield", "treachery", _TEXT, {}),
             "hero": SituationCard("hero", "x1", "Captain Hive", "hero", "", {"health": 10}, controller="alice")}
    for k, (drone, mine) in enumerate(minions):
        cards[f"m{k}"] = SituationCard(f"m{k}", f"y{k}", f"Goon {k}", "minion", "",
                                       {"health": 5, "traits": "Drone." if drone else "Thug."},
                                       engaged_with=None if mine is None else "alice" if mine else "bob")
    sit = GameSituation("invented", ["alice", "bob"], "alice", cards, Event("revealed", card="shield", by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "shield_revealed"
    b.you_in = lambda *_: "alice"
    ops, _ = b.effects(cards["shield"], abilities_of(cards["shield"])[0])
    if not ops:
        return None
    chars = list(b.characters.values())
    for ch in chars:   # the traits printed on each card, which ``if_trait`` reads (`keyword_effects.annotate`)
        c = sit.cards[ch["name"]]
        if c.record.get("traits"):
            ch["traits"] = [x.strip() for x in c.record["traits"].split(".") if x.strip()]
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "alice"},
             "characters": chars, "event": {"id": "go"},
             "abilities": [{"id": "it", "kind": "response", "controller": "alice", "trigger": "go", "effects": ops}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {}).to_json()
    return {n for n, c in out["characters"].items() if "tough" in c["statuses"]}


@settings(max_examples=6, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.booleans()), min_size=1, max_size=3))
def test_each_drone_minion_engaged_with_you_equals_the_reference(minions):
    """Plain-Python reference: exactly the Drone minions engaged with alice get a tough status card (no minion
    engaged with her: no target, the effect not converted, as for "each minion engaged with you")."""
    want = {f"m{k}" for k, (drone, mine) in enumerate(minions) if drone and mine}
    assert _run(minions) == (want if any(mine for _, mine in minions) else None)


def test_control_twin_a_minion_whose_engagement_is_not_stated_is_not_read():
    """Control twin of the reference: a minion whose engagement is not stated leaves the effect unconverted (which
    minions are engaged with alice is not told), where stated engagements convert."""
    assert _run([(True, None), (True, True)]) is None
    assert _run([(True, False), (True, True)]) == {"m1"}
