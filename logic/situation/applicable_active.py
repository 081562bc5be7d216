"""Targets named by the situation's event or by its stated engagements: part of the catalogue of
`logic.situation.applicable` (`actor_why`, `engaged_why`) and their conversion (`actor_targets`, `engaged_targets`).

- "the attacking character / enemy", "the activating enemy" (one ACTIVE filter): the enemy (or character) whose
  attack or activation is the situation's event, its ``attacker`` (an activation that is a scheme: its
  ``schemer``). In a triggered ability only: a constant ability's "(After this character is attacked, deal 1
  damage to the attacking character.)" is a keyword's reminder, which the engine applies as the keyword (Retaliate:
  an item of its own), and in a constant the event's attacker may be the card itself; refused there
  (`actor_why_in`). Another event: left unread.
- "each minion engaged with you" (one ENGAGED_WITH filter on "you"): the minions the situation states as engaged
  with the player "you" names (``engaged_with``); when a minion of the situation states no engagement, which
  minions are engaged with that player is not told: left unread (not decided), never guessed.

Promises: `event_actor`, `engaged_with_you`, `actor_why_in` are functions of the target or effect alone; the
others of the situation.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["ACTIVE_VALUES", "event_actor", "actor_why_in", "actor_targets", "engaged_with_you", "engaged_targets"]

N = m.Noun
#: the ACTIVE filter values naming the event's attacker (or activating enemy), by the nouns they may qualify
ACTIVE_VALUES: dict[str, tuple[m.Noun, ...]] = {"attacking": (N.CHARACTER, N.ENEMY), "activating": (N.ENEMY,)}


def _plain(t: m.Target) -> bool:
    return not t.also and t.owner is None and t.count is None


def event_actor(t: m.Target | None) -> bool:
    """Whether ``t`` is "the attacking character / enemy" or "the activating enemy"."""
    return t is not None and _plain(t) and t.quantifier is m.Quantifier.THE and len(t.filters) == 1 \
        and t.filters[0].kind is m.FilterKind.ACTIVE and t.filters[0].target is None \
        and t.noun in ACTIVE_VALUES.get(t.filters[0].value, ())


def actor_why_in(e: m.Effect, kind: m.AbilityKind) -> str | None:
    """Why ``e``'s "attacking character" is not applied in an ability of ``kind`` (None: no such reason)."""
    if kind is m.AbilityKind.CONSTANT and event_actor(e.target):
        return "'the attacking character' in a constant ability (a keyword's reminder): not applied"
    return None


def actor_targets(b, t: m.Target) -> list[str] | None:
    """The event's attacker (or schemer, for "the activating enemy"), when builder ``b`` converts a triggered
    ability; None otherwise."""
    a = getattr(b, "_ability", None)
    if a is None or a.label is None:
        return None
    ev = b.sit.event
    if ev.kind == "attack" and ev.attacker in b.characters:
        return [ev.attacker]
    if ev.kind == "scheme" and t.filters[0].value == "activating" and ev.schemer in b.characters:
        return [ev.schemer]
    return None


def engaged_with_you(t: m.Target | None) -> bool:
    """Whether ``t`` is "each minion engaged with you"."""
    if t is None or not _plain(t) or t.noun is not N.MINION or t.quantifier not in (m.Quantifier.EACH,
                                                                                    m.Quantifier.ALL):
        return False
    if len(t.filters) != 1 or t.filters[0].kind is not m.FilterKind.ENGAGED_WITH:
        return False
    y = t.filters[0].target
    return y is not None and y.noun is N.YOU and not y.filters and not y.also and y.owner is None


def engaged_targets(b, card, sentence, span) -> list[str] | None:
    """The minions engaged with the player of the "you" at ``span``; None when that player is not told or a minion
    of the situation states no engagement."""
    who = b.you_in(card, sentence, span[0], span[1])
    minions = [c for c in b.sit.cards.values() if c.card_type == "minion" and c.id in b.characters]
    if not who or any(c.engaged_with is None for c in minions):
        return None
    return [c.id for c in minions if c.engaged_with == who]
