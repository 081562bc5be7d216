"""Targets chosen when an item resolves: "Choose an enemy. Deal 2 damage to that enemy and stun it." (issue 15 §3).

An effect of an item may be marked ``chosen``: its ``targets`` are the candidates of the item's one chosen target
(every card of the chosen kind in the world: the enemies, the players' identities, the schemes...), and it applies
to the one candidate the resolving player picks, not to all of them. Every effect marked ``chosen`` in one item
lists the same candidates (the scenario reader checks it); an ``if_trait`` on them narrows what may be picked
("choose a Guardian character").

Under the policy ``targets_chosen`` (`encodings/marvel_champions/en/target.py`, the phrase "choose a [game
element]" selects a target) every candidate is a branch: the engine never guesses the pick. A pick is tested when
the item resolves (`valid_picks`): a candidate is valid when at least one chosen effect can affect it then (in play,
with the trait, not forbidden: the interpreter's own legality test). A branch whose pick is not valid while another
candidate is, is no game that can happen: its outcome is marked ``void`` and the callers drop it. When no candidate
is valid, the chosen effects affect nothing (not done, for ``then`` and ``otherwise``) and only the first
candidate's branch is kept (the others are the same game). Without the policy no pick is made and the chosen
effects affect nothing.

Promises: `pick_sets` lists the picks in a fixed order (item order, then candidate order); `narrowed` is a
function of the effect, the item and the world's picks; `void_pick` is True only for a pick another valid
candidate could replace (or a duplicate of the first candidate's branch when none is valid).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product

__all__ = ["candidates", "pick_sets", "narrowed", "valid_picks", "void_pick", "describe"]


def candidates(item) -> tuple[str, ...]:
    """The candidates of ``item``'s chosen target (the targets of its first effect marked ``chosen``; () none)."""
    return next((e.targets for e in item.effects if e.chosen), ())


def pick_sets(scenario, items, policies: dict[str, bool] | None = None) -> list[tuple[tuple[str, str], ...]]:
    """Every combination of target picks for the items ``items`` (ids) of ``scenario`` that choose one: tuples of
    (item id, candidate); ``[()]`` when none chooses, or when ``policies`` are given without ``targets_chosen``."""
    if policies is not None and not policies.get("targets_chosen"):
        return [()]
    chooser = [(a, candidates(scenario.item(a))) for a in items]
    chooser = [(a, cs) for a, cs in chooser if cs]
    return [tuple(zip([a for a, _ in chooser], ks)) for ks in product(*(cs for _, cs in chooser))]


def narrowed(world, item, effect):
    """``effect`` with its targets as the interpreter applies it: the pick of ``item`` (when ``effect`` is marked
    ``chosen``; nothing when no valid pick was made), else ``effect`` unchanged."""
    if not effect.chosen:
        return effect
    pick = world.chosen.get(item.id)
    return replace(effect, targets=(pick,) if pick is not None and pick in world.valid_chosen.get(item.id, ())
                   else ())


def valid_picks(world, item, members, legal) -> tuple[str, ...]:
    """The candidates of ``item`` that at least one of its chosen effects can affect now (``members(world, e)``:
    the targets ``e`` is about, its trait tested; ``legal(world, e, t)``: the interpreter's test)."""
    out = []
    for c in candidates(item):
        if any(c in members(world, e) and legal(world, e, c) for e in item.effects if e.chosen):
            out.append(c)
    return tuple(out)


def void_pick(world, item, members, legal) -> bool:
    """Record which candidates of ``item`` are valid now (``world.valid_chosen``) and say whether its pick makes
    the branch void: a pick that is not valid while another is, or, when none is valid, any pick but the first
    candidate. An item with no chosen target, or no pick made (no policy), is never void."""
    if not candidates(item) or item.id not in world.chosen:
        return False
    valid = valid_picks(world, item, members, legal)
    world.valid_chosen[item.id] = valid
    pick = world.chosen[item.id]
    return pick not in valid if valid else pick != candidates(item)[0]


def describe(picks) -> list[str]:
    """The target picks as lines: ``<item> chooses <candidate>``."""
    return [f"{a} chooses {c}" for a, c in picks]
