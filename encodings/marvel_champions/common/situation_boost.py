"""Boost, p2 and p3.b4 — boost icons and additional boost cards, for the situation engine (English, RRG v1.8), rules/Boost.md.

Shared by every language version. How Boost abilities are ordered is in ``en/boost.py`` (topic ``timing``); p3.b4
says that the icons of boost cards given for an activation besides its own add up, which the situation
engine turns into the ``boost_icons`` of an effect that gives the activating enemy an additional boost card
(`logic.situation.activation.give_boost_op`); p2, that the boost icons on a boost card add to the activation,
which it turns into the ``boost_icons`` of an effect by which a boost card gains icons
(`logic.situation.boost_icons`).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Boost", shared=True, source="rules/Boost.md#boost_boost_icon",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p2", "p3.b4"],
)


@clause("mc.common.situation_boost.cumulative", at="p3.b4",
        says="When an activation resolves more boost cards than its own, all their boost icons count, added "
             "together.")
def cumulative(v):
    return [v.boost_cumulative()]


@clause("mc.common.situation_boost.icons_add", at="p2",
        says="Each boost icon on a boost card adds one to its enemy's ATK or SCH for that activation: an icon the "
             "card gained is on the card as much as a printed one.")
def icons_add(v):
    return [v.boost_icons_add()]
