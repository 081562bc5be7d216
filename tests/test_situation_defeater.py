"""The player who defeated a card (`logic.situation.defeater`): the catalogue judges "the player who defeated this
card" as one player the engine names (who draws, is stunned, takes damage, an activation is against) in the card's
own When Defeated ability only, against a plain-Python reference over small structures (hypothesis); a situation
stating a player's defeat of the card runs its When Defeated ability with that player named, against a plain-Python
reference over small worlds. The query defeating_player_takes_damage reads a printed wording. Cards are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities import model as m
from logic.situation.answer import answer_situation
from logic.situation.applicable import why_not_in
from logic.situation.model import read_situation

N, K = m.Noun, m.EffectKind
_OF = {"this card": m.Target(N.THIS_CARD), "named": m.Target(N.NAMED_CARD, name="Invented Funhouse"),
       "it": m.Target(N.IT), "the villain": m.Target(N.VILLAIN)}
_KINDS = {"draw": K.DRAW, "stunned": K.GIVE_STATUS, "take damage": K.TAKE_DAMAGE, "heal": K.HEAL}


def _effect(kind: str, value: str, of: str) -> m.Effect:
    who = m.Target(N.PLAYER, filters=(m.Filter(m.FilterKind.PERFORMED, value, target=_OF[of]),))
    extra = {"status": m.Status.STUNNED} if kind == "stunned" else {"amount": m.Amount(value=2)}
    return m.Effect(kind=_KINDS[kind], target=who, **extra)


def _reference(kind: str, value: str, of: str, ability: m.AbilityKind) -> bool:
    """Applied: "who defeated" this card (or the card named), for who draws, is stunned or takes damage, in a When
    Defeated ability (the module's docstring)."""
    return kind in ("draw", "stunned", "take damage") and value == "who defeated" \
        and of in ("this card", "named") and ability is m.AbilityKind.WHEN_DEFEATED


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(_KINDS)), st.sampled_from(["who defeated", "who thwarted"]), st.sampled_from(sorted(_OF)),
       st.sampled_from([m.AbilityKind.WHEN_DEFEATED, m.AbilityKind.FORCED_RESPONSE, m.AbilityKind.WHEN_REVEALED]))
def test_the_defeating_player_is_named_as_the_reference_says(kind, value, of, ability):
    e = _effect(kind, value, of)
    a = m.Ability(kind=ability, label="x", effects=(e,))
    why = why_not_in(e, ability, a)
    assert (why is None) == _reference(kind, value, of, ability), why


@pytest.mark.parametrize("owner, applied", [(N.IT, True), (N.YOU, False)])
def test_their_own_identity_given_a_status_card(owner, applied):
    """Control twin of "the player who defeated this scheme confuses their identity" (applied: the defeating player's
    own identity): "... confuses your identity" names another player's identity and is not applied."""
    who = m.Target(N.PLAYER, filters=(m.Filter(m.FilterKind.PERFORMED, "who defeated", target=_OF["this card"]),))
    e = m.Effect(kind=K.GIVE_STATUS, target=m.Target(N.IDENTITY, owner=m.Target(owner)), source=who,
                 status=m.Status.CONFUSED)
    a = m.Ability(kind=m.AbilityKind.WHEN_DEFEATED, effects=(e,))
    assert (why_not_in(e, a.kind, a) is None) is applied


def test_control_twin_outside_when_defeated_the_defeating_player_is_not_named():
    """Control twin of the When Defeated reading: the same effect in a Forced Response is not applied (the defeat its
    words speak of is not the one its ability waits for), in a When Defeated ability it is."""
    e = _effect("draw", "who defeated", "this card")
    assert why_not_in(e, m.AbilityKind.FORCED_RESPONSE, m.Ability(kind=m.AbilityKind.FORCED_RESPONSE, effects=(e,)))
    assert why_not_in(e, m.AbilityKind.WHEN_DEFEATED, m.Ability(kind=m.AbilityKind.WHEN_DEFEATED, effects=(e,))) is None


_TEXTS = {"damage": "The player who defeated this side scheme takes {n} damage.",
          "stunned": "The player who defeated this side scheme is stunned.",
          "activation": "Invented Tyrant activates against the player who defeated this scheme.",
          "confused": "The player who defeated this scheme confuses their identity."}


def _query(sentence: str, event: dict, label: str = "When Defeated") -> dict:
    cards = [{"id": f"{p}_hero", "code": f"9000{i}a", "name": f"Invented {p}", "type_code": "hero", "controller": p,
              "health": 10, "defense": 2, "attack": 2, "thwart": 2} for i, p in enumerate(("alice", "bob"), 1)]
    cards += [{"id": "tyrant", "code": "90301", "name": "Invented Tyrant", "type_code": "villain", "attack": 3,
               "scheme": 1, "health": 12},
              {"id": "funhouse", "code": "90340", "name": "Invented Funhouse", "type_code": "side_scheme",
               "base_threat": 3, "text": f"<b>{label}</b>: {sentence}"}]
    return {"situation": {"players": {"order": ["alice", "bob"]}, "cards": cards, "event": event}}


def _answer(q: dict) -> dict:
    return answer_situation(read_situation(q, "<invented>"), "marvel_champions/en").to_json()["timing"]


def _world(what: str, n: int, defeater: str) -> dict:
    """Reference: the defeating player's hero takes the damage (n, or the villain's ATK 3 for its attack) or is
    stunned / confused (a status card on their own identity); the other hero is untouched."""
    out = {p: (10, ()) for p in ("alice", "bob")}
    out[defeater] = (10, (what,)) if what in ("stunned", "confused") else (10 - (3 if what == "activation" else n), ())
    return out


@settings(max_examples=3, deadline=None)   # (each example a whole situation answered: ~0.3 s)
@given(st.sampled_from(sorted(_TEXTS)), st.integers(1, 3), st.sampled_from(["alice", "bob"]))
def test_the_defeating_player_takes_what_the_card_says(what, n, defeater):
    t = _answer(_query(_TEXTS[what].format(n=n), {"action": {"by": defeater, "does": "defeat",
                                                             "target": "funhouse"}}))
    assert t["decided"] and not t["not_read"], t["not_read"]
    got = {(p, (c["health"], tuple(c["statuses"]))) for o in t["listed"]
           for p in ("alice", "bob") for c in [o["outcome"]["characters"][f"{p}_hero"]]}
    assert got == set(_world(what, n, defeater).items())
    assert "mc.common.situation_defeated.defeater_is_actor" in t["clauses"]


def test_control_twin_no_defeat_no_when_defeated():
    """Control twin of the defeating player taking damage: the same card when a player thwarts instead of defeating it
    runs no When Defeated ability (no player defeated it); when bob defeats it, it runs."""
    twin = _answer(_query(_TEXTS["damage"].format(n=2), {"action": {"by": "bob", "does": "thwart",
                                                                    "card": "bob_hero", "target": "funhouse"}}))
    assert not any(it["source"] == "funhouse" for it in twin["scenario"]["abilities"])
    done = _answer(_query(_TEXTS["damage"].format(n=2), {"action": {"by": "bob", "does": "defeat",
                                                                    "target": "funhouse"}}))
    assert [it["id"] for it in done["scenario"]["abilities"]] == ["funhouse.when_defeated"]


@pytest.mark.parametrize("event", [{"action": {"by": "bob", "does": "defeat", "target": "tyrant"}}])
def test_control_twin_another_card_defeated_names_nobody(event):
    """Control twin of the defeating player taking damage: bob defeats another card (the villain), not this side
    scheme: its When Defeated ability does not run."""
    t = _answer(_query(_TEXTS["damage"].format(n=2), event))
    assert not any(it["source"] == "funhouse" for it in t["scenario"]["abilities"])


@pytest.mark.parametrize("defeater", ["alice", "bob"])
def test_the_minion_found_is_engaged_with_the_defeating_player(defeater):
    """Reference: "Put that minion into play engaged with the player who defeated this scheme" after a discard until a
    minion: the minion the discard stops at is engaged with the player whose action defeated the scheme."""
    q = _query("Discard cards from the top of the encounter deck until a minion is discarded. Put that minion into "
               "play engaged with the player who defeated this scheme.",
               {"action": {"by": defeater, "does": "defeat", "target": "funhouse"}})
    q["situation"]["encounter"] = {"deck": 2, "discard": 0, "cards": [{"id": "t1", "type": "treachery"},
                                                                       {"id": "goon", "type": "minion"}]}
    t = _answer(q)
    assert t["decided"] and not t["not_read"]
    assert {o["outcome"]["engaged"]["goon"] for o in t["listed"]} == {defeater}


@pytest.mark.parametrize("defeater", ["alice", "bob"])
def test_an_encounter_card_is_dealt_to_the_defeating_player(defeater):
    """Reference: "Deal the player who defeated this scheme a facedown encounter card": the defeating player's hero is
    dealt 1 card off the encounter deck; the other none."""
    q = _query("Deal the player who defeated this scheme a facedown encounter card.",
               {"action": {"by": defeater, "does": "defeat", "target": "funhouse"}})
    q["situation"]["encounter"] = {"deck": 2, "discard": 0}
    t = _answer(q)
    assert t["decided"] and not t["not_read"]
    assert [e for it in t["scenario"]["abilities"] for e in it["effects"]] == [
        {"op": "deal_encounter", "amount": 1, "target": f"{defeater}_hero"}]
    assert all(f"{defeater}_hero dealt 1 facedown encounter card" in o["says"] for o in t["listed"])


@pytest.mark.parametrize("event, applied", [(m.EventKind.DEFEATED, True), (m.EventKind.TAKES_DAMAGE, False)])
def test_the_player_who_defeated_it_in_an_x_is_defeated_trigger(event, applied):
    """Control twin of "When attached enemy is defeated, the player who defeated it draws 2 cards" (applied: "it" is
    the card the trigger waits for the defeat of): "When attached enemy takes damage, the player who defeated it ..."
    names no defeat, and is not applied."""
    e = _effect("draw", "who defeated", "it")
    trig = m.Trigger(event=event, timing=m.Timing.WHEN,
                     subject=m.Target(N.ENEMY, filters=(m.Filter(m.FilterKind.ATTACHED, "attached"),)))
    a = m.Ability(kind=m.AbilityKind.INTERRUPT, label="Interrupt", trigger=trig, effects=(e,))
    assert (why_not_in(e, a.kind, a) is None) is applied


def _bounty(defeated: str) -> dict:
    q = _query("The player who defeated this scheme draws 1 card.",
               {"action": {"by": "bob", "does": "defeat", "target": defeated}})
    q["situation"]["cards"] += [
        {"id": "goon", "code": "90341", "name": "Invented Goon", "type_code": "minion", "health": 3, "attack": 1,
         "scheme": 1, "engaged_with": "alice"},
        {"id": "bounty", "code": "90342", "name": "Invented Bounty", "type_code": "attachment", "attached_to": "goon",
         "text": "<b>Forced Interrupt</b>: When attached enemy is defeated, the player who defeated it draws 2 cards."}]
    q["situation"]["players"]["zones"] = {p: {"hand": 1, "deck": 10, "discard": 0} for p in ("alice", "bob")}
    return q


def test_the_player_who_defeated_the_attached_enemy_draws():
    """Reference: bob defeats the enemy the card is attached to: its "When attached enemy is defeated" interrupt
    makes bob (the defeating player, not alice, whom the enemy was engaged with) draw 2 cards."""
    t = _answer(_bounty("goon"))
    assert t["decided"] and not t["not_read"]
    assert [e for it in t["scenario"]["abilities"] if it["source"] == "bounty" for e in it["effects"]] == [
        {"op": "draw", "amount": 2, "target": "bob_hero"}]


def test_control_twin_another_enemy_defeated_the_attachment_does_not_trigger():
    """Control twin of the player who defeated the attached enemy drawing: bob defeats the villain, not the enemy the
    card is attached to: its interrupt is not met."""
    t = _answer(_bounty("tyrant"))
    assert not any(it["source"] == "bounty" for it in t["scenario"]["abilities"])


@pytest.mark.parametrize("ability, applied", [(m.AbilityKind.WHEN_DEFEATED, True),
                                              (m.AbilityKind.FORCED_RESPONSE, False)])
def test_damage_the_defeating_player_deals(ability, applied):
    """Control twin of "The player who defeated this scheme deals 1 damage to each character they control" (applied
    in its card's When Defeated ability): the same effect in a Forced Response names no defeat, and is not applied."""
    who = m.Target(N.PLAYER, filters=(m.Filter(m.FilterKind.PERFORMED, "who defeated", target=_OF["this card"]),))
    theirs = m.Target(N.CHARACTER, m.Quantifier.EACH,
                      filters=(m.Filter(m.FilterKind.CONTROLLER, "they control"),))
    e = m.Effect(kind=K.DEAL_DAMAGE, amount=m.Amount(value=1), target=who, source=theirs)
    assert (why_not_in(e, ability, m.Ability(kind=ability, effects=(e,))) is None) is applied


@pytest.mark.parametrize("defeater", ["alice", "bob"])
def test_each_character_the_defeating_player_controls_takes_damage(defeater):
    """Reference: "deals 1 damage to each character they control": the defeating player's hero and ally each take 1
    damage; the other player's characters none."""
    q = _query("The player who defeated this scheme deals 1 damage to each character they control.",
               {"action": {"by": defeater, "does": "defeat", "target": "funhouse"}})
    q["situation"]["cards"] += [{"id": f"{p}_pal", "code": f"9035{i}", "name": f"Invented Pal {i}", "type_code": "ally",
                                 "health": 3, "attack": 1, "thwart": 1, "controller": p}
                                for i, p in enumerate(("alice", "bob"))]
    t = _answer(q)
    assert t["decided"] and not t["not_read"]
    want = {c: (9 if c.startswith(defeater) else 10) if c.endswith("hero") else (2 if c.startswith(defeater) else 3)
            for c in ("alice_hero", "bob_hero", "alice_pal", "bob_pal")}
    assert all({c: o["outcome"]["characters"][c]["health"] for c in want} == want for o in t["listed"])


@pytest.mark.parametrize("defeater", ["alice", "bob"])
def test_the_defeating_player_discards_the_top_of_their_deck(defeater):
    """Reference: "discards the top 4 cards of their deck": 4 cards leave the defeating player's deck for their discard
    pile; the other player's deck is untouched."""
    q = _query("The player who defeated this scheme discards the top 4 cards of their deck.",
               {"action": {"by": defeater, "does": "defeat", "target": "funhouse"}})
    q["situation"]["players"]["zones"] = {p: {"hand": 1, "deck": 10, "discard": 0} for p in ("alice", "bob")}
    t = _answer(q)
    assert t["decided"] and not t["not_read"]
    other = "alice" if defeater == "bob" else "bob"
    assert all(f"{defeater} hand 1 deck 6 discard 4" in o["says"] and f"{other} hand 1 deck 10 discard 0" in o["says"]
               for o in t["listed"])


@pytest.mark.parametrize("defeater", ["alice", "bob"])
def test_the_defeating_player_discards_from_their_hand(defeater):
    """Reference: "discards 1 card from their hand": the engine's discard of 1 card from the defeating player's hand
    (as "discard 1 card from your hand" is, that player resolving it); the other hand untouched."""
    q = _query("The player who defeated this scheme discards 1 card from their hand.",
               {"action": {"by": defeater, "does": "defeat", "target": "funhouse"}})
    q["situation"]["players"]["zones"] = {p: {"hand": 3, "deck": 10, "discard": 0} for p in ("alice", "bob")}
    t = _answer(q)
    assert t["decided"] and not t["not_read"]
    assert [e for it in t["scenario"]["abilities"] for e in it["effects"]] == [
        {"op": "discard", "amount": 1, "target": f"{defeater}_hero"}]
    other = "alice" if defeater == "bob" else "bob"
    assert all(f"{defeater} hand 2 deck 10 discard 1" in o["says"] and f"{other} hand 3 deck 10 discard 0" in o["says"]
               for o in t["listed"])


@pytest.mark.parametrize("owner, applied", [(N.IT, True), (N.YOU, False)])
def test_their_own_hand_discarded(owner, applied):
    """Control twin of "the player who defeated this scheme discards 1 card from their hand" (applied: the defeating
    player's own hand): "... from your hand" names another player's hand and is not applied."""
    who = m.Target(N.PLAYER, filters=(m.Filter(m.FilterKind.PERFORMED, "who defeated", target=_OF["this card"]),))
    e = m.Effect(kind=K.DISCARD, amount=m.Amount(value=1), target=who,
                 source=m.Target(N.HAND, owner=m.Target(owner)))
    a = m.Ability(kind=m.AbilityKind.WHEN_DEFEATED, effects=(e,))
    assert (why_not_in(e, a.kind, a) is None) is applied


@pytest.mark.parametrize("first, applied", [("defeater", False), ("you", True)])
def test_they_after_the_defeating_player_is_not_guessed(first, applied):
    """Control twin of "The player who defeated Senyaka is stunned. If they are already stunned, they take 3 damage."
    (the plain "it" after the defeating player: not applied, the structure does not tell that player from the card):
    after "You are stunned." the same "it takes 3 damage" is judged as the catalogue judges it (applied)."""
    who = _effect("stunned", "who defeated", "this card").target if first == "defeater" else m.Target(N.YOU)
    stun = m.Effect(kind=K.GIVE_STATUS, target=who, status=m.Status.STUNNED)
    hurt = m.Effect(kind=K.TAKE_DAMAGE, amount=m.Amount(value=3), target=m.Target(N.IT))
    a = m.Ability(kind=m.AbilityKind.WHEN_DEFEATED, effects=(stun, hurt))
    assert (why_not_in(hurt, a.kind, a) is None) is applied


def test_they_after_the_defeating_player_is_not_read_in_a_situation():
    """In a situation, "they take 3 damage" after "The player who defeated <it> is stunned" is listed as not read
    (never the card itself taking the damage); the status card still goes on the defeating player."""
    q = _query("The player who defeated this side scheme is stunned. If they are already stunned, they take 3 damage.",
               {"action": {"by": "bob", "does": "defeat", "target": "funhouse"}})
    t = _answer(q)
    assert not t["decided"] and any("they take 3 damage" in x for x in t["not_read"])
    assert [e for it in t["scenario"]["abilities"] for e in it["effects"]] == [
        {"op": "status", "card": "stunned", "target": "bob_hero"}]
