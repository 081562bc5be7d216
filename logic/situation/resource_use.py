"""A Resource ability used for a cost (the situation's "use" event of its card), as the event's effects.

``action = { by = "alice", does = "use", card = "<the resource card>", target = "<the card whose cost it pays>" }``:
the card's one Resource ability, when it generates resources and the catalogue (`logic.situation.applicable`)
accepts each of its effects, gives the event's effects: the resources, into the pool of the player who uses it (the
engine's ``resources`` op); its other effects ("and place 1 ammo counter on War Machine") as the situation converts
them (one it cannot: the ability is left unread). A resource "for" one kind of card only is decided by the card
paid for (`logic.situation.applicable_pays`, Resource Ability p1.b1.1); one "for a player" goes to the player who
controls the card paid for (whose identity must have the trait named, if any).

Promises: converts nothing the catalogue rejects; the same situation gives the same effects.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable import why_not
from .applicable_pays import has_trait, pays_holds, pays_player
from .rules import situation_facts
from .structure import structures

__all__ = ["resource_ops"]


def resource_ops(b, sit, ev) -> tuple[int, list[dict]] | None:
    """For a "use" event of a card whose one Resource ability generates resources the catalogue accepts: (the
    ability's index, the event's effects: the resources generated for the player who uses it, or none when the card
    paid for is not of the kind it names); None when the event is not that, when the resource is "for" a kind and no
    card paid for is stated (the event's ``target``), or when no clause of the rule base says a resource for one
    kind of cost cannot be triggered for another."""
    if ev.kind != "action" or ev.does != "use" or not ev.card or not ev.by:
        return None
    card = sit.card(ev.card)
    found = [(a, st) for a, st in structures(card) if st is not None and st.kind is m.AbilityKind.RESOURCE]
    if len(found) != 1 or not found[0][1].effects:
        return None
    a, st = found[0]
    if any(why_not(e) is not None or e.conditions or e.link not in (m.Link.FIRST, m.Link.AND)
           or (e.kind is m.EffectKind.GENERATE_RESOURCE and e.amount is not None) for e in st.effects) \
            or not any(e.kind is m.EffectKind.GENERATE_RESOURCE for e in st.effects):
        return None
    ops = []
    for e in st.effects:
        if e.kind is not m.EffectKind.GENERATE_RESOURCE:   # "... and place 1 ammo counter on War Machine"
            b.resolver = ev.by
            op = b.effect_op(card, a.sentences[0], e)
            if not isinstance(op, dict):
                return None
            ops.append(op)
            continue
        if e.pays_for is not None:
            facts = situation_facts(b.rules)
            paid = sit.cards.get(ev.target) if ev.target else None
            if paid is None or not facts.holds("resource_for_one_cost"):
                return None
            b.clauses |= set(facts.because("resource_for_one_cost"))
            shape = pays_player(e.pays_for)
            if shape is not None:   # "for any player", "for a player whose identity has the X trait": who pays
                who = paid.controller
                ident = sit.identity_of(who) if who else None
                if ident is None:
                    return None
                if shape[0] == "trait" and not has_trait(str(ident.record.get("traits") or ""), shape[1]):
                    return a.index, []   # the ability cannot be triggered for this cost: nothing generated
                ops.append({"op": "resources", "targets": [ident.id], "amount": len(e.resources),
                            "card": e.resources[0]})
                continue
            if not pays_holds(e, paid.card_type, str(paid.record.get("traits") or "")):
                return a.index, []   # the ability cannot be triggered for this cost: nothing generated
        ops.append({"op": "resources", "targets": [b.identity(ev.by)], "amount": len(e.resources),
                    "card": e.resources[0]})
    return a.index, ops
