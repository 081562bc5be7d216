"""Which card "other" leaves out in "each other X" (English and French alike: each X with the filter other):
"Discard each other Setting environment in play" (on a Setting environment), "Namora gets +1 hit point for each
other ally you control" (on Namora), "if there are no other minions engaged with you" (on a minion).

The engine reads "other" as "but this card" (`chosen_cards.everyone`, `counting`), which is what the words mean when
nothing else of that kind is named before them in the ability. When the ability's trigger or an effect before names
one of that kind ("After a Shapeshift upgrade enters play under your control, discard each other Shapeshift
upgrade you control"; "Deal 7 damage to an enemy. Deal 1 damage to each other enemy."), "other" leaves out that one,
which the engine does not follow: `other_why` refuses it. The situation, besides, converts "but this card" only when
this card is itself of that kind (else "other" names something else: not converted).

Promises: functions of the structure alone.
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["others_of", "other_why"]


def _other(t: m.Target | None) -> bool:
    return t is not None and any(f.kind is m.FilterKind.OTHER for f in t.filters)


def others_of(e: m.Effect) -> list[m.Target]:
    """The targets of ``e`` (its target, what its amount counts) read with "other"."""
    a = e.amount
    return [t for t in (e.target, a.per if a is not None else None,
                        a.defined_as.per if a is not None and a.defined_as is not None else None) if _other(t)]


def _nouns(t: m.Target | None) -> set[m.Noun]:
    """The nouns ``t`` names (itself, its alternatives, what it is owned by or filtered on)."""
    if t is None:
        return set()
    out = {t.noun} | ({t.is_a} if t.is_a is not None else set())
    for x in (*t.also, t.owner, *(f.target for f in t.filters)):
        out |= _nouns(x)
    return out


def other_why(ability: m.Ability | None, e: m.Effect) -> str | None:
    """Why "each other X" of ``e`` (an effect of ``ability``) is not read as "but this card" (None when it is, or
    when ``e`` has no "other")."""
    others = others_of(e)
    if not others:
        return None
    if ability is None:
        return "'other' outside its ability: which card it leaves out is not told"
    named: set[m.Noun] = set()
    tr = ability.trigger
    if tr is not None:
        named |= _nouns(tr.subject) | _nouns(tr.object)
    for x in ability.effects:
        if x is e:
            break
        named |= _nouns(x.target) | _nouns(x.source)
    for t in others:
        kinds = {t.noun} | ({m.Noun.ENEMY} if t.noun in (m.Noun.MINION, m.Noun.VILLAIN) else set()) \
            | ({m.Noun.MINION, m.Noun.VILLAIN} if t.noun is m.Noun.ENEMY else set())
        if named & kinds or (t.noun is m.Noun.CARD and named - {m.Noun.YOU, m.Noun.THIS_CARD}):
            return f"'each other {t.noun.value}' after one named before in its ability: which one it leaves out " \
                   f"is not told apart"
    return None
