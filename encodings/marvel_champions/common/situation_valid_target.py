"""Target, bullets p1.b2, p1.b3.1, p1.b3.4, p1.b3.6 and p1.b4 — when an ability can be initiated against the
world of a situation (English, RRG v1.8), rules/Target, Valid Target.md#target.

Shared by every language version. ``en/target.py`` (topic ``timing``) says that an item is taken only with the
scenario's flag ``targets_available``; these bullets say how the situation engine computes that flag from an
ability's effects and the cards in play (`logic.situation.scenario`): which effect can affect a target in which
state. An effect these clauses name no state for is taken as able to affect its target (never the reverse).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Target", shared=True,
    source="rules/Target, Valid Target.md#target",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p1.b2", "p1.b3.1", "p1.b3.4", "p1.b3.6", "p1.b4"],
)


@clause("mc.common.situation_target.needs_valid", at="p1.b2",
        says="An ability that needs targets can be initiated only if at least one of them is valid.")
def needs_valid(v):
    return [v.needs_valid_target()]


@clause("mc.common.situation_target.effects", at="p1.b3.1",
        says="What affects a target: damage healed from a damaged character, threat placed on a scheme or removed "
             "from a scheme that has some, a status card given to a character or removed from one that has it, "
             "a ready character exhausted, an exhausted one readied.")
def effects(v):
    return [v.can_affect("heal", "damaged"), v.can_affect("threat", "in_play"),
            v.can_affect("remove_threat", "has_threat"), v.can_affect("status", "in_play"),
            v.can_affect("remove_status", "has_status"), v.can_affect("exhaust", "ready"),
            v.can_affect("ready", "exhausted")]


@clause("mc.common.situation_target.any_effect", at="p1.b3.4",
        says="With several effects on one target, the target is valid when one of them can affect it.")
def any_effect(v):
    return [v.valid_if_any_effect()]


@clause("mc.common.situation_target.dealt_damage", at="p1.b3.6",
        says="Damage dealt affects its target even when it is then prevented: dealing damage to a character in "
             "play always can affect it.")
def dealt_damage(v):
    return [v.can_affect("damage", "in_play")]


@clause("mc.common.situation_target.each", at="p1.b4",
        says="An ability on every element of a type can be initiated when one of them is a valid target.")
def each(v):
    return [v.each_needs_one()]
