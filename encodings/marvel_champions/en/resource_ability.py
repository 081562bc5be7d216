"""Resource Ability — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Resource Ability.md (the entry "Resource Ability"; "Resource Card" beside it is another entry)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Resource Ability",
    source="rules/Resource Ability.md#resource_ability", version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b1.1"],
)

LEDGER = [
    not_encoded("p1", "definition of the Resource trigger (optional per Ability p1.b8)"),
    not_encoded("p1.b1", "used while its controller generates resources for a cost: paying costs is not an "
                         "event of a scenario (costs are only the flag payable)"),
    not_encoded("p1.b1.1", "a resource for one type of cost only: costs are not modelled in timing (the situation "
                           "engine's clause: common/situation_resource_ability.py, for_one_cost)"),
]
