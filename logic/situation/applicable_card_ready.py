"""Upgrades and supports readied or exhausted as a group ("Ready each Tech upgrade you control.", "exhaust each
Interface upgrade you control", "ready each Ghost-Spider card you control", "Ready your Shapeshift upgrade."): the
catalogue's entry for READY and EXHAUST of such a target, and its translation in a situation (the engine's ``ready`` /
``exhaust``, which `logic.timing.card_ready_ops` lets turn a card in play that is no character).

Accepted shape (`card_group`): an upgrade, a support or a card, "each" / "all" of them with the filter "you control"
and at most one printed trait (no "or"), "each <Trait> upgrade / support in play" (whoever controls it), or "your
<Trait> upgrade" (one: the only one of that trait the "you" controls). The rest of the effect (link, conditions, amount, duration, other fields) is judged by the catalogue as
for readying this card. Any other target is the catalogue's.

`card_ready_op` (the situation's part) names the cards: the situation's cards of that type (any card in play for
"card": characters too) printing the trait, whose controller is the player the "you" names; each such card not a
character is placed in play ("in play": whoever controls them). None when the "you" names no single player, when no card fits ("each": the situation
does not say there is none), or, for "your <Trait> upgrade", when not exactly one fits (never guessed).

Promises: `card_group` is a function of the target, `as_this_card` of the effect; `card_ready_op` returns an engine effect or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["card_group", "as_this_card", "card_ready_op"]

N = m.Noun
#: the card types of a group, by noun (None: any card in play but events, treacheries and main schemes)
_TYPES: dict[m.Noun, tuple[str, ...] | None] = {N.UPGRADE: ("upgrade",), N.SUPPORT: ("support",), N.CARD: None}
_NOT_IN_PLAY = ("event", "treachery", "main_scheme", "obligation")


def _trait(filters) -> str | None:
    """The one printed trait among ``filters`` ("" none), None when several or "X or Y"."""
    ts = [f for f in filters if f.kind is m.FilterKind.TRAIT]
    if len(ts) > 1 or (ts and (not ts[0].value or " or " in ts[0].value or ts[0].target is not None)):
        return None
    return ts[0].value if ts else ""


def card_group(t: m.Target | None) -> tuple[str, m.Noun, bool, bool] | None:
    """(trait, noun, every?, yours?) of "each [<Trait>] upgrade / support / card you control" (every, yours), "each
    <Trait> upgrade / support in play" (every, anyone's) or "your <Trait> upgrade / support" (one, yours); None for
    another shape."""
    if t is None or t.noun not in _TYPES or t.also or t.count is not None or t.name or t.is_a is not None:
        return None
    trait = _trait(t.filters)
    if trait is None:
        return None
    rest = [f for f in t.filters if f.kind is not m.FilterKind.TRAIT]
    if t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and t.owner is None and len(rest) == 1 \
            and rest[0].kind is m.FilterKind.CONTROLLER and rest[0].value == "you control" and rest[0].target is None:
        return trait, t.noun, True, True
    if t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and t.owner is None and len(rest) == 1 and trait \
            and t.noun is not N.CARD and rest[0].kind is m.FilterKind.ZONE and rest[0].value == "in play" \
            and rest[0].target is None:
        return trait, t.noun, True, False
    o = t.owner
    if t.quantifier is m.Quantifier.THE and not rest and trait and t.noun is not N.CARD and o is not None \
            and o.noun is N.YOU and not o.filters and not o.also and o.owner is None:
        return trait, t.noun, False, True
    return None


def as_this_card(e: m.Effect) -> m.Effect:
    """A READY / EXHAUST of a group of cards (`card_group`) as the catalogue judges it: readying (exhausting) this
    card; any other effect unchanged (a shape of `logic.situation.applicable._AS_JUDGED`)."""
    if e.kind not in (m.EffectKind.READY, m.EffectKind.EXHAUST) or card_group(e.target) is None:
        return e
    return replace(e, target=m.Target(N.THIS_CARD))


def _traits(c) -> set[str]:
    return {x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()}


def card_ready_op(b, card, sentence, e: m.Effect) -> dict | None:
    """The engine's ``ready`` / ``exhaust`` of the cards ``e``'s group names in the situation (builder ``b``), or None
    (see the module)."""
    trait, noun, every, yours = card_group(e.target)
    who = b.you_in(card, sentence, e.span[0], e.span[1]) if yours else None
    if yours and not who:
        return None
    types = _TYPES[noun]
    got = [c for c in b.sit.cards.values()
           if (c.card_type in types if types else c.card_type not in _NOT_IN_PLAY) and not c.dealt_as_boost
           and (not trait or trait.lower() in _traits(c)) and (not yours or c.controller == who)
           and (c.id in b.characters or c.card_type not in ("hero", "alter_ego", "ally", "minion", "villain"))]
    if not got or (not every and len(got) != 1):
        return None
    names = [c.id if c.id in b.characters else b.moved(c, m.Target(N.THIS_CARD)) for c in got]
    return {"op": e.kind.value, "targets": names}
