"""Attack (Enemy Activation) — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Attack (Enemy Activation).md (the entry "Attack (Enemy Activation)"; "Enemy Attacks" only refers to it).

An enemy attack is an item (the scenario's event, usually) whose place in an order is its damage
(``attack`` effect); the steps before the damage are items waiting for it: ``declare_defender`` and
``boost``. What comes after the attack waits for the attack or for a condition it produces.
"""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Attack (Enemy Activation)",
    source="rules/Attack (Enemy Activation).md#attack_enemy_activation", version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p2", "p2.b1", "p2.b2", "p2.b2.1", "p2.b2.2", "p2.b3", "p2.b3.1", "p2.b3.2",
              "p2.b3.3", "p2.b3.4", "p2.b3.5", "p2.b4", "p2.b4.1", "p2.b4.2", "p2.b5", "p2.b5.1", "p2.b5.2",
              "p2.b5.3", "p2.b5.4", "p2.b5.5", "p2.b5.6", "p2.b5.7", "p2.b5.8", "p2.b6", "p2.b6.1", "p2.b6.2",
              "p2.b6.3", "p2.b6.4", "p2.b6.5", "p2.b6.6", "p3", "p3.b1", "p3.b2", "p3.b3", "p3.b3.1"],
)

STEPS = ("declare_defender", "boost")


@clause("mc.en.attack_enemy_activation.defender_target", at="p1",
        says="If a character other than the attacked one defends, it becomes the attack's new target.")
def defender_target(v):
    return [v.policy("defender_takes_attack_damage")]


@clause("mc.en.attack_enemy_activation.declare_before_damage", at="p2.b2",
        says="Defenders are declared during the attack, before its damage is dealt.")
def declare_before_damage(v):
    return v.each_pair(lambda d, x: v.implies(
        v.all(v.kind_is(d, "declare_defender"), v.triggered_by(d, x), v.both(d, x)), v.before(d, x)))


@clause("mc.en.attack_enemy_activation.defender_becomes_target", at="p2.b2.1",
        says="The defending character becomes the target character of the attack.")
def defender_becomes_target(v):
    return [v.policy("defender_takes_attack_damage")]


@clause("mc.en.attack_enemy_activation.boosts_in_order", at="p2.b3",
        says="After defenders are declared and before the damage, the attacker's boost cards resolve one at a time "
             "in the order they were dealt (the scenario's order).")
def boosts_in_order(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "boost"), v.kind_is(b, "boost"), v.same_trigger(a, b), v.listed_before(a, b),
              v.both(a, b)),
        v.before(a, b)), events=False) + v.each_pair(lambda d, b: v.implies(
            v.all(v.kind_is(d, "declare_defender"), v.kind_is(b, "boost"), v.same_trigger(d, b), v.both(d, b)),
            v.before(d, b)), events=False) + v.each_pair(lambda b, x: v.implies(
                v.all(v.kind_is(b, "boost"), v.triggered_by(b, x), v.both(b, x)), v.before(b, x)))


@clause("mc.en.attack_enemy_activation.damage_to_defender", at="p2.b5.1",
        says="The damage of an attack a hero defended is dealt to that hero.")
def damage_to_defender(v):
    return [v.policy("defender_takes_attack_damage")]


@clause("mc.en.attack_enemy_activation.damage_to_ally", at="p2.b5.4",
        says="The damage of an attack an ally defended is all dealt to that ally (none carries over).")
def damage_to_ally(v):
    return [v.policy("defender_takes_attack_damage")]


@clause("mc.en.attack_enemy_activation.after_attack", at="p2.b6",
        says="Abilities waiting for the attack or a condition it creates trigger once the attack has finished "
             "resolving: after it.")
def after_attack(v):
    return v.each_pair(lambda r, x: v.implies(
        v.all(v.kind_is(r, "response", "forced_response"), v.triggered_by(r, x), v.both(r, x)), v.before(x, r)))


@clause("mc.en.attack_enemy_activation.forced_first", at="p2.b6.6",
        says="After the attack, the forced abilities on any of its 'after' triggers (the attack, what it produces, "
             "a character defending it) come before the non-forced ones on any of those triggers.")
def forced_first(v):
    after = {(r, x): v.any([v.triggered_by(r, x)] + [
        v.all(v.kind_is(d, "declare_defender"), v.triggered_by(d, x), v.triggered_by(r, d)) for d in v.items])
        for r in v.items for x in v.items}   # r waits for attack x, a condition x produces, or x's defender

    def after_attack(r, x):
        return after[(r, x)]
    return v.each_triple(lambda a, b, x: v.implies(
        v.all(v.kind_is(a, "forced_response"), v.kind_is(b, "response"), after_attack(a, x), after_attack(b, x),
              v.both(a, b)),
        v.before(a, b)))


@clause("mc.en.attack_enemy_activation.interrupts_at_initiation", at="p3.b1",
        says="Interrupts on 'when [enemy] attacks' have the timing of 'when an enemy initiates an attack': before "
             "any step of the attack (defenders, boosts).")
def interrupts_at_initiation(v):
    return v.each_triple(lambda a, x, s: v.implies(
        v.all(v.kind_is(a, "interrupt", "forced_interrupt"), v.triggered_by(a, x), v.kind_is(s, *STEPS),
              v.triggered_by(s, x), v.both(a, s)),
        v.before(a, s)))


@clause("mc.en.attack_enemy_activation.ends_without_attacker", at="p3.b2",
        says="An attack can end before its damage is dealt: the damage is the attacking enemy's ATK (p2.b4.1), so "
             "once the attacker has left play (an interrupt, which resolves before the attack resolves: Interrupt "
             "p1, defeated it) no damage is dealt; 'after' abilities on the attack still resolve as normal.")
def ends_without_attacker(v):
    return [v.policy("attack_needs_attacker")]


GIVEN = "a game function of the attack (the interpreter's attack, defend and boost_icons effects), not a moment"
LEDGER = [
    not_encoded("p1.b1", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p2", "introduces the steps p2.b1..p2.b6"),
    not_encoded("p2.b1", "giving the boost card: a card, no item; its Boost abilities are items (p2.b3)"),
    not_encoded("p2.b2.2", "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p2.b3.1", GIVEN),
    not_encoded("p2.b3.2", "each Boost ability resolves (mandatory, Ability p1.b7) at its card's turn: p2.b3"),
    not_encoded("p2.b3.3", GIVEN),
    not_encoded("p2.b3.4", "discarding the boost card: zones, not timing"),
    not_encoded("p2.b3.5", "repeating for the next boost card: the order of p2.b3"),
    not_encoded("p2.b4", "computing the damage: " + GIVEN),
    not_encoded("p2.b4.1", "ATK plus boost icons: " + GIVEN),
    not_encoded("p2.b4.2", "less a defending hero's DEF: " + GIVEN),
    not_encoded("p2.b5", "introduces the cases p2.b5.1..p2.b5.8"),
    not_encoded("p2.b5.2", "which character counts as attacked: decides what an 'after X is attacked' item waits "
                           "for, which the scenario gives"),
    not_encoded("p2.b5.3", "a tough hero defending: DEF first, then the tough card (Tough p1.b2.2)"),
    not_encoded("p2.b5.5", "which character counts as attacked: given by the scenario (as p2.b5.2)"),
    not_encoded("p2.b5.6", "a defending ally gone before the damage: the interpreter sends the damage back to the "
                           "original target, which is the ally controller's identity only when that player was "
                           "the one attacked; the general case is a seat question (issue 8 part 1)"),
    not_encoded("p2.b5.7", "undefended: the damage goes to the attacked character: " + GIVEN),
    not_encoded("p2.b5.8", "which character counts as attacked: given by the scenario (as p2.b5.2)"),
    not_encoded("p2.b6.1", "forced abilities after the attack, in any order among themselves: no constraint "
                           "between them (the first player orders them, Forced p1.b5); their place before the "
                           "non-forced ones is p2.b6.6"),
    not_encoded("p2.b6.2", "one of the 'after' triggers p2.b6.1 and p2.b6.6 range over: a condition the attack "
                           "produces"),
    not_encoded("p2.b6.3", "as p2.b6.2"),
    not_encoded("p2.b6.4", "as p2.b6.2"),
    not_encoded("p2.b6.5", "as p2.b6.2"),
    not_encoded("p3", "introduces p3.b1..p3.b3"),
    not_encoded("p3.b3", "'attacks and damages' triggers only on the attack's own damage: the attack's damage "
                         "produces attack_damage:X, a boost or other ability's damage only damage:X"),
    not_encoded("p3.b3.1", "worked example of p3.b3; checked as query "
                           "queries/marvel_champions/timing/boost_damage_is_not_attack_damage.toml"),
]
