"""The catalogue's entry for an activation given no boost card (SKIP of GIVE_BOOST: "Do not give Master Mold a boost
card for this activation.", "Do not give it a boost card for that activation."): the engine's ``no_boost``
(`logic.timing.boost_skip_ops`), and its translation in a situation.

Accepted (`skip_why`): the step skipped is giving a boost card; the enemy is this card, a card named, "it" / "that
attack", the villain, or none; "for this / that activation / attack" or no duration; no amount, condition or other
field; the plain link. In an ability (`skip_why_in`), the activation must be one the engine runs there: one an
effect of the same ability starts before it (an activation the catalogue accepts: its own activation, ``card`` ""),
or the one the ability waits for ("When Master Mold schemes against you, ..."; ``card`` ``trigger``); any other is
refused.

`skip_op` (the situation's part) gives ``no_boost`` on the enemy of the situation's event (its target is read by
nothing), with which activation it is.

Promises: `skip_why` is a function of the effect alone, `skip_why_in` of the effect and its ability; `skip_op`
returns an engine effect or None.
"""

from __future__ import annotations

from ..abilities import model as m
from .field_checks import plain_effect_why, unread_fields

__all__ = ["skip_why", "skip_why_in", "which_activation", "skip_op"]

#: the fields a SKIP does not read (each one set is a reason)
_UNREAD = unread_fields("skips")
_DURATIONS = (m.Duration.NONE, m.Duration.THIS_ACTIVATION, m.Duration.THIS_ATTACK)
_ENEMIES = (m.Noun.THIS_CARD, m.Noun.NAMED_CARD, m.Noun.IT, m.Noun.VILLAIN)
#: the events of a trigger that are an enemy's activation
_ACTIVATIONS = (m.EventKind.ATTACK, m.EventKind.SCHEME, m.EventKind.ACTIVATES)


def skip_why(e: m.Effect) -> str | None:
    """None when the engine applies SKIP ``e`` whole, its ability permitting (see the module); else why not."""
    if e.skips is not m.EffectKind.GIVE_BOOST:
        return f"skipping {e.skips.value if e.skips else '(what?)'}: not applied"
    why = plain_effect_why(e, "skip", _UNREAD, "skip", "a skipped boost card", _DURATIONS)
    if why:
        return why
    t = e.target
    if t is not None and (t.noun not in _ENEMIES or t.filters or t.also or t.count is not None or t.owner is not None
                          or t.is_a not in (None, m.Noun.ATTACK, m.Noun.ENEMY)):
        return "a boost card skipped for an enemy the engine does not name"
    return None


def which_activation(ability: m.Ability | None, e: m.Effect, why_not) -> str | None:
    """Which activation ``e`` gives no boost card in ``ability``: "" (one an effect before it starts that the catalogue,
    ``why_not``, accepts), "trigger" (the activation the ability waits for, before it); None when neither."""
    if ability is None:
        return None
    before = []
    for x in ability.effects:
        if x is e:
            break
        before.append(x)
    if any(x.kind is m.EffectKind.ACTIVATE and why_not(x) is None for x in before):
        return ""
    t = ability.trigger
    if t is not None and t.event in _ACTIVATIONS and t.timing is m.Timing.WHEN and not t.also:
        return "trigger"
    return None


def skip_why_in(ability: m.Ability | None, e: m.Effect, why_not) -> str | None:
    """`skip_why`, and the activation must be one the engine runs in ``ability`` (`which_activation`; ``why_not``: the
    catalogue)."""
    if which_activation(ability, e, why_not) is None:
        return "a boost card skipped for an activation the engine does not start or wait for here"
    return None


def skip_op(b, card, sentence, e, why_not, structures) -> dict | None:
    """The engine effect of SKIP ``e`` read on ``card`` (the catalogue, ``why_not``, accepts it; ``structures``: the
    situation's structures of a card): ``no_boost`` for the activation `which_activation` names; None when it names
    none."""
    st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
    which = which_activation(st, e, why_not)
    if which is None:
        return None
    enemy = card.id if card.id in b.characters else next(iter(b.characters), None)
    return {"op": "no_boost", "target": enemy, "card": which} if enemy else None
