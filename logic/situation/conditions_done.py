"""A condition on what an earlier effect of the same ability did, tested by the outcome engine (part of
`logic.situation.conditions`): "If no enemy activated this way, this card gains surge", "If no attack was made this
way, ...", "If no upgrade was discarded this way, ...".

The engine records, as an item resolves, on how many targets each of its effects was applied and how many attacks
an activation made (`logic.timing.done_ops`: ``done:<k>``, ``attacked:<k>``, the k-th effect of the item); the
condition reads that record for the one effect of the ability before it that does what it names, as every "if"
when its effect resolves (Rules Reference "If", the clause family of `logic.situation.conditions`):

- "no <enemy / minion / villain> activated this way": an activation (ACTIVATE) before it, done on no target;
- "no attack was made this way": an activation before it, which made no attack;
- "no <card / upgrade / support / event> was discarded this way", "no ally left play this way": a discard (DISCARD)
  before it, done on no target;
- "if that enemy is defeated by this attack", "if this attack defeats that enemy / an ally": the damage (DEAL_DAMAGE)
  before it, the attack, brought at least one of its targets to 0 remaining hit points.

Accepted by the catalogue (`done_tested`): an "if" DID_NOT of one of those events, or an "if" DID of a defeat by
"this attack" (not negated), with a subject of no filter but at most one printed trait ("no Limbo minion activated
this way": then every card the earlier effect may act on must print it), owner, count or "also"; its ability must
hold exactly one such earlier effect (`done_why_in`). In a situation
(`done_state`), that effect must have become one engine effect of the same item, and every card it may act on
must be of the subject's kind ("no minion activated": the enemy that activates is a minion); else it is not
decided: the effect is left unconverted, never guessed.

Promises: `done_tested` is a function of the condition alone, `done_why_in` of the ability and effect; `done_state`
returns the engine's ``if_state`` and bounds, or None.
"""

from __future__ import annotations

from ..abilities import model as m

DISCARD_CARD = "discard_card"   # the engine's discard of a card (`logic.situation.applicable.DISCARD_CARD`)

__all__ = ["done_tested", "done_why_in", "done_state"]

N, K, E = m.Noun, m.EffectKind, m.EventKind
#: the events a "this way" condition may name: the kind of the earlier effect that does it, the subjects it may
#: have (None: any), and the engine's record it reads
_EVENTS: dict[m.EventKind, tuple[m.EffectKind, tuple[m.Noun, ...], str]] = {
    E.ACTIVATES: (K.ACTIVATE, (N.ENEMY, N.MINION, N.VILLAIN), "done"),
    E.ATTACK: (K.ACTIVATE, (N.ATTACK,), "attacked"),
    E.DISCARDED: (K.DISCARD, (N.CARD, N.UPGRADE, N.SUPPORT, N.EVENT, N.ALLY), "done"),
    E.LEAVES_PLAY: (K.DISCARD, (N.ALLY, N.UPGRADE, N.SUPPORT), "done"),
}
#: the card types a subject covers (the noun's own name otherwise; "card", "enemy", "attack": any)
_TYPES = {N.MINION: ("minion",), N.VILLAIN: ("villain",), N.UPGRADE: ("upgrade",), N.SUPPORT: ("support",),
          N.EVENT: ("event",), N.ALLY: ("ally",)}


#: "if this attack defeats <X>" / "if <X> is defeated by this attack": the nouns X may be (the attack's target)
_DEFEATED = (N.IT, N.ENEMY, N.MINION, N.CHARACTER, N.ALLY, N.VILLAIN)


def _plain(t: m.Target | None, nouns) -> bool:
    return t is not None and t.noun in nouns and not t.filters and not t.also and t.owner is None and t.count is None


def _this_attack(t: m.Target | None) -> bool:
    return _plain(t, (N.ATTACK,)) and t.quantifier is m.Quantifier.THIS


def defeat_of(c: m.Condition) -> m.Target | None:
    """What "if this attack defeats X" / "if X is defeated by this attack" says was defeated (X), else None."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.DID or p.negated \
            or p.amount is not None:
        return None
    if p.event is E.DEFEATS and _this_attack(p.subject) and _plain(p.object, _DEFEATED):
        return p.object
    if p.event is E.DEFEATED and _this_attack(p.object) and _plain(p.subject, _DEFEATED):
        return p.subject
    return None


def done_tested(c: m.Condition) -> bool:
    """Whether ``c`` is "if no <X> <did Y> this way", of an event an earlier effect may do, or a defeat by "this
    attack" (see the module)."""
    if defeat_of(c) is not None:
        return True
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.DID_NOT or p.event not in _EVENTS:
        return False
    s = p.subject
    return s is not None and s.noun in _EVENTS[p.event][1] and _one_trait_at_most(s) and not s.also \
        and s.owner is None and s.count is None and p.object is None and p.amount is None


def _trait(s: m.Target) -> str | None:
    """The one printed trait filter of subject ``s`` ("no Limbo minion"), lower case; None when it has none."""
    return s.filters[0].value.lower() if s.filters else None


def _one_trait_at_most(s: m.Target) -> bool:
    """Whether subject ``s`` has no filter, or one plain trait ("no Limbo minion activated this way", s12-keywords3:
    every card the earlier effect may act on must then print it, `done_state`)."""
    if not s.filters:
        return True
    f = s.filters[0]
    return len(s.filters) == 1 and f.kind is m.FilterKind.TRAIT and bool(f.value) and f.target is None \
        and " or " not in f.value and "," not in f.value


def _earlier(effects, effect: m.Effect, kind: m.EffectKind) -> list[int]:
    """The indexes of the effects of ``kind`` before ``effect`` in ``effects``."""
    at = next((i for i, x in enumerate(effects) if x is effect), None)
    return [] if at is None else [i for i, x in enumerate(effects[:at]) if x.kind is kind]


def done_why_in(ability, effect: m.Effect) -> str | None:
    """Why a "this way" condition of ``effect`` is not tested in ``ability`` (None: it is, or it has none): its
    ability must hold exactly one earlier effect that does what it names."""
    for c in effect.conditions:
        kind = K.DEAL_DAMAGE if defeat_of(c) is not None else _EVENTS[c.predicate.event][0] if done_tested(c) else None
        if kind is not None and (ability is None or len(_earlier(list(ability.effects), effect, kind)) != 1):
            return f"condition '{c.predicate.event.value} this way': not one earlier effect of its ability does it"
    return None


def _op_kind(op: dict, kind: m.EffectKind) -> bool:
    """Whether engine effect ``op`` is an effect of structure ``kind`` (an activation, a discard of cards)."""
    if kind is K.ACTIVATE:
        return op.get("op") in ("activate", "enemy_attack", "enemy_scheme")
    if kind is K.DEAL_DAMAGE:
        return op.get("op") == "damage"
    return op.get("op") == DISCARD_CARD   # cards in play discarded (not a count off a hand or a deck)


def _cards_of(op: dict) -> list[str]:
    """The cards engine effect ``op`` may act on: the enemy that activates, else its targets and candidates."""
    if op.get("op") in ("activate", "enemy_attack", "enemy_scheme"):
        return [op.get("card", "")]
    targets = op.get("targets") or ([op["target"]] if op.get("target") else [])
    return list(targets) + list(op.get("among", ()))


def _printed_traits(c) -> set[str]:
    """The traits printed on situation card ``c``, lower case."""
    return {x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()}


def done_state(b, e: m.Effect, c: m.Condition) -> dict | None:
    """The engine's ``if_state`` and bounds for "this way" condition ``c`` of ``e`` in the situation of builder
    ``b`` (the ops made so far for its ability: ``b._made_ops``); None when not decided (see the module)."""
    made = getattr(b, "_made_ops", None)
    defeated = defeat_of(c)
    kind, word = (K.DEAL_DAMAGE, "defeated") if defeated is not None else _EVENTS[c.predicate.event][::2]
    if not made or any("option" in op for op in made):
        return None
    found = [k for k, op in enumerate(made, 1) if _op_kind(op, kind)]
    if len(found) != 1:
        return None
    types = _TYPES.get((defeated or c.predicate.subject).noun)
    trait = _trait(c.predicate.subject) if defeated is None else None
    cards = _cards_of(made[found[0] - 1])
    if not cards or (types is not None and any(b.sit.cards.get(x) is None or b.sit.cards[x].card_type not in types
                                               for x in cards)):
        return None
    if trait is not None and any(b.sit.cards.get(x) is None or trait not in _printed_traits(b.sit.cards[x])
                                 for x in cards):
        return None   # a card it may act on without the trait: "no Limbo minion" is not "nothing done"
    if defeated is not None:   # "if this attack defeats that enemy": at least one
        return {"if_state": f"{word}:{found[0]}", "if_at_least": 1}
    return {"if_state": f"{word}:{found[0]}", "if_at_least": 0, "if_at_most": 0}
