"""Initiating Abilities — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Initiating Abilities.md, read for the loops of the pool's trigger graph (topic ``loops``)."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Initiating Abilities", source="rules/Initiating Abilities.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="loops",
    locators=["p1", "p1.b1", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b3", "p1.b3.1",
              "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4", "p2.b4.1", "p2.b4.2", "p2.b4.3"],
)


@clause("mc.en.loops.initiating.cost", at="p2.b2",
        says="Costs are paid before the ability resolves; when they cannot be paid the initiation is aborted: "
             "a step whose cost (exhausting a card, removing counters) cannot be paid does not resolve.")
def cost(v):
    return v.each_step(lambda t, i: z3.Implies(v.fires(t, i), v.payable(t, i)))


@clause("mc.en.loops.initiating.valid_target", at="p1.b2.1",
        says="An ability without one valid target cannot be initiated.")
def valid_target(v):
    return v.each_step(lambda t, i: z3.Implies(v.fires(t, i), v.valid_target(t, i)))


LEDGER = [
    not_encoded("p1", "declaring the intent: a step is an ability initiated"),
    not_encoded("p1.b1", "a card being played is not in play: playing cards is not a step of a cycle"),
    not_encoded("p1.b2", "play restrictions: the conditions read onto the edges"),
    not_encoded("p1.b2.2", "form requirements: decided on the edges (the seat's form)"),
    not_encoded("p1.b3", "determining the cost: a resource of the cycle (logic.pool_graph.vocab)"),
    not_encoded("p1.b3.1", "choosing X: amounts, not repetition"),
    not_encoded("p2", "introduces the steps p2.b1..p2.b4"),
    not_encoded("p2.b1", "cost modifiers: not read"),
    not_encoded("p2.b3", "the ability commences: the point a cancel interrupts"),
    not_encoded("p2.b4", "the ability resolves: a step of the cycle"),
    not_encoded("p2.b4.1", "interrupt timing: the order, not whether a cycle repeats"),
    not_encoded("p2.b4.2", "response timing: the order, not whether a cycle repeats"),
    not_encoded("p2.b4.3", "a card leaving play during its own initiation does not stop it: the step that makes its "
                           "card leave play still resolves; only later steps on that card cannot (Ability p1.b2)"),
]
