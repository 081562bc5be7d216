"""Counted amounts and lasting prohibitions of the outcome engine (`logic.timing.effects`).

Counted amounts ("1 damage for each counter on this card", "damage equal to your ATK"): an effect's ``per``
names what the engine counts in its world when the effect resolves, and the effect's amount is ``amount`` times
that count. What ``per`` may name (`PER_KINDS`), each a word and its arguments after colons:

- ``counters:<card>``: the counters on that card or character now (the engine keeps one count per card);
- ``players``: the players of the scenario;
- ``hand:<character>``: the cards in the hand of that character's player now (when its zones are stated; else 0);
- ``in_play:<a>,<b>,...``: how many of the characters, schemes or cards named are in play now (not defeated,
  not moved out of play by a zone operation);
- ``stat:<character or card>:<stat>:<printed>``: the printed value given, plus the lasting modifiers of that stat
  on it in effect now (but those counted whenever read: no count of a count), at least 0.
- ``taken:<character>``: the damage that character took from the item the effect's item waits for (its
  ``trigger``: "after X takes any amount of damage, ... an equal amount"), as dealt by that item's ``damage`` and
  ``attack`` effects (after prevention); 0 when it took none, or outside an item.
- ``damage:<character>``, ``threat:<scheme>``: the damage on that character (its hit points less its health), the
  threat on that scheme, now ("heal all damage", "remove all threat"; `logic.timing.all_ops`);
- ``statuses:<character>`` (``:<status>``): the status cards (of that type) on that character now ("for each tough
  status card on X"; `logic.timing.status_count_ops`);
- ``hand_room:<character>:<printed hand size>``: that character's hand size (with its lasting modifiers now) less
  the cards in its player's hand now, at least 0 ("draw up to your hand size"; `logic.timing.hand_room_ops`);
- ``discarded:boost``: the boost icons printed on the cards the effect's item discarded from the encounter deck so
  far ("for each boost icon discarded this way"; `logic.timing.discarded_ops`: not decided when those cards are
  not stated).

A constant modifier (``modify`` lasting ``in_play``) with a ``per`` is counted again each time it is read (its
value follows the world), and so is a lasting one (lasting the attack, phase or round) under the policy
``lasting_counts_update``; any other counted amount is counted once, when its effect resolves.

Prohibitions ("this card cannot take damage"): a ``forbid`` effect puts on its target the prohibition ``forbids``
(`FORBIDDABLE`), for as long as the outcome runs, or, when it names a ``card`` (the card whose constant ability
it is), while that card is in play (`World.in_play`: under the policy ``constant_while_in_play``). Under the policy ``prohibitions_hold`` the engine's own game functions consult them:

- ``take_damage``: no damage (an effect's, an attack's) is dealt to the target;
- ``healed``: no ``heal`` applies to it;
- ``threat_removed``: no ``remove_threat`` applies to it (a scheme);
- ``defeated``: it is not defeated at 0 health or less (it stays, at that health);
- ``attack``: an ``attack`` whose attacker (its item's ``source``) it is deals no damage;
- ``ready``: no ``ready`` applies to it;
- ``defend``: no ``defend`` applies to it (it neither reduces the attack's damage nor takes it).

A ``forbid`` marked ``kept`` ("X cannot take damage while a Drone minion is in play") holds only while its
``if_state`` condition does (`logic.timing.condition_ops`), consulted each time the prohibition is, not when it is put;
besides a count, that condition may be ``engaged_with:<identity>:<a>,<b>`` ("while this minion is engaged with you":
how many of those cards are engaged with that player now, `logic.timing.engaged_count_ops`).

Promises: pure functions of the world and the effect; `amount_of` is the effect's printed ``amount`` when it has
no ``per``.
"""

from __future__ import annotations

__all__ = ["PER_KINDS", "FORBIDDABLE", "amount_of", "check_per", "forbid", "forbids", "counted_modifiers",
           "footprint_keys", "record_taken"]

#: what a ``per`` may count
PER_KINDS: tuple[str, ...] = ("counters", "players", "hand", "in_play", "stat", "taken", "discarded")
from .vocab import FORBIDDABLE  # noqa: E402  (the prohibitions a ``forbid`` effect may put on its target)
from . import all_ops  # noqa: E402  ("all damage", "all threat": ``damage:<character>``, ``threat:<scheme>``)
PER_KINDS += all_ops.KINDS
from . import status_count_ops  # noqa: E402  ("for each status card on X": ``statuses:<character>[:<status>]``)
PER_KINDS += (status_count_ops.KIND,)
from . import cap_ops  # noqa: E402  ("to a maximum of +6 ATK": the most a modifier gives)
from . import hand_room_ops  # noqa: E402  ("draw up to your hand size": ``hand_room:<character>:<hand size>``)
PER_KINDS += (hand_room_ops.KIND,)


def check_per(per: str, known: set[str], stats: tuple[str, ...]) -> str | None:
    """Why ``per`` is not a count the engine makes (None when it is); ``known`` the names of the scenario."""
    word, _, rest = per.partition(":")
    if word not in PER_KINDS:
        return f"'per' counts one of {', '.join(PER_KINDS)} (as 'word:arguments'), not {word!r}"
    if word == "players":
        return None if not rest else "'per' 'players' takes no argument"
    if word in all_ops.KINDS:   # "all damage", "all threat" (`all_ops`)
        return all_ops.check(word, rest, known)
    if word == status_count_ops.KIND:   # status cards on a character (`status_count_ops`)
        return status_count_ops.check(rest, known)
    if word == hand_room_ops.KIND:   # the room left in a hand (`hand_room_ops`)
        return hand_room_ops.check(rest, known)
    if word == "discarded":   # (`discarded_ops`)
        from . import discarded_ops
        return discarded_ops.check(rest)
    if word in ("counters", "hand", "taken"):
        return None if rest in known else f"'per' {word!r} names {rest!r}, no character or card of the scenario"
    if word == "in_play":
        bad = [x for x in rest.split(",") if x not in known]
        return None if rest and not bad else f"'per' 'in_play' names {bad[0] if bad else '' !r}, not of the scenario"
    parts = rest.split(":")
    if len(parts) != 3 or parts[0] not in known or parts[1] not in stats or not parts[2].lstrip("-").isdigit():
        return "'per' 'stat' is 'stat:<character or card>:<stat>:<printed value>'"
    return None


def _count(world, per: str, item=None) -> int:
    """What ``per`` counts in ``world`` now (for ``taken``, as read by an effect of ``item``)."""
    word, _, rest = per.partition(":")
    if word == "taken":
        return world.taken.get((item.trigger, rest), 0) if item is not None and item.trigger else 0
    if word in all_ops.KINDS:   # the damage on a character, the threat on a scheme, now (`all_ops`)
        return all_ops.count(world, word, rest)
    if word == status_count_ops.KIND:   # the status cards on a character now (`status_count_ops`)
        return status_count_ops.count(world, rest)
    if word == hand_room_ops.KIND:   # the room left in a hand now (`hand_room_ops`)
        return hand_room_ops.count(world, rest)
    if word == "counters":
        return world.counters.get(rest, 0)
    if word == "discarded":   # what the item discarded from the encounter deck (`discarded_ops`)
        from . import discarded_ops
        return discarded_ops.count(world, rest, item)
    if word == "players":
        return len(world._scenario.players)
    if word == "hand":
        z = world.zones.get(world.controller.get(rest, ""))
        return z[0] if z is not None else 0
    if word == "in_play":
        from . import zone_ops
        return sum(1 for x in rest.split(",") if x not in world.destroyed and not zone_ops.gone(world, x))
    who, stat, printed = rest.split(":")
    return max(0, int(printed) + world.modifier(who, stat))


def amount_of(world, effect, item=None) -> int:
    """The amount ``effect`` (of ``item``) applies in ``world`` now: its ``amount``, times what its ``per`` counts."""
    per = getattr(effect, "per", "")
    n = effect.amount if not per else effect.amount * _count(world, per, item)
    return cap_ops.capped(n, effect)   # no more than its printed maximum (`cap_ops`)


def record_taken(world, item, character: str, dealt: int) -> None:
    """Record that ``character`` took ``dealt`` damage from ``item`` (read by ``taken``)."""
    if item is not None and dealt:
        world.taken[(item.id, character)] = world.taken.get((item.id, character), 0) + dealt


def counted_modifiers(world, target: str, stat: str, duration: str | None = None) -> int:
    """The sum of the modifiers of ``stat`` on ``target`` counted whenever read (`World.counted`) in effect (one
    lasting ``in_play`` while its card is in play), each counted now; only those of ``duration`` when given."""
    if getattr(world, "_counting", False):   # a count reading a stat: the modifiers counted whenever read are
        return 0                               # left out of it (no count of a count, which could loop)
    world._counting = True
    try:
        return sum(_capped_count(world, x) for x in world.counted if x[0] == target and x[1] == stat
                   and (duration is None or x[4] == duration) and (x[4] != "in_play" or world.in_play(x[5])))
    finally:
        world._counting = False


def _capped_count(world, entry: tuple) -> int:
    """What the counted modifier ``entry`` (one of `World.counted`) gives now: its unit times its count, no more than
    its kept maximum (`cap_ops`)."""
    _, _, n, per, _, _ = entry
    cap = cap_ops.cap_of(world, entry)
    return n * _count(world, per) if cap is None else min(n * _count(world, per), cap)


def _per_keys(scenario, per: str) -> set[tuple[str, str]]:
    """The parts of the world (`logic.timing.effects.footprint` keys) what ``per`` counts reads."""
    word, _, rest = per.partition(":")
    if word in ("counters", "stat", "taken"):
        return {("thing", rest.split(":")[0])}
    if word == "in_play":
        return {("thing", x) for x in rest.split(",")}
    if word in all_ops.KINDS:
        return all_ops.keys(word, rest)
    if word == status_count_ops.KIND:
        return status_count_ops.keys(rest)
    if word == hand_room_ops.KIND:
        return hand_room_ops.keys(scenario, rest)
    if word == "hand" and rest in scenario.characters:
        return {("zones", scenario.characters[rest].controller)}
    return set()


def footprint_keys(scenario, item) -> set[tuple[str, str]]:
    """What ``item`` reads through counts and prohibitions, besides its targets: what its counted amounts count, the
    card a prohibition lasts by; and, for an ``attack`` in a scenario with a prohibition or a counted modifier, its
    attacker and what every counted modifier counts (read when its damage is)."""
    keys: set[tuple[str, str]] = set()
    effects = [e for it in scenario.items for e in it.effects]
    for x in effects:   # a prohibition kept while cards are engaged: every item may read it (`KEPT_ENGAGED`)
        if x.op == "forbid" and x.kept and x.if_state.partition(":")[0] == KEPT_ENGAGED:
            from . import engaged_count_ops
            keys |= engaged_count_ops.keys(x.if_state.partition(":")[2])
        if x.op == "forbid" and x.kept and x.if_state.partition(":")[0] == KEPT_HIT_POINTS:   # (its character)
            keys.add(("thing", x.if_state.partition(":")[2]))
    for e in item.effects:
        if e.per:
            keys |= _per_keys(scenario, e.per)
        if e.op == "forbid" and e.card:
            keys.add(("thing", e.card))
        if e.op == "attack" and any(x.op == "forbid" or (x.op == "modify" and x.per) for x in effects):
            keys.add(("thing", item.source))
            for x in effects:
                if x.op == "modify" and x.per:
                    keys |= _per_keys(scenario, x.per)
    return keys


def forbid(world, effect, target: str) -> None:
    """Put the prohibition ``effect.forbids`` on ``target`` (while ``effect.card`` is in play, when it names one)."""
    world.forbidden.append((target, effect.forbids, effect.card))
    if getattr(effect, "kept", False):   # "while ...": its condition consulted with it (`kept_holds`)
        world.kept_if[len(world.forbidden) - 1] = effect


def forbids(world, target: str, what: str) -> bool:
    """Whether a prohibition ``what`` on ``target`` is in effect and the engine consults it (``prohibitions_hold``)."""
    if not world.policies.get("prohibitions_hold"):
        return False
    return any(t == target and w == what and (not card or world.in_play(card)) and kept_holds(world, i)
               for i, (t, w, card) in enumerate(world.forbidden))


def kept_holds(world, i: int) -> bool:
    """Whether the condition kept over time of prohibition ``i`` ("while a Drone minion is in play") holds now
    (True for a prohibition with none)."""
    effect = world.kept_if.get(i)
    if effect is None:
        return True
    word, _, rest = effect.if_state.partition(":")
    if word == KEPT_ENGAGED:   # "while this minion is engaged with you": the engagement now (`engaged_count_ops`)
        from . import engaged_count_ops
        n = engaged_count_ops.count(world, rest)
    elif word == KEPT_HIT_POINTS:   # "while X has any hit points remaining": its hit points left now (`quantity_ops`)
        from . import quantity_ops
        n = quantity_ops.count(world, word, rest)
    else:
        n = _count(world, effect.if_state)   # a count (`PER_KINDS`): `logic.timing.scenario` accepts no other when kept
    return n >= effect.if_at_least and (effect.if_at_most is None or n <= effect.if_at_most)


# --- a prohibition kept while cards are engaged with a player ("while this minion is engaged with you, ..."): its
# ``if_state`` ``engaged_with:<identity>:<a>,<b>`` (`logic.timing.engaged_count_ops`), consulted with it ---
#: the word of the one kept state that is not a counted amount (`kept_holds`; `logic.timing.scenario` accepts it)
KEPT_ENGAGED = "engaged_with"
KEPT_KINDS: tuple[str, ...] = PER_KINDS + (KEPT_ENGAGED,)
__all__ += ["KEPT_ENGAGED", "KEPT_KINDS", "kept_holds"]
# --- s12-prohib: a prohibition kept while a character has hit points left ("X cannot be defeated while Y has any hit
# points remaining"): its ``if_state`` ``hit_points:<character>`` (`logic.timing.quantity_ops`), consulted with it ---
KEPT_HIT_POINTS = "hit_points"
KEPT_KINDS = KEPT_KINDS + (KEPT_HIT_POINTS,)
__all__ += ["KEPT_HIT_POINTS"]
