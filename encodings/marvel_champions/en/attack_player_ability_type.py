"""Attack (Player Ability Type) — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Attack (Player Ability Type), Labeled Ability.md (the entry "Attack (Player Ability Type)"; "Labeled
Ability", printed beside it, is encoded in labeled_ability.py).

A hero's or ally's attack is an item with ``labels = ["attack"]``: a basic attack (flagged ``basic_power``),
or an ability labelled "(attack)". What it triggers is every item waiting for it or for a condition it produces
(``triggered_by``), whichever name the scenario gives that condition ("after X attacks", "after Y is
attacked", "after X attacks and damages a minion", or a condition its damage produces by itself).
"""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Attack (Player Ability Type)",
    source="rules/Attack (Player Ability Type), Labeled Ability.md#attack_player_ability_type",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b1.1", "p1.b1.2", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b3", "p1.b3.1", "p1.b4",
              "p1.b5", "p1.b5.1", "p1.b6", "p1.b6.1", "p1.b6.2", "p1.b6.3", "p1.b6.4", "p1.b6.5"],
)

FORCED = ("forced_response",)
NON_FORCED = ("response",)
LAST = ("consequential_damage",)


def _answers(v, a, x):
    """``a`` is triggered by the resolution of ``x``, a hero's or ally's attack."""
    return v.all(v.label_is(x, "attack"), v.triggered_by(a, x))


@clause("mc.en.attack_player.forced_first", at="p1.b6.1",
        says="Of what a hero's or ally's attack triggers after it, the forced abilities (retaliate among them) "
             "resolve first, among themselves in any order: before the optional ones and before the attacker's "
             "consequential damage, whichever of the attack's conditions each waits for.")
def forced_first(v):
    return v.each_triple(lambda a, b, x: v.implies(
        v.all(v.kind_is(a, *FORCED), v.kind_is(b, *NON_FORCED, *LAST), _answers(v, a, x), _answers(v, b, x),
              v.both(a, b)),
        v.before(a, b)))


@clause("mc.en.attack_player.non_forced_second", at="p1.b6.4",
        says="Then the optional abilities the attack triggers, before the consequential damage of an attacking "
             "ally.")
def non_forced_second(v):
    return v.each_triple(lambda b, c, x: v.implies(
        v.all(v.kind_is(b, *NON_FORCED), v.kind_is(c, *LAST), _answers(v, b, x), _answers(v, c, x), v.both(b, c)),
        v.before(b, c)))


# --- what an increase does to an attack ability's damage (`logic.timing.attack_ops`): a policy ---

@clause("mc.en.attack_player.increase_each_instance", at="p1.b2.2",
        says="An attack ability whose damage another ability increases deals the increase with each of its "
             "instances of damage that do not themselves say 'additional'.")
def increase_each_instance(v):
    return [v.policy("attack_increase_each_instance")]


# --- which attacks a hero or ally may make (`logic.timing.act_ops`): a policy ---

@clause("mc.en.attack_player.forbidden_attack_not_made", at="p1.b4",
        says="A hero's or ally's attack may target any enemy unless a card ability keeps that enemy from being "
             "attacked by it (guard is the example): a character a prohibition forbids to attack, or to attack one "
             "of the enemies its attack would target, does not make that attack, and none of the attack's effects "
             "resolve (a basic attack or an ability labelled '(attack)' alike).")
def forbidden_attack_not_made(v):
    return [v.policy("forbidden_attack_not_made")]


NOT_ORDER = "not about who, when or order"
LEDGER = [
    not_encoded("p1", "introduces the ways an attack happens (p1.b1-p1.b5) and the order of what it triggers (p1.b6)"),
    not_encoded("p1.b1", "what a basic attack is (exhaust, damage equal to ATK): the scenario's event and its "
                         "damage effect; exhausting is not modelled: " + NOT_ORDER),
    not_encoded("p1.b1.1", "whether a basic attack may begin (an enemy it can attack, or the attacker stunned): "
                           "the scenario's event is the attack and is always taken; a stunned attacker's attempt is "
                           "replaced as Stun, Stunned p1.b5 says"),
    not_encoded("p1.b1.2", "making a basic attack without exhausting lets an exhausted character attack: ready and "
                           "exhausted states are not modelled: " + NOT_ORDER),
    not_encoded("p1.b2", "an ability labelled as an attack is an attack on its target, without exhausting the "
                         "hero: the scenario gives it labels = ['attack'], which is what p1.b6's clauses read"),
    not_encoded("p1.b2.1", "one attack however many instances of damage it deals: the scenario gives the ability "
                           "as one item, and what waits for that attack waits for that one item"),
    not_encoded("p1.b3", "'make the following X attacks in order': each attack is its own item in the scenario, "
                         "each waiting for the one before (the card's order), so nothing is left to constrain"),
    not_encoded("p1.b3.1", "an increase to one of those attacks only, triggered again for each: amounts, and one "
                           "item per triggering (instances): " + NOT_ORDER),
    not_encoded("p1.b5", "an attack on several enemies attacks each: the scenario lets each attacked enemy's "
                         "abilities wait for the one attack item"),
    not_encoded("p1.b5.1", "retaliate only from the attacked enemies still in play after the attack: whether an "
                           "enemy survives depends on the damage the order deals, which timing clauses cannot see, "
                           "and the interpreter does not drop an item whose source was defeated; left unchecked"),
    not_encoded("p1.b6", "introduces the order p1.b6.1-p1.b6.5 of what an attack's resolution triggers"),
    not_encoded("p1.b6.2", "'after [character] attacks [and damages/defeats] ...' is one of the triggers of the "
                           "first row: p1.b6.1's clause takes every item waiting for the attack or for a condition "
                           "it produces, whatever its name"),
    not_encoded("p1.b6.3", "'after [character] is attacked' is the other trigger of the first row: covered the same "
                           "way by p1.b6.1's clause"),
    not_encoded("p1.b6.5", "consequential damage (for allies) is the last row: after the first row by p1.b6.1 and "
                           "after the second by p1.b6.4; checked as "
                           "queries/marvel_champions/timing/attack_trigger_order.toml"),
]
