"""Target — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Target, Valid Target.md
(the entry "Target"; "Valid Target", printed beside it, is encoded in valid_target.py).

Whether an item has a valid target when it would begin is the scenario's flag ``targets_available``: given by
hand in a written scenario, computed from the effects and the world in a scenario generated from a situation
(by the topic-``situation`` clauses of ``common/situation_valid_target.py``, p1.b2-p1.b4); an effect on several targets
("each enemy") lists them all, and the interpreter knows which of them are still in play.
"""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Target", source="rules/Target, Valid Target.md#target",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b2.3", "p1.b3", "p1.b3.1", "p1.b3.2", "p1.b3.3",
              "p1.b3.4", "p1.b3.5", "p1.b3.6", "p1.b3.7", "p1.b3.8", "p1.b3.9", "p1.b4", "p1.b4.1", "p1.b4.2",
              "p1.b5", "p1.b6"],
)


@clause("mc.en.target.needs_valid_target", at="p1.b2",
        says="An ability or game function that needs targets can begin only with at least one valid target "
             "(its example: 'deal 5 damage to a minion' with no minion in play cannot be used).")
def needs_valid_target(v):
    return v.each(lambda a: v.implies(v.taken(a), v.flag(a, "targets_available")))


@clause("mc.en.target.chosen_card_picked", at="p1.b2.2",
        says="A target an ability names as one game element of a kind ('choose a ...', 'discard an upgrade you "
             "control') is selected for it: the player resolving the ability picks it among the elements that fit, "
             "and no entry restricts the pick, so each fitting element is a pick, each a branch of the outcome (the "
             "engine's targets chosen, as for 'choose a ...'; N of them named at once, every N of them). That a "
             "target must exist to begin is the scenario's targets_available flag (p1.b2).")
def chosen_card_picked(v):
    return [v.policy("targets_chosen")]


@clause("mc.en.target.one_of_a_kind_discarded", at="p1.b2.2",
        says="'Discard a non-Elite minion', 'discard an ally' (no controller named) names one card of a kind as its "
             "target: read as 'choose a ...' is (by analogy: the entry speaks of choosing, the words here only name "
             "one element of a kind), the player resolving it picks one card of that kind in play, whoever controls "
             "it, among those that fit when it resolves; each such card is a pick, each a branch of the outcome.")
def one_of_a_kind_discarded(v):
    return [v.policy("targets_chosen")]


@clause("mc.en.target.valid_ones_only", at="p1.b4.1",
        says="An ability on every element of a type resolves against the valid ones only: those gone are "
             "skipped, the others are still affected.")
def valid_ones_only(v):
    return [v.policy("valid_targets_only")]


@clause("mc.en.target.forbidden_not_valid", at="p1.b3.5",
        says="A target is not valid for an ability that would make it do what another ability says it cannot do "
             "(its example: a character that cannot ready is not readied): the engine's game functions (damage, "
             "healing, threat removal, defeat, an attack, readying, a defence) leave alone a target forbidden them; "
             "so does an attack against the one character an attacker cannot attack ('cannot attack you'), and a "
             "status card a character cannot be given ('cannot be stunned').")
def forbidden_not_valid(v):
    return [v.policy("prohibitions_hold")]


@clause("mc.en.target.cannot_take_damage", at="p1.b3.7",
        says="A target that cannot take damage is not a valid target for what would only deal it damage: no damage "
             "is dealt to it.")
def cannot_take_damage(v):
    return [v.policy("prohibitions_hold")]


@clause("mc.en.target.chosen_when_resolving", at="p1.b2.2",
        says="'Choose a [game element]' selects a target for the ability: the effects on 'that' element apply to the "
             "one the resolving player picks among the valid ones, and no other; which one is the player's choice, so "
             "each valid pick is an outcome of its own (a pick that is not valid when the ability resolves is no pick).")
def chosen_when_resolving(v):
    return [v.policy("targets_chosen")]


VALIDITY = "what makes a target valid decides the scenario's flag targets_available, given per item (for a " \
           "situation, computed by the clauses of common/situation_valid_target.py); not about who, when or order"
LEDGER = [
    not_encoded("p1", "definition: what an ability or function is directed at is its target while it resolves; "
                      "the scenario's effects name their targets"),
    not_encoded("p1.b1", "an open list of examples of targets ('you' among them, whose referent is the 'you' "
                         "rule base's question): nothing to constrain"),
    not_encoded("p1.b2.1", "basic powers need a valid target: a basic power is the scenario's event, which the "
                           "scenario states happened"),
    not_encoded("p1.b2.3", "drawing has a valid target while the deck has a card: decks are not modelled; the "
                           "scenario's targets_available flag"),
    not_encoded("p1.b3", "a target is valid if any part of the ability can affect it: " + VALIDITY),
    not_encoded("p1.b3.1", "an open list of the ways an effect affects a target: " + VALIDITY),
    not_encoded("p1.b3.2", "a stat of 0 does not stop an activation or basic power against an otherwise valid "
                           "target (its example: THW 0 against a scheme with threat): " + VALIDITY),
    not_encoded("p1.b3.3", "costs are not weighed in deciding validity: costs are not modelled; " + VALIDITY),
    not_encoded("p1.b3.4", "one effect able to affect the target makes it valid: " + VALIDITY),
    not_encoded("p1.b3.6", "damage dealt but prevented still affects the target: " + VALIDITY +
                           "; what prevention does to the damage is the preventing item's cancel effect"),
    not_encoded("p1.b3.8", "a target that cannot be attacked is not valid for an attack-labelled ability: "
                           + VALIDITY),
    not_encoded("p1.b3.9", "a target that cannot be thwarted is not valid for a thwart-labelled ability: "
                           + VALIDITY),
    not_encoded("p1.b4", "an ability on every element of a type can begin with one valid element: the scenario's "
                         "targets_available flag; what it then does to each is p1.b4.1's clause"),
    not_encoded("p1.b4.2", "worked example of p1.b4 and p1.b4.1 (removing threat from each scheme with a crisis "
                           "icon on the main scheme): the engine has no 'cannot remove threat' state, so it cannot "
                           "be stated as a scenario; p1.b4.1 is checked on a target gone from play by "
                           "queries/marvel_champions/timing/target_each_valid_only.toml"),
    not_encoded("p1.b5", "an ability naming a future target ('the next card you play') needs no target to begin: "
                         "the scenario's targets_available flag stays true"),
    not_encoded("p1.b6", "a search needs only a searchable area to begin: decks are not modelled; the scenario's "
                         "targets_available flag"),
]
