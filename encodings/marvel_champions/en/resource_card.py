"""Resource Card — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Resource Ability.md (the entry "Resource Card", printed after Resource Ability).

Locators: p1 the definition (a player card type discarded from hand for resources), p2 the sentence on
how much they generate, p2.b1 and p2.b2 its two bullets. Nothing in it orders anything; its one rule
about whom a card's work counts for (p2.b2) restates You, Your p4.b2, which the 'you' rule base encodes.
"""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Resource Card", source="rules/Resource Ability.md#resource_card",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="you",
    locators=["p1", "p2", "p2.b1", "p2.b2"],
)

LEDGER = [
    not_encoded("p1", "definition of the card type: resource cards are discarded from hand to pay; no who/when/order"),
    not_encoded("p2", "how many resources such cards tend to give: a design note, no rule"),
    not_encoded("p2.b1", "text on a resource card active while it pays: what the card does, not who or when; "
                         "Resource Ability (en/resource_ability.py) carries the timing of resource abilities"),
    not_encoded("p2.b2", "resource cards extend the identity and a spent resource counts as spent by the identity: "
                         "the same rule as You, Your p4.b2, encoded as mc.en.you.resources (en/you_your.py); "
                         "a second clause would repeat that constraint"),
]
