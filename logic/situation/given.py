"""A card given to a player, in a situation: the revealed card's "Give to the X player." as the reveal's ``give_to``.

When the situation's event reveals a card whose printed text gives it to a player (GIVE_TO, accepted by the
catalogue, `logic.situation.applicable_give_to`), the reveal gives it to that player: the engine's ``give_to`` (this
card, that player) is an effect of the reveal event, applied before any When Revealed ability of the card. The player
is the situation's first player, or the one player controlling an identity card (hero or alter-ego) whose name is
the X of "the X player".

Left unread, with the reason (never guessed): no player, or more than one, of that name; a card given to a player
other than the one the situation says reveals it (that player is then the one revealing it, Reveal p2.b2.5, and the
"you" of its text is theirs: the seat of the situation's words is not recomputed here).

Promises: `given_effects` returns the engine effects for the event (perhaps none) and records what it applied or
left unread on the builder; a function of the situation.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_give_to import given_player
from .applicable import why_not
from .structure import structures

__all__ = ["given_effects", "given_to"]

_IDENTITIES = ("hero", "alter_ego")


def given_to(sit, t: m.Target) -> str | None:
    """The player of the situation ``t`` names as the one a card is given to (see the module); None when none or
    several."""
    shape = given_player(t)
    if shape is None:
        return None
    if shape[0] == "first":
        return sit.first
    who = {c.controller for c in sit.cards.values()
           if c.card_type in _IDENTITIES and c.controller and c.name.lower() == shape[1].lower()}
    return who.pop() if len(who) == 1 else None


def given_effects(b, sit, eid: str) -> list[dict]:
    """The ``give_to`` effects of the reveal event ``eid`` of situation ``sit`` (builder ``b``: its ``applied`` and
    ``unread`` are updated)."""
    ev = sit.event
    if ev.kind != "reveal" or not ev.card:
        return []
    card = sit.card(ev.card)
    out = []
    for a, st in structures(card):
        gifts = [e for e in (st.effects if st is not None else ()) if e.kind is m.EffectKind.GIVE_TO]
        if not gifts:
            continue
        e = gifts[0]
        who = given_to(sit, e.target) if why_not(e) is None and len(gifts) == 1 else None
        if who is None:
            b.unread.append({"card": card.id, "ability": a.index,
                             "sentence": "give_to: the player it is given to is not one player of the situation"})
        elif ev.by and who != ev.by:
            b.unread.append({"card": card.id, "ability": a.index,
                             "sentence": f"give_to: given to {who}, who then reveals it (Reveal p2.b2.5), not {ev.by}: "
                                         f"the seat of its words is not recomputed"})
        else:
            out.append({"op": "give_to", "target": card.id, "card": who})
            b.applied[(card.id, a.index)] = eid
    return out
