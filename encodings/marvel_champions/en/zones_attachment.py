"""Attachment — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Attachment.md, read for
what attaching a card does to where it is (topic ``timing``: the policy ``attach_enters_play`` of
`logic.timing.zone_ops`). The bullet on "you" is the seat rule base's (common/attachment.py)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Attachment", source="rules/Attachment.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5"],
)


@clause("mc.en.zones.attachment.enters_play_attached", at="p1.b1",
        says="An attachment is attached as it enters play: a card attached from outside play enters play doing so.")
def enters_play_attached(v):
    return [v.policy("attach_enters_play")]


STAT = "what an attached card does to the statistics of its host: no zone operation"
LEDGER = [
    not_encoded("p1", "attachment is an encounter card type: the card's printed type"),
    not_encoded("p1.b2", STAT), not_encoded("p1.b3", STAT), not_encoded("p1.b4", STAT),
    not_encoded("p1.b5", "who 'you' is on an attachment: the seat rule base (common/attachment.py)"),
]
