"""Forcée — Marvel Champions, Guide de Référence (français, ère v1.4), rules/Forcée (FR).md.
The same version of the French guide as Capacité (seed 003): the rule base holds one version."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="fr", title="Forcée", source="rules/Forcée (FR).md",
    version="Guide de Référence FR, ère v1.4 (site de 2022, github.com/Dabigne/MarvelChampionsReference)", topic="timing", locators=["p1", "p1.b1", "p1.b2", "p1.b3"],
    translates="Forced",  # the English entry this one translates (ruling diff pairs them)
)

FORCED = ("forced_interrupt", "forced_response")


@clause("mc.fr.forcee.obligatoire", at="p1",
        says="Initiating an ability marked Forced is mandatory: once what it waits for happens (and its card is in "
             "play), it resolves; never without it.")
def mandatory(v):
    return v.each(lambda a: v.implies(v.kind_is(a, *FORCED), v.all(
        v.implies(v.all(v.trigger_happens(a), v.flag(a, "in_play")), v.taken(a)),
        v.implies(v.taken(a), v.trigger_happens(a)))))


@clause("mc.fr.forcee.priorite", at="p1.b1",
        says="For each triggering condition, Forced Interrupts come before the other interrupts and Forced "
             "Responses before the other responses.")
def priority(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.any(v.all(v.kind_is(a, "forced_interrupt"), v.kind_is(b, "interrupt")),
                    v.all(v.kind_is(a, "forced_response"), v.kind_is(b, "response"))),
              v.same_trigger(a, b), v.both(a, b)),
        v.before(a, b)), events=False)


@clause("mc.fr.forcee.premier_joueur", at="p1.b2",
        says="When several Forced abilities would initiate at the same moment, the first player orders them, "
             "whoever controls them.")
def first_player_orders(v):
    def one(a):
        siblings = v.any([v.all(v.kind_is(b, *FORCED), v.same_trigger(a, b)) for b in v.items if b != a])
        return v.implies(v.all(v.kind_is(a, *FORCED), siblings), v.orderer(a) == v.first_player())
    return v.each(one)


@clause("mc.fr.forcee.une_a_la_fois", at="p1.b3",
        says="Each Forced ability resolves as fully as possible before the next one for the same condition "
             "initiates: nothing nested in the later one comes before the earlier one.")
def one_at_a_time(v):
    return v.each_triple(lambda a, b, c: v.implies(
        v.all(v.kind_is(a, *FORCED), v.kind_is(b, *FORCED), v.same_trigger(a, b), v.nested_under(c, b),
              v.both(a, b), v.taken(c), v.before(a, b)),
        v.before(a, c)))


LEDGER = []
