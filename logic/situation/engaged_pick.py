"""Enemies engaged with a player chosen (issue 15 §5): "Choose a player. Deal 3 damage to the villain and each minion
engaged with that player."

The catalogue side (`as_you`, `pick_why`): "each minion engaged with that player" (the filter's "that player" is the
player chosen before it in its ability) is judged as "each minion engaged with you" is (`applicable_active`): the
same effect, on the minions engaged with one player; the ability must choose that player before it, one "choose a
player" with no filter (`pick_why`), else the effect is not applied.

The situation side (`ops`): the player chosen is a slot of the ability (`logic.situation.chosen`, each pick a
branch, `logic.timing.target_ops`); the effect becomes, besides its other targets ("the villain": an effect of its
own, applied whatever the pick; the effect needs one), one engine effect per player that may be picked
(``of_pick``: the player's identity; only the pick's resolves), on every minion of the situation with ``if_engaged``
that player: the engine applies it to the minions engaged with that player when it resolves (as stated, or as an
``engage`` made it: `logic.timing.engage_ops`). A minion of the situation whose engagement is not stated leaves the effect unread (which
minions are engaged with the player is not told): never guessed.

Promises: `engaged_with_chosen` and `as_you` are functions of the target / effect alone; `ops` returns None when
the situation cannot name what the effect applies to.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["engaged_with_chosen", "as_you", "pick_why", "ops"]

N = m.Noun
#: the kinds whose engine op names its targets, which the minions engaged with the player chosen become
KINDS = (m.EffectKind.DEAL_DAMAGE, m.EffectKind.GIVE_STATUS, m.EffectKind.EXHAUST, m.EffectKind.READY,
         m.EffectKind.HEAL)
_PLAYER = (N.PLAYER, N.IDENTITY)


def _that_player(t: m.Target | None) -> bool:
    """Whether ``t`` is "that player" / "it" (a player): the player chosen before it."""
    return t is not None and not t.filters and not t.also and t.owner is None and t.count is None and (
        (t.noun is N.IT and t.is_a in _PLAYER) or (t.noun in _PLAYER and t.quantifier is m.Quantifier.THAT))


def engaged_with_chosen(t: m.Target | None) -> bool:
    """Whether ``t`` is "each minion engaged with that player" (only that filter)."""
    return t is not None and t.noun is N.MINION and t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) \
        and not t.also and t.owner is None and t.count is None and not t.name and len(t.filters) == 1 \
        and t.filters[0].kind is m.FilterKind.ENGAGED_WITH and _that_player(t.filters[0].target)


def _parts(t: m.Target | None) -> tuple[m.Target, m.Target] | None:
    """(the other targets, the "each minion engaged with that player" part) of ``t``; None: no such part (or two),
    or no other target."""
    if t is None:
        return None
    xs = (replace(t, also=()), *t.also)
    mine = [x for x in xs if engaged_with_chosen(x)]
    if len(mine) != 1:
        return None
    rest = [x for x in xs if x is not mine[0]]
    if not rest:   # (the other targets make the effect's op: "the villain and ...")
        return None
    return replace(rest[0], also=tuple(rest[1:])), mine[0]


def _you() -> m.Target:
    return m.Target(N.MINION, m.Quantifier.EACH, filters=(m.Filter(m.FilterKind.ENGAGED_WITH, "engaged with",
                                                                   target=m.Target(N.YOU)),))


def as_you(effect: m.Effect) -> m.Effect:
    """``effect`` with its "each minion engaged with that player" judged as "each minion engaged with you" (the
    catalogue's shape); any other effect unchanged."""
    got = _parts(effect.target) if effect.kind in KINDS else None
    if got is None:
        return effect
    rest, _ = got
    return replace(effect, target=replace(rest, also=rest.also + (_you(),)))


def _chooses_player(e: m.Effect) -> bool:
    t = e.target
    return e.kind is m.EffectKind.CHOOSE and t is not None and t.noun in _PLAYER and not t.filters and not t.also \
        and t.quantifier in (m.Quantifier.A, m.Quantifier.ANY) and t.count is None and t.owner is None


def pick_why(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """Why "each minion engaged with that player" in ``ability`` names no player chosen (None when it does, or when
    ``effect`` has no such part): one "choose a player" before it in the ability."""
    if effect.kind not in KINDS or _parts(effect.target) is None:
        return None
    effects = list(ability.effects) if ability is not None else []
    at = next((i for i, x in enumerate(effects) if x is effect), None)
    if at is None:
        at = next((i for i, x in enumerate(effects) if x == effect), len(effects))
    chooses = [x for x in effects[:at] if _chooses_player(x)]
    others = [x for x in effects if x.kind is m.EffectKind.CHOOSE and x.target is not None and not _chooses_player(x)]
    if len(chooses) != 1 or others:
        return "each minion engaged with 'that player': no one player chosen before it in its ability"
    return None


def ops(b, card, sentence, e: m.Effect) -> list[dict] | None:
    """The engine effects of ``e`` (its "each minion engaged with that player" part: one per player picked, see the
    module) for builder ``b``; None when ``e`` has no such part, or the situation cannot name its targets."""
    got = _parts(e.target) if e.kind in KINDS else None
    if got is None:
        return None
    rest, mine = got
    slot = b._referred(mine.filters[0].target)
    if slot < 1 or b._choice[slot - 1][0] not in _PLAYER or not b._choice[slot - 1][1]:
        return None
    minions = [c for c in b.sit.cards.values() if c.card_type == "minion" and c.id in b.characters]
    if any(c.engaged_with is None for c in minions):
        return None   # which minions are engaged with the player is not told
    template = b.effect_op(card, sentence, replace(e, target=rest))
    if not isinstance(template, dict) or "targets" not in template or "chosen" in template:
        return None
    out = [template]
    if not minions:   # no minion: the other targets only
        return out
    players = {b.identity(p): p for p in b.sit.players}
    for ident in b._choice[slot - 1][1]:
        if ident not in players:
            return None
        out.append(dict(template, targets=[c.id for c in minions], if_engaged=players[ident],
                        chosen=slot, of_pick=ident))
    return out
