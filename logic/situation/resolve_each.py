"""The printed ability of each card that fits, resolved: 'Resolve the "Special" ability on each Black Panther upgrade
you control in any order', 'Resolve the "When Revealed" ability of each minion in play', 'Resolve the "Special"
ability on your WEATHER support in play' (issue 15 §3).

The catalogue side (`each_host`): a RESOLVE_ABILITY whose card is "each <type>" (or "your <type>") of a type the
situation lists (minion, upgrade, attachment, support, side scheme) with at most one printed trait, "in play",
"you control", "engaged with you", and nothing else; it is judged as the same ability of a card named.

The situation side (`each_host_ids`): the situation's cards of that type printing the trait (controlled by, or
engaged with, the player the "you" names, when the text says so). Exactly one: its ability resolves in the place of
the effect, as one of a card named (`logic.situation.resolve`). None (the situation may not list every card) or
several (each resolves in turn, in the order the player chooses: "in any order") is not decided: the sentence is
left unread, never guessed; the engine resolves one ability's effects in one fixed place.

Promises: `each_host` is a function of the effect's target; `each_host_ids` returns card ids of the situation (in
its order) or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["each_host", "each_host_ids", "HOST_TYPES"]

N, F = m.Noun, m.FilterKind
#: the card types a host noun names
HOST_TYPES = {N.MINION: ("minion",), N.UPGRADE: ("upgrade",), N.ATTACHMENT: ("attachment",),
              N.SUPPORT: ("support",), N.SIDE_SCHEME: ("side_scheme",)}


def _plain(t: m.Target | None) -> bool:
    return t is not None and not t.filters and not t.also and t.owner is None and t.count is None


def _host(t: m.Target) -> m.Target | None:
    """The card an EFFECT target names: its owner ("of each minion"), or the card of its one "on" filter."""
    if t.also or t.count is not None:
        return None
    if t.owner is not None and not t.filters:
        return t.owner
    if t.owner is None and len(t.filters) == 1 and t.filters[0].kind is F.ZONE and t.filters[0].value == "on":
        return t.filters[0].target
    return None


def each_host(t: m.Target | None) -> m.Target | None:
    """The host of "the '<label>' ability of / on each <type> ..." (see the module), or None for another shape."""
    if t is None or t.noun is not N.EFFECT or not t.name.strip('"'):
        return None
    h = _host(t)
    if h is None or h.noun not in HOST_TYPES or h.also or h.count is not None or h.name:
        return None
    yours = h.owner is not None
    if yours and not (_plain(h.owner) and h.owner.noun is N.YOU):
        return None
    if not yours and h.quantifier not in (m.Quantifier.EACH, m.Quantifier.ALL):
        return None
    traits = [f for f in h.filters if f.kind is F.TRAIT]
    if len(traits) > 1 or any(not f.value or " or " in f.value or f.target is not None for f in traits):
        return None
    for f in h.filters:
        ok = f.kind is F.TRAIT or (f.kind is F.ZONE and f.value == "in play" and f.target is None) \
            or (f.kind is F.CONTROLLER and f.value == "you control") \
            or (f.kind is F.ENGAGED_WITH and _plain(f.target) and f.target.noun is N.YOU)
        if not ok:
            return None
    return h


def _traits(c) -> set[str]:
    return {x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()}


def each_host_ids(b, card, sentence, e: m.Effect) -> list[str] | None:
    """The situation's cards whose ability the RESOLVE_ABILITY ``e`` (`each_host` holds) resolves; None when the
    situation does not tell (a "you" with no single player, an engagement not stated)."""
    h = each_host(e.target)
    trait = next((f.value.lower() for f in h.filters if f.kind is F.TRAIT), None)
    controlled = h.owner is not None or any(f.kind is F.CONTROLLER for f in h.filters)
    engaged = any(f.kind is F.ENGAGED_WITH for f in h.filters)
    who = b.you_in(card, sentence, e.span[0], e.span[1]) if controlled or engaged else None
    if (controlled or engaged) and not who:
        return None
    cards = [c for c in b.sit.cards.values() if c.card_type in HOST_TYPES[h.noun] and not c.dealt_as_boost]
    if engaged and any(c.engaged_with is None for c in cards):
        return None   # an engagement the situation does not state
    return [c.id for c in cards if (trait is None or trait in _traits(c))
            and (not controlled or c.controller == who) and (not engaged or c.engaged_with == who)]
