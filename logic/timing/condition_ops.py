"""Conditions of the outcome engine tested against its world when an effect resolves (`logic.timing.effects`).

An effect with ``if_state`` applies only when, as it resolves, what ``if_state`` counts in the world is at least
``if_at_least`` and (when given) at most ``if_at_most`` ("If Ruler of Limbo is in play, ...": the named card
counted in play at least once; "if it is not in play": at most 0; "if there are 5 counters here": at least 5).
What ``if_state`` may count (`STATE_KINDS`), a word and its arguments after colons:

- any count of a counted amount (`logic.timing.amount_ops.PER_KINDS`: ``counters:<card>``, ``in_play:<a>,<b>``,
  ``hand:<character>``, ``players``, ``stat:<character>:<stat>:<printed>``), counted now;
- ``trait:<character>:<trait>``: 1 when the character has that trait now (printed or given,
  `logic.timing.keyword_ops.has_trait`), else 0; ``<A>|<B>``: one of those traits;
- ``status:<character>:<status>``: 1 when the character holds that status card now (`STATUSES`), else 0;
- ``before:<state>``: any of these, read as the effect's item began to resolve ("already", `before_ops`);
- ``done:<k>`` / ``attacked:<k>`` / ``healed:<k>``: what the k-th effect of the same item did ("this way",
  `done_ops`);
- ``damage:<character>``, ``hit_points:<character>``, ``threat:<scheme>``: the damage on it, its hit points left,
  the threat on it, now (`quantity_ops`);
- ``discarded:<what>``: the icons printed on the cards the resolving item discarded off a deck so far ("if that
  card's printed resource has [energy]": ``discarded:resource_energy``, at least 1; `discarded_ops`);
- ``face:<character>:<1|0>``: the named form of a character, as its face was stated, while it is not flipped
  ("if you are in Giant hero form"; `face_ops`);
- ``engaged_with:<identity>:<a>,<b>``: how many of those cards are engaged with that identity's player now ("if
  you are not engaged with a minion": at most 0; `engaged_count_ops`).

An effect whose condition does not hold is not done (a later "then" does not follow it; an "otherwise" does).

Promises: pure functions of the world and the effect; an effect with no ``if_state`` always holds.
"""

from __future__ import annotations

from . import amount_ops, attack_taken_ops, keyword_ops, stage_ops
from . import before_ops
from . import done_ops
from . import quantity_ops
from . import discarded_ops
from . import face_ops
from . import engaged_count_ops

__all__ = ["STATE_KINDS", "STATUSES", "check_state", "holds", "footprint_keys"]

#: the statuses a ``status`` condition asks about
STATUSES = ("stunned", "confused", "tough")
#: what an ``if_state`` may count
STATE_KINDS: tuple[str, ...] = amount_ops.PER_KINDS + ("trait", "status")
#: ``stage:<scheme>:<N>``: 1 while the threat on the scheme is at least N, the threat its stage is completed at, as
#: stated (`logic.timing.stage_ops`)
STATE_KINDS = STATE_KINDS + (stage_ops.WORD,)
#: ``before:<state>``: a state read before its ability began to resolve (`before_ops`)
STATE_KINDS = STATE_KINDS + (before_ops.WORD,)
#: what an earlier effect of the same item did (`done_ops`)
STATE_KINDS = STATE_KINDS + done_ops.WORDS
#: ``attack_taken:<character>``: the damage that character took from the attacks the resolving item's effects started
#: (`logic.timing.attack_taken_ops`)
STATE_KINDS = STATE_KINDS + (attack_taken_ops.WORD,)
#: the damage, hit points left or threat on a character or scheme (`quantity_ops`)
STATE_KINDS = STATE_KINDS + quantity_ops.WORDS
#: ``face:<character>:<1|0>``: the named form of a character, as its face was stated (`face_ops`)
STATE_KINDS = STATE_KINDS + (face_ops.WORD,)
#: ``engaged_with:<identity>:<a>,<b>``: how many of those cards are engaged with that player (`engaged_count_ops`)
STATE_KINDS = STATE_KINDS + (engaged_count_ops.WORD,)


def check_state(state: str, at_least: int, at_most: int | None, known: set[str], stats: tuple[str, ...]) -> str | None:
    """Why ``state`` with its bounds is not a condition the engine tests (None when it is)."""
    word, _, rest = state.partition(":")
    if at_least < 0 or (at_most is not None and at_most < at_least):
        return "'if_at_least' is at least 0 and 'if_at_most', when given, at least 'if_at_least'"
    if word == stage_ops.WORD:   # a scheme's stage completed (`stage_ops`)
        return stage_ops.check_state(rest, known)
    if word in done_ops.WORDS:   # what an earlier effect of its item did (`done_ops`)
        return done_ops.check_state(word, rest)
    if word == before_ops.WORD:   # read before its ability began to resolve (`before_ops`)
        return check_state(rest, at_least, at_most, known, stats) if rest and before_ops.inner(rest) is None \
            else "'if_state' 'before' is 'before:<state>', one state"
    if word == attack_taken_ops.WORD:   # damage from the resolving item's attacks (`attack_taken_ops`)
        return None if rest in known else f"'if_state' {word!r} is '{word}:<character>'"
    if word in quantity_ops.WORDS:   # damage, hit points left, threat (`quantity_ops`)
        return quantity_ops.check_state(word, rest, known)
    if word == face_ops.WORD:   # a named form, as the face was stated (`face_ops`)
        return face_ops.check_state(rest, known)
    if word == engaged_count_ops.WORD:   # cards engaged with a player (`engaged_count_ops`)
        return engaged_count_ops.check_state(rest, known)
    if word in ("trait", "status"):
        who, _, what = rest.partition(":")
        if who not in known or not what or (word == "status" and what not in STATUSES):
            return f"'if_state' {word!r} is '{word}:<character>:<{word}>'" + (
                f" (a status one of {', '.join(STATUSES)})" if word == "status" else "")
        return None
    why = amount_ops.check_per(state, known, stats)
    return why and why.replace("'per'", "'if_state'")


def count(world, state: str) -> int:
    """What ``state`` counts in ``world`` now."""
    word, _, rest = state.partition(":")
    if word == stage_ops.WORD:
        return stage_ops.count(world, rest)
    if word == attack_taken_ops.WORD:   # `attack_taken_ops`
        return attack_taken_ops.count(world, rest)
    if word == "discarded":   # what the resolving item discarded off a deck so far (`discarded_ops`)
        return discarded_ops.count_resolving(world, rest)
    if word in quantity_ops.WORDS:   # (`quantity_ops`)
        return quantity_ops.count(world, word, rest)
    if word == face_ops.WORD:   # (`face_ops`)
        return face_ops.count(world, rest)
    if word == engaged_count_ops.WORD:   # (`engaged_count_ops`)
        return engaged_count_ops.count(world, rest)
    if word == "trait":
        who, _, trait = rest.partition(":")   # "A|B": one of those traits (`logic.situation.conditions_traits`)
        return int(any(keyword_ops.has_trait(world, who, t) for t in trait.split("|")))
    if word == "status":
        who, _, status = rest.partition(":")
        return int(status in world.statuses.get(who, ()))
    return amount_ops._count(world, state)


def holds(world, effect) -> bool:
    """Whether ``effect``'s ``if_state`` condition holds in ``world`` now (True when it has none)."""
    state = getattr(effect, "if_state", "")
    if not state:
        return True
    word, _, rest = state.partition(":")
    if word in done_ops.WORDS:   # what an earlier effect of its item did (`done_ops`)
        n = done_ops.count(world, effect, word, rest)
        return n >= effect.if_at_least and (effect.if_at_most is None or n <= effect.if_at_most)
    inner = before_ops.inner(state)   # "already": read as its ability began (`before_ops`)
    n = count(world, state) if inner is None else before_ops.count(world, effect, inner, count)
    return n >= effect.if_at_least and (effect.if_at_most is None or n <= effect.if_at_most)


def footprint_keys(scenario, item) -> set[tuple[str, str]]:
    """The parts of the world (`logic.timing.effects.footprint` keys) the conditions of ``item``'s effects read."""
    keys: set[tuple[str, str]] = set()
    for e in item.effects:
        state = getattr(e, "if_state", "")
        if not state:
            continue
        word, _, rest = state.partition(":")
        if word == before_ops.WORD:   # (`before_ops`): what its state reads
            state = rest
            word, _, rest = rest.partition(":")
        if word in done_ops.WORDS:   # its own item's records (`done_ops`): no other part of the world
            continue
        if word == stage_ops.WORD:
            keys.add(("thing", stage_ops.scheme_of(rest)))
        elif word == attack_taken_ops.WORD:   # the character hit (`attack_taken_ops`)
            keys.add(("thing", rest))
        elif word in ("trait", "status"):
            keys.add(("thing", rest.partition(":")[0]))
        elif word in quantity_ops.WORDS:   # (`quantity_ops`)
            keys |= quantity_ops.keys(rest)
        elif word == face_ops.WORD:   # (`face_ops`)
            keys |= face_ops.keys(rest)
        elif word == engaged_count_ops.WORD:   # (`engaged_count_ops`)
            keys |= engaged_count_ops.keys(rest)
        else:
            keys |= amount_ops._per_keys(scenario, state)
    return keys
