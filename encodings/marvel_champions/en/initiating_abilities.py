"""Initiating Abilities — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Initiating Abilities.md (the entry "Initiating Abilities"; "Playing Cards" only refers to it)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Initiating Abilities",
    source="rules/Initiating Abilities.md#initiating_abilities", version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b3", "p1.b3.1",
              "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4", "p2.b4.1", "p2.b4.2", "p2.b4.3"],
)


@clause("mc.en.initiating_abilities.valid_target", at="p1.b2.1",
        says="A card or ability that names targets cannot be played or initiated without a valid target.")
def valid_target(v):
    return v.each(lambda a: v.implies(v.all(v.is_ability(a), v.taken(a)), v.flag(a, "targets_available")))


@clause("mc.en.initiating_abilities.cost", at="p2.b2",
        says="An ability whose cost cannot be paid is aborted: it is not initiated.")
def cost(v):
    return v.each(lambda a: v.implies(v.all(v.is_ability(a), v.taken(a)), v.flag(a, "payable")))


@clause("mc.en.initiating_abilities.option_cost", at="p2.b2",
        says="A reading by analogy: this step speaks of the cost of a card or ability being initiated, and no entry "
             "speaks of the cost printed before an option's arrow ('Choose: • Exhaust X → Y'). Read as this step "
             "reads an ability's cost: as the option picked begins to resolve, its cost is paid first; a cost that "
             "cannot be paid aborts that option without paying it (none of its effects resolves). Whether a cost can "
             "be paid when the situation does not state it (a character's being ready, the resources a player can "
             "spend) is not decided, and said so.")
def option_cost(v):
    return [v.policy("option_cost_paid_first")]


@clause("mc.en.initiating_abilities.cost_modifiers", at="p2.b1",
        says="Once a card may be played, the modifiers to its cost are applied before the cost is paid: an effect "
             "that changes the cost to play a card (\"reduce the cost to play this card by 1\") changes what is paid "
             "for that play. Read with Ability p1.b2: such an ability of the card being played speaks of the card "
             "being played, that is of an out-of-play state (while played, the card is not yet in play, p1.b1), so it "
             "acts then; and since the card is not in play while played, a count of cards in play it makes ('for each "
             "Avenger character you control') does not count the card itself. No entry here says whether a cost can "
             "fall below 0: that is not decided.")
def cost_modifiers(v):
    return [v.policy("cost_modified")]


@clause("mc.en.initiating_abilities.interrupt_just_before", at="p2.b4.1",
        says="An interrupt to a step of initiating a card or ability is initiated just before that step.")
def interrupt_just_before(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, "interrupt", "forced_interrupt"), v.triggered_by(a, x), v.both(a, x)), v.before(a, x)))


@clause("mc.en.initiating_abilities.response_after", at="p2.b4.2",
        says="A response to a step of initiating a card or ability is initiated after that step.")
def response_after(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, "response", "forced_response"), v.triggered_by(a, x), v.both(a, x)), v.before(x, a)))


LEDGER = [
    not_encoded("p1", "declaring the intent to play or initiate: the scenario lists what is initiated"),
    not_encoded("p1.b1", "a card being played is placed on the table, not in play: zones are not modelled"),
    not_encoded("p1.b2", "play restrictions checked now: a scenario lists only items whose restrictions allow "
                         "them (beyond targets and costs, encoded at p1.b2.1 and p2.b2)"),
    not_encoded("p1.b2.2", "form requirements: forms are not modelled"),
    not_encoded("p1.b3", "determining the cost: the scenario gives whether it can be paid (flag payable); the rule "
                         "that decides is p2.b2"),
    not_encoded("p1.b3.1", "choosing X: amounts, not timing"),
    not_encoded("p2", "introduces the steps p2.b1..p2.b4"),
    not_encoded("p2.b3", "the card commences being played: the point a cancel interrupts (Cancel p1.b1)"),
    not_encoded("p2.b4", "the card is played or the ability resolves: its item's place in the order"),
    not_encoded("p2.b4.3", "a card leaving play during its own initiation does not stop it: in_play is given per "
                           "item, not tracked during an order"),
]
