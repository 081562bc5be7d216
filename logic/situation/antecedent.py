"""What "it" ("that card", "that minion") of a zone operation names, read off the ability's structure alone.

A zone operation ("put it into play", "add that card to your hand", "remove it from the game", "attach this card
to it") moves, or attaches to, the card an earlier part of the same ability named. `it_names` says which, from
the structure only, and only when that card is one the engine moves (this card, or a card named on it):

- the nearest earlier effect of the ability that names a target: its target when it is this card or a card
  named ("Put the Find the Senator side scheme into play. Attach the Robert Kelly to it."); its own "it" followed
  back the same way; any other target (a deck searched, a card chosen, the top of the encounter deck discarded,
  an enemy) is a card the engine does not hold, so "it" names nothing it can move;
- no earlier effect with a target: the trigger's subject when it is this card and nothing else it names is a
  card ("After this card is discarded from the top of your deck, add it to your hand"), or its object when it is
  this card and it has no subject.

The ability must be read whole by the grammar (each sentence fully): a part left unread may be what "it" names.
Anything else (what a search found, what was revealed, discarded "until", chosen) is left unnamed: never guessed.
"Discard it" is one too: besides, the card of the event its sentence cancels (`it_why_not`).
The catalogue accepts "it" for the zone kinds (`logic.situation.applicable`), the summary and the situation
(`logic.situation.scenario`) ask `it_why_not` / `it_names` with the ability, and the situation converts the
operation with the card named.

Promises: functions of the structure alone; `it_names` returns a target whose noun is THIS_CARD or NAMED_CARD
(plain: no filter, owner, count or other target), or None.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["it_slot", "it_names", "it_why_not", "plain_it", "ZONE_IT_KINDS"]

K = m.EffectKind
N = m.Noun
#: the zone kinds whose "it" the situation resolves: the card moved, or (attach) the card attached to
ZONE_IT_KINDS = (K.RETURN_TO_HAND, K.PUT_INTO_PLAY, K.REMOVE_FROM_GAME, K.ATTACH)
#: trigger nouns that are no card ("After this card is discarded from your deck": the deck is where from)
_NOT_CARDS = (N.YOU, N.PLAYER, N.HERO, N.IDENTITY, N.DECK, N.DISCARD_PILE, N.HAND, N.ENCOUNTER_DECK)


def it_slot(e: m.Effect) -> m.Target | None:
    """The "it" of zone operation ``e`` the situation must resolve: the card moved ("put it into play"), or for an
    attachment the card attached to ("attach this card to it", "attach to it"); None when ``e`` has none."""
    if e.kind is K.DISCARD and e.source is not None:   # "they discard the top card of ...": "it" is who discards
        return None
    if e.kind is K.DISCARD:   # "discard it" (the catalogue's deck shape "it")
        return e.target if e.target is not None and e.target.noun is N.IT else None
    if e.kind not in ZONE_IT_KINDS:
        return None
    if e.kind is K.ATTACH:
        slot = e.source if e.source is not None else e.target
    else:
        slot = e.target
    return slot if slot is not None and slot.noun is N.IT else None


def _plain(t: m.Target | None) -> bool:
    return t is not None and not t.filters and not t.also and t.owner is None and t.count is None


def _card(t: m.Target | None) -> m.Target | None:
    """``t`` as a card the engine moves (this card, a card named), plainly; else None."""
    return t if _plain(t) and t.noun in (N.THIS_CARD, N.NAMED_CARD) else None


def _named_by(e: m.Effect) -> m.Target | None:
    """The target an effect names for a later "it": the card moved of an attachment "attach X to Y" (X), else its
    target."""
    return e.target


def it_names(ability: m.Ability, e: m.Effect, _depth: int = 0) -> m.Target | None:
    """The card "it" of ``e`` names in ``ability`` (an effect of it): this card or a card named; None when the
    structure does not tell, or tells a card the engine does not hold (see the module's docstring)."""
    if any(r.status is not m.ReadStatus.FULLY for r in ability.sentences):
        return None   # a part the grammar did not read may name the card "it" is: not guessed past it
    effects = list(ability.effects)
    i = next((j for j, x in enumerate(effects) if x is e), None)
    if i is None:
        i = next((j for j, x in enumerate(effects) if x == e), None)
    if i is None or _depth > len(effects):
        return None
    for x in reversed(effects[:i]):
        t = _named_by(x)
        if t is None:
            continue
        if t.noun is N.IT and plain_it(t):
            return it_names(ability, x, _depth + 1)
        return _card(t)
    tr = ability.trigger
    if tr is None:
        return None
    if tr.subject is not None:
        others = [t for t in (tr.object, tr.source) if t is not None and t.noun not in _NOT_CARDS]
        return _card(tr.subject) if tr.subject.noun is N.THIS_CARD and not others and tr.joined is None else None
    return _card(tr.object) if tr.object is not None and tr.object.noun is N.THIS_CARD else None


def plain_it(t: m.Target) -> bool:
    """Whether ``t`` is "it" / "that card" with nothing else said of it but "from the game" ("remove it from the
    game": where it is removed from, which is where it is); a type kept by "that minion" is checked by the
    situation against the card named."""
    return not t.also and t.owner is None and t.count is None and all(
        f.kind is m.FilterKind.ZONE and f.value == "from" and f.target is not None and f.target.noun is N.GAME
        and not f.target.also and not f.target.filters for f in t.filters)


def it_why_not(ability: m.Ability, e: m.Effect, items: tuple = ()) -> str | None:
    """None when ``e`` has no "it" to resolve or `it_names` names its card; else why not, in a few words. "Discard
    it" is besides the event's card when its sentence (``items``: what the reader read of it) also cancels ("cancel
    the effects of that card and discard it": the situation's revealed card)."""
    t = it_slot(e)
    if t is None:
        return None
    if e.kind is K.DISCARD and any(isinstance(i, m.Effect) and i.kind is K.CANCEL for i in items):
        return None
    if not plain_it(t):
        return "'it' with a filter: not named by the engine"
    if any(r.status is not m.ReadStatus.FULLY for r in ability.sentences):
        return "'it' in an ability the grammar did not read whole: what it names is not told"
    if it_names(ability, e) is None:
        return "'it' names a card the engine does not hold (found, chosen, revealed or discarded before)"
    return None
