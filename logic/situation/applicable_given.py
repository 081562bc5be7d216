"""Keywords given with no printed duration outside a constant ability that the outcome engine still applies: part
of the catalogue of `logic.situation.applicable`, which asks `no_duration_why` before it refuses such a keyword as
"not kept by the engine".

A keyword given with no duration is kept by the engine only as a constant one (its card's constant ability, while
that card is in play). Two shapes need no keeping, because the keyword acts once, at a moment the ability itself
fixes:

- "this card gains surge", the last effect of its card's own When Revealed ability: the card is being revealed, so
  once that reveal (its When Revealed ability) is done its player reveals another encounter card (Keywords p2.b21,
  ``mc.en.keywords.surge``): the engine's ``reveal_top`` of the encounter deck, right where the ability ends
  (`logic.situation.keyword_effects`); surge given before another effect of the ability would reveal too early
  and is refused;
- "if this activation is an attack, it gains piercing / ranged / overkill", in a Boost ability: "it" is the
  activation its card is the boost card of, an attack; the keyword is that attack's (Lasting Effects: it lasts no
  longer than the attack it is given to), the engine's ``keyword`` on the attacker for the ``attack``
  (`logic.timing.keyword_ops`: piercing, ranged and overkill act there).

Promises: functions of the effect, the ability's kind and (when given) the ability; no import of
`logic.situation.applicable` (which imports this module).
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_order import surge_why

__all__ = ["NO_DURATION", "no_duration_why", "surge_at_end", "activation_it", "ACTIVATION_KEYWORDS"]

K = m.EffectKind
#: the reason a keyword or trait given with no duration outside a constant ability is refused (format: the thing)
NO_DURATION = "a {} given with no duration outside a constant ability: not kept by the engine"
#: the keywords "it" (an attack activation) may gain: those an attack carries in the engine
ACTIVATION_KEYWORDS = ("piercing", "ranged", "overkill")


def _activation_is_attack(c: m.Condition) -> bool:
    """Whether ``c`` is "if this activation is an attack"."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.IS_TYPE or p.negated:
        return False
    t = p.subject
    return t is not None and t.noun is m.Noun.ACTIVATION and t.quantifier is m.Quantifier.THIS and not t.filters \
        and not t.also and t.owner is None and p.object is None and p.counted is m.Noun.ATTACK


def activation_it(e: m.Effect) -> bool:
    """Whether ``e`` is "if this activation is an attack, it gains <keyword>": a plain "it" gaining a keyword an
    attack carries (`ACTIVATION_KEYWORDS`), no amount, no duration, under that condition."""
    t = e.target
    return e.kind is K.GAIN_KEYWORD and e.keyword is not None and e.keyword.value in ACTIVATION_KEYWORDS \
        and t is not None and t.noun is m.Noun.IT and t.is_a is None and not t.filters and not t.also \
        and t.owner is None and t.count is None and e.amount is None and e.duration is m.Duration.NONE \
        and any(_activation_is_attack(c) for c in e.conditions)


def _surge(e: m.Effect) -> bool:
    return e.kind is K.GAIN_KEYWORD and e.keyword is m.KeywordName.SURGE and surge_why(e) is None


def surge_at_end(e: m.Effect, ability: m.Ability | None) -> bool:
    """Whether ``e`` is "this card gains surge" and the last effect of ``ability`` (True when no ability is given:
    the effect alone says nothing against it)."""
    return _surge(e) and (ability is None or (bool(ability.effects) and ability.effects[-1] is e))


def no_duration_why(e: m.Effect, kind: m.AbilityKind, ability: m.Ability | None = None) -> str | None:
    """Why keyword (or trait) ``e``, given with no duration in an ability of ``kind`` that is not constant, is not
    applied (None when it is one of the shapes above)."""
    if kind is m.AbilityKind.WHEN_REVEALED and _surge(e):
        return None if surge_at_end(e, ability) else \
            "surge given before another effect of its ability: its reveal comes once the ability is done, not applied"
    if kind is m.AbilityKind.BOOST and activation_it(e):
        return None
    return NO_DURATION.format("trait" if e.kind is K.GAIN_TRAIT else "keyword")
