"""Ability — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Ability.md, read for
the zones of the pool's trigger graph (topic ``zones``: where the cards of one edge are when an ability
resolves, `logic.pool_graph.zones`). The locators are those of ability.py (topic ``timing``)."""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Ability", source="rules/Ability.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="zones",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b3.1", "p1.b4", "p1.b5", "p1.b6", "p1.b7", "p1.b7.1",
              "p1.b8", "p1.b8.1", "p1.b8.2",
              "p2", "p2.b1", "p2.b2",
              "p3", "p3.b1", "p3.b2", "p3.b3", "p3.b4",
              "p4", "p4.b1", "p4.b2", "p4.b2.1", "p4.b2.2", "p4.b2.3", "p4.b3", "p4.b4", "p4.b4.1", "p4.b4.2",
              "p4.b5"],
)

#: the card types whose abilities the entry says are used only while the card is in play
USED_IN_PLAY = ("hero", "alter_ego", "ally", "upgrade", "support")


@clause("mc.en.zones.ability.acts_in_play", at="p1.b1",
        says="What a card ability acts on is a card in play, unless its words point at an area outside play "
             "(a deck, a hand, a discard pile, cards set aside).")
def acts_in_play(v):
    return [z3.Implies(z3.And(v.is_card(o), z3.Not(v.names_out_of_play_area(o))), v.in_play(o))
            for o in v.acted_on()]


@clause("mc.en.zones.ability.used_in_play", at="p1.b2",
        says="A hero, alter-ego, ally, upgrade or support card's ability is used only while that card is in "
             "play, unless its words say it is used from outside play; an event card's ability is used from "
             "outside play.")
def used_in_play(v):
    out = []
    for c in v.resolving():
        out.append(z3.Implies(z3.And(v.card_type_is(c, *USED_IN_PLAY), z3.Not(v.used_from_out_of_play(c))),
                              v.in_play(c)))
        out.append(z3.Implies(v.card_type_is(c, "event"), z3.Not(v.in_play(c))))
    return out


LEDGER = [
    not_encoded("p1", "definition; the appendix examples are not rules"),
    not_encoded("p1.b3", "valid targets: the loops' clauses (loops_ability.py), not where a card is"),
    not_encoded("p1.b3.1", "examples of targets; nothing to constrain"),
    not_encoded("p1.b4", "sentence by sentence resolution: not where a card is"),
    not_encoded("p1.b5", "definitions of triggered and constant abilities: the reader gives each kind"),
    not_encoded("p1.b6", "setup abilities: outside play, never part of an edge"),
    not_encoded("p1.b7", "mandatory abilities: the loops' clauses (loops_ability.py)"),
    not_encoded("p1.b7.1", "'may': the loops' clauses (loops_ability.py)"),
    not_encoded("p1.b8", "optional abilities: the loops' clauses, not where a card is"),
    not_encoded("p1.b8.1", "who uses an optional ability: the seat rule base"),
    not_encoded("p1.b8.2", "who uses an optional ability: the seat rule base"),
    not_encoded("p2", "a constant ability is active while its card is in play: constant abilities are "
                      "targets of edges through their conditions, not their zones (left open)"),
    not_encoded("p2.b1", "'while' conditions: read into the edge's conditions"),
    not_encoded("p2.b2", "each instance of a constant ability applies: one node per printed ability"),
    not_encoded("p3", "definition of a triggered ability"),
    not_encoded("p3.b1", "optional interrupts and responses: the loops' clauses"),
    not_encoded("p3.b2", "the game triggers Forced abilities: the loops' clauses"),
    not_encoded("p3.b3", "Hero / Alter-Ego triggers need the form: decided on the edges (the seat's form)"),
    not_encoded("p3.b4", "quoted triggers refer to other abilities: card syntax"),
    not_encoded("p4", "priority of simultaneous abilities: the order, not where a card is"),
    not_encoded("p4.b1", "priority: the order within a window"),
    not_encoded("p4.b2", "priority: the order within a window"),
    not_encoded("p4.b2.1", "priority: the order within a window"),
    not_encoded("p4.b2.2", "priority: the order within a window"),
    not_encoded("p4.b2.3", "priority: the order within a window"),
    not_encoded("p4.b3", "priority: the order within a window"),
    not_encoded("p4.b4", "priority: the order within a window"),
    not_encoded("p4.b4.1", "priority: the order within a window"),
    not_encoded("p4.b4.2", "priority: the order within a window"),
    not_encoded("p4.b5", "priority: the order within a window"),
]
