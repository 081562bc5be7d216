"""Upgrade — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Upgrade.md.

Its bullet on the extension of the identity is written over the "you" vocabulary (`logic/you/vocab.py`):
``attachment`` says what the upgrade is attached to, ``is_extension`` and ``performed_by_identity`` are
what the rules decide. Who controls an attached upgrade is the seat clauses' question.
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Upgrade", source="rules/Upgrade.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="you",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b4"],
)

#: what the entry says resolves on an upgrade: attacks, thwarts, defenses, action and triggered abilities
RESOLVED = ("attack", "thwart", "defense", "action_ability", "triggered_ability")


@clause("mc.en.upgrade.extension", at="p1.b4",
        says="""An upgrade is an extension of its controller's identity unless it is attached to another
        friendly character; what resolves on such an upgrade (attacks, thwarts, defenses, action and triggered
        abilities) is done by that identity.""")
def extension(v):
    return z3.And(
        v.each_card(lambda c: z3.Implies(
            v.card_type_is(c, "upgrade"),
            v.is_extension(c) == z3.Not(v.attachment_is(c, "other_friendly_character")))),
        v.each_action(lambda a: z3.Implies(
            z3.And(v.card_type_is(v.card_of_action(a), "upgrade"), v.is_extension(v.card_of_action(a)),
                   v.kind_is(a, *RESOLVED)),
            v.performed_by_identity(a))))


SEAT = "who: the seat clauses of the 'you' rule base (common/ownership_and_control.py, common/attachment.py)"
LEDGER = [
    not_encoded("p1", "definition of the card type (powers, equipment at the identity's disposal): the 'you' "
                      "vocabulary has the type 'upgrade'; not about who, when or order"),
    not_encoded("p1.b1", "an upgrade is active while in play and stays until an ability removes it: the timing "
                         "scenario's in_play flag (Ability p1.b2's clause reads it); leaving play is zones"),
    not_encoded("p1.b2", "most upgrades lie near the identity and change the hero or alter-ego: where a card lies "
                         "and what stats it changes, not about who, when or order"),
    not_encoded("p1.b3", "an upgrade attached to another card changes that card, not the player's hero or "
                         "alter-ego: which card an effect changes is the card's own text; its 'you' consequence "
                         "(not an extension when attached to another friendly character) is p1.b4's clause"),
    not_encoded("p1.b3.1", "a player controls the upgrades attached to characters they control, even another "
                           "player's: " + SEAT),
]
