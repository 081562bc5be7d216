"""Each enemy that fits activating: "Each Criminal enemy in play attacks you", "Each minion engaged with you schemes",
"Each Elite minion in play activates against the player it is engaged with" (issue 15 §3).

The catalogue side (`each_enemy`): an ACTIVATE effect whose enemy is "each" minion (or enemy) with at most one
printed trait (or "the <Trait> minion": the one there is, which the situation finds as it finds each that fits), "in play", and "engaged with you" (or "engaged with a player / hero"), nothing else; against "you"
(an attack or an activation), against "the player (hero) it is engaged with" / "that player", or a scheme (against
nobody). `as_named` gives the same effect on one enemy named, which the catalogue judges as any other activation
(its procedure, its printed bonus, its conditions).

The situation side (`each_enemy_ids`): the candidates are the situation's enemies of that type (minions; the
villain too for "enemy") printing the trait, engaged with the player the "you" names (for "engaged with you": the
situation must state every minion's engagement), each an enemy in play. Each enemy that fits activates (Activation
p1.b4: an effect that makes enemies attack or scheme starts their activations); several at once resolve the
villain's first, then the minions' in the order the player they are against chooses (Activation p1.b5,
`mc.en.activation.villain_before_minions`), each activation its own (its boost card, its defender). The engine runs
one activation per item (its boost cards and its defender are keyed by the item), so exactly one enemy that fits is
converted as that enemy's activation (against the player it is engaged with, for that shape); several (each its own
activation, in an order of the player's choice) is not decided: the sentence is left unread, never guessed. None:
nothing activates when the text asks for an engagement the situation states for every minion (`none_is_decided`:
"each minion engaged with you" with no minion engaged with you), else not decided (the situation may not list every
Criminal enemy in play).

Promises: `each_enemy` and `as_named` are functions of the effect; `each_enemy_ids` returns card ids of the
situation (in its order) or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["each_enemy", "against_engaged", "as_named", "each_enemy_ids", "none_is_decided"]

N, F = m.Noun, m.FilterKind
#: the card types "each <noun>" names among enemies
_TYPES = {N.MINION: ("minion",), N.ENEMY: ("villain", "minion")}


def _plain(t: m.Target | None) -> bool:
    return t is not None and not t.filters and not t.also and t.owner is None and t.count is None


def _engaged(t: m.Target) -> m.Filter | None:
    return next((f for f in t.filters if f.kind is F.ENGAGED_WITH), None)


def _target_ok(t: m.Target | None) -> bool:
    """"each [Trait] minion / enemy [in play] [engaged with you / a player / a hero]" (see the module)."""
    if t is None or t.noun not in _TYPES or t.quantifier not in (m.Quantifier.EACH, m.Quantifier.ALL, m.Quantifier.THE) \
            or t.also or t.owner is not None or t.count is not None or t.name:
        return False
    traits = [f for f in t.filters if f.kind is F.TRAIT]
    if t.quantifier is m.Quantifier.THE and len(traits) != 1:   # "the Prelate minion": the one printing the trait
        return False
    if len(traits) > 1 or any(not f.value or " or " in f.value or f.target is not None for f in traits):
        return False
    for f in t.filters:
        if f.kind is F.TRAIT:
            continue
        if f.kind is F.ZONE and f.value == "in play" and f.target is None:
            continue
        if f.kind is F.ENGAGED_WITH and f.target is not None and not f.target.filters and not f.target.also \
                and f.target.owner is None and (f.target.noun is N.YOU or (
                    f.target.noun in (N.PLAYER, N.HERO) and f.target.quantifier is m.Quantifier.A)):
            continue
        return False
    return sum(f.kind is F.ENGAGED_WITH for f in t.filters) <= 1


def against_engaged(e: m.Effect) -> bool:
    """Whether the activation ``e`` is against the player each enemy is engaged with: "the player (hero) it is
    engaged with", or "that player" after "engaged with a player"."""
    s, t = e.source, e.target
    if s is None or e.procedure is m.EventKind.SCHEME:
        return False
    if s.noun in (N.PLAYER, N.HERO) and len(s.filters) == 1 and not s.also and s.owner is None and s.count is None:
        f = s.filters[0]
        return f.kind is F.ENGAGED_WITH and f.target is not None and f.target.noun is N.IT and _plain(f.target)
    g = _engaged(t) if t is not None else None
    return s.noun is N.IT and s.is_a in (N.PLAYER, N.HERO) and _plain(s) and g is not None \
        and g.target.noun is not N.YOU


def _with_villain(t: m.Target | None) -> m.Target | None:
    """The "each minion ..." of "the villain and each minion engaged with you" (None for another shape)."""
    if t is None or t.noun is not N.VILLAIN or t.quantifier is not m.Quantifier.THE or t.filters or len(t.also) != 1 \
            or t.owner is not None or t.count is not None or t.name:
        return None
    x = t.also[0]
    return x if x.noun is N.MINION and not x.also and _target_ok(x) else None


def each_enemy(e: m.Effect) -> bool:
    """Whether ``e`` is an activation of each enemy that fits (see the module): its enemy ("the villain and each
    minion ..." too: the villain's activation first, Activation p1.b5), and whom it is against ("you", the player it
    is engaged with, nobody for a scheme)."""
    if e.kind is not m.EffectKind.ACTIVATE:
        return False
    if _with_villain(e.target) is not None:
        e = replace(e, target=_with_villain(e.target))
        if against_engaged(e):
            return False
    if not _target_ok(e.target):
        return False
    g = _engaged(e.target)
    if against_engaged(e):
        return True
    if g is not None and g.target.noun is not N.YOU:
        return False   # "engaged with a player" against anyone but that player
    s = e.source
    if e.procedure is m.EventKind.SCHEME:
        return s is None
    return _plain(s) and s.noun is N.YOU


def as_named(e: m.Effect) -> m.Effect:
    """``e`` on one enemy named ("this card"), against "you" (the player the situation names): what the catalogue
    judges of its procedure, bonus and conditions."""
    src = None if e.procedure is m.EventKind.SCHEME else m.Target(N.YOU)
    return replace(e, target=m.Target(N.THIS_CARD), source=src)


def none_is_decided(e: m.Effect) -> bool:
    """Whether no enemy fitting ``e`` (`each_enemy`) means that nothing activates: its enemies are those engaged
    with a player, an engagement `each_enemy_ids` asks the situation to state for every minion."""
    t = e.target
    t = _with_villain(t) or t
    return _engaged(t) is not None


def _traits(c) -> set[str]:
    return {x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()}


def each_enemy_ids(b, card, sentence, e: m.Effect) -> list[str] | None:
    """The situation's enemies that fit ``e`` (`each_enemy` holds), in the situation's order; None when the
    situation does not tell (an engagement not stated, a "you" with no single player)."""
    t = e.target
    if _with_villain(t) is not None:   # "the villain and each minion ...": the villain first (Activation p1.b5)
        v = b.sit.villain()
        rest = each_enemy_ids(b, card, sentence, replace(e, target=_with_villain(t)))
        return None if v is None or v.id not in b.characters or rest is None else [v.id] + rest
    trait = next((f.value.lower() for f in t.filters if f.kind is F.TRAIT), None)
    g = _engaged(t)
    who = None
    if g is not None and g.target.noun is N.YOU:
        who = b.you_in(card, sentence, e.span[0], e.span[1])
        if not who:
            return None
    enemies = [c for c in b.sit.cards.values() if c.card_type in _TYPES[t.noun] and c.id in b.characters
               and not c.dealt_as_boost]
    if g is not None and any(c.card_type == "minion" and c.engaged_with is None for c in enemies):
        return None   # an engagement the situation does not state
    return [c.id for c in enemies if (trait is None or trait in _traits(c))
            and (g is None or (c.card_type == "minion" and (c.engaged_with == who if who else bool(c.engaged_with))))]
