"""Attack (Player Ability Type) — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Attack (Player Ability Type), Labeled Ability.md, read for the damage of the pool's trigger graph
(topic ``damage_source``: whether the damage a step deals is "from an attack", `logic.pool_graph.damage`).
The locators are those of attack_player_ability_type.py (topic ``timing``)."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Attack (Player Ability Type)",
    source="rules/Attack (Player Ability Type), Labeled Ability.md#attack_player_ability_type",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="damage_source",
    locators=["p1", "p1.b1", "p1.b1.1", "p1.b1.2", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b3", "p1.b3.1", "p1.b4",
              "p1.b5", "p1.b5.1", "p1.b6", "p1.b6.1", "p1.b6.2", "p1.b6.3", "p1.b6.4", "p1.b6.5"],
)


@clause("mc.en.damage_source.attack.only_attacks", at="p1",
        says="An attack happens only in the ways the entry lists (a basic attack, an ability labelled as an "
             "attack, the attacks an ability lists one by one, and an enemy's attack, its own entry): damage "
             "an ability's effect deals is from an attack only when that ability is labelled as an attack, "
             "unless some words of its effects were not read (they may list attacks) or the effect deals its "
             "trigger's damage itself.")
def only_attacks(v):
    return [z3.Implies(z3.And(v.label_read(d), z3.Not(v.keeps_damage(d)), z3.Not(v.labelled_attack(d))),
                       z3.Not(v.from_attack(d))) for d in v.dealt()]


@clause("mc.en.damage_source.attack.labelled", at="p1.b2",
        says="Resolving an ability labelled as an attack is an attack on its target: the damage it deals is "
             "from an attack.")
def labelled(v):
    return [z3.Implies(z3.And(v.labelled_attack(d), z3.Not(v.keeps_damage(d))), v.from_attack(d))
            for d in v.dealt()]


LEDGER = [
    not_encoded("p1.b1", "a basic attack is no printed ability: no step of the graph deals its damage"),
    not_encoded("p1.b1.1", "when a basic attack can be initiated: not the source of a damage"),
    not_encoded("p1.b1.2", "a basic attack without exhausting: not the source of a damage"),
    not_encoded("p1.b2.1", "a labelled ability is one attack however many instances it deals: the graph "
                           "asks only whether its damage is from an attack"),
    not_encoded("p1.b2.2", "increased damage of an attack ability: amounts, not the source"),
    not_encoded("p1.b3", "'make the following X attacks': the reader does not read those sentences; an ability "
                         "with a sentence not read is left free (p1, label_read)"),
    not_encoded("p1.b3.1", "increased damage of one of the attacks: amounts, not the source"),
    not_encoded("p1.b4", "which enemies an attack can target: not the source of a damage"),
    not_encoded("p1.b5", "an attack on several enemies: not the source of a damage"),
    not_encoded("p1.b5.1", "retaliate after an attack: a keyword, no printed ability of the graph"),
    not_encoded("p1.b6", "the order of what an attack triggers: the timing rule base (topic timing)"),
    not_encoded("p1.b6.1", "the order of what an attack triggers: the timing rule base (topic timing)"),
    not_encoded("p1.b6.2", "the order of what an attack triggers: the timing rule base (topic timing)"),
    not_encoded("p1.b6.3", "the order of what an attack triggers: the timing rule base (topic timing)"),
    not_encoded("p1.b6.4", "the order of what an attack triggers: the timing rule base (topic timing)"),
    not_encoded("p1.b6.5", "the order of what an attack triggers: the timing rule base (topic timing)"),
]
