"""The cost to play a card, changed by its own constant ability: "Reduce the cost to play Invented Ally by 1 if your
identity has the Gizmo trait", "Reduce the cost to play this card by 1 for each Gizmo card you control" (a
MODIFY_STAT of stat COST on this card, in a constant ability), in a situation.

Rules (Initiating Abilities p2.b1, with Ability p1.b2: `mc.en.initiating_abilities.cost_modifiers`): as a card is
played its cost modifiers apply before the cost is paid; the card's own ability speaks of its being played, so it
acts then. The situation states the play as an ``action`` event ``{ by = "alice", does = "play", card = "<card>" }``
and the card's printed ``cost`` on it. Then the ability is an item of the timing scenario whose effect is the
engine's ``play_cost`` on that card (`logic.timing.play_cost_ops`): its amount (a printed number, or counted:
"for each ..."), its conditions as the engine tests them, and the cost to pay in the outcome (``cost`` of the card).
Not read: a modifier of another card's cost ("the next card you play", "each upgrade on Iron Man"), one outside a
constant ability, one with a duration or a maximum, and a play whose card states no printed cost. The card played
is not in play while played (Initiating Abilities p1.b1): a count of cards in play leaves it out
(`not_counted_in_play`).

Promises: `cost_why` and `cost_in_why` are functions of the effect (and its ability); `cost_op` of the situation.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["cost_effect", "cost_why", "cost_in_why", "as_judged", "cost_op", "played_here", "not_counted_in_play"]


def cost_effect(e: m.Effect) -> bool:
    """Whether ``e`` is a modifier of a card's cost (MODIFY_STAT of stat COST)."""
    return e.kind is m.EffectKind.MODIFY_STAT and e.stat is m.Stat.COST


def _this_card(t: m.Target | None) -> bool:
    return t is not None and t.noun is m.Noun.THIS_CARD and not t.filters and not t.also and t.owner is None \
        and t.count is None


def cost_why(e: m.Effect) -> str | None:
    """Why the engine cannot apply cost modifier ``e`` by its shape (None: the cost to play this card, no duration,
    no maximum; its amount and conditions judged as those of any modifier: `as_judged`)."""
    if not _this_card(e.target):
        return "stat cost: only the cost to play this card is modified by the engine"
    if e.duration is not m.Duration.NONE:
        return f"stat cost: duration {e.duration.value} not kept"
    if e.maximum is not None:
        return "stat cost: a maximum is not applied"
    return None


def as_judged(e: m.Effect) -> m.Effect:
    """A cost modifier the shape of which `cost_why` accepts, as the catalogue judges the rest of it: its amount, its
    conditions and its target read as those of an ATK modifier of this card (the engine counts and tests them
    alike, `logic.situation.scenario`'s ``counting`` and ``conditioned``, for ``play_cost`` as for ``modify``)."""
    return replace(e, stat=m.Stat.ATK) if cost_effect(e) and cost_why(e) is None else e


def cost_in_why(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """A cost modifier outside a constant ability is not applied (the engine applies it as its card is played)."""
    if not cost_effect(effect) or ability is None:
        return None
    return None if ability.kind is m.AbilityKind.CONSTANT else "stat cost: a modifier of the cost to play this card outside a constant ability: not applied"


def played_here(b, card) -> bool:
    """Whether the situation's event is ``card`` being played, its printed cost stated."""
    ev = b.sit.event
    return ev.kind == "action" and ev.does == "play" and ev.card == card.id and isinstance(card.record.get("cost"), int) \
        and not isinstance(card.record.get("cost"), bool)


def cost_op(b, card, e: m.Effect, n: int | None) -> dict | None:
    """The engine's ``play_cost`` for cost modifier ``e`` of ``card`` (its amount ``n``, the unit when counted), when
    the event is ``card`` being played with its printed cost stated; None otherwise."""
    if n is None or cost_why(e) is not None or not played_here(b, card):
        return None
    if card.id not in b.characters:   # (a card that is no character: a target the engine names)
        b.cards.setdefault(card.id, 0)
    return {"op": "play_cost", "targets": [card.id], "amount": n, "printed": card.record["cost"]}


def not_counted_in_play(ops: list[dict], card_id: str) -> list[dict]:
    """``ops`` with the card being played left out of what a ``play_cost`` counts in play ("for each Avenger
    character you control": the card played is not in play while it is played, Initiating Abilities p1.b1, as read
    in `mc.en.initiating_abilities.cost_modifiers`); a count left with no card counts none (amount 0)."""
    out = []
    for op in ops:
        per = op.get("per", "") if op.get("op") == "play_cost" else ""
        if per.startswith("in_play:"):
            names = [x for x in per[len("in_play:"):].split(",") if x and x != card_id]
            op = dict(op, per="in_play:" + ",".join(names)) if names else \
                {k: v for k, v in dict(op, amount=0).items() if k != "per"}
        out.append(op)
    return out
