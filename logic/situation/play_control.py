""""Play under any player's control." (issue 15 §3/§5): a card played enters play under the control of a player its
player picks, each player a branch of the outcome.

Cards enter play under their owner's control, and control changes only when an ability explicitly says so (Rules
Reference, Ownership and Control p1.b2, p1.b3: their ledger in ``encodings/marvel_champions/common/
ownership_and_control.py``; who picks among options, the clause of ``options_picked``). "Play under any
player's control." printed on a card (a constant ability whose one effect is a change of control with nothing else
read: `play_under_any`) is such an ability: when the situation's event is a player playing that card, the player
playing it picks the player who controls it. The situation states the card played in play (as it states every card
it lists); the event then carries one option per player of the situation, in seat order: the engine's
``take_control`` of the card by that player (`logic.timing.deck_ops`; the player who already controls it: nothing
changes), the pick the playing player's (`logic.timing.choice_ops`: each option a branch, never guessed).

Not applied: a change of control with a target, a source or any other part (those are `applicable.deck_why`'s), and
the permission on any event but the card being played (the card in play already has its controller: the constant
ability has nothing more to do then).

Promises: `play_under_any` is a function of the effect alone; `play_control_ops` a function of the builder, the
situation and its event.
"""

from __future__ import annotations

from ..abilities import model as m
from .structure import structures

__all__ = ["play_under_any", "play_control_ops"]

_FIELDS = ("amount", "target", "source", "status", "stat", "keyword", "zone", "counter", "resources", "form", "until",
           "controller", "forbids", "skips", "stage", "maximum", "pays_for", "ignores", "order", "form_name",
           "as_card", "given", "procedure", "trait", "side")


def play_under_any(e: m.Effect) -> bool:
    """Whether ``e`` is "Play under any player's control.": a change of control with nothing else read (no target,
    source, amount, condition, duration, "may" or link)."""
    return e.kind is m.EffectKind.TAKE_CONTROL and all(getattr(e, f, None) in (None, "", (), False) for f in _FIELDS) \
        and not e.conditions and not e.optional and e.link is m.Link.FIRST and e.duration is m.Duration.NONE \
        and not e.unseen and not e.divided


def play_control_ops(b, sit, ev) -> tuple[int, list[dict]] | None:
    """For the event "<player> plays <card>" (an action ``play``) whose card prints "Play under any player's
    control." as a constant ability: (that ability's index, the event's effects: option k is ``take_control`` of the
    card by the k-th player of the situation; one player: that one effect, no choice); None for any other event or
    card."""
    if ev.kind != "action" or ev.does != "play" or not ev.card:
        return None
    card = sit.card(ev.card)
    if card.card_type == "event":
        return None
    for a, st in structures(card):
        if st is not None and st.kind is m.AbilityKind.CONSTANT and len(st.effects) == 1 \
                and play_under_any(st.effects[0]):
            held = b.moved(card, m.Target(m.Noun.THIS_CARD))
            if held is None:
                return None
            ops = [{"op": "take_control", "target": held, "card": p} for p in sit.players]
            return a.index, ops if len(ops) == 1 else [dict(o, option=k) for k, o in enumerate(ops, 1)]
    return None
