""""The enemy you attacked": the enemy the attack under way is against (`logic.situation.applicable`'s catalogue and
the situation's targets).

"After you attack, deal 1 damage to the enemy you attacked", "Response: After you attack a minion, stun the minion
you attacked": the character the situation's attack event targets, when that attack is made by the identity of the
sentence's "you" (the situation names both); anything else (no attack event, another attacker, a target of another
type than the noun names) is left unconverted, never guessed.

Accepted: "the <enemy / minion / villain / character> you attacked", one filter, nothing counted, owned or added.

Promises: `attacked` is a function of the target alone; `attacked_target` returns the one character or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["attacked", "attacked_target"]

N = m.Noun
#: the nouns "the X you attacked" may name -> the card types of the situation they fit
_TYPES = {N.ENEMY: ("villain", "minion"), N.MINION: ("minion",), N.VILLAIN: ("villain",),
          N.CHARACTER: ("villain", "minion", "hero", "alter_ego", "ally")}


def attacked(t: m.Target | None) -> bool:
    """Whether ``t`` is "the <noun> you attacked" (the character your attack is against)."""
    return t is not None and t.noun in _TYPES and t.quantifier is m.Quantifier.THE and len(t.filters) == 1 \
        and t.filters[0].kind is m.FilterKind.ACTED_ON and t.filters[0].value == "you attacked" \
        and t.filters[0].target is None and not t.also and t.count is None and t.owner is None


def attacked_target(b, card, sentence, span, t: m.Target) -> list[str] | None:
    """The character the situation's attack is against, as the target ``t`` of an effect of ``card`` in the
    situation of builder ``b``, when the identity of the sentence's "you" makes that attack; else None."""
    ev = b.sit.event
    if ev.kind != "attack" or not ev.target or not ev.attacker:
        return None
    who = b.you_in(card, sentence, span[0], span[1])
    if not who or ev.attacker != b.identity(who):
        return None
    target = b.sit.cards.get(ev.target)
    if target is None or target.card_type not in _TYPES[t.noun] or ev.target not in b.characters:
        return None
    return [ev.target]
