"""Résolution simultanée — Marvel Champions, Guide de Référence (français, ère v1.4),
rules/Résolution simultanée (FR).md."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="fr", title="Résolution simultanée",
    source="rules/Résolution simultanée (FR).md", version="Guide de Référence FR, ère v1.4 (site de 2022, github.com/Dabigne/MarvelChampionsReference)", topic="timing", locators=["p1"],
    translates="Simultaneous Resolution",  # the English entry this one translates (ruling diff pairs them)
)


@clause("mc.fr.resolution_simultanee.premier_joueur", at="p1",
        says="Effects with the same bold timing trigger that would resolve at once are ordered by the first player.")
def first_player_orders(v):
    def one(a):
        siblings = v.any([v.all(v.same_trigger(a, b), v.kind_is(b, v.kind(a))) for b in v.items if b != a])
        return v.implies(siblings, v.orderer(a) == v.first_player())
    return v.each(one)


LEDGER = []
