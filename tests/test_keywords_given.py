"""Keywords an effect gives that act on a moment the situation engine models (`logic.situation.applicable_incite`):
the catalogue's whitelist, and a situation's outcome against a plain Python reference over small worlds
(hypothesis). Cards are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from logic.abilities.reader import read_text
from logic.errors import InputError
from logic.situation import applicable as ap
from logic.situation.model import Event, GameSituation, SituationCard
from logic.situation.scenario import scenario_table
from logic.timing.effects import run_order
from logic.timing.scenario import parse_scenario

RULES = "marvel_champions/en"


def _why(text: str) -> str | None:
    a = read_text(text, "Gloomy Drizzle")[0]
    return ap.why_not_in(a.effects[0], a.kind, a)


@pytest.mark.parametrize("text, why", [
    ("This card gains incite 2.", None),
    ("Each other encounter card gains incite 1.", None),
    ("Each minion gains incite 1.", "incite given to anything but"),
    ("This card gains incite X.", "no printed number"),
])
def test_the_catalogue_applies_incite_on_this_card_or_each_other_encounter_card(text, why):
    got = _why(text)
    assert got is None if why is None else why in got


def _situation(own: int | None, others: list[int], decoy: int | None, event: str = "reveal") -> GameSituation:
    """A treachery revealed by alice (its own "This card gains incite N" when ``own``), environments in play each
    giving each other encounter card incite n, and (``decoy``) an environment in play with "This card gains incite
    N" (not revealed: nothing)."""
    cards = {"plan": SituationCard("plan", "x1", "Flood the City", "main_scheme", "", {"threat": 2}),
             "hero": SituationCard("hero", "x2", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "villain": SituationCard("villain", "x3", "Doctor Drizzle", "villain", "",
                                      {"health": 14, "attack": 1, "scheme": 1}),
             "storm": SituationCard("storm", "x4", "Thunderclap", "treachery",
                                    f"This card gains incite {own}." if own is not None else "", {})}
    for i, n in enumerate(others):
        cards[f"cloud{i}"] = SituationCard(f"cloud{i}", f"y{i}", f"Cloud Bank {i}", "environment",
                                           f"Each other encounter card gains incite {n}.", {})
    if decoy is not None:
        cards["fog"] = SituationCard("fog", "z1", "Fog Machine", "environment", f"This card gains incite {decoy}.", {})
    ev = Event("reveal", card="storm", by="alice") if event == "reveal" else \
        Event("attack", attacker="villain", target="hero")
    return GameSituation("invented", ["alice"], "alice", cards, ev)


def _threat(sit: GameSituation) -> int:
    gen = scenario_table(sit, {}, {}, RULES)
    sc = parse_scenario(gen.table, "invented")
    out = run_order(sc, [sc.items[0].id] + gen.triggers, {}).to_json()
    return out["threat"].get("plan", 0)


@settings(max_examples=12, deadline=None)
@given(st.one_of(st.none(), st.integers(1, 3)), st.lists(st.integers(1, 2), max_size=2),
       st.one_of(st.none(), st.integers(1, 3)))
def test_incite_given_places_the_threat_the_reference_says(own, others, decoy):
    """Reference (Keywords p2.b6): the revealed card's incite instances add up (p1.b1) and each places its X on the
    main scheme; a card in play that gives itself incite is not revealed and places nothing."""
    assert _threat(_situation(own, others, decoy)) == 2 + (own or 0) + sum(others)   # the plan starts at 2


def test_control_twin_of_incite_given_no_reveal_places_no_threat():
    """Control twin of test_incite_given_places_the_threat_the_reference_says: the same cards while the villain
    attacks: no card is revealed, the incite given places nothing."""
    gen = scenario_table(_situation(2, [1], None, event="attack"), {}, {}, RULES)
    assert not any(e.get("op") == "threat" for it in gen.table["abilities"] for e in it.get("effects", []))


def test_incite_given_cites_its_clause():
    assert "mc.common.situation_keywords.incite" in scenario_table(_situation(1, [], None), {}, {}, RULES).clauses


# --- a keyword of a character's basic attacks only (`logic.timing.keyword_ops`, ``attacks = "basic"``) -------------
_HP = {"hero": 10, "villain": 12, "minion": 2}


def _attack_table(gifts, basic: bool, amount: int) -> dict:
    """The hero attacks the minion (a tough status on it) for ``amount``, a basic attack or not; before it, items
    give the hero piercing or overkill, for all its attacks or its basic attacks only (``gifts``)."""
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10, "role": "identity"},
                           {"name": "villain", "controller": "p2", "hit_points": 12, "role": "villain"},
                           {"name": "minion", "controller": "p2", "hit_points": 2, "role": "minion"}],
            "event": {"id": "swing", "source": "hero", "basic_power": basic, **({"labels": ["attack"]} if basic else {}),
                      "effects": [{"op": "attack", "target": "minion", "amount": amount}]},
            "abilities": [{"id": "tough", "kind": "forced_interrupt", "controller": "p2", "trigger": "swing",
                           "effects": [{"op": "status", "target": "minion", "card": "tough"}]}] + [
                {"id": f"g{i}", "kind": "forced_interrupt", "controller": "p1", "trigger": "swing",
                 "effects": [{"op": "keyword", "target": "hero", "keyword": kw, "duration": "phase",
                              **({"attacks": "basic"} if only_basic else {})}]}
                for i, (kw, only_basic) in enumerate(gifts)]}


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["piercing", "overkill"]), st.booleans()), max_size=3), st.booleans(),
       st.integers(1, 6))
def test_a_keyword_of_basic_attacks_acts_on_a_basic_attack_only_as_the_reference_says(gifts, basic, amount):
    """Reference (Keywords p2.b12 piercing, p2.b8 overkill): the attack has a keyword when an instance is given to all
    the hero's attacks, or to its basic attacks and this attack is one; piercing discards the minion's tough card,
    overkill sends the damage beyond the minion's 2 hit points to the villain."""
    on = {"piercing_discards_tough": True, "overkill_excess_to_identity": True}
    sc = parse_scenario(_attack_table(gifts, basic, amount), "hyp")
    out = run_order(sc, ["tough"] + [f"g{i}" for i in range(len(gifts))] + ["swing"], on).to_json()["characters"]
    has = {kw for kw, only_basic in gifts if basic or not only_basic}
    minion = 2 - amount
    villain = 12 - (min(amount, -minion) if "overkill" in has and minion < 0 else 0)
    assert out["minion"]["statuses"] == ([] if "piercing" in has else ["tough"])
    assert (out["minion"]["destroyed"], out["villain"]["health"]) == (minion <= 0, villain)


@pytest.mark.parametrize("effect", [
    {"op": "keyword", "target": "hero", "keyword": "ranged", "duration": "phase", "attacks": "basic"},
    {"op": "keyword", "target": "hero", "keyword": "piercing", "duration": "phase", "attacks": "labelled"},
    {"op": "damage", "target": "hero", "amount": 1, "attacks": "basic"}])
def test_attacks_basic_belongs_to_a_piercing_or_overkill_given(effect):
    table = _attack_table([], True, 1)
    table["abilities"][0]["effects"] = [effect]
    with pytest.raises(InputError, match="attacks"):
        parse_scenario(table, "bad.toml")


@pytest.mark.parametrize("text, attacks", [
    ("Captain Nimbus's basic attacks gain piercing.", "basic"),
    ("Captain Nimbus's attacks gain piercing.", None),
])
def test_basic_attacks_gain_piercing_is_the_engines_keyword_of_basic_attacks(text, attacks):
    from logic.situation.scenario import _Builder
    a = read_text(text, "Storm Blade")[0]
    assert ap.why_not_in(a.effects[0], a.kind, a) is None
    cards = {"hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "blade": SituationCard("blade", "x2", "Storm Blade", "upgrade", text, {}, controller="alice",
                                    attached_to="hero"),
             "villain": SituationCard("villain", "x3", "Doctor Drizzle", "villain", "", {"health": 14, "attack": 1})}
    b = _Builder(GameSituation("invented", ["alice"], "alice", cards, Event("attack", attacker="villain",
                                                                            target="hero")), {}, {})
    op = b.effect_op(cards["blade"], None, a.effects[0])
    assert op["targets"] == ["hero"] and op["keyword"] == "piercing" and op.get("attacks") == attacks


def test_basic_attacks_gain_ranged_is_not_applied():
    a = read_text("Captain Nimbus's basic attacks gain ranged.", "Storm Blade")[0]
    assert "filtered attack" in ap.why_not_in(a.effects[0], a.kind, a)


# --- toughness given: a tough card for the minion revealed (`logic.situation.applicable_toughness`) ---------------
@pytest.mark.parametrize("text, why", [
    ("Each minion gains toughness.", None),
    ("Each Drone minion gains toughness.", None),
    ("This card gains toughness.", None),
    ("Each ally gains toughness.", "toughness given to anything but"),
    ("Each minion gains toughness until the end of the phase.", "toughness given to anything but"),
])
def test_the_catalogue_applies_toughness_given_to_each_minion_or_this_card(text, why):
    got = _why(text)
    assert got is None if why is None else why in got


def _tough_situation(givers: list[str], own: bool, traits: str, kind: str = "minion",
                     event: str = "reveal") -> GameSituation:
    """alice reveals a minion (printed ``traits``; its own "This card gains toughness." when ``own``), while cards in
    play say "Each <trait> minion gains toughness." for each trait of ``givers`` ("" for every minion)."""
    cards = {"plan": SituationCard("plan", "x1", "Flood the City", "main_scheme", "", {}),
             "hero": SituationCard("hero", "x2", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "villain": SituationCard("villain", "x3", "Doctor Drizzle", "villain", "",
                                      {"health": 14, "attack": 1, "scheme": 1}),
             "gust": SituationCard("gust", "x4", "Gusty Goon", kind, "This card gains toughness." if own else "",
                                   {"health": 3, "attack": 1, "traits": traits})}
    for i, trait in enumerate(givers):
        cards[f"cloud{i}"] = SituationCard(f"cloud{i}", f"y{i}", f"Cloud Bank {i}", "environment",
                                           f"Each {trait + ' ' if trait else ''}minion gains toughness.", {})
    ev = Event("reveal", card="gust", by="alice") if event == "reveal" else \
        Event("attack", attacker="villain", target="hero")
    return GameSituation("invented", ["alice"], "alice", cards, ev)


def _statuses(sit: GameSituation, who: str) -> list[str]:
    gen = scenario_table(sit, {}, {}, RULES)
    sc = parse_scenario(gen.table, "invented")
    return run_order(sc, [sc.items[0].id] + gen.triggers, {}).to_json()["characters"][who]["statuses"]


@settings(max_examples=12, deadline=None)
@given(st.lists(st.sampled_from(["", "Drone", "Elite"]), max_size=2), st.booleans(),
       st.sampled_from(["", "Drone.", "Elite. Drone."]))
def test_toughness_given_to_the_minion_revealed_is_one_tough_card_as_the_reference_says(givers, own, traits):
    """Reference (Keywords p2.b25, p1.b1; Reveal p2.b2.3): the revealed minion enters play; if any instance of
    toughness is given to it (every minion, a trait it has printed, or its own), it gets one tough card (more
    instances have no more effect)."""
    printed = {x.strip().lower() for x in traits.split(".") if x.strip()}
    gets = own or any(not t or t.lower() in printed for t in givers)
    assert _statuses(_tough_situation(givers, own, traits), "gust") == (["tough"] if gets else [])


def test_control_twin_of_toughness_given_a_minion_in_play_gets_no_tough_card():
    """Control twin of test_toughness_given_to_the_minion_revealed_is_one_tough_card_as_the_reference_says: the same
    minion, in play already while the villain attacks: it does not enter play, the toughness gives nothing."""
    gen = scenario_table(_tough_situation([""], True, "", event="attack"), {}, {}, RULES)
    assert not any(e.get("card") == "tough" for it in gen.table["abilities"] for e in it.get("effects", []))
    gen = scenario_table(_tough_situation([""], True, ""), {}, {}, RULES)
    assert {"mc.common.situation_keywords.toughness_entry", "mc.common.situation_reveal.minion_enters_play"} \
        <= gen.clauses


# --- surge given to a group: one more card revealed (`logic.situation.applicable_surge_group`) ---------------------
_GROUP_TEXT = {"minion": "Each minion gains surge.", "Criminal minion": "Each Criminal minion gains surge.",
               "Tech attachment": "Each Tech attachment gains surge.",
               "copy": "Each copy of Puddle Crook gains surge."}


@pytest.mark.parametrize("text, why", [
    ("Each Criminal minion gains surge.", None),
    ("Each copy of Puddle Crook gains surge.", None),
    ("Each ally gains surge.", "surge given to anything but"),
])
def test_the_catalogue_applies_surge_given_to_a_group_of_encounter_cards(text, why):
    got = _why(text)
    assert got is None if why is None else why in got


def _surge_revealed(givers: list[str], kind: str, traits: str, event: str = "reveal") -> dict:
    from dataclasses import replace
    cards = {"plan": SituationCard("plan", "x1", "Flood the City", "main_scheme", "", {}),
             "hero": SituationCard("hero", "x2", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "villain": SituationCard("villain", "x3", "Doctor Drizzle", "villain", "",
                                      {"health": 14, "attack": 1, "scheme": 1}),
             "crook": SituationCard("crook", "x4", "Puddle Crook", kind, "", {"health": 3, "traits": traits})}
    for i, g in enumerate(givers):
        cards[f"den{i}"] = SituationCard(f"den{i}", f"y{i}", f"Rain Den {i}", "environment", _GROUP_TEXT[g], {})
    ev = Event("reveal", card="crook", by="alice") if event == "reveal" else \
        Event("attack", attacker="villain", target="hero")
    sit = replace(GameSituation("invented", ["alice"], "alice", cards, ev),
                  encounter={"deck": 2, "discard": 0, "cards": [{"id": "drip", "type": "treachery", "traits": []},
                                                                {"id": "drop", "type": "treachery", "traits": []}]})
    gen = scenario_table(sit, {}, {}, RULES)
    sc = parse_scenario(gen.table, "invented")
    return run_order(sc, [sc.items[0].id] + gen.triggers, {}).to_json()


@settings(max_examples=12, deadline=None)
@given(st.lists(st.sampled_from(sorted(_GROUP_TEXT)), max_size=2), st.sampled_from(["minion", "attachment"]),
       st.sampled_from(["", "Criminal.", "Tech. Criminal."]))
def test_surge_given_to_a_group_reveals_one_more_card_as_the_reference_says(givers, kind, traits):
    """Reference (Keywords p2.b21, p1.b1): the card revealed has surge when a giver's group holds it (its type and
    printed trait, or its name); then its player reveals the top card of the encounter deck, once however many
    instances it has."""
    printed = {x.strip().lower() for x in traits.split(".") if x.strip()}
    holds = {"minion": kind == "minion", "Criminal minion": kind == "minion" and "criminal" in printed,
             "Tech attachment": kind == "attachment" and "tech" in printed, "copy": True}
    out = _surge_revealed(givers, kind, traits)
    surges = any(holds[g] for g in givers)
    assert out["encounter"]["deck"] == (1 if surges else 2)
    assert (out["places"]["drip"]["area"] == "front") == surges


def test_control_twin_of_surge_given_to_a_group_no_reveal_reveals_nothing():
    """Control twin of test_surge_given_to_a_group_reveals_one_more_card_as_the_reference_says: the same Criminal
    minion in play while the villain attacks: nothing is revealed, the deck keeps its 2 cards."""
    assert _surge_revealed(["Criminal minion"], "minion", "Criminal.", event="attack")["encounter"]["deck"] == 2


# --- "cannot activate" (`logic.timing.activate_ops`) --------------------------------------------------------------
def _activate_table(forbid: bool, how: str) -> dict:
    """A minion that cannot activate (``forbid``, put before it acts) attacks the hero (the event, ``how`` =
    "attack"), schemes (the event, "scheme"), or attacks through an effect (an item's ``enemy_attack``, "effect")."""
    event = {"id": "go", "source": "goon"}
    if how == "attack":
        event["effects"] = [{"op": "attack", "target": "hero", "amount": 2}]
    elif how == "scheme":
        event["effects"] = [{"op": "threat", "target": "plan", "amount": 2}]
    abilities = [{"id": "trap", "kind": "forced_interrupt", "controller": "p1", "trigger": "go",
                  "effects": [{"op": "forbid", "target": "goon", "forbids": "activate"}]}] if forbid else []
    if how == "effect":
        abilities.append({"id": "push", "kind": "forced_response", "controller": "p2", "trigger": "go",
                          "effects": [{"op": "enemy_attack", "target": "hero", "card": "goon", "amount": 2}]})
    return {"game": "marvel_champions", "players": {"order": ["p1", "p2"]},
            "characters": [{"name": "hero", "controller": "p1", "hit_points": 10},
                           {"name": "goon", "controller": "p2", "hit_points": 3}],
            "schemes": [{"name": "plan", "threat": 1}], "event": event, "abilities": abilities}


@settings(max_examples=20, deadline=None)
@given(st.booleans(), st.sampled_from(["attack", "scheme", "effect"]), st.booleans(), st.booleans())
def test_cannot_activate_stops_the_enemys_attack_and_scheme_as_the_reference_says(forbid, how, hold, policy):
    """Reference (Activation p1: an attack or a scheme is an activation): with prohibitions holding, a minion that
    cannot activate does not start an activation an effect asks of it; its attack or scheme as the event is stopped
    too when the policy says an attack or a scheme is an activation."""
    on = {"prohibitions_hold": hold, "attack_scheme_is_activation": policy}
    sc = parse_scenario(_activate_table(forbid, how), "hyp")
    order = (["trap"] if forbid else []) + ["go"] + (["push"] if how == "effect" else [])
    out = run_order(sc, order, on).to_json()
    stopped = forbid and hold and (policy or how == "effect")
    assert out["characters"]["hero"]["health"] == (10 if stopped or how == "scheme" else 8)
    assert out["threat"]["plan"] == (3 if how == "scheme" and not stopped else 1)


def test_attached_minion_cannot_activate_is_a_forbid_on_that_minion():
    """"Attached minion cannot activate." on an attachment of the villain's minion: the engine's ``activate``
    prohibition on it, while the attachment is in play; the catalogue accepts it."""
    from logic.situation.scenario import _Builder
    a = read_text("Attached minion cannot activate.", "Web Snare")[0]
    assert ap.why_not_in(a.effects[0], a.kind, a) is None
    cards = {"hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
             "goon": SituationCard("goon", "x2", "Puddle Goon", "minion", "", {"health": 3, "attack": 1}),
             "snare": SituationCard("snare", "x3", "Web Snare", "upgrade", "Attached minion cannot activate.", {},
                                    controller="alice", attached_to="goon")}
    b = _Builder(GameSituation("invented", ["alice"], "alice", cards, Event("attack", attacker="goon",
                                                                            target="hero")), {}, {})
    assert b.effect_op(cards["snare"], None, a.effects[0]) == {"op": "forbid", "targets": ["goon"],
                                                                "forbids": "activate", "card": "snare"}


# --- "This effect cannot be canceled." (`logic.timing.uncancel_ops`, `logic.situation.applicable_uncancel`) --------
@settings(max_examples=12, deadline=None)
@given(st.booleans(), st.booleans(), st.booleans())
def test_a_cancel_of_an_uncancelable_item_does_nothing_as_the_reference_says(uncancelable, cancel, policy):
    """Reference (Golden Rules p2 over Cancel p1): a cancel effect aimed at an item stops its damage, unless the item
    cannot be canceled (and the policy says the card's words hold)."""
    table = {"game": "marvel_champions", "players": {"order": ["alice"]},
             "characters": [{"name": "hero", "controller": "alice", "hit_points": 5}], "event": {"id": "go"},
             "abilities": [{"id": "storm", "kind": "forced_response", "controller": "alice", "trigger": "go",
                            "uncancelable": uncancelable, "effects": [{"op": "damage", "target": "hero", "amount": 2}]},
                           {"id": "stop", "kind": "interrupt", "controller": "alice", "trigger": "storm",
                            "would": True, "cancels": True, "effects": [{"op": "cancel", "target": "storm"}]}]}
    sc = parse_scenario(table, "hyp")
    order = ["go"] + (["stop"] if cancel else []) + ["storm"]
    out = run_order(sc, order, {"uncancelable_not_canceled": policy}).to_json()
    stopped = cancel and not (uncancelable and policy)
    assert out["characters"]["hero"]["health"] == (5 if stopped else 3)


@pytest.mark.parametrize("text, why", [
    ("<b>When Revealed</b>: Place 1 threat on the main scheme. This effect cannot be canceled.", None),
    ("This effect cannot be canceled.", "no item of its own"),
])
def test_this_effect_cannot_be_canceled_marks_its_abilitys_item(text, why):
    a = read_text(text, "Hail Storm")[0]
    got = ap.why_not_in(a.effects[-1], a.kind, a)
    assert got is None if why is None else why in got
    if why is None:
        cards = {"hero": SituationCard("hero", "x1", "Captain Nimbus", "hero", "", {"health": 10}, controller="alice"),
                 "plan": SituationCard("plan", "x3", "Flood the City", "main_scheme", "", {}),
                 "storm": SituationCard("storm", "x2", "Hail Storm", "treachery", text, {})}
        gen = scenario_table(GameSituation("invented", ["alice"], "alice", cards,
                                           Event("reveal", card="storm", by="alice")), {}, {}, RULES)
        (item,) = gen.table["abilities"]
        assert item["uncancelable"] and item["effects"] == [{"op": "threat", "target": "plan", "amount": 1}]


@pytest.mark.parametrize("text, lang, forbids", [
    ("Attached minion cannot activate.", "en", "activates"),
    ("Le sbire attaché ne peut pas s'activer.", "fr", "activates"),
    ("<b>When Revealed</b>: Place 1 threat on the main scheme. This effect cannot be canceled.", "en", "canceled"),
    ("<b>Une fois Révélée</b> : Placez 1 menace sur le plan principal. Cet effet ne peut pas être annulé.", "fr",
     "canceled"),
])
def test_what_a_cannot_forbids_is_read_in_english_and_french(text, lang, forbids):
    a = read_text(text, "Hail Storm", lang)[0]
    assert a.effects[-1].forbids.value == forbids and ap.why_not_in(a.effects[-1], a.kind, a) is None
