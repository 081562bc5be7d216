"""A named form of a character ("if you are in Giant hero form", `logic.situation.conditions_form`, the engine's
`logic.timing.face_ops`) and the resource printed on the card an ability discarded off a deck ("if that card's
printed resource has [physical]", `logic.situation.conditions_resource`, the engine's ``discarded:resource_<type>``;
its engine reference is in tests/test_timing_discarded.py): the engine against a plain-Python reference, the
conversion with its control twin, and the shapes refused. Cards and scenarios are invented."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from logic.abilities.reader import read_text
from logic.situation.activation_it import it_enemy
from logic.situation.applicable import why_not_in
from logic.situation.facts import abilities_of
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import _Builder
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

_STEP = st.one_of(st.just({"op": "flip", "target": "hero"}),
                  st.sampled_from((0, 1)).map(lambda met: {"op": "damage", "target": "villain", "amount": 1,
                                                           "if_state": f"face:hero:{met}", "if_at_least": 1}))


@settings(max_examples=8, deadline=None)
@given(st.lists(_STEP, min_size=1, max_size=4))
def test_a_named_form_equals_the_reference(steps):
    """The reference: a test applies while the hero was never flipped and the face stated is the form (1); after a
    flip, which face of the form is up is not told: not decided (one undecided line), nothing applied."""
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10, "form": "hero"},
                            {"name": "villain", "controller": "p1", "hit_points": 10}],
             "event": {"id": "event"},
             "abilities": [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event",
                            "effects": steps}]}
    out = run_order(parse_scenario(table, "f.toml"), ["event", "a0"], {"form_shown_by_face": True}).to_json()
    flipped, dealt, undecided = False, 0, False
    for e in steps:
        if e["op"] == "flip":
            flipped = True
        elif flipped:
            undecided = True
        else:
            dealt += int(e["if_state"][-1])
    assert out["characters"]["villain"]["health"] == 10 - dealt
    assert bool(out.get("undecided")) == undecided
    off = run_order(parse_scenario(table, "f.toml"), ["event", "a0"], {}).to_json()   # the policy off: not told
    assert off["characters"]["villain"]["health"] == 10 and bool(off.get("undecided")) == any(
        e["op"] == "damage" for e in steps)


_GIANT = "<b>When Revealed</b>: If you are in Giant hero form, deal 2 damage to the villain."
_BRONZE = "<b>When Revealed</b>: If Gorgon is in Bronze form, he activates against you."
_TOP = ("<b>Forced Response</b>: After Brick Brute attacks, discard the top card of your deck. If that card's printed "
        "resource has:\n[physical] - Deal 2 damage to the villain.\n[energy] - Deal 1 damage to the villain.")


def _ops(text: str, hero_traits: str = "Avenger. Giant.", villain_traits: str = "Brute. Bronze.",
         hero_text: bool = False, extra: tuple = ()):
    """The engine ops of the first ability of ``text`` (a treachery, or the hero's own text), invented cards (and
    ``extra`` ones)."""
    cards = {"villain": SituationCard("villain", "x2", "Gorgon", "villain", "",
                                      {"health": 8, "attack": 2, "traits": villain_traits}),
             "hero": SituationCard("hero", "x1", "Brick Brute", "hero", text if hero_text else "",
                                   {"health": 10, "traits": hero_traits}, controller="alice"),
             "card": SituationCard("card", "x5", "Stone Rain", "treachery", text, {})}
    cards.update({c.id: c for c in extra})
    src = cards["hero" if hero_text else "card"]
    sit = GameSituation("invented", ["alice"], "alice", cards, Event("revealed", card=src.id, by="alice"))
    b = _Builder(sit, {}, {})
    b.resolver, b.event_id = "alice", "revealed"
    b.you_in = lambda *_: "alice"
    return b.effects(src, abilities_of(src)[0])[0]


def test_the_face_stated_decides_the_named_form_with_its_control_twin():
    assert [o.get("if_state") for o in _ops(_GIANT)] == ["face:hero:1"]
    # control twin: the hero stated on its Tiny face: the condition is not met (0), never met while not flipped
    assert [o.get("if_state") for o in _ops(_GIANT, hero_traits="Avenger. Tiny.")] == ["face:hero:0"]
    ops = _ops(_BRONZE)   # "he": the card its own form condition names, activating
    assert ops and ops[0]["card"] == "villain" and ops[0]["if_state"] == "face:villain:1", ops
    assert _ops(_BRONZE, villain_traits="Brute. Iron.")[0]["if_state"] == "face:villain:0"


def test_the_resource_of_the_card_discarded_off_your_deck_is_its_options_condition():
    ops = _ops(_TOP, hero_text=True)
    assert [(o["op"], o.get("if_state")) for o in ops] == [
        ("discard_deck", None), ("damage", "discarded:resource_physical"), ("damage", "discarded:resource_energy")]


def test_the_shapes_refused_keep_an_honest_reason():
    a = read_text("<b>Action</b>: Discard a resource card from your hand. If that card has a printed [physical] "
                  "icon, heal 1 damage from Brick Brute.", "Brick Brute")[0]
    assert "not the one card its ability discarded" in why_not_in(a.effects[-1], a.kind, a)
    a = read_text("While you are in Giant hero form, Brick Brute gets +1 ATK.", "Brick Brute")[0]
    assert why_not_in(a.effects[0], a.kind, a) == "condition in_form: not tested by the outcome engine"   # "while"
    a = read_text(_BRONZE, "Stone Rain")[0]
    assert why_not_in(a.effects[0], a.kind, a) is None and it_enemy(a, a.effects[0]).name == "Gorgon"


_MASS = "<b>When Revealed</b>: If you are in Misty mass form, deal 2 damage to the villain."


def _mass(name: str) -> SituationCard:
    return SituationCard("mass", "x9", name, "upgrade", "Mass form. Permanent.", {"name": name, "text": "Mass form. "
                                                                                  "Permanent."}, controller="alice")


def test_a_mass_form_is_the_face_of_the_players_mass_form_upgrade():
    assert _ops(_MASS, extra=(_mass("Misty"),))[0]["if_state"] == "face:mass:1"
    assert _ops(_MASS, extra=(_mass("Rocky"),))[0]["if_state"] == "face:mass:0"   # control twin: another face
    assert _ops(_MASS) == []   # no mass form upgrade stated: not decided, left unconverted


# --- "if you are (not) engaged with a (<trait>) minion" (`conditions_engaged`, the engine's `engaged_count_ops`) ---
@settings(max_examples=8, deadline=None)
@given(st.lists(st.sampled_from(("p1", "p2", "")), min_size=1, max_size=3), st.integers(-1, 2),
       st.one_of(st.none(), st.tuples(st.integers(0, 2), st.sampled_from(("p1", "p2")))),
       st.integers(1, 3))
def test_minions_engaged_with_you_equal_the_reference(engaged, defeated, engage, tests):
    """The reference: an item before (b0) may defeat one minion (out of play when a0 resolves); a0 may engage one
    minion with a player, then tests ("engaged with a minion", at least 1) each deal 1 damage to the hero when one of
    the minions listed, in play, is engaged with p1 now."""
    n = len(engaged)
    chars = [{"name": "hero", "controller": "p1", "hit_points": 20}, {"name": "other", "controller": "p2",
                                                                       "hit_points": 20}]
    chars += [dict({"name": f"m{i}", "controller": "p1", "hit_points": 1, "type": "minion"},
                   **({"engaged_with": p} if p else {})) for i, p in enumerate(engaged)]
    now, alive = dict(enumerate(engaged)), set(range(n)) - {defeated % n if defeated >= 0 else None}
    effects = []
    if engage is not None and engage[0] % n in alive and now[engage[0] % n] != engage[1]:
        effects.append({"op": "engage", "target": f"m{engage[0] % n}", "card": engage[1]})
        now[engage[0] % n] = engage[1]
    effects += [{"op": "damage", "target": "hero", "amount": 1, "if_at_least": 1,
                 "if_state": "engaged_with:hero:" + ",".join(f"m{k}" for k in range(n))}] * tests
    dealt = tests * any(now[k] == "p1" for k in alive)
    items = [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event", "effects": effects}]
    items += [{"id": "b0", "kind": "forced_response", "controller": "p1", "trigger": "event",
               "effects": [{"op": "damage", "target": f"m{defeated % n}", "amount": 1}]}] if defeated >= 0 else []
    table = {"game": "marvel_champions", "players": {"order": ["p1", "p2"]}, "characters": chars,
             "event": {"id": "event"}, "abilities": items}
    order = ["event"] + (["b0"] if defeated >= 0 else []) + ["a0"]
    out = run_order(parse_scenario(table, "g.toml"), order, {}).to_json()
    assert out["characters"]["hero"]["health"] == 20 - dealt


_MOLD = "<b>When Revealed</b>: If you are not engaged with a Drone minion, deal 2 damage to the villain."


def _minion(engaged_with, traits="Drone."):
    return SituationCard("drone", "x7", "Buzz Drone", "minion", "", {"health": 2, "traits": traits},
                         engaged_with=engaged_with)


def test_the_minions_engaged_with_you_are_the_situations_with_a_control_twin():
    ops = _ops(_MOLD, extra=(_minion("alice"),))
    assert ops[0]["if_state"] == "engaged_with:hero:drone" and ops[0]["if_at_most"] == 0, ops
    assert _ops(_MOLD, extra=(_minion(None),)) == []   # control twin: its engagement not stated: not decided
    assert _ops(_MOLD, extra=(_minion("alice", "Brute."),)) == []   # no Drone minion stated: not decided


# --- "if X has the A or B trait" (`conditions_traits`, the engine's ``trait:<character>:A|B``) ---------------------
_NAMES = ("Stone", "Wood", "Metal")


@settings(max_examples=8, deadline=None)
@given(st.sets(st.sampled_from(_NAMES)), st.lists(st.sampled_from(_NAMES), min_size=2, max_size=3, unique=True),
       st.booleans())
def test_one_of_several_traits_equals_the_reference(held, named, negated):
    bounds = {"if_at_least": 0, "if_at_most": 0} if negated else {"if_at_least": 1}
    table = {"game": "marvel_champions", "players": {"order": ["p1"]},
             "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                            {"name": "brute", "controller": "p1", "hit_points": 10, "traits": sorted(held)}],
             "event": {"id": "event"},
             "abilities": [{"id": "a0", "kind": "forced_response", "controller": "p1", "trigger": "event",
                            "effects": [{"op": "damage", "target": "hero", "amount": 1,
                                         "if_state": "trait:brute:" + "|".join(named), **bounds}]}]}
    out = run_order(parse_scenario(table, "t.toml"), ["event", "a0"], {}).to_json()
    assert out["characters"]["hero"]["health"] == 10 - (any(t in held for t in named) != negated)


def test_one_of_several_traits_is_read_off_the_card_with_a_control_twin():
    text = "<b>When Revealed</b>: If Gorgon has the Stone or Wood trait, deal 1 damage to the villain."
    ops = _ops(text, villain_traits="Brute. Wood.")
    assert ops[0]["if_state"] == "trait:villain:Stone|Wood" and ops[0]["if_at_least"] == 1, ops
    table = {"game": "marvel_champions", "players": {"order": ["alice"]},
             "characters": [{"name": "villain", "controller": "alice", "hit_points": 8}], "event": {"id": "go"},
             "abilities": [{"id": "a", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "effects": ops}]}
    for traits, health in ((["Brute", "Wood"], 7), (["Brute", "Iron"], 8)):   # control twin: neither trait
        table["characters"][0]["traits"] = traits
        out = run_order(parse_scenario(table, "t"), ["go", "a"], {}).to_json()
        assert out["characters"]["villain"]["health"] == health


# --- a count on "it" (`conditions_it`): the card the ability names, counted as a card named -------------------------
def test_a_count_on_it_names_the_card_its_ability_names():
    a = read_text("<b>Forced Response</b>: After Gorgon attacks you, if he has at least 1 hit point, deal 1 damage "
                  "to the villain.", "Gorgon")[0]
    assert why_not_in(a.effects[0], a.kind, a) is None
    ops = _ops("<b>When Revealed</b>: Deal 1 damage to Gorgon. Then, if he has at least 1 hit point, deal 2 damage "
               "to your hero.")
    assert ops[-1]["if_state"] == "hit_points:villain" and ops[-1]["if_at_least"] == 1, ops
    ops = _ops("<b>When Revealed</b>: Place 1 doom counter on Gorgon. Then, if it has any counters on it, deal 2 "
               "damage to your hero.")
    assert ops[-1]["if_state"] == "counters:villain" and ops[-1]["if_at_least"] == 1, ops
    a = read_text("<b>When Revealed</b>: If he has at least 1 hit point, deal 1 damage to the villain.", "Stone Rain")[0]
    assert "not named by the engine" in why_not_in(a.effects[0], a.kind, a)   # control twin: no card named before


def test_the_resource_of_a_card_counted_per_icon_in_a_sentence_not_read_is_refused():
    a = read_text("<b>Action</b>: Discard the top card of your deck and count the resources on it. For each resource "
                  "counted this way, if it is a:\n[energy] - Heal 2 damage from a character.", "Brick Brute")[0]
    why = why_not_in(a.effects[-1], a.kind, a)
    assert why is not None and "has_resource" in why, why
