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

from dataclasses import replace

from ..abilities import model as m
from .attached_pick import why as _copy_why, without_copy
from .attached_with import with_upgrade

__all__ = ["CHOOSABLE", "chosen_why", "chosen_in_ability_why", "chosen_trait", "refers", "candidates", "single", "single_why", "SINGLE_KINDS", "single_trait", "single_most", "each_friendly",
           "controlled_by_you"]

N = m.Noun
#: the kinds of a target chosen the situation lists: noun -> the card types of its candidates ("player": identities)
CHOOSABLE: dict[m.Noun, tuple[str, ...]] = {
    N.ENEMY: ("villain", "minion"), N.MINION: ("minion",), N.VILLAIN: ("villain",), N.ALLY: ("ally",),
    N.CHARACTER: ("hero", "alter_ego", "ally", "villain", "minion"), N.HERO: ("hero",),
    N.PLAYER: ("hero", "alter_ego"), N.IDENTITY: ("hero", "alter_ego"),
    N.SCHEME: ("main_scheme", "side_scheme"), N.SIDE_SCHEME: ("side_scheme",), N.MAIN_SCHEME: ("main_scheme",)}
_SCHEMES = (N.SCHEME, N.SIDE_SCHEME, N.MAIN_SCHEME)
#: cards that are neither characters nor schemes, picked for counters placed on them ("a S.H.I.E.L.D. support")
_CARD_TYPES: dict[m.Noun, tuple[str, ...]] = {N.SUPPORT: ("support",), N.UPGRADE: ("upgrade",),
                                              N.ENVIRONMENT: ("environment",)}
_CARDS = tuple(_CARD_TYPES)
K = m.EffectKind
#: the kinds whose engine op applies to a list of targets, which a target picked narrows to one
SINGLE_KINDS = (K.DEAL_DAMAGE, K.HEAL, K.EXHAUST, K.READY, K.GIVE_STATUS, K.PLACE_COUNTERS, K.REMOVE_COUNTERS,
                K.MODIFY_STAT, K.PLACE_THREAT, K.REMOVE_THREAT, K.ATTACH)
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
    """Why a target chosen ("choose <t>") is not applied (None when it is): the same targets as a card picked with
    no "choose" (`single`), of a kind the situation lists."""
    if t.noun not in CHOOSABLE or t.quantifier not in (m.Quantifier.A, m.Quantifier.ANY, m.Quantifier.ANOTHER):
        return f"a target chosen among {t.quantifier.value} {t.noun.value}: not listed by the situation"
    if t.also or t.count is not None or t.owner is not None:
        return "a target chosen among several kinds, counted or owned: not applied"
    if not single(t):
        return "a target chosen with a filter other than one trait, 'you control', 'engaged with you' or 'friendly': " \
               "not tested by the engine"
    return None


def chosen_in_ability_why(effects) -> str | None:
    """Why the ability with ``effects`` cannot carry its chosen targets (None when it can): a "choose a ..." inside
    one option of a choice (its candidates would be listed whatever the option picked)."""
    for e in effects:
        if e.kind is m.EffectKind.CHOOSE and e.target is not None and e.link in (m.Link.OPTION, m.Link.OR):
            return "a target chosen as one option of a choice: not applied"
    return None


def refers(t: m.Target | None, chosen: m.Noun) -> bool:
    """Whether ``t`` is "it" or "that <kind>" naming the target chosen of kind ``chosen``."""
    if t is None or t.filters or t.also or t.count is not None or t.owner is not None:
        return False
    if t.noun is N.IT:
        return t.is_a is None or t.is_a is chosen or t.is_a in _WIDER.get(chosen, ())
    return t.quantifier is m.Quantifier.THAT and (t.noun is chosen or t.noun in _WIDER.get(chosen, ()))


def single_why(t: m.Target, kind: m.EffectKind) -> str | None:
    """Why the engine cannot apply an effect of ``kind`` to the one card ``t`` the player picks (`single`; None when
    it can): the kinds whose op names its targets, counters only on a support or an upgrade."""
    if kind not in SINGLE_KINDS:
        return f"a target the player picks for {kind.value}: not applied"
    if kind is m.EffectKind.ATTACH and any(with_upgrade(f) for f in t.filters):   # (`attached_with`)
        return "an attachment to a character with an upgrade attached: not applied"
    if _copy_why(t, kind):   # "without a copy of X attached": an attach's only (`attached_pick`)
        return _copy_why(t, kind)
    if kind is m.EffectKind.ATTACH and t.noun in _CARDS:
        return f"an attachment to a {t.noun.value}: not applied"
    if t.noun in _CARDS and kind not in (m.EffectKind.PLACE_COUNTERS, m.EffectKind.REMOVE_COUNTERS):
        return f"a {t.noun.value} picked for {kind.value}: not applied"
    return None


def single_trait(t: m.Target) -> str:
    """The printed trait that filters a target picked (`single`), "" none."""
    return next((f.value for f in t.filters if f.kind is m.FilterKind.TRAIT), "")


def _in_play(f: m.Filter) -> bool:
    """Whether ``f`` is the plain "in play" (a character or scheme the situation lists is in play; the engine tests
    that a pick still is when it resolves)."""
    return f.kind is m.FilterKind.ZONE and f.value == "in play" and f.target is None


__all__ += ["single_not_trait"]


def single_not_trait(t: m.Target) -> str:
    """The printed trait a target picked (`single`) must not have ("a non-Elite minion": "elite"), "" none."""
    return next((f.value for f in t.filters if f.kind is m.FilterKind.NOT_TRAIT), "")


def _engaged_with_you(f: m.Filter) -> bool:
    """Whether ``f`` is "engaged with you" (the plain "you")."""
    y = f.target
    return f.kind is m.FilterKind.ENGAGED_WITH and y is not None and y.noun is N.YOU and not y.filters \
        and not y.also and y.owner is None and y.count is None


def engaged_with_you_filter(t: m.Target | None) -> bool:
    """Whether ``t`` carries the filter "engaged with you" (among its others): its candidates are the minions the
    situation states as engaged with that player (`candidates`; `applicable_active.engaged_targets` reads them so)."""
    return t is not None and any(_engaged_with_you(f) for f in t.filters)


def needs_you(t: m.Target | None) -> bool:
    """Whether the candidates of ``t`` depend on the player its "you" names ("you control", "engaged with you")."""
    return t is not None and (controlled_by_you(t) or engaged_with_you_filter(t))


def controlled_by_you(t: m.Target) -> bool:
    """Whether ``t`` carries the filter "you control" (among its others)."""
    return any(f.kind is m.FilterKind.CONTROLLER and f.value == "you control" and f.target is None for f in t.filters)


def single_most(t: m.Target) -> str | None:
    """The engine's superlative (`logic.timing.target_ops.SUPERLATIVES`) of ``t``'s one superlative filter ("with
    the highest printed hit points": "max:max_health"; "the highest ATK": "max:atk", its printed ATK and lasting
    modifiers; "the lowest printed SCH": "min:printed_sch"), "" when it has none, None when the engine has no such
    value (cost...) or there are several."""
    sup = [f for f in t.filters if f.kind is m.FilterKind.SUPERLATIVE]
    if not sup:
        return ""
    if len(sup) > 1 or sup[0].target is not None:
        return None
    side, _, what = sup[0].value.partition(" ")
    side = {"most": "max", "highest": "max", "least": "min", "fewest": "min", "lowest": "min"}.get(side)
    what = {"printed hit points": "max_health", "remaining hit points": "health", "threat": "threat"}.get(what)
    rest = sup[0].value.partition(" ")[2].split()
    if what is None and rest and rest[-1] == "counters" and len(rest) <= 2 and t.noun in _CARDS:
        what = "counters"   # "the fewest secret counters": the engine's one count per card (`target_ops`)
    if what is None and sup[0].value.partition(" ")[2].removeprefix("printed ") in ("atk", "sch", "thw"):
        what = sup[0].value.partition(" ")[2].replace("printed ", "printed_")   # printed ATK, SCH, THW (`target_ops`)
    if side is None or what is None or (what == "threat") != (t.noun in _SCHEMES):
        return None
    return f"{side}:{what}"


def single(t: m.Target | None) -> bool:
    """Whether ``t`` is one card the player picks with no "choose" before it: "a minion", "an Avenger ally", "a
    character you control", "another friendly character", "a S.H.I.E.L.D. support", "the minion with the highest
    printed hit points", "a non-Elite minion" (a kind the situation lists; at most one printed trait, one trait it
    lacks (a character's), "without a copy of this card attached" (`attached_pick`), "you control" and "friendly";
    "the" one with the most or least of a value the engine keeps, ties picked): the effect applies to the one picked
    when it resolves (`logic.timing.target_ops`)."""
    if t is None or t.noun not in (*CHOOSABLE, *_CARDS):
        return False
    if one_counted(t):   # "exhaust 1 ally you control": one card picked, as "an ally you control"
        t = replace(t, quantifier=m.Quantifier.A, count=None)
    if t.quantifier in (m.Quantifier.THE, m.Quantifier.A) and single_most(t):   # "the X with the most Y" (the
        # villain with the most remaining hit points: one of the villains in play); "choose an enemy with the highest
        # ATK" (the same pick)
        t = m.Target(t.noun, m.Quantifier.A, filters=tuple(f for f in t.filters if f.kind is not
                                                             m.FilterKind.SUPERLATIVE), also=t.also, count=t.count,
                     owner=t.owner)
    if t.quantifier not in (m.Quantifier.A, m.Quantifier.ANY, m.Quantifier.ANOTHER):
        return False
    if t.also or t.count is not None or t.owner is not None:
        return False
    if any(_in_play(f) for f in t.filters):   # "a friendly character in play": every candidate is (`candidates`)
        t = replace(t, filters=tuple(f for f in t.filters if not _in_play(f)))
    kinds = [f.kind for f in t.filters]
    if len(set(kinds)) != len(kinds) or any(f.target is not None and not _engaged_with_you(f) and not without_copy(f)
                                            and not with_upgrade(f) for f in t.filters):
        return False
    for f in t.filters:
        if _engaged_with_you(f):   # "a minion engaged with you": as the situation states (`engaged_with_you_filter`)
            ok = t.noun is N.MINION
        elif f.kind is m.FilterKind.CONTROLLER and f.value == "you control":
            ok = t.noun not in _SCHEMES + (N.ENEMY, N.MINION, N.VILLAIN)
        elif f.kind is m.FilterKind.TRAIT:
            ok = bool(f.value) and t.noun not in _SCHEMES   # (schemes carry no traits in the engine)
        elif with_upgrade(f):   # "with an upgrade attached": tested when it resolves (`attached_with`)
            ok = t.noun in (N.ENEMY, N.MINION, N.VILLAIN, N.CHARACTER, N.ALLY, N.HERO)
        elif without_copy(f):   # "without a copy of X attached": an attach's pick (`attached_pick`)
            ok = t.noun not in _SCHEMES + _CARDS
        elif f.kind is m.FilterKind.NOT_TRAIT:   # "a non-Elite minion": tested when it resolves (``if_not_trait``)
            ok = bool(f.value) and " or " not in f.value and t.noun not in _SCHEMES + _CARDS
        elif f.kind is m.FilterKind.FRIENDLY:
            ok = t.noun is N.CHARACTER
        else:
            ok = False
        if not ok:
            return False
    return True


def candidates(builder, t: m.Target, you: str | None = None, this: str | None = None) -> list[str] | None:
    """The names the scenario holds for every card of ``t``'s kind in the situation (identities for players, by
    seat; schemes by name): the friendly ones (heroes, alter-egos, allies: the players' characters) for "friendly",
    those player ``you`` controls for "you control" (the printed controller), the minions the situation states as
    engaged with player ``you`` for "engaged with you", all but ``this`` for "another"; None when there is none (or
    "you control" / "engaged with you" with no player named, or a minion whose engagement is not stated)."""
    sit = builder.sit
    if t.noun in (N.PLAYER, N.IDENTITY):
        return [builder.identity(p) for p in sit.players] or None
    types = (CHOOSABLE | _CARD_TYPES)[t.noun]
    if any(f.kind is m.FilterKind.FRIENDLY for f in t.filters):
        types = tuple(x for x in types if x in ("hero", "alter_ego", "ally"))
    mine = controlled_by_you(t)
    engaged = engaged_with_you_filter(t)
    if (mine or engaged) and you is None:
        return None
    if engaged and any(c.card_type == "minion" and c.id in builder.characters and c.engaged_with is None
                       for c in sit.cards.values()):
        return None   # a minion whose engagement is not stated: which are engaged with you is not told
    if t.noun in _SCHEMES:
        out = [c.id for c in sit.cards.values() if c.card_type in types and c.id in builder.schemes]
        if t.noun is not N.SIDE_SCHEME and builder.main in builder.schemes and builder.main not in out:
            out.insert(0, builder.main)   # the main scheme the scenario always holds
        return out or None
    out = [c.id for c in sit.cards.values() if c.card_type in types and (c.id in builder.characters or t.noun in _CARDS)
           and (not mine or c.controller == you) and (not engaged or c.engaged_with == you)
           and not (t.quantifier is m.Quantifier.ANOTHER and c.id == this)]
    return out or None

def each_friendly(t: m.Target | None) -> bool:
    """Whether ``t`` is "each friendly character" (every hero, alter-ego and ally: the players' characters)."""
    return t is not None and t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and t.noun is N.CHARACTER \
        and not t.also and t.count is None and t.owner is None and len(t.filters) == 1 \
        and t.filters[0].kind is m.FilterKind.FRIENDLY and t.filters[0].target is None


def one_counted(t: m.Target | None) -> bool:
    """Whether ``t`` is counted "1" ("1 ally you control", "1 minion"): one card, as "a" / "an" says it (a printed 1,
    not per player, not "up to", nothing else counted)."""
    c = t.count if t is not None else None
    return t.quantifier is m.Quantifier.NUMBER and c is not None and c.value == 1 and c.variable is None \
        and c.per is None and not c.per_player and not c.up_to and not c.additional and c.defined_as is None \
        and not c.at_least


#: the situation card's stats -> the engine character's printed ATK / SCH / THW (`logic.timing.target_ops`)
_PRINTED = {"attack": "atk", "scheme": "sch", "thwart": "thw"}
__all__ += ["printed_stats"]


def printed_stats(card) -> dict[str, int]:
    """The printed ATK, SCH and THW a situation card states (its ``attack``, ``scheme``, ``thwart``), as the engine's
    character keys ``atk``, ``sch``, ``thw``; those not stated are left out (a superlative over them is then not
    decided)."""
    rec = getattr(card, "record", {}) or {}
    return {k: rec[s] for s, k in _PRINTED.items() if isinstance(rec.get(s), int) and not isinstance(rec.get(s), bool)
            and rec[s] >= 0}

