"""Resource Ability, p1.b1 — when a resource ability can be used, for the situation engine (English, RRG v1.8),
rules/Resource Ability.md#resource_ability.

Shared by every language version: a resource ability waits for its controller paying a cost, which the
situation engine reads only as its card being used (`logic.situation.ledger`); one whose resource is for one
type of cost only cannot be triggered for another (p1.b1.1, `logic.situation.applicable_pays`).
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Resource Ability", shared=True,
    source="rules/Resource Ability.md#resource_ability",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p1.b1", "p1.b1.1"],
)


@clause("mc.common.situation_resource_ability.own_moment", at="p1.b1",
        says="A resource ability can be triggered while its controller generates resources to pay a cost: a "
             "moment of its own.")
def own_moment(v):
    return [v.own_moment("resource")]


@clause("mc.common.situation_resource_ability.for_one_cost", at="p1.b1.1",
        says="A resource ability that makes a resource only for one kind of cost cannot be triggered while the "
             "cost being paid is of another kind.")
def for_one_cost(v):
    return [v.resource_for_one_cost()]
