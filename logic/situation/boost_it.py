"""A boost card given to the enemy "it" names: "Le Fauve Noir vous attaque. Donnez-lui une carte de boost
supplémentaire pour cette attaque." ("... Give him an additional boost card for this attack."), "Quand le Bouffon
Vert manigance, donnez-lui 1 carte de boost supplémentaire pour cette activation." (issue 15 §3).

The enemy is the one "it" names in the ability, followed back as an activation's "it" is (`activation_it.it_enemy`:
the card named by the nearest earlier effect naming a target, or the trigger's subject when it is this card or a card
named). The catalogue judges the effect as a boost card given to that one card (`as_this_card`, then the entry of
GIVE_BOOST: its amount, duration and conditions); `it_boost_why` asks the ability to name it. The situation gives the
boost card to that card (`it_boost_op`, then `activation.give_boost_op`: only to the enemy attacking in the situation's
event, the cards stated as dealt; else not read, never guessed).

Promises: `plain_it_boost`, `as_this_card` and `it_boost_why` are functions of the structure alone; `it_boost_op`
returns an engine effect or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .activation_it import it_enemy

__all__ = ["plain_it_boost", "as_this_card", "it_boost_why", "it_boost_op"]

N = m.Noun


def plain_it_boost(e: m.Effect) -> bool:
    """Whether ``e`` gives boost cards to a plain "it" ("donnez-lui", "give him"; "that enemy / villain / minion")."""
    t = e.target
    return e.kind is m.EffectKind.GIVE_BOOST and t is not None and t.noun is N.IT and not t.filters \
        and not t.also and t.owner is None and t.count is None \
        and (t.is_a is None or t.is_a in (N.ENEMY, N.VILLAIN, N.MINION))


def as_this_card(e: m.Effect) -> m.Effect:
    """``e`` given to one card (the catalogue's judgement) when `plain_it_boost` holds; else ``e``."""
    return replace(e, target=m.Target(N.THIS_CARD)) if plain_it_boost(e) else e


def it_boost_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """None when ``e`` gives no boost card to "it", or the ability names the card (`it_enemy`); else why not."""
    if not plain_it_boost(e):
        return None
    if ability is not None and ability.kind is m.AbilityKind.CONSTANT:   # "(When this minion activates, give it a
        # boost card.)": Villainous' reminder, read with its keyword only (`villainous.reminder`)
        return "a boost card given to 'it' in a constant ability: not applied (Villainous' reminder, with its keyword)"
    return None if it_enemy(ability, e) is not None else "a boost card given to 'it': not named by the engine"


def it_boost_op(b, card, sentence, e: m.Effect, give) -> dict | None:
    """The engine effect of ``e`` (`plain_it_boost`) read on ``card``: ``give(b, card, sentence, effect)`` (the
    situation's `give_boost_op`) on the card "it" names; None when the ability names none."""
    from .structure import structures
    st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
    named = it_enemy(st, e)
    return None if named is None else give(b, card, sentence, replace(e, target=named))
