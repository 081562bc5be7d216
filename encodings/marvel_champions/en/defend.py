"""Defend, Defense — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Defend, Defense.md.

Declaring a defender is an item of kind ``declare_defender`` waiting for the attack (the scenario's event,
whose place is the attack's damage), with a ``defend`` effect naming the defender (``amount``: a hero's DEF).
"""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Defend, Defense", source="rules/Defend, Defense.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b2.1", "p1.b2.2", "p1.b3", "p1.b3.1", "p1.b3.2", "p1.b3.3",
              "p1.b4", "p1.b4.1", "p1.b4.2", "p1.b4.3", "p1.b4.4", "p1.b4.5", "p1.b4.6", "p1.b4.7", "p1.b4.8",
              "p1.b5", "p1.b5.1", "p1.b5.2", "p1.b6", "p1.b7", "p1.b7.1", "p1.b7.2"],
)

WHO = "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"


@clause("mc.en.defend.optional", at="p1",
        says="Defending is a choice, made only during an enemy attack: a defender is declared only if the attack "
             "is under way (and not cancelled).")
def optional(v):
    return v.each(lambda d: v.implies(v.all(v.kind_is(d, "declare_defender"), v.taken(d)), v.trigger_live(d)))


@clause("mc.en.defend.one_defender", at="p1.b1",
        says="Only one defender per attack: at most one declared defender is taken for one attack.")
def one_defender(v):
    out = []
    for x in v.items:
        group = [d for d in v.items if v.kind(d) == "declare_defender" and x in v.parents(d)]
        if len(group) > 1:
            out.append(v.at_most_one(group))
    return out


@clause("mc.en.defend.ally_target", at="p1.b3.1",
        says="A defending ally becomes the target character of the attack: its damage goes to the ally.")
def ally_target(v):
    return [v.policy("defender_takes_attack_damage")]


@clause("mc.en.defend.responses_after_attack", at="p1.b7",
        says="Abilities that trigger after a character defends resolve after the attack has ended.")
def responses_after_attack(v):
    return v.each_triple(lambda r, d, x: v.implies(
        v.all(v.kind_is(r, "response", "forced_response"), v.triggered_by(r, d), v.kind_is(d, "declare_defender"),
              v.triggered_by(d, x), v.both(r, x)),
        v.before(x, r)))


@clause("mc.en.defend.undefended", at="p1.b6",
        says="An attack is undefended when no character was used to defend it, and also when the ally that defended "
             "it is defeated before its damage is dealt; so an ATK bonus an ability gives 'if the attack is "
             "undefended' is judged as the damage is dealt (its damage then goes to the original target, under the "
             "policy of p1.b3.1).")
def undefended(v):
    return [v.policy("undefended_no_defender")]


NOT_ORDER = "which character defends and how (exhausting, DEF): the scenario's declare_defender item and its " \
            "defend effect; not an order question"
LEDGER = [
    not_encoded("p1.b2", "a hero's basic defense reduces the damage by DEF, the rest to the hero: the interpreter's "
                         "defend effect (amount = DEF) and attack effect; exhausting is not modelled"),
    not_encoded("p1.b2.1", "a card ability declaring a hero the defender (\"X defends instead\"): a basic defense, the "
                           "interpreter's defend effect with its DEF, from that ability (logic.situation.applicable_defend); "
                           + NOT_ORDER),
    not_encoded("p1.b2.2", NOT_ORDER),
    not_encoded("p1.b3", "an ally defending takes the damage: the policy of p1.b3.1"),
    not_encoded("p1.b3.2", "a card ability declaring an ally the defender: the interpreter's defend effect from that "
                           "ability (logic.situation.applicable_defend), the damage to the ally under p1.b3.1's policy; "
                           + NOT_ORDER),
    not_encoded("p1.b3.3", NOT_ORDER),
    not_encoded("p1.b4", "a defense-labelled ability makes the identity the defender: " + WHO),
    not_encoded("p1.b4.1", "when the identity becomes the defender (as the ability begins): the scenario gives such "
                           "an ability as a declare_defender item, whose place the clauses decide"),
    not_encoded("p1.b4.2", "abilities on 'when your hero defends' may answer it: they wait for that item"),
    not_encoded("p1.b4.3", NOT_ORDER),
    not_encoded("p1.b4.4", NOT_ORDER),
    not_encoded("p1.b4.5", "any number of defense abilities by the defending player: " + WHO),
    not_encoded("p1.b4.6", "no other player's defense abilities after one: " + WHO),
    not_encoded("p1.b4.7", "defense abilities of a player whose ally defends: " + WHO),
    not_encoded("p1.b4.8", "defense abilities outside an attack: no attack, no declare_defender item"),
    not_encoded("p1.b5", "the defending player becomes the new target player: " + WHO),
    not_encoded("p1.b5.1", WHO),
    not_encoded("p1.b5.2", WHO),
    not_encoded("p1.b7.1", "an attack ended early still counts as defended: whether it was is given by the "
                           "declare_defender item being taken"),
    not_encoded("p1.b7.2", "abilities after a basic power resolve after the attack with a basic defense: the same "
                           "placement as p1.b7 for what waits for the declare_defender item"),
]
