"""Gleichzeitige Abhandlung — Marvel Champions, Referenzhandbuch v1.7de, rules/Gleichzeitige Abhandlung (DE).md
(the entry "GLEICHZEITIGE ABHANDLUNG"; "Startspieler" and "Jeder Spieler" beside it are other entries)."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="de", title="Gleichzeitige Abhandlung",
    source="rules/Gleichzeitige Abhandlung (DE).md#GLEICHZEITIGE ABHANDLUNG", version="Referenzhandbuch v1.7de (Asmodee, transcribed in github.com/TomBuZi/demarvelcdb)", topic="timing",
    locators=["p1"],
    translates="Simultaneous Resolution",  # the English entry this one translates (ruling diff pairs them)
)


@clause("mc.de.gleichzeitige_abhandlung.startspieler", at="p1",
        says="Effects with the same bold timing trigger that would resolve at once are ordered by the first player.")
def first_player_orders(v):
    def one(a):
        siblings = v.any([v.all(v.same_trigger(a, b), v.kind_is(b, v.kind(a))) for b in v.items if b != a])
        return v.implies(siblings, v.orderer(a) == v.first_player())
    return v.each(one)


LEDGER = []
