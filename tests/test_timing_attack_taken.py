""""If that attack damages you" (``if_state`` ``attack_taken:<character>``, `logic.timing.attack_taken_ops`) against a
plain-Python reference over small worlds (hypothesis), and its catalogue entry (`logic.situation.conditions_attack`).

The reference is written from the module's docstring: the status follows when the identity took at least 1 damage
from the attack the same item started (a hero defending: ATK - DEF; an ally defending, under
``defender_takes_attack_damage``: none to the hero). The cards are invented.
"""

from hypothesis import given, settings, strategies as st

from logic.abilities.reader import read_text
from logic.situation import applicable as ap
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario


def _table(atk, defender, dfn):
    items = [{"id": "x", "kind": "when_revealed", "controller": "p1", "trigger": "event", "effects": [
        {"op": "enemy_attack", "target": "hero", "card": "villain", "amount": atk},
        {"op": "status", "target": "hero", "card": "stunned", "if_state": "attack_taken:hero"}]}]
    if defender:
        items.append({"id": "d", "kind": "declare_defender", "controller": "p1", "trigger": "x",
                      "effects": [{"op": "defend", "target": defender, "amount": dfn}]})
    return {"game": "marvel_champions", "players": {"order": ["p1"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                           {"name": "ally", "controller": "p1", "hit_points": 9},
                           {"name": "villain", "controller": "p1", "hit_points": 12}],
            "event": {"id": "event"}, "abilities": items}


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 3), st.sampled_from([None, "hero", "ally"]), st.integers(0, 2), st.booleans())
def test_that_attack_damages_you_equals_the_reference(atk, defender, dfn, policy):
    sc = parse_scenario(_table(atk, defender, dfn if defender == "hero" else 0), "<random>")
    order = ["event"] + (["d"] if defender else []) + ["x"]
    out = run_order(sc, order, {"defender_takes_attack_damage": policy}).to_json()["characters"]["hero"]
    hurt = max(0, atk - dfn) if defender == "hero" else 0 if defender == "ally" and policy else atk
    assert out["health"] == 10 - hurt
    assert ("stunned" in out["statuses"]) == (hurt >= 1)


def test_the_catalogue_reads_that_attack_damages_you_after_one_attack_against_you_only():
    """After "The villain attacks you." the condition is tested; alone (no attack before it) it is refused: the
    control twin."""
    def whys(text):
        return [ap.why_not_in(e, a.kind, a) for a in read_text(text, "Invented Jab") for e in a.effects]
    assert whys("<b>When Revealed</b>: The villain attacks you. If that attack damages you, you are stunned.") == \
        [None, None]
    assert whys("<b>When Revealed</b>: If that attack damages you, you are stunned.") == \
        ["'if that attack damages you' with no one attack against you before it in its ability: not applied"]
