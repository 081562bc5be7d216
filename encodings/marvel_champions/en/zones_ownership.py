"""Ownership and Control — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Ownership and Control.md, read for where the effect interpreter puts a card that leaves play or is
discarded (topic ``timing``: the policy ``owner_areas`` of `logic.timing.zone_ops`), and what follows a card
that changes control (the policy ``control_carries_attachments`` of `logic.timing.deck_ops`). Who owns and who
controls a card is the seat rule base's (common/ownership_and_control.py, topic ``seat``)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Ownership and Control", source="rules/Ownership and Control.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b3", "p1.b4", "p1.b5", "p1.b6",
              "p1.b7", "p1.b7.1", "p1.b7.2", "p1.b7.3", "p1.b7.4", "p1.b8"],
)


@clause("mc.en.zones.ownership.leaves_play_to_owner", at="p1.b7.2",
        says="A card that leaves play goes to the matching out-of-play area of its owner (hand, deck or discard "
             "pile), whoever controlled it.")
def leaves_play_to_owner(v):
    return [v.policy("owner_areas")]


@clause("mc.en.zones.ownership.discarded_to_owner", at="p1.b7.4",
        says="A card discarded from a player's hand goes to its owner's discard pile.")
def discarded_to_owner(v):
    return [v.policy("owner_areas")]


@clause("mc.en.zones.ownership.attachments_follow_control", at="p1.b6",
        says="When a card changes control, the upgrades on it change control too, to the same new controller.")
def attachments_follow_control(v):
    return [v.policy("control_carries_attachments")]


SEAT = "who owns or controls a card: the seat rule base (common/ownership_and_control.py), not where a card goes"
LEDGER = [not_encoded(loc, SEAT) for loc in ("p1", "p1.b1", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b3", "p1.b4",
                                             "p1.b5", "p1.b7", "p1.b7.1", "p1.b8")] + [
    not_encoded("p1.b7.3", "a played event goes to its owner's discard pile: playing a card is no zone operation "
                           "of the effect interpreter"),
]
