"""One status card of a type not named, discarded from one character (issue 15 §3): "You may discard a status card
from your identity", "discard 1 status card from your hero".

`status_pick` reads the shape off the ability structure (a function of the effect alone): a discard of one status
card ("a", "1") whose types are several or not named (`logic.situation.applicable_status.status_discard`), with no
amount. Which card goes is the resolving player's pick among the status cards the character holds (Status Cards p3:
a status card is one of three types; Target p1.b2.2 by analogy: the player picks the element). The situation
states the character's status cards; the types it holds among those named decide (`status_pick_ops`):

- none: nothing to discard (the engine's ``remove_status`` of the first type named, which removes none);
- one: that type's card (``remove_status``), no choice;
- several: one option per type held (the engine's ``option`` marks, `logic.timing.choice_ops`: each pick a branch).

The character must be named ("your identity", "the villain"), not picked ("a character": two picks, not applied), and
be exactly one character the situation names; more (or none): not applied here. The options are
the item's one choice: the ability must hold no other choice, option, divided amount or status pick
(`status_pick_why_in`).

Promises: `status_pick` and `status_pick_why_in` are functions of the structure; `status_pick_ops` returns engine
effects (a dict, or a list of options) or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .applicable_status import status_discard

__all__ = ["status_pick", "status_pick_why", "status_pick_why_in", "status_pick_ops"]


def status_pick(e: m.Effect) -> bool:
    """Whether ``e`` discards one status card of a type not named, or of one of several types named."""
    if e.kind is not m.EffectKind.DISCARD or e.amount is not None:
        return False
    shape = status_discard(e.target)
    return shape is not None and not shape[1] and len(shape[0]) > 1


def status_pick_why(e: m.Effect, judge) -> str | None:
    """Why ``e`` (`status_pick`) is not applied: the catalogue's ``judge`` on the same discard of one status card of
    the first type it may be (the rest of the effect, its holder among it, judged alike); None when it is."""
    names, _, holder = status_discard(e.target)
    if holder.quantifier in (m.Quantifier.A, m.Quantifier.ANY, m.Quantifier.ANOTHER):
        return "one status card of a type not named, from a character picked: two picks, not applied"
    filters = tuple(f for f in e.target.filters if f.kind is not m.FilterKind.STATUS)
    return judge(replace(e, target=replace(e.target, filters=(m.Filter(m.FilterKind.STATUS, names[0]),) + filters)))


def status_pick_why_in(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why ``e`` (`status_pick`) cannot carry its options in ``ability`` (None when it can, or ``e`` is another
    effect): another choice, option, divided amount or status pick in the ability, or a link the options cannot
    take."""
    if not status_pick(e):
        return None
    if ability is None:
        return "one status card picked, outside its ability: not applied"
    others = [x for x in ability.effects if x is not e]
    if e.link in (m.Link.OPTION, m.Link.OR, m.Link.INSTEAD) or any(
            x.divided or x.link in (m.Link.OPTION, m.Link.OR) or x.kind is m.EffectKind.CHOOSE or status_pick(x)
            for x in others):
        return "one status card picked, in an ability with another choice: not applied"
    return None


def status_pick_ops(b, card, sentence, e: m.Effect) -> dict | list[dict] | None:
    """The engine effects of ``e`` (`status_pick`) in builder ``b``'s situation (see the module); None when its
    holder is not exactly one character the situation names."""
    names, _, holder = status_discard(e.target)
    ts = b.targets(holder, card, sentence, e.span)
    if not ts or len(ts) != 1 or ts[0] not in b.characters:
        return None
    had = set(b.characters[ts[0]].get("statuses") or ())
    held = [x for x in names if x in had]
    if len(held) <= 1:
        return {"op": "remove_status", "targets": ts, "card": (held or names)[0]}
    return [{"op": "remove_status", "targets": ts, "card": x, "option": k} for k, x in enumerate(held, 1)]
