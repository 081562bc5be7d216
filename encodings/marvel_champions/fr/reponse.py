"""Réponse — Marvel Champions, Guide de Référence (français, ère v1.4), rules/Réponse (FR).md."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="fr", title="Réponse", source="rules/Réponse (FR).md",
    version="Guide de Référence FR, ère v1.4 (site de 2022, github.com/Dabigne/MarvelChampionsReference)", topic="timing", locators=["p1", "p1.b1", "p1.b2", "p1.b3"],
    translates="Response",  # the English entry this one translates (ruling diff pairs them)
)

RESPONSES = ("response", "forced_response")


@clause("mc.fr.reponse.apres", at="p1",
        says="A response is used after its triggering condition has happened, and only then.")
def after(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, *RESPONSES), v.triggered_by(a, x), v.both(a, x)), v.before(x, a))) + \
        v.each(lambda a: v.implies(v.all(v.kind_is(a, "response"), v.taken(a)), v.trigger_happens(a)))


LEDGER = [
    not_encoded("p1.b1", "several responses to one condition: distinct items, nothing to constrain"),
    not_encoded("p1.b2", "the opportunity to respond opens right after the condition resolves and goes round in "
                         "player order until all pass: who may act when, not a constraint on the finished order "
                         "beyond p1 (any order of the responses can result)"),
    not_encoded("p1.b3", "the window closes once every player has passed in a row: nothing more for an order"),
]
