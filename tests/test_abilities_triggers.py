"""Triggers, conditions, keywords and reminder text of the ability grammar (issue 15 §1, §3).

Every sentence here is invented (the cards "Test Card", "Vexa", "Quill Drone" ... do not exist) and
shaped like a wording family of the official pool. Each case checks the typed fields the sentence
fills, and that every word sits in a read span (the independent audit `ability_reading.uncovered`). The controls
at the end are near misses the grammar must not read: a grammar that accepts anything reads nothing.
"""

from __future__ import annotations


import pytest

from logic.abilities import model as m
from logic.abilities.reader import read_text

E, N, F, P = m.EventKind, m.Noun, m.FilterKind, m.PredicateKind


from ability_reading import read_one


def _read(text: str, name: str = "Test Card") -> m.Ability:
    """The one ability of ``text``, every sentence fully read and no word outside the spans."""
    return read_one(text, name)


def _trigger(sentence: str, label: str = "Response") -> m.Trigger:
    a = _read(f"<b>{label}</b>: {sentence} draw 1 card.")
    assert a.trigger is not None and a.effects[-1].kind is m.EffectKind.DRAW
    return a.trigger


# -- events and their parts ------------------------------------------------------------------------
@pytest.mark.parametrize("clause,event,timing", [
    ("After Vexa's hit points are reset,", E.HIT_POINTS_RESET, m.Timing.AFTER),
    ("After this card enters your hand,", E.ENTERS_HAND, m.Timing.AFTER),
    ("When a boost card is turned faceup,", E.FACEUP, m.Timing.WHEN),
    ("When the last spark counter is removed from here,", E.COUNTER_REMOVED, m.Timing.WHEN),
    ("After a spark counter is placed here,", E.PLACED, m.Timing.AFTER),
    ("After an acceleration token is placed on this scheme,", E.PLACED, m.Timing.AFTER),
    ("When any amount of threat would be placed on the main scheme,", E.PLACED, m.Timing.WOULD),
    ("After damage is placed here,", E.PLACED, m.Timing.AFTER),
    ("After a status card is placed on the villain,", E.PLACED, m.Timing.AFTER),
    ("After your deck runs out of cards,", E.DECK_EMPTIED, m.Timing.AFTER),
    ("After a player resets their deck,", E.DECK_EMPTIED, m.Timing.AFTER),
    ("After you resolve a treachery,", E.ABILITY_USED, m.Timing.AFTER),
    ('After you use your "Spark Lance" ability,', E.ABILITY_USED, m.Timing.AFTER),
    ("After you trigger the ability of a Ritual card you control,", E.ABILITY_USED, m.Timing.AFTER),
    ("After you resolve a mission attempt,", E.ABILITY_USED, m.Timing.AFTER),
    ("After Vexa defeats a side scheme,", E.DEFEATS, m.Timing.AFTER),
    ("When Vexa schemes against you,", E.SCHEME, m.Timing.WHEN),
    ("When the villain would activate,", E.ACTIVATES, m.Timing.WOULD),
    ("When Vexa initiates an activation against you,", E.ACTIVATES, m.Timing.WHEN),
    ("When a minion would engage a player,", E.ENGAGED, m.Timing.WOULD),
    ("When this scheme would be completed,", E.COMPLETED, m.Timing.WOULD),
    ("After a player is dealt an encounter card,", E.DEALT, m.Timing.AFTER),
    ("When attached character would ready,", E.READIED, m.Timing.WOULD),
    ("When attached minion would be discarded,", E.DISCARDED, m.Timing.WOULD),
    ("After this card is discarded from the top of your deck,", E.DISCARDED, m.Timing.AFTER),
    ("After an alter-ego changes to hero form,", E.CHANGES_FORM, m.Timing.AFTER),
    ("After you change to this mass form,", E.CHANGES_FORM, m.Timing.AFTER),
    ("After you use a basic hero power,", E.BASIC_POWER, m.Timing.AFTER),
    ("After you use your REC,", E.BASIC_POWER, m.Timing.AFTER),
    ("When you spend this card to play an ally,", E.RESOURCE_SPENT, m.Timing.WHEN),
    ("After you place a spark counter on this scheme,", E.COUNTER_PLACED, m.Timing.AFTER),
    ("After your hero performs a basic defense,", E.DEFEND, m.Timing.AFTER),
    ("After you defend against an enemy attack,", E.DEFEND, m.Timing.AFTER),
    ("After any amount of threat is removed from this scheme by an attack,", E.THREAT_REMOVED, m.Timing.AFTER),
])
def test_trigger_event_families(clause, event, timing):
    t = _trigger(clause)
    assert (t.event, t.timing) == (event, timing)


def test_counter_events_name_their_counter_and_place():
    t = _trigger("When the last spark counter is removed from Quill Drone,")
    assert t.subject.noun is N.COUNTER and t.subject.name == "spark" and t.object.name == "Quill Drone"


def test_hit_points_reset_has_the_villain_as_subject():
    t = _trigger("After Vexa's hit points are reset,", "Forced Response")
    assert t.subject.noun is N.NAMED_CARD and t.subject.name == "Vexa"


def test_threat_placement_says_what_is_placed_where_and_how_much():
    t = _trigger("When any amount of threat would be placed on the main scheme,", "Interrupt")
    assert t.subject.noun is N.THREAT and t.object.noun is N.MAIN_SCHEME and t.amount is not None


def test_damage_dealt_to_a_card_by_a_source():
    t = _trigger("When any amount of damage would be dealt to Vexa by an attack,", "Forced Interrupt")
    assert t.event is E.TAKES_DAMAGE and t.timing is m.Timing.WOULD
    assert t.subject.name == "Vexa" and t.source.noun is N.ATTACK


def test_defeated_by_consequential_damage_is_a_typed_source():
    t = _trigger("When Vexa would be defeated by consequential damage,", "Interrupt")
    assert t.event is E.DEFEATED and t.source.noun is N.DAMAGE
    assert [f.kind for f in t.source.filters] == [F.CONSEQUENTIAL]


def test_an_enemy_attack_names_its_performer():
    t = _trigger("After an ally is defeated by an enemy attack,", "Forced Response")
    assert t.source.noun is N.ATTACK and t.source.filters == (m.Filter(F.PERFORMER, "enemy"),)


def test_basic_and_undefended_attacks_are_event_filters():
    assert [f.kind for f in _trigger("After you make a basic attack (using your ATK),").filters] == [F.BASIC]
    t = _trigger("After Vexa makes an undefended attack against you,", "Forced Response")
    assert t.event is E.ATTACK and [f.kind for f in t.filters] == [F.UNDEFENDED] and t.object.noun is N.YOU
    assert _trigger("After you make a basic attack (using your ATK),").stats == (m.Stat.ATK,)


def test_basic_powers_list_their_stats():
    t = _trigger("After you use one of Vexa's basic powers (THW, ATK, or DEF),")
    assert t.event is E.BASIC_POWER and t.object.name == "Vexa"
    assert t.stats == (m.Stat.THW, m.Stat.ATK, m.Stat.DEF)


def test_during_bounds_the_event():
    t = _trigger("When a boost card is turned faceup during a scheme activation,", "Interrupt")
    assert t.event is E.FACEUP and t.during.noun is N.ACTIVATION
    assert t.during.filters == (m.Filter(F.ACTIVATION_KIND, "scheme"),)


def test_change_to_a_named_form():
    t = _trigger("After you change to Colossal hero form,", "Hero Response")
    assert t.event is E.CHANGES_FORM and t.form == "hero" and t.form_name == "Colossal"


def test_enters_play_under_your_control_is_a_controller_filter():
    t = _trigger("After Quill Drone enters play under your control,", "Forced Response")
    assert t.event is E.ENTERS_PLAY and [f.kind for f in t.filters] == [F.CONTROLLER]


def test_engages_you_or_activates_against_you_keeps_both_events():
    t = _trigger("After Vexa engages you or activates against you,", "Forced Response")
    assert t.event is E.ENGAGED and t.also == (E.ACTIVATES,)


def test_non_trait_and_including_this_one_filters():
    t = _trigger("When you reveal a non-Elite minion,", "Hero Interrupt")
    assert t.event is E.REVEALED and t.object.filters == (m.Filter(F.NOT_TRAIT, "elite"),)
    t = _trigger("After a Spark ally (including this one) enters play,")
    assert [f.kind for f in t.subject.filters] == [F.TRAIT, F.INCLUDING_SELF]


def test_the_enemy_leader_is_the_villain():
    t = _trigger("When the enemy leader would attack you,", "Forced Interrupt")
    assert t.subject.noun is N.VILLAIN and t.object.noun is N.YOU


# -- joined events: "attacks and defeats / damages" ------------------------------------------------
@pytest.mark.parametrize("clause,second,obj", [
    ("After Vexa attacks and defeats an ally,", E.DEFEATS, N.ALLY),
    ("After you attack and defeat an enemy,", E.DEFEATS, N.ENEMY),
    ("After Vexa attacks and damages a character,", E.DEALS_DAMAGE, N.CHARACTER),
    ("After you attack and damage attached enemy,", E.DEALS_DAMAGE, N.ENEMY),
])
def test_attacks_and_defeats_types_the_second_event(clause, second, obj):
    """The joined verb ("defeats", "damages") is a typed field: the trigger's ``joined`` event, performed by the
    attacker, with its object; the first event stays the attack."""
    t = _trigger(clause, "Forced Response")
    assert t.event is E.ATTACK and t.joined is not None
    assert (t.joined.event, t.joined.object.noun) == (second, obj) and t.joined.subject == t.subject


def test_the_word_defeats_is_in_a_typed_field_or_reported_unread():
    """Honesty of the reading: every word of a fully read trigger is carried by the structure. "defeats"
    sits in the joined event's span, and that event is DEFEATS."""
    text = "<b>Forced Response</b>: After Vexa attacks and defeats a character, draw 1 card."
    a = read_text(text, "Test Card")[0]
    r, t = a.sentences[0], a.trigger
    at = r.text.index("defeats")
    if r.status is m.ReadStatus.FULLY:
        assert t.joined is not None and t.joined.event is E.DEFEATS
        assert t.joined.span[0] <= at < t.joined.span[1]
    else:
        assert any(u.span[0] <= at < u.span[1] for u in r.unread)


def test_a_plain_attack_has_no_joined_event():
    assert _trigger("After Vexa attacks you,", "Forced Response").joined is None


def test_a_joined_trigger_is_never_taken_as_met_by_the_situation_engine():
    from logic.situation.structure import trigger_joined
    assert trigger_joined(_read("<b>Forced Response</b>: After Vexa attacks and defeats a character, draw 1 card."))
    assert not trigger_joined(_read("<b>Forced Response</b>: After Vexa attacks you, draw 1 card."))


# -- trigger families of s3-entrig ------------------------------------------------------------------
def test_defeated_except_by_consequential_damage_is_a_source_that_must_not_cause_it():
    for clause in ("After an ally is defeated except by consequential damage,",
                   "After an ally is defeated by anything other than consequential damage,"):
        t = _trigger(clause, "Forced Response")
        assert t.event is E.DEFEATED and t.source is None
        assert t.not_source.noun is N.DAMAGE and [f.kind for f in t.not_source.filters] == [F.CONSEQUENTIAL]


@pytest.mark.parametrize("clause,value", [
    ("When Vexa would take more than 3 damage from an attack,", 4),
    ("When attached character would take 3 or more damage,", 3),
])
def test_at_least_amounts_of_damage(clause, value):
    t = _trigger(clause, "Forced Interrupt")
    assert t.event is E.TAKES_DAMAGE and (t.amount.value, t.amount.at_least) == (value, True)


def test_the_cards_own_basic_powers():
    t = _trigger("After you use one of Test Card's basic powers (THW, ATK, or DEF),")
    assert t.event is E.BASIC_POWER and t.object.noun is N.THIS_CARD and t.stats == (m.Stat.THW, m.Stat.ATK, m.Stat.DEF)


def test_a_status_before_a_noun_is_a_filter():
    t = _trigger("After a tough status card is discarded from Vexa,")
    assert t.event is E.DISCARDED and t.subject.filters == (m.Filter(F.STATUS, "tough"),)
    t = _trigger("When a stunned or confused friendly character would take any amount of damage,", "Forced Interrupt")
    assert t.subject.filters[0] == m.Filter(F.STATUS, "stunned or confused")
    t = _trigger("When attached enemy would gain a confused or stunned status card,", "Forced Interrupt")
    assert t.event is E.STATUS_GIVEN and t.object.noun is N.STATUS_CARD


def test_filters_after_the_noun():
    t = _trigger("When a character other than your hero would take any amount of damage,", "Interrupt")
    assert t.subject.filters[0].kind is F.OTHER_THAN and t.subject.filters[0].target.noun is N.YOU  # "your hero" is you
    t = _trigger("When Vexa attacks an identity with the Spark trait,", "Forced Interrupt")
    assert t.object.filters == (m.Filter(F.TRAIT, "Spark"),)
    t = _trigger("When a boost card is turned faceup during an attack against you,", "Interrupt")
    assert t.during.noun is N.ATTACK and t.during.filters[0].kind is F.AGAINST
    t = _trigger("When a boost card on an enemy attacking you would be turned faceup,", "Interrupt")
    assert t.event is E.FACEUP


def test_the_attack_that_causes_the_event_is_its_source():
    t = _trigger("After you defeat an enemy with a basic attack,")
    assert t.event is E.DEFEATS and t.source.noun is N.ATTACK and [f.kind for f in t.source.filters] == [F.BASIC]
    t = _trigger("After Vexa deals 4 or more damage to attached enemy with a single attack,", "Forced Response")
    assert t.event is E.DEALS_DAMAGE and t.amount.at_least and t.source.count.value == 1


def test_excess_damage_and_while_the_villain_attacks():
    assert _trigger("After you deal excess damage to an enemy,").filters == (m.Filter(F.EXCESS, "excess"),)
    t = _trigger("When a boost card is turned face up while the villain attacks,", "Interrupt")
    assert t.during.noun is N.ATTACK and t.during.owner.noun is N.VILLAIN


def test_quoted_abilities_on_a_card():
    t = _trigger('After you resolve an "Interrupt" or "Response" ability on an event,')
    assert t.event is E.ABILITY_USED and t.object.name == '"Interrupt"' and t.object.also[0].name == '"Response"'
    assert t.object.filters[0].target.noun is N.EVENT


@pytest.mark.parametrize("clause,event", [
    ("After the spark stone deck runs out,", E.DECK_EMPTIED),
    ("After the engaged hero generates any number of resources,", E.RESOURCE_GENERATED),
    ("When an enemy with Quill Drone attached to it attacks,", E.ATTACK),
    ("After you ready Quill Drone,", E.READIED),
    ("When Vexa would be stunned or confused,", E.STATUS_GIVEN),
    ("When another friendly character would be dealt any amount of damage,", E.TAKES_DAMAGE),
    ("When your hero makes a basic attack against a unique enemy ([unique]),", E.ATTACK),
])
def test_more_trigger_families(clause, event):
    assert _trigger(clause, "Interrupt").event is event


def test_enters_play_with_counters_places_them_on_the_card():
    e = _read("Enters play with 3 spark counters on it.").effects[0]
    assert (e.kind, e.amount.value, e.counter, e.target.noun) == (m.EffectKind.PLACE_COUNTERS, 3, "spark", N.THIS_CARD)


def test_victory_display_and_ally_limit_are_typed_effects():
    e = _read("Add this card to the victory display.").effects[0]
    assert e.kind is m.EffectKind.VICTORY_DISPLAY and e.target.noun is N.THIS_CARD
    a = _read("(When defeated, add this card to the victory display.)")
    assert a.trigger.event is E.DEFEATED and a.effects[0].kind is m.EffectKind.VICTORY_DISPLAY
    assert _read("Quill Drone does not count against your ally limit.").effects[0].kind is m.EffectKind.IGNORE_ALLY_LIMIT


def test_limit_once_per_round_per_player_keeps_both_periods():
    lim = _read("(Limit once per round per player.)").limits[0]
    assert (lim.count, lim.period, lim.each) == (1, m.Period.ROUND, m.Period.PLAYER)


# -- conditions --------------------------------------------------------------------------------------
@pytest.mark.parametrize("clause,kind", [
    ("If you paid for this card using 2 different resource types,", P.PAID_WITH),
    ("If you paid for this card using only [energy] resources,", P.PAID_WITH),
    ("If you paid for this card using a [mental] resource,", P.PAID_WITH),
    ("If this removes the last threat from that scheme,", P.REMOVES_LAST),
    ("If the villain is Vexa,", P.IS_CARD),
    ("If you take no damage from that attack,", P.TOOK_DAMAGE),
    ("If no damage was healed this way,", P.HEALED),
    ("If there is more than 1 player on your team,", P.COUNT_AT_LEAST),
])
def test_condition_families(clause, kind):
    a = _read(f"<b>Action</b>: {clause} draw 1 card.")
    assert [c.predicate.kind for c in a.conditions] == [kind]


def test_paid_with_keeps_its_resources_and_only():
    p = _read("<b>Action</b>: If you paid for this card using only [energy] resources, draw 1 card.").conditions[0].predicate
    assert p.resources == ("energy",) and p.exclusive and p.subject.noun is N.YOU
    p = _read("<b>Action</b>: If you paid for this card using a [mental] resource, draw 1 card.").conditions[0].predicate
    assert p.resources == ("mental",) and not p.exclusive


def test_more_than_n_players_means_at_least_n_plus_one():
    p = _read("<b>Action</b>: If there is more than 1 player on your team, draw 1 card.").conditions[0].predicate
    assert p.amount.value == 2 and p.counted is N.PLAYER


def test_negated_conditions():
    assert _read("<b>Action</b>: If you take no damage from that attack, draw 1 card.").conditions[0].predicate.negated
    assert _read("<b>Action</b>: If no damage was healed this way, draw 1 card.").conditions[0].predicate.negated


def test_a_condition_after_its_effect():
    a = _read("Vexa cannot be defeated while another villain has at least 1 hit point.")
    assert a.effects[0].kind is m.EffectKind.CANNOT
    # the condition printed after the effect governs that effect (it is the effect's, not the ability's)
    assert [(c.kind, c.predicate.kind) for c in a.effects[0].conditions] == [(m.ConditionKind.WHILE, P.COUNT_AT_LEAST)]


def test_while_attached_stays_a_duration():
    a = _read("Attached character gets +1 ATK while attached.")
    assert a.effects[0].duration is m.Duration.WHILE_ATTACHED and not a.conditions and not a.effects[0].conditions


# -- keywords and reminder text -------------------------------------------------------------------
def test_team_up_with_and():
    k = _read("Team-Up (Vexa and Quill Drone).").keywords
    assert [x.name for x in k] == [m.KeywordName.TEAM_UP] and k[0].trait == "Vexa and Quill Drone"


def test_nemesis_reminder_names_the_hero():
    k = _read("(Vexa's nemesis minion.)").keywords
    assert [(x.name, x.trait) for x in k] == [(m.KeywordName.NEMESIS, "Vexa")]


def test_steady_reminder_keeps_its_number():
    k = _read("(Steady characters require 2 status cards of the same type to be stunned or confused.)").keywords
    assert [(x.name, x.value) for x in k] == [(m.KeywordName.STEADY_REMINDER, 2)]


# -- controls: near misses are not read ---------------------------------------------------------------
@pytest.mark.parametrize("sentence", [
    "After Vexa's hit points are polished, draw 1 card.",
    "When the last spark counter is juggled here, draw 1 card.",
    "After this card enters the moon, draw 1 card.",
    "When a boost card is turned sideways, draw 1 card.",
    "After you use one of Vexa's basic powers (THW, ATK, or NAP), draw 1 card.",
    "After an ally is defeated except by careful damage, draw 1 card.",
    "When Vexa would take more than many damage, draw 1 card.",
    "After you defeat an enemy with a basic thwart, draw 1 card.",
])
def test_near_misses_leave_the_trigger_unread(sentence):
    a = read_text(f"<b>Response</b>: {sentence}", "Test Card")[0]
    assert a.trigger is None
    assert a.sentences[0].status is m.ReadStatus.PARTLY and a.sentences[0].unread


@pytest.mark.parametrize("sentence", [
    "If you paid for this card using 2 shiny resource types, draw 1 card.",
    "(Vexa's favourite minion.)",
    "(Steady characters require 2 status cards of the same colour to be stunned or confused.)",
])
def test_near_miss_conditions_and_reminders_are_not_read(sentence):
    a = read_text(f"<b>Action</b>: {sentence}" if sentence[0] != "(" else sentence, "Test Card")[0]
    assert a.sentences[0].status is not m.ReadStatus.FULLY
    assert not a.conditions and not a.keywords
