"""Targets chosen when an item resolves: "Choose an enemy. Deal 2 damage to that enemy and stun it." (issue 15 §3).

An effect of an item may be marked ``chosen = k`` (k >= 1, ``true`` for 1): its ``targets`` are the candidates of
the item's k-th chosen target (every card of the chosen kind in the world: the enemies, the players' identities, the
schemes...), and it applies to the one candidate the resolving player picks, not to all of them ("Remove 1 threat
from a scheme and deal 1 damage to an enemy": two chosen targets, 1 and 2). Every effect of one slot lists the same
candidates (the scenario reader checks it); an ``if_trait`` on them narrows what may be picked ("choose a Guardian
character"; an ``if_not_trait``, "attach to a non-Elite minion", to those without that trait, printed or given; an
``unless_attached`` on a chosen "attach", "without a copy of X attached", to those none of its cards is attached
to), and so does a ``most`` ("the minion with the highest printed hit points": only the valid candidates with the
most or least of that value when the item resolves; tied ones are each a pick, no rule breaking a tie; a printed ATK,
SCH or THW, with its lasting modifiers or "printed" alone, is read off the character's stated printed values, and a
valid candidate whose value is not stated makes the pick *not decided*, naming it, every valid candidate staying a
pick).
A chosen "attach" picks the card it attaches to among its ``among`` (its ``targets`` stay the card it moves). A pick is
keyed ``<item>#<slot>`` in the picks of an order (an option picked, `choice_ops`, by the item id alone); the
effects of an option not picked take no part in the test of a pick. A slot whose effects say ``together = n``
(n >= 2: "discard 2 upgrades you control") picks n candidates at once: its picks are every n of them (a tuple; all
of them, the one pick, when no more than n), and it applies to those of its pick that are valid.

A slot whose effects say ``of_pick`` (a card) picks a card whose printed ability resolves ("resolve the 'Special'
ability on 1 Black Panther upgrade you control"): its candidates are the cards its effects name, in order; a
candidate is valid while it is in play; the effects of the card picked resolve as printed and the others not at all
(`unpicked`: neither done nor not, as an option not picked); with no valid candidate (or no pick made), those of the
first candidate affect nothing (not done, for ``then`` and ``otherwise``), as any chosen effect.

This is the engine's one mechanism for "each candidate a branch": a target named as one element of a kind, with
"choose" or without ("deal 2 damage to a minion", "discard an upgrade you control", `logic.situation.chosen` and
`logic.situation.chosen_cards` list the candidates), is a chosen slot, and `pick_sets` makes the branches.

Under the policy ``targets_chosen`` (`encodings/marvel_champions/en/target.py`, the phrase "choose a [game
element]" selects a target) every candidate is a branch: the engine never guesses the pick. A pick is tested when
the item resolves (`valid_picks`): a candidate is valid when at least one chosen effect can affect it then (in play,
with the trait, not forbidden: the interpreter's own legality test). A branch whose pick is not valid while another
candidate is, is no game that can happen: its outcome is marked ``void`` and the callers drop it. When no candidate
is valid, the chosen effects affect nothing (not done, for ``then`` and ``otherwise``) and only the first
candidate's branch is kept (the others are the same game). Without the policy no pick is made and the chosen
effects affect nothing.

Promises: `pick_sets` lists the picks in a fixed order (item order, slot order, then candidate order; a pick of
n together: `itertools.combinations` order); `narrowed` is a function of the effect, the item and the world's picks;
`void_pick` is True only for a pick another valid pick could replace (or a duplicate of an earlier branch's game:
the same candidates valid in it, as when none is valid and only the first candidate's branch is kept).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, product
from . import attached_type_ops

#: the values a chosen target may be the most or least of ("the minion with the highest printed hit points"), read
#: off the world when the item resolves: value -> (the world's table, max or min)
SUPERLATIVES: dict[str, tuple[str, str]] = {f"{side}:{v}": (v, side) for side in ("max", "min")
                                             for v in ("health", "max_health", "threat")}
#: the printed stats a superlative may read ("the enemy with the highest ATK": printed plus its lasting modifiers;
#: "the highest printed ATK": printed only): a candidate whose printed value is not stated makes the pick *not decided*
PRINTED_STATS: tuple[str, ...] = ("atk", "sch", "thw")
SUPERLATIVES.update({f"{side}:{p}{v}": (p + v, side) for side in ("max", "min") for p in ("", "printed_")
                     for v in PRINTED_STATS})
#: the counters on a candidate ("the Board Member environment with the fewest secret counters": the engine keeps one
#: count of counters per card; none: 0)
SUPERLATIVES.update({f"{side}:counters": ("counters", side) for side in ("max", "min")})

__all__ = ["SUPERLATIVES", "PRINTED_STATS", "slots", "together", "choices", "unpicked", "candidates", "pick_sets", "narrowed", "valid_picks", "void_pick", "describe", "pick_key",
           "split_key"]


def slots(item) -> dict[int, tuple[str, ...]]:
    """The chosen targets of ``item``: slot (1, 2, ...) -> its candidates (the targets of its first effect marked
    with that slot), in slot order; empty when it chooses none."""
    out: dict[int, tuple[str, ...]] = {}
    for e in item.effects:
        if getattr(e, "of_pick", "") and e.chosen:   # the cards whose ability resolves: each effect names its card
            out[e.chosen] = tuple(dict.fromkeys(out.get(e.chosen, ()) + (e.of_pick,)))
        elif e.chosen and e.chosen not in out:
            out[e.chosen] = _candidates_of(e)
    return dict(sorted(out.items()))


def unpicked(world, item) -> set[int]:
    """The effects (1-based) of ``item`` of a card not picked (``of_pick``: not the pick of their slot; the first
    candidate's stand for the slot when no pick is made): they do not resolve."""
    return {k for k, e in enumerate(item.effects, 1) if getattr(e, "of_pick", "") and e.of_pick != world.chosen.get(
        (item.id, e.chosen), candidates(item, e.chosen)[0])}


def _in_play(world, card: str) -> bool:
    """Whether ``card`` (a character or a placed card) is in play now."""
    from . import zone_ops
    if card in world.health:
        return card not in world.destroyed and not zone_ops.gone(world, card)
    s = world.spots.get(card)
    return s is not None and s.zone == "play"


def together(item, slot: int) -> int:
    """How many candidates one pick of ``item``'s chosen target ``slot`` takes (its first effect's ``together``)."""
    return next((getattr(e, "together", 1) for e in item.effects if e.chosen == slot), 1)


def choices(item, slot: int) -> list:
    """The picks of ``item``'s chosen target ``slot``: each candidate (a name) for one at a time; every n of them (a
    tuple, `combinations` order) for n together, all of them the one pick when no more than n."""
    cs, n = candidates(item, slot), together(item, slot)
    if n == 1:
        return list(cs)
    return [tuple(cs)] if len(cs) <= n else list(combinations(cs, n))


def _attached(world, card: str, host: str) -> bool:
    """Whether ``card`` is attached to ``host`` now (in play, attached to it)."""
    s = world.spots.get(card)
    return s is not None and s.zone == "play" and s.attached_to == host


def _members(pick) -> tuple[str, ...]:
    """The candidates a pick takes (a name, or a tuple of them)."""
    return pick if isinstance(pick, tuple) else (pick,)


def _candidates_of(effect) -> tuple[str, ...]:
    """What a chosen effect picks among: the cards it may attach to (``among``) for an "attach", else its targets."""
    return effect.among if effect.op == "attach" else effect.targets


def _with_pick(effect, pick):
    """``effect`` applied to ``pick``: an "attach" attaches to it (its trait is the card's it attaches to, already
    tested), any other applies to it (to each candidate of a pick of several)."""
    if effect.op == "attach":
        return replace(effect, card=pick, if_trait="", if_not_trait="")
    return replace(effect, targets=_members(pick))


def _value(world, card: str, what: str) -> int | None:
    """The value ``what`` (`SUPERLATIVES`) of ``card`` in ``world`` now (None: it has none)."""
    stat = what.removeprefix("printed_")
    if stat in PRINTED_STATS:   # the character's printed value, its lasting modifiers added (not for "printed")
        ch = world._scenario.characters.get(card)
        printed = dict(ch.printed).get(stat) if ch is not None else None
        if printed is None:
            return None
        return printed if what != stat else max(0, printed + world.modifier(card, stat))
    if what == "counters":
        return world.counters.get(card, 0)
    table = {"health": world.health, "max_health": world.max, "threat": world.threat}[what]
    return table.get(card)


def candidates(item, slot: int = 1) -> tuple[str, ...]:
    """The candidates of ``item``'s chosen target ``slot`` (() when it has no such slot)."""
    return slots(item).get(slot, ())


def pick_key(item_id: str, slot: int) -> str:
    """The key of a pick in ``picks``: ``<item>#<slot>`` (an option picked is keyed by the item id alone)."""
    return f"{item_id}#{slot}"


def split_key(key: str) -> tuple[str, int]:
    """The (item id, slot) of a pick key (`pick_key`)."""
    head, _, tail = key.rpartition("#")
    return head, int(tail)


def pick_sets(scenario, items, policies: dict[str, bool] | None = None) -> list[tuple[tuple[str, str], ...]]:
    """Every combination of target picks for the items ``items`` (ids) of ``scenario`` that choose some: tuples of
    (pick key, candidate), item by item, slot by slot; ``[()]`` when none chooses, or when ``policies`` are given
    without ``targets_chosen``."""
    if policies is not None and not policies.get("targets_chosen"):
        return [()]
    chooser = [(pick_key(a, k), choices(scenario.item(a), k)) for a in items for k in slots(scenario.item(a))]
    return [tuple(zip([a for a, _ in chooser], ks)) for ks in product(*(cs for _, cs in chooser))]


def narrowed(world, item, effect):
    """``effect`` with its targets as the interpreter applies it: the pick of its slot of ``item`` (when ``effect``
    is marked ``chosen``; nothing when no valid pick was made), else ``effect`` unchanged."""
    if not effect.chosen:
        return effect
    if getattr(effect, "of_pick", ""):   # the card picked's own effects (the others': `unpicked`), while it is valid
        return effect if effect.of_pick in world.valid_chosen.get((item.id, effect.chosen), ()) \
            else replace(effect, targets=())
    pick = world.chosen.get((item.id, effect.chosen))
    valid = world.valid_chosen.get((item.id, effect.chosen), ())
    if isinstance(pick, tuple):   # n together: those of the pick valid now
        return replace(effect, targets=tuple(c for c in pick if c in valid))
    return _with_pick(effect, pick) if pick is not None and pick in valid else replace(effect, targets=())


def valid_picks(world, item, slot, members, legal, skip=frozenset()) -> tuple[str, ...]:
    """The candidates of ``item``'s ``slot`` that at least one of its effects of that slot (but those ``skip``
    names, 1-based: options not picked) can affect now (``members(world, e)``: the targets ``e`` is about, its trait
    tested; ``legal(world, e, t)``: the interpreter's test)."""
    from .keyword_ops import has_trait
    live = [e for k, e in enumerate(item.effects, 1) if e.chosen == slot and k not in skip]
    if any(getattr(e, "of_pick", "") for e in item.effects if e.chosen == slot):   # a card whose ability resolves
        return tuple(c for c in candidates(item, slot) if _in_play(world, c))

    def can(e, c):
        if e.op == "attach":   # the card it attaches to is the pick: its trait, the move's legality
            return (not e.if_trait or has_trait(world, c, e.if_trait)) and not (
                e.if_not_trait and has_trait(world, c, e.if_not_trait)) and not any(
                _attached(world, x, c) for x in e.unless_attached) and all(
                legal(world, _with_pick(e, c), t) for t in e.targets)
        return c in members(world, e) and legal(world, e, c) and attached_type_ops.allowed(world, e, c)
    valid = [c for c in candidates(item, slot) if any(can(e, c) for e in live)]
    most = next((e.most for e in live if e.most), "")
    if most and valid:   # only those with the most / least of the value, all of them when tied (each a pick)
        what, side = SUPERLATIVES[most]
        values = {c: _value(world, c, what) for c in valid}
        if what.removeprefix("printed_") in PRINTED_STATS and None in values.values():   # a value not stated
            line = (f"{item.id}: which of {', '.join(valid)} has the {'highest' if side == 'max' else 'lowest'} "
                    f"{what.replace('printed_', 'printed ').upper().replace('PRINTED ', 'printed ')} is not known "
                    f"(not stated for {', '.join(c for c in valid if values[c] is None)})")
            if line not in world.undecided:
                world.undecided.append(line)
            return tuple(valid)   # every valid candidate stays a pick: the engine never guesses the highest
        known = [v for v in values.values() if v is not None]
        best = (max if side == "max" else min)(known) if known else None
        valid = [c for c in valid if values[c] is not None and values[c] == best]
    return tuple(valid)


def void_pick(world, item, members, legal, skip=frozenset()) -> bool:
    """Record which candidates of each slot of ``item`` are valid now (``world.valid_chosen``) and say whether its
    picks make the branch void: a pick that is not valid while another is, or, when none is valid (or no effect of
    the slot resolves: ``skip``, the options not picked), any pick but the first candidate. An item with no chosen
    target, or no pick made (no policy), is never void."""
    void = False
    for slot in slots(item):
        if (item.id, slot) not in world.chosen:
            continue
        valid = valid_picks(world, item, slot, members, legal, skip)
        world.valid_chosen[(item.id, slot)] = valid
        void = void or _void(choices(item, slot), world.chosen[(item.id, slot)], valid, together(item, slot))
    return void


def _void(picks: list, pick, valid: tuple[str, ...], n: int) -> bool:
    """Whether ``pick`` (one of ``picks``) is no game that can happen when ``valid`` are the candidates valid now:
    what it applies to (its valid candidates) is not a pick the player could make among the valid ones (every n of
    them, all of them when no more than n: none valid, nothing), or an earlier pick applies to the same."""
    def applied(p):
        return tuple(c for c in _members(p) if c in valid)
    could = [valid] if len(valid) <= n else list(combinations(valid, n))
    return applied(pick) not in could or any(applied(p) == applied(pick) for p in picks[:picks.index(pick)])


def describe(key: str, card: str) -> str:
    """A target pick as a line: ``<item> chooses <candidate>`` (``<a> and <b>`` for several; ``(target k)`` after it
    for a slot k > 1)."""
    item, slot = split_key(key)
    return f"{item} chooses {' and '.join(_members(card))}" + (f" (target {slot})" if slot > 1 else "")
