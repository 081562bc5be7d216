"""A prohibition kept while a card is engaged with a player (issue 15 §5), part of `logic.situation.conditions`:
"While Baron Zemo is engaged with you, you cannot thwart.", "Thomas Edison cannot take damage while you are
engaged with another minion.".

The engine keeps the prohibition's condition over time (the ``forbid`` marked ``kept``, `logic.timing.amount_ops`:
consulted each time the prohibition is, not when it is put) and counts, then, the cards listed engaged with that
identity's player (``if_state`` ``engaged_with:<identity>:<a>,<b>``, `logic.timing.engaged_count_ops`: the engagement
as stated, then as ``engage`` effects changed it); at least 1, or at most 0 when negated.

Accepted (`kept_engaged_tested`, a function of the condition alone; the catalogue asks it for a "cannot" only, through
`logic.situation.conditions.kept_tested`): a "while" / "as long as" IS_ENGAGED, negated or not, with no amount, either

- "<this card | a card named> is engaged with you" (the plain "you"): that one card, or
- "you are engaged with (another) (<trait>) minion" (or the other way round): the shape
  `logic.situation.conditions_engaged` accepts for an "if", "another" besides (every minion but this card).

In a situation (`kept_engaged_state`): the "you" names one player whose identity is stated, every card counted is a
character of the situation whose engagement is stated (a minion in play is always engaged with a player); else not
decided, the effect left unconverted (never guessed). The minions of "another minion" are the situation's own but
this card (none stated: not decided, as for an "if"). Any other effect, or an "if": not this module's (an "if" on a
constant effect is tested once, not kept over time: `logic.situation.conditions` leaves it unconverted).

"While ..., X cannot ..." (the condition leading): the ability's condition is the effect's own, which the op keeps
(`kept_carried`), so the situation converts it as the trailing "X cannot ... while ...".

Promises: `kept_engaged_tested` is a function of the condition alone; `kept_carried` of its arguments;
`kept_engaged_state` returns the op's fields (``if_state``, its bounds, ``kept``) or None.
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .conditions_engaged import engaged_state, engaged_tested

__all__ = ["kept_engaged_tested", "kept_engaged_state", "kept_carried"]

N, Q = m.Noun, m.Quantifier
_KEPT = (m.ConditionKind.WHILE, m.ConditionKind.AS_LONG_AS)


def _plain(t: m.Target | None, nouns) -> bool:
    return t is not None and t.noun in nouns and not t.filters and not t.also and t.owner is None \
        and t.count is None and t.is_a is None


def _card_side(c: m.Condition) -> m.Target | None:
    """The card of "<this card | named card> is engaged with you"; None for any other shape."""
    p = c.predicate
    if p is None or p.kind is not m.PredicateKind.IS_ENGAGED or p.amount:
        return None
    if _plain(p.subject, (N.THIS_CARD, N.NAMED_CARD)) and _plain(p.object, (N.YOU,)):
        return p.subject
    return None


def _another(t: m.Target | None) -> bool:
    return t is not None and t.noun is N.MINION and t.quantifier is Q.ANOTHER


def _as_if(c: m.Condition) -> m.Condition:
    """``c`` as the "if" `conditions_engaged` tests, "another minion" read as "a minion"."""
    p = c.predicate
    p = replace(p, subject=replace(p.subject, quantifier=Q.A) if _another(p.subject) else p.subject,
                object=replace(p.object, quantifier=Q.A) if _another(p.object) else p.object)
    return replace(c, kind=m.ConditionKind.IF, predicate=p)


def kept_engaged_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "while <card> is engaged with you" / "while you are engaged with (another) minion"."""
    if c.kind not in _KEPT or c.predicate is None or c.predicate.kind is not m.PredicateKind.IS_ENGAGED:
        return False
    return _card_side(c) is not None or engaged_tested(_as_if(c))


def kept_engaged_state(b, card, sentence, c: m.Condition, e: m.Effect) -> dict | None:
    """The op's fields for the kept condition ``c`` of prohibition ``e`` in the situation of builder ``b`` (see the
    module); None when the situation does not tell or ``e`` is no prohibition."""
    if e.kind is not m.EffectKind.CANNOT:
        return None
    held_t = _card_side(c)
    if held_t is None:   # "you are engaged with (another) minion": the "if" of `conditions_engaged`, kept
        p = c.predicate
        fields = engaged_state(b, card, sentence, _as_if(c), e)
        if fields is None:
            return None
        if _another(p.subject) or _another(p.object):   # every minion but this card
            word, who, cards = fields["if_state"].split(":")
            if card.id not in cards.split(","):
                return None   # this card is not a minion of the situation: "another" is not decided
            rest = [x for x in cards.split(",") if x != card.id]
            if not rest:
                return None
            fields = dict(fields, if_state=f"{word}:{who}:{','.join(rest)}")
        return dict(fields, kept=True)
    from .counting import _card
    who = b.you_in(card, sentence, c.span[0], c.span[1])
    ident = b.sit.identity_of(who) if who else None
    held = _card(b, card, held_t)
    if ident is None or ident.id not in b.characters or held is None or held.id not in b.characters \
            or held.engaged_with is None or held.card_type not in ("minion", "villain"):
        return None
    bounds = {"if_at_least": 0, "if_at_most": 0} if c.predicate.negated else {"if_at_least": 1}
    return {"if_state": f"engaged_with:{ident.id}:{held.id}", **bounds, "kept": True}


def kept_carried(conditions, e: m.Effect, op: dict) -> bool:
    """Whether every condition of an ability (``conditions``) is one of prohibition ``e``'s own and ``op`` keeps its
    condition over time (``kept``): then the ability's condition is tested, by the engine, with the prohibition."""
    return bool(op.get("kept")) and all(any(c is x or c == x for x in e.conditions) for c in conditions)
