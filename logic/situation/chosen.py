"""A target chosen for the effects after it: "Choose an enemy. Deal 2 damage to that enemy and stun it."

The catalogue side (`chosen_why`, `chosen_in_ability_why`): a "choose" with a target is applied when the target is
one card (or player) of a kind the situation can list, "a" or "any", unfiltered or filtered by one printed trait
(tested when the effect resolves, ``if_trait``), and it is the one chosen target of its ability, with no choice
between options besides (the engine makes one pick per item, `logic.timing.target_ops`).

The situation side (`candidates`, `refers`): the candidates are every card of that kind in the situation (the
players' identities for "a player", the schemes for "a scheme"); an effect after the "choose" whose target is "it"
or "that <kind>" applies to the one picked (the engine's ``chosen`` mark, each pick a branch, tested when the item
resolves: Target p1.b2.2, `encodings/marvel_champions/en/target.py`). The engine never guesses the pick.

Promises: `chosen_why` is a function of the target alone; `candidates` lists names of the scenario's characters or
schemes, in the situation's card order, or None when the situation has none of that kind.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["CHOOSABLE", "chosen_why", "chosen_in_ability_why", "chosen_trait", "refers", "candidates"]

N = m.Noun
#: the kinds of a target chosen the situation lists: noun -> the card types of its candidates ("player": identities)
CHOOSABLE: dict[m.Noun, tuple[str, ...]] = {
    N.ENEMY: ("villain", "minion"), N.MINION: ("minion",), N.VILLAIN: ("villain",), N.ALLY: ("ally",),
    N.CHARACTER: ("hero", "alter_ego", "ally", "villain", "minion"), N.HERO: ("hero",),
    N.PLAYER: ("hero", "alter_ego"), N.IDENTITY: ("hero", "alter_ego"),
    N.SCHEME: ("main_scheme", "side_scheme"), N.SIDE_SCHEME: ("side_scheme",), N.MAIN_SCHEME: ("main_scheme",)}
_SCHEMES = (N.SCHEME, N.SIDE_SCHEME, N.MAIN_SCHEME)
#: what "it" / "that <noun>" may say of the chosen kind (its ``is_a``): the kind itself or a wider one
_WIDER = {N.MINION: (N.ENEMY, N.CHARACTER), N.VILLAIN: (N.ENEMY, N.CHARACTER), N.ENEMY: (N.CHARACTER,),
          N.ALLY: (N.CHARACTER,), N.HERO: (N.CHARACTER, N.PLAYER), N.PLAYER: (N.HERO,),
          N.SIDE_SCHEME: (N.SCHEME,), N.MAIN_SCHEME: (N.SCHEME,)}


def chosen_trait(t: m.Target) -> str | None:
    """The trait a chosen target is filtered by ("" none), None when its filters are not one printed trait."""
    if not t.filters:
        return ""
    f = t.filters[0]
    if len(t.filters) == 1 and f.kind is m.FilterKind.TRAIT and f.target is None and f.value:
        return f.value
    return None


def chosen_why(t: m.Target) -> str | None:
    """Why a target chosen ("choose <t>") is not applied (None when it is)."""
    if t.quantifier not in (m.Quantifier.A, m.Quantifier.ANY) or t.noun not in CHOOSABLE:
        return f"a target chosen among {t.quantifier.value} {t.noun.value}: not listed by the situation"
    if t.also or t.count is not None or t.owner is not None:
        return "a target chosen among several kinds, counted or owned: not applied"
    if chosen_trait(t) is None:
        return "a target chosen with a filter other than one trait: not tested by the engine"
    if t.noun in _SCHEMES and chosen_trait(t):
        return "a scheme chosen by trait: not tested by the engine"
    return None


def chosen_in_ability_why(effects) -> str | None:
    """Why the ability with ``effects`` cannot carry its chosen target (None when it can): one chosen target per
    ability, and no choice between options besides."""
    chooses = [e for e in effects if e.kind is m.EffectKind.CHOOSE and e.target is not None]
    if len(chooses) > 1:
        return "two targets chosen in one ability: one pick per item in the engine"
    if chooses and any(e.link in (m.Link.OPTION, m.Link.OR) or
                       (e.kind is m.EffectKind.CHOOSE and e.target is None) for e in effects):
        return "a target chosen and a choice between options in one ability: one pick per item in the engine"
    return None


def refers(t: m.Target | None, chosen: m.Noun) -> bool:
    """Whether ``t`` is "it" or "that <kind>" naming the target chosen of kind ``chosen``."""
    if t is None or t.filters or t.also or t.count is not None or t.owner is not None:
        return False
    if t.noun is N.IT:
        return t.is_a is None or t.is_a is chosen or t.is_a in _WIDER.get(chosen, ())
    return t.quantifier is m.Quantifier.THAT and (t.noun is chosen or t.noun in _WIDER.get(chosen, ()))


def candidates(builder, t: m.Target) -> list[str] | None:
    """The names the scenario holds for every card of ``t``'s kind in the situation (identities for players, by
    seat; schemes by name), None when there is none."""
    sit = builder.sit
    if t.noun in (N.PLAYER, N.IDENTITY):
        return [builder.identity(p) for p in sit.players] or None
    types = CHOOSABLE[t.noun]
    if t.noun in _SCHEMES:
        out = [c.id for c in sit.cards.values() if c.card_type in types and c.id in builder.schemes]
        if t.noun is not N.SIDE_SCHEME and builder.main in builder.schemes and builder.main not in out:
            out.insert(0, builder.main)   # the main scheme the scenario always holds
        return out or None
    return [c.id for c in sit.cards.values() if c.card_type in types and c.id in builder.characters] or None
