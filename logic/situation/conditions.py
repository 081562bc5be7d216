"""Conditions of the structure the outcome engine tests when an effect resolves (`logic.timing.condition_ops`):
which the catalogue accepts (`state_tested`) and, in one situation, the engine's ``if_state`` they become
(`state_op`).

The shapes accepted, each an "if" (tested as the effect resolves, Rules Reference "If", see
``encodings/marvel_champions/en/conditions.py``):

- "if <named card> / this card is (still, not) in play": that card counted in play (at least once; negated, at
  most 0);
- "if a / the <trait> <group> is in play", "if there are no <trait> <group>s in play", "if there are N (or more)
  <trait> <group>s in play": the cards of that group the situation names counted in play, at least once, none, at
  least N (the groups and filters of a counted amount, `applicable_counts.counted`);
- "if there are N (or more) <name> counters here / on this card": the counters on this card, at least N;
- "if you (your identity) / <named card> / this card / the villain have (not) the <trait> trait": a trait of that
  character, printed or given (one trait);
- "if you were already stunned", "if Rhino already has a tough status card": a status card held, read before the
  ability began when an earlier effect of it gives that status ("already", `conditions_status`);
- "if no enemy activated / no attack was made / no upgrade was discarded this way": what the one earlier effect of
  the ability that does it did, as the engine recorded it (`conditions_done`);
- "if the villain is attacking": the attacker of the situation's event (`conditions_attacking`);
- "if there is more than 1 player on your team": the engine's count of players (`conditions_players`);
- "if there is at least 5 damage here", "if the villain has at least 1 hit point", "if there are 10 or more threat
  here": the damage, hit points left or threat on that card (`conditions_quantity`).

"While" / "as long as" with one of those shapes is accepted on a prohibition only ("X cannot take damage while a
Drone minion is in play", `kept_tested`): the engine's ``kept``, consulted whenever the prohibition is; so is "while
<this card> is engaged with you" / "while you are engaged with another minion" (`conditions_kept_engaged`).

Not accepted: "while" / "as long as" on any other effect (a condition kept over time), counts of threat, hit
points or cards elsewhere than in play, "it" / "that card" subjects.

Promises: `state_tested` is a function of the condition alone; `state_op` returns the op with ``if_state`` and its
bounds, the op unchanged for a condition it does not convert, or None when the situation cannot name what the
condition asks about (never guessed).
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .applicable_counts import counted, printed_number
from .counting import _card, per_of
from .conditions_hand import hand_state, hand_tested
from .kept_form import kept_state
from .conditions_status import status_state, status_tested
from .conditions_done import done_state, done_tested
from .conditions_attacking import attacking_holds, attacking_tested
from .conditions_players import players_state, players_tested
from .conditions_control import as_group
from .conditions_quantity import quantity_of, quantity_state, quantity_tested
from .conditions_resource import resource_state, resource_tested
from .conditions_form import face_state, face_tested
from .conditions_engaged import engaged_state, engaged_tested
from .conditions_traits import traits_state, traits_tested
from .conditions_it import it_count_state, it_count_tested

__all__ = ["state_tested", "kept_tested", "state_op", "too_many"]

N, P = m.Noun, m.PredicateKind


def _group_amount(t: m.Target) -> m.Amount:
    """"the number of <t>" (every one of the group in play), the count `counted` reads."""
    return m.Amount(variable="number_of", per=replace(t, quantifier=m.Quantifier.EACH))


def _here(p: m.Predicate) -> bool:
    """Whether ``p`` counts the counters here / on this card."""
    return bool(p.counter) and p.counted is None and all(
        t is None or (t.noun is N.THIS_CARD and not t.filters and not t.also) for t in (p.subject, p.object))


def _number(a: m.Amount | None) -> int | None:
    """The printed number of a count's bound (None when not a plain number, per-player or "additional")."""
    return printed_number(a, None, ("additional",))


def _kind(c: m.Condition) -> str | None:
    """Which accepted shape ``c`` is ("named", "group", "group_n", "counters", "trait"), or None."""
    c = as_group(c)   # "if you control no allies": the group you control in play (`conditions_control`)
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None:
        return None
    s = p.subject
    if p.kind is P.IN_PLAY and s is not None and not s.also and s.owner is None and s.count is None:
        if s.noun in (N.NAMED_CARD, N.THIS_CARD) and not s.filters:
            return "named"
        got = counted(_group_amount(s))
        return "group" if got is not None and got[1] == "group" else None
    if quantity_of(p) is not None:   # damage, threat, hit points on a card: not a group (`conditions_quantity`)
        return None
    if p.kind is P.COUNT_AT_MOST and not p.negated and s is not None and p.object is None and p.counted is None \
            and (p.amount is None or _number(p.amount) == 0) and not p.counter:
        got = counted(_group_amount(s))   # "if there are no minions in play"
        return "group" if got is not None and got[1] == "group" else None
    if p.kind is P.COUNT_AT_LEAST and not p.negated and _here(p) and _number(p.amount) is not None:
        return "counters"
    if p.kind is P.COUNT_AT_LEAST and not p.negated and s is not None and p.object is None and p.counted is None \
            and not p.counter and _number(p.amount) is not None and not s.also and s.owner is None and s.count is None:
        got = counted(_group_amount(s))   # "if there are 3 Drone minions in play": the group, at least N
        return "group_n" if got is not None and got[1] == "group" else None
    if p.kind is P.HAS_TRAIT and s is not None and s.noun in (N.YOU, N.NAMED_CARD, N.THIS_CARD, N.VILLAIN) \
            and not s.filters and not s.also and s.owner is None and p.trait and " or " not in p.trait.lower() \
            and "," not in p.trait:
        return "trait"
    return None


def state_tested(c: m.Condition) -> bool:
    """Whether the engine tests condition ``c`` when its effect resolves (one of the accepted shapes)."""
    return _kind(c) is not None or status_tested(c) \
        or done_tested(c) or attacking_tested(c) or players_tested(c) or quantity_tested(c)   # or a status card held (`conditions_status`), what was done
    # "this way" (`conditions_done`), who is attacking (`conditions_attacking`), the players (`conditions_players`)


def kept_tested(c: m.Condition, e: m.Effect) -> bool:
    """Whether the engine keeps condition ``c`` of prohibition ``e`` over time: "X cannot ... while <named card> /
    a <trait> <group> is in play", "while there are N ... in play" (an accepted shape read as "while", consulted
    whenever the prohibition is: the engine's ``kept``)."""
    return c.kind in (m.ConditionKind.WHILE, m.ConditionKind.AS_LONG_AS) and e.kind is m.EffectKind.CANNOT \
        and _kind(replace(c, kind=m.ConditionKind.IF)) in ("named", "group", "group_n")


def _with_traits(b, name: str) -> str:
    """``name``, after giving its scenario entry the traits printed on its card (which the engine reads)."""
    c = b.sit.cards.get(name)
    traits = [x.strip() for x in str(c.record.get("traits") or "").split(".") if x.strip()] if c else []
    if traits and name in b.characters:
        b.characters[name]["traits"] = traits
    return name


def too_many(e: m.Effect) -> bool:
    """Whether ``e`` has more than one accepted condition (the engine tests one ``if_state`` per effect)."""
    return sum(1 for c in e.conditions if _kind(c) is not None or any(
        tested(c) for tested, _, sets in _OWN if sets)) > 1


def _hand(b, card, sentence, c, e) -> dict | None:
    state = hand_state(b, card, sentence, c)
    return None if state is None else {"if_state": state, "if_at_least": 0, "if_at_most": 0}


def _attacking(b, card, sentence, c, e) -> dict | None:
    return {} if attacking_holds(b, card, c) is True else None   # not met or not told: unread


#: the conditions a module of its own tests, tried in this order: (whether it is that condition, the op's fields for
#: it in one situation, None when the situation cannot name what it asks, whether those fields are the op's one
#: ``if_state``): "if you have no cards in your hand" (`conditions_hand`), "if there is at least 5 damage here"
#: (`conditions_quantity`), "if there is more than 1 player on your team" (`conditions_players`), "if the villain is
#: attacking" (`conditions_attacking`: the event's attacker, no state), "if no enemy activated this way"
#: (`conditions_done`), "if you were already stunned" (`conditions_status`)
_OWN = ((hand_tested, _hand, True),
        (quantity_tested, lambda b, card, sentence, c, e: quantity_state(b, card, sentence, c), True),
        (players_tested, lambda b, card, sentence, c, e: players_state(c), True),
        (attacking_tested, _attacking, False),
        (done_tested, lambda b, card, sentence, c, e: done_state(b, e, c), True),
        (status_tested, status_state, True))
#: "if that card's printed resource has [energy]": the card its ability discarded off a deck (`conditions_resource`)
_OWN += ((resource_tested, resource_state, True),)
#: "if you are in Giant hero form", "if Apocalypse is in Biomorph form": the face stated (`conditions_form`)
_OWN += ((face_tested, face_state, True),)
#: "if you are not engaged with a minion": the minions of the situation engaged with you (`conditions_engaged`)
_OWN += ((engaged_tested, engaged_state, True),)
#: "if Absorbing Man has the Stone or Wood trait": one of the traits (`conditions_traits`)
_OWN += ((traits_tested, traits_state, True),)
#: "if he has at least 1 hit point", "if it has any counters on it": the card "it" names (`conditions_it`)
_OWN += ((it_count_tested, it_count_state, True),)


def state_op(b, op: dict, card, sentence, e: m.Effect) -> dict | None:
    """``op`` with the engine's ``if_state`` for the accepted condition of ``e`` (the op unchanged when it has
    none); None when the situation of builder ``b`` cannot name what the condition asks about."""
    for c in e.conditions:
        c = as_group(c)   # "if you control no allies": the group you control in play (`conditions_control`)
        kept = op.get("op") == "forbid" and kept_tested(c, e)   # "while ...": consulted with the prohibition
        kept = kept or kept_state(b, op, c)   # "while you have the X trait, you gain steady" (`kept_form`)
        kind = _kind(replace(c, kind=m.ConditionKind.IF) if kept else c)
        own = next(((state, sets) for tested, state, sets in _OWN if tested(c)), None) if kind is None else None
        if own is not None:   # a condition a module of its own tests (`_OWN`)
            state, sets = own
            if sets and ("if_state" in op or op.get("duration") == "in_play"):
                return None   # a second condition on the world, or a constant effect: not tested
            fields = state(b, card, sentence, c, e)
            if fields is None:
                return None
            op = dict(op, **fields)
            continue
        if kind is None:
            continue
        if "if_state" in op:   # a second condition on the world: the engine tests one
            return None
        if not kept and (op.get("duration") == "in_play" or (op.get("op") == "forbid" and "card" in op)):
            return None   # a constant effect: its condition would be tested once, not kept over time
        p = c.predicate
        bounds = {"if_at_least": 1}
        if kind == "named":
            held = _card(b, card, p.subject)
            if held is None or held.card_type in ("event", "treachery") or held.dealt_as_boost:
                return None
            if held.id not in b.characters and held.id not in b.schemes:
                b.moved(held, p.subject)
            state = f"in_play:{held.id}"
        elif kind in ("group", "group_n"):
            got = per_of(b, card, sentence, m.Effect(kind=e.kind, amount=_group_amount(p.subject), span=c.span))
            if got is None:
                return None
            if not got[1]:   # none of the group in the situation: left unconverted (no card to count)
                return None
            state = got[1]
            if kind == "group_n":
                bounds = {"if_at_least": _number(p.amount)}
        elif kind == "counters":
            if card.id in b.schemes:
                return None   # the engine keeps no counters on a scheme
            if card.id not in b.characters:
                b.cards.setdefault(card.id, card.counters)
            state = f"counters:{card.id}"
            bounds = {"if_at_least": _number(p.amount)}
        elif p.subject.noun is N.YOU:
            who = b.you_in(card, sentence, c.span[0], c.span[1])
            if not who:
                return None
            state = f"trait:{_with_traits(b, b.identity(who))}:{p.trait}"
        else:   # a named card, this card, the villain: a character of the engine (traits are characters')
            held = _card(b, card, p.subject)
            if held is None or held.id not in b.characters:
                return None
            state = f"trait:{_with_traits(b, held.id)}:{p.trait}"
        if p.kind is P.COUNT_AT_MOST or (p.negated and kind != "counters"):
            bounds = {"if_at_least": 0, "if_at_most": 0}
        op = dict(op, if_state=state, **bounds, **({"kept": True} if kept else {}))
    return op


# --- "if that card's printed resource has [energy]": the card its ability discarded off a deck (`conditions_resource`)
_state_tested_before_resource = state_tested


def state_tested(c: m.Condition) -> bool:  # noqa: F811
    """Whether the engine tests condition ``c`` when its effect resolves (one of the accepted shapes, or a resource
    icon printed on the card its ability discarded off a deck, `conditions_resource`)."""
    return _state_tested_before_resource(c) or resource_tested(c) or face_tested(c) \
        or engaged_tested(c) or traits_tested(c) or it_count_tested(c)   # a named form (`conditions_form`),
    # minions engaged with you (`conditions_engaged`), one of several traits (`conditions_traits`), a count on "it"
    # (`conditions_it`)


# --- "while this minion is engaged with you, you cannot thwart", "X cannot take damage while you are engaged with
# another minion": a prohibition kept while cards are engaged (`conditions_kept_engaged`, the engine's ``kept``) ---
from .conditions_kept_engaged import kept_engaged_state, kept_engaged_tested  # noqa: E402

_OWN += ((kept_engaged_tested, kept_engaged_state, True),)
_kept_tested_before_engaged = kept_tested


def kept_tested(c: m.Condition, e: m.Effect) -> bool:  # noqa: F811
    """Whether the engine keeps condition ``c`` of prohibition ``e`` over time: the shapes above, and "while <card>
    is engaged with you" / "while you are engaged with (another) minion" (`conditions_kept_engaged`)."""
    return _kept_tested_before_engaged(c, e) or (e.kind is m.EffectKind.CANNOT and kept_engaged_tested(c))


# --- s12-keywords3: "if no damage was healed this way": what the one earlier heal of the ability removed, as the
# engine recorded it (`conditions_healed`, the engine's ``healed:<k>``) ---
from .conditions_healed import healed_state, healed_tested  # noqa: E402

_OWN += ((healed_tested, healed_state, True),)
_state_tested_before_healed = state_tested


def state_tested(c: m.Condition) -> bool:  # noqa: F811
    """Whether the engine tests condition ``c`` when its effect resolves: the shapes above, and "if (no) damage was
    healed this way" (`conditions_healed`)."""
    return _state_tested_before_healed(c) or healed_tested(c)


# --- s12-prohib: "X cannot be defeated while Y has any hit points remaining": a prohibition kept while a character
# has hit points left (`conditions_kept_health`, the engine's ``kept`` on ``hit_points:<character>``) ---
from .conditions_kept_health import kept_health_state, kept_health_tested  # noqa: E402

_OWN += ((kept_health_tested, kept_health_state, True),)
_kept_tested_before_health = kept_tested


def kept_tested(c: m.Condition, e: m.Effect) -> bool:  # noqa: F811
    """Whether the engine keeps condition ``c`` of prohibition ``e`` over time: the shapes above, and "while <named
    card> / another villain has any hit points remaining" (`conditions_kept_health`)."""
    return _kept_tested_before_health(c, e) or (e.kind is m.EffectKind.CANNOT and kept_health_tested(c))
