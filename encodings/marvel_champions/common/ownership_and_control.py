"""Ownership and Control — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Ownership and Control.md.

Shared by every language version. The entry says who owns and who controls a card; the seat
question reads control as a fact of the situation (the ``controller`` and ``owner`` roles), so
most bullets fix facts a situation states, and the seat rule they support is that a card's
"you" follows its controller, never its owner.
Locators: p1 the definition; p1.b1..p1.b8 its bullets; p1.b2.1, p1.b2.2 and p1.b7.1..p1.b7.4
their sub-bullets.
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Ownership and Control", shared=True,
    source="rules/Ownership and Control.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="seat",
    locators=["p1", "p1.b1", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b3", "p1.b4", "p1.b5", "p1.b6",
              "p1.b7", "p1.b7.1", "p1.b7.2", "p1.b7.3", "p1.b7.4", "p1.b8"],
)


@clause("mc.common.ownership.identity_is_its_player", at="p1.b1",
        says="""An identity card is owned and controlled by the player playing it: the 'you' of an identity
        card is that player, its controller.""")
def identity_is_its_player(v):
    return v.each_occurrence(lambda o: z3.Implies(
        v.card_type_is(v.card_of(o), "hero", "alter_ego"),
        z3.And(v.player("owner", o) == v.player("controller", o),
               z3.Implies(v.seat_fact(o, "may_trigger", "by_the_rules"), v.seat_is(o, "controller")))))


FACT = "who controls a card: a fact the situation states (its controller and owner roles), not a rule on 'you'"
LEDGER = [
    not_encoded("p1", "the owner is whose deck held the card; the scenario owns encounter cards: " + FACT),
    not_encoded("p1.b2", "cards enter play under their owner's control, encounter cards under the scenario's: "
                         + FACT),
    not_encoded("p1.b2.1", "an upgrade on another player's card is controlled by that player: " + FACT
                           + " (a situation names that player the upgrade's controller)"),
    not_encoded("p1.b2.2", "taking control of a scenario's player card makes that player its owner: " + FACT),
    not_encoded("p1.b3", "control changes only when an ability says so: " + FACT),
    not_encoded("p1.b4", "a player controls the cards of their out-of-play areas: " + FACT),
    not_encoded("p1.b5", "a character changing control keeps its state: not about who, when or order"),
    not_encoded("p1.b6", "upgrades follow their card's change of control: " + FACT),
    not_encoded("p1.b7", "how long a change of control lasts: " + FACT),
    not_encoded("p1.b7.1", "control reverts when the changing ability ends: " + FACT),
    not_encoded("p1.b7.2", "a card leaving play goes to its owner's out-of-play area: zones, not who 'you' is"),
    not_encoded("p1.b7.3", "a played event goes to its owner's discard pile: zones, not who 'you' is"),
    not_encoded("p1.b7.4", "a card discarded from hand goes to its owner's discard pile: zones, not who 'you' is"),
    not_encoded("p1.b8", "'cards you control' are cards in play under that player's control: which cards, "
                         "given the seat (You p2.b3, the kind model's control function)"),
]
